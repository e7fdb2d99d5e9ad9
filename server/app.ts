/**
 * `startServer`: opens the store and tokens, starts the engine with the remote executor, and serves
 * the HTTP API and the WebSocket protocol on one port. Tests start it in-process on port 0.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createCircuits } from '../actors/circuits.ts';
import { createEngine } from '../actors/engine.ts';
import type { Engine } from '../actors/engine-api.ts';
import type { Clock } from '../actors/virtual-clock.ts';
import type { Classification } from '../catalogue/classification.ts';
import { classify } from '../catalogue/classify.ts';
import type { EvidenceEnvelope } from '../catalogue/envelope.ts';
import { fixtureCandidate } from '../catalogue/fixture-candidate.ts';
import { candidateFile, createCandidateStore } from '../persistence/candidate-store.ts';
import { openStore } from '../persistence/open-store.ts';
import type { Store } from '../persistence/store.ts';
import { createApi } from './api.ts';
import { createConsoleHandler } from './console.ts';
import { routePatternOf } from './http-util.ts';
import { createHub, type Hub } from './hub.ts';
import { createInspector } from './inspect.ts';
import { createLogger } from './logger.ts';
import { createMetrics } from './metrics.ts';
import { createProfileService } from './profiles.ts';
import { LIMITS, type Limits } from './protocol.ts';
import { createRemoteExecutor, type RemoteExecutor, type TimerPort } from './remote-executor.ts';
import { openTokens } from './tokens.ts';

/** The port `npm start` listens on when `PORT` is not set. */
export const DEFAULT_PORT = 8787;
/** Loopback only: the service is reached through a local proxy or tunnel, never exposed directly. */
export const DEFAULT_HOST = '127.0.0.1';

export interface ServerOptions {
  /** Data directory: `tokens.json` and the store (`store/`). */
  dataDir: string;
  /**
   * `RECOURSE_STORE`: `postgres://…` keeps routes, circuits and profiles in PostgreSQL; empty or absent
   * for the embedded store in `<dataDir>/store` (tokens and fixture candidates stay in `dataDir`).
   */
  storeUrl?: string;
  /**
   * With `storeUrl`: how long a route lease lasts unless renewed, i.e. how soon after this process
   * dies another takes its routes over (docs/persistence.md). @default 15000
   */
  routeLeaseMs?: number;
  /** @default 127.0.0.1 */
  host?: string;
  /** 0 picks a free port. @default 8787 */
  port?: number;
  /** Epoch milliseconds. @default Date.now */
  now?: () => number;
  /** @default a pino logger on standard output */
  logger?: Logger;
  /** Overrides of {@link LIMITS}. */
  limits?: Partial<Limits>;
  /** `ws://…` of a Stately inspector bridge; off when empty. */
  inspectUrl?: string;
  /** Receives the first admin token once, when `tokens.json` is created. */
  onAdminToken?: (token: string) => void;
  /** Timers of the dispatch acknowledgement window (tests fire them by hand). @default setTimeout */
  dispatchTimers?: TimerPort;
  /** Timers of the WebSocket heartbeat (`limits.heartbeatMs`). @default setTimeout */
  heartbeatTimers?: TimerPort;
  /** Timers of the request-body read timeout (`limits.bodyTimeoutMs`). @default setTimeout */
  bodyTimers?: TimerPort;
  /** Timers of the route actors (waits, cancel and adapter-loss grace periods). @default setTimeout */
  clock?: Clock;
  /** How long a drain waits for in-flight requests before closing their sockets. @default 10000 */
  drainTimeoutMs?: number;
  /** The built web console served at `/`. @default web/dist */
  consoleDir?: string;
  /** XState clock of the route timers (tests drive it with `now`). @default real timers */
  engineClock?: Clock;
}

export interface RunningServer {
  url: string;
  port: number;
  engine: Engine;
  store: Store;
  /** Drains: stops accepting, finishes in-flight requests, closes sockets, stops the engine, closes the store. */
  close(): Promise<void>;
}

/** Longest string of a kept candidate, after redaction. */
const CANDIDATE_STRING_MAX = 4096;

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const now = options.now ?? Date.now;
  const logger = options.logger ?? createLogger();
  const limits: Limits = { ...LIMITS, ...options.limits };
  let status: 'starting' | 'ready' | 'draining' = 'starting';

  const metrics = createMetrics();
  const baseStore = await openStore({
    dataDir: options.dataDir,
    ...(options.storeUrl ? { url: options.storeUrl } : {}),
    ...(options.routeLeaseMs !== undefined ? { leaseMs: options.routeLeaseMs } : {}),
    now: () => new Date(now()),
    log: (level, message, fields) => logger[level](fields ?? {}, message),
    onError: (error) =>
      logger.warn(
        { err: { name: (error as Error)?.name, message: (error as Error)?.message } },
        'store error',
      ),
  });
  // Every commit is timed, and the attempt records it makes durable are counted (decisions, codes).
  const store = metrics.measureStore(baseStore);
  const candidates = createCandidateStore({
    file: candidateFile(options.dataDir),
    now: () => new Date(now()),
  });
  await candidates.open();
  let engine: Engine | null = null;
  let hub: Hub | null = null;
  let httpServer: Server | null = null;
  let executor: RemoteExecutor | null = null;
  const inspector = createInspector(options.inspectUrl);
  try {
    const { registry: tokens, createdAdminToken } = await openTokens(options.dataDir, () => new Date(now()));
    if (createdAdminToken) options.onAdminToken?.(createdAdminToken);

    const liveExecutor = createRemoteExecutor({
      ackTimeoutMs: limits.dispatchAckTimeoutMs,
      ...(options.dispatchTimers ? { timers: options.dispatchTimers } : {}),
    });
    executor = liveExecutor;
    liveExecutor.onHeld((request) =>
      logger.warn(
        {
          route_id: request.route_id,
          candidate_id: request.candidate_id,
          agent_profile: request.agent_profile,
        },
        'no connected adapter serves this agent profile; the dispatch waits for one',
      ),
    );
    const profiles = createProfileService({
      store,
      now,
      logger,
      routes: {
        // Live: not resting in action_required. A new route whose first dispatch waits for an
        // adapter may not be listed yet, but runs this profile too.
        live: (profileId) => {
          const held = liveExecutor.held().filter((r) => r.profile_id === profileId);
          const heldIds = new Set(held.map((r) => r.route_id));
          const listed = (engine?.listRoutes() ?? [])
            .filter((v) => v.profile_id === profileId && v.state !== 'action_required')
            .map((v) => ({
              route_id: v.route_id,
              generation: v.generation,
              in_flight: v.attempt_in_flight || heldIds.has(v.route_id),
            }));
          const unlisted = held
            .filter((r) => !listed.some((v) => v.route_id === r.route_id))
            .map((r) => ({ route_id: r.route_id, generation: r.generation, in_flight: true }));
          return [...listed, ...unlisted];
        },
        stop: async (routeId, generation) => {
          if (!engine) return { ok: false, reason: 'unavailable', message: 'starting', snapshot: null };
          return engine.act(routeId, 'stop', generation);
        },
      },
    });
    /** Unknown evidence is kept, sanitized and bounded, for catalogue growth; never blocks the route. */
    const keepCandidate = (envelope: EvidenceEnvelope, classification: Classification): void => {
      const fixture = fixtureCandidate(envelope, classification, { maxStringLength: CANDIDATE_STRING_MAX });
      candidates
        .add({
          id: fixture.id,
          classifier_rule: classification.classifier_rule,
          catalogue_version: classification.catalogue_version,
          fixture,
        })
        .catch((error: unknown) =>
          logger.warn({ err: { name: (error as Error)?.name } }, 'could not keep a fixture candidate'),
        );
    };
    const circuits = createCircuits({ store, now: () => new Date(now()) });
    if (inspector) circuits.subscribe((record) => inspector.circuit(record));
    const liveEngine = createEngine({
      store,
      executor: metrics.measureExecutor(liveExecutor),
      now,
      circuits,
      profiles: (id: string) => profiles.get(id),
      classify: (envelope: EvidenceEnvelope): Classification => {
        const classification = classify(envelope);
        if (classification.class === 'unclassified') keepCandidate(envelope, classification);
        return classification;
      },
      cancelGraceMs: limits.cancelGraceMs,
      adapterLossGraceMs: limits.adapterLossGraceMs,
      ...(options.clock ? { clock: options.clock } : {}),
      onError: (error, context) =>
        logger.warn(
          { context, err: { name: (error as Error)?.name, message: (error as Error)?.message } },
          'engine error',
        ),
      ...(inspector ? { inspect: inspector.inspect } : {}),
      ...(options.engineClock ? { clock: options.engineClock } : {}),
    });
    engine = liveEngine;
    const liveHub = createHub({
      engine: liveEngine,
      executor: liveExecutor,
      tokens,
      logger,
      limits,
      now,
      observer: metrics.hub,
      ...(options.heartbeatTimers ? { timers: options.heartbeatTimers } : {}),
    });
    hub = liveHub;
    metrics.observe({
      routes: () => liveEngine.listRoutes(),
      circuits: () => circuits.list(),
      hub: () => liveHub.stats(),
      now,
    });
    liveEngine.subscribe((view) => liveHub.publish(view));

    const api = createApi({
      engine: liveEngine,
      profiles,
      tokens,
      logger,
      maxBodyBytes: limits.maxPayloadBytes,
      bodyTimeoutMs: limits.bodyTimeoutMs,
      maxJsonDepth: limits.maxJsonDepth,
      ...(options.bodyTimers ? { bodyTimers: options.bodyTimers } : {}),
      onRevoke: (tokenId) => liveHub.disconnectToken(tokenId),
      status: () => status,
      held: liveExecutor,
      candidates,
      metrics,
    });
    let inFlight = 0;
    let idle: (() => void) | null = null;
    const server = createServer({ requestTimeout: 30_000, headersTimeout: 10_000 }, (req, res) => {
      inFlight++;
      const started = performance.now();
      res.on('close', () => {
        inFlight--;
        if (inFlight === 0) idle?.();
        // Method, route pattern and the status sent only: never the raw path (it may hold a token),
        // headers, query values or bodies. `status: null` when no answer was sent.
        logger.info(
          {
            method: req.method,
            path: routePatternOf(req),
            status: res.headersSent ? res.statusCode : null,
            ms: Math.round(performance.now() - started),
          },
          'request',
        );
        metrics.httpRequest(req.method, routePatternOf(req), res.headersSent ? res.statusCode : null);
      });
      void serve(req, res);
    });
    const consoleUi = createConsoleHandler(options.consoleDir);
    const serve = async (req: IncomingMessage, res: ServerResponse) => {
      if (status === 'draining') res.setHeader('connection', 'close');
      if (await consoleUi(req, res)) return;
      await api(req, res);
    };
    httpServer = server;
    server.on('upgrade', (req, socket, head) => liveHub.handleUpgrade(req, socket, head));
    server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
      const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
      if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
      else socket.destroy();
    });

    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? DEFAULT_PORT, options.host ?? DEFAULT_HOST, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const port = (server.address() as AddressInfo).port;
    const url = `http://${options.host ?? DEFAULT_HOST}:${port}`;
    logger.info({ url, data_dir: options.dataDir }, 'listening; restoring routes');

    await liveEngine.start();
    status = 'ready';
    logger.info({ url, console: `${url}/`, routes: liveEngine.listRoutes().length }, 'ready');

    let closing: Promise<void> | null = null;
    const close = (): Promise<void> => {
      closing ??= (async () => {
        status = 'draining';
        logger.info('draining');
        liveHub.stopAccepting();
        const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        if (inFlight > 0) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, options.drainTimeoutMs ?? 10_000);
            timer.unref();
            idle = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
        server.closeAllConnections();
        await liveHub.close();
        await serverClosed;
        // Stop the actors first, then release held dispatches: their rejection must not be recorded
        // as an ambiguous dispatch (the store keeps them `recorded`, which a restart reconciles).
        const engineStopped = liveEngine.stop();
        liveExecutor.close();
        await engineStopped;
        await store.close();
        await candidates.close();
        inspector?.stop();
        logger.info('stopped');
      })();
      return closing;
    };
    return { url, port, engine: liveEngine, store, close };
  } catch (error) {
    httpServer?.closeAllConnections();
    httpServer?.close();
    await hub?.close().catch(() => undefined);
    const engineStopped = engine?.stop().catch(() => undefined);
    executor?.close();
    await engineStopped;
    await store.close().catch(() => undefined);
    inspector?.stop();
    throw error;
  }
}
