/**
 * The WebSocket side of the service: authentication before the upgrade, subscriptions with
 * per-route coalescing for slow consumers, guarded actions, adapters, rate limits and heartbeats.
 * Every inbound message is parsed with `clientMessageSchema`; nothing malformed reaches the engine.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { ActionResult, DispatchRequest, Engine, RouteView } from '../actors/engine-api.ts';
import { fastOutcomeMessage } from '../actors/outcome-fast.ts';
import { type FieldError, fromZodError } from '../validation/field-errors.ts';
import { bearerToken, parseJsonBytes } from './http-util.ts';
import type { HubObserver, HubStats } from './metrics.ts';
import { can, type Operation } from './permissions.ts';
import {
  CLOSE_CODES,
  type ClientMessage,
  clientMessageSchema,
  type Limits,
  PROTOCOL,
  type ServerMessage,
  type WsErrorCode,
} from './protocol.ts';
import { type CancelRequest, type RemoteExecutor, realTimers, type TimerPort } from './remote-executor.ts';
import type { Principal, TokenRegistry } from './tokens.ts';

/** The path WebSocket clients connect to. */
export const WS_PATH = '/v1/ws';
const TOKEN_PROTOCOL_PREFIX = 'token.';

type Target = { route: string } | { profile: string } | { all: true };

interface Connection {
  id: string;
  ws: WebSocket;
  principal: Principal;
  subs: Map<string, Target>;
  /** Latest undelivered snapshot per route, while the socket is above its soft buffer limit. */
  pending: Map<string, Buffer>;
  alive: boolean;
  tokens: number;
  refilledAt: number;
  violations: number;
  adapter: Set<string> | null;
}

export interface HubOptions {
  engine: Engine;
  executor: RemoteExecutor;
  tokens: TokenRegistry;
  logger: Logger;
  limits: Limits;
  /** Epoch milliseconds; drives the rate limiter. */
  now: () => number;
  /** Told about coalesced and dropped frames, heartbeat terminations and slow consumers (metrics). */
  observer?: HubObserver;
  /** Where the heartbeat sweep is scheduled, every `limits.heartbeatMs`. @default setTimeout (unref'd) */
  timers?: TimerPort;
}

export interface Hub {
  /** Handles an HTTP `upgrade`: authenticates, then hands the socket to `ws`. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Sends a changed route to every subscriber whose subscription matches it; encodes it once. */
  publish(view: RouteView): void;
  /** Runs one heartbeat sweep now (the interval runs it every `heartbeatMs`). */
  heartbeat(): void;
  /** Closes (1008) every connection opened with the token `tokenId`, after it is revoked. */
  disconnectToken(tokenId: string): void;
  /** Stops accepting upgrades (answers 503) while draining. */
  stopAccepting(): void;
  /** Closes every connection with 1001 and stops the heartbeat. */
  close(): Promise<void>;
  connectionCount(): number;
  /** Connections by role, subscriptions, subscribers and adapters, for metrics. */
  stats(): HubStats;
}

const OP_OF: Record<ClientMessage['type'], Operation> = {
  subscribe: 'routes.read',
  unsubscribe: 'routes.read',
  action: 'routes.act',
  turn: 'routes.act',
  adapter_hello: 'adapter.serve',
  dispatch_ack: 'adapter.serve',
  effect: 'adapter.serve',
  phase: 'adapter.serve',
  outcome: 'adapter.serve',
};

function matches(target: Target, view: RouteView): boolean {
  if ('all' in target) return true;
  if ('route' in target) return target.route === view.route_id;
  return target.profile === view.profile_id;
}

/** The token from `Authorization: Bearer …` or from a `token.<t>` subprotocol. */
export function tokenOfUpgrade(req: IncomingMessage): string | null {
  const fromHeader = bearerToken(req.headers.authorization);
  if (fromHeader) return fromHeader;
  const protocols = req.headers['sec-websocket-protocol'];
  if (typeof protocols !== 'string') return null;
  for (const p of protocols.split(',')) {
    const value = p.trim();
    if (value.startsWith(TOKEN_PROTOCOL_PREFIX)) return value.slice(TOKEN_PROTOCOL_PREFIX.length);
  }
  return null;
}

/**
 * `JSON.stringify(answer)` with the snapshot's JSON already made (`snapshotJson`): the same text, key
 * for key (`test/server/hub-encoding.test.ts`).
 */
export function reportResultJson(
  answer: Extract<ServerMessage, { type: 'report_result' }>,
  snapshotJson: string,
): string {
  return `{"type":"report_result","id":${jsonText(answer.id)},"kind":${jsonText(answer.kind)},"ok":${answer.ok},"reason":${jsonText(answer.reason)},"message":${jsonText(answer.message)},"snapshot":${snapshotJson}}`;
}

/**
 * A string's (or null's) JSON. Module-level: under `tsx` (esbuild's `keepNames`) a closure bound to a
 * name inside a function has its name defined at run time on every call (issue 12).
 */
function jsonText(value: string | null): string {
  return JSON.stringify(value);
}

function rejectUpgrade(socket: Duplex, status: number, text: string): void {
  const body = JSON.stringify({
    error: { code: status === 401 ? 'unauthorized' : 'unavailable', message: text },
  });
  socket.end(
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : status === 404 ? 'Not Found' : 'Service Unavailable'}\r\n` +
      'Connection: close\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export function createHub(options: HubOptions): Hub {
  const { engine, executor, tokens, logger, limits, now } = options;
  const observer = options.observer;
  const connections = new Map<string, Connection>();
  let accepting = true;

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxPayloadBytes,
    perMessageDeflate: false,
    // Invalid UTF-8 in a text frame closes the connection with 1007 (documented); never skip it.
    skipUTF8Validation: false,
    clientTracking: false,
    // Select `recourse.v1`; never echo the token subprotocol back.
    handleProtocols: (protocols) => (protocols.has(PROTOCOL) ? PROTOCOL : false),
  });

  /** One heartbeat sweep: terminate peers that missed the last ping, ping the rest. */
  const sweep = (): void => {
    for (const conn of connections.values()) {
      if (!conn.alive) {
        logger.info({ connection: conn.id }, 'terminating a peer that missed a heartbeat');
        observer?.heartbeatTerminated();
        conn.ws.terminate();
        continue;
      }
      conn.alive = false;
      conn.ws.ping();
    }
  };
  const timers = options.timers ?? realTimers;
  let heartbeat: unknown = null;
  const beat = (): void => {
    sweep();
    heartbeat = timers.set(beat, limits.heartbeatMs);
  };
  heartbeat = timers.set(beat, limits.heartbeatMs);

  const sendNow = (conn: Connection, message: ServerMessage): void => {
    if (conn.ws.readyState === WebSocket.OPEN) conn.ws.send(JSON.stringify(message));
  };

  const sendError = (
    conn: Connection,
    id: string | null,
    code: WsErrorCode,
    message: string,
    errors?: FieldError[],
  ): void => {
    sendNow(
      conn,
      errors ? { type: 'error', id, code, message, errors } : { type: 'error', id, code, message },
    );
  };

  const flush = (conn: Connection): void => {
    const ws = conn.ws;
    while (
      conn.pending.size > 0 &&
      ws.readyState === WebSocket.OPEN &&
      ws.bufferedAmount <= limits.softBufferedBytes
    ) {
      const [routeId, buf] = conn.pending.entries().next().value as [string, Buffer];
      conn.pending.delete(routeId);
      ws.send(buf, { binary: false }, () => flush(conn));
    }
  };

  /** Sends a route snapshot, or keeps only the latest one per route while the peer is slow. */
  const deliver = (conn: Connection, routeId: string, buf: Buffer): void => {
    const ws = conn.ws;
    if (ws.readyState !== WebSocket.OPEN) return;
    if (conn.pending.size === 0 && ws.bufferedAmount <= limits.softBufferedBytes) {
      ws.send(buf, { binary: false }, () => flush(conn));
      return;
    }
    // A newer snapshot replaces the pending one: that one is never sent.
    if (conn.pending.has(routeId)) observer?.dropped(1);
    conn.pending.set(routeId, buf);
    observer?.coalesced();
    if (conn.pending.size > limits.maxPendingRoutes || ws.bufferedAmount > limits.hardBufferedBytes) {
      logger.warn({ connection: conn.id }, 'closing a slow consumer past the hard buffer limit');
      observer?.dropped(conn.pending.size);
      observer?.slowConsumerClosed();
      conn.pending.clear();
      ws.close(CLOSE_CODES.tryAgainLater, 'too slow: resubscribe to resync');
    }
  };

  /**
   * The JSON of the view published last: the adapter's `report_result` for the same failure (sent a
   * few microtasks later) carries that view, and takes its text instead of a second encoding. One slot
   * only: a JSON kept per route would be kept for the route's life.
   */
  let published: { view: RouteView; json: string } | null = null;

  const encodeRoute = (view: RouteView): Buffer => {
    const json = JSON.stringify(view);
    published = { view, json };
    // The same text as JSON.stringify({ type: 'route', route: view }).
    return Buffer.from(`{"type":"route","route":${json}}`);
  };

  /** Token bucket per connection; false when this message is over the limit. */
  const admit = (conn: Connection): boolean => {
    const t = now();
    const adapter = conn.principal.role === 'adapter';
    const burst = adapter ? limits.adapterRateBurst : limits.rateBurst;
    const perSecond = adapter ? limits.adapterRatePerSecond : limits.ratePerSecond;
    conn.tokens = Math.min(burst, conn.tokens + ((t - conn.refilledAt) / 1000) * perSecond);
    conn.refilledAt = t;
    if (conn.tokens >= 1) {
      conn.tokens -= 1;
      return true;
    }
    conn.violations += 1;
    return false;
  };

  const handle = async (conn: Connection, message: ClientMessage): Promise<void> => {
    switch (message.type) {
      case 'subscribe': {
        if (conn.subs.has(message.id)) {
          sendError(
            conn,
            message.id,
            'duplicate_subscription',
            `subscription "${message.id}" already exists`,
          );
          return;
        }
        if (conn.subs.size >= limits.maxSubscriptions) {
          sendError(
            conn,
            message.id,
            'too_many_subscriptions',
            `at most ${limits.maxSubscriptions} subscriptions`,
          );
          return;
        }
        conn.subs.set(message.id, message.target);
        const current = engine.listRoutes().filter((v) => matches(message.target, v));
        sendNow(conn, { type: 'subscribed', id: message.id, target: message.target, routes: current.length });
        for (const view of current) deliver(conn, view.route_id, encodeRoute(view));
        return;
      }
      case 'unsubscribe': {
        if (!conn.subs.delete(message.id)) {
          sendError(conn, message.id, 'not_found', `no subscription "${message.id}"`);
          return;
        }
        sendNow(conn, { type: 'unsubscribed', id: message.id });
        return;
      }
      case 'action':
      case 'turn': {
        // The engine answers once the decision is committed; delivery never holds the answer back.
        const result: ActionResult =
          message.type === 'action'
            ? await engine.act(message.route_id, message.action, message.expected_generation)
            : await engine.turn(message.route_id, {
                prompt: message.prompt,
                expected_generation: message.expected_generation,
              });
        sendNow(
          conn,
          result.ok
            ? { type: 'action_result', id: message.id, ok: true, snapshot: result.snapshot }
            : {
                type: 'action_result',
                id: message.id,
                ok: false,
                reason: result.reason,
                message: result.message,
                snapshot: result.snapshot,
              },
        );
        return;
      }
      case 'adapter_hello': {
        if (conn.adapter) executor.detach(conn.id);
        conn.adapter = new Set(message.agent_profiles);
        const profiles = conn.adapter;
        sendNow(conn, { type: 'adapter_ready', id: message.id ?? null, agent_profiles: [...profiles] });
        executor.attach({
          id: conn.id,
          agentProfiles: profiles,
          sendDispatch: (request: DispatchRequest) => {
            if (conn.ws.readyState !== WebSocket.OPEN) return false;
            conn.ws.send(JSON.stringify({ type: 'dispatch', request }));
            return true;
          },
          sendCancel: (request: CancelRequest) => {
            if (conn.ws.readyState !== WebSocket.OPEN) return false;
            sendNow(conn, { type: 'cancel', ...request });
            return true;
          },
        });
        return;
      }
      case 'dispatch_ack': {
        executor.acknowledge(conn.id, message.attempt_id);
        return;
      }
      case 'effect':
      case 'phase':
      case 'outcome': {
        const ids = {
          route_id: message.route_id,
          invocation_id: message.invocation_id,
          generation: message.generation,
        };
        const result =
          message.type === 'effect'
            ? await engine.reportEffect({ ...ids, effect: message.effect })
            : message.type === 'phase'
              ? await engine.reportPhase({ ...ids, phase: message.phase })
              : await engine.reportOutcome({
                  ...ids,
                  attempt_id: message.attempt_id,
                  outcome: message.outcome,
                });
        const answer: Extract<ServerMessage, { type: 'report_result' }> = {
          type: 'report_result',
          id: message.id ?? null,
          kind: message.type,
          ok: result.ok,
          reason: result.ok ? null : result.reason,
          message: result.ok ? null : result.message,
          snapshot: result.snapshot,
        };
        const known = published !== null && published.view === result.snapshot ? published.json : null;
        if (known === null) sendNow(conn, answer);
        else if (conn.ws.readyState === WebSocket.OPEN) conn.ws.send(reportResultJson(answer, known));
        return;
      }
    }
  };

  const onMessage = (conn: Connection, data: RawData, isBinary: boolean): void => {
    if (!admit(conn)) {
      if (conn.violations > limits.rateViolationsBeforeClose) {
        conn.ws.close(CLOSE_CODES.policyViolation, 'rate limit exceeded');
      } else {
        sendError(conn, null, 'rate_limited', 'too many messages per second; slow down');
      }
      return;
    }
    if (isBinary) {
      sendError(conn, null, 'binary_not_supported', 'send JSON text messages');
      return;
    }
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer);
    const read = parseJsonBytes(bytes, limits.maxJsonDepth);
    if (!read.ok) {
      if (read.refusal === 'too_deep') {
        sendError(conn, null, 'invalid_message', 'the message nests too deeply', [read.error]);
      } else sendError(conn, null, 'malformed_json', 'the message is not valid JSON');
      return;
    }
    const json = read.value;
    const id =
      json !== null && typeof json === 'object' && typeof (json as { id?: unknown }).id === 'string'
        ? ((json as { id: string }).id.slice(0, 64) as string)
        : null;
    // An adapter's outcome (one per attempt) takes the fast check, proven to answer what zod does;
    // zod decides anything else and words every error.
    let message = fastOutcomeMessage(json) as ClientMessage | null;
    if (message === null) {
      const parsed = clientMessageSchema.safeParse(json);
      if (!parsed.success) {
        sendError(
          conn,
          id,
          'invalid_message',
          'the message does not match the protocol',
          fromZodError(parsed.error),
        );
        return;
      }
      message = parsed.data;
    }
    if (!can(conn.principal.role, OP_OF[message.type])) {
      sendError(conn, id, 'forbidden', `the ${conn.principal.role} role may not send ${message.type}`);
      return;
    }
    // Not awaited: a dispatch_ack must never queue behind an outcome whose engine call awaits the
    // next dispatch's acknowledgement. Each handler reaches the engine synchronously, and the engine
    // queues per route, so one connection's reports still apply in arrival order.
    handle(conn, message).catch((error: unknown) => {
      logger.error(
        { connection: conn.id, type: message.type, err: { name: (error as Error)?.name } },
        'message failed',
      );
      sendError(conn, id, 'internal', 'the service could not handle this message; try again');
    });
  };

  const onConnection = (ws: WebSocket, principal: Principal): void => {
    const conn: Connection = {
      id: `conn_${randomBytes(6).toString('hex')}`,
      ws,
      principal,
      subs: new Map(),
      pending: new Map(),
      alive: true,
      tokens: principal.role === 'adapter' ? limits.adapterRateBurst : limits.rateBurst,
      refilledAt: now(),
      violations: 0,
      adapter: null,
    };
    connections.set(conn.id, conn);
    logger.info(
      { connection: conn.id, token_id: principal.token_id, role: principal.role },
      'websocket connected',
    );
    ws.on('error', (error) => {
      logger.warn({ connection: conn.id, code: (error as { code?: string }).code }, 'websocket error');
    });
    ws.on('pong', () => {
      conn.alive = true;
    });
    ws.on('message', (data, isBinary) => {
      try {
        onMessage(conn, data, isBinary);
      } catch (error) {
        logger.error(
          { connection: conn.id, err: { name: (error as Error)?.name } },
          'message handler failed',
        );
      }
    });
    ws.on('close', (code) => {
      connections.delete(conn.id);
      observer?.dropped(conn.pending.size);
      conn.pending.clear();
      if (conn.adapter) executor.detach(conn.id);
      logger.info({ connection: conn.id, code }, 'websocket closed');
    });
    sendNow(conn, {
      type: 'welcome',
      protocol: PROTOCOL,
      role: principal.role,
      max_payload_bytes: limits.maxPayloadBytes,
    });
  };

  return {
    handleUpgrade(req, socket, head) {
      socket.on('error', () => socket.destroy());
      const path = (req.url ?? '').split('?')[0];
      if (path !== WS_PATH) {
        rejectUpgrade(socket, 404, `connect to ${WS_PATH}`);
        return;
      }
      if (!accepting) {
        rejectUpgrade(socket, 503, 'the service is shutting down');
        return;
      }
      const principal = tokens.authenticate(tokenOfUpgrade(req));
      if (!principal) {
        rejectUpgrade(socket, 401, 'send a valid token as Authorization: Bearer or subprotocol token.<t>');
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, principal));
    },
    publish(view) {
      let buf: Buffer | null = null;
      for (const conn of connections.values()) {
        for (const target of conn.subs.values()) {
          if (matches(target, view)) {
            buf ??= encodeRoute(view);
            deliver(conn, view.route_id, buf);
            break;
          }
        }
      }
    },
    heartbeat: sweep,
    disconnectToken(tokenId) {
      for (const conn of connections.values()) {
        if (conn.principal.token_id === tokenId) conn.ws.close(CLOSE_CODES.policyViolation, 'token revoked');
      }
    },
    stopAccepting() {
      accepting = false;
    },
    async close() {
      accepting = false;
      timers.clear(heartbeat);
      const closing = [...connections.values()].map(
        (conn) =>
          new Promise<void>((resolve) => {
            if (conn.ws.readyState === WebSocket.CLOSED) return resolve();
            const timer = setTimeout(() => {
              conn.ws.terminate();
              resolve();
            }, 2_000);
            timer.unref();
            conn.ws.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
            conn.ws.close(CLOSE_CODES.goingAway, 'server shutting down');
          }),
      );
      await Promise.all(closing);
      wss.close();
    },
    connectionCount() {
      return connections.size;
    },
    stats() {
      const stats: HubStats = { connectionsByRole: {}, subscriptions: 0, subscribers: 0, adapters: 0 };
      for (const conn of connections.values()) {
        const role = conn.principal.role;
        stats.connectionsByRole[role] = (stats.connectionsByRole[role] ?? 0) + 1;
        stats.subscriptions += conn.subs.size;
        if (conn.subs.size > 0) stats.subscribers++;
        if (conn.adapter) stats.adapters++;
      }
      return stats;
    },
  };
}
