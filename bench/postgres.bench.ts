/**
 * Durable decisions on the PostgreSQL store, beside a raw `INSERT …` (autocommit: its own
 * `COMMIT`) of the same bytes on one connection, interleaved round by round, at the same
 * concurrency. The store is wired as the service wires it: each commit locks its route lease at
 * its fence, and is announced to other processes after it completes.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createPostgresStore } from '../persistence/postgres-store.ts';
import type { AttemptRecord, StoredRoute } from '../persistence/store.ts';
import { startPostgres } from '../test/support/postgres.ts';
import type { BenchResult } from './types.ts';

const ROUNDS = 4;
const PER_ROUND = 120;

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
async function rate(count: number, inFlight: number, op: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) await op(next++);
    }),
  );
  return (count * 1000) / (performance.now() - start);
}

export default async function (): Promise<BenchResult[]> {
  const server = await startPostgres();
  const url = await server.database();
  const store = createPostgresStore({ url, poolSize: 16 });
  await store.open();
  const raw = new pg.Pool({ connectionString: url, max: 16 });
  await raw.query('CREATE TABLE raw_bench (id text PRIMARY KEY, body jsonb NOT NULL)');
  const results: BenchResult[] = [];
  try {
    for (const inFlight of [1, 16]) {
      const storeRates: number[] = [];
      const rawRates: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const seqs = new Map<string, number>();
        storeRates.push(
          await rate(PER_ROUND, inFlight, (i) => {
            const id = `r${inFlight}_${i % 50}`;
            const seq = (seqs.get(id) ?? round * PER_ROUND) + 1;
            seqs.set(id, seq);
            const d = decision(id, seq);
            return store.commitRoute(d.route, [d.attempt]);
          }),
        );
        rawRates.push(
          await rate(PER_ROUND, inFlight, (i) => {
            const d = decision(`r${inFlight}_${i}`, i);
            return raw.query('INSERT INTO raw_bench (id, body) VALUES ($1, $2)', [
              `${inFlight}_${round}_${i}`,
              JSON.stringify([d.route, d.attempt]),
            ]);
          }),
        );
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      results.push({
        name: `PostgreSQL durable decisions, ${inFlight} in flight (route upsert + attempt, one transaction)`,
        unit: 'decisions/s',
        value: median(storeRates),
        baseline: `raw INSERT … ; COMMIT of the same bytes, ${inFlight} in flight`,
        baselineValue: median(rawRates),
        aim: 'ratio >= 0.5',
      });
    }
  } finally {
    await store.close();
    await raw.end();
    await server.stop();
  }
  return results;
}
