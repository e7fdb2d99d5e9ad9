import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPostgresStore, migrationFiles, StoreLockedError } from '../../persistence/postgres-store.ts';
import {
  type Store,
  StoreCorruptError,
  StoreWriteError,
  VersionConflictError,
} from '../../persistence/store.ts';
import { startServer } from '../../server/app.ts';
import { ValidationError } from '../../validation/field-errors.ts';
import {
  overloadedEnvelope,
  RAW_SECRET,
  slowRetryProfile,
  startTestServer,
  WsClient,
} from '../server/harness.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { attempt, circuit, profile, route } from './helpers.ts';

let pg: TestPostgres;
const open: Store[] = [];

/** A store that shares its database: the store-level guarantees several processes rely on. */
async function store(url: string): Promise<Store> {
  const s = createPostgresStore({ url, exclusive: false });
  await s.open();
  open.push(s);
  return s;
}

beforeAll(async () => {
  pg = await startPostgres();
}, 120_000);
afterAll(async () => {
  for (const s of open) await s.close().catch(() => undefined);
  await pg?.stop();
});

describe('PostgreSQL store', () => {
  it('applies the versioned migrations once, under a lock, and records them', async () => {
    const url = await pg.database();
    await Promise.all([store(url), store(url)]);
    const { rows } = await pg.sql(url, 'SELECT version, name FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual((await migrationFiles()).map((m) => m.version));
    await store(url);
    expect((await pg.sql(url, 'SELECT count(*)::int AS n FROM schema_migrations')).rows[0].n).toBe(
      rows.length,
    );
  });

  it('commits routes with their attempts in one transaction and reloads them in order', async () => {
    const url = await pg.database();
    const a = await store(url);
    await a.commitRoute(route('r1'), [attempt('r1', 0), attempt('r1', 1)]);
    await a.commitRoute(route('r1', { updated_at: '2026-01-01T00:00:09.000Z' }), [attempt('r1', 2)]);
    const b = await store(url);
    expect(b.getRoute('r1')?.updated_at).toBe('2026-01-01T00:00:09.000Z');
    expect((await b.listAttempts('r1')).map((x) => x.seq)).toEqual([0, 1, 2]);
    expect(b.listRoutes()).toHaveLength(1);
  });

  it('refuses attempts that do not follow the stored history, and writes nothing', async () => {
    const url = await pg.database();
    const s = await store(url);
    await s.commitRoute(route('r1'), [attempt('r1', 3)]);
    await expect(
      s.commitRoute(route('r1', { profile_id: 'changed' }), [attempt('r1', 3)]),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(s.commitRoute(route('r1'), [attempt('other', 4)])).rejects.toBeInstanceOf(ValidationError);
    expect(s.getRoute('r1')?.profile_id).toBe('profile-a');
    expect((await s.listAttempts('r1')).map((x) => x.seq)).toEqual([3]);
  });

  it('lets exactly one of two processes win a circuit compare-and-set', async () => {
    const url = await pg.database();
    const [a, b] = [await store(url), await store(url)];
    expect((await a.commitCircuit(circuit('provider:x'), null)).version).toBe(1);
    await expect(b.commitCircuit(circuit('provider:x'), null)).rejects.toBeInstanceOf(VersionConflictError);
    const results = await Promise.allSettled([
      a.commitCircuit(circuit('provider:x', { consecutive_failures: 2 }), 1),
      b.commitCircuit(circuit('provider:x', { consecutive_failures: 3 }), 1),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(VersionConflictError);
    expect((lost.reason as VersionConflictError).current).toBe(2);
  });

  it('sees another process’s circuit and profile commits through LISTEN/NOTIFY', async () => {
    const url = await pg.database();
    const [a, b] = [await store(url), await store(url)];
    await a.commitCircuit(circuit('provider:y'), null);
    await a.putProfile(profile('coding'), null);
    await vi.waitFor(() => {
      expect(b.getCircuit('provider:y')?.version).toBe(1);
      expect(b.getProfile('coding')?.version).toBe(1);
    });
    await b.deleteProfile('coding', 1);
    await vi.waitFor(() => expect(a.getProfile('coding')).toBeUndefined());
  });

  it('keeps profiles compare-and-set on write and delete', async () => {
    const url = await pg.database();
    const s = await store(url);
    await s.putProfile(profile('p'), null);
    await expect(s.putProfile(profile('p'), null)).rejects.toBeInstanceOf(VersionConflictError);
    expect((await s.putProfile(profile('p', { updated_at: '2026-01-02T00:00:00.000Z' }), 1)).version).toBe(2);
    await expect(s.deleteProfile('p', 1)).rejects.toBeInstanceOf(VersionConflictError);
    await s.deleteProfile('p', 2);
    expect(s.getProfile('p')).toBeUndefined();
  });

  it('rejects a failed transaction with StoreWriteError and keeps its view as the database has it', async () => {
    const url = await pg.database();
    const s = await store(url);
    await s.commitRoute(route('r1'), [attempt('r1', 0)]);
    await pg.sql(
      url,
      `CREATE FUNCTION boom() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql;
       CREATE TRIGGER boom BEFORE INSERT ON attempts FOR EACH ROW EXECUTE FUNCTION boom();`,
    );
    await expect(
      s.commitRoute(route('r1', { profile_id: 'changed' }), [attempt('r1', 1)]),
    ).rejects.toBeInstanceOf(StoreWriteError);
    expect(s.getRoute('r1')?.profile_id).toBe('profile-a');
    const fresh = await store(url);
    expect(fresh.getRoute('r1')?.profile_id).toBe('profile-a');
    expect((await fresh.listAttempts('r1')).map((x) => x.seq)).toEqual([0]);
  });

  it('refuses to open on a row that does not validate, naming the table and the row', async () => {
    const url = await pg.database();
    const s = await store(url);
    await s.commitRoute(route('bad'));
    await pg.sql(
      url,
      `UPDATE routes SET record = jsonb_set(record, '{caller}', '"nobody"') WHERE route_id = 'bad'`,
    );
    const broken = createPostgresStore({ url });
    const error = await broken.open().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StoreCorruptError);
    expect((error as Error).message).toContain('table routes, row bad');
  });

  it('says which database it could not reach, without its password', async () => {
    const s = createPostgresStore({ url: 'postgres://u:secret-pw@127.0.0.1:1/none' });
    const error = (await s.open().catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(StoreWriteError);
    expect(error.message).not.toContain('secret-pw');
  });

  it('is held by one process by default: a second one refuses to open until the first closes', async () => {
    const url = await pg.database();
    const first = createPostgresStore({ url });
    await first.open();
    const second = createPostgresStore({ url });
    await expect(second.open()).rejects.toBeInstanceOf(StoreLockedError);
    await first.close();
    const third = createPostgresStore({ url });
    await third.open();
    await third.close();
  });
});

describe('the service on PostgreSQL (RECOURSE_STORE)', () => {
  it('keeps a route’s decision across a restart onto the same database, and refuses a second process', async () => {
    const url = await pg.database();
    const first = await startTestServer({ storeUrl: url });
    let restored: Awaited<ReturnType<typeof startTestServer>> | null = null;
    try {
      expect((await first.http('POST', '/v1/profiles', { body: slowRetryProfile() })).status).toBe(201);
      const adapter = await WsClient.connect(first.wsUrl, await first.token('adapter'));
      await adapter.request(
        { type: 'adapter_hello', agent_profiles: ['agent-a', 'agent-b'] },
        (m) => m.type === 'adapter_ready',
      );
      const started = first.http('POST', '/v1/routes', {
        body: { profile_id: 'coding', caller: 'kanban', route_id: 'pg-1' },
      });
      const dispatch = (await adapter.next((m) => m.type === 'dispatch')).request;
      adapter.send({ type: 'dispatch_ack', attempt_id: dispatch.attempt_id });
      expect((await started).status).toBe(201);
      const report = await adapter.request(
        {
          type: 'outcome',
          id: 'o1',
          route_id: 'pg-1',
          attempt_id: dispatch.attempt_id,
          invocation_id: dispatch.invocation_id,
          generation: dispatch.generation,
          outcome: { kind: 'failure', envelope: overloadedEnvelope(dispatch) },
        },
        (m) => m.type === 'report_result',
      );
      const waiting = report.snapshot;
      expect(waiting.state).toBe('retry_wait');
      await adapter.close();

      await expect(startServer({ dataDir: `${first.dir}-second`, port: 0, storeUrl: url })).rejects.toThrow(
        /another Recourse process/,
      );
      await first.close();

      restored = await startTestServer({ storeUrl: url });
      const token = await restored.token('viewer');
      const view = (await restored.http('GET', '/v1/routes/pg-1', { token })).body;
      expect(view).toMatchObject({
        state: 'retry_wait',
        generation: waiting.generation,
        deadline: waiting.deadline,
      });
      const attempts = (await restored.http('GET', '/v1/routes/pg-1/attempts', { token })).body.attempts;
      expect(attempts.map((a: { event: string }) => a.event)).toEqual(['dispatched', 'failed']);
      expect(JSON.stringify(attempts)).not.toContain(RAW_SECRET);
    } finally {
      await first.close().catch(() => undefined);
      await restored?.close();
    }
  });
});
