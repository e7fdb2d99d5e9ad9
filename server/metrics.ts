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

/**
 * A closed vocabulary's labels by index: `index(value)` is the index of `bounded(value, …)`'s
 * label, `other` and `none` included, found without building or hashing a label object.
 */
class Vocabulary {
  readonly labels: string[] = [];
  private readonly indices = new Map<string, number>();
  private readonly other: number;
  private readonly none: number;
  constructor(values: Iterable<string>) {
    for (const v of values) {
      if (this.indices.has(v)) continue;
      this.indices.set(v, this.labels.length);
      this.labels.push(v);
    }
    this.other = this.slot('other');
    this.none = this.slot('none');
  }
  get size(): number {
    return this.labels.length;
  }
  index(value: string | null | undefined): number {
    if (value === null || value === undefined) return this.none;
    return this.indices.get(value) ?? this.other;
  }
  private slot(label: string): number {
    const known = this.indices.get(label);
    if (known !== undefined) return known;
    this.labels.push(label);
    return this.labels.length - 1;
  }
}

type Labels = Record<string, string>;

/**
 * A labelled counter counted in the service by label index and handed to prom-client at scrape
 * time (`handTo`, from the counter's `collect`): prom-client hashes the label object on every
 * `inc`, which every failure paid three times. Series keep the order they were first counted in,
 * as prom-client's own do.
 */
class Tally {
  private readonly series = new Map<number, { labels: Labels; value: number }>();
  constructor(private readonly labelsOf: (index: number) => Labels) {}
  add(index: number, by = 1): void {
    const series = this.series.get(index);
    if (series === undefined) this.series.set(index, { labels: this.labelsOf(index), value: by });
    else series.value += by;
  }
  handTo(counter: Counter): void {
    counter.reset();
    for (const { labels, value } of this.series.values()) counter.inc(labels, value);
  }
}

interface HistogramSeries {
  labels: Labels;
  /** Observations by bucket (not cumulative), as prom-client counts them. */
  buckets: Float64Array;
  sum: number;
  count: number;
}

/** A value of the exposition as prom-client's own histogram gives it to the registry. */
interface ExportedValue {
  labels: { le?: number | string };
  sharedLabels: Labels;
  value: number;
  metricName: string;
}

/**
 * A histogram observed in the service by label index (`observeAt`), its buckets, sum and count
 * handed to the registry at scrape time in the shape prom-client's `Histogram` gives them
 * (`getForPromString`; `get` splays it as the base class does): prom-client's `observe` hashes the
 * label object on every call, once a failure for the commit's time.
 */
class TalliedHistogram extends Histogram {
  private readonly series = new Map<number, HistogramSeries>();
  private readonly bounds: readonly number[];
  private readonly unlabelled: boolean;
  constructor(
    config: { name: string; help: string; labelNames?: string[]; buckets: number[]; registers: Registry[] },
    private readonly labelsOf: (index: number) => Labels = () => ({}),
  ) {
    super(config);
    this.bounds = config.buckets;
    this.unlabelled = (config.labelNames ?? []).length === 0;
    this.reset();
  }
  observeAt(index: number, value: number): void {
    const series = this.series.get(index) ?? this.start(index);
    series.sum += value;
    series.count += 1;
    for (let i = 0; i < this.bounds.length; i++) {
      if (value <= this.bounds[i]!) {
        series.buckets[i]! += 1;
        return;
      }
    }
  }
  override reset(): void {
    // prom-client's constructor resets before this class's fields exist.
    if (this.series === undefined) return;
    this.series.clear();
    // An unlabelled histogram shows its one series before the first observation, as prom-client's.
    if (this.unlabelled) this.start(0);
  }
  /** The registry's text, as prom-client's `Histogram.getForPromString` builds it. */
  async getForPromString() {
    const { name, help } = this as unknown as { name: string; help: string };
    const values: ExportedValue[] = [];
    for (const { labels, buckets, sum, count } of this.series.values()) {
      let cumulative = 0;
      for (let i = 0; i < this.bounds.length; i++) {
        cumulative += buckets[i]!;
        values.push({
          labels: { le: this.bounds[i]! },
          sharedLabels: labels,
          value: cumulative,
          metricName: `${name}_bucket`,
        });
      }
      values.push(
        { labels: { le: '+Inf' }, sharedLabels: labels, value: count, metricName: `${name}_bucket` },
        { labels: {}, sharedLabels: labels, value: sum, metricName: `${name}_sum` },
        { labels: {}, sharedLabels: labels, value: count, metricName: `${name}_count` },
      );
    }
    return { name, help, type: 'histogram', values, aggregator: 'sum' };
  }
  private start(index: number): HistogramSeries {
    const series = {
      labels: this.labelsOf(index),
      buckets: new Float64Array(this.bounds.length),
      sum: 0,
      count: 0,
    };
    this.series.set(index, series);
    return series;
  }
}

const EVENT_LABELS = new Vocabulary(ATTEMPT_EVENTS);
const CLASS_LABELS = new Vocabulary(CLASSES);
const CODE_LABELS = new Vocabulary(Object.keys(CODES));
const DECISION_LABELS = new Vocabulary(DECISIONS);
const RESULT_LABELS = new Vocabulary(NOT_ACKNOWLEDGED);
const OPERATIONS = ['route', 'circuit', 'profile_put', 'profile_delete'] as const;
type Operation = (typeof OPERATIONS)[number];
const OPERATION_INDEX = Object.fromEntries(OPERATIONS.map((o, i) => [o, i])) as Record<Operation, number>;

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
  // The series a failure or a dispatch touches are counted here by label index and handed to
  // prom-client when scraped (Tally, TalliedHistogram): no label object is built or hashed per event.
  const decisions = new Tally((i) => ({
    kind: DECISION_LABELS.labels[Math.floor(i / CLASS_LABELS.size)]!,
    class: CLASS_LABELS.labels[i % CLASS_LABELS.size]!,
  }));
  new Counter({
    name: 'recourse_decisions_total',
    help: 'Durable failure decisions (retry, wait_for_reset, skip, stop) by decision kind and error class.',
    labelNames: ['kind', 'class'],
    registers: [registry],
    collect() {
      decisions.handTo(this);
    },
  });
  const classifications = new Tally((i) => ({
    class: CLASS_LABELS.labels[Math.floor(i / CODE_LABELS.size)]!,
    code: CODE_LABELS.labels[i % CODE_LABELS.size]!,
  }));
  new Counter({
    name: 'recourse_classifications_total',
    help: 'Classified attempt failures by class and catalogue code (class="unclassified" feeds the unclassified rate).',
    labelNames: ['class', 'code'],
    registers: [registry],
    collect() {
      classifications.handTo(this);
    },
  });
  const attempts = new Tally((i) => ({ event: EVENT_LABELS.labels[i]! }));
  new Counter({
    name: 'recourse_attempt_events_total',
    help: 'Durable attempt history entries by event (dispatched, succeeded, failed, action, reconciled).',
    labelNames: ['event'],
    registers: [registry],
    collect() {
      attempts.handTo(this);
    },
  });
  const commits = new TalliedHistogram(
    {
      name: 'recourse_store_commit_seconds',
      help: 'Time for the store to make one write durable, by operation.',
      labelNames: ['operation'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    },
    (i) => ({ operation: OPERATIONS[i]! }),
  );
  const commitFailures = new Tally((i) => ({ operation: OPERATIONS[i]! }));
  new Counter({
    name: 'recourse_store_commit_failures_total',
    help: 'Store writes that failed (version conflicts excluded), by operation.',
    labelNames: ['operation'],
    registers: [registry],
    collect() {
      commitFailures.handTo(this);
    },
  });
  const dispatchLatency = new TalliedHistogram({
    name: 'recourse_dispatch_ack_seconds',
    help: 'From a recorded dispatch handed to the remote executor to its acknowledgement by an adapter (includes waiting for an adapter).',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  // Index 0 is `acknowledged`; a failed dispatch's reason is 1 + its index in NOT_ACKNOWLEDGED's labels.
  const dispatches = new Tally((i) => ({ result: i === 0 ? 'acknowledged' : RESULT_LABELS.labels[i - 1]! }));
  new Counter({
    name: 'recourse_dispatches_total',
    help: 'Dispatches by result: acknowledged, or not (timeout, disconnected, shutdown: the engine treats them as ambiguous).',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      dispatches.handTo(this);
    },
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
    if (records === undefined) return;
    for (const a of records) {
      attempts.add(EVENT_LABELS.index(a.event));
      if (a.event !== 'failed') continue;
      const cls = CLASS_LABELS.index(a.class);
      classifications.add(cls * CODE_LABELS.size + CODE_LABELS.index(a.code));
      if (a.decision) decisions.add(DECISION_LABELS.index(a.decision) * CLASS_LABELS.size + cls);
    }
  };

  const timed = async <T>(operation: Operation, run: () => Promise<T>): Promise<T> => {
    const started = clock();
    try {
      const result = await run();
      commits.observeAt(OPERATION_INDEX[operation], (clock() - started) / 1000);
      return result;
    } catch (error) {
      if ((error as Error)?.name !== 'VersionConflictError') commitFailures.add(OPERATION_INDEX[operation]);
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
              dispatchLatency.observeAt(0, (clock() - started) / 1000);
              dispatches.add(0);
              listener.acknowledged();
            },
            failed: (reason) => {
              dispatches.add(1 + RESULT_LABELS.index(reason));
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
