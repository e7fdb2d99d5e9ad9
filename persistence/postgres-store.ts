/**
 * The PostgreSQL store: the same {@link Store} contract as the embedded store, on a database that
 * several service processes can share (docs/persistence.md, "PostgreSQL").
 *
 * - A commit resolves once its transaction committed (WAL flushed with the default
 *   `synchronous_commit = on`); a failed transaction rejects with StoreWriteError and changes
 *   neither the database nor this process's view.
 * - Reads are synchronous, from a cache loaded at `open()` and kept current by this process's own
 *   commits and by `LISTEN recourse_store` notifications of other processes' commits.
 * - Circuits and profiles are compare-and-set in SQL (`WHERE version = $expected`), so two
 *   processes can never both win; attempt history stays in the database and is read on demand.
 * - Migrations are the versioned files in `persistence/migrations/`, applied at `open()` under an
 *   advisory lock, each in its own transaction.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { z } from 'zod';
import { fromZodError, parseOrThrow, ValidationError } from '../validation/field-errors.ts';
import {
  attemptRecordSchema,
  circuitRecordSchema,
  storedProfileSchema,
  storedRouteSchema,
} from './schemas.ts';
import type { AttemptRecord, CircuitRecord, Store, StoredProfile, StoredRoute } from './store.ts';
import { StoreCorruptError, StoreWriteError, VersionConflictError } from './store.ts';

export interface PostgresStoreOptions {
  /** `postgres://user:password@host:port/database`. */
  url: string;
  /** Connections in the pool. @default 4 */
  poolSize?: number;
  /** Called with errors the store survives (a lost LISTEN connection, an unreadable notification). */
  onError?: (error: unknown) => void;
  /**
   * Hold the database for this process alone (a session advisory lock, released when the process
   * or its connection ends). Route ownership across processes is not built yet, so the service
   * opens its store exclusively: a second process on the same database refuses to start instead
   * of running the same routes twice. @default true
   */
  exclusive?: boolean;
}

/** Another process holds the database exclusively. */
export class StoreLockedError extends Error {
  constructor(url: string) {
    super(
      `another Recourse process is using the PostgreSQL store at ${redactUrl(url)}; this version runs one ` +
        'service process per database (route ownership across processes is not built yet). Stop the other ' +
        'process, or give this one its own database.',
    );
    this.name = 'StoreLockedError';
  }
}

/**
 * The channel circuit and profile commits are announced on: `<kind>:<instance>:<id>`, kind `c`ircuit
 * or `p`rofile; a process ignores its own announcements (its cache already holds what it wrote).
 * Route commits are not announced: a notifying transaction serializes commits (see commitRoute).
 */
export const NOTIFY_CHANNEL = 'recourse_store';
const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Arbitrary, fixed: serializes migrations across processes. */
const MIGRATION_LOCK = 7_305_117;
/** Arbitrary, fixed: held by the one process that runs routes on the database. */
const OWNER_LOCK = 7_305_118;

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

export function createPostgresStore(options: PostgresStoreOptions): Store {
  parseOrThrow(
    z.object({ url: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL') }),
    options,
    'store options',
  );
  return new PostgresStore(options);
}

class PostgresStore implements Store {
  private readonly pool: pg.Pool;
  private listener: pg.Client | null = null;
  private state: 'new' | 'open' | 'closed' = 'new';
  private readonly routes = new Map<string, { route: StoredRoute; lastSeq: number | null }>();
  private readonly circuits = new Map<string, CircuitRecord>();
  private readonly profiles = new Map<string, StoredProfile>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly onError: (error: unknown) => void;
  private readonly instance = randomUUID().slice(0, 8);

  constructor(private readonly options: PostgresStoreOptions) {
    this.pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 4 });
    this.onError = options.onError ?? (() => {});
    // An idle client's connection error must not crash the process; the next query reports it.
    this.pool.on('error', (error) => this.onError(error));
  }

  // ---------------------------------------------------------------- open / close

  async open(): Promise<void> {
    if (this.state !== 'new')
      throw new Error(`store is ${this.state}: open() may be called once per instance`);
    try {
      await this.migrate();
      this.listener = new pg.Client({ connectionString: this.options.url });
      this.listener.on('error', (error) => this.onError(error));
      this.listener.on('notification', (n) => {
        if (n.channel === NOTIFY_CHANNEL && n.payload) void this.refresh(n.payload);
      });
      await this.listener.connect();
      if (this.options.exclusive ?? true) {
        const { rows } = await this.listener.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
          OWNER_LOCK,
        ]);
        if (!rows[0]?.ok) throw new StoreLockedError(this.options.url);
      }
      await this.listener.query(`LISTEN ${NOTIFY_CHANNEL}`);
      await this.loadAll();
      this.state = 'open';
    } catch (error) {
      await this.listener?.end().catch(() => undefined);
      await this.pool.end().catch(() => undefined);
      this.state = 'closed';
      if (error instanceof StoreCorruptError || error instanceof StoreLockedError) throw error;
      throw new StoreWriteError(`the PostgreSQL store at ${redactUrl(this.options.url)}`, error);
    }
  }

  async close(): Promise<void> {
    while (this.queues.size > 0) await Promise.allSettled([...this.queues.values()]);
    if (this.state === 'closed') return;
    this.state = 'closed';
    await this.listener?.end().catch(() => undefined);
    await this.pool.end();
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

  /** Re-reads one record another process (or this one) committed. */
  private async refresh(payload: string): Promise<void> {
    const [kind, instance] = payload.split(':', 2);
    if (instance === this.instance) return;
    const id = payload.slice(`${kind}:${instance}:`.length);
    try {
      if (kind === 'c') {
        const { rows } = await this.pool.query('SELECT record FROM circuits WHERE scope_key = $1', [id]);
        if (rows[0]) {
          const fresh = circuitRecordSchema.parse(rows[0].record);
          // Never step back: a late notification must not replace a newer version this process wrote.
          if ((this.circuits.get(id)?.version ?? 0) <= fresh.version) this.circuits.set(id, fresh);
        }
      } else if (kind === 'p') {
        const { rows } = await this.pool.query('SELECT record FROM profiles WHERE profile_id = $1', [id]);
        if (rows[0]) {
          const fresh = storedProfileSchema.parse(rows[0].record);
          if ((this.profiles.get(id)?.version ?? 0) <= fresh.version) this.profiles.set(id, fresh);
        } else this.profiles.delete(id);
      }
    } catch (error) {
      this.onError(error);
    }
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

  private assertOpen(): void {
    if (this.state !== 'open')
      throw new Error(`store is ${this.state}: call open() first and not after close()`);
  }

  // ---------------------------------------------------------------- routes

  listRoutes(): StoredRoute[] {
    this.assertOpen();
    return [...this.routes.values()].map((e) => structuredClone(e.route));
  }

  getRoute(routeId: string): StoredRoute | undefined {
    this.assertOpen();
    const found = this.routes.get(routeId);
    return found ? structuredClone(found.route) : undefined;
  }

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
        // One statement is one transaction (atomic, durable at its implicit COMMIT) and one round
        // trip. No NOTIFY: PostgreSQL serializes the commits of notifying transactions, which would
        // undo its group commit for the hot path; routes are this process's own (docs/persistence.md).
        try {
          await this.pool.query(
            `WITH route AS (
               INSERT INTO routes (route_id, record, last_seq, updated_at) VALUES ($1, $2, $3, now())
               ON CONFLICT (route_id) DO UPDATE
                 SET record = EXCLUDED.record, last_seq = EXCLUDED.last_seq, updated_at = now()
               RETURNING route_id),
             added AS (
               INSERT INTO attempts (route_id, seq, record)
               SELECT $1, x.seq, x.record FROM jsonb_to_recordset($4::jsonb) AS x(seq integer, record jsonb))
             SELECT count(*) FROM route`,
            [
              id,
              JSON.stringify(input.route),
              lastSeq,
              JSON.stringify(input.attempts.map((a) => ({ seq: a.seq, record: a }))),
            ],
          );
        } catch (error) {
          throw new StoreWriteError(`route ${id}`, error);
        }
        this.routes.set(id, { route: structuredClone(input.route), lastSeq });
      });
    } catch (error) {
      return Promise.reject(error);
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
            const current = await currentVersion(client, 'circuits', 'scope_key', key);
            throw new VersionConflictError(`circuit ${key}`, expectedVersion, current);
          }
          await client.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, `c:${this.instance}:${key}`]);
        });
        this.circuits.set(key, circuit);
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
            const current = await currentVersion(client, 'profiles', 'profile_id', id);
            throw new VersionConflictError(`profile ${id}`, expectedVersion, current);
          }
          await client.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, `p:${this.instance}:${id}`]);
        });
        this.profiles.set(id, stored);
        return structuredClone(stored);
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
            const current = await currentVersion(client, 'profiles', 'profile_id', profileId);
            throw new VersionConflictError(`profile ${profileId}`, expectedVersion, current);
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

async function currentVersion(client: pg.PoolClient, table: CasTable, keyColumn: string, key: string) {
  const { rows } = await client.query<{ version: number }>(
    `SELECT version FROM ${table} WHERE ${keyColumn} = $1`,
    [key],
  );
  return rows[0]?.version ?? null;
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
