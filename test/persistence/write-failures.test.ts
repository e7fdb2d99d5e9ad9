import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLowdbStore } from '../../persistence/lowdb-store.ts';
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
  const store = createLowdbStore({ dir, fs, now });
  await store.open();
  return { store, armed };
}

async function reopen(): Promise<Store> {
  const store = createLowdbStore({ dir, now });
  await store.open();
  return store;
}

const isRouteDoc = (path: string): boolean =>
  path.includes('/routes/.r.json') || path.endsWith('/routes/r.json');
const isRoutesDir = (path: string): boolean => path.endsWith('/routes');
const isJournal = (path: string): boolean => path.endsWith('/attempts/r.jsonl');
const old = route('r');
const newer = route('r', { updated_at: '2026-01-01T00:10:00.000Z', machine_version: 2 });

const routeFaults: Array<[FaultPoint, string, (path: string) => boolean]> = [
  ['write', 'EIO', isRouteDoc],
  ['write', 'ENOSPC', isRouteDoc],
  ['sync', 'EIO', isRouteDoc],
  ['rename', 'EIO', isRouteDoc],
  ['open', 'ENOSPC', isRouteDoc],
  ['sync', 'EIO', isRoutesDir],
  ['open', 'ENOSPC', isJournal],
  ['write', 'ENOSPC', isJournal],
  ['datasync', 'EIO', isJournal],
];

describe('lowdb store: a failing write', () => {
  it.each(routeFaults)(
    'at %s (%s) on %s rejects with StoreWriteError and keeps the previous route and history',
    async (point, code, where) => {
      const { store, armed } = await storeWithFault(point, where, code, true);
      await store.commitRoute(old, [attempt('r', 0)]);
      armed.on = true;

      const error = await store.commitRoute(newer, [attempt('r', 1)]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StoreWriteError);
      expect((error as StoreWriteError).message).toContain(code);
      expect(store.getRoute('r')).toEqual(old);
      expect(await store.listAttempts('r')).toEqual([attempt('r', 0)]);
      expect((await readdir(join(dir, 'routes'))).filter((n) => n.endsWith('.tmp'))).toEqual([]);

      const fresh = await reopen();
      expect(fresh.getRoute('r')).toEqual(old);
      expect(await fresh.listAttempts('r')).toEqual([attempt('r', 0)]);
      await fresh.close();

      // The same store keeps working once the device recovers, and its next append replaces the torn one.
      await store.commitRoute(newer, [attempt('r', 1, { reason: 'after recovery' })]);
      await store.close();
      const last = await reopen();
      expect(last.getRoute('r')).toEqual(newer);
      expect(await last.listAttempts('r')).toEqual([
        attempt('r', 0),
        attempt('r', 1, { reason: 'after recovery' }),
      ]);
    },
  );

  it('on the very first commit of a route leaves no route behind', async () => {
    const { store, armed } = await storeWithFault('rename', isRouteDoc, 'EIO');
    armed.on = true;
    await expect(store.commitRoute(old, [attempt('r', 0)])).rejects.toBeInstanceOf(StoreWriteError);
    expect(store.getRoute('r')).toBeUndefined();
    const fresh = await reopen();
    expect(fresh.listRoutes()).toEqual([]);
    expect(await fresh.listAttempts('r')).toEqual([]);
  });

  it('that cannot be rolled back stops further writes until the store is reopened', async () => {
    const { store, armed } = await storeWithFault('sync', isRoutesDir, 'EIO');
    await store.commitRoute(old);
    armed.on = true;
    await expect(store.commitRoute(newer)).rejects.toBeInstanceOf(StoreWriteError);
    armed.on = false;
    await expect(store.commitRoute(newer)).rejects.toThrow(/reopen/);
    expect(store.getRoute('r')).toEqual(old);

    const fresh = await reopen();
    expect(fresh.getRoute('r')).toEqual(old);
    await fresh.commitRoute(newer);
    expect(fresh.getRoute('r')).toEqual(newer);
  });

  it('of a circuit or profile rejects with StoreWriteError and keeps the stored version', async () => {
    const { store, armed } = await storeWithFault(
      'sync',
      (p) => p.includes('/circuits/') || p.includes('/profiles/'),
      'EIO',
    );
    const c1 = await store.commitCircuit(circuit('k'), null);
    const p1 = await store.putProfile(profile('p'), null);
    armed.on = true;
    await expect(store.commitCircuit({ ...c1, state: 'closed' }, 1)).rejects.toBeInstanceOf(StoreWriteError);
    await expect(store.putProfile(p1, 1)).rejects.toBeInstanceOf(StoreWriteError);
    expect(store.getCircuit('k')).toEqual(c1);
    expect(store.getProfile('p')).toEqual(p1);
    armed.on = false;
    expect((await store.commitCircuit({ ...c1, state: 'closed' }, 1)).version).toBe(2);

    const fresh = await reopen();
    expect(fresh.getProfile('p')).toEqual(p1);
    expect(fresh.getCircuit('k')?.state).toBe('closed');
  });

  it('of a profile deletion keeps the profile', async () => {
    const { store, armed } = await storeWithFault('unlink', (p) => p.includes('/profiles/'), 'EIO');
    const p1 = await store.putProfile(profile('p'), null);
    armed.on = true;
    await expect(store.deleteProfile('p', 1)).rejects.toBeInstanceOf(StoreWriteError);
    expect(store.getProfile('p')).toEqual(p1);
    const fresh = await reopen();
    expect(fresh.getProfile('p')).toEqual(p1);
  });

  it('while creating a new store rejects with StoreWriteError', async () => {
    const fs = faultyFs((point, path) =>
      point === 'sync' && path.includes('.store.json.') ? 'ENOSPC' : undefined,
    );
    await expect(createLowdbStore({ dir, fs, now }).open()).rejects.toBeInstanceOf(StoreWriteError);
    await expect(readFile(join(dir, 'store.json'))).rejects.toThrow(/ENOENT/);
    const fresh = await reopen();
    expect(fresh.listRoutes()).toEqual([]);
  });
});

describe('lowdb store: a journal left dirty by a failed commit', () => {
  it('is truncated back to its committed length before the next append, and a failing truncate rejects cleanly', async () => {
    const faults = new Set<FaultPoint>();
    const fs = faultyFs((point, path) => (faults.has(point) && isJournal(path) ? 'EIO' : undefined));
    const store = createLowdbStore({ dir, fs, now });
    await store.open();
    await store.commitRoute(old, [attempt('r', 0)]);
    const committed = await readFile(join(dir, 'attempts', 'r.jsonl'));

    faults.add('datasync');
    await expect(store.commitRoute(newer, [attempt('r', 1)])).rejects.toBeInstanceOf(StoreWriteError);
    expect((await readFile(join(dir, 'attempts', 'r.jsonl'))).length).toBeGreaterThan(committed.length);
    faults.delete('datasync');

    faults.add('truncate');
    await expect(store.commitRoute(newer, [attempt('r', 1)])).rejects.toBeInstanceOf(StoreWriteError);
    faults.delete('truncate');

    await store.commitRoute(newer, [attempt('r', 2)]);
    const journal = await readFile(join(dir, 'attempts', 'r.jsonl'), 'utf8');
    expect(journal).toBe(`${committed.toString('utf8')}${JSON.stringify(attempt('r', 2))}\n`);
  });
});

describe('lowdb store: the journal and the document failing together', () => {
  it('rejects once with StoreWriteError, leaves no temp file and keeps the previous state', async () => {
    const fs = faultyFs((point, path) =>
      point === 'write' && (isJournal(path) || path.includes('/routes/')) ? 'ENOSPC' : undefined,
    );
    const store = createLowdbStore({ dir, fs, now });
    await store.open();
    const error = await store.commitRoute(newer, [attempt('r', 0)]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreWriteError);
    expect(store.getRoute('r')).toBeUndefined();
    expect(await readdir(join(dir, 'routes'))).toEqual([]);
    const fresh = await reopen();
    expect(fresh.listRoutes()).toEqual([]);
  });
});
