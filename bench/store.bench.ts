/**
 * The durable store, opened as the service opens it (`openStore`), each figure beside a baseline
 * measured in the same run, interleaved in rounds so disk noise hits both alike:
 * - durable decisions one at a time (route commit + one attempt) vs a raw fdatasynced append of
 *   the same bytes, in stores of 1k and 50k routes (and the 50k/1k cost ratio);
 * - 16 and 256 decisions in flight vs as many concurrent raw appenders (write + fdatasync each);
 * - restart: open() of 10k routes with two attempts each vs reading and JSON-parsing the same bytes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { frame } from '../persistence/frames.ts';
import { openStore, readAndParseEmbedded } from '../persistence/open-store.ts';
import type { AttemptRecord, Store, StoredRoute } from '../persistence/store.ts';
import type { BenchResult } from './types.ts';

const ROUNDS = 6;
const ONE_AT_A_TIME = 40;
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

/** The bytes one decision puts in the log: what the raw baseline appends. */
function decisionBytes(i: number, seq: number): Buffer {
  return frame(JSON.stringify({ t: 'route', route: routeAt(i, seq), attempts: [attemptAt(i, seq)] }));
}

/** A data directory with `routes` routes (`attempts` attempts each) written through the store. */
async function populated(base: string, name: string, routes: number, attempts: number) {
  const dataDir = join(base, name);
  const store = await openStore({ dataDir });
  let next = 0;
  await Promise.all(
    Array.from({ length: 256 }, async () => {
      while (next < routes) {
        const i = next++;
        const history = Array.from({ length: attempts }, (_, s) => attemptAt(i, s));
        await store.commitRoute(routeAt(i, 0), history);
      }
    }),
  );
  await store.close();
  return dataDir;
}

/** Per-route next attempt seq, so every decision appends a fresh attempt. */
class Decisions {
  private seq = new Map<number, number>();
  constructor(
    readonly routes: number,
    private readonly first: number,
  ) {}
  next(n: number): { i: number; seq: number } {
    const i = (n * 7919) % this.routes;
    const seq = this.seq.get(i) ?? this.first;
    this.seq.set(i, seq + 1);
    return { i, seq };
  }
}

interface Pair {
  storeMs: number;
  rawMs: number;
  count: number;
}

/** `inFlight` lanes of decisions against `inFlight` lanes of raw appends, alternating by round. */
async function measure(
  store: Store,
  dataDir: string,
  decisions: Decisions,
  inFlight: number,
  perRound: number,
) {
  const raw = await open(join(dataDir, `raw-baseline-${inFlight}.log`), 'a');
  const pair: Pair = { storeMs: 0, rawMs: 0, count: 0 };
  let n = 0;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const batch = Array.from({ length: perRound }, () => decisions.next(n++));
      const bytes = batch.map(({ i, seq }) => decisionBytes(i, seq));
      const lanes = async (work: (k: number) => Promise<void>): Promise<number> => {
        let next = 0;
        const t = performance.now();
        await Promise.all(
          Array.from({ length: inFlight }, async () => {
            while (next < batch.length) await work(next++);
          }),
        );
        return performance.now() - t;
      };
      const runRaw = () =>
        lanes(async (k) => {
          await raw.write(bytes[k] as Buffer);
          await raw.datasync();
        });
      const runStore = () =>
        lanes(async (k) => {
          const { i, seq } = batch[k] as { i: number; seq: number };
          await store.commitRoute(routeAt(i, seq), [attemptAt(i, seq)]);
        });
      // Alternate which goes first, so neither always follows the other's writeback.
      if (round % 2 === 0) {
        pair.rawMs += await runRaw();
        pair.storeMs += await runStore();
      } else {
        pair.storeMs += await runStore();
        pair.rawMs += await runRaw();
      }
      pair.count += batch.length;
    }
  } finally {
    await raw.close();
  }
  return pair;
}

/** Best-of-five open() beside reading and JSON-parsing the same files, alternating. */
async function measureRestart(
  dataDir: string,
): Promise<{ openMs: number; readMs: number; routes: number; bytes: number }> {
  let openMs = Number.POSITIVE_INFINITY;
  let readMs = Number.POSITIVE_INFINITY;
  let routes = 0;
  let bytes = 0;
  for (let round = 0; round < 5; round++) {
    let t = performance.now();
    const read = await readAndParseEmbedded(dataDir);
    readMs = Math.min(readMs, performance.now() - t);
    bytes = read.bytes;
    if (read.records === 0) throw new Error('restart baseline read nothing');

    t = performance.now();
    const store = await openStore({ dataDir });
    openMs = Math.min(openMs, performance.now() - t);
    routes = store.listRoutes().length;
    await store.close();
  }
  return { openMs, readMs, routes, bytes };
}

export default async function storeBench(): Promise<BenchResult[]> {
  const base = await mkdtemp(join(tmpdir(), 'recourse-store-bench-'));
  const results: BenchResult[] = [];
  try {
    // Restart: 10k routes waiting on a deadline, two attempts of history each.
    const restartDir = await populated(base, 'restart', 10_000, 2);
    execFileSync('sync');
    const restart = await measureRestart(restartDir);
    if (restart.routes !== 10_000) throw new Error(`restart loaded ${restart.routes} routes, not 10000`);
    await rm(restartDir, { recursive: true, force: true });

    // One at a time, in stores of 1k and 50k routes, alternating store sizes by round.
    const small = await populated(base, 'routes-1000', 1_000, 0);
    const large = await populated(base, 'routes-50000', 50_000, 0);
    execFileSync('sync');
    const smallStore = await openStore({ dataDir: small });
    const largeStore = await openStore({ dataDir: large });
    const smallDecisions = new Decisions(1_000, 0);
    const largeDecisions = new Decisions(50_000, 0);
    const one = { small: { storeMs: 0, rawMs: 0, count: 0 }, large: { storeMs: 0, rawMs: 0, count: 0 } };
    for (let r = 0; r < 2; r++) {
      for (const [key, store, dir, decisions] of [
        ['small', smallStore, small, smallDecisions],
        ['large', largeStore, large, largeDecisions],
      ] as const) {
        const pair = await measure(store, dir, decisions, 1, ONE_AT_A_TIME / 2);
        one[key].storeMs += pair.storeMs;
        one[key].rawMs += pair.rawMs;
        one[key].count += pair.count;
      }
    }
    const concurrent: Array<{ inFlight: number; pair: Pair }> = [];
    for (const inFlight of [16, 256]) {
      concurrent.push({
        inFlight,
        pair: await measure(largeStore, large, largeDecisions, inFlight, inFlight * 4),
      });
    }
    await smallStore.close();
    await largeStore.close();

    for (const [stored, pair] of [
      [1_000, one.small],
      [50_000, one.large],
    ] as const) {
      results.push({
        name: `durable decisions/s one at a time (route commit + attempt), ${stored} stored routes`,
        unit: 'decisions/s',
        value: (pair.count * 1000) / pair.storeMs,
        baseline: 'raw fdatasynced append of the same bytes, one at a time',
        baselineValue: (pair.count * 1000) / pair.rawMs,
        aim: 'ratio >= 0.5',
      });
    }
    for (const { inFlight, pair } of concurrent) {
      results.push({
        name: `durable decisions/s with ${inFlight} in flight on distinct routes, 50000 stored routes`,
        unit: 'decisions/s',
        value: (pair.count * 1000) / pair.storeMs,
        baseline: `${inFlight} concurrent raw appenders (write + fdatasync each) of the same bytes`,
        baselineValue: (pair.count * 1000) / pair.rawMs,
        aim: 'ratio >= 0.5',
      });
    }
    results.push({
      name: 'per-decision cost one at a time at 50000 routes',
      unit: 'ms',
      value: one.large.storeMs / one.large.count,
      baseline: 'per-decision cost at 1000 routes',
      baselineValue: one.small.storeMs / one.small.count,
      aim: 'ratio <= 1.5',
    });
    results.push({
      name: `restart: open() of ${restart.routes} routes with 2 attempts each (${(restart.bytes / 1e6).toFixed(1)} MB of log)`,
      unit: 'ms',
      value: restart.openMs,
      baseline: 'reading and JSON-parsing the same bytes',
      baselineValue: restart.readMs,
      aim: 'ratio <= 3',
    });
  } finally {
    await rm(base, { recursive: true, force: true });
  }
  return results;
}
