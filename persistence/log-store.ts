import { join } from 'node:path';
import { z } from 'zod';
import { fromZodError, parseOrThrow, ValidationError } from '../validation/field-errors.ts';
import {
  CachedRecords,
  type KeptRoute,
  keptBuffer,
  keptBytes,
  keptCopy,
  keptText,
} from './cached-records.ts';
import { copyRecord } from './copy.ts';
import { DirSyncer, DurableJsonFile, ReplaceFailure } from './durable-file.ts';
import { fastRouteEntry } from './entry-fast.ts';
import {
  FRAME_HEADER_BYTES,
  frame,
  framePieces,
  logRemedy,
  payloadText,
  type ScannedFrame,
  scanFrames,
} from './frames.ts';
import type { FileHandlePort, FsPort } from './fs-port.ts';
import { errorCode, nodeFs } from './fs-port.ts';
import { LEGACY_LAYOUT, legacyFoldersWithData, loadLegacyV1 } from './legacy-v1.ts';
import type { StoreMeta } from './schemas.ts';
import {
  type anyStoreMetaSchema,
  attemptRecordSchema,
  circuitRecordSchema,
  LEGACY_SCHEMA_VERSION,
  legacyStoreMetaSchema,
  STORE_SCHEMA_VERSION,
  segmentEntrySchema,
  snapshotEntrySchema,
  storedProfileSchema,
  storedRouteSchema,
  storeMetaSchema,
} from './schemas.ts';
import type { AttemptRecord, CircuitRecord, Store, StoredProfile, StoredRoute } from './store.ts';
import { StoreCorruptError, StoreWriteError, VersionConflictError } from './store.ts';

/** Where the store reports what it did on its own (a migration, a dropped torn tail, a failed compaction). */
export type StoreLog = (level: 'info' | 'warn', message: string, fields?: Record<string, unknown>) => void;

/** Options of {@link createLogStore}. */
export interface LogStoreOptions {
  /** The store folder; created on first open. */
  dir: string;
  /** File-system calls; tests inject faults here. @default the real file system */
  fs?: FsPort;
  /** Time source for `store.json` and snapshot headers. @default () => new Date() */
  now?: () => Date;
  /** @default silent */
  log?: StoreLog;
  /** A segment that reached this size is closed and the next write starts a new one. @default 64 MiB */
  segmentBytes?: number;
  /**
   * Compaction starts once the segments written since the last snapshot hold more than this many
   * bytes and more than the snapshot itself. @default 32 MiB
   */
  compactAfterBytes?: number;
  /**
   * Groups written and synced at once: while one group's `fdatasync` runs, the commits that arrive
   * form the next group, which is written and synced behind it instead of waiting for it (they still
   * resolve in order, each after its own sync). 1 writes one group at a time. @default 4
   */
  groupsInFlight?: number;
}

/** The embedded store, plus compaction on demand (it also runs on its own, see `compactAfterBytes`). */
export interface LogStore extends Store {
  /** Writes a snapshot of everything committed so far and drops the segments it covers. */
  compact(): Promise<void>;
}

const optionsSchema = z.object({
  dir: z.string().min(1, 'must name the store folder'),
  segmentBytes: z.number().int().min(1024).optional(),
  compactAfterBytes: z.number().int().min(0).optional(),
  groupsInFlight: z.number().int().min(1).max(64).optional(),
});

/**
 * The embedded store: one append-only log of checksummed records in segments, written with group
 * commit (every commit waiting when a write starts shares its one `fdatasync`), an in-memory index
 * for reads, and periodic snapshots that let old segments go. See `docs/persistence.md`.
 */
export function createLogStore(options: LogStoreOptions): LogStore {
  parseOrThrow(optionsSchema, options, 'store options');
  return new RecordLogStore(options);
}

/** Up to this many attempts, a route's kept history is an array of its exact length (`applyRoute`). */
const EXACT_ATTEMPTS = 16;

/** The fixed text around a route record's route and attempts (see `commitRoute`). */
const ROUTE_RECORD_HEAD = Buffer.from('{"t":"route","route":');
const ROUTE_RECORD_ATTEMPTS = Buffer.from(',"attempts":[');
const COMMA = Buffer.from(',');
const ROUTE_RECORD_END = Buffer.from(']}');

/**
 * What `finish` holds until a group's write answers: one function for all groups, since under `tsx`
 * (esbuild's `keepNames`) a closure bound to a name in a method has the name defined on every call.
 */
const NOTHING_TO_RECORD = (): void => undefined;

const SEGMENT = /^segment-(\d{10})\.log$/u;
const SNAPSHOT = /^snapshot-(\d{10})\.log$/u;
const segmentName = (n: number): string => `segment-${String(n).padStart(10, '0')}.log`;
const snapshotName = (n: number): string => `snapshot-${String(n).padStart(10, '0')}.log`;
/** Where the per-record files of a migrated schema-1 store are kept. */
export const LEGACY_BACKUP = 'v1-backup';

/**
 * A route in the in-memory index. Committed records are kept as the bytes of the JSON written for
 * them (a buffer each, outside the JS heap, decoded on read); records loaded by `open()` stay as parsed.
 */
interface RouteEntry {
  route: KeptRoute;
  /** Append-only; a snapshot being written holds this array and the length it saw. */
  attempts: KeptAttempt[];
  lastSeq: number;
}

/** An attempt as kept: the record, or the bytes of its JSON as written. */
type KeptAttempt = AttemptRecord | ArrayBuffer;

/** The state a group's later commits see: earlier commits of the same group, not yet durable. */
interface Overlay {
  lastSeq: Map<string, number>;
  circuits: Map<string, CircuitRecord | null>;
  profiles: Map<string, StoredProfile | null>;
}

interface Planned {
  /** The record's JSON text, or the UTF-8 bytes of its pieces in order (framed without joining them). */
  json: string | readonly Uint8Array[];
  /** Runs once the group is durable, in commit order. Returns what the commit resolves with. */
  apply(): unknown;
}

interface Job {
  plan(overlay: Overlay): Planned;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Segment {
  n: number;
  path: string;
  handle: FileHandlePort | null;
  /** Committed (durable, applied) length. */
  end: number;
  /** Length including the bytes of groups in flight. */
  written: number;
}

/** A group written (or being written) and not yet finished. */
interface Flight {
  /** The write and sync; resolves with what to record once the group is applied, in order. */
  io: Promise<() => void>;
  /** True once the group's commits are applied and resolved; false when they were rejected. */
  done: Promise<boolean>;
}

const emptyOverlay = (): Overlay => ({ lastSeq: new Map(), circuits: new Map(), profiles: new Map() });

interface Capture {
  next: number;
  routes: Array<[KeptRoute, KeptAttempt[], number]>;
  circuits: CircuitRecord[];
  profiles: StoredProfile[];
}

let tempCounter = 0;

const METHODS = [
  'open',
  'close',
  'compact',
  'listRoutes',
  'getRoute',
  'commitRoute',
  'listAttempts',
  'listCircuits',
  'getCircuit',
  'commitCircuit',
  'listProfiles',
  'getProfile',
  'putProfile',
  'deleteProfile',
] as const satisfies ReadonlyArray<keyof LogStore>;

class RecordLogStore extends CachedRecords<RouteEntry> implements LogStore {
  private readonly fs: FsPort;
  private readonly now: () => Date;
  private readonly dir: string;
  private readonly log: StoreLog;
  private readonly segmentBytes: number;
  private readonly compactAfterBytes: number;
  private readonly groupsInFlight: number;
  private readonly dirSync: DirSyncer;

  private queue: Job[] = [];
  /** Groups in flight, oldest first; they finish in this order. */
  private flights: Flight[] = [];
  /** The state as of every commit planned so far: groups in flight are not applied to memory yet. */
  private overlay: Overlay = emptyOverlay();
  /** A group's write or sync failed: nothing more is pipelined until every group in flight finished. */
  private broken = false;
  private pumpQueued = false;
  private idleWaiters: Array<() => void> = [];
  private cutWaiters: Array<(capture: Capture) => void> = [];
  /** The segment groups append to; null until one exists. */
  private current: Segment | null = null;
  /** When set, the next group starts this segment (a full or failed segment, or a compaction cut). */
  private roll: { n: number; previousEnd: number | null } | null = { n: 1, previousEnd: null };
  private wrote = false;
  private tailBytes = 0;
  private snapshotBytes = 0;
  private compaction: Promise<void> | null = null;
  private closing = false;

  constructor(options: LogStoreOptions) {
    super();
    this.fs = options.fs ?? nodeFs;
    this.now = options.now ?? (() => new Date());
    this.dir = options.dir;
    this.log = options.log ?? (() => undefined);
    this.segmentBytes = options.segmentBytes ?? 64 * 1024 * 1024;
    this.compactAfterBytes = options.compactAfterBytes ?? 32 * 1024 * 1024;
    this.groupsInFlight = options.groupsInFlight ?? 4;
    this.dirSync = new DirSyncer(this.fs, this.dir);
    // Callers wrap stores with Object.create; bound methods keep the writer's state on this instance.
    for (const name of METHODS) {
      const method = this[name] as (...args: unknown[]) => unknown;
      Object.defineProperty(this, name, { value: method.bind(this), writable: true, configurable: true });
    }
  }

  // ---------------------------------------------------------------- open / close

  async open(): Promise<void> {
    if (this.state !== 'new')
      throw new Error(`store is ${this.state}: open() may be called once per instance`);
    this.state = 'opening';
    try {
      await this.openMeta();
      await this.load();
      this.state = 'open';
    } catch (error) {
      this.routes.clear();
      this.circuits.clear();
      this.profiles.clear();
      this.state = 'closed';
      throw error;
    }
    this.maybeCompact();
  }

  async close(): Promise<void> {
    if (this.state !== 'open') {
      this.state = 'closed';
      return;
    }
    // No compaction may start from here on: one started by the clean-close record's group would run on
    // after close() returned, deleting segments while the next owner of the folder reads them.
    this.closing = true;
    await this.idle();
    await this.compaction?.catch(() => undefined);
    if (this.wrote) {
      // A clean end: damage before this record can never be mistaken for a torn write.
      const json = JSON.stringify({ t: 'close', at: this.now().toISOString() });
      await this.enqueue(() => ({ json, apply: () => undefined })).catch((error: unknown) =>
        this.log('warn', 'could not write the clean-close record', { error: message(error) }),
      );
      await this.idle();
    }
    this.state = 'closed';
    await this.current?.handle?.close().catch(() => undefined);
    if (this.current) this.current.handle = null;
  }

  private async openMeta(): Promise<void> {
    const metaPath = join(this.dir, 'store.json');
    const meta = this.metaFile();
    let found: z.infer<typeof anyStoreMetaSchema> | null;
    try {
      found = await meta.read();
    } catch (error) {
      throw corruptFrom(metaPath, error);
    }
    if (found === null) {
      const legacy = await legacyFoldersWithData(this.fs, this.dir);
      const logFiles = (await this.listDir()).filter((n) => SEGMENT.test(n) || SNAPSHOT.test(n));
      const data = legacy[0] ?? logFiles[0];
      if (data !== undefined) {
        throw new StoreCorruptError(metaPath, `it is missing although ${data} holds store data`);
      }
      try {
        await this.fs.mkdir(this.dir);
        await meta.write({
          schema_version: STORE_SCHEMA_VERSION,
          format: 'recourse-store',
          created_at: this.now().toISOString(),
        });
        await new DirSyncer(this.fs, join(this.dir, '..')).sync();
      } catch (error) {
        throw new StoreWriteError(metaPath, error instanceof ReplaceFailure ? error.cause : error);
      }
      return;
    }
    if (found.schema_version === LEGACY_SCHEMA_VERSION) {
      await this.migrate(found.created_at);
      return;
    }
    await this.moveLegacyAside();
  }

  private metaFile(): DurableJsonFile<z.infer<typeof anyStoreMetaSchema>> {
    const metaPath = join(this.dir, 'store.json');
    return new DurableJsonFile(
      this.fs,
      metaPath,
      // Schema 1 is recognised (to migrate it); anything else is read as the current schema, so errors name the field.
      (value) =>
        (value as { schema_version?: unknown } | null)?.schema_version === LEGACY_SCHEMA_VERSION
          ? checked(legacyStoreMetaSchema, value, metaPath)
          : checked(storeMetaSchema, value, metaPath),
      () => this.dirSync.sync(),
    );
  }

  /**
   * Schema 1 to 2: load and validate every per-record file, write them as snapshot 1, then switch
   * `store.json` (the commit point), then move the old folders into `v1-backup/`. A crash before the
   * switch migrates again on the next start; after it, the next start finishes the move.
   */
  private async migrate(createdAt: string): Promise<void> {
    const started = Date.now();
    const legacy = await loadLegacyV1(this.fs, this.dir);
    for (const [id, { route, attempts }] of legacy.routes) {
      this.routes.set(id, { route, attempts, lastSeq: attempts.at(-1)?.seq ?? -1 });
    }
    for (const [key, circuit] of legacy.circuits) this.circuits.set(key, circuit);
    for (const [id, profile] of legacy.profiles) this.profiles.set(id, profile);
    const attempts = [...legacy.routes.values()].reduce((sum, r) => sum + r.attempts.length, 0);
    try {
      for (const name of await this.listDir()) {
        if (SEGMENT.test(name) || SNAPSHOT.test(name)) await this.fs.unlink(join(this.dir, name));
      }
      await this.writeSnapshot(this.capture(1));
      const meta: StoreMeta = {
        schema_version: STORE_SCHEMA_VERSION,
        format: 'recourse-store',
        created_at: createdAt,
        migrated_from: { schema_version: LEGACY_SCHEMA_VERSION, at: this.now().toISOString() },
      };
      await this.metaFile().write(meta);
    } catch (error) {
      throw new StoreWriteError(
        `the migration of store ${this.dir}`,
        error instanceof ReplaceFailure ? error.cause : error,
      );
    }
    this.routes.clear();
    this.circuits.clear();
    this.profiles.clear();
    await this.moveLegacyAside();
    this.log('info', 'migrated the store from per-record files (schema 1) to the record log (schema 2)', {
      dir: this.dir,
      routes: legacy.routes.size,
      attempts,
      circuits: legacy.circuits.size,
      profiles: legacy.profiles.size,
      ms: Date.now() - started,
      old_files: join(this.dir, LEGACY_BACKUP),
      note: `the old files are kept in ${join(this.dir, LEGACY_BACKUP)}; delete that folder once satisfied`,
    });
  }

  private async moveLegacyAside(): Promise<void> {
    const names = new Set(await this.listDir());
    const present = Object.values(LEGACY_LAYOUT).filter((sub) => names.has(sub));
    if (present.length === 0) return;
    try {
      await this.fs.mkdir(join(this.dir, LEGACY_BACKUP));
      for (const sub of present)
        await this.fs.rename(join(this.dir, sub), join(this.dir, LEGACY_BACKUP, sub));
      await this.dirSync.sync();
    } catch (error) {
      throw new StoreWriteError(`the old per-record folders of ${this.dir} into ${LEGACY_BACKUP}/`, error);
    }
  }

  /** Loads the newest snapshot, then replays every later segment in order. */
  private async load(): Promise<void> {
    const names = await this.listDir();
    const numbers = (re: RegExp): number[] =>
      names
        .map((name) => re.exec(name)?.[1])
        .filter((n): n is string => n !== undefined)
        .map(Number)
        .sort((a, b) => a - b);
    const snapshots = numbers(SNAPSHOT);
    const newest = snapshots.at(-1);
    let first = 1;
    if (newest !== undefined) {
      await this.loadSnapshot(newest);
      first = newest;
    }
    const live = numbers(SEGMENT).filter((k) => k >= first);
    live.forEach((k, i) => {
      if (k !== first + i) {
        throw new StoreCorruptError(
          join(this.dir, segmentName(first + i)),
          `it is missing although ${segmentName(k)} follows it`,
        );
      }
    });
    const buffers: Buffer[] = [];
    for (const k of live) buffers.push(await this.readBytes(join(this.dir, segmentName(k))));

    // The header of segment k+1 says how many bytes of segment k are committed.
    const headers = live.map((k, i) => this.segmentHeader(k, buffers[i] as Buffer, i === live.length - 1));
    const lastHeaderTorn = live.length > 0 && headers.at(-1) === null;
    let end = 0;
    let lastValid: number | null = null;
    for (const [i, k] of live.entries()) {
      const path = join(this.dir, segmentName(k));
      let bytes = buffers[i] as Buffer;
      const fence = headers[i + 1]?.previous_end ?? null;
      if (fence !== null) {
        if (fence > bytes.length) {
          throw new StoreCorruptError(
            path,
            `${segmentName(k + 1)} records ${fence} committed bytes here, but the file holds ${bytes.length}`,
            { offset: bytes.length, remedy: logRemedy(path, bytes.length) },
          );
        }
        if (fence < bytes.length) {
          this.log('warn', 'dropping bytes of a write that failed before they were committed', {
            file: path,
            offset: fence,
            bytes: bytes.length - fence,
          });
          await this.truncate(path, fence);
          bytes = bytes.subarray(0, fence);
        }
      }
      const tailMayTear = i === live.length - 1 || (i === live.length - 2 && lastHeaderTorn);
      const scan = scanFrames(bytes, path, tailMayTear);
      for (const [j, f] of scan.frames.entries()) {
        const entry = this.parseEntry(segmentEntrySchema, bytes, f, path);
        if (j === 0) {
          if (entry.t !== 'segment' || entry.segment !== k) {
            throw new StoreCorruptError(path, `its first record is not the header of segment ${k}`, {
              offset: f.offset,
              remedy: logRemedy(path, f.offset),
            });
          }
          continue;
        }
        this.replay(entry, path, f.offset);
      }
      if (scan.torn !== null) {
        this.log('warn', 'dropping the torn tail of the log: a write a crash interrupted, never committed', {
          file: path,
          offset: scan.end,
          bytes: scan.torn.bytes,
          reason: scan.torn.reason,
        });
        await this.truncate(path, scan.end);
      }
      this.tailBytes += scan.end;
      if (scan.frames.length > 0) {
        lastValid = k;
        end = scan.end;
      }
    }
    const lastLive = live.at(-1);
    if (lastLive !== undefined && lastValid === lastLive) {
      this.current = {
        n: lastLive,
        path: join(this.dir, segmentName(lastLive)),
        handle: null,
        end,
        written: end,
      };
      this.roll = null;
    } else if (lastLive !== undefined) {
      // The newest segment holds no whole header: its first write never completed. Start it again.
      this.roll = { n: lastLive, previousEnd: lastValid === null ? null : end };
    } else {
      this.roll = { n: first, previousEnd: null };
    }
  }

  /** The header of a segment, or null when the newest segment's first write was torn. */
  private segmentHeader(k: number, bytes: Buffer, newest: boolean): { previous_end: number | null } | null {
    const path = join(this.dir, segmentName(k));
    const scan = scanFrames(bytes.subarray(0, headerLength(bytes)), path, newest);
    const f = scan.frames[0];
    if (f === undefined) {
      if (newest) return null;
      throw new StoreCorruptError(path, 'it has no segment header', {
        offset: 0,
        remedy: logRemedy(path, 0),
      });
    }
    const entry = this.parseEntry(segmentEntrySchema, bytes, f, path);
    if (entry.t !== 'segment' || entry.segment !== k) {
      throw new StoreCorruptError(path, `its first record is not the header of segment ${k}`, {
        offset: 0,
        remedy: logRemedy(path, 0),
      });
    }
    return { previous_end: entry.previous_end };
  }

  private async loadSnapshot(n: number): Promise<void> {
    const path = join(this.dir, snapshotName(n));
    const bytes = await this.readBytes(path);
    const scan = scanFrames(bytes, path, false);
    const frames = scan.frames;
    const header = frames[0] && this.parseEntry(snapshotEntrySchema, bytes, frames[0], path);
    if (header?.t !== 'snapshot' || header.next_segment !== n) {
      throw new StoreCorruptError(path, `it does not start with the header of snapshot ${n}`, { offset: 0 });
    }
    const last = frames.at(-1);
    const tail = last && frames.length > 1 ? this.parseEntry(snapshotEntrySchema, bytes, last, path) : null;
    if (tail?.t !== 'snapshot_end' || tail.records !== frames.length - 2) {
      throw new StoreCorruptError(path, 'it does not end with a snapshot_end record counting its records', {
        offset: last?.offset ?? 0,
      });
    }
    for (const f of frames.slice(1, -1)) {
      const entry = this.parseEntry(snapshotEntrySchema, bytes, f, path);
      if (entry.t === 'snapshot' || entry.t === 'snapshot_end') {
        throw new StoreCorruptError(path, `a ${entry.t} record inside the snapshot`, { offset: f.offset });
      }
      this.replay(entry, path, f.offset);
    }
    this.snapshotBytes = bytes.length;
  }

  private replay(
    entry: z.infer<typeof segmentEntrySchema> | z.infer<typeof snapshotEntrySchema>,
    path: string,
    offset: number,
  ): void {
    switch (entry.t) {
      case 'route': {
        const id = entry.route.route_id;
        let seq = this.routes.get(id)?.lastSeq ?? -1;
        for (const a of entry.attempts) {
          if (a.route_id !== id || a.seq <= seq) {
            throw new StoreCorruptError(
              path,
              a.route_id !== id
                ? `an attempt of route ${a.route_id} is recorded with route ${id}`
                : `attempt seq ${a.seq} of route ${id} does not follow seq ${seq}`,
              { offset, remedy: logRemedy(path, offset) },
            );
          }
          seq = a.seq;
        }
        this.applyRoute(id, entry.route, entry.attempts, entry.attempts.at(-1)?.seq);
        return;
      }
      case 'circuit':
        this.circuits.set(entry.circuit.scope_key, entry.circuit);
        return;
      case 'profile':
        this.profiles.set(entry.profile.profile_id, entry.profile);
        return;
      case 'profile_deleted':
        this.profiles.delete(entry.profile_id);
        return;
      default:
        return;
    }
  }

  private parseEntry<T extends z.ZodType>(
    schema: T,
    bytes: Buffer,
    f: ScannedFrame,
    path: string,
  ): z.output<T> {
    const offset = f.offset;
    let value: unknown;
    try {
      value = JSON.parse(payloadText(bytes, f));
    } catch (error) {
      throw new StoreCorruptError(path, `a record is not JSON (${message(error)})`, {
        offset,
        remedy: logRemedy(path, offset),
      });
    }
    // Route records (nearly all of a log) take the fast check; zod decides anything it is unsure of.
    const logEntry =
      (schema as z.ZodType) === segmentEntrySchema || (schema as z.ZodType) === snapshotEntrySchema;
    const fast = logEntry ? fastRouteEntry(value) : null;
    if (fast !== null) return fast as z.output<T>;
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const problems = fromZodError(result.error)
      .slice(0, 3)
      .map((e) => `${e.path || '(root)'}: ${e.message}`);
    throw new StoreCorruptError(path, `a record has invalid content (${problems.join('; ')})`, {
      offset,
      remedy: logRemedy(path, offset),
    });
  }

  // ---------------------------------------------------------------- routes

  async listAttempts(routeId: string): Promise<AttemptRecord[]> {
    this.assertOpen();
    return (this.routes.get(routeId)?.attempts ?? []).map((a) => keptCopy<AttemptRecord>(a));
  }

  commitRoute(route: StoredRoute, attempts: AttemptRecord[] = []): Promise<void> {
    try {
      this.assertOpen();
      // The fast check (proven to answer what zod answers) takes the caller's own objects, encoded
      // at once below so nothing the caller does later reaches the log; zod decides anything else and
      // stays the source of every error. zod's copy was most of a commit's garbage.
      const input =
        fastRouteEntry({ t: 'route', route, attempts }) ??
        parseInput(routeCommitSchema, { route, attempts }, 'route commit');
      const id = input.route.route_id;
      input.attempts.forEach((a, i) => {
        if (a.route_id !== id) {
          throw new ValidationError(
            [{ path: `attempts.${i}.route_id`, code: 'route_mismatch', message: `must be the route's ID` }],
            'route commit',
          );
        }
      });
      // The record's text is the route's and each attempt's, as JSON.stringify of the whole would write
      // them, framed from the bytes kept for each (no joined text is made, nor kept while the group syncs).
      const routeBytes = keptBytes(JSON.stringify(input.route));
      const attemptBytes = input.attempts.map((a) => keptBytes(JSON.stringify(a)));
      const pieces: Uint8Array[] = [ROUTE_RECORD_HEAD, routeBytes, ROUTE_RECORD_ATTEMPTS];
      attemptBytes.forEach((bytes, i) => {
        if (i > 0) pieces.push(COMMA);
        pieces.push(bytes);
      });
      pieces.push(ROUTE_RECORD_END);
      const seqs = input.attempts.map((a) => a.seq);
      return this.enqueue((overlay) => {
        let seq = overlay.lastSeq.get(id) ?? this.routes.get(id)?.lastSeq ?? -1;
        seqs.forEach((next, i) => {
          if (next <= seq) {
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
          seq = next;
        });
        overlay.lastSeq.set(id, seq);
        return {
          json: pieces,
          // What is kept is what is on disk, never the caller's objects: the bytes written, a buffer
          // per record instead of an object graph the garbage collector copies twice.
          apply: this.applying(id, routeBytes, attemptBytes, seqs.at(-1)),
        };
      }) as Promise<void>;
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /**
   * The commit's `apply`, made here: as an arrow written in the plan's object literal it would be named
   * `apply`, and under `tsx` (esbuild's `keepNames`) that name is defined at run time on every commit.
   */
  private applying(id: string, route: Buffer, attempts: Buffer[], last: number | undefined): () => void {
    return () => this.applyRoute(id, keptBuffer(route), attempts.map(keptBuffer), last);
  }

  private applyRoute(id: string, route: KeptRoute, attempts: KeptAttempt[], last: number | undefined): void {
    const entry = this.routes.get(id);
    if (entry === undefined) {
      this.routes.set(id, { route, attempts: attempts.slice(), lastSeq: last ?? -1 });
      return;
    }
    entry.route = route;
    // A short history is replaced by an array of its exact length: a push grows the array's store
    // with room for 16 more, made on every failure's commit and kept for the route's life (issue 12).
    // Compaction reads a captured array up to its captured length, so either way stays valid for it.
    const length = entry.attempts.length + attempts.length;
    if (attempts.length > 0 && length <= EXACT_ATTEMPTS) entry.attempts = entry.attempts.concat(attempts);
    else for (const a of attempts) entry.attempts.push(a);
    if (last !== undefined) entry.lastSeq = last;
  }

  // ---------------------------------------------------------------- circuits

  commitCircuit(record: CircuitRecord, expectedVersion: number | null): Promise<CircuitRecord> {
    try {
      this.assertOpen();
      const input = parseInput(circuitRecordSchema, record, 'circuit');
      const key = input.scope_key;
      return this.enqueue((overlay) => {
        const current = overlay.circuits.has(key) ? overlay.circuits.get(key) : this.circuits.get(key);
        // Explicit compare-and-set; a SQL store does the same with `UPDATE … WHERE version = $n`.
        if ((current?.version ?? null) !== expectedVersion) {
          throw new VersionConflictError(`circuit ${key}`, expectedVersion, current?.version ?? null);
        }
        const circuit: CircuitRecord = { ...input, version: (expectedVersion ?? 0) + 1 };
        overlay.circuits.set(key, circuit);
        const json = JSON.stringify({ t: 'circuit', circuit });
        return {
          json,
          apply: () => {
            const stored = (JSON.parse(json) as { circuit: CircuitRecord }).circuit;
            this.circuits.set(key, stored);
            return copyRecord(stored);
          },
        };
      }) as Promise<CircuitRecord>;
    } catch (error) {
      return Promise.reject(error);
    }
  }

  // ---------------------------------------------------------------- profiles

  putProfile(profile: StoredProfile, expectedVersion: number | null): Promise<StoredProfile> {
    try {
      this.assertOpen();
      const input = parseInput(storedProfileSchema, profile, 'profile');
      const id = input.profile_id;
      return this.enqueue((overlay) => {
        const current = this.profileAsOf(overlay, id);
        if ((current?.version ?? null) !== expectedVersion) {
          throw new VersionConflictError(`profile ${id}`, expectedVersion, current?.version ?? null);
        }
        const stored: StoredProfile = { ...input, version: (expectedVersion ?? 0) + 1 };
        overlay.profiles.set(id, stored);
        const json = JSON.stringify({ t: 'profile', profile: stored });
        return {
          json,
          apply: () => {
            const kept = (JSON.parse(json) as { profile: StoredProfile }).profile;
            this.profiles.set(id, kept);
            return copyRecord(kept);
          },
        };
      }) as Promise<StoredProfile>;
    } catch (error) {
      return Promise.reject(error);
    }
  }

  deleteProfile(profileId: string, expectedVersion: number): Promise<void> {
    try {
      this.assertOpen();
      return this.enqueue((overlay) => {
        const current = this.profileAsOf(overlay, profileId);
        if ((current?.version ?? null) !== expectedVersion) {
          throw new VersionConflictError(`profile ${profileId}`, expectedVersion, current?.version ?? null);
        }
        overlay.profiles.set(profileId, null);
        return {
          json: JSON.stringify({ t: 'profile_deleted', profile_id: profileId, version: expectedVersion }),
          apply: () => {
            this.profiles.delete(profileId);
          },
        };
      }) as Promise<void>;
    } catch (error) {
      return Promise.reject(error);
    }
  }

  private profileAsOf(overlay: Overlay, id: string): StoredProfile | null | undefined {
    return overlay.profiles.has(id) ? overlay.profiles.get(id) : this.profiles.get(id);
  }

  // ---------------------------------------------------------------- group commit

  private enqueue(plan: (overlay: Overlay) => Planned): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.queue.push({ plan, resolve, reject });
      this.pump();
    });
  }

  /**
   * Starts the next group when there is room: none in flight, or (pipelined) one in flight on the
   * current segment. Compaction cuts and new segments happen only with no group in flight.
   */
  private pump(): void {
    if (this.flights.length > 0) {
      if (this.flights.length >= this.groupsInFlight || this.queue.length === 0 || !this.canPipeline())
        return;
      // Commits made in the same tick as this one share its group.
      if (this.pumpQueued) return;
      this.pumpQueued = true;
      queueMicrotask(() => {
        this.pumpQueued = false;
        if (this.flights.length > 0 && this.flights.length < this.groupsInFlight && this.canPipeline())
          this.startGroup();
        else this.pump();
      });
      return;
    }
    if (this.cutWaiters.length > 0) {
      const capture = this.cut();
      for (const waiter of this.cutWaiters.splice(0)) waiter(capture);
    }
    if (this.queue.length === 0) {
      for (const waiter of this.idleWaiters.splice(0)) waiter();
      return;
    }
    this.startGroup();
  }

  /** Whether a group may be written while another is in flight: same open segment, no failure, no cut. */
  private canPipeline(): boolean {
    const segment = this.current;
    return (
      !this.broken &&
      this.roll === null &&
      this.cutWaiters.length === 0 &&
      segment !== null &&
      segment.handle !== null &&
      segment.written < this.segmentBytes
    );
  }

  /** Plans every queued commit against the state as of the commits before it, and writes them as one group. */
  private startGroup(): void {
    const jobs = this.queue;
    this.queue = [];
    if (jobs.length === 0) return;
    const overlay = this.overlay;
    const planned: Array<{ job: Job; apply: () => unknown }> = [];
    const frames: Buffer[] = [];
    const earlier = this.flights.at(-1) ?? null;
    for (const job of jobs) {
      try {
        const p = job.plan(overlay);
        frames.push(typeof p.json === 'string' ? frame(p.json) : framePieces(p.json));
        planned.push({ job, apply: p.apply });
      } catch (error) {
        if (earlier === null) job.reject(error);
        else this.refuseAfter(earlier, job, error);
      }
    }
    if (planned.length === 0) {
      this.pump();
      return;
    }
    const flight: Flight = { io: Promise.resolve(() => undefined), done: Promise.resolve(false) };
    flight.io = this.append(frames);
    // Known rejected: `finish` awaits it, and nothing else may see it unhandled meanwhile.
    flight.io.catch(() => undefined);
    flight.done = this.finish(flight, planned, earlier);
    this.flights.push(flight);
  }

  /**
   * A commit whose check failed against groups still in flight is refused once they landed, as if it
   * had been checked after them: a caller that re-reads on a version conflict then sees the version
   * that conflicted. If one of them failed, the check was made against state that never became
   * durable: the commit fails with them.
   */
  private refuseAfter(earlier: Flight, job: Job, error: unknown): void {
    void earlier.done.then((applied) =>
      job.reject(
        applied
          ? error
          : new StoreWriteError(
              'a commit',
              new Error('checked against an earlier group of commits that failed'),
            ),
      ),
    );
  }

  /** A group finished (applied or rejected): let the next one start. */
  private landed(flight: Flight): void {
    this.flights.splice(this.flights.indexOf(flight), 1);
    if (this.flights.length === 0) {
      // Every group planned against the overlay is applied or failed: memory is the whole truth again.
      this.overlay = emptyOverlay();
      this.broken = false;
    }
    this.maybeCompact();
    this.pump();
  }

  /**
   * Resolves a group's commits once its own sync succeeded and every earlier group was applied, in
   * order. A failed write or sync fails its group and every later group in flight (their bytes follow
   * the failed ones in the file), cuts them off once their I/O settled, and abandons the segment.
   */
  private async finish(
    flight: Flight,
    planned: Array<{ job: Job; apply: () => unknown }>,
    earlier: Flight | null,
  ): Promise<boolean> {
    let failure: unknown = null;
    let record: () => void = NOTHING_TO_RECORD;
    try {
      record = await flight.io;
    } catch (error) {
      failure = error;
      this.broken = true;
    }
    const earlierApplied = earlier === null ? true : await earlier.done;
    if (failure === null && earlierApplied) {
      record();
      for (const { job, apply } of planned) {
        try {
          job.resolve(apply());
        } catch (error) {
          job.reject(error);
        }
      }
      this.landed(flight);
      return true;
    }
    if (earlierApplied) {
      // The first group that failed: no group starts any more; wait for the later ones' bytes to land.
      const later = this.flights.slice(this.flights.indexOf(flight) + 1).map((f) => f.io);
      await Promise.allSettled(later);
      // A failed new segment cleaned up after itself (and `roll` still names it); the current one is abandoned.
      if (this.current !== null && this.roll === null) await this.abandon(this.current);
    } else {
      failure = new Error('an earlier group of commits failed to write; this one followed it in the file');
    }
    const rejection = new StoreWriteError(
      planned.length === 1 ? 'a commit' : `a group of ${planned.length} commits`,
      failure,
    );
    for (const { job } of planned) job.reject(rejection);
    this.landed(flight);
    return false;
  }

  /**
   * Writes one group after the bytes written so far and fdatasyncs it (a new segment: header first,
   * then a directory fsync; only with no other group in flight). The committed end moves only when
   * the group is applied, in order. A failed new segment is emptied and removed here; a failure on
   * the current segment is handled by `finish`.
   */
  private async append(frames: Buffer[]): Promise<() => void> {
    if (this.roll === null && this.current !== null && this.current.written >= this.segmentBytes) {
      this.roll = { n: this.current.n + 1, previousEnd: this.current.end };
    }
    const roll = this.roll;
    if (roll !== null) {
      const path = join(this.dir, segmentName(roll.n));
      const header = frame(JSON.stringify({ t: 'segment', segment: roll.n, previous_end: roll.previousEnd }));
      const bytes = Buffer.concat([header, ...frames]);
      let handle: FileHandlePort | null = null;
      try {
        handle = await this.fs.open(path, 'w');
        await handle.write(bytes, 0);
        await handle.datasync();
        await this.dirSync.sync();
      } catch (error) {
        // Nobody may read the failed group back from this file: empty it and remove it.
        if (handle !== null) {
          await handle.truncate(0).catch(() => undefined);
          await handle.datasync().catch(() => undefined);
          await handle.close().catch(() => undefined);
          await this.fs.unlink(path).catch(() => undefined);
        }
        throw error;
      }
      await this.current?.handle?.close().catch(() => undefined);
      // Appends go through the file opened for update (`a+`), where it may take durable writes in one
      // call; should that open fail, the next append opens it again.
      await handle.close().catch(() => undefined);
      const appender = await this.fs.open(path, 'a+').catch(() => null);
      this.current = { n: roll.n, path, handle: appender, end: bytes.length, written: bytes.length };
      this.roll = null;
      return () => {
        this.tailBytes += bytes.length;
        this.wrote = true;
      };
    }
    const segment = this.current as Segment;
    const bytes = frames.length === 1 ? (frames[0] as Buffer) : Buffer.concat(frames);
    segment.handle ??= await this.fs.open(segment.path, 'a+');
    const handle = segment.handle;
    // Claimed before any await: a group started meanwhile writes after these bytes.
    const position = segment.written;
    segment.written += bytes.length;
    // One call where the file takes durable writes (O_DSYNC): the same guarantee as write + fdatasync.
    if (handle.writeDurable) await handle.writeDurable(bytes, position);
    else {
      await handle.write(bytes, position);
      await handle.datasync();
    }
    // Run once every earlier group is applied, so the committed end only ever moves forward in order.
    return () => {
      segment.end = position + bytes.length;
      this.tailBytes += bytes.length;
      this.wrote = true;
    };
  }

  /** After a failed write or sync: cut the failed bytes off if possible, and never write here again. */
  private async abandon(segment: Segment): Promise<void> {
    this.roll = { n: segment.n + 1, previousEnd: segment.end };
    const handle = segment.handle;
    segment.handle = null;
    if (handle === null) return;
    try {
      await handle.truncate(segment.end);
      await handle.datasync();
    } catch (error) {
      this.log('warn', 'could not cut back a failed write; the next segment header fences it', {
        file: segment.path,
        offset: segment.end,
        error: message(error),
      });
    }
    await handle.close().catch(() => undefined);
  }

  private idle(): Promise<void> {
    if (this.flights.length === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  // ---------------------------------------------------------------- compaction

  compact(): Promise<void> {
    try {
      this.assertOpen();
    } catch (error) {
      return Promise.reject(error);
    }
    this.compaction ??= this.runCompaction().finally(() => {
      this.compaction = null;
    });
    return this.compaction;
  }

  private maybeCompact(): void {
    if (this.state !== 'open' || this.closing || this.compaction !== null) return;
    if (this.tailBytes < Math.max(this.compactAfterBytes, this.snapshotBytes)) return;
    this.compact().catch((error: unknown) =>
      this.log('warn', 'compaction failed; the log keeps every segment and will try again', {
        dir: this.dir,
        error: message(error),
      }),
    );
  }

  private async runCompaction(): Promise<void> {
    const capture = await new Promise<Capture>((resolve) => {
      this.cutWaiters.push(resolve);
      this.pump();
    });
    const before = this.tailBytes;
    const size = await this.writeSnapshot(capture);
    this.snapshotBytes = size;
    // Segments and snapshots the new snapshot covers are no longer needed.
    for (const name of await this.listDir()) {
      const segment = SEGMENT.exec(name)?.[1];
      const snapshot = SNAPSHOT.exec(name)?.[1];
      const n = Number(segment ?? snapshot ?? Number.NaN);
      if (n < capture.next) await this.fs.unlink(join(this.dir, name)).catch(() => undefined);
    }
    await this.dirSync.sync().catch(() => undefined);
    this.log('info', 'compacted the store log', {
      dir: this.dir,
      snapshot: snapshotName(capture.next),
      bytes: size,
      tail_bytes_before: before,
    });
  }

  /** Takes the committed state between two groups; later groups go to segment `next` or beyond. */
  private cut(): Capture {
    const next = this.roll?.n ?? (this.current ? this.current.n + 1 : 1);
    if (this.roll === null) this.roll = { n: next, previousEnd: this.current?.end ?? null };
    this.tailBytes = 0;
    return this.capture(next);
  }

  private capture(next: number): Capture {
    return {
      next,
      routes: [...this.routes.values()].map((e) => [e.route, e.attempts, e.attempts.length]),
      circuits: [...this.circuits.values()],
      profiles: [...this.profiles.values()],
    };
  }

  /** Writes `snapshot-<next>.log` crash-safely: temp file, fsync, rename, directory fsync. */
  private async writeSnapshot(capture: Capture): Promise<number> {
    const name = snapshotName(capture.next);
    tempCounter += 1;
    const temp = join(this.dir, `.${name}.${process.pid}.${tempCounter}.tmp`);
    const handle = await this.fs.open(temp, 'w');
    let position = 0;
    try {
      let chunks: Buffer[] = [];
      let pending = 0;
      const flush = async (): Promise<void> => {
        const bytes = Buffer.concat(chunks);
        chunks = [];
        pending = 0;
        await handle.write(bytes, position);
        position += bytes.length;
      };
      const push = (value: unknown): Promise<void> => pushText(JSON.stringify(value));
      const pushText = async (json: string): Promise<void> => {
        const f = frame(json);
        chunks.push(f);
        pending += f.length;
        if (pending >= 1 << 20) await flush();
      };
      await push({
        t: 'snapshot',
        format: 'recourse-log-snapshot',
        schema_version: 1,
        next_segment: capture.next,
        created_at: this.now().toISOString(),
      });
      // Kept bytes are written as they are; a parsed record is encoded: the same bytes JSON.stringify
      // of the whole record would write.
      const text = (value: KeptRoute | KeptAttempt): string =>
        value instanceof ArrayBuffer ? keptText(value) : JSON.stringify(value);
      for (const [route, attempts, length] of capture.routes) {
        const items: string[] = [];
        for (let i = 0; i < length; i++) items.push(text(attempts[i] as KeptAttempt));
        await pushText(`{"t":"route","route":${text(route)},"attempts":[${items.join(',')}]}`);
      }
      for (const circuit of capture.circuits) await push({ t: 'circuit', circuit });
      for (const profile of capture.profiles) await push({ t: 'profile', profile });
      const records = capture.routes.length + capture.circuits.length + capture.profiles.length;
      await push({ t: 'snapshot_end', records });
      await flush();
      await handle.sync();
    } catch (error) {
      await handle.close().catch(() => undefined);
      await this.fs.unlink(temp).catch(() => undefined);
      throw error;
    }
    await handle.close();
    try {
      await this.fs.rename(temp, join(this.dir, name));
    } catch (error) {
      await this.fs.unlink(temp).catch(() => undefined);
      throw error;
    }
    await this.dirSync.sync();
    return position;
  }

  // ---------------------------------------------------------------- helpers

  private async listDir(): Promise<string[]> {
    try {
      return await this.fs.readdir(this.dir);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return [];
      throw corruptFrom(this.dir, error);
    }
  }

  private async readBytes(path: string): Promise<Buffer> {
    try {
      return await this.fs.readFile(path);
    } catch (error) {
      throw corruptFrom(path, error);
    }
  }

  private async truncate(path: string, length: number): Promise<void> {
    try {
      const handle = await this.fs.open(path, 'a+');
      try {
        await handle.truncate(length);
        await handle.datasync();
      } finally {
        await handle.close();
      }
    } catch (error) {
      throw new StoreWriteError(`the uncommitted tail of ${path}`, error);
    }
  }
}

/** Bytes of the first frame (the segment header), or all of them when they are fewer. */
function headerLength(bytes: Buffer): number {
  if (bytes.length < FRAME_HEADER_BYTES) return bytes.length;
  return Math.min(bytes.length, FRAME_HEADER_BYTES + bytes.readUInt32LE(0));
}

const routeCommitSchema = z.strictObject({ route: storedRouteSchema, attempts: attemptRecordSchema.array() });

function parseInput<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(fromZodError(result.error), what);
  return result.data;
}

function checked<T extends z.ZodType>(schema: T, value: unknown, file: string): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = fromZodError(result.error)
    .slice(0, 3)
    .map((e) => `${e.path || '(root)'}: ${e.message}`);
  throw new StoreCorruptError(file, `invalid content (${problems.join('; ')})`);
}

function corruptFrom(where: string, error: unknown): StoreCorruptError {
  if (error instanceof StoreCorruptError) return error;
  return new StoreCorruptError(where, message(error));
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
