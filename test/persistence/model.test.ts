import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLogStore } from '../../persistence/log-store.ts';
import type { AttemptRecord, Store, StoredRoute } from '../../persistence/store.ts';
import { StoreWriteError } from '../../persistence/store.ts';
import type { FaultPoint } from './helpers.ts';
import { attempt, faultyFs, now, route, tempDir } from './helpers.ts';

const POINTS: FaultPoint[] = ['open', 'write', 'sync', 'datasync', 'truncate', 'rename', 'unlink'];

/** Where a fault strikes: a segment, a snapshot (compaction) or the store folder (its fsync). */
const TARGETS = ['segment', 'snapshot', 'folder'] as const;
const hits = (target: (typeof TARGETS)[number], dir: string, path: string): boolean =>
  target === 'segment'
    ? path.includes('segment-')
    : target === 'snapshot'
      ? path.includes('snapshot-')
      : path === dir;

const step = fc.record({
  route: fc.constantFrom('a', 'b', 'c'),
  attempts: fc.integer({ min: 0, max: 3 }),
  compact: fc.boolean(),
  fault: fc.option(fc.record({ point: fc.constantFrom(...POINTS), target: fc.constantFrom(...TARGETS) }), {
    freq: 2,
  }),
});

/** The store holds exactly what the model says each route committed: its last route and its attempts. */
async function expectModel(
  store: Store,
  model: Map<string, { route: StoredRoute; attempts: AttemptRecord[] }>,
): Promise<void> {
  for (const [id, m] of model) {
    expect(store.getRoute(id)).toEqual(m.route);
    expect(await store.listAttempts(id)).toEqual(m.attempts);
  }
}

describe('log store: random commits and compactions with random write failures', () => {
  it('always reopens to exactly the commits that resolved, and the open store agrees', async () => {
    let failed = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const { dir, cleanup } = await tempDir();
        try {
          let fault: { point: FaultPoint; target: (typeof TARGETS)[number] } | null = null;
          const fs = faultyFs((point, path) => {
            if (fault === null || point !== fault.point || !hits(fault.target, dir, path)) return undefined;
            fault = null;
            return 'EIO';
          });
          const store = createLogStore({ dir, fs, now, segmentBytes: 2048 });
          await store.open();
          const model = new Map<string, { route: StoredRoute; attempts: AttemptRecord[] }>();
          let seq = 0;
          for (const [n, s] of steps.entries()) {
            const next = route(s.route, { machine_version: n });
            const attempts = Array.from({ length: s.attempts }, () => attempt(s.route, seq++));
            fault = s.fault;
            try {
              await store.commitRoute(next, attempts);
              const prior = model.get(s.route)?.attempts ?? [];
              model.set(s.route, { route: next, attempts: [...prior, ...attempts] });
            } catch (error) {
              expect(error).toBeInstanceOf(StoreWriteError);
              failed++;
            }
            if (s.compact) await store.compact().catch(() => failed++);
            fault = null;
            await expectModel(store, model);
          }
          await store.close();

          const fresh = createLogStore({ dir, now });
          await fresh.open();
          expect(fresh.listRoutes().length).toBe(model.size);
          await expectModel(fresh, model);
          await fresh.close();
        } finally {
          await cleanup();
        }
      }),
      { numRuns: 40 },
    );
    // The faults really struck: the property was checked across failed commits too.
    expect(failed).toBeGreaterThan(10);
  });
});

/** A burst of commits made without waiting, so several groups are in flight when a fault strikes. */
const burst = fc.record({
  commits: fc.array(
    fc.record({
      route: fc.constantFrom('a', 'b', 'c', 'd'),
      attempts: fc.integer({ min: 0, max: 2 }),
      // Made a tick after the one before it: another group, while the earlier ones are still in flight.
      later: fc.boolean(),
    }),
    { minLength: 1, maxLength: 10 },
  ),
  fault: fc.option(
    fc.record({
      point: fc.constantFrom<FaultPoint>('open', 'write', 'datasync', 'truncate'),
      skip: fc.integer({ min: 0, max: 4 }),
    }),
    { freq: 3 },
  ),
});

describe('log store: bursts of commits in flight together, with a random write failure', () => {
  it('reopens to exactly the commits that resolved, in call order, and the open store agrees', async () => {
    let failed = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(burst, { minLength: 1, maxLength: 6 }), async (bursts) => {
        const { dir, cleanup } = await tempDir();
        try {
          // The fault strikes the `skip`-th matching call on a segment after it is armed: any group in flight.
          let fault: { point: FaultPoint; skip: number } | null = null;
          const fs = faultyFs((point, path) => {
            if (fault === null || point !== fault.point || !path.includes('segment-')) return undefined;
            if (fault.skip-- > 0) return undefined;
            fault = null;
            return 'EIO';
          });
          const store = createLogStore({ dir, fs, now, segmentBytes: 2048 });
          await store.open();
          const model = new Map<string, { route: StoredRoute; attempts: AttemptRecord[] }>();
          let seq = 0;
          let n = 0;
          for (const b of bursts) {
            fault = b.fault ? { ...b.fault } : null;
            const made: Array<{ next: StoredRoute; attempts: AttemptRecord[]; done: Promise<void> }> = [];
            for (const c of b.commits) {
              if (c.later) await new Promise((resolve) => setImmediate(resolve));
              const next = route(c.route, { machine_version: n++ });
              const attempts = Array.from({ length: c.attempts }, () => attempt(c.route, seq++));
              const done = store.commitRoute(next, attempts);
              // Observed now: a commit that fails while a later one waits for its tick is still handled.
              done.catch(() => {});
              made.push({ next, attempts, done });
            }
            const results = await Promise.allSettled(made.map((m) => m.done));
            fault = null;
            for (const [i, r] of results.entries()) {
              const m = made[i] as (typeof made)[number];
              if (r.status === 'rejected') {
                expect(r.reason).toBeInstanceOf(StoreWriteError);
                failed++;
                continue;
              }
              const prior = model.get(m.next.route_id)?.attempts ?? [];
              model.set(m.next.route_id, { route: m.next, attempts: [...prior, ...m.attempts] });
            }
            await expectModel(store, model);
          }
          await store.close();

          const fresh = createLogStore({ dir, now });
          await fresh.open();
          expect(fresh.listRoutes().length).toBe(model.size);
          await expectModel(fresh, model);
          await fresh.close();
        } finally {
          await cleanup();
        }
      }),
      { numRuns: 40 },
    );
    // The faults really struck: the property was checked across failed commits too.
    expect(failed).toBeGreaterThan(10);
  });
});
