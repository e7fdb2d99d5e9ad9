/**
 * The behaviour every `Store` implementation owes the engine, as one suite: run it with
 * `describeStoreConformance(name, makeStore)` against each store (the embedded log store and
 * PostgreSQL). Nothing here knows how records are written.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AttemptRecord, Store, StoredRoute } from '../../persistence/store.ts';
import { VersionConflictError } from '../../persistence/store.ts';
import { ValidationError } from '../../validation/field-errors.ts';
import { attempt, circuit, profile, route } from './helpers.ts';

/** One empty backing storage (a folder, a database) and a way to build stores on it. */
export interface StoreBacking {
  /** A new, unopened store instance on this backing; every call shares the same data. */
  create(): Store;
  /** Drops the backing storage. */
  cleanup(): Promise<void>;
}

const at = (s: number): string => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString();

/** Options of {@link describeStoreConformance}. */
export interface ConformanceOptions {
  /** Runs of the random-histories property, each on a fresh backing. @default 25 */
  propertyRuns?: number;
}

export function describeStoreConformance(
  name: string,
  makeStore: () => Promise<StoreBacking>,
  options: ConformanceOptions = {},
): void {
  describe(`${name}: store conformance`, () => {
    let backing: StoreBacking;
    const opened: Store[] = [];
    beforeEach(async () => {
      backing = await makeStore();
    });
    afterEach(async () => {
      for (const s of opened.splice(0)) await s.close().catch(() => undefined);
      await backing.cleanup();
    });
    /** A new instance on the same data, opened: what a restart sees. */
    async function reopen(): Promise<Store> {
      const store = backing.create();
      await store.open();
      opened.push(store);
      return store;
    }

    describe('round trips', () => {
      it('reloads a committed route and its attempts equal to what was committed', async () => {
        const store = await reopen();
        const r = route('route-1', { snapshot: { value: { retry_wait: {} }, deadline: 'x' } });
        const attempts = [
          attempt('route-1', 0),
          attempt('route-1', 1, { event: 'dispatched', action: null }),
        ];
        await store.commitRoute(r, attempts);
        await store.close();

        const again = await reopen();
        expect(again.listRoutes()).toEqual([r]);
        expect(again.getRoute('route-1')).toEqual(r);
        expect(await again.listAttempts('route-1')).toEqual(attempts);
        expect(again.getRoute('missing')).toBeUndefined();
        expect(await again.listAttempts('missing')).toEqual([]);
      });

      it('keeps only the latest route record but appends every attempt in order', async () => {
        const store = await reopen();
        await store.commitRoute(route('r'), [attempt('r', 0)]);
        const dispatched = route('r', {
          updated_at: at(5),
          dispatch: {
            attempt_id: 'att-1',
            invocation_id: 'inv-1',
            generation: 1,
            candidate_id: 'cand-1',
            recorded_at: at(5),
            status: 'recorded',
          },
        });
        await store.commitRoute(dispatched, [attempt('r', 1), attempt('r', 2)]);
        await store.commitRoute(dispatched);
        await store.close();

        const again = await reopen();
        expect(again.getRoute('r')).toEqual(dispatched);
        expect((await again.listAttempts('r')).map((a) => a.seq)).toEqual([0, 1, 2]);
      });

      it('stores IDs made of any characters', async () => {
        const store = await reopen();
        const ids = ['a/b', '..', '.hidden', 'ünï code', 'x'.repeat(400), 'kanban:task#42?', "it's; --"];
        for (const id of ids) await store.commitRoute(route(id), [attempt(id, 0)]);
        await store.close();

        const again = await reopen();
        expect(
          again
            .listRoutes()
            .map((r) => r.route_id)
            .sort(),
        ).toEqual([...ids].sort());
        for (const id of ids) expect(await again.listAttempts(id)).toEqual([attempt(id, 0)]);
      });

      it('hands out copies, so neither the committer nor a reader mutating an object changes the store', async () => {
        const store = await reopen();
        const committed = route('r');
        await store.commitRoute(committed, [attempt('r', 0)]);
        (committed.snapshot as { value: string }).value = 'changed by the caller';
        const got = store.getRoute('r');
        if (got === undefined) throw new Error('route missing');
        got.machine_version = 99;
        (await store.listAttempts('r'))[0]!.seq = 42;
        expect(store.getRoute('r')).toEqual(route('r'));
        expect((await store.listAttempts('r'))[0]?.seq).toBe(0);
      });

      it('reads the routes (all, or one) for a reader that only reads; a later commit replaces a record, never changes one read before', async () => {
        const store = await reopen();
        await store.commitRoute(route('r'));
        await store.commitRoute(route('s'));
        const read = store.readRoutes();
        expect([...read].sort((a, b) => a.route_id.localeCompare(b.route_id))).toEqual(
          store.listRoutes().sort((a, b) => a.route_id.localeCompare(b.route_id)),
        );
        // One route read alone (the engine's persist reads two fields): the record itself, or one
        // decoded from the text the store keeps.
        const one = store.readRoute?.('r');
        expect(one).toEqual(read.find((r) => r.route_id === 'r'));
        expect(store.readRoute?.('missing')).toBeUndefined();
        const before = JSON.stringify(read);
        await store.commitRoute(route('r', { updated_at: '2026-01-02T00:00:00.000Z' }));
        expect(JSON.stringify(read)).toBe(before);
        expect(JSON.stringify(one)).toBe(JSON.stringify(route('r')));
        expect(store.readRoutes().find((r) => r.route_id === 'r')?.updated_at).toBe(
          '2026-01-02T00:00:00.000Z',
        );
        const again = await reopen();
        expect(
          again
            .readRoutes()
            .map((r) => r.route_id)
            .sort(),
        ).toEqual(['r', 's']);
      });

      it('rejects invalid input with field-addressed errors and changes nothing', async () => {
        const store = await reopen();
        await store.commitRoute(route('r'), [attempt('r', 5)]);
        const bad = { ...route('r'), caller: 'nobody' } as unknown as StoredRoute;
        const error = await store.commitRoute(bad).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ValidationError);
        expect((error as ValidationError).errors.map((e) => e.path)).toEqual(['route.caller']);

        const otherRoute = await store.commitRoute(route('r'), [attempt('q', 6)]).catch((e: unknown) => e);
        expect((otherRoute as ValidationError).errors.map((e) => e.path)).toEqual(['attempts.0.route_id']);

        const backwards = await store.commitRoute(route('r'), [attempt('r', 5)]).catch((e: unknown) => e);
        expect((backwards as ValidationError).errors).toEqual([
          expect.objectContaining({ path: 'attempts.0.seq', code: 'seq_order' }),
        ]);
        const badCircuit = { ...circuit('k'), state: 'ajar' } as unknown as ReturnType<typeof circuit>;
        await expect(store.commitCircuit(badCircuit, null)).rejects.toBeInstanceOf(ValidationError);
        const badProfile = { ...profile('p'), version: -1 };
        await expect(store.putProfile(badProfile, null)).rejects.toBeInstanceOf(ValidationError);
        await store.close();

        const again = await reopen();
        expect(again.getRoute('r')).toEqual(route('r'));
        expect(await again.listAttempts('r')).toEqual([attempt('r', 5)]);
        expect(again.listCircuits()).toEqual([]);
        expect(again.listProfiles()).toEqual([]);
      });

      it('refuses reads and writes before open and after close', async () => {
        const store = backing.create();
        expect(() => store.listRoutes()).toThrow(/call open\(\) first/);
        await store.open();
        await store.close();
        await expect(store.commitRoute(route('r'))).rejects.toThrow(/closed/);
      });

      it('commits 1,000 routes at once and reloads them', async () => {
        const store = await reopen();
        await Promise.all(
          Array.from({ length: 1000 }, (_, i) =>
            store.commitRoute(route(`route-${i}`), [attempt(`route-${i}`, i)]),
          ),
        );
        await store.close();

        const again = await reopen();
        const routes = again.listRoutes();
        expect(routes).toHaveLength(1000);
        expect(new Set(routes.map((r) => r.route_id)).size).toBe(1000);
        expect(await again.listAttempts('route-999')).toEqual([attempt('route-999', 999)]);
      });
    });

    describe('ordering of concurrent commits', () => {
      it('applies commits to the same route in call order, even when none is awaited', async () => {
        const store = await reopen();
        const commits = Array.from({ length: 40 }, (_, i) =>
          store.commitRoute(route('r', { updated_at: at(i) }), [attempt('r', i)]),
        );
        await Promise.all(commits);
        expect(store.getRoute('r')?.updated_at).toBe(at(39));
        await store.close();

        const again = await reopen();
        expect(again.getRoute('r')?.updated_at).toBe(at(39));
        expect((await again.listAttempts('r')).map((a) => a.seq)).toEqual(
          Array.from({ length: 40 }, (_, i) => i),
        );
      });

      it('keeps every route its own history when commits to many routes interleave', async () => {
        const store = await reopen();
        const ids = ['a', 'b', 'c', 'd'];
        await Promise.all(
          Array.from({ length: 10 }, (_, seq) =>
            ids.map((id) => store.commitRoute(route(id), [attempt(id, seq)])),
          ).flat(),
        );
        await store.close();

        const again = await reopen();
        for (const id of ids) {
          const history = await again.listAttempts(id);
          expect(history.map((a) => [a.route_id, a.seq])).toEqual(
            Array.from({ length: 10 }, (_, s) => [id, s]),
          );
        }
      });

      it('lets a rejected commit not block the commits queued behind it', async () => {
        const store = await reopen();
        const first = store.commitRoute(route('r'), [attempt('r', 3)]);
        const stale = store.commitRoute(route('r'), [attempt('r', 3)]);
        const next = store.commitRoute(route('r', { updated_at: at(9) }), [attempt('r', 4)]);
        await first;
        await expect(stale).rejects.toThrow(/seq/);
        await next;
        expect((await store.listAttempts('r')).map((a) => a.seq)).toEqual([3, 4]);
        expect(store.getRoute('r')?.updated_at).toBe(at(9));
      });

      it('shows nothing of a commit before it resolves, and all of it once it has', async () => {
        const store = await reopen();
        const pending = store.commitRoute(route('r'), [attempt('r', 0)]);
        expect(store.getRoute('r')).toBeUndefined();
        await pending;
        expect(store.getRoute('r')).toEqual(route('r'));
        expect(await store.listAttempts('r')).toEqual([attempt('r', 0)]);
      });

      it('close() waits for commits still in flight', async () => {
        const store = await reopen();
        const pending = store.commitRoute(route('r'), [attempt('r', 0)]);
        await store.close();
        await pending;
        const again = await reopen();
        expect(again.getRoute('r')).toEqual(route('r'));
      });
    });

    describe('compare-and-set for circuits', () => {
      it('creates with expected null at version 1 and increments on each write', async () => {
        const store = await reopen();
        const created = await store.commitCircuit(circuit('provider:a'), null);
        expect(created.version).toBe(1);
        const updated = await store.commitCircuit({ ...created, state: 'half_open' }, 1);
        expect(updated).toEqual({ ...created, state: 'half_open', version: 2 });
        await store.close();

        const again = await reopen();
        expect(again.getCircuit('provider:a')).toEqual(updated);
        expect(again.listCircuits()).toEqual([updated]);
      });

      it('rejects a stale expected version with VersionConflictError and keeps the stored record', async () => {
        const store = await reopen();
        const created = await store.commitCircuit(circuit('k'), null);
        await expect(store.commitCircuit({ ...created, state: 'closed' }, null)).rejects.toBeInstanceOf(
          VersionConflictError,
        );
        const stale = await store.commitCircuit({ ...created, state: 'closed' }, 7).catch((e: unknown) => e);
        expect(stale).toBeInstanceOf(VersionConflictError);
        expect((stale as VersionConflictError).current).toBe(1);
        expect(store.getCircuit('k')).toEqual(created);
      });

      it('lets exactly one of many racing writers with the same expected version win (one probe holder)', async () => {
        const store = await reopen();
        await store.commitCircuit(circuit('k'), null);
        const holders = Array.from({ length: 25 }, (_, i) => `route-${i}`);
        const results = await Promise.allSettled(
          holders.map((holder) =>
            store.commitCircuit(
              circuit('k', {
                state: 'half_open',
                probe: { holder, lease_until: at(30), acquired_at: at(0) },
              }),
              1,
            ),
          ),
        );
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        expect(
          results
            .filter((r) => r.status === 'rejected')
            .every((r) => r.reason instanceof VersionConflictError),
        ).toBe(true);
        await store.close();
        const again = await reopen();
        expect(again.getCircuit('k')?.probe?.holder).toBe('route-0');
        expect(again.getCircuit('k')?.version).toBe(2);
      });

      it('chains writers that each expect the version the previous one produced, in call order', async () => {
        const store = await reopen();
        const writes = [
          store.commitCircuit(circuit('k'), null),
          store.commitCircuit(circuit('k', { consecutive_failures: 2 }), 1),
          store.commitCircuit(circuit('k', { consecutive_failures: 3 }), 2),
        ];
        expect((await Promise.all(writes)).map((c) => c.version)).toEqual([1, 2, 3]);
        expect(store.getCircuit('k')?.consecutive_failures).toBe(3);
      });
    });

    describe('compare-and-set for profiles', () => {
      it('puts, updates, conflicts and deletes by version, durably', async () => {
        const store = await reopen();
        const v1 = await store.putProfile(profile('p'), null);
        expect(v1.version).toBe(1);
        await expect(store.putProfile(profile('p'), null)).rejects.toBeInstanceOf(VersionConflictError);
        const v2 = await store.putProfile({ ...v1, document: { candidates: [] } }, 1);
        expect(v2.version).toBe(2);
        await expect(store.deleteProfile('p', 1)).rejects.toBeInstanceOf(VersionConflictError);
        await store.putProfile(profile('q'), null);
        await store.close();

        const reopened = await reopen();
        expect(reopened.getProfile('p')).toEqual(v2);
        await reopened.deleteProfile('p', 2);
        await expect(reopened.deleteProfile('p', 2)).rejects.toBeInstanceOf(VersionConflictError);
        expect(reopened.getProfile('p')).toBeUndefined();
        await reopened.close();

        const last = await reopen();
        expect(last.listProfiles().map((p) => p.profile_id)).toEqual(['q']);
        // A deleted profile can be created again from nothing.
        expect((await last.putProfile(profile('p'), null)).version).toBe(1);
      });

      it('reads a profile uncopied as getProfile answers it, and a later put replaces it without changing it', async () => {
        const store = await reopen();
        const v1 = await store.putProfile(profile('p'), null);
        const read = store.readProfile?.('p');
        expect(read).toEqual(v1);
        expect(store.readProfile?.('missing')).toBeUndefined();
        const before = JSON.stringify(read);
        await store.putProfile({ ...v1, document: { candidates: [] } }, 1);
        expect(JSON.stringify(read)).toBe(before);
        expect(store.readProfile?.('p')?.version).toBe(2);
      });
    });

    describe('random histories', () => {
      it('reopens to exactly what the resolved commits wrote, whatever the interleaving', async () => {
        const step = fc.record({
          route: fc.constantFrom('a', 'b', 'c'),
          attempts: fc.integer({ min: 0, max: 3 }),
          stale: fc.boolean(),
          awaitIt: fc.boolean(),
        });
        await fc.assert(
          fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 15 }), async (steps) => {
            const local = await makeStore();
            try {
              const store = local.create();
              await store.open();
              const model = new Map<string, { route: StoredRoute; attempts: AttemptRecord[] }>();
              const lastSeq = new Map<string, number>();
              const pending: Promise<unknown>[] = [];
              for (const [n, s] of steps.entries()) {
                const next = route(s.route, { machine_version: n });
                const base = (lastSeq.get(s.route) ?? -1) + 1;
                const attempts = Array.from({ length: s.attempts }, (_, i) =>
                  attempt(s.route, s.stale && s.attempts > 0 ? 0 : base + i),
                );
                const valid = !(s.stale && s.attempts > 0 && (base > 0 || s.attempts > 1));
                const commit = store.commitRoute(next, attempts);
                if (valid) {
                  if (attempts.length > 0) lastSeq.set(s.route, base + s.attempts - 1);
                  const prior = model.get(s.route)?.attempts ?? [];
                  model.set(s.route, { route: next, attempts: [...prior, ...attempts] });
                  pending.push(commit);
                } else pending.push(expect(commit).rejects.toBeInstanceOf(ValidationError));
                if (s.awaitIt) await Promise.all(pending.splice(0));
              }
              await Promise.all(pending);
              await store.close();
              const fresh = local.create();
              await fresh.open();
              expect(fresh.listRoutes()).toHaveLength(model.size);
              for (const [id, m] of model) {
                expect(fresh.getRoute(id)).toEqual(m.route);
                expect(await fresh.listAttempts(id)).toEqual(m.attempts);
              }
              await fresh.close();
            } finally {
              await local.cleanup();
            }
          }),
          { numRuns: options.propertyRuns ?? 25 },
        );
      });
    });
  });
}
