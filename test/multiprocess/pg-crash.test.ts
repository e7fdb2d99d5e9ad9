/**
 * kill -9 at random points of a 1,000-route stress on PostgreSQL, across three service processes
 * (`npm run test:multiprocess`): three crash children (`test/support/crash-child.ts`: the real engine
 * on the PostgreSQL store, opened as the service opens it, with short leases) share one embedded
 * PostgreSQL and a third of the routes each. At seeded random points a random live process is killed
 * with SIGKILL and a replacement started for its share; the survivors (or the replacement) take its
 * routes over once its leases expire, and the next kill comes a random number of reports after the
 * takeover began, so some kills hit a process while it reconciles routes it just claimed. At the end
 * every process is killed, and the test takes every route over itself.
 *
 * Checked: every commit a process reported is in the database (the route, and each attempt as
 * appended); no attempt id and no `route#generation` is dispatched twice across all processes and the
 * final takeover; every attempt in flight at a takeover was stopped as `ambiguous_dispatch`
 * (`action_required`), never dispatched again; no route is lost (the final process runs all of them).
 * The seed is printed; `RECOURSE_PG_CRASH_SEED` replays the kill points and victims.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../persistence/open-store.ts';
import type { DispatchRecord } from '../../persistence/store.ts';
import type { ChildReport } from '../support/crash-child.ts';
import {
  type CrashChild,
  dispatchedTwice,
  forkCrashChild,
  generator,
  recordingEngine,
} from '../support/crash-driver.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';

const ROUTES = 1_000;
const PROCESSES = 3;
/** Kills while the stress runs, each followed by a replacement; then every process is killed. */
const KILLS = 4;
/** Short, so a takeover comes quickly; production defaults to 15 s. Renewal is every third of it. */
const LEASE_MS = 2_000;
/** Reports (from all processes) before the first kill, and after each takeover began: `first + spread·u`. */
const KILL_AFTER = { first: 150, spread: 650 };
/** A kill is never held back longer than this by a stress that went quiet (every route done or waiting). */
const QUIET_MS = 2_000;
/** The longest any wait may take (a takeover, or every route started), on a loaded machine. */
const WAIT_TIMEOUT_MS = 60_000;

let pg: TestPostgres;
const dirs: string[] = [];
const children: CrashChild[] = [];

beforeAll(async () => {
  pg = await startPostgres();
}, 120_000);
afterAll(async () => {
  for (const c of children) c.kill();
  await Promise.allSettled(children.map((c) => c.done));
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  await pg?.stop();
});

interface Tagged {
  by: string;
  report: ChildReport;
}

const IN_FLIGHT = new Set<DispatchRecord['status']>(['recorded', 'acknowledged']);

describe(`kill -9 during a ${ROUTES}-route stress on PostgreSQL across ${PROCESSES} processes`, () => {
  it('loses no committed decision, dispatches no attempt twice, stops attempts in flight at a takeover, loses no route', async () => {
    const seed = Number(process.env['RECOURSE_PG_CRASH_SEED'] ?? Date.now() % 1_000_000);
    const context = `seed ${seed} (replay with RECOURSE_PG_CRASH_SEED=${seed})`;
    console.log(`pg-crash: ${context}`);
    const random = generator(seed);
    const url = await pg.database();
    const t0 = performance.now();
    const phases: string[] = [];
    const phase = (name: string) => phases.push(`${name} ${Math.round(performance.now() - t0)}ms`);
    const log: Tagged[] = [];
    const live = new Map<number, CrashChild>();
    const ready = (c: CrashChild) => c.reports.some((r) => r.type === 'ready');
    const allReady = () => [...live.values()].every(ready);
    /** The one wait in progress; told of every report. */
    let waiting: { report: () => void } | null = null;
    /** What the processes did so far, for a timeout's message. */
    const state = async () => {
      const leases = await pg.sql(
        url,
        'SELECT owner, count(*)::int AS routes, bool_and(expires_at > now()) AS live FROM route_leases GROUP BY owner',
      );
      const processes = children.map((c) => ({
        name: c.name,
        owner: c.reports.flatMap((r) => (r.type === 'opened' ? [r.owner] : []))[0] ?? null,
        reports: c.reports.length,
        claims: c.reports.flatMap((r) => (r.type === 'claimed' ? [r.routes.length] : [])),
        stderr: c.stderr().slice(-1000),
      }));
      return JSON.stringify({ leases: leases.rows, processes });
    };
    /**
     * Resolves once `test` holds after a report, or after QUIET_MS without a report while `quietOk`
     * holds (a stress that went quiet, not one still starting).
     */
    const until = (test: () => boolean, quietOk: () => boolean, what: string): Promise<void> =>
      new Promise((resolve, reject) => {
        let quiet: ReturnType<typeof setTimeout> | undefined;
        const finish = () => {
          if (waiting === me) waiting = null;
          clearTimeout(deadline);
          clearTimeout(quiet);
        };
        const deadline = setTimeout(() => {
          finish();
          void state().then((s) => reject(new Error(`${context}: timed out waiting for ${what}: ${s}`)));
        }, WAIT_TIMEOUT_MS);
        const me = {
          report: () => {
            if (test()) {
              finish();
              resolve();
            } else if (quietOk()) {
              clearTimeout(quiet);
              quiet = setTimeout(() => {
                finish();
                resolve();
              }, QUIET_MS);
            }
          },
        };
        waiting = me;
        me.report();
      });

    const base = await mkdtemp(join(tmpdir(), 'recourse-pg-crash-'));
    dirs.push(base);
    const share = Math.ceil(ROUTES / PROCESSES);
    let started = 0;
    const start = (slot: number): CrashChild => {
      const name = `p${++started}`;
      const child = forkCrashChild(
        name,
        {
          dataDir: base,
          storeUrl: url,
          leaseMs: LEASE_MS,
          from: slot * share,
          to: Math.min(ROUTES, (slot + 1) * share),
          seed: seed + started,
        },
        (report) => {
          log.push({ by: name, report });
          waiting?.report();
        },
      );
      children.push(child);
      return child;
    };
    for (let slot = 0; slot < PROCESSES; slot++) live.set(slot, start(slot));

    const kills: { victim: string; at: number; held: number }[] = [];
    let mark = 0;
    for (let k = 0; k < KILLS; k++) {
      const after = KILL_AFTER.first + Math.floor(random() * KILL_AFTER.spread);
      await until(() => log.length >= mark + after, allReady, `${after} reports`);
      phase(`kill${k}`);
      // A random process among those running the stress (any, if none is ready yet).
      const running = [...live.keys()].filter((n) => ready(live.get(n)!));
      const candidates = running.length > 0 ? running : [...live.keys()];
      const slot = candidates[Math.floor(random() * candidates.length)]!;
      const victim = live.get(slot)!;
      victim.kill();
      await victim.done;
      // What it held, as the database says (reports of different processes arrive in any order).
      const owner = victim.reports.find((r) => r.type === 'opened')?.owner;
      const from = log.length;
      const held = new Set(
        owner
          ? (await pg.sql(url, 'SELECT route_id FROM route_leases WHERE owner = $1', [owner])).rows.map(
              (r: { route_id: string }) => r.route_id,
            )
          : [],
      );
      kills.push({ victim: victim.name, at: from, held: held.size });
      live.set(slot, start(slot));
      // The next kill comes after another process began taking the victim's routes over.
      let scanned = from;
      const claimedFrom = () => {
        for (; scanned < log.length; scanned++) {
          const r = log[scanned]!.report;
          if (r.type === 'claimed' && r.routes.some((x) => held.has(x.route_id))) return true;
        }
        return false;
      };
      await until(
        () => held.size === 0 || claimedFrom(),
        () => false,
        `a takeover of ${victim.name}'s ${held.size} routes`,
      );
      mark = log.length;
    }
    // The last kill point: once every route was started (the whole 1,000-route stress runs).
    const last = KILL_AFTER.first + Math.floor(random() * KILL_AFTER.spread);
    const allStarted = () => [...live.values()].every((c) => c.reports.some((r) => r.type === 'started'));
    await until(() => allStarted() && log.length >= mark + last, allStarted, 'the last kill point');
    for (const child of live.values()) child.kill();
    // Every process ends killed, none by itself (done rejects with its stderr otherwise).
    await Promise.all(children.map((c) => c.done));
    phase('all killed');
    console.log(`pg-crash: ${log.length} reports, kills ${JSON.stringify(kills)}`);

    const reports = log.map((t) => t.report);
    const committed = reports.flatMap((r) => (r.type === 'committed' ? [r] : []));
    const claimed = log.flatMap((t) => (t.report.type === 'claimed' ? [{ by: t.by, ...t.report }] : []));
    expect(committed.length, context).toBeGreaterThan(1_000);
    // The processes really took each other's routes over while the stress ran: every kill of a
    // process that held routes was followed by a claim of them. A victim picked while no process was
    // ready yet (a loaded machine) held none, and nothing of it is left to take over.
    const victimsWithRoutes = kills.filter((k) => k.held > 0).length;
    expect(victimsWithRoutes, context).toBeGreaterThanOrEqual(1);
    expect(claimed.length, context).toBeGreaterThanOrEqual(victimsWithRoutes);
    expect(dispatchedTwice(reports), context).toEqual({ attempts: [], generations: [] });

    // Every process is dead: their leases expire now (as LEASE_MS after their last renewal would
    // make them), and this process takes every route over, as the service would.
    await pg.sql(url, 'UPDATE route_leases SET expires_at = now()');
    const store = await openStore({ dataDir: base, url, leaseMs: 60_000 });
    const { engine, redispatched } = recordingEngine(store);
    try {
      // The attempts in flight at the last kills, as last committed.
      const inFlight = store.listRoutes().filter((r) => r.dispatch && IN_FLIGHT.has(r.dispatch.status));
      phase('final open');
      await engine.start();
      await engine.settle();

      // No route lost: this process now runs every stored route, and every reported one is stored.
      const stored = store.listRoutes();
      for (const c of committed)
        expect(store.getRoute(c.route_id), `${context}: ${c.route_id}`).toBeDefined();
      expect(
        stored.every((r) => store.ownership?.owns(r.route_id)),
        context,
      ).toBe(true);
      // A route missing here was never started: say what refused the starts, process by process.
      const refusals = log.flatMap((t) =>
        t.report.type === 'started' && Object.keys(t.report.refused).length > 0
          ? [`${t.by} ${JSON.stringify(t.report.refused)}`]
          : [],
      );
      expect(stored.length, `${context}; starts refused: ${refusals.join('; ') || 'none'}`).toBe(ROUTES);
      expect(engine.listRoutes().length, context).toBe(ROUTES);

      // Every reported commit is there: each attempt it appended, as appended.
      phase('final takeover');
      const history = new Map<string, Awaited<ReturnType<typeof store.listAttempts>>>();
      for (const r of stored) history.set(r.route_id, await store.listAttempts(r.route_id));
      for (const c of committed) {
        const attempts = new Map(history.get(c.route_id)?.map((a) => [a.seq, a]));
        for (const a of c.attempts)
          expect(attempts.get(a.seq), `${context}: ${c.route_id} seq ${a.seq}`).toEqual(a);
      }

      // Nothing dispatched before is dispatched again by the final takeover.
      const dispatched = reports.flatMap((r) => (r.type === 'dispatched' ? [r] : []));
      const attemptIds = new Set(dispatched.map((d) => d.attempt_id));
      const generations = new Set(dispatched.map((d) => `${d.route_id}#${d.generation}`));
      for (const r of redispatched) {
        expect(attemptIds.has(r.attempt_id), context).toBe(false);
        expect(generations.has(`${r.route_id}#${r.generation}`), context).toBe(false);
      }

      // Every attempt in flight at a takeover (during the stress, or the final one) stopped for a
      // person: its generation was reconciled as ambiguous, and the route is action_required.
      const ambiguousAt = [
        ...claimed.flatMap((c) => c.routes.filter((r) => r.dispatch && IN_FLIGHT.has(r.dispatch.status))),
        ...inFlight,
      ];
      expect(ambiguousAt.length, context).toBeGreaterThan(0);
      const views = new Map(engine.listRoutes().map((v) => [v.route_id, v]));
      for (const r of ambiguousAt) {
        const where = `${context}: ${r.route_id} in flight at generation ${r.dispatch?.generation}`;
        expect(
          history
            .get(r.route_id)
            ?.some(
              (a) =>
                a.event === 'reconciled' &&
                a.reason === 'ambiguous_dispatch' &&
                a.generation === r.dispatch?.generation,
            ),
          where,
        ).toBe(true);
        expect(views.get(r.route_id)?.state, where).toBe('action_required');
        expect(views.get(r.route_id)?.reason, where).toBe('ambiguous_dispatch');
      }
      phase('checked');
      console.log(`pg-crash: ${phases.join(', ')}`);
    } finally {
      await engine.stop();
      await store.close();
    }
  }, 240_000);
});
