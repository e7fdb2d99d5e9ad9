import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLowdbStore } from '../../persistence/lowdb-store.ts';
import type { Store } from '../../persistence/store.ts';
import { VersionConflictError } from '../../persistence/store.ts';
import { attempt, circuit, now, profile, route, tempDir } from './helpers.ts';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterEach(async () => {
  await cleanup();
});

async function reopen(): Promise<Store> {
  const store = createLowdbStore({ dir, now });
  await store.open();
  return store;
}

const at = (s: number): string => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString();

describe('lowdb store: ordering of concurrent commits', () => {
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
      expect(history.map((a) => [a.route_id, a.seq])).toEqual(Array.from({ length: 10 }, (_, s) => [id, s]));
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

describe('lowdb store: compare-and-set for circuits', () => {
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
    const again = store.commitCircuit({ ...created, state: 'closed' }, null);
    await expect(again).rejects.toBeInstanceOf(VersionConflictError);
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
          circuit('k', { state: 'half_open', probe: { holder, lease_until: at(30), acquired_at: at(0) } }),
          1,
        ),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(
      results.filter((r) => r.status === 'rejected').every((r) => r.reason instanceof VersionConflictError),
    ).toBe(true);
    await store.close();
    const again = await reopen();
    expect(again.getCircuit('k')?.probe?.holder).toBe('route-0');
    expect(again.getCircuit('k')?.version).toBe(2);
  });
});

describe('lowdb store: compare-and-set for profiles', () => {
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
  });
});
