/**
 * The PostgreSQL store: the same {@link Store} contract as the embedded store, on a database that
 * several service processes share (docs/persistence.md, "PostgreSQL").
 *
 * - A commit resolves once its transaction committed (WAL flushed with the default
 *   `synchronous_commit = on`); a failed transaction rejects with StoreWriteError and changes
 *   neither the database nor this process's view.
 * - Each route is run by one process at a time: the one holding its lease row (owner, fence,
 *   expiry). A route write names the fence it holds and locks the lease row, so once another process
 *   took the route over (fence + 1) the write changes nothing (RouteLeaseError). Leases are renewed
 *   every `renewEveryMs`; a dead process's leases expire and another process claims them.
 * - Reads are synchronous, from a cache loaded at `open()` and kept current by this process's own
 *   commits and by `LISTEN recourse_store` notifications of other processes' commits (routes,
 *   circuits, profiles); `watch` reports them.
 * - Circuits and profiles are compare-and-set in SQL (`WHERE version = $expected`), so two
 *   processes can never both win; attempt history stays in the database and is read on demand.
 * - Migrations are the versioned files in `persistence/migrations/`, applied at `open()` under an
 *   advisory lock, each in its own transaction.
 */

import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { z } from 'zod';
import { fromZodError, parseOrThrow, ValidationError } from '../validation/field-errors.ts';
import { CachedRecords } from './cached-records.ts';
import { copyRecord } from './copy.ts';
import {
  attemptRecordSchema,
  circuitRecordSchema,
  storedProfileSchema,
  storedRouteSchema,
} from './schemas.ts';
import type {
  AttemptRecord,
  CircuitRecord,
  RouteOwnership,
  RouteOwnershipEvents,
  Store,
  StoreChange,
  StoredProfile,
  StoredRoute,
} from './store.ts';
import { RouteLeaseError, StoreCorruptError, StoreWriteError, VersionConflictError } from './store.ts';

export interface PostgresStoreOptions {
  /** `postgres://user:password@host:port/database`. */
  url: string;
  /** Connections in the pool. @default 4 */
  poolSize?: number;
  /** Called with errors the store survives (a lost LISTEN connection, an unreadable notification). */
  onError?: (error: unknown) => void;
  /**
   * How long a route lease lasts unless renewed: a process that dies has its routes taken over this
   * long after its last renewal. @default 15000
   */
  leaseMs?: number;
  /**
   * How often this process renews its leases and (once joined) claims expired ones; 0 renews only
   * when `ownership.tick()` is called (tests). @default leaseMs / 3
   */
  renewEveryMs?: number;
  /** The most expired routes one round claims, so several live processes share a dead one's routes. @default 1000 */
  claimBatch?: number;
  /** This process in lease rows, before a random part. @default `<hostname>/<pid>` */
  ownerLabel?: string;
  /** How long to wait before replacing a lost LISTEN connection. @default 1000 */
  relistenMs?: number;
}

/** Default of {@link PostgresStoreOptions.leaseMs}. */
export const DEFAULT_LEASE_MS = 15_000;

/** Route ownership as the PostgreSQL store provides it, with a manual round for tests. */
export interface PostgresOwnership extends RouteOwnership {
  /** One round now: renew this process's leases (reporting lost ones), then claim expired ones if joined. */
  tick(): Promise<void>;
}

/** The PostgreSQL store: a {@link Store} with route ownership and other processes' changes. */
export interface PostgresStore extends Store {
  readonly ownership: PostgresOwnership;
  watch(listener: (change: StoreChange) => void): () => void;
}

/**
 * The channel commits are announced on: `<kind>:<instance>:<id>`, kind `c`ircuit or `p`rofile, or
 * `r:<instance>:<JSON array of route ids>` for route commits and claims, sent after the commits in
 * batches (a NOTIFY inside a route commit would serialize every commit). A process ignores its own.
 */
export const NOTIFY_CHANNEL = 'recourse_store';
const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Arbitrary, fixed: serializes migrations across processes. */
const MIGRATION_LOCK = 7_305_117;
/** NOTIFY payloads stay under PostgreSQL's 8000-byte limit. */
const MAX_PAYLOAD = 7_000;

const optionsSchema = z
  .object({
    url: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
    poolSize: z.number().int().min(1).max(100).optional(),
    leaseMs: z.number().int().min(100).max(3_600_000).optional(),
    renewEveryMs: z.number().int().min(0).max(3_600_000).optional(),
    claimBatch: z.number().int().min(1).max(100_000).optional(),
    relistenMs: z.number().int().min(0).max(600_000).optional(),
    ownerLabel: z
      .string()
      .regex(/^[A-Za-z0-9._/-]{1,100}$/, 'must be 1-100 letters, digits, ".", "_", "/" or "-"')
      .optional(),
  })
  .refine((o) => !o.renewEveryMs || o.renewEveryMs < (o.leaseMs ?? DEFAULT_LEASE_MS), {
    path: ['renewEveryMs'],
    message: 'renewEveryMs must be less than leaseMs, or leases expire while held',
  });

const routeCommitSchema = z.object({
  route: storedRouteSchema,
  attempts: z.array(attemptRecordSchema).max(10_000),
});

function parseInput<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(fromZodError(result.error), what);
  return result.data;
}

/** The migrations on disk, in order: `NNN_name.sql`. */
export async function migrationFiles(): Promise<{ version: number; name: string; sql: string }[]> {
  const names = (await readdir(MIGRATIONS_DIR)).filter((n) => /^\d{3}_[a-z0-9_]+\.sql$/.test(n)).sort();
  return Promise.all(
    names.map(async (name) => ({
      version: Number(name.slice(0, 3)),
      name,
      sql: await readFile(join(MIGRATIONS_DIR, name), 'utf8'),
    })),
  );
}

export function createPostgresStore(options: PostgresStoreOptions): PostgresStore {
  parseOrThrow(optionsSchema, options, 'store options');
  return new PgStore(options);
}

class PgStore extends CachedRecords<{ route: StoredRoute; lastSeq: number | null }> implements PostgresStore {
  private readonly pool: pg.Pool;
  /**
   * Lease renewal and claims on a connection of their own: queued behind a burst of commits in the
   * main pool, a renewal came later than the lease and a busy, healthy process lost its routes.
   */
  private readonly leasePool: pg.Pool;
  private listener: pg.Client | null = null;
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly onError: (error: unknown) => void;
  private readonly instance = randomUUID().slice(0, 8);
  private readonly owner: string;
  private readonly leaseMs: number;
  /** Fences of the leases this process holds. */
  private readonly leases = new Map<string, number>();
  /** The lease owner of every known route ('' when none). */
  private readonly owners = new Map<string, string>();
  private readonly watchers = new Set<(change: StoreChange) => void>();
  private events: RouteOwnershipEvents | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private ticking: Promise<void> | null = null;
  /** Other processes' notifications, applied one at a time so a record never steps back. */
  private refreshing: Promise<void> = Promise.resolve();
  private readonly announcing = new Set<string>();
  private announced: Promise<void> | null = null;
  readonly ownership: PostgresOwnership;

  constructor(private readonly options: PostgresStoreOptions) {
    super();
    this.pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 4 });
    this.leasePool = new pg.Pool({ connectionString: options.url, max: 1 });
    this.onError = options.onError ?? (() => {});
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.owner = `${options.ownerLabel ?? `${hostname()}/${process.pid}`}/${this.instance}`;
    // An idle client's connection error must not crash the process; the next query reports it.
    this.pool.on('error', (error) => this.onError(error));
    this.leasePool.on('error', (error) => this.onError(error));
    this.ownership = {
      owner: this.owner,
      owns: (routeId) => this.leases.has(routeId),
      ownerOf: (routeId) => (this.leases.has(routeId) ? this.owner : this.owners.get(routeId) || null),
      join: (events) => this.join(events),
      tick: () => this.tick(),
    };
  }

  // ---------------------------------------------------------------- open / close

  async open(): Promise<void> {
    if (this.state !== 'new')
      throw new Error(`store is ${this.state}: open() may be called once per instance`);
    try {
      await this.migrate();
      await this.listen();
      await this.loadAll();
      this.state = 'open';
      const every = this.options.renewEveryMs ?? Math.floor(this.leaseMs / 3);
      if (every > 0) {
        this.timer = setInterval(() => void this.tick(), every);
        this.timer.unref();
      }
    } catch (error) {
      await this.listener?.end().catch(() => undefined);
      await this.pool.end().catch(() => undefined);
      await this.leasePool.end().catch(() => undefined);
      this.state = 'closed';
      if (error instanceof StoreCorruptError) throw error;
      throw new StoreWriteError(`the PostgreSQL store at ${redactUrl(this.options.url)}`, error);
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.events = null;
    while (this.queues.size > 0) await Promise.allSettled([...this.queues.values()]);
    if (this.state === 'closed') return;
    this.state = 'closed';
    await this.ticking?.catch(() => undefined);
    await this.announced?.catch(() => undefined);
    await this.refreshing;
    // Leases end now: another process (or this one restarted) takes the routes over at once.
    if (this.leases.size > 0) {
      await this.leasePool
        .query('UPDATE route_leases SET expires_at = now() WHERE owner = $1', [this.owner])
        .catch((error: unknown) => this.onError(error));
      this.leases.clear();
    }
    await this.listener?.end().catch(() => undefined);
    await this.leasePool.end().catch(() => undefined);
    await this.pool.end();
  }

  /** Opens the LISTEN connection; a lost one is replaced, and what it may have missed is read again. */
  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.url });
    this.listener = client;
    const lost = (error?: unknown) => {
      if (error) this.onError(error);
      if (this.listener !== client || this.state !== 'open') return;
      this.listener = null;
      client.end().catch(() => undefined);
      const retry = setTimeout(() => {
        if (this.state !== 'open') return;
        this.listen()
          .then(() => this.resync())
          .catch((e: unknown) => lost(e));
      }, this.options.relistenMs ?? 1000);
      retry.unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (n) => {
      if (n.channel === NOTIFY_CHANNEL && n.payload) this.received(n.payload);
    });
    await client.connect();
    await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
  }

  /** After the LISTEN connection came back: every record another process may have changed meanwhile. */
  private async resync(): Promise<void> {
    const { rows } = await this.pool.query<{ route_id: string }>('SELECT route_id FROM routes');
    const others = rows.map((r) => r.route_id).filter((id) => !this.leases.has(id));
    // Applied like notifications, in order with them.
    for (let i = 0; i < others.length; i += 500) {
      const batch = others.slice(i, i + 500);
      this.refreshing = this.refreshing.then(() => this.refreshRoutes(batch).catch((e) => this.onError(e)));
    }
    const circuits = await this.pool.query<{ scope_key: string }>('SELECT scope_key FROM circuits');
    const profiles = await this.pool.query<{ profile_id: string }>('SELECT profile_id FROM profiles');
    for (const row of circuits.rows) this.received(`c:resync:${row.scope_key}`);
    for (const row of profiles.rows) this.received(`p:resync:${row.profile_id}`);
    for (const id of this.profiles.keys()) {
      if (!profiles.rows.some((r) => r.profile_id === id)) this.received(`p:resync:${id}`);
    }
    await this.refreshing;
  }

  private async migrate(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const applied = new Set(
        (await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map(
          (r) => r.version,
        ),
      );
      for (const m of await migrationFiles()) {
        if (applied.has(m.version)) continue;
        await client.query('BEGIN');
        try {
          await client.query(m.sql);
          await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
            m.version,
            m.name,
          ]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
  }

  private checked<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
    const result = schema.safeParse(value);
    if (!result.success) {
      throw new StoreCorruptError(
        where,
        result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '),
      );
    }
    return result.data;
  }

  private async loadAll(): Promise<void> {
    const routes = await this.pool.query<{ route_id: string; record: unknown; last_seq: number | null }>(
      'SELECT route_id, record, last_seq FROM routes',
    );
    for (const row of routes.rows) {
      const route = this.checked(storedRouteSchema, row.record, `table routes, row ${row.route_id}`);
      this.routes.set(route.route_id, { route, lastSeq: row.last_seq });
    }
    const leases = await this.pool.query<{ route_id: string; owner: string }>(
      'SELECT route_id, owner FROM route_leases WHERE expires_at > now()',
    );
    for (const row of leases.rows) this.owners.set(row.route_id, row.owner);
    const circuits = await this.pool.query<{ scope_key: string; record: unknown }>(
      'SELECT scope_key, record FROM circuits',
    );
    for (const row of circuits.rows) {
      this.circuits.set(
        row.scope_key,
        this.checked(circuitRecordSchema, row.record, `table circuits, row ${row.scope_key}`),
      );
    }
    const profiles = await this.pool.query<{ profile_id: string; record: unknown }>(
      'SELECT profile_id, record FROM profiles',
    );
    for (const row of profiles.rows) {
      this.profiles.set(
        row.profile_id,
        this.checked(storedProfileSchema, row.record, `table profiles, row ${row.profile_id}`),
      );
    }
  }

  /** Applies another process's notification, after the ones before it. */
  private received(payload: string): void {
    this.refreshing = this.refreshing.then(() => this.refresh(payload));
  }

  /** Re-reads the records another process committed. */
  private async refresh(payload: string): Promise<void> {
    const [kind, instance] = payload.split(':', 2);
    if (instance === this.instance || this.state !== 'open') return;
    const id = payload.slice(`${kind}:${instance}:`.length);
    try {
      if (kind === 'r') await this.refreshRoutes(z.array(z.string()).parse(JSON.parse(id)));
      else if (kind === 'c') {
        const { rows } = await this.pool.query('SELECT record FROM circuits WHERE scope_key = $1', [id]);
        if (rows[0]) this.freshCircuit(circuitRecordSchema.parse(rows[0].record));
      } else if (kind === 'p') {
        const { rows } = await this.pool.query('SELECT record FROM profiles WHERE profile_id = $1', [id]);
        this.freshProfile(id, rows[0] ? storedProfileSchema.parse(rows[0].record) : null);
      }
    } catch (error) {
      this.onError(error);
    }
  }

  /**
   * A circuit as the database has it now (another process's commit), told to watchers once. Never
   * steps back: a late notification must not replace a newer version this process wrote; the same
   * version (already read after a lost compare-and-set) is the same record.
   */
  private freshCircuit(fresh: CircuitRecord): void {
    if ((this.circuits.get(fresh.scope_key)?.version ?? 0) >= fresh.version) return;
    this.circuits.set(fresh.scope_key, fresh);
    this.tell({ kind: 'circuit', circuit: copyRecord(fresh) });
  }

  /** A profile as the database has it now, or its deletion (null); never steps back either. */
  private freshProfile(id: string, fresh: StoredProfile | null): void {
    if (!fresh) this.profiles.delete(id);
    else if ((this.profiles.get(id)?.version ?? 0) <= fresh.version) this.profiles.set(id, fresh);
  }

  /** Re-reads routes another process wrote or claimed; a lease this process thought it held and another holds is lost. */
  private async refreshRoutes(ids: string[]): Promise<void> {
    const { rows } = await this.pool.query<{
      route_id: string;
      record: unknown;
      last_seq: number | null;
      owner: string;
      fence: string;
    }>(
      `SELECT r.route_id, r.record, r.last_seq, l.owner, l.fence FROM routes r
       JOIN route_leases l ON l.route_id = r.route_id WHERE r.route_id = ANY($1)`,
      [ids],
    );
    for (const row of rows) {
      const route = storedRouteSchema.parse(row.record);
      const id = row.route_id;
      const mine = this.leases.get(id);
      if (mine !== undefined) {
        if (row.owner === this.owner && Number(row.fence) === mine) continue;
        this.lose(id);
      }
      this.routes.set(id, { route, lastSeq: row.last_seq });
      this.owners.set(id, row.owner);
      this.tell({ kind: 'route', route: copyRecord(route), owner: row.owner || null });
    }
  }

  private tell(change: StoreChange): void {
    for (const watcher of this.watchers) {
      try {
        watcher(change);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  watch(listener: (change: StoreChange) => void): () => void {
    this.watchers.add(listener);
    return () => this.watchers.delete(listener);
  }

  /** Announces route changes to the other processes, batched after the commits that made them. */
  private announce(ids: string[]): void {
    for (const id of ids) this.announcing.add(id);
    if (this.announced) return;
    this.announced = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        while (this.announcing.size > 0) {
          const batch: string[] = [];
          let bytes = 0;
          for (const id of this.announcing) {
            const size = Buffer.byteLength(JSON.stringify(id)) + 1;
            if (batch.length > 0 && bytes + size > MAX_PAYLOAD) break;
            batch.push(id);
            bytes += size;
          }
          for (const id of batch) this.announcing.delete(id);
          await this.pool.query('SELECT pg_notify($1, $2)', [
            NOTIFY_CHANNEL,
            `r:${this.instance}:${JSON.stringify(batch)}`,
          ]);
        }
      })
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.announced = null;
        if (this.announcing.size > 0 && this.state === 'open') this.announce([]);
      });
  }

  // ---------------------------------------------------------------- leases

  private lose(routeId: string): void {
    if (!this.leases.delete(routeId)) return;
    this.events?.lost(routeId);
  }

  private async join(events: RouteOwnershipEvents): Promise<StoredRoute[]> {
    this.assertOpen();
    if (this.events) throw new Error('ownership.join() may be called once per store');
    this.events = events;
    return this.claim();
  }

  private tick(): Promise<void> {
    if (this.state !== 'open') return Promise.resolve();
    this.ticking ??= (async () => {
      try {
        await this.renew();
        if (this.events) {
          const claimed = await this.claim();
          if (claimed.length > 0) this.events?.claimed(claimed);
        }
      } catch (error) {
        this.onError(error);
      } finally {
        this.ticking = null;
      }
    })();
    return this.ticking;
  }

  /** Extends every lease this process still holds; the ones it no longer holds are lost. */
  private async renew(): Promise<void> {
    if (this.leases.size === 0) return;
    const before = new Map(this.leases);
    const { rows } = await this.leasePool.query<{ route_id: string; fence: string }>(
      `UPDATE route_leases SET expires_at = now() + make_interval(secs => $2::double precision / 1000)
       WHERE owner = $1 RETURNING route_id, fence`,
      [this.owner, this.leaseMs],
    );
    const held = new Map(rows.map((r) => [r.route_id, Number(r.fence)]));
    for (const [id, fence] of before) {
      if (held.get(id) !== fence && this.leases.get(id) === fence) this.lose(id);
    }
  }

  /** Takes over routes whose leases expired (a dead process's, or a closed one's): the fence moves on. */
  private async claim(): Promise<StoredRoute[]> {
    const claimed = await this.leasePool.query<{ route_id: string; fence: string }>(
      `WITH expired AS (
         SELECT route_id FROM route_leases WHERE expires_at <= now()
         ORDER BY expires_at LIMIT $3 FOR UPDATE SKIP LOCKED)
       UPDATE route_leases l
          SET owner = $1, fence = l.fence + 1,
              expires_at = now() + make_interval(secs => $2::double precision / 1000)
         FROM expired WHERE l.route_id = expired.route_id
       RETURNING l.route_id, l.fence`,
      [this.owner, this.leaseMs, this.options.claimBatch ?? 1000],
    );
    if (claimed.rows.length === 0) return [];
    const ids = claimed.rows.map((r) => r.route_id);
    // The routes as last written: nobody else may write them now.
    const { rows } = await this.leasePool.query<{
      route_id: string;
      record: unknown;
      last_seq: number | null;
    }>('SELECT route_id, record, last_seq FROM routes WHERE route_id = ANY($1)', [ids]);
    const routes: StoredRoute[] = [];
    for (const row of rows) {
      const fence = Number(claimed.rows.find((r) => r.route_id === row.route_id)?.fence);
      const parsed = storedRouteSchema.safeParse(row.record);
      this.leases.set(row.route_id, fence);
      this.owners.set(row.route_id, this.owner);
      if (!parsed.success) {
        // Held, so no process spins on it, and reported; the route stays as stored for a person.
        this.onError(
          new StoreCorruptError(
            `table routes, row ${row.route_id}`,
            parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '),
          ),
        );
        continue;
      }
      this.routes.set(row.route_id, { route: parsed.data, lastSeq: row.last_seq });
      routes.push(copyRecord(parsed.data));
    }
    this.announce(ids);
    return routes;
  }

  // ---------------------------------------------------------------- transactions

  private async transaction<T>(what: string, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw new StoreWriteError(what, error);
    }
    try {
      await client.query('BEGIN');
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (error instanceof VersionConflictError || error instanceof ValidationError) throw error;
      throw new StoreWriteError(what, error);
    } finally {
      client.release();
    }
  }

  /** Runs `task` after every earlier task with the same key (per-record call order). */
  private serial<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
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

  // ---------------------------------------------------------------- routes

  async listAttempts(routeId: string): Promise<AttemptRecord[]> {
    this.assertOpen();
    const { rows } = await this.pool.query<{ record: unknown }>(
      'SELECT record FROM attempts WHERE route_id = $1 ORDER BY seq',
      [routeId],
    );
    return rows.map((r, i) =>
      this.checked(attemptRecordSchema, r.record, `table attempts, route ${routeId} row ${i}`),
    );
  }

  commitRoute(route: StoredRoute, attempts: AttemptRecord[] = []): Promise<void> {
    try {
      this.assertOpen();
      const input = parseInput(routeCommitSchema, { route, attempts }, 'route commit');
      input.attempts.forEach((a, i) => {
        if (a.route_id !== input.route.route_id) {
          throw new ValidationError(
            [{ path: `attempts.${i}.route_id`, code: 'route_mismatch', message: `must be the route's ID` }],
            'route commit',
          );
        }
      });
      const id = input.route.route_id;
      return this.serial(`r:${id}`, async () => {
        let seq = this.routes.get(id)?.lastSeq ?? -1;
        input.attempts.forEach((a, i) => {
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
        const lastSeq = input.attempts.at(-1)?.seq ?? this.routes.get(id)?.lastSeq ?? null;
        const fence = this.leases.get(id);
        if (fence === undefined && this.routes.has(id)) {
          throw new RouteLeaseError(id, this.ownership.ownerOf(id));
        }
        // One statement is one transaction (atomic, durable at its implicit COMMIT) and one round
        // trip. A new route takes its lease (fence 1) in the same statement; a known one locks its
        // lease row at the fence it holds, so a takeover waits for this write or this write finds
        // the fence moved on and changes nothing. The fence, not the clock, decides: a lease past its
        // expiry that nobody claimed yet is still this process's (renewal revives it). No NOTIFY inside: PostgreSQL serializes the
        // commits of notifying transactions; changes are announced after, in batches.
        const lease =
          fence === undefined
            ? `INSERT INTO route_leases (route_id, owner, fence, expires_at)
               VALUES ($1, $5, 1, now() + make_interval(secs => $6::double precision / 1000))
               ON CONFLICT (route_id) DO NOTHING RETURNING route_id, fence`
            : `SELECT route_id, fence FROM route_leases
               WHERE route_id = $1 AND owner = $5 AND fence = $6 FOR SHARE`;
        const write =
          fence === undefined
            ? `INSERT INTO routes (route_id, record, last_seq, updated_at)
               SELECT route_id, $2, $3, now() FROM lease RETURNING route_id`
            : `UPDATE routes SET record = $2, last_seq = $3, updated_at = now()
               WHERE route_id = (SELECT route_id FROM lease) RETURNING route_id`;
        let written: { n: number; fence: string | null };
        try {
          const { rows } = await this.pool.query<{ n: number; fence: string | null }>(
            `WITH lease AS (${lease}),
             route AS (${write}),
             added AS (
               INSERT INTO attempts (route_id, seq, record)
               SELECT route.route_id, x.seq, x.record
                 FROM route, jsonb_to_recordset($4::jsonb) AS x(seq integer, record jsonb))
             SELECT (SELECT count(*)::int FROM route) AS n, (SELECT fence::text FROM lease) AS fence`,
            [
              id,
              JSON.stringify(input.route),
              lastSeq,
              JSON.stringify(input.attempts.map((a) => ({ seq: a.seq, record: a }))),
              this.owner,
              fence === undefined ? this.leaseMs : fence,
            ],
          );
          written = rows[0] ?? { n: 0, fence: null };
        } catch (error) {
          throw new StoreWriteError(`route ${id}`, error);
        }
        if (written.n !== 1) {
          // Another process holds the route (took it over, or created it first): nothing was written.
          const owner = await this.leaseOwner(id);
          this.owners.set(id, owner ?? '');
          if (fence !== undefined) this.lose(id);
          throw new RouteLeaseError(id, owner);
        }
        if (fence === undefined) {
          this.leases.set(id, Number(written.fence));
          this.owners.set(id, this.owner);
        }
        this.announce([id]);
        this.routes.set(id, { route: copyRecord(input.route), lastSeq });
      });
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** Who holds a route's lease now, for a refusal's message; null when nobody or unknown. */
  private async leaseOwner(routeId: string): Promise<string | null> {
    try {
      const { rows } = await this.pool.query<{ owner: string }>(
        'SELECT owner FROM route_leases WHERE route_id = $1',
        [routeId],
      );
      return rows[0]?.owner || null;
    } catch {
      return null;
    }
  }

  // ---------------------------------------------------------------- circuits

  commitCircuit(record: CircuitRecord, expectedVersion: number | null): Promise<CircuitRecord> {
    try {
      this.assertOpen();
      const input = parseInput(circuitRecordSchema, record, 'circuit');
      const key = input.scope_key;
      return this.serial(`c:${key}`, async () => {
        const circuit: CircuitRecord = { ...input, version: (expectedVersion ?? 0) + 1 };
        await this.transaction(`circuit ${key}`, async (client) => {
          const written = await casWrite(
            client,
            'circuits',
            'scope_key',
            key,
            circuit.version,
            expectedVersion,
            circuit,
          );
          if (!written) {
            const current = await currentRecord(client, 'circuits', 'scope_key', key);
            // The winner's notification may still be on its way: the loser reads what won now, so
            // a retry that reads its own view starts from the database's version.
            if (current) this.freshCircuit(circuitRecordSchema.parse(current.record));
            throw new VersionConflictError(`circuit ${key}`, expectedVersion, current?.version ?? null);
          }
          await client.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, `c:${this.instance}:${key}`]);
        });
        this.circuits.set(key, circuit);
        return copyRecord(circuit);
      });
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
      return this.serial(`p:${id}`, async () => {
        const stored: StoredProfile = { ...input, version: (expectedVersion ?? 0) + 1 };
        await this.transaction(`profile ${id}`, async (client) => {
          const written = await casWrite(
            client,
            'profiles',
            'profile_id',
            id,
            stored.version,
            expectedVersion,
            stored,
          );
          if (!written) {
            const current = await currentRecord(client, 'profiles', 'profile_id', id);
            this.freshProfile(id, current ? storedProfileSchema.parse(current.record) : null);
            throw new VersionConflictError(`profile ${id}`, expectedVersion, current?.version ?? null);
          }
          await client.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, `p:${this.instance}:${id}`]);
        });
        this.profiles.set(id, stored);
        return copyRecord(stored);
      });
    } catch (error) {
      return Promise.reject(error);
    }
  }

  deleteProfile(profileId: string, expectedVersion: number): Promise<void> {
    try {
      this.assertOpen();
      return this.serial(`p:${profileId}`, async () => {
        await this.transaction(`deletion of profile ${profileId}`, async (client) => {
          const { rowCount } = await client.query(
            'DELETE FROM profiles WHERE profile_id = $1 AND version = $2',
            [profileId, expectedVersion],
          );
          if (rowCount !== 1) {
            const current = await currentRecord(client, 'profiles', 'profile_id', profileId);
            this.freshProfile(profileId, current ? storedProfileSchema.parse(current.record) : null);
            throw new VersionConflictError(`profile ${profileId}`, expectedVersion, current?.version ?? null);
          }
          await client.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, `p:${this.instance}:${profileId}`]);
        });
        this.profiles.delete(profileId);
      });
    } catch (error) {
      return Promise.reject(error);
    }
  }
}

type CasTable = 'circuits' | 'profiles';

/** Inserts (expected null) or updates at the expected version; false when another writer won. */
async function casWrite(
  client: pg.PoolClient,
  table: CasTable,
  keyColumn: string,
  key: string,
  version: number,
  expected: number | null,
  record: unknown,
): Promise<boolean> {
  const json = JSON.stringify(record);
  const result =
    expected === null
      ? await client.query(
          `INSERT INTO ${table} (${keyColumn}, version, record) VALUES ($1, $2, $3) ON CONFLICT (${keyColumn}) DO NOTHING`,
          [key, version, json],
        )
      : await client.query(
          `UPDATE ${table} SET version = $2, record = $3 WHERE ${keyColumn} = $1 AND version = $4`,
          [key, version, json, expected],
        );
  return result.rowCount === 1;
}

/** The row a compare-and-set lost to (its version and record), or null when there is none. */
async function currentRecord(client: pg.PoolClient, table: CasTable, keyColumn: string, key: string) {
  const { rows } = await client.query<{ version: number; record: unknown }>(
    `SELECT version, record FROM ${table} WHERE ${keyColumn} = $1`,
    [key],
  );
  return rows[0] ?? null;
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}
