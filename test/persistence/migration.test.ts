import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogStore } from '../../persistence/log-store.ts';
import { StoreCorruptError, StoreWriteError } from '../../persistence/store.ts';
import type { FaultPoint, LoggedLine } from './helpers.ts';
import { attempt, circuit, faultyFs, now, profile, route, tempDir } from './helpers.ts';

/** Written by the per-record-file store (schema 1) before the log replaced it; see the commit that added it. */
const FIXTURE = fileURLToPath(new URL('./fixtures/v1-store', import.meta.url));

let dir: string;
let cleanup: () => Promise<void>;
let logged: LoggedLine[];
beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
  await cp(FIXTURE, dir, { recursive: true });
  logged = [];
});
afterEach(async () => {
  await cleanup();
});

function open(fail?: (point: FaultPoint, path: string) => string | undefined) {
  return createLogStore({
    dir,
    now,
    log: (level, message, fields = {}) => logged.push({ level, message, fields }),
    ...(fail ? { fs: faultyFs(fail) } : {}),
  });
}

const dispatched = route('route-1', {
  updated_at: '2026-01-01T00:00:05.000Z',
  dispatch: {
    attempt_id: 'att-2',
    invocation_id: 'inv-1',
    generation: 2,
    candidate_id: 'cand-1',
    recorded_at: '2026-01-01T00:00:05.000Z',
    status: 'recorded',
  },
});

/** What the fixture holds (it was written by these exact calls). */
async function expectFixtureData(store: ReturnType<typeof open>): Promise<void> {
  expect(store.listRoutes().sort((a, b) => a.route_id.localeCompare(b.route_id))).toEqual([
    route('kanban:task#42?'),
    route('quiet'),
    dispatched,
  ]);
  expect(await store.listAttempts('route-1')).toEqual([
    attempt('route-1', 0),
    attempt('route-1', 1, { event: 'dispatched', action: null }),
    attempt('route-1', 2, { event: 'dispatched' }),
  ]);
  expect(await store.listAttempts('kanban:task#42?')).toEqual([attempt('kanban:task#42?', 0)]);
  expect(await store.listAttempts('quiet')).toEqual([]);
  expect(store.listCircuits()).toEqual([circuit('provider:anthropic', { state: 'half_open', version: 2 })]);
  expect(store.listProfiles()).toEqual([profile('coder', { version: 1 })]);
}

describe('log store: migrating a per-record-file store (schema 1)', () => {
  it('migrates on first start, says so in the log, keeps the old files aside, and serves the same data', async () => {
    const store = open();
    await store.open();
    await expectFixtureData(store);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'info',
        message: expect.stringMatching(/migrated the store from per-record files/),
        fields: expect.objectContaining({ routes: 3, attempts: 4, circuits: 1, profiles: 1 }),
      }),
    ]);
    expect((await readdir(dir)).sort()).toEqual(['snapshot-0000000001.log', 'store.json', 'v1-backup']);
    expect((await readdir(join(dir, 'v1-backup'))).sort()).toEqual([
      'attempts',
      'circuits',
      'profiles',
      'routes',
    ]);
    expect(JSON.parse(await readFile(join(dir, 'store.json'), 'utf8'))).toEqual({
      schema_version: 2,
      format: 'recourse-store',
      created_at: '2026-01-01T00:00:00.000Z',
      migrated_from: { schema_version: 1, at: now().toISOString() },
    });

    await store.commitRoute(route('quiet', { machine_version: 2 }), [attempt('quiet', 0)]);
    await store.close();
    logged.length = 0;
    const again = open();
    await again.open();
    expect(logged).toEqual([]);
    expect(again.getRoute('quiet')?.machine_version).toBe(2);
    expect(await again.listAttempts('route-1')).toHaveLength(3);
    await again.close();
  });

  it('refuses a damaged schema-1 file, naming it, and changes nothing', async () => {
    const file = join(dir, 'routes', 'quiet.json');
    await writeFile(file, '{"schema_version":1,');
    const error = await open()
      .open()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreCorruptError);
    expect((error as StoreCorruptError).file).toBe(file);
    expect((await readdir(dir)).sort()).toEqual(['attempts', 'circuits', 'profiles', 'routes', 'store.json']);
  });

  it('migrates again after a crash before store.json was switched', async () => {
    const failing = open((point, path) =>
      point === 'rename' && path.endsWith('/store.json') ? 'EIO' : undefined,
    );
    await expect(failing.open()).rejects.toBeInstanceOf(StoreWriteError);
    expect(JSON.parse(await readFile(join(dir, 'store.json'), 'utf8')).schema_version).toBe(1);
    const store = open();
    await store.open();
    await expectFixtureData(store);
    await store.close();
  });

  it('finishes moving the old folders aside after a crash right after store.json was switched', async () => {
    const failing = open((point, path) =>
      point === 'rename' && path.includes('v1-backup') ? 'EIO' : undefined,
    );
    await expect(failing.open()).rejects.toBeInstanceOf(StoreWriteError);
    expect(JSON.parse(await readFile(join(dir, 'store.json'), 'utf8')).schema_version).toBe(2);
    const store = open();
    await store.open();
    await expectFixtureData(store);
    expect((await readdir(dir)).sort()).toEqual(['snapshot-0000000001.log', 'store.json', 'v1-backup']);
    await store.close();
  });
});
