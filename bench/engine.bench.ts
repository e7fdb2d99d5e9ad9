/**
 * The route engine: restart time for 10k stored routes with armed waits (beside reading and
 * parsing the same bytes) and memory per idle route actor (beside the size of its stored JSON).
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createEngine } from '../actors/engine.ts';
import { createInProcessExecutor } from '../actors/in-process-executor.ts';
import { createVirtualClock } from '../actors/virtual-clock.ts';
import { fileKey } from '../persistence/durable-file.ts';
import { createLowdbStore } from '../persistence/lowdb-store.ts';
import type { RouteDocument } from '../persistence/schemas.ts';
import type { StoredRoute } from '../persistence/store.ts';
import type { BenchResult } from './types.ts';

const ROUTES = 10_000;
const START = Date.UTC(2026, 0, 1);

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

async function pool<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await fn(items[next++] as T);
    }),
  );
}

const POLICY = {
  version: 1,
  transient: {
    retry: { enabled: true, max_retries: 3, initial_interval_seconds: 3600 },
    wait_for_reset: { enabled: false, max_wait_seconds: 0 },
    on_exhausted: 'skip',
  },
  hard: {
    retry: { enabled: false, max_retries: 0, initial_interval_seconds: 0 },
    wait_for_reset: { enabled: true, max_wait_seconds: 300 },
    on_exhausted: 'stop',
  },
};

/** One real route in `retry_wait`, produced by the engine itself. */
async function seedRoute(): Promise<StoredRoute> {
  const dir = await mkdtemp(join(tmpdir(), 'recourse-bench-seed-'));
  try {
    const clock = createVirtualClock(START);
    const store = createLowdbStore({ dir, now: () => new Date(clock.now()) });
    await store.open();
    await store.putProfile(
      {
        schema_version: 1,
        profile_id: 'coder',
        version: 1,
        updated_at: new Date(START).toISOString(),
        document: { id: 'coder', candidates: [{ id: 'claude', policy: POLICY }, { id: 'codex' }] },
      },
      null,
    );
    const executor = createInProcessExecutor();
    const engine = createEngine({ store, executor, now: () => clock.now(), clock });
    await engine.start();
    const view = await engine.startRoute({ profile_id: 'coder', caller: 'kanban', route_id: 'seed' });
    const d = executor.last(view.route_id);
    await engine.reportOutcome({
      route_id: view.route_id,
      attempt_id: d?.attempt_id ?? '',
      invocation_id: d?.invocation_id ?? '',
      generation: d?.generation ?? 0,
      outcome: {
        kind: 'failure',
        envelope: {
          observed_at: new Date(START).toISOString(),
          agent: 'claude-code',
          evidence: [{ kind: 'http', status: 529 }],
        },
      },
    });
    const stored = store.getRoute('seed');
    await engine.stop();
    await store.close();
    if (!stored || (stored.snapshot as { state: string }).state !== 'retry_wait') {
      throw new Error('seed route did not reach retry_wait');
    }
    return stored;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Writes `ROUTES` copies of the seed straight to disk, as the store lays them out. */
async function populate(dir: string, seed: StoredRoute): Promise<number> {
  for (const sub of ['routes', 'attempts', 'circuits', 'profiles'])
    await mkdir(join(dir, sub), { recursive: true });
  await writeFile(
    join(dir, 'store.json'),
    JSON.stringify({
      schema_version: 1,
      format: 'recourse-store',
      created_at: new Date(START).toISOString(),
    }),
  );
  let bytes = 0;
  const ids = Array.from({ length: ROUTES }, (_, i) => `route-${i}`);
  await pool(ids, 64, async (id) => {
    const snapshot = structuredClone(seed.snapshot) as { context: { route_id: string } };
    snapshot.context.route_id = id;
    const doc: RouteDocument = {
      schema_version: 1,
      route: { ...seed, route_id: id, snapshot },
      attempts: { count: 0, bytes: 0, last_seq: null },
    };
    const text = JSON.stringify(doc);
    bytes += Buffer.byteLength(text);
    await writeFile(join(dir, 'routes', `${fileKey(id)}.json`), text);
  });
  return bytes / ROUTES;
}

async function readAndParse(dir: string): Promise<number> {
  const t0 = performance.now();
  const names = await readdir(join(dir, 'routes'));
  const parsed: unknown[] = [];
  await pool(names, 64, async (name) => {
    parsed.push(JSON.parse(await readFile(join(dir, 'routes', name), 'utf8')));
  });
  if (parsed.length !== ROUTES) throw new Error(`read ${parsed.length} routes`);
  return performance.now() - t0;
}

export default async function (): Promise<BenchResult[]> {
  const seed = await seedRoute();
  const dir = await mkdtemp(join(tmpdir(), 'recourse-bench-engine-'));
  try {
    const jsonBytes = await populate(dir, seed);
    await readAndParse(dir); // warm the page cache for both measurements alike
    const baselineMs = Math.min(await readAndParse(dir), await readAndParse(dir));

    const clock = createVirtualClock(START);
    const t0 = performance.now();
    const store = createLowdbStore({ dir, now: () => new Date(clock.now()) });
    await store.open();
    const openMs = performance.now() - t0;
    // Measured apart from the timing: a full collection between opening and starting.
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const t1 = performance.now();
    const engine = createEngine({
      store,
      executor: createInProcessExecutor(),
      now: () => clock.now(),
      clock,
    });
    await engine.start();
    const restartMs = openMs + (performance.now() - t1);
    const views = engine.listRoutes();
    if (
      views.length !== ROUTES ||
      views.some((v) => v.state !== 'retry_wait') ||
      clock.pending() !== ROUTES
    ) {
      throw new Error('not every route was restored with its wait armed');
    }
    gc();
    const perDormant = (process.memoryUsage().heapUsed - heapBefore) / ROUTES;
    // Touching a route wakes it into a live actor (a stale action is rejected and changes nothing).
    for (const v of views) {
      const result = await engine.act(v.route_id, 'stop', v.generation + 1);
      if (result.ok || result.reason !== 'stale_generation') throw new Error('unexpected action result');
    }
    if (clock.pending() !== ROUTES) throw new Error('woken routes lost their armed waits');
    gc();
    const perActor = (process.memoryUsage().heapUsed - heapBefore) / ROUTES;
    await engine.stop();
    await store.close();
    return [
      {
        name: `restart with ${ROUTES} routes with armed waits`,
        unit: 'ms',
        value: restartMs,
        baseline: 'reading and parsing the same route files',
        baselineValue: baselineMs,
        aim: 'ratio <= 3',
      },
      {
        name: 'memory per restored idle route before it is touched (dormant, wait armed)',
        unit: 'KB',
        value: perDormant / 1024,
        baseline: 'the same route as stored JSON',
        baselineValue: jsonBytes / 1024,
        aim: 'value <= 16 KB',
      },
      {
        name: 'memory per idle route actor (live, wait armed)',
        unit: 'KB',
        value: perActor / 1024,
        baseline: 'the same route as stored JSON',
        baselineValue: jsonBytes / 1024,
        aim: 'value <= 16 KB',
      },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
