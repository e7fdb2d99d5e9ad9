/**
 * Store selection: `openStore({ dataDir, url })` builds and opens the store a deployment asked for.
 * No `url` (or an empty one) is the embedded record log in `<dataDir>/store`; `postgres://…` is the
 * PostgreSQL store. `RECOURSE_STORE` carries the url.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FRAME_HEADER_BYTES } from './frames.ts';
import { createLogStore, type StoreLog } from './log-store.ts';
import { createPostgresStore } from './postgres-store.ts';
import type { Store } from './store.ts';

export interface StoreSpec {
  /** The service's data directory; the embedded store lives in `<dataDir>/store`. */
  dataDir: string;
  /** `RECOURSE_STORE`: empty or absent for the embedded store. */
  url?: string;
  /** Time source for the records the store stamps itself. @default () => new Date() */
  now?: () => Date;
  /** Where the embedded store reports migrations, dropped torn tails and compactions. */
  log?: StoreLog;
  /** Errors the PostgreSQL store survives (a lost LISTEN connection). */
  onError?: (error: unknown) => void;
  /** PostgreSQL: how long a route lease lasts unless renewed. @default 15000 */
  leaseMs?: number;
}

/** A store URL this build cannot open. The message names the scheme only, never the URL. */
export class StoreConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreConfigError';
  }
}

/** Builds the selected store and opens it (StoreCorruptError, StoreWriteError or StoreConfigError). */
export async function openStore(spec: StoreSpec): Promise<Store> {
  const url = spec.url?.trim() ?? '';
  if (/^postgres(ql)?:\/\//u.test(url)) {
    const store = createPostgresStore({
      url,
      ...(spec.onError ? { onError: spec.onError } : {}),
      ...(spec.leaseMs !== undefined ? { leaseMs: spec.leaseMs } : {}),
    });
    await store.open();
    return store;
  }
  if (url !== '') {
    // Only the scheme is echoed: a connection URL may carry a password.
    const scheme = /^([a-z][a-z0-9+.-]*):/iu.exec(url)?.[1]?.toLowerCase();
    throw new StoreConfigError(
      `RECOURSE_STORE names ${scheme ? `a "${scheme}:" store` : 'no URL scheme'}, which this build cannot open; ` +
        `use postgres://…, or leave RECOURSE_STORE unset for the embedded store in ${join(spec.dataDir, 'store')}`,
    );
  }
  const store = createLogStore({
    dir: join(spec.dataDir, 'store'),
    ...(spec.now ? { now: spec.now } : {}),
    ...(spec.log ? { log: spec.log } : {}),
  });
  await store.open();
  return store;
}

/**
 * The floor a restart of the embedded store is measured against (benches): reads every log file of
 * `<dataDir>/store` and JSON-parses each record, with no checksum, validation or index.
 */
export async function readAndParseEmbedded(dataDir: string): Promise<{ records: number; bytes: number }> {
  const dir = join(dataDir, 'store');
  let records = 0;
  let bytes = 0;
  for (const name of (await readdir(dir)).filter((n) => n.endsWith('.log')).sort()) {
    const data = await readFile(join(dir, name));
    bytes += data.length;
    for (let p = 0; p + FRAME_HEADER_BYTES <= data.length; ) {
      const size = data.readUInt32LE(p);
      JSON.parse(data.toString('utf8', p + FRAME_HEADER_BYTES, p + FRAME_HEADER_BYTES + size));
      records++;
      p += FRAME_HEADER_BYTES + size;
    }
  }
  return { records, bytes };
}
