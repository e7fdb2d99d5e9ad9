import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { frame } from '../../persistence/frames.ts';
import { type FsPort, nodeFs } from '../../persistence/fs-port.ts';
import { createLogStore } from '../../persistence/log-store.ts';
import type { Store } from '../../persistence/store.ts';
import { StoreWriteError } from '../../persistence/store.ts';
import type { FaultPoint } from './helpers.ts';
import { attempt, circuit, faultyFs, now, profile, route, tempDir } from './helpers.ts';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterEach(async () => {
  await cleanup();
});

/** A store whose file system fails at `point` on paths matching `where`, while `armed.on`. */
async function storeWithFault(
  point: FaultPoint,
  where: (path: string) => boolean,
  code: string,
  once = false,
) {
  const armed = { on: false };
  const fs = faultyFs((p, path) => {
    if (!armed.on || p !== point || !where(path)) return undefined;
    if (once) armed.on = false;
    return code;
  });
  const store = createLogStore({ dir, fs, now });
  await store.open();
  return { store, armed };
}

async function reopen(fs?: FsPort): Promise<Store> {
  const store = createLogStore({ dir, now, ...(fs ? { fs } : {}) });
  await store.open();
  return store;
}

const isSegment = (path: string): boolean => /segment-\d+\.log$/.test(path);
const isFirstSegment = (path: string): boolean => path.endsWith('segment-0000000001.log');
const isDir = (path: string): boolean => path === dir;
const old = route('r');
const newer = route('r', { updated_at: '2026-01-01T00:10:00.000Z', machine_version: 2 });

const appendFaults: Array<[FaultPoint, string]> = [
  ['open', 'ENOSPC'],
  ['write', 'EIO'],
  ['write', 'ENOSPC'],
  ['datasync', 'EIO'],
];

describe('log store: a failing append', () => {
  it.each(appendFaults)(
    'at %s (%s) rejects with StoreWriteError, keeps the previous route and history, and later commits land',
    async (point, code) => {
      const { store, armed } = await storeWithFault(point, isSegment, code, true);
      await store.commitRoute(old, [attempt('r', 0)]);
      // A fresh instance, so the next append opens the segment again.
      await store.close();
      const { store: second, armed: armed2 } = await storeWithFault(point, isSegment, code, true);
      armed.on = false;
      armed2.on = true;

      const error = await second.commitRoute(newer, [attempt('r', 1)]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StoreWriteError);
      expect((error as StoreWriteError).message).toContain(code);
      expect(second.getRoute('r')).toEqual(old);
      expect(await second.listAttempts('r')).toEqual([attempt('r', 0)]);

      const fresh = await reopen();
      expect(fresh.getRoute('r')).toEqual(old);
      expect(await fresh.listAttempts('r')).toEqual([attempt('r', 0)]);
      await fresh.close();

      // The same store keeps working once the device recovers.
      await second.commitRoute(newer, [attempt('r', 1, { reason: 'after recovery' })]);
      await second.close();
      const last = await reopen();
      expect(last.getRoute('r')).toEqual(newer);
      expect(await last.listAttempts('r')).toEqual([
        attempt('r', 0),
        attempt('r', 1, { reason: 'after recovery' }),
      ]);
      await last.close();
    },
  );

  it.each([
    ['open', isFirstSegment],
    ['write', isFirstSegment],
    ['datasync', isFirstSegment],
    ['sync', isDir],
  ] as Array<[FaultPoint, (path: string) => boolean]>)(
    'at %s on the very first commit (a new segment) leaves no route behind',
    async (point, where) => {
      const { store, armed } = await storeWithFault(point, where, 'EIO', true);
      armed.on = true;
      await expect(store.commitRoute(old, [attempt('r', 0)])).rejects.toBeInstanceOf(StoreWriteError);
      expect(store.getRoute('r')).toBeUndefined();
      const fresh = await reopen();
      expect(fresh.listRoutes()).toEqual([]);
      await fresh.close();
      await store.commitRoute(newer, [attempt('r', 3)]);
      await store.close();
      const last = await reopen();
      expect(last.getRoute('r')).toEqual(newer);
      expect(await last.listAttempts('r')).toEqual([attempt('r', 3)]);
      await last.close();
    },
  );

  it('rejects every commit of the group whose fdatasync failed, and none of the next group', async () => {
    let calls = 0;
    let failAt = -1;
    let holdSync: Promise<void> | null = null;
    let release = (): void => undefined;
    const fs: FsPort = {
      ...nodeFs,
      async open(path, flags) {
        const handle = await nodeFs.open(path, flags);
        return {
          ...handle,
          // Writes and syncs go through the calls below, not one durable write that passes them by.
          writeDurable: undefined,
          async datasync() {
            const n = ++calls;
            if (holdSync) await holdSync;
            if (n === failAt) throw Object.assign(new Error('EIO: simulated'), { code: 'EIO' });
            await handle.datasync();
          },
        };
      },
    };
    // One group at a time: the test counts syncs in order (groups in flight are tested in log-store.test.ts).
    const store = createLogStore({ dir, fs, now, groupsInFlight: 1 });
    await store.open();
    await store.commitRoute(route('before'));
    await new Promise((resolve) => setImmediate(resolve));
    holdSync = new Promise<void>((resolve) => {
      release = () => {
        holdSync = null;
        resolve();
      };
    });
    const first = store.commitRoute(route('first'));
    const group = Array.from({ length: 8 }, (_, i) => store.commitRoute(route(`g${i}`)));
    // The running commit's sync comes next, then the group's.
    failAt = calls + 2;
    release();
    await first;
    const results = await Promise.allSettled(group);
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof StoreWriteError)).toBe(true);
    expect((results[0] as PromiseRejectedResult).reason.message).toMatch(/group of 8 commits/);
    expect(
      store
        .listRoutes()
        .map((r) => r.route_id)
        .sort(),
    ).toEqual(['before', 'first']);
    await store.commitRoute(route('after'));
    await store.close();
    const fresh = await reopen();
    expect(
      fresh
        .listRoutes()
        .map((r) => r.route_id)
        .sort(),
    ).toEqual(['after', 'before', 'first']);
    await fresh.close();
  });

  it('after a failed fdatasync writes only to a new segment whose header fences the failed bytes', async () => {
    // The failed group's bytes stay in the old segment (the cut-back fails too): they must never count.
    const faults = new Set<FaultPoint>();
    const fs = faultyFs((point, path) => (faults.has(point) && isSegment(path) ? 'EIO' : undefined));
    const store = createLogStore({ dir, fs, now });
    await store.open();
    await store.commitRoute(old, [attempt('r', 0)]);
    const committed = (await stat(join(dir, 'segment-0000000001.log'))).size;

    faults.add('datasync');
    faults.add('truncate');
    await expect(store.commitRoute(newer, [attempt('r', 1)])).rejects.toBeInstanceOf(StoreWriteError);
    faults.clear();
    const failedBytes = await readFile(join(dir, 'segment-0000000001.log'));
    expect(failedBytes.length).toBeGreaterThan(committed);
    expect(
      failedBytes.includes(frame(JSON.stringify({ t: 'route', route: newer, attempts: [attempt('r', 1)] }))),
    ).toBe(true);

    await store.commitRoute(route('r', { machine_version: 3 }), [attempt('r', 2)]);
    expect((await readdir(dir)).filter((n) => n.startsWith('segment-')).sort()).toEqual([
      'segment-0000000001.log',
      'segment-0000000002.log',
    ]);
    await store.close();

    const fresh = await reopen();
    expect(fresh.getRoute('r')?.machine_version).toBe(3);
    expect((await fresh.listAttempts('r')).map((a) => a.seq)).toEqual([0, 2]);
    await fresh.close();
    // Opening cut the fenced bytes off the old segment.
    expect((await stat(join(dir, 'segment-0000000001.log'))).size).toBe(committed);
  });

  it('of a circuit or profile rejects with StoreWriteError and keeps the stored version', async () => {
    const { store, armed } = await storeWithFault('datasync', isSegment, 'EIO');
    const c1 = await store.commitCircuit(circuit('k'), null);
    const p1 = await store.putProfile(profile('p'), null);
    armed.on = true;
    await expect(store.commitCircuit({ ...c1, state: 'closed' }, 1)).rejects.toBeInstanceOf(StoreWriteError);
    await expect(store.putProfile(p1, 1)).rejects.toBeInstanceOf(StoreWriteError);
    await expect(store.deleteProfile('p', 1)).rejects.toBeInstanceOf(StoreWriteError);
    expect(store.getCircuit('k')).toEqual(c1);
    expect(store.getProfile('p')).toEqual(p1);
    armed.on = false;
    expect((await store.commitCircuit({ ...c1, state: 'closed' }, 1)).version).toBe(2);
    await store.close();

    const fresh = await reopen();
    expect(fresh.getProfile('p')).toEqual(p1);
    expect(fresh.getCircuit('k')?.state).toBe('closed');
    await fresh.close();
  });

  it('while creating a new store rejects with StoreWriteError and leaves no store.json', async () => {
    const fs = faultyFs((point, path) =>
      point === 'sync' && path.includes('.store.json.') ? 'ENOSPC' : undefined,
    );
    await expect(createLogStore({ dir, fs, now }).open()).rejects.toBeInstanceOf(StoreWriteError);
    await expect(readFile(join(dir, 'store.json'))).rejects.toThrow(/ENOENT/);
    const fresh = await reopen();
    expect(fresh.listRoutes()).toEqual([]);
    await fresh.close();
  });

  it('of a compaction rejects compact(), keeps every segment, and loses nothing', async () => {
    const fs = faultyFs((point, path) =>
      point === 'sync' && path.includes('.snapshot-') ? 'EIO' : undefined,
    );
    const store = createLogStore({ dir, fs, now });
    await store.open();
    await store.commitRoute(old, [attempt('r', 0)]);
    await expect(store.compact()).rejects.toThrow(/EIO/);
    expect((await readdir(dir)).filter((n) => n.includes('snapshot'))).toEqual([]);
    await store.commitRoute(newer, [attempt('r', 1)]);
    await store.close();
    const fresh = await reopen();
    expect(fresh.getRoute('r')).toEqual(newer);
    expect((await fresh.listAttempts('r')).map((a) => a.seq)).toEqual([0, 1]);
    await fresh.close();
  });
});
