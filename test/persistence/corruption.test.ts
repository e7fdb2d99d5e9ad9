import { appendFile, mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { frame } from '../../persistence/frames.ts';
import { createLogStore } from '../../persistence/log-store.ts';
import type { Store } from '../../persistence/store.ts';
import { StoreCorruptError } from '../../persistence/store.ts';
import type { LoggedLine } from './helpers.ts';
import { attempt, circuit, now, profile, route, tempDir } from './helpers.ts';

let dir: string;
let cleanup: () => Promise<void>;
let logged: LoggedLine[];
beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
  logged = [];
});
afterEach(async () => {
  await cleanup();
});

const SEGMENT = 'segment-0000000001.log';
const segmentPath = (): string => join(dir, SEGMENT);

async function reopen(): Promise<Store> {
  const store = createLogStore({
    dir,
    now,
    log: (level, message, fields = {}) => logged.push({ level, message, fields }),
  });
  await store.open();
  return store;
}

async function seed(): Promise<void> {
  const store = await reopen();
  await store.commitRoute(route('r'), [attempt('r', 0), attempt('r', 1), attempt('r', 2)]);
  await store.commitRoute(route('s'));
  await store.commitCircuit(circuit('k'), null);
  await store.putProfile(profile('p'), null);
  await store.close();
}

/** Every file under the store, with its bytes, to prove a failed open changed nothing. */
async function snapshotFiles(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out[path] = (await readFile(path)).toString('base64');
  }
  return out;
}

async function expectCorrupt(file: string, problem: RegExp, offset?: number): Promise<StoreCorruptError> {
  const before = await snapshotFiles();
  const error = await createLogStore({ dir, now })
    .open()
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(StoreCorruptError);
  const corrupt = error as StoreCorruptError;
  expect(corrupt.file).toBe(file);
  expect(corrupt.message).toMatch(problem);
  if (offset !== undefined) expect(corrupt.offset).toBe(offset);
  expect(await snapshotFiles()).toEqual(before);
  return corrupt;
}

/** Offset of the frame whose JSON contains `needle`. */
async function frameOffset(needle: string): Promise<number> {
  const bytes = await readFile(segmentPath());
  const at = bytes.indexOf(needle);
  let p = 0;
  while (p + 12 + bytes.readUInt32LE(p) <= at) p += 12 + bytes.readUInt32LE(p);
  return p;
}

describe('log store: open() on damaged committed bytes', () => {
  it('refuses an edited generation inside a committed record, naming the file, the offset and the fix', async () => {
    await seed();
    const bytes = await readFile(segmentPath());
    const text = bytes.toString('latin1');
    const at = text.indexOf('"generation":1');
    const offset = await frameOffset('"generation":1');
    bytes.write('"generation":7', at, 'latin1');
    await writeFile(segmentPath(), bytes);
    const error = await expectCorrupt(segmentPath(), /fails its checksum/, offset);
    expect(error.message).toContain(`truncate -s ${offset} '${segmentPath()}'`);
    expect(error.message).toContain('restore the store folder from a backup');
  });

  it('refuses an edited deadline in the last record before a clean close', async () => {
    await seed();
    const store = await reopen();
    await store.commitRoute(route('s'), [attempt('s', 0, { deadline: '2026-01-01T00:00:06.000Z' })]);
    await store.close();
    const bytes = await readFile(segmentPath());
    const at = bytes.lastIndexOf('00:00:06.000Z');
    bytes.write('00:00:09.000Z', at, 'latin1');
    await writeFile(segmentPath(), bytes);
    await expectCorrupt(segmentPath(), /fails its checksum/);
  });

  it('refuses a damaged record header (its length) followed by committed records', async () => {
    await seed();
    const offset = await frameOffset('"route_id":"s"');
    const bytes = await readFile(segmentPath());
    bytes.writeUInt32LE(bytes.readUInt32LE(offset) + 1, offset);
    await writeFile(segmentPath(), bytes);
    await expectCorrupt(segmentPath(), /header fails its checksum/, offset);
  });

  it('refuses a record whose checksum is right but whose content is invalid, naming the field', async () => {
    await seed();
    const store = await reopen();
    await store.close();
    const bad = frame(
      JSON.stringify({ t: 'route', route: { ...route('x'), caller: 'nobody' }, attempts: [] }),
    );
    const size = (await stat(segmentPath())).size;
    await appendFile(segmentPath(), bad);
    await appendFile(segmentPath(), frame(JSON.stringify({ t: 'close', at: now().toISOString() })));
    await expectCorrupt(segmentPath(), /route\.caller/, size);
  });

  it('refuses committed attempts replayed out of order', async () => {
    await seed();
    await appendFile(
      segmentPath(),
      frame(JSON.stringify({ t: 'route', route: route('r'), attempts: [attempt('r', 1)] })),
    );
    await expectCorrupt(segmentPath(), /seq 1 of route r does not follow seq 2/);
  });

  it('refuses a missing segment between two others', async () => {
    const store = createLogStore({ dir, now, segmentBytes: 1024 });
    await store.open();
    for (let i = 0; i < 10; i++) await store.commitRoute(route(`r${i}`), [attempt(`r${i}`, 0)]);
    await store.close();
    await unlink(join(dir, 'segment-0000000002.log'));
    await expectCorrupt(
      join(dir, 'segment-0000000002.log'),
      /missing although segment-0000000003.log follows/,
    );
  });

  it('refuses a damaged snapshot', async () => {
    await seed();
    const store = (await reopen()) as ReturnType<typeof createLogStore>;
    await store.compact();
    await store.close();
    const file = join(dir, 'snapshot-0000000002.log');
    const bytes = await readFile(file);
    const at = bytes.indexOf('"route_id":"s"') + 12;
    bytes.writeUInt8(bytes.readUInt8(at) ^ 0x01, at);
    await writeFile(file, bytes);
    await expectCorrupt(file, /checksum/);
  });

  it('refuses a corrupt or unknown-version store.json', async () => {
    await seed();
    const file = join(dir, 'store.json');
    await writeFile(file, 'not json');
    await expectCorrupt(file, /JSON/);
    await writeFile(
      file,
      JSON.stringify({ schema_version: 3, format: 'recourse-store', created_at: now().toISOString() }),
    );
    await expectCorrupt(file, /schema_version/);
  });

  it('refuses store data whose store.json is missing instead of starting empty', async () => {
    await seed();
    await unlink(join(dir, 'store.json'));
    await expectCorrupt(join(dir, 'store.json'), /missing although segment-0000000001.log holds store data/);
  });
});

describe('log store: open() after a crash', () => {
  it('drops and truncates a torn last record, says so in the log, and appends after it', async () => {
    await seed();
    const committed = (await stat(segmentPath())).size;
    const torn = frame(JSON.stringify({ t: 'route', route: route('t'), attempts: [] })).subarray(0, 40);
    await appendFile(segmentPath(), torn);

    const store = await reopen();
    expect(store.getRoute('t')).toBeUndefined();
    expect((await store.listAttempts('r')).map((a) => a.seq)).toEqual([0, 1, 2]);
    expect((await stat(segmentPath())).size).toBe(committed);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: expect.stringMatching(/torn tail/),
        fields: expect.objectContaining({ file: segmentPath(), offset: committed, bytes: 40 }),
      }),
    ]);
    await store.commitRoute(route('t'), [attempt('t', 0)]);
    await store.close();
    const again = await reopen();
    expect(await again.listAttempts('t')).toEqual([attempt('t', 0)]);
    await again.close();
  });

  it('drops a last record whose bytes never reached the disk (zeros, or a whole frame failing its checksum)', async () => {
    await seed();
    const committed = (await stat(segmentPath())).size;
    await appendFile(segmentPath(), Buffer.alloc(300));
    let store = await reopen();
    expect(store.listRoutes()).toHaveLength(2);
    await store.close();

    const whole = frame(JSON.stringify({ t: 'route', route: route('t'), attempts: [] }));
    whole.writeUInt8(whole.readUInt8(whole.length - 3) ^ 0xff, whole.length - 3);
    const size = (await stat(segmentPath())).size;
    await appendFile(segmentPath(), whole);
    store = await reopen();
    expect(store.getRoute('t')).toBeUndefined();
    expect((await stat(segmentPath())).size).toBe(size);
    // The zeros were cut off, and a store that wrote nothing adds nothing on close.
    expect(size).toBe(committed);
    await store.close();
  });

  it('never loads or deletes leftover temp files', async () => {
    await seed();
    const temps = [join(dir, '.snapshot-0000000002.log.999.1.tmp'), join(dir, '.store.json.999.3.tmp')];
    for (const t of temps) await writeFile(t, 'garbage {');
    const store = await reopen();
    expect(store.getRoute('r')).toEqual(route('r'));
    for (const t of temps) expect(await readFile(t, 'utf8')).toBe('garbage {');
    await store.close();
  });

  it('initializes a folder whose first initialization crashed before store.json was written', async () => {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, '.store.json.1.1.tmp'), '{');
    const store = await reopen();
    expect(store.listRoutes()).toEqual([]);
    expect(JSON.parse(await readFile(join(dir, 'store.json'), 'utf8')).schema_version).toBe(2);
    await store.close();
  });
});
