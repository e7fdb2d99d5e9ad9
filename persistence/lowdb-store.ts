import { join } from 'node:path';
import { z } from 'zod';
import { fromZodError, parseOrThrow, ValidationError } from '../validation/field-errors.ts';
import {
  DirSyncer,
  DurableJsonFile,
  fileKey,
  isTempName,
  ReplaceFailure,
  replaceFile,
} from './durable-file.ts';
import type { FsPort } from './fs-port.ts';
import { errorCode, nodeFs } from './fs-port.ts';
import type { CircuitDocument, ProfileDocument, RouteDocument, StoreMeta } from './schemas.ts';
import {
  attemptRecordSchema,
  circuitDocumentSchema,
  circuitRecordSchema,
  profileDocumentSchema,
  routeDocumentSchema,
  STORE_SCHEMA_VERSION,
  storedProfileSchema,
  storedRouteSchema,
  storeMetaSchema,
} from './schemas.ts';
import type { AttemptRecord, CircuitRecord, Store, StoredProfile, StoredRoute } from './store.ts';
import { StoreCorruptError, StoreWriteError, VersionConflictError } from './store.ts';

/** Options of {@link createLowdbStore}. */
export interface LowdbStoreOptions {
  /** The store folder; created with its layout on first open. */
  dir: string;
  /** File-system calls; tests inject faults here. @default the real file system */
  fs?: FsPort;
  /** Time source for `store.json`'s `created_at`. @default () => new Date() */
  now?: () => Date;
  /** How many files `open()` reads at once. @default 64 */
  readConcurrency?: number;
}

/** Sub-folders of the store, one small document (or journal) per record. */
export const LAYOUT = {
  routes: 'routes',
  attempts: 'attempts',
  circuits: 'circuits',
  profiles: 'profiles',
} as const;

interface RouteEntry {
  doc: RouteDocument;
  attempts: AttemptRecord[];
}

interface JournalState {
  /** The journal file exists on disk. */
  exists: boolean;
  /** Bytes past the committed length may be on disk (a failed or torn append): truncate first. */
  dirty: boolean;
}

/**
 * The embedded store: one durable JSON document per route, circuit and profile, and one append-only
 * JSON-lines attempt journal per route, so a commit costs the same with 10 or 50,000 routes.
 * See `docs/persistence.md`.
 */
export function createLowdbStore(options: LowdbStoreOptions): Store {
  const checked = parseOrThrow(optionsSchema, options, 'store options');
  return new LowdbStore({ ...options, ...checked });
}

const optionsSchema = z.object({
  dir: z.string().min(1, 'must name the store folder'),
  readConcurrency: z.number().int().min(1).max(1024).optional(),
});

class LowdbStore implements Store {
  private readonly fs: FsPort;
  private readonly now: () => Date;
  private readonly dir: string;
  private readonly concurrency: number;
  private state: 'new' | 'opening' | 'open' | 'closed' = 'new';
  private readonly routes = new Map<string, RouteEntry>();
  private readonly journals = new Map<string, JournalState>();
  private readonly circuits = new Map<string, CircuitRecord>();
  private readonly profiles = new Map<string, StoredProfile>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly syncers: Record<keyof typeof LAYOUT | 'root', DirSyncer>;
  /** Set when a failed write could not be rolled back: disk and memory may differ until reopened. */
  private broken: unknown = null;

  constructor(options: LowdbStoreOptions) {
    this.fs = options.fs ?? nodeFs;
    this.now = options.now ?? (() => new Date());
    this.dir = options.dir;
    this.concurrency = options.readConcurrency ?? 64;
    this.syncers = {
      root: new DirSyncer(this.fs, this.dir),
      routes: new DirSyncer(this.fs, join(this.dir, LAYOUT.routes)),
      attempts: new DirSyncer(this.fs, join(this.dir, LAYOUT.attempts)),
      circuits: new DirSyncer(this.fs, join(this.dir, LAYOUT.circuits)),
      profiles: new DirSyncer(this.fs, join(this.dir, LAYOUT.profiles)),
    };
  }

  // ---------------------------------------------------------------- open / close

  async open(): Promise<void> {
    if (this.state !== 'new')
      throw new Error(`store is ${this.state}: open() may be called once per instance`);
    this.state = 'opening';
    try {
      await this.openMeta();
      await this.loadAll();
      this.state = 'open';
    } catch (error) {
      this.routes.clear();
      this.journals.clear();
      this.circuits.clear();
      this.profiles.clear();
      this.state = 'closed';
      throw error;
    }
  }

  async close(): Promise<void> {
    while (this.queues.size > 0) await Promise.allSettled([...this.queues.values()]);
    this.state = 'closed';
  }

  private async openMeta(): Promise<void> {
    const metaPath = join(this.dir, 'store.json');
    const meta = new DurableJsonFile<StoreMeta>(
      this.fs,
      metaPath,
      (value) => this.checked(storeMetaSchema, value, metaPath),
      () => this.syncers.root.sync(),
    );
    let found: StoreMeta | null;
    try {
      found = await meta.read();
    } catch (error) {
      throw this.corrupt(metaPath, error);
    }
    if (found !== null) {
      try {
        for (const sub of Object.values(LAYOUT)) await this.fs.mkdir(join(this.dir, sub));
      } catch (error) {
        throw new StoreWriteError(`the folders of store ${this.dir}`, error);
      }
      return;
    }
    // No meta: a fresh folder (or one whose initialization crashed) gets the layout; data without meta is not ours to touch.
    for (const sub of Object.values(LAYOUT)) {
      const names = await this.listDir(join(this.dir, sub));
      const data = names.find((n) => !isTempName(n));
      if (data !== undefined) {
        throw new StoreCorruptError(metaPath, `it is missing although ${join(sub, data)} holds store data`);
      }
    }
    try {
      await this.fs.mkdir(this.dir);
      for (const sub of Object.values(LAYOUT)) await this.fs.mkdir(join(this.dir, sub));
      await meta.write({
        schema_version: STORE_SCHEMA_VERSION,
        format: 'recourse-store',
        created_at: this.now().toISOString(),
      });
      await new DirSyncer(this.fs, join(this.dir, '..')).sync();
    } catch (error) {
      throw new StoreWriteError(metaPath, error instanceof ReplaceFailure ? error.cause : error);
    }
  }

  private async loadAll(): Promise<void> {
    const routesDir = join(this.dir, LAYOUT.routes);
    const attemptsDir = join(this.dir, LAYOUT.attempts);
    const circuitsDir = join(this.dir, LAYOUT.circuits);
    const profilesDir = join(this.dir, LAYOUT.profiles);
    const [routeNames, journalNames, circuitNames, profileNames] = await Promise.all([
      this.recordNames(routesDir, '.json'),
      this.recordNames(attemptsDir, '.jsonl'),
      this.recordNames(circuitsDir, '.json'),
      this.recordNames(profilesDir, '.json'),
    ]);
    const journalSet = new Set(journalNames);

    await mapPool(routeNames, this.concurrency, async (key) => {
      const path = join(routesDir, `${key}.json`);
      const doc = this.checked(routeDocumentSchema, await this.readJson(path), path);
      this.expectKey(path, key, doc.route.route_id);
      const journalPath = join(attemptsDir, `${key}.jsonl`);
      const exists = journalSet.has(key);
      let attempts: AttemptRecord[] = [];
      let dirty = false;
      if (doc.attempts.bytes > 0 || doc.attempts.count > 0) {
        if (!exists)
          throw new StoreCorruptError(journalPath, `it is missing but ${path} records committed attempts`);
        const bytes = await this.readBytes(journalPath);
        attempts = this.parseJournal(journalPath, bytes, doc);
        dirty = bytes.length > doc.attempts.bytes;
      } else if (exists) {
        dirty = true;
      }
      this.routes.set(doc.route.route_id, { doc, attempts });
      this.journals.set(key, { exists, dirty });
    });
    // Journals without a route document hold only appends whose commit never completed.
    for (const key of journalNames) {
      if (!this.journals.has(key)) this.journals.set(key, { exists: true, dirty: true });
    }

    await mapPool(circuitNames, this.concurrency, async (key) => {
      const path = join(circuitsDir, `${key}.json`);
      const doc = this.checked(circuitDocumentSchema, await this.readJson(path), path);
      this.expectKey(path, key, doc.circuit.scope_key);
      this.circuits.set(doc.circuit.scope_key, doc.circuit);
    });
    await mapPool(profileNames, this.concurrency, async (key) => {
      const path = join(profilesDir, `${key}.json`);
      const doc = this.checked(profileDocumentSchema, await this.readJson(path), path);
      this.expectKey(path, key, doc.profile.profile_id);
      this.profiles.set(doc.profile.profile_id, doc.profile);
    });
  }

  /** Committed journal lines: exactly `doc.attempts.bytes` bytes of whole, valid, ordered lines. */
  private parseJournal(path: string, bytes: Buffer, doc: RouteDocument): AttemptRecord[] {
    const { count, bytes: committed, last_seq } = doc.attempts;
    if (bytes.length < committed) {
      throw new StoreCorruptError(path, `it holds ${bytes.length} bytes but ${committed} were committed`);
    }
    const text = bytes.subarray(0, committed).toString('utf8');
    if (!text.endsWith('\n')) throw new StoreCorruptError(path, `committed bytes do not end at a line break`);
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
      const record = this.checked(attemptRecordSchema, value, path, at);
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

  // ---------------------------------------------------------------- routes

  listRoutes(): StoredRoute[] {
    this.assertOpen();
    return [...this.routes.values()].map((e) => structuredClone(e.doc.route));
  }

  getRoute(routeId: string): StoredRoute | undefined {
    this.assertOpen();
    const entry = this.routes.get(routeId);
    return entry ? structuredClone(entry.doc.route) : undefined;
  }

  async listAttempts(routeId: string): Promise<AttemptRecord[]> {
    this.assertOpen();
    return structuredClone(this.routes.get(routeId)?.attempts ?? []);
  }

  commitRoute(route: StoredRoute, attempts: AttemptRecord[] = []): Promise<void> {
    try {
      this.assertWritable();
      const input = parseInput(routeCommitSchema, { route, attempts }, 'route commit');
      input.attempts.forEach((a, i) => {
        if (a.route_id !== input.route.route_id) {
          throw new ValidationError(
            [{ path: `attempts.${i}.route_id`, code: 'route_mismatch', message: `must be the route's ID` }],
            'route commit',
          );
        }
      });
      return this.serial(`r:${input.route.route_id}`, () => this.writeRoute(input.route, input.attempts));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  private async writeRoute(route: StoredRoute, attempts: AttemptRecord[]): Promise<void> {
    const id = route.route_id;
    const key = fileKey(id);
    const previous = this.routes.get(id);
    const committed = previous?.doc.attempts ?? { count: 0, bytes: 0, last_seq: null };
    let seq = committed.last_seq ?? -1;
    attempts.forEach((a, i) => {
      if (a.seq <= seq) {
        throw new ValidationError(
          [
            {
              path: `attempts.${i}.seq`,
              code: 'seq_order',
              message: `must be greater than ${seq}`,
              allowed: `> ${seq}`,
            },
          ],
          'route commit',
        );
      }
      seq = a.seq;
    });

    const lines = attempts.map((a) => `${JSON.stringify(a)}\n`).join('');
    const appended = Buffer.from(lines, 'utf8');
    const doc: RouteDocument = {
      schema_version: 1,
      route,
      attempts: {
        count: committed.count + attempts.length,
        bytes: committed.bytes + appended.length,
        last_seq: attempts.at(-1)?.seq ?? committed.last_seq,
      },
    };
    // The journal append and the new document's temp write run together; the rename commits both.
    const journal = appended.length > 0 ? this.appendJournal(key, id, committed.bytes, appended) : undefined;
    const path = join(this.dir, LAYOUT.routes, `${key}.json`);
    const text = JSON.stringify(doc);
    const before = previous ? JSON.stringify(previous.doc) : null;
    await this.replace('routes', path, `route ${id}`, text, before, journal);
    if (appended.length > 0) this.journals.set(key, { exists: true, dirty: false });

    const stored = JSON.parse(text) as RouteDocument;
    const history = previous?.attempts ?? [];
    for (const line of lines.split('\n')) if (line !== '') history.push(JSON.parse(line) as AttemptRecord);
    this.routes.set(id, { doc: stored, attempts: history });
  }

  /** Writes `bytes` at the committed end of the route's journal and fdatasyncs it. */
  private async appendJournal(key: string, id: string, at: number, bytes: Buffer): Promise<void> {
    const path = join(this.dir, LAYOUT.attempts, `${key}.jsonl`);
    const journal = this.journals.get(key) ?? { exists: false, dirty: false };
    try {
      const handle = await this.fs.open(path, 'a+');
      // From here on the file exists and may hold bytes past the committed end.
      this.journals.set(key, { exists: true, dirty: true });
      try {
        if (journal.dirty) await handle.truncate(at);
        await handle.write(bytes, at);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      if (!journal.exists) await this.syncers.attempts.sync();
    } catch (error) {
      throw new StoreWriteError(`attempt history of route ${id}`, error);
    }
  }

  // ---------------------------------------------------------------- circuits

  listCircuits(): CircuitRecord[] {
    this.assertOpen();
    return [...this.circuits.values()].map((c) => structuredClone(c));
  }

  getCircuit(scopeKey: string): CircuitRecord | undefined {
    this.assertOpen();
    const found = this.circuits.get(scopeKey);
    return found ? structuredClone(found) : undefined;
  }

  commitCircuit(record: CircuitRecord, expectedVersion: number | null): Promise<CircuitRecord> {
    try {
      this.assertWritable();
      const input = parseInput(circuitRecordSchema, record, 'circuit');
      return this.serial(`c:${input.scope_key}`, async () => {
        const current = this.circuits.get(input.scope_key);
        // Explicit compare-and-set; a SQL store does the same with `UPDATE … WHERE version = $n`.
        if ((current?.version ?? null) !== expectedVersion) {
          throw new VersionConflictError(
            `circuit ${input.scope_key}`,
            expectedVersion,
            current?.version ?? null,
          );
        }
        const circuit: CircuitRecord = { ...input, version: (expectedVersion ?? 0) + 1 };
        const doc: CircuitDocument = { schema_version: 1, circuit };
        const path = join(this.dir, LAYOUT.circuits, `${fileKey(input.scope_key)}.json`);
        const text = JSON.stringify(doc);
        const before = current ? JSON.stringify({ schema_version: 1, circuit: current }) : null;
        await this.replace('circuits', path, `circuit ${input.scope_key}`, text, before);
        this.circuits.set(circuit.scope_key, (JSON.parse(text) as CircuitDocument).circuit);
        return structuredClone(circuit);
      });
    } catch (error) {
      return Promise.reject(error);
    }
  }

  // ---------------------------------------------------------------- profiles

  listProfiles(): StoredProfile[] {
    this.assertOpen();
    return [...this.profiles.values()].map((p) => structuredClone(p));
  }

  getProfile(profileId: string): StoredProfile | undefined {
    this.assertOpen();
    const found = this.profiles.get(profileId);
    return found ? structuredClone(found) : undefined;
  }

  putProfile(profile: StoredProfile, expectedVersion: number | null): Promise<StoredProfile> {
    try {
      this.assertWritable();
      const input = parseInput(storedProfileSchema, profile, 'profile');
      return this.serial(`p:${input.profile_id}`, async () => {
        const current = this.profiles.get(input.profile_id);
        if ((current?.version ?? null) !== expectedVersion) {
          throw new VersionConflictError(
            `profile ${input.profile_id}`,
            expectedVersion,
            current?.version ?? null,
          );
        }
        const stored: StoredProfile = { ...input, version: (expectedVersion ?? 0) + 1 };
        const doc: ProfileDocument = { schema_version: 1, profile: stored };
        const path = join(this.dir, LAYOUT.profiles, `${fileKey(input.profile_id)}.json`);
        const text = JSON.stringify(doc);
        const before = current ? JSON.stringify({ schema_version: 1, profile: current }) : null;
        await this.replace('profiles', path, `profile ${input.profile_id}`, text, before);
        this.profiles.set(stored.profile_id, (JSON.parse(text) as ProfileDocument).profile);
        return structuredClone(stored);
      });
    } catch (error) {
      return Promise.reject(error);
    }
  }

  deleteProfile(profileId: string, expectedVersion: number): Promise<void> {
    try {
      this.assertWritable();
      return this.serial(`p:${profileId}`, async () => {
        const current = this.profiles.get(profileId);
        if ((current?.version ?? null) !== expectedVersion) {
          throw new VersionConflictError(`profile ${profileId}`, expectedVersion, current?.version ?? null);
        }
        const path = join(this.dir, LAYOUT.profiles, `${fileKey(profileId)}.json`);
        try {
          await this.fs.unlink(path);
        } catch (error) {
          throw new StoreWriteError(`deletion of profile ${profileId}`, error);
        }
        try {
          await this.syncers.profiles.sync();
        } catch (error) {
          // The unlink may not be durable: put the record back so memory and disk agree.
          await this.restore('profiles', path, JSON.stringify({ schema_version: 1, profile: current }));
          throw new StoreWriteError(`deletion of profile ${profileId}`, error);
        }
        this.profiles.delete(profileId);
      });
    } catch (error) {
      return Promise.reject(error);
    }
  }

  // ---------------------------------------------------------------- helpers

  /**
   * Durably replaces one record document. When only the directory fsync failed the new file is
   * already in place, so the previous bytes (or no file) are put back before rejecting.
   */
  private async replace(
    sub: keyof typeof LAYOUT,
    path: string,
    what: string,
    text: string,
    before: string | null,
    alongside?: Promise<void>,
  ): Promise<void> {
    try {
      await replaceFile(this.fs, path, Buffer.from(text, 'utf8'), () => this.syncers[sub].sync(), alongside);
    } catch (error) {
      if (!(error instanceof ReplaceFailure)) throw error;
      const failure = error;
      if (failure.renamed) await this.restore(sub, path, before);
      throw new StoreWriteError(what, failure.cause);
    }
  }

  private async restore(sub: keyof typeof LAYOUT, path: string, text: string | null): Promise<void> {
    try {
      if (text === null) {
        await this.fs.unlink(path);
        await this.syncers[sub].sync();
      } else {
        await replaceFile(this.fs, path, Buffer.from(text, 'utf8'), () => this.syncers[sub].sync());
      }
    } catch (error) {
      this.broken = error;
    }
  }

  /** Runs `task` after every earlier task with the same key (per-record call order). */
  private serial<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const guarded = (): Promise<T> => {
      this.assertWritable();
      return task();
    };
    const run = previous.then(guarded, guarded);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(key, tail);
    void tail.then(() => {
      if (this.queues.get(key) === tail) this.queues.delete(key);
    });
    return run;
  }

  private assertOpen(): void {
    if (this.state !== 'open')
      throw new Error(`store is ${this.state}: call open() first and not after close()`);
  }

  private assertWritable(): void {
    this.assertOpen();
    if (this.broken !== null) {
      throw new StoreWriteError(
        'the store (an earlier failed write could not be rolled back; reopen it)',
        this.broken,
      );
    }
  }

  private async recordNames(dir: string, ext: string): Promise<string[]> {
    const names = await this.listDir(dir);
    return names.filter((n) => !isTempName(n) && n.endsWith(ext)).map((n) => n.slice(0, -ext.length));
  }

  private async listDir(dir: string): Promise<string[]> {
    try {
      return await this.fs.readdir(dir);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return [];
      throw this.corrupt(dir, error);
    }
  }

  private async readBytes(path: string): Promise<Buffer> {
    try {
      return await this.fs.readFile(path);
    } catch (error) {
      throw this.corrupt(path, error);
    }
  }

  private async readJson(path: string): Promise<unknown> {
    const bytes = await this.readBytes(path);
    try {
      return JSON.parse(bytes.toString('utf8'));
    } catch (error) {
      throw this.corrupt(path, error);
    }
  }

  private checked<T extends z.ZodType>(schema: T, value: unknown, file: string, at = ''): z.output<T> {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const problems = fromZodError(result.error)
      .slice(0, 3)
      .map((e) => `${e.path || '(root)'}: ${e.message}`);
    throw new StoreCorruptError(file, `${at}invalid content (${problems.join('; ')})`);
  }

  private expectKey(path: string, key: string, id: string): void {
    if (fileKey(id) !== key)
      throw new StoreCorruptError(path, `it holds the record ${id}, which belongs in another file`);
  }

  private corrupt(where: string, error: unknown): StoreCorruptError {
    if (error instanceof StoreCorruptError) return error;
    return new StoreCorruptError(where, error instanceof Error ? error.message : String(error));
  }
}

const routeCommitSchema = z.strictObject({ route: storedRouteSchema, attempts: attemptRecordSchema.array() });

function parseInput<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(fromZodError(result.error), what);
  return result.data;
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
