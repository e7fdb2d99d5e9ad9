/**
 * Reads a store folder of the first layout (schema 1: one JSON document per route, circuit and
 * profile, one attempt journal per route) so that the log store can migrate it. Read-only: nothing
 * here writes. See `docs/persistence.md` (Migration).
 */
import { join } from 'node:path';
import type { z } from 'zod';
import { fromZodError } from '../validation/field-errors.ts';
import { fileKey, isTempName } from './durable-file.ts';
import type { FsPort } from './fs-port.ts';
import { errorCode } from './fs-port.ts';
import type { RouteDocument } from './schemas.ts';
import {
  attemptRecordSchema,
  circuitDocumentSchema,
  profileDocumentSchema,
  routeDocumentSchema,
} from './schemas.ts';
import type { AttemptRecord, CircuitRecord, StoredProfile, StoredRoute } from './store.ts';
import { StoreCorruptError } from './store.ts';

/** Sub-folders of a schema-1 store, one small document (or journal) per record. */
export const LEGACY_LAYOUT = {
  routes: 'routes',
  attempts: 'attempts',
  circuits: 'circuits',
  profiles: 'profiles',
} as const;

export interface LegacyData {
  routes: Map<string, { route: StoredRoute; attempts: AttemptRecord[] }>;
  circuits: Map<string, CircuitRecord>;
  profiles: Map<string, StoredProfile>;
}

/** Names of the schema-1 sub-folders present in `dir` that hold at least one record file. */
export async function legacyFoldersWithData(fs: FsPort, dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const sub of Object.values(LEGACY_LAYOUT)) {
    const names = await listDir(fs, join(dir, sub));
    const data = names.find((n) => !isTempName(n));
    if (data !== undefined) found.push(join(sub, data));
  }
  return found;
}

/**
 * Loads and validates every record of a schema-1 store, with the same checks its own `open()`
 * made: only committed journal bytes count, and anything else unreadable is StoreCorruptError.
 */
export async function loadLegacyV1(fs: FsPort, dir: string, concurrency = 64): Promise<LegacyData> {
  const data: LegacyData = { routes: new Map(), circuits: new Map(), profiles: new Map() };
  const routesDir = join(dir, LEGACY_LAYOUT.routes);
  const attemptsDir = join(dir, LEGACY_LAYOUT.attempts);
  const circuitsDir = join(dir, LEGACY_LAYOUT.circuits);
  const profilesDir = join(dir, LEGACY_LAYOUT.profiles);
  const [routeNames, journalNames, circuitNames, profileNames] = await Promise.all([
    recordNames(fs, routesDir, '.json'),
    recordNames(fs, attemptsDir, '.jsonl'),
    recordNames(fs, circuitsDir, '.json'),
    recordNames(fs, profilesDir, '.json'),
  ]);
  const journalSet = new Set(journalNames);

  await mapPool(routeNames, concurrency, async (key) => {
    const path = join(routesDir, `${key}.json`);
    const doc = checked(routeDocumentSchema, await readJson(fs, path), path);
    expectKey(path, key, doc.route.route_id);
    const journalPath = join(attemptsDir, `${key}.jsonl`);
    let attempts: AttemptRecord[] = [];
    if (doc.attempts.bytes > 0 || doc.attempts.count > 0) {
      if (!journalSet.has(key))
        throw new StoreCorruptError(journalPath, `it is missing but ${path} records committed attempts`);
      attempts = parseJournal(journalPath, await readBytes(fs, journalPath), doc);
    }
    data.routes.set(doc.route.route_id, { route: doc.route, attempts });
  });
  await mapPool(circuitNames, concurrency, async (key) => {
    const path = join(circuitsDir, `${key}.json`);
    const doc = checked(circuitDocumentSchema, await readJson(fs, path), path);
    expectKey(path, key, doc.circuit.scope_key);
    data.circuits.set(doc.circuit.scope_key, doc.circuit);
  });
  await mapPool(profileNames, concurrency, async (key) => {
    const path = join(profilesDir, `${key}.json`);
    const doc = checked(profileDocumentSchema, await readJson(fs, path), path);
    expectKey(path, key, doc.profile.profile_id);
    data.profiles.set(doc.profile.profile_id, doc.profile);
  });
  return data;
}

/** Committed journal lines: exactly `doc.attempts.bytes` bytes of whole, valid, ordered lines. */
function parseJournal(path: string, bytes: Buffer, doc: RouteDocument): AttemptRecord[] {
  const { count, bytes: committed, last_seq } = doc.attempts;
  if (bytes.length < committed) {
    throw new StoreCorruptError(path, `it holds ${bytes.length} bytes but ${committed} were committed`);
  }
  const text = bytes.subarray(0, committed).toString('utf8');
  if (!text.endsWith('\n')) throw new StoreCorruptError(path, 'committed bytes do not end at a line break');
  const lines = text.slice(0, -1).split('\n');
  if (lines.length !== count) {
    throw new StoreCorruptError(
      path,
      `it holds ${lines.length} committed attempts, not the recorded ${count}`,
    );
  }
  const out: AttemptRecord[] = [];
  let seq = -1;
  for (const [i, line] of lines.entries()) {
    const at = `line ${i + 1}: `;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new StoreCorruptError(path, at + (error instanceof Error ? error.message : String(error)));
    }
    const record = checked(attemptRecordSchema, value, path, at);
    if (record.route_id !== doc.route.route_id) {
      throw new StoreCorruptError(
        path,
        `${at}it belongs to route ${record.route_id}, not ${doc.route.route_id}`,
      );
    }
    if (record.seq <= seq)
      throw new StoreCorruptError(path, `${at}seq ${record.seq} does not follow seq ${seq}`);
    seq = record.seq;
    out.push(record);
  }
  if ((out.at(-1)?.seq ?? null) !== last_seq) {
    throw new StoreCorruptError(path, `its last seq is not the recorded ${String(last_seq)}`);
  }
  return out;
}

async function recordNames(fs: FsPort, dir: string, ext: string): Promise<string[]> {
  const names = await listDir(fs, dir);
  return names.filter((n) => !isTempName(n) && n.endsWith(ext)).map((n) => n.slice(0, -ext.length));
}

async function listDir(fs: FsPort, dir: string): Promise<string[]> {
  try {
    return await fs.readdir(dir);
  } catch (error) {
    if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return [];
    throw corrupt(dir, error);
  }
}

async function readBytes(fs: FsPort, path: string): Promise<Buffer> {
  try {
    return await fs.readFile(path);
  } catch (error) {
    throw corrupt(path, error);
  }
}

async function readJson(fs: FsPort, path: string): Promise<unknown> {
  const bytes = await readBytes(fs, path);
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw corrupt(path, error);
  }
}

function checked<T extends z.ZodType>(schema: T, value: unknown, file: string, at = ''): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = fromZodError(result.error)
    .slice(0, 3)
    .map((e) => `${e.path || '(root)'}: ${e.message}`);
  throw new StoreCorruptError(file, `${at}invalid content (${problems.join('; ')})`);
}

function expectKey(path: string, key: string, id: string): void {
  if (fileKey(id) !== key)
    throw new StoreCorruptError(path, `it holds the record ${id}, which belongs in another file`);
}

function corrupt(where: string, error: unknown): StoreCorruptError {
  if (error instanceof StoreCorruptError) return error;
  return new StoreCorruptError(where, error instanceof Error ? error.message : String(error));
}

/** Runs `fn` over `items` with at most `limit` in flight; rejects with the first failure. */
async function mapPool<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
