/**
 * Prometheus metrics (`GET /metrics`, prom-client), one `Registry` per server so tests and several
 * servers in one process never share series. Every label comes from a closed vocabulary (route
 * states, callers, classes, catalogue codes, decision kinds, roles, route patterns): never a route
 * id, a token or provider text. docs/operations.md says what each series is for.
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DispatchListener, DispatchRequest, Executor, RouteView } from '../actors/engine-api.ts';
import { CALLERS, ROUTE_STATES } from '../actors/engine-api.ts';
import { CLASSES, CODES } from '../catalogue/codes.ts';
import type { AttemptRecord, CircuitRecord, Store } from '../persistence/store.ts';
import { ROLES, type Role } from './permissions.ts';

const DECISIONS = new Set(['reject', 'wait_for_reset', 'retry', 'skip', 'stop']);
const ATTEMPT_EVENTS = new Set(['dispatched', 'succeeded', 'failed', 'action', 'reconciled']);
const NOT_ACKNOWLEDGED = new Set(['timeout', 'disconnected', 'shutdown']);
const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);
const CIRCUIT_STATES = ['closed', 'open', 'half_open'] as const;
/** Why a route rests in action_required: decision reasons, actions and the engine's own. */
const REASONS = new Set([
  'stale_evidence',
  'unclassified',
  'effect_unsafe',
  'not_provider',
  'manual_automation',
  'invalid_clock',
  'reset_wait',
  'retry_budget',
  'exhausted',
  'stopped',
  'cancelled',
  'ambiguous_dispatch',
  'profile_unavailable',
  'store_unavailable',
  'selection_failed',
  'no_candidate',
  'circuit_open',
  'machine_version',
  'invalid_snapshot',
]);

/** A value from `allowed`, or `other`: labels never carry text from outside the vocabulary. */
function bounded(value: string | null | undefined, allowed: { has(v: string): boolean }): string {
  if (value === null || value === undefined) return 'none';
  return allowed.has(value) ? value : 'other';
}
const classes = new Set<string>(CLASSES);
const codes = { has: (c: string) => Object.hasOwn(CODES, c) };

/** What the WebSocket hub reports as it runs. */
export interface HubObserver {
  /** A snapshot was held back for a slow peer instead of being sent at once. */
  coalesced(): void;
  /** Snapshots that were never sent: replaced by a newer one, or dropped with a slow consumer. */
  dropped(count: number): void;
  /** A peer that missed a heartbeat was terminated. */
  heartbeatTerminated(): void;
  /** A consumer too slow even for coalescing was closed (1013). */
  slowConsumerClosed(): void;
}

/** The hub's live numbers, read at scrape time. */
export interface HubStats {
  connectionsByRole: Partial<Record<Role, number>>;
  /** Active subscriptions over all connections. */
  subscriptions: number;
  /** Connections with at least one subscription. */
  subscribers: number;
  /** Connections that said `adapter_hello`. */
  adapters: number;
}

export interface MetricsOptions {
  /** Milliseconds of a monotonic clock for latencies. @default performance.now */
  clock?: () => number;
}

export interface Metrics {
  readonly registry: Registry;
  readonly contentType: string;
  /** The text exposition of every series. */
  render(): Promise<string>;
  /** The store, timing every commit and counting the attempt records it makes durable. */
  measureStore(store: Store): Store;
  /** The executor, timing each dispatch from recorded (handed over) to acknowledged. */
  measureExecutor(executor: Executor): Executor;
  readonly hub: HubObserver;
  /** Sources read at scrape time. */
  observe(sources: {
    routes?: () => RouteView[];
    circuits?: () => CircuitRecord[];
    hub?: () => HubStats;
    now?: () => number;
  }): void;
  /** One answered HTTP request, by route pattern (`/v1/routes/:id`, `unmatched`). */
  httpRequest(method: string | undefined, route: string, status: number | null): void;
}

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const clock = options.clock ?? (() => performance.now());
  const registry = new Registry();
  let sources: Parameters<Metrics['observe']>[0] = {};

  new Gauge({
    name: 'recourse_routes',
    help: 'Routes by state and caller, read from the engine at scrape time.',
    labelNames: ['state', 'caller'],
    registers: [registry],
    collect() {
      this.reset();
      const counts = new Map<string, number>();
      for (const view of sources.routes?.() ?? []) {
        const key = `${view.state}\u0000${view.caller}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      for (const state of ROUTE_STATES) {
        for (const caller of CALLERS) this.set({ state, caller }, counts.get(`${state}\u0000${caller}`) ?? 0);
      }
    },
  });
  new Gauge({
    name: 'recourse_routes_action_required',
    help: 'Routes resting in action_required by reason (stopped and cancelled are deliberate; the rest wait for a person).',
    labelNames: ['reason'],
    registers: [registry],
    collect() {
      this.reset();
      for (const view of sources.routes?.() ?? []) {
        if (view.state === 'action_required') this.inc({ reason: bounded(view.reason, REASONS) });
      }
    },
  });
  const decisions = new Counter({
    name: 'recourse_decisions_total',
    help: 'Durable failure decisions (retry, wait_for_reset, skip, stop) by decision kind and error class.',
    labelNames: ['kind', 'class'],
    registers: [registry],
  });
  const classifications = new Counter({
    name: 'recourse_classifications_total',
    help: 'Classified attempt failures by class and catalogue code (class="unclassified" feeds the unclassified rate).',
    labelNames: ['class', 'code'],
    registers: [registry],
  });
  const attempts = new Counter({
    name: 'recourse_attempt_events_total',
    help: 'Durable attempt history entries by event (dispatched, succeeded, failed, action, reconciled).',
    labelNames: ['event'],
    registers: [registry],
  });
  const commits = new Histogram({
    name: 'recourse_store_commit_seconds',
    help: 'Time for the store to make one write durable, by operation.',
    labelNames: ['operation'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const commitFailures = new Counter({
    name: 'recourse_store_commit_failures_total',
    help: 'Store writes that failed (version conflicts excluded), by operation.',
    labelNames: ['operation'],
    registers: [registry],
  });
  const dispatchLatency = new Histogram({
    name: 'recourse_dispatch_ack_seconds',
    help: 'From a recorded dispatch handed to the remote executor to its acknowledgement by an adapter (includes waiting for an adapter).',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const dispatches = new Counter({
    name: 'recourse_dispatches_total',
    help: 'Dispatches by result: acknowledged, or not (timeout, disconnected, shutdown: the engine treats them as ambiguous).',
    labelNames: ['result'],
    registers: [registry],
  });
  const lost = new Counter({
    name: 'recourse_dispatches_lost_total',
    help: 'Acknowledged attempts whose adapter disconnected or missed heartbeats before reporting an outcome.',
    registers: [registry],
  });
  new Gauge({
    name: 'recourse_ws_connections',
    help: 'Open WebSocket connections by token role.',
    labelNames: ['role'],
    registers: [registry],
    collect() {
      const stats = sources.hub?.();
      for (const role of ROLES) this.set({ role }, stats?.connectionsByRole[role] ?? 0);
    },
  });
  new Gauge({
    name: 'recourse_ws_subscriptions',
    help: 'Active route subscriptions over all WebSocket connections.',
    registers: [registry],
    collect() {
      this.set(sources.hub?.().subscriptions ?? 0);
    },
  });
  new Gauge({
    name: 'recourse_ws_subscribers',
    help: 'WebSocket connections with at least one subscription.',
    registers: [registry],
    collect() {
      this.set(sources.hub?.().subscribers ?? 0);
    },
  });
  new Gauge({
    name: 'recourse_ws_adapters',
    help: 'WebSocket connections serving as adapters (said adapter_hello).',
    registers: [registry],
    collect() {
      this.set(sources.hub?.().adapters ?? 0);
    },
  });
  const coalesced = new Counter({
    name: 'recourse_ws_frames_coalesced_total',
    help: 'Route snapshots held back per route for a slow peer instead of being sent at once.',
    registers: [registry],
  });
  const dropped = new Counter({
    name: 'recourse_ws_frames_dropped_total',
    help: 'Route snapshots never sent: replaced by a newer one while coalesced, or dropped with a slow consumer.',
    registers: [registry],
  });
  const terminations = new Counter({
    name: 'recourse_ws_heartbeat_terminations_total',
    help: 'Peers terminated for missing a heartbeat pong.',
    registers: [registry],
  });
  const slowClosed = new Counter({
    name: 'recourse_ws_slow_consumer_closes_total',
    help: 'Connections closed with 1013 as too slow even for coalescing.',
    registers: [registry],
  });
  new Gauge({
    name: 'recourse_circuits',
    help: 'Resource circuits by state.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const counts = new Map<string, number>();
      for (const c of sources.circuits?.() ?? []) counts.set(c.state, (counts.get(c.state) ?? 0) + 1);
      for (const state of CIRCUIT_STATES) this.set({ state }, counts.get(state) ?? 0);
    },
  });
  new Gauge({
    name: 'recourse_circuit_probe_leases',
    help: 'Circuit probe leases held now (a route is testing an open scope; unexpired leases only).',
    registers: [registry],
    collect() {
      const now = sources.now?.() ?? Date.now();
      this.set(
        (sources.circuits?.() ?? []).filter((c) => c.probe && Date.parse(c.probe.lease_until) > now).length,
      );
    },
  });
  const requests = new Counter({
    name: 'recourse_http_requests_total',
    help: 'Answered HTTP requests by method, route pattern and status (status="none" when no answer was sent).',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });

  const countAttempts = (records: AttemptRecord[] | undefined): void => {
    for (const a of records ?? []) {
      attempts.inc({ event: bounded(a.event, ATTEMPT_EVENTS) });
      if (a.event !== 'failed') continue;
      const cls = bounded(a.class, classes);
      classifications.inc({ class: cls, code: bounded(a.code, codes) });
      if (a.decision) decisions.inc({ kind: bounded(a.decision, DECISIONS), class: cls });
    }
  };

  const timed = async <T>(operation: string, run: () => Promise<T>): Promise<T> => {
    const started = clock();
    try {
      const result = await run();
      commits.observe({ operation }, (clock() - started) / 1000);
      return result;
    } catch (error) {
      if ((error as Error)?.name !== 'VersionConflictError') commitFailures.inc({ operation });
      throw error;
    }
  };

  return {
    registry,
    contentType: registry.contentType,
    render: () => registry.metrics(),
    measureStore(store) {
      const measured: Partial<Store> = {
        commitRoute: async (route, records) => {
          await timed('route', () => store.commitRoute(route, records));
          countAttempts(records);
        },
        commitCircuit: (record, expected) => timed('circuit', () => store.commitCircuit(record, expected)),
        putProfile: (profile, expected) => timed('profile_put', () => store.putProfile(profile, expected)),
        deleteProfile: (id, expected) => timed('profile_delete', () => store.deleteProfile(id, expected)),
      };
      // Everything else passes through untouched, whatever the Store interface grows; each method
      // bound once (the engine reads the store several times per decision).
      const bound = new WeakMap<object, unknown>();
      return new Proxy(store, {
        get(target, prop) {
          if (Object.hasOwn(measured, prop)) return measured[prop as keyof Store];
          const value = Reflect.get(target, prop, target);
          if (typeof value !== 'function') return value;
          let method = bound.get(value);
          if (method === undefined) {
            method = value.bind(target);
            bound.set(value, method);
          }
          return method;
        },
      });
    },
    measureExecutor(executor) {
      return {
        dispatch(request: DispatchRequest, listener: DispatchListener) {
          const started = clock();
          return executor.dispatch(request, {
            held: () => listener.held(),
            sent: () => listener.sent(),
            acknowledged: () => {
              dispatchLatency.observe((clock() - started) / 1000);
              dispatches.inc({ result: 'acknowledged' });
              listener.acknowledged();
            },
            failed: (reason) => {
              dispatches.inc({ result: bounded(reason, NOT_ACKNOWLEDGED) });
              listener.failed(reason);
            },
            lost: (reason) => {
              lost.inc();
              listener.lost(reason);
            },
          });
        },
      };
    },
    hub: {
      coalesced: () => coalesced.inc(),
      dropped: (count) => {
        if (count > 0) dropped.inc(count);
      },
      heartbeatTerminated: () => terminations.inc(),
      slowConsumerClosed: () => slowClosed.inc(),
    },
    observe(next) {
      sources = { ...sources, ...next };
    },
    httpRequest(method, route, status) {
      requests.inc({
        method: bounded(method, METHODS),
        route,
        status: status === null ? 'none' : String(status),
      });
    },
  };
}
