import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLowdbStore } from '../../persistence/lowdb-store.ts';
import type { Store } from '../../persistence/store.ts';
import { ValidationError } from '../../validation/field-errors.ts';
import { attempt, now, route, T0, tempDir } from './helpers.ts';

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

describe('lowdb store: round trips through real files', () => {
  it('creates the layout and a store.json carrying schema_version on first open', async () => {
    const store = await reopen();
    await store.close();
    expect((await readdir(dir)).sort()).toEqual(['attempts', 'circuits', 'profiles', 'routes', 'store.json']);
    const meta = JSON.parse(await readFile(join(dir, 'store.json'), 'utf8'));
    expect(meta).toEqual({ schema_version: 1, format: 'recourse-store', created_at: T0.toISOString() });
  });

  it('reloads a committed route and its attempts equal to what was committed', async () => {
    const store = await reopen();
    const r = route('route-1', { dispatch: null, snapshot: { value: { retry_wait: {} }, deadline: 'x' } });
    const attempts = [attempt('route-1', 0), attempt('route-1', 1, { event: 'dispatched', action: null })];
    await store.commitRoute(r, attempts);
    await store.close();

    const again = await reopen();
    expect(again.listRoutes()).toEqual([r]);
    expect(again.getRoute('route-1')).toEqual(r);
    expect(await again.listAttempts('route-1')).toEqual(attempts);
    expect(again.getRoute('missing')).toBeUndefined();
    expect(await again.listAttempts('missing')).toEqual([]);
  });

  it('keeps only the latest route document but appends every attempt in order', async () => {
    const store = await reopen();
    await store.commitRoute(route('r'), [attempt('r', 0)]);
    const dispatched = route('r', {
      updated_at: '2026-01-01T00:00:05.000Z',
      dispatch: {
        attempt_id: 'att-1',
        invocation_id: 'inv-1',
        generation: 1,
        candidate_id: 'cand-1',
        recorded_at: '2026-01-01T00:00:05.000Z',
        status: 'recorded',
      },
    });
    await store.commitRoute(dispatched, [attempt('r', 1), attempt('r', 2)]);
    await store.commitRoute(dispatched);
    await store.close();

    const again = await reopen();
    expect(again.getRoute('r')).toEqual(dispatched);
    expect((await again.listAttempts('r')).map((a) => a.seq)).toEqual([0, 1, 2]);
    const journal = await readFile(join(dir, 'attempts', 'r.jsonl'), 'utf8');
    expect(journal.trimEnd().split('\n')).toHaveLength(3);
  });

  it('maps IDs with any characters to safe file names and back', async () => {
    const store = await reopen();
    const ids = ['a/b', '..', '.hidden', 'ünï code', 'x'.repeat(400), 'kanban:task#42?'];
    for (const id of ids) await store.commitRoute(route(id), [attempt(id, 0)]);
    await store.close();

    const names = await readdir(join(dir, 'routes'));
    expect(names.every((n) => /^[A-Za-z0-9_%~-]+\.json$/.test(n) && n.length < 200)).toBe(true);
    const again = await reopen();
    expect(
      again
        .listRoutes()
        .map((r) => r.route_id)
        .sort(),
    ).toEqual([...ids].sort());
    for (const id of ids) expect(await again.listAttempts(id)).toEqual([attempt(id, 0)]);
  });

  it('hands out copies, so a caller mutating a result cannot change the store', async () => {
    const store = await reopen();
    await store.commitRoute(route('r'), [attempt('r', 0)]);
    const got = store.getRoute('r');
    if (got === undefined) throw new Error('route missing');
    got.machine_version = 99;
    (await store.listAttempts('r'))[0]!.seq = 42;
    expect(store.getRoute('r')?.machine_version).toBe(1);
    expect((await store.listAttempts('r'))[0]?.seq).toBe(0);
  });

  it('rejects invalid input with field-addressed errors and changes nothing', async () => {
    const store = await reopen();
    await store.commitRoute(route('r'), [attempt('r', 5)]);
    const bad = { ...route('r'), caller: 'nobody' } as unknown as Parameters<Store['commitRoute']>[0];
    const error = await store.commitRoute(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors.map((e) => e.path)).toEqual(['route.caller']);

    const otherRoute = await store.commitRoute(route('r'), [attempt('q', 6)]).catch((e: unknown) => e);
    expect((otherRoute as ValidationError).errors.map((e) => e.path)).toEqual(['attempts.0.route_id']);

    const backwards = await store.commitRoute(route('r'), [attempt('r', 5)]).catch((e: unknown) => e);
    expect((backwards as ValidationError).errors).toEqual([
      expect.objectContaining({ path: 'attempts.0.seq', code: 'seq_order' }),
    ]);
    await store.close();

    const again = await reopen();
    expect(again.getRoute('r')).toEqual(route('r'));
    expect(await again.listAttempts('r')).toEqual([attempt('r', 5)]);
  });

  it('refuses reads and writes before open and after close', async () => {
    const store = createLowdbStore({ dir, now });
    expect(() => store.listRoutes()).toThrow(/call open\(\) first/);
    await store.open();
    await store.close();
    await expect(store.commitRoute(route('r'))).rejects.toThrow(/closed/);
  });

  it('commits and reloads 1,000 routes', async () => {
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
