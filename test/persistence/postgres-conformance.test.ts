/**
 * The store conformance suite against the PostgreSQL store (one real server, a fresh schema per
 * store), and `openStore` selecting it by URL.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../persistence/open-store.ts';
import { createPostgresStore } from '../../persistence/postgres-store.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { describeStoreConformance } from './conformance.ts';
import { route } from './helpers.ts';

let pg: TestPostgres;
beforeAll(async () => {
  pg = await startPostgres();
}, 120_000);
afterAll(async () => {
  await pg?.stop();
});

describeStoreConformance(
  'PostgreSQL store',
  async () => {
    const schema = await pg.schema();
    return {
      create: () => createPostgresStore({ url: schema.url }),
      // Schemas go with the server at the end of the file: dropping each costs more than it saves.
      cleanup: async () => {},
    };
  },
  // Each run pays a schema, its migration and two opens: fewer runs keep the file quick.
  { propertyRuns: 8 },
);

describe('openStore with RECOURSE_STORE=postgres://…', () => {
  it('opens the PostgreSQL store and writes nothing to the data directory', async () => {
    const { url } = await pg.schema();
    const dataDir = await mkdtemp(join(tmpdir(), 'recourse-open-pg-'));
    try {
      const store = await openStore({ dataDir, url });
      await store.commitRoute(route('r'));
      await store.close();
      const other = createPostgresStore({ url });
      await other.open();
      expect(other.getRoute('r')).toEqual(route('r'));
      await other.close();
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
