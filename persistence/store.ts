/**
 * The store interface owned by `persistence/`. Nothing outside this folder knows how records are
 * written: the embedded log store (`log-store.ts`) and the coming PostgreSQL store both implement
 * {@link Store}, and `open-store.ts` picks one.
 *
 * Guarantees every implementation keeps:
 * - A commit resolves only once its records are durable (written and fsynced). A commit that
 *   fails rejects with {@link StoreWriteError} and leaves every stored record as it was.
 * - Route attempt history is append-only: nothing rewrites an appended attempt.
 * - `open()` validates everything it loads; unreadable or corrupt data rejects with
 *   {@link StoreCorruptError} naming the file and the problem, and nothing is overwritten.
 * - The cost of one commit does not grow with the number of stored routes.
 */

import type { Caller, ClassificationDetail, DispatchStatus } from '../machines/route.types.ts';

export { CALLERS, type Caller, type DispatchStatus } from '../machines/route.types.ts';

/** The record written before an attempt is handed to an executor. */
export interface DispatchRecord {
  attempt_id: string;
  invocation_id: string;
  generation: number;
  candidate_id: string;
  recorded_at: string;
  status: DispatchStatus;
}

/** One stored route: its machine snapshot plus the dispatch record the restart rules read. */
export interface StoredRoute {
  schema_version: 1;
  route_id: string;
  profile_id: string;
  caller: Caller;
  /** Version of the route machine that produced `snapshot`; a mismatch is handled by `machines/`. */
  machine_version: number;
  created_at: string;
  updated_at: string;
  /** The route machine's persisted snapshot (validated by its owner, `machines/`). */
  snapshot: unknown;
  /** The latest dispatch, or null when none was ever recorded. */
  dispatch: DispatchRecord | null;
}

/** One append-only attempt-history entry. Later edits or catalogue changes never rewrite it. */
export interface AttemptRecord {
  schema_version: 1;
  route_id: string;
  seq: number;
  at: string;
  attempt_id: string;
  invocation_id: string;
  generation: number;
  candidate_id: string;
  /** What happened: the attempt's outcome or the route event recorded. */
  event: 'dispatched' | 'succeeded' | 'failed' | 'action' | 'reconciled';
  code: string | null;
  class: string | null;
  category: string | null;
  catalogue_version: string | null;
  classifier_rule: string | null;
  safe_excerpt: string | null;
  policy_snapshot: unknown | null;
  decision: string | null;
  reason: string | null;
  retry_ordinal: number;
  max_retries: number;
  deadline: string | null;
  pending_outcome: string | null;
  /** For `action` entries: which action. */
  action?: string | null;
  /** For `failed` entries: the rest of the classification (absent in records written before it). */
  classification?: ClassificationDetail | null;
}

/** A resource circuit's durable state, including its exclusive probe lease. */
export interface CircuitRecord {
  schema_version: 1;
  scope_key: string;
  state: 'closed' | 'open' | 'half_open';
  opened_at: string | null;
  open_until: string | null;
  consecutive_failures: number;
  probe: { holder: string; lease_until: string; acquired_at: string } | null;
  /** Optimistic-concurrency version: every successful write increments it. */
  version: number;
  updated_at: string;
}

/** A dynamic profile as stored; its `document` is validated by `policy/`. */
export interface StoredProfile {
  schema_version: 1;
  profile_id: string;
  version: number;
  updated_at: string;
  document: unknown;
}

export class StoreCorruptError extends Error {
  readonly file: string;
  /** Byte offset of the damage inside `file`, when known. */
  readonly offset: number | null;
  constructor(file: string, problem: string, options: { offset?: number; remedy?: string } = {}) {
    const at = options.offset === undefined ? '' : ` at byte ${options.offset}`;
    super(
      `store file ${file} is unreadable or corrupt${at}: ${problem}. Recourse will not start on it and has not changed it; ` +
        (options.remedy ?? 'restore it from a backup or move it aside, then start again.'),
    );
    this.name = 'StoreCorruptError';
    this.file = file;
    this.offset = options.offset ?? null;
  }
}

export class StoreWriteError extends Error {
  constructor(what: string, cause: unknown) {
    super(`could not durably write ${what}: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'StoreWriteError';
  }
}

/** An optimistic-concurrency conflict: the stored version is not the expected one. */
export class VersionConflictError extends Error {
  readonly current: number | null;
  constructor(what: string, expected: number | null, current: number | null) {
    super(`${what} is at version ${current ?? 'none'}, not the expected ${expected ?? 'none'}`);
    this.name = 'VersionConflictError';
    this.current = current;
  }
}

/** Another process's committed change, as a store several processes share reports it. */
export type StoreChange =
  | { kind: 'route'; route: StoredRoute; owner: string | null }
  | { kind: 'circuit'; circuit: CircuitRecord };

/** What a process taking part in route ownership is told (see {@link RouteOwnership}). */
export interface RouteOwnershipEvents {
  /** Routes this process took over after their leases expired, as last stored: restore and reconcile them. */
  claimed(routes: StoredRoute[]): void;
  /** Another process holds the route's lease now: this one must run it no longer (its writes are refused). */
  lost(routeId: string): void;
}

/**
 * Route ownership on a store several service processes share: each route is run by the one process
 * holding its lease; writes of a route this process does not hold are refused by the store.
 */
export interface RouteOwnership {
  /** This process's owner id in lease rows (host, pid and a random part). */
  readonly owner: string;
  /** Whether this process holds the route's lease (routes it creates are its own). */
  owns(routeId: string): boolean;
  /** The process holding the route's lease as last seen; null when none does. */
  ownerOf(routeId: string): string | null;
  /**
   * Takes part: claims every route whose lease expired and returns them, then keeps renewing this
   * process's leases and claiming expired ones, telling `events`. Call once.
   */
  join(events: RouteOwnershipEvents): Promise<StoredRoute[]>;
}

/** A route write this process may not make: another process holds the route's lease. */
export class RouteLeaseError extends StoreWriteError {
  readonly routeId: string;
  readonly owner: string | null;
  constructor(routeId: string, owner: string | null) {
    super(
      `route ${routeId}`,
      new Error(
        `this process does not hold the route's lease (${owner ? `process ${owner} does` : 'no process does'}); nothing was written`,
      ),
    );
    this.name = 'RouteLeaseError';
    this.routeId = routeId;
    this.owner = owner;
  }
}

export interface Store {
  /** Loads and validates all stored data. Rejects with StoreCorruptError; never overwrites. */
  open(): Promise<void>;
  /** Waits for in-flight commits, then releases files. */
  close(): Promise<void>;

  listRoutes(): StoredRoute[];
  /**
   * The stored routes, not copied: for a reader that only reads them (the engine's restart, which
   * copies a route only when it hands it to a route actor). Each is the stored record itself, or
   * one decoded from the text the store keeps it as. Never change them.
   */
  readRoutes(): readonly StoredRoute[];
  getRoute(routeId: string): StoredRoute | undefined;
  /** The stored route, not copied (see `readRoutes`): for a reader that only reads it. */
  readRoute?(routeId: string): StoredRoute | undefined;
  /** Durably replaces the route record and appends `attempts` to its history, in one commit. */
  commitRoute(route: StoredRoute, attempts?: AttemptRecord[]): Promise<void>;
  /** The route's attempt history, oldest first. */
  listAttempts(routeId: string): Promise<AttemptRecord[]>;

  listCircuits(): CircuitRecord[];
  getCircuit(scopeKey: string): CircuitRecord | undefined;
  /**
   * Writes `record` only if the stored version equals `expectedVersion` (null: must not exist);
   * the stored version becomes `expectedVersion + 1` (or 1). Rejects with VersionConflictError.
   */
  commitCircuit(record: CircuitRecord, expectedVersion: number | null): Promise<CircuitRecord>;

  listProfiles(): StoredProfile[];
  getProfile(profileId: string): StoredProfile | undefined;
  /**
   * The stored profile, not copied (see `readRoutes`): for a reader that only reads it (the engine
   * compares its version on every decision). Never change it.
   */
  readProfile?(profileId: string): StoredProfile | undefined;
  /** Compare-and-set like commitCircuit. */
  putProfile(profile: StoredProfile, expectedVersion: number | null): Promise<StoredProfile>;
  deleteProfile(profileId: string, expectedVersion: number): Promise<void>;

  /** Stores shared by several processes (PostgreSQL): route leases. Absent: this process owns every route. */
  readonly ownership?: RouteOwnership;
  /** Stores shared by several processes: other processes' committed changes. Returns an unsubscribe. */
  watch?(listener: (change: StoreChange) => void): () => void;
}
