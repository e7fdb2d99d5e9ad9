/**
 * `npm start`: the Recourse service on 127.0.0.1.
 *
 * Environment: `PORT` (default 8787), `RECOURSE_DATA_DIR` (default `./data`), `RECOURSE_INSPECT`
 * (`ws://…` of a Stately inspector bridge; off by default), `LOG_LEVEL` (default `info`),
 * `RECOURSE_STORE` (`postgres://…`), `RECOURSE_ROUTE_LEASE_MS` (PostgreSQL route lease, default 15000).
 * SIGTERM and SIGINT drain the service and exit 0; a corrupt store or tokens file, or one with no
 * admin token (`recourse tokens recover-admin` mints one), exits 1 with how to recover.
 */
import { resolve } from 'node:path';
import { StoreConfigError } from '../persistence/open-store.ts';
import { StoreCorruptError } from '../persistence/store.ts';
import { DEFAULT_PORT, startServer } from './app.ts';
import { createLogger } from './logger.ts';
import { TokenFileError } from './tokens.ts';

const logger = createLogger({ level: process.env['LOG_LEVEL'] ?? 'info' });
const portText = process.env['PORT'] ?? String(DEFAULT_PORT);
const port = Number(portText);
if (!/^\d+$/.test(portText) || port > 65535) {
  process.stderr.write(`recourse: PORT must be an integer from 0 to 65535, not "${portText}"\n`);
  process.exit(2);
}
const dataDir = resolve(process.env['RECOURSE_DATA_DIR'] ?? './data');
const storeUrl = process.env['RECOURSE_STORE'] ?? '';
const leaseText = process.env['RECOURSE_ROUTE_LEASE_MS'] ?? '';
const routeLeaseMs = leaseText === '' ? undefined : Number(leaseText);
if (
  routeLeaseMs !== undefined &&
  (!/^\d+$/.test(leaseText) || routeLeaseMs < 100 || routeLeaseMs > 3_600_000)
) {
  process.stderr.write(
    `recourse: RECOURSE_ROUTE_LEASE_MS must be an integer from 100 to 3600000 (milliseconds), not "${leaseText}"\n`,
  );
  process.exit(2);
}

try {
  const server = await startServer({
    dataDir,
    port,
    logger,
    inspectUrl: process.env['RECOURSE_INSPECT'] ?? '',
    ...(storeUrl ? { storeUrl } : {}),
    ...(routeLeaseMs !== undefined ? { routeLeaseMs } : {}),
    onAdminToken: (token) => {
      process.stderr.write(
        `\nCreated ${dataDir}/tokens.json with one admin token. It is shown only this once:\n\n  ${token}\n\n` +
          'Keep it somewhere safe; only its hash is stored.\n\n',
      );
    },
  });
  process.stderr.write(`\nRecourse console: ${server.url}/ (sign in with a token)\n\n`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting without draining');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(
          { err: { name: (error as Error)?.name, message: (error as Error)?.message } },
          'drain failed',
        );
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
} catch (error) {
  if (error instanceof StoreConfigError) {
    process.stderr.write(`recourse: ${error.message}\n`);
    process.exit(2);
  }
  if (error instanceof StoreCorruptError || error instanceof TokenFileError) {
    logger.fatal({ err: { name: error.name } }, 'cannot start');
    process.stderr.write(`recourse: ${error.message}\n`);
    process.exit(1);
  }
  const message = error instanceof Error ? error.message : String(error);
  logger.fatal({ err: { name: (error as Error)?.name, message } }, 'cannot start');
  process.stderr.write(`recourse: cannot start: ${message}\n`);
  process.exit(1);
}
