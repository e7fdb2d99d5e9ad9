/**
 * kill -9 at random points of a 1,000-route stress (`npm run test:crash`, run by `.ci/run`; `npm test`
 * runs a cheap variant: 200 routes, one kill): child processes run the real engine on the
 * real store (`test/support/crash-child.ts`) and report every commit and dispatch before going on; the parent
 * kills each child with SIGKILL after a random number of reports, starts the next on the same data,
 * and finally opens the store itself. No reported commit may be missing, and no dispatched attempt
 * may be dispatched again: a restart turns an attempt in flight into `ambiguous_dispatch`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../persistence/open-store.ts';
import type { ChildReport } from '../support/crash-child.ts';
import { dispatchedTwice, forkCrashChild, generator, recordingEngine } from '../support/crash-driver.ts';

/** `npm run test:crash`: the full stress. Otherwise a variant cheap enough for `npm test`. */
const FULL = process.env['RECOURSE_CRASH_FULL'] === '1';
const ROUTES = FULL ? 1_000 : 200;
const KILLS = FULL ? 4 : 1;
/** Reports a child sends before its kill: at least `first`, up to `first + spread`. */
const KILL_AFTER = FULL ? { first: 200, spread: 1_200 } : { first: 100, spread: 200 };
/** Least committed and dispatched reports the kills leave (the stress really ran). */
const LEAST = FULL
  ? { committed: 150 * (KILLS / 2), dispatched: 50 * (KILLS / 2) }
  : { committed: 40, dispatched: 10 };

/** Runs one child until `killAfter` reports arrived (then SIGKILL), collecting every report. */
async function runChild(dataDir: string, seed: number, killAfter: number): Promise<ChildReport[]> {
  let counted = 0;
  const child = forkCrashChild('child', { dataDir, from: 0, to: ROUTES, seed }, (m, c) => {
    if (m.type !== 'ready' && m.type !== 'opened') counted++;
    if (counted === killAfter || m.type === 'started') c.kill();
  });
  await child.done;
  return child.reports;
}

describe(`kill -9 during a ${ROUTES}-route stress (${KILLS} kill${KILLS > 1 ? 's' : ''})`, () => {
  it(
    'loses no committed decision and dispatches no attempt twice',
    async () => {
      const seed = Number(process.env['RECOURSE_CRASH_SEED'] ?? Date.now() % 1_000_000);
      const random = generator(seed);
      const base = await mkdtemp(join(tmpdir(), 'recourse-crash-'));
      const context = `seed ${seed} (replay with RECOURSE_CRASH_SEED=${seed})`;
      try {
        const reports: ChildReport[] = [];
        for (let k = 0; k < KILLS; k++) {
          reports.push(
            ...(await runChild(base, seed + k, KILL_AFTER.first + Math.floor(random() * KILL_AFTER.spread))),
          );
        }
        const committed = reports.filter((r) => r.type === 'committed');
        const dispatched = reports.filter((r) => r.type === 'dispatched');
        expect(committed.length, context).toBeGreaterThan(LEAST.committed);
        expect(dispatched.length, context).toBeGreaterThan(LEAST.dispatched);

        // Every attempt dispatched once: no attempt id and no (route, generation) twice, across restarts.
        expect(dispatchedTwice(reports), context).toEqual({ attempts: [], generations: [] });
        const attemptIds = dispatched.map((d) => d.attempt_id);
        const generations = dispatched.map((d) => `${d.route_id}#${d.generation}`);

        // Restart once more, as the service would: the store opens, and reconciliation dispatches nothing twice.
        const store = await openStore({ dataDir: base });
        const { engine, redispatched } = recordingEngine(store);
        try {
          // Every reported commit is there: the route, and each attempt it appended, as appended.
          for (const c of committed) {
            expect(store.getRoute(c.route_id), `${context}: route ${c.route_id}`).toBeDefined();
          }
          const byRoute = new Map<string, Map<number, unknown>>();
          for (const route of store.listRoutes()) {
            byRoute.set(
              route.route_id,
              new Map((await store.listAttempts(route.route_id)).map((a) => [a.seq, a])),
            );
          }
          for (const c of committed) {
            for (const a of c.attempts) {
              expect(byRoute.get(c.route_id)?.get(a.seq), `${context}: ${c.route_id} seq ${a.seq}`).toEqual(
                a,
              );
            }
          }
          await engine.start();
          await engine.settle();
          for (const r of redispatched) {
            expect(attemptIds, context).not.toContain(r.attempt_id);
            expect(generations, context).not.toContain(`${r.route_id}#${r.generation}`);
          }
          // The kills left attempts in flight; each became ambiguous for a human, not a new dispatch.
          const ambiguous = engine.listRoutes().filter((v) => v.reason === 'ambiguous_dispatch');
          expect(ambiguous.length, context).toBeGreaterThan(0);
          for (const view of ambiguous) expect(view.state, context).toBe('action_required');
        } finally {
          await engine.stop();
          await store.close();
        }
      } finally {
        await rm(base, { recursive: true, force: true });
      }
    },
    FULL ? 180_000 : 60_000,
  );
});
