import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FsPort } from '../../persistence/fs-port.ts';
import { nodeFs } from '../../persistence/fs-port.ts';
import { createLogStore, type LogStore } from '../../persistence/log-store.ts';
import { describeStoreConformance } from './conformance.ts';
import { attempt, circuit, logBacking, now, profile, route, T0, tempDir } from './helpers.ts';

describeStoreConformance('log store', () => logBacking());
describeStoreConformance('log store in 1 KB segments, compacting every few records', () =>
  logBacking({ segmentBytes: 1024, compactAfterBytes: 2048 }),
);

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterEach(async () => {
  await cleanup();
});

async function open(options: { fs?: FsPort; segmentBytes?: number; compactAfterBytes?: number } = {}) {
  const store = createLogStore({ dir, now, ...options });
  await store.open();
  return store;
}

const files = async (): Promise<string[]> => (await readdir(dir)).sort();

/** Counts fdatasyncs and lets a test hold them: `gate` resolves when the held sync may finish. */
function syncingFs(): { fs: FsPort; datasyncs: () => number; hold(): () => void } {
  let count = 0;
  let gate: Promise<void> | null = null;
  return {
    datasyncs: () => count,
    hold() {
      let release = (): void => undefined;
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
    fs: {
      ...nodeFs,
      async open(path, flags) {
        const handle = await nodeFs.open(path, flags);
        return {
          ...handle,
          async datasync() {
            count++;
            if (gate) await gate;
            await handle.datasync();
          },
        };
      },
    },
  };
}

describe('log store: layout', () => {
  it('creates store.json (schema 2) on first open, and the first segment on the first commit', async () => {
    const store = await open();
    expect(await files()).toEqual(['store.json']);
    expect(JSON.parse(await readFile(join(dir, 'store.json'), 'utf8'))).toEqual({
      schema_version: 2,
      format: 'recourse-store',
      created_at: T0.toISOString(),
    });
    await store.commitRoute(route('r'), [attempt('r', 0)]);
    expect(await files()).toEqual(['segment-0000000001.log', 'store.json']);
    await store.close();
  });

  it('starts a new segment once the current one is full, and reloads across segments', async () => {
    const store = await open({ segmentBytes: 1024, compactAfterBytes: 1e9 });
    for (let i = 0; i < 12; i++) await store.commitRoute(route(`r${i}`), [attempt(`r${i}`, 0)]);
    await store.close();
    const segments = (await files()).filter((n) => n.startsWith('segment-'));
    expect(segments.length).toBeGreaterThan(3);
    const again = await open();
    expect(again.listRoutes()).toHaveLength(12);
    await again.close();
  });
});

describe('log store: group commit', () => {
  it('puts every commit waiting when a write starts into that write, sharing one fdatasync', async () => {
    const { fs, datasyncs, hold } = syncingFs();
    const store = await open({ fs });
    await store.commitRoute(route('first'));
    const release = hold();
    const running = store.commitRoute(route('running'));
    const waiting = Array.from({ length: 16 }, (_, i) =>
      store.commitRoute(route(`w${i}`), [attempt(`w${i}`, 0)]),
    );
    const before = datasyncs();
    release();
    await Promise.all([running, ...waiting]);
    // One sync for the commit already being written, one more for all 16 that waited.
    expect(datasyncs() - before).toBe(1);
    expect(store.listRoutes()).toHaveLength(18);
    await store.close();
  });

  it('resolves a commit only after the fdatasync that covers it, and shows nothing of it before', async () => {
    const { fs, hold } = syncingFs();
    const store = await open({ fs });
    const release = hold();
    let resolved = false;
    const commit = store.commitRoute(route('r')).then(() => {
      resolved = true;
    });
    for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
    expect(resolved).toBe(false);
    expect(store.getRoute('r')).toBeUndefined();
    release();
    await commit;
    expect(store.getRoute('r')).toEqual(route('r'));
    await store.close();
  });
});

describe('log store: compaction', () => {
  async function seeded(): Promise<LogStore> {
    const store = await open();
    for (let i = 0; i < 5; i++)
      await store.commitRoute(route(`r${i}`), [attempt(`r${i}`, 0), attempt(`r${i}`, 1)]);
    await store.commitCircuit(circuit('k'), null);
    await store.putProfile(profile('p'), null);
    await store.putProfile(profile('gone'), null);
    await store.deleteProfile('gone', 1);
    return store;
  }

  async function expectSeeded(store: LogStore, extra = 0): Promise<void> {
    expect(store.listRoutes()).toHaveLength(5 + extra);
    expect((await store.listAttempts('r3')).map((a) => a.seq)).toEqual([0, 1]);
    expect(store.getCircuit('k')?.version).toBe(1);
    expect(store.listProfiles().map((p) => p.profile_id)).toEqual(['p']);
  }

  it('writes a snapshot, drops the segments it covers, and later commits go to the next segment', async () => {
    const store = await seeded();
    await store.compact();
    expect(await files()).toEqual(['snapshot-0000000002.log', 'store.json']);
    await store.commitRoute(route('after'), [attempt('after', 0)]);
    await store.close();
    expect(await files()).toEqual(['segment-0000000002.log', 'snapshot-0000000002.log', 'store.json']);
    const again = await open();
    await expectSeeded(again, 1);
    expect(await again.listAttempts('after')).toEqual([attempt('after', 0)]);
    await again.close();
  });

  it('keeps every commit made while a snapshot is being written', async () => {
    const store = await seeded();
    const commits = Array.from({ length: 50 }, (_, i) =>
      store.commitRoute(route(`c${i}`), [attempt(`c${i}`, 0)]),
    );
    const compaction = store.compact();
    commits.push(
      ...Array.from({ length: 50 }, (_, i) => store.commitRoute(route(`d${i}`), [attempt(`d${i}`, 0)])),
    );
    await Promise.all([compaction, ...commits]);
    await store.commitRoute(route('r0'), [attempt('r0', 2)]);
    await store.close();
    const again = await open();
    await expectSeeded(again, 100);
    expect((await again.listAttempts('r0')).map((a) => a.seq)).toEqual([0, 1, 2]);
    await again.close();
  });

  it('loads correctly after a crash between the snapshot rename and the deletion of old segments', async () => {
    const store = await seeded();
    await store.close();
    const segment = await readFile(join(dir, 'segment-0000000001.log'));
    const compacting = await open();
    await compacting.compact();
    await compacting.close();
    // Put the covered segment back, as if the crash came before its deletion.
    await writeFile(join(dir, 'segment-0000000001.log'), segment);
    const again = await open();
    await expectSeeded(again);
    await again.close();
  });

  it('ignores a snapshot temp file left by a crash before its rename', async () => {
    const store = await seeded();
    await store.close();
    await writeFile(join(dir, '.snapshot-0000000002.log.999.1.tmp'), 'half a snapshot');
    const again = await open();
    await expectSeeded(again);
    await again.close();
    expect(await readFile(join(dir, '.snapshot-0000000002.log.999.1.tmp'), 'utf8')).toBe('half a snapshot');
  });

  it('runs on its own once the log outgrows the last snapshot', async () => {
    const store = await open({ compactAfterBytes: 4096 });
    for (let i = 0; i < 40; i++) await store.commitRoute(route('r'), [attempt('r', i)]);
    await store.close();
    const names = await files();
    expect(names.some((n) => n.startsWith('snapshot-'))).toBe(true);
    expect(names).not.toContain('segment-0000000001.log');
    const again = await open();
    expect((await again.listAttempts('r')).map((a) => a.seq)).toEqual(
      Array.from({ length: 40 }, (_, i) => i),
    );
    await again.close();
  });
});
