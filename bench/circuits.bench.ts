/**
 * Resource circuits under a herd: 1,000 routes asking at once to be admitted on one expired circuit,
 * beside what a herd without a shared probe would cost (every route writing its own circuit commit).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createCircuits } from '../actors/circuits.ts';
import { openStore } from '../persistence/open-store.ts';
import type { CircuitRecord } from '../persistence/store.ts';
import type { BenchResult } from './types.ts';

const ROUTES = 1000;
const START = Date.UTC(2026, 0, 1);
const at = (s: number): Date => new Date(START + s * 1000);

export default async function (): Promise<BenchResult[]> {
  const base = await mkdtemp(join(tmpdir(), 'recourse-bench-circuits-'));
  const store = await openStore({ dataDir: base, now: () => at(0) });
  try {
    const circuits = createCircuits({ store, now: () => at(0) });
    let writes = 0;
    circuits.subscribe(() => {
      writes++;
    });
    await circuits.recordFailure('provider:herd', {
      route: null,
      until: at(30),
      nextAttemptAt: null,
      now: at(0),
    });
    writes = 0;
    const t0 = performance.now();
    const results = await Promise.all(
      Array.from({ length: ROUTES }, (_, i) => circuits.admit(['provider:herd'], `route-${i}`, at(31))),
    );
    const herdMs = performance.now() - t0;
    const probes = results.filter((r) => r.admitted && r.probe).length;
    if (probes !== 1) throw new Error(`expected exactly one probe, got ${probes}`);

    // Baseline: each route commits its own circuit record, as a herd without one shared probe would.
    const t1 = performance.now();
    await Promise.all(
      Array.from({ length: ROUTES }, (_, i) => {
        const record: CircuitRecord = {
          schema_version: 1,
          scope_key: `provider:naive-${i}`,
          state: 'half_open',
          opened_at: at(0).toISOString(),
          open_until: at(30).toISOString(),
          consecutive_failures: 1,
          probe: {
            holder: `route-${i}`,
            acquired_at: at(31).toISOString(),
            lease_until: at(331).toISOString(),
          },
          version: 0,
          updated_at: at(31).toISOString(),
        };
        return store.commitCircuit(record, null);
      }),
    );
    const naiveMs = performance.now() - t1;
    return [
      {
        name: `herd of ${ROUTES} admits on one expired circuit`,
        unit: 'ms',
        value: herdMs,
        baseline: `${ROUTES} durable circuit commits (one per route, no shared probe)`,
        baselineValue: naiveMs,
        aim: 'ratio < 1',
      },
      {
        name: `durable writes during a herd of ${ROUTES}`,
        unit: 'writes',
        value: writes,
        baseline: 'one write per route',
        baselineValue: ROUTES,
        aim: 'exactly 1 write',
      },
    ];
  } finally {
    await store.close();
    await rm(base, { recursive: true, force: true });
  }
}
