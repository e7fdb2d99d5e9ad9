import postgres from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCircuits } from '../../actors/circuits.ts';
import {
  createPostgresStore,
  migrationFiles,
  type PostgresStore,
  type PostgresStoreOptions,
} from '../../persistence/postgres-store.ts';
import {
  type CircuitRecord,
  RouteLeaseError,
  type Store,
  type StoreChange,
  StoreCorruptError,
  StoreWriteError,
  VersionConflictError,
} from '../../persistence/store.ts';
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

/** A store on a shared database, renewing only when a test calls `ownership.tick()`. */
async function store(url: string, options: Partial<PostgresStoreOptions> = {}): Promise<PostgresStore> {
  const s = createPostgresStore({ url, renewEveryMs: 0, ...options });
  await s.open();
  open.push(s);
  return s;
}

/** Ends every lease now, as if their holder had died `leaseMs` ago. */
async function expireLeases(url: string): Promise<void> {
  await pg.sql(url, `UPDATE route_leases SET expires_at = now() - interval '1 second'`);
}

async function leaseOf(url: string, routeId: string) {
  const { rows } = await pg.sql(
    url,
    'SELECT owner, fence::int AS fence FROM route_leases WHERE route_id = $1',
    [routeId],
  );
  return rows[0] as { owner: string; fence: number } | undefined;
}

beforeAll(async () => {
  pg = await startPostgres();
}, 120_000);
// Each test's stores end with it: the next test's database is the same one, emptied.
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close().catch(() => undefined)));
});
afterAll(async () => {
  await pg?.stop();
}, 120_000);

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
    const url = await pg.fresh();
    const a = await store(url);
    await a.commitRoute(route('r1'), [attempt('r1', 0), attempt('r1', 1)]);
    await a.commitRoute(route('r1', { updated_at: '2026-01-01T00:00:09.000Z' }), [attempt('r1', 2)]);
    const b = await store(url);
    expect(b.getRoute('r1')?.updated_at).toBe('2026-01-01T00:00:09.000Z');
    expect((await b.listAttempts('r1')).map((x) => x.seq)).toEqual([0, 1, 2]);
    expect(b.listRoutes()).toHaveLength(1);
  });

  it('refuses attempts that do not follow the stored history, and writes nothing', async () => {
    const url = await pg.fresh();
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
    const url = await pg.fresh();
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
    const url = await pg.fresh();
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
    const url = await pg.fresh();
    const s = await store(url);
    await s.putProfile(profile('p'), null);
    await expect(s.putProfile(profile('p'), null)).rejects.toBeInstanceOf(VersionConflictError);
    expect((await s.putProfile(profile('p', { updated_at: '2026-01-02T00:00:00.000Z' }), 1)).version).toBe(2);
    await expect(s.deleteProfile('p', 1)).rejects.toBeInstanceOf(VersionConflictError);
    await s.deleteProfile('p', 2);
    expect(s.getProfile('p')).toBeUndefined();
  });

  it('reads what won when it loses a compare-and-set, before the winner’s notification arrives', async () => {
    const url = await pg.fresh();
    const b = await store(url);
    // Another process's commits, written straight to the database: no notification reaches b.
    const theirs = profile('coding', { version: 1, updated_at: '2026-01-03T00:00:00.000Z' });
    await pg.sql(url, 'INSERT INTO profiles (profile_id, version, record) VALUES ($1, 1, $2)', [
      'coding',
      JSON.stringify(theirs),
    ]);
    await expect(b.putProfile(profile('coding'), null)).rejects.toBeInstanceOf(VersionConflictError);
    expect(b.getProfile('coding')).toEqual(theirs);
    // A retry from its own view now starts at the database's version.
    expect(
      (await b.putProfile(profile('coding', { updated_at: '2026-01-04T00:00:00.000Z' }), 1)).version,
    ).toBe(2);

    const open = circuit('provider:z', { version: 1, consecutive_failures: 4 });
    await pg.sql(url, 'INSERT INTO circuits (scope_key, version, record) VALUES ($1, 1, $2)', [
      'provider:z',
      JSON.stringify(open),
    ]);
    await expect(b.commitCircuit(circuit('provider:z'), null)).rejects.toBeInstanceOf(VersionConflictError);
    expect(b.getCircuit('provider:z')).toEqual(open);

    await pg.sql(url, 'DELETE FROM profiles WHERE profile_id = $1', ['coding']);
    const lost = await b.deleteProfile('coding', 2).catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(VersionConflictError);
    expect((lost as VersionConflictError).current).toBeNull();
    expect(b.getProfile('coding')).toBeUndefined();
  });

  it('rejects a failed transaction with StoreWriteError and keeps its view as the database has it', async () => {
    // A trigger changes the schema: a database of its own, not the emptied shared one.
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
    const url = await pg.fresh();
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
});

describe('PostgreSQL route leases', () => {
  it('gives a new route to the process that creates it, at fence 1, and announces it to the others', async () => {
    const url = await pg.fresh();
    const [a, b] = [await store(url), await store(url)];
    const seen: StoreChange[] = [];
    b.watch((change) => seen.push(change));
    await a.commitRoute(route('r1'), [attempt('r1', 0)]);
    expect(a.ownership.owns('r1')).toBe(true);
    expect(await leaseOf(url, 'r1')).toEqual({ owner: a.ownership.owner, fence: 1 });
    await vi.waitFor(() => expect(b.getRoute('r1')).toEqual(route('r1')));
    expect(seen).toEqual([{ kind: 'route', route: route('r1'), owner: a.ownership.owner }]);
    expect(b.ownership.owns('r1')).toBe(false);
    expect(b.ownership.ownerOf('r1')).toBe(a.ownership.owner);
  });

  it('refuses a write of a route another process holds, before and in the database, and writes nothing', async () => {
    const url = await pg.fresh();
    const [a, b] = [await store(url), await store(url)];
    await a.commitRoute(route('r1'), [attempt('r1', 0)]);
    await vi.waitFor(() => expect(b.getRoute('r1')).toBeDefined());
    const error = await b
      .commitRoute(route('r1', { profile_id: 'changed' }), [attempt('r1', 1)])
      .catch((e) => e);
    expect(error).toBeInstanceOf(RouteLeaseError);
    expect((error as RouteLeaseError).owner).toBe(a.ownership.owner);
    expect((await pg.sql(url, 'SELECT record FROM routes')).rows[0].record.profile_id).toBe('profile-a');
    // Two processes creating the same route: exactly one holds it.
    const both = await Promise.allSettled([a.commitRoute(route('same')), b.commitRoute(route('same'))]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((both.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(
      RouteLeaseError,
    );
    expect(Number(a.ownership.owns('same')) + Number(b.ownership.owns('same'))).toBe(1);
  });

  it('takes over an expired lease with the next fence; the stale holder’s write is refused by the database', async () => {
    const url = await pg.fresh();
    const a = await store(url);
    await a.commitRoute(route('r1'), [attempt('r1', 0)]);
    // Another process takes the route over; `a` has not heard and still believes it holds fence 1.
    await pg.sql(url, `UPDATE route_leases SET owner = 'elsewhere', fence = fence + 1`);
    expect(a.ownership.owns('r1')).toBe(true);
    await expect(
      a.commitRoute(route('r1', { profile_id: 'stale' }), [attempt('r1', 1)]),
    ).rejects.toBeInstanceOf(RouteLeaseError);
    expect(a.ownership.owns('r1')).toBe(false);
    await expireLeases(url);
    const b = await store(url);
    const claimed = await b.ownership.join({ claimed: () => {}, lost: () => {} });
    expect(claimed.map((r) => r.route_id)).toEqual(['r1']);
    expect(await leaseOf(url, 'r1')).toEqual({ owner: b.ownership.owner, fence: 3 });
    const rows = await pg.sql(url, 'SELECT record FROM routes');
    expect(rows.rows[0].record.profile_id).toBe('profile-a');
    expect((await b.listAttempts('r1')).map((x) => x.seq)).toEqual([0]);
    await b.commitRoute(route('r1', { profile_id: 'taken-over' }), [attempt('r1', 1)]);
    expect((await b.listAttempts('r1')).map((x) => x.seq)).toEqual([0, 1]);
  });

  it('orders a write and a takeover by the lease row: a write that waited for a takeover changes nothing', async () => {
    const url = await pg.fresh();
    const a = await store(url);
    await a.commitRoute(route('r1'));
    // A takeover in progress: the lease row is updated in a transaction that has not committed yet.
    const taker = new (await import('pg')).default.Client({ connectionString: url });
    await taker.connect();
    try {
      await taker.query('BEGIN');
      await taker.query(`UPDATE route_leases SET owner = 'taker', fence = fence + 1 WHERE route_id = 'r1'`);
      const write = a.commitRoute(route('r1', { profile_id: 'late' }), [attempt('r1', 0)]).catch((e) => e);
      await vi.waitFor(async () => {
        const { rows } = await pg.sql(
          url,
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
        );
        expect(rows[0].n).toBe(1);
      });
      await taker.query('COMMIT');
      expect(await write).toBeInstanceOf(RouteLeaseError);
    } finally {
      await taker.end();
    }
    expect((await pg.sql(url, 'SELECT record FROM routes')).rows[0].record.profile_id).toBe('profile-a');
    expect((await pg.sql(url, 'SELECT count(*)::int AS n FROM attempts')).rows[0].n).toBe(0);
  });

  it('renews the leases it holds (one that expired unclaimed too), so no live process’s route is claimed, and reports a lease it lost', async () => {
    const url = await pg.fresh();
    const lost: string[] = [];
    const a = await store(url);
    await a.ownership.join({ claimed: () => {}, lost: (id) => lost.push(id) });
    await a.commitRoute(route('r1'));
    await a.commitRoute(route('r2'));
    // Past its expiry but claimed by nobody (a stall): still `a`'s, to write and to renew.
    await expireLeases(url);
    await a.commitRoute(route('r1', { profile_id: 'after-a-stall' }));
    await a.ownership.tick();
    const { rows } = await pg.sql(
      url,
      `SELECT count(*)::int AS n FROM route_leases WHERE expires_at > now() + interval '10 seconds'`,
    );
    expect(rows[0].n).toBe(2);
    const b = await store(url);
    expect(await b.ownership.join({ claimed: () => {}, lost: () => {} })).toEqual([]);
    // r2's lease ends and `b` takes it: `a`'s next round finds it gone.
    await pg.sql(
      url,
      `UPDATE route_leases SET expires_at = now() - interval '1 second' WHERE route_id = 'r2'`,
    );
    await b.ownership.tick();
    expect(b.ownership.owns('r2')).toBe(true);
    await a.ownership.tick();
    expect(lost).toEqual(['r2']);
    expect(a.ownership.owns('r1')).toBe(true);
    expect(a.ownership.owns('r2')).toBe(false);
  });

  it('renews its leases while every pooled connection waits on a commit (regression: renewal queued behind commits)', async () => {
    // Bug: renewal ran on the commit pool, so under a burst of commits it waited behind them past
    // the lease's expiry and a busy, healthy process lost its routes to the others (found by the
    // three-process crash stress). Root cause: one queue for commits and lease upkeep; renewal and
    // claims now have a connection of their own.
    const url = await pg.fresh();
    const a = await store(url, { poolSize: 1 });
    await a.commitRoute(route('r1'));
    await expireLeases(url);
    // Another session holds the circuit row's insert open: `a`'s circuit commit waits, holding `a`'s
    // only pooled connection.
    const blocker = new postgres.Client({ connectionString: url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query(
        `INSERT INTO circuits (scope_key, version, record) VALUES ('provider:busy', 1, '{}'::jsonb)`,
      );
      const waiting = a.commitCircuit(circuit('provider:busy'), null);
      await vi.waitFor(async () => {
        const { rows } = await pg.sql(
          url,
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'INSERT INTO circuits%'`,
        );
        expect(rows[0].n).toBe(1);
      });
      await a.ownership.tick();
      const { rows } = await pg.sql(
        url,
        `SELECT count(*)::int AS n FROM route_leases WHERE expires_at > now() + interval '10 seconds'`,
      );
      expect(rows[0].n).toBe(1);
      await blocker.query('ROLLBACK');
      expect((await waiting).version).toBe(1);
    } finally {
      await blocker.end();
    }
  });

  it('hands a closed process’s routes over at once, and claims routes stored before leases existed', async () => {
    const url = await pg.fresh();
    const a = await store(url);
    await a.commitRoute(route('r1'));
    await a.close();
    const b = await store(url);
    expect((await b.ownership.join({ claimed: () => {}, lost: () => {} })).map((r) => r.route_id)).toEqual([
      'r1',
    ]);
    expect(await leaseOf(url, 'r1')).toEqual({ owner: b.ownership.owner, fence: 2 });

    // A database at version 1 with a route: migration 002 leaves it to the first process that joins.
    const old = await pg.database();
    const [first] = await migrationFiles();
    await pg.sql(
      old,
      `CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
       ${first?.sql}
       INSERT INTO schema_migrations (version, name) VALUES (1, '${first?.name}');`,
    );
    await pg.sql(old, 'INSERT INTO routes (route_id, record, last_seq) VALUES ($1, $2, NULL)', [
      'legacy',
      JSON.stringify(route('legacy')),
    ]);
    const c = await store(old);
    expect((await c.ownership.join({ claimed: () => {}, lost: () => {} })).map((r) => r.route_id)).toEqual([
      'legacy',
    ]);
    await c.commitRoute(route('legacy', { profile_id: 'moved-on' }));
    expect(await leaseOf(old, 'legacy')).toEqual({ owner: c.ownership.owner, fence: 1 });
  });

  it('tells another process’s circuits registry about a circuit change, so its waiting routes wake', async () => {
    const url = await pg.fresh();
    const [a, b] = [await store(url), await store(url)];
    const now = () => new Date('2026-01-01T00:00:00.000Z');
    const there = createCircuits({ store: b, now });
    const seen: CircuitRecord[] = [];
    there.subscribe((record) => seen.push(record));
    const here = createCircuits({ store: a, now });
    await here.recordFailure('provider:p', { route: 'r1', until: null, nextAttemptAt: null });
    await vi.waitFor(() => expect(seen.map((r) => [r.scope_key, r.state])).toEqual([['provider:p', 'open']]));
    expect(there.list()).toEqual(seen);
  });

  it('replaces a lost LISTEN connection and reads again what it missed', async () => {
    const url = await pg.fresh();
    const errors: unknown[] = [];
    const b = await store(url, { relistenMs: 0, onError: (e) => errors.push(e) });
    const a = await store(url);
    await pg.sql(
      url,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN recourse_store'`,
    );
    await a.commitRoute(route('while-away'));
    await a.putProfile(profile('while-away'), null);
    await vi.waitFor(() => {
      expect(b.getRoute('while-away')).toEqual(route('while-away'));
      expect(b.getProfile('while-away')?.version).toBe(1);
    });
    expect(errors.length).toBeGreaterThan(0);
    await a.commitRoute(route('after'));
    await vi.waitFor(() => expect(b.getRoute('after')).toBeDefined());
  });

  it('validates its lease options with field-addressed errors', () => {
    expect(() => createPostgresStore({ url: 'postgres://x/y', leaseMs: 1000, renewEveryMs: 1000 })).toThrow(
      /renewEveryMs/,
    );
    expect(() => createPostgresStore({ url: 'postgres://x/y', leaseMs: 5 })).toThrow(/leaseMs/);
  });
});

describe('the service on PostgreSQL (RECOURSE_STORE)', () => {
  it('runs two processes on one database: the other shows the route read-only, refuses actions naming the owner, and takes it over when the owner stops', async () => {
    const url = await pg.fresh();
    const first = await startTestServer({ storeUrl: url, routeLeaseMs: 3000 });
    let second: Awaited<ReturnType<typeof startTestServer>> | null = null;
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

      second = await startTestServer({ storeUrl: url, routeLeaseMs: 3000 });
      const token = await second.token('admin');
      const mirrored = (await second.http('GET', '/v1/routes/pg-1', { token })).body;
      expect(mirrored).toMatchObject({
        state: 'retry_wait',
        generation: waiting.generation,
        deadline: waiting.deadline,
      });
      const refused = await second.http('POST', '/v1/routes/pg-1/actions', {
        token,
        body: { action: 'stop', expected_generation: waiting.generation },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.reason).toBe('not_owner');
      expect(refused.body.message).toContain(first.server.store.ownership?.owner);
      expect(refused.body.snapshot).toMatchObject({ state: 'retry_wait', generation: waiting.generation });

      await first.close();
      // Closing ends its leases: the second process claims the route on its next round and runs it.
      await vi.waitFor(() => expect(second?.server.store.ownership?.owns('pg-1')).toBe(true), {
        timeout: 10_000,
      });
      const stopped = await second.http('POST', '/v1/routes/pg-1/actions', {
        token,
        body: { action: 'stop', expected_generation: waiting.generation },
      });
      expect(stopped.status).toBe(200);
      expect(stopped.body.state).toBe('action_required');
      const attempts = (await second.http('GET', '/v1/routes/pg-1/attempts', { token })).body.attempts;
      expect(attempts.map((a: { event: string }) => a.event)).toEqual(['dispatched', 'failed', 'action']);
      expect(JSON.stringify(attempts)).not.toContain(RAW_SECRET);
    } finally {
      await first.close().catch(() => undefined);
      await second?.close();
    }
  });

  it('stops running a route whose lease another process took while it was asleep: the action is refused naming the new owner, and nothing is written', async () => {
    // Regression: the engine waited for a stopped actor to settle and the wait threw, so the client got
    // an internal error instead of an answer.
    const url = await pg.fresh();
    const server = await startTestServer({ storeUrl: url, routeLeaseMs: 3000 });
    try {
      expect((await server.http('POST', '/v1/profiles', { body: slowRetryProfile() })).status).toBe(201);
      const adapter = await WsClient.connect(server.wsUrl, await server.token('adapter'));
      await adapter.request(
        { type: 'adapter_hello', agent_profiles: ['agent-a', 'agent-b'] },
        (m) => m.type === 'adapter_ready',
      );
      const started = server.http('POST', '/v1/routes', {
        body: { profile_id: 'coding', caller: 'kanban', route_id: 'taken' },
      });
      const dispatch = (await adapter.next((m) => m.type === 'dispatch')).request;
      adapter.send({ type: 'dispatch_ack', attempt_id: dispatch.attempt_id });
      expect((await started).status).toBe(201);
      const waiting = (
        await adapter.request(
          {
            type: 'outcome',
            route_id: 'taken',
            attempt_id: dispatch.attempt_id,
            invocation_id: dispatch.invocation_id,
            generation: dispatch.generation,
            outcome: { kind: 'failure', envelope: overloadedEnvelope(dispatch) },
          },
          (m) => m.type === 'report_result',
        )
      ).snapshot;
      await adapter.close();
      // Another process takes the route over without a word (it has not announced it yet).
      await pg.sql(
        url,
        `UPDATE route_leases SET owner = 'other/1/x', fence = fence + 1 WHERE route_id = 'taken'`,
      );
      const refused = await server.http('POST', '/v1/routes/taken/actions', {
        body: { action: 'stop', expected_generation: waiting.generation },
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ reason: 'not_owner', snapshot: { state: 'retry_wait' } });
      expect(refused.body.message).toContain('other/1/x');
      expect(server.server.store.ownership?.owns('taken')).toBe(false);
      const stored = await pg.sql(url, `SELECT record FROM routes WHERE route_id = 'taken'`);
      expect(stored.rows[0].record.snapshot.state).toBe('retry_wait');
      expect((await server.http('GET', '/v1/routes/taken')).body).toMatchObject({
        state: 'retry_wait',
        generation: waiting.generation,
      });
    } finally {
      await server.close();
    }
  });
});
