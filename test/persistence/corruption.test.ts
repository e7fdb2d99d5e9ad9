import { appendFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLowdbStore } from '../../persistence/lowdb-store.ts';
import type { Store } from '../../persistence/store.ts';
import { StoreCorruptError } from '../../persistence/store.ts';
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

async function seed(): Promise<void> {
  const store = await reopen();
  await store.commitRoute(route('r'), [attempt('r', 0), attempt('r', 1), attempt('r', 2)]);
  await store.commitRoute(route('s'));
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

async function expectCorrupt(file: string, problem: RegExp): Promise<void> {
  const before = await snapshotFiles();
  const error = await createLowdbStore({ dir, now })
    .open()
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(StoreCorruptError);
  expect((error as StoreCorruptError).file).toBe(file);
  expect((error as StoreCorruptError).message).toMatch(problem);
  expect(await snapshotFiles()).toEqual(before);
}

describe('lowdb store: open() on a corrupt store', () => {
  it('rejects a route file that is not JSON, naming it, and leaves every byte as it was', async () => {
    await seed();
    const file = join(dir, 'routes', 'r.json');
    await writeFile(file, '{"schema_version":1,"route":{');
    await expectCorrupt(file, /JSON/);
  });

  it('rejects a route document of the wrong shape, naming the field', async () => {
    await seed();
    const file = join(dir, 'routes', 's.json');
    const doc = JSON.parse(await readFile(file, 'utf8'));
    doc.route.caller = 'nobody';
    await writeFile(file, JSON.stringify(doc));
    await expectCorrupt(file, /route\.caller/);
  });

  it('rejects a route stored under another route’s file name', async () => {
    await seed();
    const file = join(dir, 'routes', 'other.json');
    await writeFile(file, await readFile(join(dir, 'routes', 's.json')));
    await expectCorrupt(file, /belongs in another file/);
  });

  it('rejects a corrupt or unknown-version store.json', async () => {
    await seed();
    const file = join(dir, 'store.json');
    await writeFile(file, 'not json');
    await expectCorrupt(file, /JSON/);
    await writeFile(
      file,
      JSON.stringify({ schema_version: 2, format: 'recourse-store', created_at: now().toISOString() }),
    );
    await expectCorrupt(file, /schema_version/);
  });

  it('rejects store data whose store.json is missing instead of starting empty', async () => {
    await seed();
    await writeFile(join(dir, 'store.json.bak'), await readFile(join(dir, 'store.json')));
    const { unlink } = await import('node:fs/promises');
    await unlink(join(dir, 'store.json'));
    await expectCorrupt(join(dir, 'store.json'), /missing although routes/);
  });

  it('rejects a committed attempt line that was damaged, naming the journal line', async () => {
    await seed();
    const file = join(dir, 'attempts', 'r.jsonl');
    const text = await readFile(file, 'utf8');
    // Same length, so only the content of line 2 is wrong.
    await writeFile(file, text.replace('"attempt_id":"att-1"', '"attempt_id":1234567'));
    await expectCorrupt(file, /line 2: invalid content \(attempt_id: /);
    await writeFile(file, text.replace('"seq":1,', '"seq":X,'));
    await expectCorrupt(file, /line 2: .*JSON/);
  });

  it('rejects committed journal bytes that no longer end at a line break', async () => {
    await seed();
    const file = join(dir, 'attempts', 'r.jsonl');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace('"seq":1', '"seq":"1"'));
    await expectCorrupt(file, /line break/);
  });

  it('rejects a journal shorter than its committed length, or missing', async () => {
    await seed();
    const file = join(dir, 'attempts', 'r.jsonl');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.slice(0, -10));
    await expectCorrupt(file, /were committed/);
    const { unlink } = await import('node:fs/promises');
    await unlink(file);
    await expectCorrupt(file, /missing/);
  });

  it('rejects committed attempts that are out of order', async () => {
    await seed();
    const file = join(dir, 'attempts', 'r.jsonl');
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    await writeFile(file, `${[lines[1], lines[0], lines[2]].join('\n')}\n`);
    await expectCorrupt(file, /line 2: seq 0 does not follow seq 1/);
  });
});

describe('lowdb store: open() on corrupt circuits, profiles and unreadable entries', () => {
  it('rejects a circuit or profile document of the wrong shape, naming it', async () => {
    const store = await reopen();
    await store.commitCircuit(circuit('provider:x'), null);
    await store.putProfile(profile('p'), null);
    await store.close();

    const circuitFile = join(dir, 'circuits', 'provider%3Ax.json');
    const good = await readFile(circuitFile, 'utf8');
    await writeFile(circuitFile, good.replace('"state":"open"', '"state":"ajar"'));
    await expectCorrupt(circuitFile, /circuit\.state/);
    await writeFile(circuitFile, good);

    const profileFile = join(dir, 'profiles', 'p.json');
    await writeFile(
      profileFile,
      (await readFile(profileFile, 'utf8')).replace('"version":1', '"version":-1'),
    );
    await expectCorrupt(profileFile, /profile\.version/);
  });

  it('rejects a route entry that cannot be read as a file', async () => {
    await seed();
    const entry = join(dir, 'routes', 'folder.json');
    await mkdir(entry);
    await expectCorrupt(entry, /EISDIR/);
  });
});

describe('lowdb store: open() after a crash', () => {
  it('ignores a torn append past the committed length, read-only, and overwrites it on the next commit', async () => {
    await seed();
    const file = join(dir, 'attempts', 'r.jsonl');
    const torn = `${JSON.stringify(attempt('r', 3)).slice(0, 40)}`;
    await appendFile(file, torn);
    const before = await readFile(file);

    const store = await reopen();
    expect((await store.listAttempts('r')).map((a) => a.seq)).toEqual([0, 1, 2]);
    expect(await readFile(file)).toEqual(before);

    await store.commitRoute(route('r'), [attempt('r', 3)]);
    await store.close();
    const again = await reopen();
    expect((await again.listAttempts('r')).map((a) => a.seq)).toEqual([0, 1, 2, 3]);
    expect((await readFile(file, 'utf8')).endsWith(`${JSON.stringify(attempt('r', 3))}\n`)).toBe(true);
  });

  it('ignores a whole uncommitted attempt line and a journal whose route was never committed', async () => {
    await seed();
    await appendFile(join(dir, 'attempts', 'r.jsonl'), `${JSON.stringify(attempt('r', 3))}\n`);
    await writeFile(join(dir, 'attempts', 'ghost.jsonl'), `${JSON.stringify(attempt('ghost', 0))}\n`);

    const store = await reopen();
    expect((await store.listAttempts('r')).map((a) => a.seq)).toEqual([0, 1, 2]);
    expect(store.getRoute('ghost')).toBeUndefined();
    expect(await store.listAttempts('ghost')).toEqual([]);

    await store.commitRoute(route('ghost'), [attempt('ghost', 7)]);
    await store.close();
    const again = await reopen();
    expect(await again.listAttempts('ghost')).toEqual([attempt('ghost', 7)]);
  });

  it('never loads or deletes leftover temp files', async () => {
    await seed();
    const temps = [
      join(dir, 'routes', '.r.json.999.1.tmp'),
      join(dir, 'circuits', '.k.json.999.2.tmp'),
      join(dir, '.store.json.999.3.tmp'),
    ];
    for (const t of temps) await writeFile(t, 'garbage {');
    const store = await reopen();
    expect(store.getRoute('r')).toEqual(route('r'));
    expect(store.listCircuits()).toEqual([]);
    for (const t of temps) expect(await readFile(t, 'utf8')).toBe('garbage {');
  });

  it('initializes a folder whose first initialization crashed before store.json was written', async () => {
    for (const sub of ['routes', 'attempts']) await mkdir(join(dir, sub), { recursive: true });
    await writeFile(join(dir, 'routes', '.r.json.1.1.tmp'), '{');
    const store = await reopen();
    expect(store.listRoutes()).toEqual([]);
    expect(JSON.parse(await readFile(join(dir, 'store.json'), 'utf8')).schema_version).toBe(1);
  });
});
