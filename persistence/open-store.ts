/**
 * Store selection: `openStore({ dataDir, url })` builds and opens the store a deployment asked for.
 * No `url` (or an empty one) is the embedded record log in `<dataDir>/store`; `postgres://…` is the
 * PostgreSQL store. `RECOURSE_STORE` carries the url.
 */
import { join } from 'node:path';
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
    const store = createPostgresStore({ url, ...(spec.onError ? { onError: spec.onError } : {}) });
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
