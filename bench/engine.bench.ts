/**
 * The route engine: durable decisions per second through the engine at 1k and 50k stored routes
 * with resource circuits wired as `server/app.ts` wires them (each beside a raw fsynced append of
 * the same bytes, and the two sizes interleaved), restart time for 10k stored routes with armed
 * waits (beside reading and parsing the same bytes) and memory per idle route actor (beside the
 * size of its stored JSON).
 */
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createCircuits } from '../actors/circuits.ts';
import { createEngine, type EngineRuntime } from '../actors/engine.ts';
import { createInProcessExecutor, type InProcessExecutor } from '../actors/in-process-executor.ts';
import { type Clock, createVirtualClock } from '../actors/virtual-clock.ts';
import { openStore, readAndParseEmbedded } from '../persistence/open-store.ts';
import type { Store, StoredRoute } from '../persistence/store.ts';
import type { BenchResult } from './types.ts';

const ROUTES = 10_000;
/** Stored routes of the small and the large engine in the per-decision comparison. */
const SMALL = 1000;
const LARGE = 50_000;
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
export async function seedRoute(): Promise<StoredRoute> {
  const dir = await mkdtemp(join(tmpdir(), 'recourse-bench-seed-'));
  try {
    const clock = createVirtualClock(START);
    const store = await openStore({ dataDir: dir, now: () => new Date(clock.now()) });
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

/**
 * Commits `count` copies of the seed through the store, as the service opens it, and returns the
 * mean size of one route as JSON.
 */
export async function populate(dataDir: string, seed: StoredRoute, count = ROUTES): Promise<number> {
  const store = await openStore({ dataDir, now: () => new Date(START) });
  let bytes = 0;
  const ids = Array.from({ length: count }, (_, i) => `route-${i}`);
  await pool(ids, 256, async (id) => {
    const snapshot = structuredClone(seed.snapshot) as { context: { route_id: string } };
    snapshot.context.route_id = id;
    const route = { ...seed, route_id: id, snapshot };
    bytes += Buffer.byteLength(JSON.stringify(route));
    await store.commitRoute(route);
  });
  await store.close();
  return bytes / count;
}

const DECISIONS = 200;

/** One engine over `stored` routes on disk, with circuits wired as `server/app.ts` wires them. */
interface DecidingEngine {
  stored: number;
  dir: string;
  store: Store;
  engine: EngineRuntime;
  executor: InProcessExecutor;
  clock: ReturnType<typeof createVirtualClock>;
  targets: string[];
  before: Map<string, number>;
  raw: Awaited<ReturnType<typeof open>>;
  engineMs: number;
  rawMs: number;
}

async function decidingEngine(seed: StoredRoute, stored: number): Promise<DecidingEngine> {
  const dir = await mkdtemp(join(tmpdir(), 'recourse-bench-decide-'));
  await populate(dir, seed, stored);
  const clock = createVirtualClock(START);
  const now = () => clock.now();
  const store = await openStore({ dataDir: dir, now: () => new Date(now()) });
  await store.putProfile(PROFILE, null);
  const executor = createInProcessExecutor();
  const circuits = createCircuits({ store, now: () => new Date(now()) });
  const engine = createEngine({ store, executor, now, clock, circuits });
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
  const raw = await open(join(dir, 'raw.log'), 'a');
  return { stored, dir, store, engine, executor, clock, targets, before, raw, engineMs: 0, rawMs: 0 };
}

/**
 * One durable decision: a failure report on an attempt in flight (validate, classify, evaluate,
 * record the failure on its circuit, commit route + history with fsync, arm the retry timer),
 * followed by the raw fsynced append of the bytes it wrote, so both see the same disk load.
 */
async function decideOne(e: DecidingEngine, id: string): Promise<void> {
  // Time passes between decisions, as it does in the service (untimed).
  await e.clock.advanceBy(1000);
  const d = e.executor.last(id);
  const t0 = performance.now();
  const result = await e.engine.reportOutcome({
    route_id: id,
    attempt_id: d?.attempt_id ?? '',
    invocation_id: d?.invocation_id ?? '',
    generation: d?.generation ?? 0,
    outcome: {
      kind: 'failure',
      envelope: {
        observed_at: new Date(e.clock.now()).toISOString(),
        agent: 'claude-code',
        evidence: [{ kind: 'http', status: 529 }],
      },
    },
  });
  e.engineMs += performance.now() - t0;
  if (!result.ok || result.snapshot.state !== 'retry_wait') throw new Error(`decision on ${id} failed`);
  const added = (await e.store.listAttempts(id)).slice(e.before.get(id) ?? 0);
  const lines = added.map((a) => `${JSON.stringify(a)}\n`).join('');
  const bytes = Buffer.from(JSON.stringify({ schema_version: 1, route: e.store.getRoute(id) }) + lines);
  const t1 = performance.now();
  await e.raw.write(bytes);
  await e.raw.datasync();
  e.rawMs += performance.now() - t1;
}

async function closeDeciding(e: DecidingEngine): Promise<void> {
  await e.raw.close();
  await e.engine.stop();
  await e.store.close();
  await rm(e.dir, { recursive: true, force: true });
}

/**
 * Durable decisions per second at SMALL and LARGE stored routes, circuits wired: both engines are
 * open at once and their decisions alternate (which goes first alternates too), so both see the
 * same machine and disk load. Baseline of each: a raw fsynced append of the same bytes.
 */
async function decisionsAtScale(seed: StoredRoute): Promise<BenchResult[]> {
  const small = await decidingEngine(seed, SMALL);
  try {
    const large = await decidingEngine(seed, LARGE);
    try {
      for (let i = 0; i < DECISIONS; i++) {
        const pair = i % 2 === 0 ? [small, large] : [large, small];
        for (const e of pair) await decideOne(e, e.targets[i] as string);
      }
      const rate = (e: DecidingEngine): BenchResult => ({
        name: `durable decisions/s through the engine (a failure decided and committed, circuits wired), ${e.stored} stored routes`,
        unit: 'decisions/s',
        value: DECISIONS / (e.engineMs / 1000),
        baseline: 'raw fsynced append of the same bytes',
        baselineValue: DECISIONS / (e.rawMs / 1000),
      });
      return [
        rate(small),
        rate(large),
        {
          name: `per-decision cost through the engine at ${LARGE} stored routes, circuits wired`,
          unit: 'ms',
          value: large.engineMs / DECISIONS,
          baseline: `per-decision cost at ${SMALL} stored routes, interleaved`,
          baselineValue: small.engineMs / DECISIONS,
          aim: 'ratio <= 1.5',
        },
      ];
    } finally {
      await closeDeciding(large);
    }
  } finally {
    await closeDeciding(small);
  }
}

async function readAndParse(dataDir: string): Promise<{ ms: number; cpuMs: number }> {
  const c0 = cpuMs();
  const t0 = performance.now();
  const { records } = await readAndParseEmbedded(dataDir);
  if (records < ROUTES) throw new Error(`read ${records} records`);
  return { ms: performance.now() - t0, cpuMs: cpuMs() - c0 };
}

/** CPU time of this process so far (every thread: the garbage collector's helpers too), in ms. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Real timers, as the service runs them, counted so the bench can check every wait was armed. */
function countingTimers(): Clock & { pending(): number } {
  const armed = new Set<ReturnType<typeof setTimeout>>();
  return {
    setTimeout(fn, ms) {
      const id = setTimeout(() => {
        armed.delete(id);
        fn();
      }, ms);
      armed.add(id);
      return id;
    },
    clearTimeout(id) {
      clearTimeout(id as ReturnType<typeof setTimeout>);
      armed.delete(id as ReturnType<typeof setTimeout>);
    },
    pending: () => armed.size,
  };
}

/**
 * The service's restart: open the store as `openStore` does and start the engine wired as
 * `server/app.ts` wires it (resource circuits, a subscriber for every published view, real timers;
 * time stands at START so every stored wait is still ahead). Resolves with the time taken and the
 * running engine, once every route is restored with its wait armed.
 */
async function restart(dataDir: string, afterOpen: () => void = () => {}) {
  const now = () => START;
  const timers = countingTimers();
  const c0 = cpuMs();
  const t0 = performance.now();
  const store = await openStore({ dataDir, now: () => new Date(now()) });
  afterOpen();
  const circuits = createCircuits({ store, now: () => new Date(now()) });
  const engine = createEngine({ store, executor: createInProcessExecutor(), now, circuits, clock: timers });
  let published = 0;
  engine.subscribe(() => {
    published++;
  });
  await engine.start();
  const ms = performance.now() - t0;
  const cpu = cpuMs() - c0;
  const views = engine.listRoutes();
  if (
    views.length !== ROUTES ||
    published !== ROUTES ||
    views.some((v) => v.state !== 'retry_wait') ||
    timers.pending() !== ROUTES
  ) {
    throw new Error('not every route was restored with its wait armed');
  }
  const close = async () => {
    await engine.stop();
    await store.close();
  };
  return { ms, cpuMs: cpu, engine, timers, close };
}

/** Rounds of the restart and its baseline, alternating which goes first. */
const RESTART_ROUNDS = 5;

export default async function (): Promise<BenchResult[]> {
  const seed = await seedRoute();
  const dir = await mkdtemp(join(tmpdir(), 'recourse-bench-engine-'));
  try {
    const jsonBytes = await populate(dir, seed);
    await readAndParse(dir); // warm the page cache for both measurements alike

    // Interleaved: each round reads and parses the bytes and restarts the engine, in turns.
    const restarts: number[] = [];
    const baselines: number[] = [];
    const restartsCpu: number[] = [];
    const baselinesCpu: number[] = [];
    for (let round = 0; round < RESTART_ROUNDS; round++) {
      const once = async () => {
        const r = await restart(dir);
        restarts.push(r.ms);
        restartsCpu.push(r.cpuMs);
        await r.close();
      };
      const base = async () => {
        const b = await readAndParse(dir);
        baselines.push(b.ms);
        baselinesCpu.push(b.cpuMs);
      };
      gc();
      if (round % 2 === 0) {
        await once();
        gc();
        await base();
      } else {
        await base();
        gc();
        await once();
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

    // Memory of the engine's routes (not the store's records), apart from the timing: a full
    // collection between opening the store and starting the engine, and after.
    let heapBefore = 0;
    const r = await restart(dir, () => {
      gc();
      heapBefore = process.memoryUsage().heapUsed;
    });
    gc();
    const perDormant = (process.memoryUsage().heapUsed - heapBefore) / ROUTES;
    // Touching a route wakes it into a live actor (a stale action is rejected and changes nothing).
    for (const v of r.engine.listRoutes()) {
      const result = await r.engine.act(v.route_id, 'stop', v.generation + 1);
      if (result.ok || result.reason !== 'stale_generation') throw new Error('unexpected action result');
    }
    if (r.timers.pending() !== ROUTES) throw new Error('woken routes lost their armed waits');
    gc();
    const perActor = (process.memoryUsage().heapUsed - heapBefore) / ROUTES;
    await r.close();
    // RECOURSE_ENGINE_BENCH=restart runs the restart and memory figures only (a minute, not several).
    const decisions = process.env['RECOURSE_ENGINE_BENCH'] === 'restart' ? [] : await decisionsAtScale(seed);
    return [
      ...decisions,
      {
        name: `restart with ${ROUTES} routes with armed waits (store opened, engine started as the service wires it; median of ${RESTART_ROUNDS})`,
        unit: 'ms',
        value: median(restarts),
        baseline: `reading and JSON-parsing the same store files (median of ${RESTART_ROUNDS}, interleaved)`,
        baselineValue: median(baselines),
        aim: 'ratio <= 3',
      },
      {
        // On a machine shared with other work the wall clock waits for cores; CPU time less so.
        name: `restart with ${ROUTES} routes with armed waits, CPU time of the process (median of ${RESTART_ROUNDS})`,
        unit: 'ms',
        value: median(restartsCpu),
        baseline: 'CPU time of reading and JSON-parsing the same store files',
        baselineValue: median(baselinesCpu),
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
