import { readdir } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, StoreConfigError } from '../../persistence/open-store.ts';
import { now, route, tempDir } from './helpers.ts';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterEach(async () => {
  await cleanup();
});

describe('openStore', () => {
  it('opens the embedded store in <dataDir>/store when no URL is given', async () => {
    const store = await openStore({ dataDir: dir, url: '', now });
    await store.commitRoute(route('r'));
    await store.close();
    expect((await readdir(`${dir}/store`)).sort()).toEqual(['segment-0000000001.log', 'store.json']);
  });

  it('refuses a URL of an unknown scheme without echoing the URL (it may hold a password)', async () => {
    const error = await openStore({ dataDir: dir, url: 'mysql://admin:hunter2@db/recourse' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StoreConfigError);
    expect((error as Error).message).toMatch(/"mysql:" store/);
    expect((error as Error).message).not.toContain('hunter2');
    await expect(readdir(dir)).rejects.toThrow(/ENOENT/);
  });
});
