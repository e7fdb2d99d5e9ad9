/**
 * Fixture candidates kept for catalogue growth: the sanitized envelope of every unclassified
 * failure the service saw (the spec: unknown evidence "preserves sanitized diagnostic context for
 * catalogue growth"). Bounded: past `limit` the oldest candidate is dropped, and the drop counted.
 *
 * One JSON-lines journal, appended and fdatasynced per change and rewritten (temp, fsync, rename,
 * directory fsync) when it holds twice the live records. Diagnostic data: a torn or unreadable
 * line is skipped with a count, never a reason to refuse to start.
 */
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';

/** One kept candidate. `fixture` is owned and validated by `catalogue/` (a sanitized fixture). */
export interface CandidateRecord {
  schema_version: 1;
  /** Stable id of the sanitized envelope; the same failure seen again is counted, not kept twice. */
  id: string;
  first_seen: string;
  last_seen: string;
  count: number;
  classifier_rule: string;
  catalogue_version: string;
  fixture: unknown;
}

export interface CandidateStats {
  /** Candidates kept now. */
  kept: number;
  /** Candidates dropped (oldest first) to stay within `limit`, since the store was created. */
  dropped: number;
  limit: number;
}

export interface CandidateStore {
  open(): Promise<void>;
  /** Keeps `candidate`, or counts it when its id is already kept. Resolves once durable. */
  add(
    candidate: Omit<CandidateRecord, 'schema_version' | 'first_seen' | 'last_seen' | 'count'>,
  ): Promise<void>;
  /** Kept candidates, oldest first. */
  list(): CandidateRecord[];
  stats(): CandidateStats;
  close(): Promise<void>;
}

export interface CandidateStoreOptions {
  /** The journal file. */
  file: string;
  /** Most candidates kept. @default 200 */
  limit?: number;
  now?: () => Date;
}

const recordSchema = z.object({
  schema_version: z.literal(1),
  id: z.string().min(1).max(200),
  first_seen: z.string(),
  last_seen: z.string(),
  count: z.number().int().min(1),
  classifier_rule: z.string(),
  catalogue_version: z.string(),
  fixture: z.unknown(),
});
const lineSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('put'), record: recordSchema }),
  z.object({ op: z.literal('seen'), id: z.string(), at: z.string() }),
  z.object({ op: z.literal('header'), dropped: z.number().int().min(0) }),
]);
type Line = z.infer<typeof lineSchema>;

export function createCandidateStore(options: CandidateStoreOptions): CandidateStore {
  const limit = options.limit ?? 200;
  const now = options.now ?? (() => new Date());
  const records = new Map<string, CandidateRecord>();
  let dropped = 0;
  let lines = 0;
  let tail: Promise<void> = Promise.resolve();

  async function appendLines(batch: Line[]): Promise<void> {
    const handle = await open(options.file, 'a');
    try {
      await handle.write(batch.map((l) => `${JSON.stringify(l)}\n`).join(''));
      await handle.datasync();
    } finally {
      await handle.close();
    }
    lines += batch.length;
  }

  async function rewrite(): Promise<void> {
    const temp = `${options.file}.tmp`;
    const body = [
      { op: 'header', dropped } satisfies Line,
      ...[...records.values()].map((record): Line => ({ op: 'put', record })),
    ]
      .map((l) => `${JSON.stringify(l)}\n`)
      .join('');
    const handle = await open(temp, 'w');
    try {
      await handle.write(body);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, options.file);
    const dir = await open(dirname(options.file), 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
    lines = records.size + 1;
  }

  function apply(line: Line): void {
    if (line.op === 'header') dropped = line.dropped;
    else if (line.op === 'put') {
      records.delete(line.record.id);
      records.set(line.record.id, line.record);
    } else {
      const found = records.get(line.id);
      if (found) records.set(line.id, { ...found, count: found.count + 1, last_seen: line.at });
    }
    while (records.size > limit) {
      records.delete(records.keys().next().value as string);
      dropped++;
    }
  }

  return {
    async open() {
      await mkdir(dirname(options.file), { recursive: true });
      let text = '';
      try {
        text = await readFile(options.file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      for (const raw of text.split('\n')) {
        if (raw.trim() === '') continue;
        lines++;
        try {
          const parsed = lineSchema.safeParse(JSON.parse(raw));
          if (parsed.success) apply(parsed.data);
        } catch {
          // A torn last line from a crash mid-append: skipped.
        }
      }
    },

    add(candidate) {
      const at = now().toISOString();
      const run = tail.then(async () => {
        const found = records.get(candidate.id);
        const line: Line = found
          ? { op: 'seen', id: candidate.id, at }
          : {
              op: 'put',
              record: { schema_version: 1, ...candidate, first_seen: at, last_seen: at, count: 1 },
            };
        const before = { records: new Map(records), dropped };
        apply(line);
        try {
          if (dropped > before.dropped) await rewrite();
          else {
            await appendLines([line]);
            if (lines > 2 * limit + 1) await rewrite();
          }
        } catch (error) {
          // Nothing acknowledged that is not durable: memory goes back to what the file holds.
          records.clear();
          for (const [k, v] of before.records) records.set(k, v);
          dropped = before.dropped;
          throw error;
        }
      });
      tail = run.catch(() => {});
      return run;
    },

    list() {
      return [...records.values()];
    },

    stats() {
      return { kept: records.size, dropped, limit };
    },

    async close() {
      await tail;
    },
  };
}

/** Where the service keeps its candidates in a data directory. */
export function candidateFile(dataDir: string): string {
  return join(dataDir, 'catalogue-candidates.jsonl');
}
