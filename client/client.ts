/**
 * `createRecourseClient`: the typed client of a Recourse service for browsers and Node. One
 * authenticated WebSocket (the token travels as the `token.<t>` subprotocol, which browsers can
 * send) that reconnects with jittered exponential backoff and resubscribes; a store of route
 * snapshots where an older generation never replaces a newer one; guarded actions that resolve to
 * the authoritative snapshot or a typed rejection; and the HTTP helpers.
 */
import type { RouteAction, RouteView } from '../machines/route.types.ts';
import { PROTOCOL, type ServerMessage, serverMessageSchema } from '../server/protocol.ts';
import { type BackoffOptions, backoffDelay } from './backoff.ts';
import { createHttp, type RecourseHttp } from './http.ts';
import { type ConnectionStatus, createRoutesStore, type RoutesStore } from './routes-store.ts';
import type { ActionOutcome } from './types.ts';

/** The part of the WebSocket API the client uses: the browser's, and `ws`'s, both fit. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type WebSocketConstructor = new (url: string, protocols: string[]) => WebSocketLike;

/** Timers the client arms (reconnect delays, action deadlines); tests hand in their own. */
export interface ClientTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type SubscribeTarget = { route: string } | { profile: string } | { all: true };

export interface RecourseClientOptions {
  /** `http(s)://host:port` of the service (the WebSocket is `ws(s)://…/v1/ws`). */
  url: string;
  token: string;
  /** @default globalThis.WebSocket (browsers, Node 22); pass `ws`'s `WebSocket` on Node 20 */
  WebSocket?: WebSocketConstructor;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default setTimeout / clearTimeout */
  timers?: ClientTimers;
  /** Source of jitter in [0, 1). @default Math.random */
  random?: () => number;
  /** Reconnect delays. @default { initialMs: 250, maxMs: 10000 } */
  backoff?: BackoffOptions;
  /** How long an action waits for its answer before it resolves as `no_answer`. @default 15000 */
  actionTimeoutMs?: number;
}

/** What the client tells listeners besides the store: problems the server reported. */
export type ClientNotice =
  | { type: 'error'; code: string; message: string; id: string | null }
  | { type: 'subscribed'; id: string; routes: number }
  | { type: 'route'; route: RouteView }
  | { type: 'refused'; message: string };

export interface RecourseClient {
  /** Route snapshots by id, the connection status and the role: an `@xstate/store`. */
  readonly store: RoutesStore;
  /** The HTTP helpers (profiles, limits, routes, attempts, actions). */
  readonly http: RecourseHttp;
  /** Subscribes to routes; kept across reconnects. Returns the unsubscribe function. */
  subscribe(target: SubscribeTarget): () => void;
  /** A route action at the generation the caller saw; over the WebSocket when open, else HTTP. */
  act(routeId: string, action: RouteAction, expectedGeneration: number): Promise<ActionOutcome>;
  /** Listens to server notices (errors, subscription counts, each route message as received). */
  onNotice(listener: (notice: ClientNotice) => void): () => void;
  /** Closes the connection for good. */
  close(): void;
}

const OPEN = 1;
const CLOSE_CODES_FINAL = new Set([1008]);

/** The WebSocket URL of a service URL: `http://h:p` → `ws://h:p/v1/ws`. */
export function wsUrlOf(url: string): string {
  const u = new URL(url);
  u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
  u.pathname = '/v1/ws';
  u.search = '';
  return u.toString();
}

export function createRecourseClient(options: RecourseClientOptions): RecourseClient {
  const Ws = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
  if (!Ws) throw new Error('no WebSocket implementation: pass options.WebSocket (e.g. `ws` on Node 20)');
  const timers: ClientTimers = options.timers ?? {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  const random = options.random ?? Math.random;
  const actionTimeoutMs = options.actionTimeoutMs ?? 15_000;
  const http = createHttp({
    url: options.url,
    token: options.token,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const store = createRoutesStore();
  const url = wsUrlOf(options.url);

  const subscriptions = new Map<string, SubscribeTarget>();
  const pending = new Map<string, { resolve: (o: ActionOutcome) => void; timer: unknown }>();
  const listeners = new Set<(n: ClientNotice) => void>();
  let socket: WebSocketLike | null = null;
  let welcomed = false;
  let attempt = 0;
  let reconnectTimer: unknown = null;
  let closed = false;
  let seq = 0;
  let lastError: string | null = null;
  const nextId = (prefix: string) => `${prefix}${(++seq).toString(36)}`;

  const notify = (n: ClientNotice) => {
    for (const l of [...listeners]) l(n);
  };
  const setStatus = (status: ConnectionStatus, problem: string | null) =>
    store.trigger.statusChanged({ status, problem });

  const send = (message: object): boolean => {
    if (!socket || socket.readyState !== OPEN || !welcomed) return false;
    socket.send(JSON.stringify(message));
    return true;
  };

  const settleAction = (id: string, outcome: ActionOutcome) => {
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    timers.clearTimeout(p.timer);
    if (outcome.snapshot) store.trigger.routesSeen({ routes: [outcome.snapshot] });
    p.resolve(outcome);
  };

  const onMessage = (message: ServerMessage) => {
    switch (message.type) {
      case 'welcome':
        welcomed = true;
        attempt = 0;
        store.trigger.welcomed({ role: message.role });
        for (const [id, target] of subscriptions) send({ type: 'subscribe', id, target });
        return;
      case 'route':
        store.trigger.routesSeen({ routes: [message.route] });
        notify({ type: 'route', route: message.route });
        return;
      case 'subscribed':
        notify({ type: 'subscribed', id: message.id, routes: message.routes });
        return;
      case 'action_result':
        settleAction(
          message.id,
          message.ok
            ? { ok: true, snapshot: message.snapshot }
            : { ok: false, reason: message.reason, message: message.message, snapshot: message.snapshot },
        );
        return;
      case 'error':
        if (message.id && pending.has(message.id)) {
          settleAction(message.id, {
            ok: false,
            reason: message.code,
            message: message.message,
            snapshot: null,
          });
          return;
        }
        notify({ type: 'error', code: message.code, message: message.message, id: message.id });
        return;
      default:
        return;
    }
  };

  const dropPending = (why: string) => {
    for (const id of [...pending.keys()]) {
      settleAction(id, {
        ok: false,
        reason: 'disconnected',
        message: `the connection closed before the answer arrived (${why}); reload the route to see whether it applied`,
        snapshot: null,
      });
    }
  };

  const connect = () => {
    if (closed) return;
    welcomed = false;
    let ws: WebSocketLike;
    try {
      ws = new Ws(url, [PROTOCOL, `token.${options.token}`]);
    } catch (error) {
      scheduleReconnect(error instanceof Error ? error.message : String(error));
      return;
    }
    socket = ws;
    lastError = null;
    ws.onmessage = (event) => {
      const text = typeof event.data === 'string' ? event.data : String(event.data);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return;
      }
      const parsed = serverMessageSchema.safeParse(json);
      if (parsed.success) onMessage(parsed.data);
    };
    ws.onerror = (event) => {
      const detail = (event as { message?: unknown } | null)?.message;
      if (typeof detail === 'string') lastError = detail;
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      const wasWelcomed = welcomed;
      welcomed = false;
      dropPending(`code ${event.code}`);
      if (closed) return;
      if (CLOSE_CODES_FINAL.has(event.code)) {
        closed = true;
        const message = `the service closed the connection for good (${event.code}${event.reason ? `: ${event.reason}` : ''})`;
        setStatus('closed', message);
        notify({ type: 'refused', message });
        return;
      }
      scheduleReconnect(
        wasWelcomed
          ? `connection closed (${event.code})`
          : `could not connect${lastError ? ` (${lastError})` : ''}: is the service up and the token valid?`,
      );
    };
  };

  const scheduleReconnect = (problem: string) => {
    if (closed) return;
    const delay = backoffDelay(attempt++, options.backoff ?? {}, random);
    reconnectTimer = timers.setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, delay);
    setStatus('reconnecting', problem);
  };

  connect();

  return {
    store,
    http,
    subscribe(target) {
      const id = nextId('s');
      subscriptions.set(id, target);
      send({ type: 'subscribe', id, target });
      return () => {
        if (subscriptions.delete(id)) send({ type: 'unsubscribe', id });
      };
    },
    async act(routeId, action, expectedGeneration) {
      const id = nextId('a');
      const message = {
        type: 'action',
        id,
        route_id: routeId,
        action,
        expected_generation: expectedGeneration,
      };
      if (!send(message)) {
        const outcome = await http.act(routeId, action, expectedGeneration);
        if (outcome.snapshot) store.trigger.routesSeen({ routes: [outcome.snapshot] });
        return outcome;
      }
      return new Promise<ActionOutcome>((resolve) => {
        const timer = timers.setTimeout(
          () =>
            settleAction(id, {
              ok: false,
              reason: 'no_answer',
              message: `no answer within ${actionTimeoutMs} ms; reload the route to see whether it applied`,
              snapshot: null,
            }),
          actionTimeoutMs,
        );
        pending.set(id, { resolve, timer });
      });
    },
    onNotice(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      if (closed) return;
      closed = true;
      if (reconnectTimer !== null) timers.clearTimeout(reconnectTimer);
      const ws = socket;
      socket = null;
      dropPending('closed by the client');
      setStatus('closed', null);
      ws?.close(1000, 'client closed');
    },
  };
}
