/**
 * The route engine: durable decisions per second through the engine at 1k and 10k stored routes
 * (beside a raw fsynced append of the same bytes), restart time for 10k stored routes with armed
 * waits (beside reading and parsing the same bytes) and memory per idle route actor (beside the
 * size of its stored JSON).
 */
import { mkdir, mkdtemp, open, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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

const PROFILE = {
  schema_version: 1 as const,
  profile_id: 'coder',
  version: 1,
  updated_at: new Date(START).toISOString(),
  document: { id: 'coder', candidates: [{ id: 'claude', policy: POLICY }, { id: 'codex' }] },
};

/** One real route in `retry_wait`, produced by the engine itself. */
async function seedRoute(): Promise<StoredRoute> {
  const dir = await mkdtemp(join(tmpdir(), 'recourse-bench-seed-'));
  try {
    const clock = createVirtualClock(START);
    const store = createLowdbStore({ dir, now: () => new Date(clock.now()) });
    await store.open();
    await store.putProfile(PROFILE, null);
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

/** Writes `count` copies of the seed straight to disk, as the store lays them out. */
async function populate(dir: string, seed: StoredRoute, count = ROUTES): Promise<number> {
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
  const ids = Array.from({ length: count }, (_, i) => `route-${i}`);
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
  return bytes / count;
}

const DECISIONS = 200;

/**
 * Durable decisions per second through the engine with `stored` routes on disk: each decision is a
 * failure report on an attempt in flight (validate, classify, evaluate, commit route + history with
 * fsync, arm the retry timer). Baseline: a raw fsynced append of the same bytes, one at a time.
 */
async function engineDecisions(seed: StoredRoute, stored: number): Promise<BenchResult> {
  const dir = await mkdtemp(join(tmpdir(), 'recourse-bench-decide-'));
  try {
    await populate(dir, seed, stored);
    const clock = createVirtualClock(START);
    const store = createLowdbStore({ dir, now: () => new Date(clock.now()) });
    await store.open();
    await store.putProfile(PROFILE, null);
    const executor = createInProcessExecutor();
    const engine = createEngine({ store, executor, now: () => clock.now(), clock });
    await engine.start();
    const step = Math.floor(stored / DECISIONS);
    const targets = Array.from({ length: DECISIONS }, (_, i) => `route-${i * step}`);
    // Untimed: put an attempt in flight on each target (this also starts its history journal).
    for (const id of targets) {
      const result = await engine.act(id, 'retry_now', engine.getRoute(id)?.generation ?? -1);
      if (!result.ok) throw new Error(`retry_now on ${id} failed`);
    }
    const before = new Map<string, number>();
    for (const id of targets) before.set(id, (await store.listAttempts(id)).length);
    // Each decision is followed by the raw append of its bytes, so both see the same disk load.
    const handle = await open(join(dir, 'raw.log'), 'a');
    let engineMs = 0;
    let rawMs = 0;
    for (const id of targets) {
      const d = executor.last(id);
      const t0 = performance.now();
      const result = await engine.reportOutcome({
        route_id: id,
        attempt_id: d?.attempt_id ?? '',
        invocation_id: d?.invocation_id ?? '',
        generation: d?.generation ?? 0,
        outcome: {
          kind: 'failure',
          envelope: {
            observed_at: new Date(clock.now()).toISOString(),
            agent: 'claude-code',
            evidence: [{ kind: 'http', status: 529 }],
          },
        },
      });
      engineMs += performance.now() - t0;
      if (!result.ok || result.snapshot.state !== 'retry_wait') throw new Error(`decision on ${id} failed`);
      // The bytes the decision wrote: the route document and its new history lines.
      const added = (await store.listAttempts(id)).slice(before.get(id) ?? 0);
      const lines = added.map((a) => `${JSON.stringify(a)}\n`).join('');
      const bytes = Buffer.from(JSON.stringify({ schema_version: 1, route: store.getRoute(id) }) + lines);
      const t1 = performance.now();
      await handle.write(bytes);
      await handle.datasync();
      rawMs += performance.now() - t1;
    }
    await handle.close();
    await engine.stop();
    await store.close();
    return {
      name: `durable decisions/s through the engine (a failure decided and committed), ${stored} stored routes`,
      unit: 'decisions/s',
      value: DECISIONS / (engineMs / 1000),
      baseline: 'raw fsynced append of the same bytes',
      baselineValue: DECISIONS / (rawMs / 1000),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
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
    const small = await engineDecisions(seed, 1000);
    const large = await engineDecisions(seed, ROUTES);
    return [
      small,
      large,
      {
        name: `per-decision cost through the engine at ${ROUTES} stored routes`,
        unit: 'ms',
        value: 1000 / large.value,
        baseline: 'per-decision cost at 1000 stored routes',
        baselineValue: 1000 / small.value,
        aim: 'ratio <= 1.5',
      },
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
