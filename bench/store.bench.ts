/**
 * The durable store: decisions per second as the number of stored routes grows (1k, 10k, 50k),
 * each beside a raw fsynced append of the same bytes, and restart (open) time for 10k routes
 * beside reading and parsing the same files.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, open, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileKey } from '../persistence/durable-file.ts';
import { createLogStore } from '../persistence/log-store.ts';
import type { RouteDocument } from '../persistence/schemas.ts';
import type { AttemptRecord, StoredRoute } from '../persistence/store.ts';
import type { BenchResult } from './types.ts';

const DECISIONS = 240;
const CHUNK = 40;
const START = Date.UTC(2026, 0, 1);

function iso(offsetMs: number): string {
  return new Date(START + offsetMs).toISOString();
}

/** A route waiting for a retry deadline, with a snapshot about the size the route machine persists. */
function routeAt(i: number, tick: number): StoredRoute {
  const id = `route-${i}`;
  return {
    schema_version: 1,
    route_id: id,
    profile_id: `profile-${i % 20}`,
    caller: 'kanban',
    machine_version: 1,
    created_at: iso(0),
    updated_at: iso(tick),
    snapshot: {
      status: 'active',
      value: 'retry_wait',
      historyValue: {},
      children: {},
      context: {
        route_id: id,
        generation: tick,
        candidate_id: `candidate-${i % 3}`,
        candidates: ['candidate-0', 'candidate-1', 'candidate-2'],
        skipped: [],
        retry_ordinal: 1,
        deadline: iso(tick + 5000),
        failure: { code: 'provider.rate_limited', class: 'transient', catalogue_version: '2026.1' },
        policy: { transient: { retry: { max: 3, initial_seconds: 5, multiplier: 2 } }, hard: { wait: 300 } },
      },
    },
    dispatch: null,
  };
}

function attemptAt(i: number, seq: number): AttemptRecord {
  return {
    schema_version: 1,
    route_id: `route-${i}`,
    seq,
    at: iso(seq * 1000),
    attempt_id: `attempt-${i}-${seq}`,
    invocation_id: `invocation-${i}`,
    generation: seq,
    candidate_id: `candidate-${i % 3}`,
    event: 'failed',
    code: 'provider.rate_limited',
    class: 'transient',
    category: 'capacity',
    catalogue_version: '2026.1',
    classifier_rule: 'http-status-429',
    safe_excerpt: 'rate limit exceeded, retry after 5s',
    policy_snapshot: { retry: { max: 3, initial_seconds: 5 } },
    decision: 'retry_same',
    reason: 'retries remain',
    retry_ordinal: seq,
    max_retries: 3,
    deadline: iso(seq * 1000 + 5000),
    pending_outcome: null,
  };
}

async function pool<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await fn(items[next++] as T);
    }),
  );
}

/** Writes routes `from..to-1` (and `attempts` history lines each) straight to disk, in parallel. */
async function populate(dir: string, from: number, to: number, attempts: number): Promise<void> {
  if (from === 0) {
    for (const sub of ['routes', 'attempts', 'circuits', 'profiles'])
      await mkdir(join(dir, sub), { recursive: true });
    await writeFile(
      join(dir, 'store.json'),
      JSON.stringify({ schema_version: 1, format: 'recourse-store', created_at: iso(0) }),
    );
  }
  const ids = Array.from({ length: to - from }, (_, k) => from + k);
  await pool(ids, 64, async (i) => {
    const lines = Array.from({ length: attempts }, (_, s) => `${JSON.stringify(attemptAt(i, s))}\n`).join('');
    const doc: RouteDocument = {
      schema_version: 1,
      route: routeAt(i, 0),
      attempts: {
        count: attempts,
        bytes: Buffer.byteLength(lines),
        last_seq: attempts > 0 ? attempts - 1 : null,
      },
    };
    const key = fileKey(`route-${i}`);
    await writeFile(join(dir, 'routes', `${key}.json`), JSON.stringify(doc));
    if (attempts > 0) await writeFile(join(dir, 'attempts', `${key}.jsonl`), lines);
  });
}

interface DecisionRun {
  stored: number;
  storeMs: number;
  rawMs: number;
}

/**
 * Milliseconds per durable decision in stores of each size and through a raw fsynced append,
 * measured in interleaved chunks so that disk noise from other processes hits every figure alike.
 */
async function measureDecisions(dirs: Array<{ dir: string; stored: number }>): Promise<DecisionRun[]> {
  const stores = await Promise.all(
    dirs.map(async ({ dir, stored }) => {
      const store = createLogStore({ dir });
      await store.open();
      const raw = await open(join(dir, 'raw-baseline.log'), 'a');
      return { store, raw, stored, storeMs: 0, rawMs: 0 };
    }),
  );
  try {
    for (let done = 0; done < DECISIONS; done += CHUNK) {
      for (const s of stores) {
        const batch = Array.from({ length: CHUNK }, (_, j) => {
          const i = ((done + j) * 7919) % s.stored;
          return { route: routeAt(i, done + j + 1), attempt: attemptAt(i, done + j + 1) };
        });
        let t = performance.now();
        for (const { route, attempt } of batch) {
          const doc: RouteDocument = {
            schema_version: 1,
            route,
            attempts: { count: 1, bytes: 1, last_seq: 1 },
          };
          await s.raw.write(`${JSON.stringify(doc)}\n${JSON.stringify(attempt)}\n`);
          await s.raw.datasync();
        }
        s.rawMs += performance.now() - t;
        t = performance.now();
        for (const { route, attempt } of batch) await s.store.commitRoute(route, [attempt]);
        s.storeMs += performance.now() - t;
      }
    }
  } finally {
    for (const s of stores) {
      await s.raw.close();
      await s.store.close();
    }
  }
  return stores.map((s) => ({
    stored: s.stored,
    storeMs: s.storeMs / DECISIONS,
    rawMs: s.rawMs / DECISIONS,
  }));
}

/** Decisions per second with `inFlight` concurrent decisions on distinct routes (group commit at work). */
async function measureConcurrent(dir: string, stored: number, inFlight: number): Promise<number> {
  const store = createLogStore({ dir });
  await store.open();
  const t = performance.now();
  try {
    let next = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async (_, lane) => {
        while (next < DECISIONS) {
          const n = next++;
          const i = (lane * 104_729 + n * 7919) % stored;
          await store.commitRoute(routeAt(i, 10_000 + n), [attemptAt(i, 10_000 + n)]);
        }
      }),
    );
  } finally {
    await store.close();
  }
  return (DECISIONS * 1000) / (performance.now() - t);
}

/** Best-of-three open() time beside reading and parsing the same files with the same concurrency. */
async function measureRestart(dir: string): Promise<{ openMs: number; readMs: number; routes: number }> {
  let openMs = Number.POSITIVE_INFINITY;
  let readMs = Number.POSITIVE_INFINITY;
  let routes = 0;
  for (let round = 0; round < 3; round++) {
    let t = performance.now();
    let parsed = 0;
    for (const sub of ['routes', 'attempts']) {
      const names = await readdir(join(dir, sub));
      await pool(names, 64, async (name) => {
        const text = await readFile(join(dir, sub, name), 'utf8');
        if (name.endsWith('.jsonl')) {
          for (const line of text.split('\n')) if (line !== '') JSON.parse(line);
        } else JSON.parse(text);
        parsed++;
      });
    }
    readMs = Math.min(readMs, performance.now() - t);

    t = performance.now();
    const store = createLogStore({ dir });
    await store.open();
    openMs = Math.min(openMs, performance.now() - t);
    routes = store.listRoutes().length;
    await store.close();
    if (parsed === 0) throw new Error('restart baseline read nothing');
  }
  return { openMs, readMs, routes };
}

export default async function storeBench(): Promise<BenchResult[]> {
  const base = await mkdtemp(join(tmpdir(), 'recourse-store-bench-'));
  const results: BenchResult[] = [];
  try {
    // Restart: 10k routes waiting on a deadline, two attempts of history each.
    const restartDir = join(base, 'restart');
    await populate(restartDir, 0, 10_000, 2);
    execFileSync('sync');
    const restart = await measureRestart(restartDir);
    if (restart.routes !== 10_000) throw new Error(`restart loaded ${restart.routes} routes, not 10000`);
    await rm(restartDir, { recursive: true, force: true });

    // Decisions: three stores of 1k, 10k and 50k routes, flushed to disk before any timing.
    const dirs = [1_000, 10_000, 50_000].map((stored) => ({ dir: join(base, `routes-${stored}`), stored }));
    for (const { dir, stored } of dirs) await populate(dir, 0, stored, 0);
    execFileSync('sync');
    const runs = await measureDecisions(dirs);
    const biggest = dirs.at(-1);
    const concurrent = biggest ? await measureConcurrent(biggest.dir, biggest.stored, 16) : 0;
    for (const run of runs) {
      results.push({
        name: `durable decisions/s (route commit + attempt append), ${run.stored} stored routes`,
        unit: 'decisions/s',
        value: 1000 / run.storeMs,
        baseline: 'raw fsynced append of the same bytes',
        baselineValue: 1000 / run.rawMs,
      });
    }
    const first = runs[0];
    const last = runs.at(-1);
    if (first && last) {
      results.push({
        name: `durable decisions/s with 16 in flight on distinct routes (shared directory fsyncs), ${last.stored} stored routes`,
        unit: 'decisions/s',
        value: concurrent,
        baseline: 'raw fsynced append of the same bytes, one at a time',
        baselineValue: 1000 / last.rawMs,
      });
      results.push({
        name: `per-decision cost at ${last.stored} routes`,
        unit: 'ms',
        value: last.storeMs,
        baseline: `per-decision cost at ${first.stored} routes`,
        baselineValue: first.storeMs,
        aim: 'ratio <= 1.5',
      });
    }
    results.push({
      name: `restart: open() of ${restart.routes} routes with armed waits and 2 attempts each`,
      unit: 'ms',
      value: restart.openMs,
      baseline: 'reading and JSON-parsing the same files',
      baselineValue: restart.readMs,
      aim: 'ratio <= 3',
    });
  } finally {
    await rm(base, { recursive: true, force: true });
  }
  return results;
}
