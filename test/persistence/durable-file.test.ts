import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { Low } from 'lowdb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DirSyncer, DurableJsonFile, fileKey } from '../../persistence/durable-file.ts';
import type { FsPort } from '../../persistence/fs-port.ts';
import { nodeFs } from '../../persistence/fs-port.ts';
import { createLogStore } from '../../persistence/log-store.ts';
import { ValidationError } from '../../validation/field-errors.ts';
import { tempDir } from './helpers.ts';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
  await nodeFs.mkdir(dir);
});
afterEach(async () => {
  await cleanup();
});

/** Counts fsyncs of directories and records when each started and ended. */
function countingFs(): { fs: FsPort; events: string[] } {
  const events: string[] = [];
  let n = 0;
  return {
    events,
    fs: {
      ...nodeFs,
      async open(path, flags) {
        const handle = await nodeFs.open(path, flags);
        if (flags !== 'r') return handle;
        return {
          ...handle,
          async sync() {
            const id = ++n;
            events.push(`start ${id}`);
            await handle.sync();
            events.push(`end ${id}`);
          },
        };
      },
    },
  };
}

describe('DurableJsonFile: a durable lowdb adapter', () => {
  it('works under lowdb’s Low: write, read back in a new instance, update', async () => {
    const path = join(dir, 'doc.json');
    const syncer = new DirSyncer(nodeFs, dir);
    const parse = (v: unknown) => v as { items: string[] };
    const db = new Low(new DurableJsonFile(nodeFs, path, parse, () => syncer.sync()), {
      items: [] as string[],
    });
    await db.read();
    expect(db.data).toEqual({ items: [] });
    await db.update((d) => d.items.push('a'));

    const again = new Low(new DurableJsonFile(nodeFs, path, parse, () => syncer.sync()), {
      items: [] as string[],
    });
    await again.read();
    expect(again.data).toEqual({ items: ['a'] });
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ items: ['a'] });
    expect(await readdir(dir)).toEqual(['doc.json']);
  });

  it('hands the parsed JSON to its validator, which may refuse it', async () => {
    const path = join(dir, 'doc.json');
    const adapter = new DurableJsonFile(
      nodeFs,
      path,
      (v) => {
        if (typeof v !== 'number') throw new Error('not a number');
        return v;
      },
      async () => undefined,
    );
    expect(await adapter.read()).toBeNull();
    await adapter.write(3);
    expect(await adapter.read()).toBe(3);
    const strings = new DurableJsonFile(nodeFs, path, String, async () => undefined);
    await strings.write('three');
    await expect(adapter.read()).rejects.toThrow('not a number');
  });
});

describe('DirSyncer: group commit of directory fsyncs', () => {
  it('serves many concurrent callers with fewer fsyncs, each started after the caller asked', async () => {
    const { fs, events } = countingFs();
    const syncer = new DirSyncer(fs, dir);
    const first = syncer.sync();
    const others = Array.from({ length: 10 }, () => syncer.sync());
    await Promise.all([first, ...others]);
    // One sync already running when the others asked, and exactly one more for all of them.
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });
});

describe('fileKey', () => {
  it('maps distinct IDs to distinct names that never start with a dot and stay short', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.string({ maxLength: 300 }), (a, b) => {
        const ka = fileKey(a);
        expect(ka.startsWith('.')).toBe(false);
        expect(ka.length).toBeLessThanOrEqual(150);
        expect(/^[A-Za-z0-9_%~-]*$/.test(ka)).toBe(true);
        if (a !== b) expect(fileKey(b)).not.toBe(ka);
      }),
    );
  });
});

describe('createLogStore options', () => {
  it('rejects bad options with field-addressed errors', () => {
    const error = (() => {
      try {
        createLogStore({ dir: '', segmentBytes: 0 });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors.map((e) => e.path).sort()).toEqual(['dir', 'segmentBytes']);
  });
});
