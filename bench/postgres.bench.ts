/**
 * Durable decisions on the PostgreSQL store, opened as the service opens it (`openStore` with a
 * `postgres://` URL: its pool of 4 connections, route leases on, ownership joined as the engine joins
 * it, renewal every third of the default 15 s lease), beside a raw `INSERT …` (autocommit: its own
 * `COMMIT`) of the same bytes through a pool of as many connections, interleaved round by round, at
 * the same concurrency (1, 16 and 256 in flight). Every store commit is fenced: it locks its route's
 * lease row at the fence it holds, and is announced to other processes after it completes.
 *
 * Lease upkeep at scale: one renewal round (one `UPDATE … WHERE owner = me RETURNING` over every lease
 * the process holds, then one claim of expired leases) with 1k and 10k routes held, beside one
 * decision; and decisions with 16 in flight while renewal runs back to back, beside the same with
 * renewal idle.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openStore } from '../persistence/open-store.ts';
import { DEFAULT_LEASE_MS, type PostgresStore } from '../persistence/postgres-store.ts';
import type { AttemptRecord, StoredRoute } from '../persistence/store.ts';
import { startPostgres } from '../test/support/postgres.ts';
import type { BenchResult } from './types.ts';

const ROUNDS = 5;
/** The store's pool when the service opens it (`PostgresStoreOptions.poolSize`). */
const SERVICE_POOL = 4;

function decision(routeId: string, seq: number): { route: StoredRoute; attempt: AttemptRecord } {
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, seq)).toISOString();
  return {
    route: {
      schema_version: 1,
      route_id: routeId,
      profile_id: 'coding',
      caller: 'kanban',
      machine_version: 1,
      created_at: at,
      updated_at: at,
      snapshot: { machine_version: 1, state: 'retry_wait', context: { generation: seq, deadline: at } },
      dispatch: null,
    },
    attempt: {
      schema_version: 1,
      route_id: routeId,
      seq,
      at,
      attempt_id: `att_${routeId}_${seq}`,
      invocation_id: `inv_${routeId}_${seq}`,
      generation: seq,
      candidate_id: 'claude',
      event: 'failed',
      code: 'provider_overloaded',
      class: 'transient',
      category: 'transient',
      catalogue_version: '2026.11.30-45',
      classifier_rule: 'anthropic.overloaded_error',
      safe_excerpt: 'Overloaded',
      policy_snapshot: null,
      decision: 'retry',
      reason: null,
      retry_ordinal: 1,
      max_retries: 3,
      deadline: at,
      pending_outcome: 'retry',
    },
  };
}

/** Runs `count` operations with `inFlight` workers; returns operations per second. */
async function rate(
  count: number,
  inFlight: number,
  op: (i: number, worker: number) => Promise<unknown>,
): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async (_, worker) => {
      while (next < count) await op(next++, worker);
    }),
  );
  return (count * 1000) / (performance.now() - start);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export default async function (): Promise<BenchResult[]> {
  const server = await startPostgres();
  const url = await server.database();
  const dataDir = await mkdtemp(join(tmpdir(), 'recourse-pg-bench-'));
  // As the service opens it (server/app.ts): default pool, lease and renewal; ownership joined.
  const store = (await openStore({ dataDir, url })) as PostgresStore;
  await store.ownership.join({ claimed: () => {}, lost: () => {} });
  const raw = new pg.Pool({ connectionString: url, max: SERVICE_POOL });
  await raw.query('CREATE TABLE raw_bench (id text PRIMARY KEY, body jsonb NOT NULL)');
  const results: BenchResult[] = [];
  const seqs = new Map<string, number>();
  let rawId = 0;
  /** One fenced decision on the route of `worker`: the next attempt of that route. */
  const decide = (prefix: string, worker: number) => {
    const id = `${prefix}_${worker}`;
    const seq = (seqs.get(id) ?? -1) + 1;
    seqs.set(id, seq);
    const d = decision(id, seq);
    return store.commitRoute(d.route, [d.attempt]);
  };
  const insert = (worker: number) => {
    const d = decision(`raw_${worker}`, rawId);
    return raw.query('INSERT INTO raw_bench (id, body) VALUES ($1, $2)', [
      String(rawId++),
      JSON.stringify([d.route, d.attempt]),
    ]);
  };
  try {
    let oneDecisionMs = 0;
    for (const inFlight of [1, 16, 256]) {
      const count = Math.max(120, inFlight * 4);
      const storeRates: number[] = [];
      const rawRates: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        storeRates.push(await rate(count, inFlight, (_, w) => decide(`r${inFlight}`, w)));
        rawRates.push(await rate(count, inFlight, (_, w) => insert(w)));
      }
      if (inFlight === 1) oneDecisionMs = 1000 / median(storeRates);
      results.push({
        name: `PostgreSQL durable decisions with leases (fenced route upsert + attempt, one transaction), ${inFlight} in flight`,
        unit: 'decisions/s',
        value: median(storeRates),
        baseline: `raw INSERT … ; COMMIT of the same bytes, ${inFlight} in flight, ${SERVICE_POOL} connections as the store`,
        baselineValue: median(rawRates),
        aim: 'ratio >= 0.5',
      });
    }

    // Lease upkeep: hold 1k, then 10k routes (created through the store, as new routes are).
    for (const held of [1_000, 10_000]) {
      const have = store.listRoutes().length;
      await rate(Math.max(0, held - have), 64, (i) => decide('held', have + i));
      const rounds: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const start = performance.now();
        await store.ownership.tick();
        rounds.push(performance.now() - start);
      }
      const leases = await raw.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM route_leases WHERE owner = $1',
        [store.ownership.owner],
      );
      results.push({
        name: `lease renewal round with ${leases.rows[0]!.n} routes held (one UPDATE … RETURNING + one claim; every ${DEFAULT_LEASE_MS / 3000} s by default, so ${((median(rounds) / (DEFAULT_LEASE_MS / 3)) * 100).toFixed(2)}% of one connection)`,
        unit: 'ms',
        value: median(rounds),
        baseline: 'one durable decision, 1 in flight',
        baselineValue: oneDecisionMs,
      });
    }

    // Decisions while renewal of 10k leases runs back to back (the worst case), beside renewal idle.
    const busy: number[] = [];
    const idle: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      idle.push(await rate(256, 16, (_, w) => decide('r16', w)));
      let renewing = true;
      const renewals = (async () => {
        while (renewing) await store.ownership.tick();
      })();
      busy.push(await rate(256, 16, (_, w) => decide('r16', w)));
      renewing = false;
      await renewals;
    }
    results.push({
      name: 'PostgreSQL decisions, 16 in flight, 10k leases held, renewal running back to back',
      unit: 'decisions/s',
      value: median(busy),
      baseline: 'the same with renewal idle (interleaved)',
      baselineValue: median(idle),
    });
  } finally {
    await store.close();
    await raw.end();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}
