import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CandidateStore, createCandidateStore } from '../../persistence/candidate-store.ts';

let dir: string;
let clock = 0;
const now = () => new Date(Date.UTC(2026, 0, 1) + clock++ * 1000);
const open = async (limit = 3): Promise<CandidateStore> => {
  const store = createCandidateStore({ file: join(dir, 'c.jsonl'), limit, now });
  await store.open();
  return store;
};
const candidate = (id: string) => ({
  id,
  classifier_rule: 'none',
  catalogue_version: 'v',
  fixture: { id, envelope: { evidence: [] } },
});

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'recourse-candidates-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('fixture candidate store', () => {
  it('keeps candidates across a reopen, counting a failure seen again instead of keeping it twice', async () => {
    const a = await open();
    await a.add(candidate('one'));
    await a.add(candidate('two'));
    await a.add(candidate('one'));
    await a.close();
    const b = await open();
    expect(b.list().map((c) => [c.id, c.count])).toEqual([
      ['one', 2],
      ['two', 1],
    ]);
    expect(b.list()[0]!.last_seen > b.list()[0]!.first_seen).toBe(true);
  });

  it('stays within its limit by dropping the oldest, and counts what it dropped, also after a reopen', async () => {
    const a = await open(3);
    for (const id of ['a', 'b', 'c', 'd', 'e']) await a.add(candidate(id));
    expect(a.list().map((c) => c.id)).toEqual(['c', 'd', 'e']);
    expect(a.stats()).toEqual({ kept: 3, dropped: 2, limit: 3 });
    const b = await open(3);
    expect(b.list().map((c) => c.id)).toEqual(['c', 'd', 'e']);
    expect(b.stats().dropped).toBe(2);
  });

  it('keeps its journal bounded: repeated sightings are compacted into one line per candidate', async () => {
    const a = await open(2);
    await a.add(candidate('x'));
    for (let i = 0; i < 20; i++) await a.add(candidate('x'));
    const lines = (await readFile(join(dir, 'c.jsonl'), 'utf8')).trim().split('\n');
    expect(lines.length).toBeLessThanOrEqual(2 * 2 + 2);
    expect((await open(2)).list()[0]!.count).toBe(21);
  });

  it('skips a torn last line left by a crash mid-append instead of refusing to start', async () => {
    const a = await open();
    await a.add(candidate('kept'));
    await writeFile(join(dir, 'c.jsonl'), `${await readFile(join(dir, 'c.jsonl'), 'utf8')}{"op":"put","rec`);
    const b = await open();
    expect(b.list().map((c) => c.id)).toEqual(['kept']);
  });

  it('changes nothing in memory when the write fails', async () => {
    const store = createCandidateStore({ file: join(dir, 'missing', 'deeper', 'c.jsonl'), now });
    // Never opened: the folder does not exist, so the append fails.
    await expect(store.add(candidate('lost'))).rejects.toThrow();
    expect(store.list()).toEqual([]);
  });
});
