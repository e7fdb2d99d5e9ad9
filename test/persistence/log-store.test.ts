import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { frame, framePieces } from '../../persistence/frames.ts';
import type { FsPort } from '../../persistence/fs-port.ts';
import { nodeFs } from '../../persistence/fs-port.ts';
import { createLogStore, type LogStore } from '../../persistence/log-store.ts';
import { StoreWriteError, VersionConflictError } from '../../persistence/store.ts';
import { ValidationError } from '../../validation/field-errors.ts';
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

async function open(
  options: { fs?: FsPort; segmentBytes?: number; compactAfterBytes?: number; groupsInFlight?: number } = {},
) {
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
          // Every sync goes through the call below, not one durable write that passes it by.
          writeDurable: undefined,
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
    const gated = gatedFs();
    const store = await open({ fs: gated.fs, groupsInFlight: 1 });
    await store.commitRoute(route('first'));
    gated.arm();
    const running = store.commitRoute(route('running'));
    await gated.synced(1);
    const waiting = Array.from({ length: 16 }, (_, i) =>
      store.commitRoute(route(`w${i}`), [attempt(`w${i}`, 0)]),
    );
    await settle();
    // With one group in flight, nothing more is written while its sync runs.
    expect(gated.writes()).toBe(1);
    gated.release(1);
    await gated.synced(2);
    gated.release(2);
    await Promise.all([running, ...waiting]);
    // One write and sync for the commit already being written, one more for all 16 that waited.
    expect(gated.writes()).toBe(2);
    expect(store.listRoutes()).toHaveLength(18);
    gated.disarm();
    await store.close();
  });

  it('keeps a commit as it was when committed, even when the caller changes its objects while it waits for a group', async () => {
    // The commit check takes the caller's objects without zod's copy: they are encoded at once.
    const gated = gatedFs();
    const store = await open({ fs: gated.fs, groupsInFlight: 1 });
    await store.commitRoute(route('first'));
    gated.arm();
    const running = store.commitRoute(route('running'));
    await gated.synced(1);
    const waiting = route('w');
    const attempts = [attempt('w', 0)];
    const committed = store.commitRoute(waiting, attempts);
    (waiting.snapshot as { value: string }).value = 'changed by the caller';
    attempts[0]!.seq = 7;
    gated.release(1);
    await gated.synced(2);
    gated.release(2);
    await Promise.all([running, committed]);
    gated.disarm();
    expect(store.getRoute('w')).toEqual(route('w'));
    await store.close();
    const again = await open();
    expect(again.getRoute('w')).toEqual(route('w'));
    expect(await again.listAttempts('w')).toEqual([attempt('w', 0)]);
    await again.close();
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

/** Holds each fdatasync until the test releases it by number (1 = the first sync after `arm`). */
function gatedFs(): {
  fs: FsPort;
  arm(): void;
  synced(n: number): Promise<void>;
  release(n: number, error?: Error): void;
  /** Stops holding syncs (e.g. close()'s own). */
  disarm(): void;
  writes: () => number;
} {
  let armed = false;
  let calls = 0;
  let writes = 0;
  const gates = new Map<number, { promise: Promise<void>; open: (error?: Error) => void }>();
  const reached = new Map<number, () => void>();
  const reachedAt = new Map<number, Promise<void>>();
  const gate = (n: number) => {
    let found = gates.get(n);
    if (!found) {
      let open = (_error?: Error): void => undefined;
      const promise = new Promise<void>((resolve, reject) => {
        open = (error) => (error ? reject(error) : resolve());
      });
      found = { promise, open };
      gates.set(n, found);
    }
    return found;
  };
  const signal = (n: number): Promise<void> => {
    let p = reachedAt.get(n);
    if (!p) {
      p = new Promise<void>((resolve) => reached.set(n, resolve));
      reachedAt.set(n, p);
    }
    return p;
  };
  return {
    arm: () => {
      armed = true;
    },
    disarm: () => {
      armed = false;
    },
    writes: () => writes,
    synced: (n) => signal(n),
    release: (n, error) => gate(n).open(error),
    fs: {
      ...nodeFs,
      async open(path, flags) {
        const handle = await nodeFs.open(path, flags);
        return {
          ...handle,
          // Writes and syncs go through the calls below, not one durable write that passes them by.
          writeDurable: undefined,
          async write(buffer, position) {
            if (armed) writes++;
            await handle.write(buffer, position);
          },
          async datasync() {
            if (!armed) return handle.datasync();
            const n = ++calls;
            await handle.datasync();
            signal(n);
            reached.get(n)?.();
            await gate(n).promise;
          },
        };
      },
    },
  };
}

const settle = async (): Promise<void> => {
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
};

describe('log store: groups in flight (pipelined group commit)', () => {
  it('writes and syncs the commits that arrive while a group syncs, without waiting for that sync', async () => {
    const gated = gatedFs();
    const store = await open({ fs: gated.fs });
    await store.commitRoute(route('first'));
    gated.arm();
    const running = store.commitRoute(route('running'));
    await gated.synced(1);
    const behind = Array.from({ length: 8 }, (_, i) => store.commitRoute(route(`b${i}`)));
    // The second group reached its own fdatasync while the first one's is still held.
    await gated.synced(2);
    expect(gated.writes()).toBe(2);
    gated.release(1);
    gated.release(2);
    await Promise.all([running, ...behind]);
    expect(store.listRoutes()).toHaveLength(10);
    gated.disarm();
    await store.close();
  });

  it('resolves and shows a later group only after every earlier one, even when its own sync ends first', async () => {
    const gated = gatedFs();
    const store = await open({ fs: gated.fs });
    await store.commitRoute(route('first'));
    gated.arm();
    const order: string[] = [];
    const earlier = store.commitRoute(route('earlier')).then(() => order.push('earlier'));
    await gated.synced(1);
    const later = store.commitRoute(route('later')).then(() => order.push('later'));
    await gated.synced(2);
    gated.release(2);
    await settle();
    expect(order).toEqual([]);
    expect(store.getRoute('later')).toBeUndefined();
    gated.release(1);
    await Promise.all([earlier, later]);
    expect(order).toEqual(['earlier', 'later']);
    gated.disarm();
    await store.close();
  });

  it('plans a later group against the commits of the groups before it (compare-and-set, attempt order)', async () => {
    const gated = gatedFs();
    const store = await open({ fs: gated.fs });
    await store.commitRoute(route('r'), [attempt('r', 0)]);
    gated.arm();
    const first = store.commitCircuit(circuit('k'), null);
    const attempts = store.commitRoute(route('r'), [attempt('r', 1)]);
    await gated.synced(1);
    const second = store.commitCircuit(circuit('k', { state: 'closed' }), 1);
    const stale = store.commitCircuit(circuit('k', { state: 'half_open' }), null);
    const sameSeq = store.commitRoute(route('r'), [attempt('r', 1)]);
    const nextSeq = store.commitRoute(route('r'), [attempt('r', 2)]);
    let refused = false;
    stale.catch(() => {
      refused = true;
    });
    // Three groups: the first circuit, the attempt behind it, and the rest behind both.
    await gated.synced(3);
    await settle();
    // A conflict is reported once the commits it conflicts with are applied: a re-read then sees them.
    expect(refused).toBe(false);
    for (const n of [3, 2, 1]) gated.release(n);
    await expect(stale).rejects.toBeInstanceOf(VersionConflictError);
    await expect(sameSeq).rejects.toBeInstanceOf(ValidationError);
    expect(store.getCircuit('k')?.version).toBeGreaterThanOrEqual(1);
    await Promise.all([first, attempts, nextSeq]);
    expect((await second).version).toBe(2);
    expect((await store.listAttempts('r')).map((a) => a.seq)).toEqual([0, 1, 2]);
    gated.disarm();
    await store.close();
    const again = await open();
    expect(again.getCircuit('k')?.state).toBe('closed');
    expect((await again.listAttempts('r')).map((a) => a.seq)).toEqual([0, 1, 2]);
    await again.close();
  });

  it('fails the later group too when an earlier sync fails (its bytes follow the failed ones), and loses neither on reopen', async () => {
    const gated = gatedFs();
    const store = await open({ fs: gated.fs });
    await store.commitRoute(route('kept'));
    gated.arm();
    const failing = store.commitRoute(route('failing'));
    await gated.synced(1);
    const behind = store.commitRoute(route('behind'));
    await gated.synced(2);
    // The later group's own sync succeeded first; the earlier one then fails.
    gated.release(2);
    await settle();
    // The third sync is the cut-back of the failed bytes.
    gated.release(3);
    gated.release(1, Object.assign(new Error('EIO: simulated'), { code: 'EIO' }));
    await expect(failing).rejects.toBeInstanceOf(StoreWriteError);
    await expect(behind).rejects.toBeInstanceOf(StoreWriteError);
    expect(store.listRoutes().map((r) => r.route_id)).toEqual(['kept']);
    // The next commit goes to a new segment whose header fences whatever the failed groups left.
    const after = store.commitRoute(route('after'));
    await gated.synced(4);
    gated.release(4);
    await after;
    expect((await files()).filter((n) => n.startsWith('segment-'))).toEqual([
      'segment-0000000001.log',
      'segment-0000000002.log',
    ]);
    gated.disarm();
    await store.close();
    const again = await open();
    expect(
      again
        .listRoutes()
        .map((r) => r.route_id)
        .sort(),
    ).toEqual(['after', 'kept']);
    await again.close();
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

describe('log store: durable writes', () => {
  it('appends a group with one durable write and no separate sync where the file takes durable writes (O_DSYNC)', async () => {
    const calls: string[] = [];
    const fs: FsPort = {
      ...nodeFs,
      async open(path, flags) {
        const handle = await nodeFs.open(path, flags);
        return {
          ...handle,
          async write(buffer, position) {
            calls.push('write');
            await handle.write(buffer, position);
          },
          async datasync() {
            calls.push('datasync');
            await handle.datasync();
          },
          ...(handle.writeDurable
            ? {
                async writeDurable(buffer: Uint8Array, position: number) {
                  calls.push('writeDurable');
                  await handle.writeDurable?.(buffer, position);
                },
              }
            : {}),
        };
      },
    };
    const store = await open({ fs });
    // The first commit creates the segment (written, synced, folder synced); appends follow.
    await store.commitRoute(route('first'), [attempt('first', 0)]);
    calls.length = 0;
    await store.commitRoute(route('second'), [attempt('second', 0)]);
    await store.commitRoute(route('third'));
    expect(calls).toEqual(['writeDurable', 'writeDurable']);
    await store.close();
    const again = await open();
    expect(again.listRoutes().map((r) => r.route_id)).toEqual(['first', 'second', 'third']);
    expect(await again.listAttempts('second')).toHaveLength(1);
    await again.close();
  });

  it('opens a segment for appends with O_DSYNC: a durable write lands where it was written', async () => {
    await nodeFs.mkdir(dir);
    const handle = await nodeFs.open(join(dir, 'dsync.log'), 'a+');
    expect(handle.writeDurable).toBeTypeOf('function');
    await handle.writeDurable?.(Buffer.from('abc'), 0);
    await handle.writeDurable?.(Buffer.from('def'), 3);
    await handle.close();
    expect(await readFile(join(dir, 'dsync.log'), 'utf8')).toBe('abcdef');
  });
});

describe('log store: a route record framed from its kept bytes', () => {
  it('writes the frame JSON.stringify of the whole record would, byte for byte', async () => {
    const store = await open();
    await store.commitRoute(route('first'));
    const r = route('r', { updated_at: '2026-01-02T00:00:00.000Z' });
    const attempts = [attempt('r', 0), attempt('r', 1)];
    await store.commitRoute(r, attempts);
    await store.commitRoute(route('bare'), []);
    const segment = await readFile(join(dir, 'segment-0000000001.log'));
    for (const record of [
      { t: 'route', route: r, attempts },
      { t: 'route', route: route('bare'), attempts: [] },
    ]) {
      expect(segment.includes(frame(JSON.stringify(record)))).toBe(true);
    }
    await store.close();
  });

  it('frames pieces as the text they join to, whatever their characters', () => {
    const pieces = ['{"t":"route","route":', '{"x":"é€😀"}', ',"attempts":[', ']}'];
    expect(framePieces(pieces.map((p) => Buffer.from(p)))).toEqual(frame(pieces.join('')));
    expect(framePieces([])).toEqual(frame(''));
  });
});
