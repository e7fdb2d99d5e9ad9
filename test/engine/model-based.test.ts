/**
 * Model-based tests: `xstate/graph` walks the route machine (its invoke results and timers are
 * events of the walk), and each path is replayed against the real engine and the real store code in
 * virtual time, once plainly and once with a restart from the store after every step that leaves
 * no attempt in flight (a restart with one in flight is ambiguous by design; tested elsewhere).
 *
 * Kept fast without dropping a check: the store runs on an in-memory disk (this test is about the
 * machine and the runtime; the store's tests use real files), the model's snapshot after each
 * prefix of events is computed once, the plain replay skips paths that are the start of a longer
 * one (the dispatch count is checked after every step, so the longer path checks all they would),
 * and the restart replay runs the steps paths share once, starting each branch from a copy of the
 * store the restart left.
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, type SnapshotFrom, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createEngine, type EngineRuntime } from '../../actors/engine.ts';
import type { RouteView } from '../../actors/engine-api.ts';
import { createInProcessExecutor, type InProcessExecutor } from '../../actors/in-process-executor.ts';
import { createVirtualClock } from '../../actors/virtual-clock.ts';
import { classify } from '../../catalogue/classify.ts';
import type { EvidenceEnvelope } from '../../catalogue/envelope.ts';
import {
  logicalState,
  type RouteEvent,
  type RouteInput,
  routeMachine,
  substate,
  toRouteView,
} from '../../machines/route.machine.ts';
import type { FsPort } from '../../persistence/fs-port.ts';
import { createLogStore } from '../../persistence/log-store.ts';
import type { Store } from '../../persistence/store.ts';
import { type MemoryFs, type MemoryImage, memoryFs } from './engine-harness.ts';
import { policy, T0 } from './helpers.ts';

type Snap = SnapshotFrom<typeof routeMachine>;
type WalkEvent = RouteEvent | { type: string; [k: string]: unknown };

const CLAUDE_POLICY = policy(
  { retry: { enabled: true, max_retries: 1, initial_interval_seconds: 5 }, on_exhausted: 'skip' },
  { wait_for_reset: { enabled: true, max_wait_seconds: 300 }, on_exhausted: 'stop' },
);
const CANDIDATES = [
  { id: 'claude', agent_profile: 'claude', policy: CLAUDE_POLICY },
  { id: 'codex', agent_profile: 'codex', policy: policy() },
];

const FAILURES = {
  overloaded: { envelope: { agent: 'claude-code', evidence: [{ kind: 'http', status: 529 }] }, effects: {} },
  quota_reset: {
    envelope: {
      agent: 'gemini-cli',
      evidence: [
        {
          kind: 'http',
          status: 429,
          body: {
            error: {
              code: 429,
              status: 'RESOURCE_EXHAUSTED',
              message: 'Quota exceeded',
              details: [
                {
                  '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
                  violations: [{ quotaId: 'GenerateRequestsPerDayPerProjectPerModel-FreeTier' }],
                },
                { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '60s' },
              ],
            },
          },
        },
      ],
    },
    effects: {},
  },
  unsafe: {
    envelope: { agent: 'claude-code', evidence: [{ kind: 'http', status: 529 }] },
    effects: { tool_activity: true },
  },
  unknown: {
    envelope: {
      agent: 'claude-code',
      evidence: [{ kind: 'output', stream: 'stderr', text: 'Error: frobnicated' }],
    },
    effects: {},
  },
} as const;
type FailureKind = keyof typeof FAILURES;

function envelopeAt(kind: FailureKind, at: number): EvidenceEnvelope {
  return {
    ...(FAILURES[kind].envelope as unknown as EvidenceEnvelope),
    observed_at: new Date(at).toISOString(),
  };
}

/** Each failure's classification at T0, computed once: the walk offers the same FAIL events everywhere. */
const CLASSIFIED = Object.fromEntries(
  (Object.keys(FAILURES) as FailureKind[]).map((kind) => [kind, classify(envelopeAt(kind, T0))]),
) as Record<FailureKind, ReturnType<typeof classify>>;

const INPUT: RouteInput = {
  kind: 'new',
  route_id: 'mbt',
  profile_id: 'coder',
  caller: 'kanban',
  candidates: CANDIDATES.map(({ id, agent_profile }) => ({ id, agent_profile })),
  now: new Date(T0).toISOString(),
};

const sub = (s: Snap): string | null => substate(s.value);
const PERSIST_STEPS = new Set([
  'persisting',
  'recording',
  'persisting_success',
  'persisting_block',
  'cancel_recording',
  'lost_recording',
]);

/** The events the walk offers in a snapshot: what the runtime or the outside world can do there. */
function eventsFor(s: Snap): WalkEvent[] {
  const c = s.context;
  const state = logicalState(s.value);
  const step = sub(s);
  const ids = { invocation_id: c.invocation_id ?? '', generation: c.generation };
  const at = new Date(T0).toISOString();
  if (PERSIST_STEPS.has(step ?? '')) {
    return [
      { type: 'PERSISTED', at },
      { type: 'PERSIST_FAILED', error: new Error('disk full') },
    ];
  }
  const action = (a: string): WalkEvent => ({ type: 'ACTION', action: a, expected_generation: c.generation });
  // Held dispatches, cancels and adapter loss are walked on the first candidate's first two attempts
  // only: they behave the same on every attempt, and walking them everywhere multiplies the paths.
  const early = c.excluded.length === 0 && c.cycle === 0 && Object.keys(c.usage).length <= 1;
  if (step === 'delivering') {
    // Held for an adapter, a dispatch can still be stopped or skipped (it is withdrawn unsent).
    if (c.awaiting_adapter) return [action('stop'), action('skip_now')];
    const held: WalkEvent[] = early ? [{ type: 'DELIVERY_HELD' }] : [];
    return [{ type: 'DELIVERY_ACKED' }, { type: 'DELIVERY_FAILED' }, ...held];
  }
  const timer = (): WalkEvent => ({ type: `xstate.after.untilDeadline.route.${state}.attempt.${step}` });
  if (step === 'cancelling') return [{ type: 'CANCELLED', ...ids }, timer()];
  if (step === 'adapter_lost') return [{ type: 'SUCCEED', ...ids }, action('stop'), timer()];
  if (step === 'selecting') {
    // The runtime without circuits: the first candidate not excluded, or none.
    const index = c.candidates.findIndex((x) => !c.excluded.includes(x.id));
    return [
      {
        type: 'xstate.done.actor.select',
        output: index >= 0 ? { kind: 'selected', index } : { kind: 'none' },
      },
    ];
  }
  if (step === 'running') {
    const candidate = CANDIDATES[c.candidate_index];
    return [
      { type: 'SUCCEED', ...ids },
      ...(Object.keys(FAILURES) as FailureKind[]).map(
        (kind): WalkEvent => ({
          type: 'FAIL',
          ...ids,
          classification: CLASSIFIED[kind],
          effects: FAILURES[kind].effects,
          policy: candidate?.policy ?? null,
          automation: 'auto',
          now: T0,
          kind,
        }),
      ),
      ...(early ? [action('stop'), { type: 'ADAPTER_LOST', deadline: at }] : []),
    ];
  }
  if (step === 'armed') {
    return [
      { type: `xstate.after.untilDeadline.route.${state}.armed` },
      ...['retry_now', 'skip_now', 'cancel_wait', 'stop'].map(action),
    ];
  }
  if (state === 'action_required' && step === 'idle') return [action('retry_now'), action('skip_now')];
  if (state === 'active' && step === 'idle') return [action('stop')];
  return [];
}

function label(e: WalkEvent): string {
  const x = e as { type: string; action?: string; kind?: string };
  return [x.type, x.action ?? x.kind ?? ''].join(':');
}

/** The walk's vertex: state, the abstract context, and the incoming transition (its source and event). */
function key(s: Snap, e: WalkEvent | undefined, prev: Snap | undefined): string {
  const c = s.context;
  const from = prev ? logicalState(prev.value) : '';
  return JSON.stringify([s.value, c.candidate_index, c.excluded, c.usage, c.reason, from, e ? label(e) : '']);
}

const paths = getShortestPaths(routeMachine, {
  input: INPUT,
  events: (s) => eventsFor(s as Snap) as RouteEvent[],
  serializeState: (s, e, prev) => key(s as Snap, e as WalkEvent | undefined, prev as Snap | undefined),
  serializeEvent: (e) => label(e as WalkEvent),
});

const EXTERNAL = new Set(['FAIL', 'SUCCEED', 'ACTION', 'CANCELLED', 'ADAPTER_LOST']);
const isExternal = (e: WalkEvent) => EXTERNAL.has(e.type) || e.type.startsWith('xstate.after.');

interface Group {
  /** The external event, or null for the route's start. */
  event: WalkEvent | null;
  /** Internal results that follow it, in order. */
  internal: WalkEvent[];
  /** The model snapshot after the group. */
  after: Snap;
}

/** A path replayed through the pure machine once: its groups, the spec transitions it takes, its end. */
interface Folded {
  groups: Group[];
  /** Spec-table transitions the path takes: `from|trigger|to`, read from the model's own steps. */
  transitions: string[];
  final: Snap;
}

/**
 * Splits a path into groups of one external event and the internal results that follow it. The
 * model snapshots are recomputed with the pure `transition` (the walk's vertices merge states that
 * differ only in counters such as the generation, so their stored snapshots are not the path's).
 */
function fold(events: WalkEvent[]): Folded {
  const groups: Group[] = [];
  const transitions: string[] = [];
  let current: Group | null = null;
  let state = INITIAL;
  let key = '';
  for (const e of events) {
    if (e.type === 'xstate.init') continue;
    const previous = state;
    key += `\n${label(e)}`;
    state = after(key, previous, e);
    if (isExternal(e)) {
      transitions.push(`${logicalState(previous.value)}|${triggerOf(e)}|${logicalState(state.value)}`);
    }
    if (isExternal(e) || current === null) {
      current = { event: isExternal(e) ? e : null, internal: isExternal(e) ? [] : [e], after: state };
      groups.push(current);
    } else {
      current.internal.push(e);
      current.after = state;
    }
  }
  return { groups, transitions, final: state };
}

const INITIAL = initialTransition(routeMachine, INPUT)[0];

/**
 * The model snapshot after a prefix of events, by the prefix's labels (which fix the events: ids
 * and generations are re-addressed to the snapshot). Paths share most of their prefixes, so each
 * prefix is computed once.
 */
const AFTER = new Map<string, Snap>();
function after(key: string, previous: Snap, e: WalkEvent): Snap {
  let next = AFTER.get(key);
  if (!next) {
    [next] = transition(routeMachine, previous, rebind(e, previous) as RouteEvent);
    AFTER.set(key, next);
  }
  return next;
}

/** Re-addresses an event to the recomputed snapshot (current ids and generation). */
function rebind(e: WalkEvent, s: Snap): WalkEvent {
  if (e.type === 'FAIL' || e.type === 'SUCCEED' || e.type === 'CANCELLED') {
    return { ...e, invocation_id: s.context.invocation_id ?? '', generation: s.context.generation };
  }
  if (e.type === 'ACTION') return { ...e, expected_generation: s.context.generation };
  return e;
}

/**
 * A path's events, completed: a path that ends inside a step (a persist or delivery in progress)
 * continues with the step's success, as the runtime would, until the route settles.
 */
function completed(path: (typeof paths)[number]): WalkEvent[] {
  const events = path.steps.map((s) => s.event as WalkEvent);
  let state = fold(events).final;
  let key = events
    .filter((e) => e.type !== 'xstate.init')
    .map((e) => `\n${label(e)}`)
    .join('');
  const unsettled = (x: Snap) => x.hasTag('busy') || (sub(x) === 'delivering' && !x.context.awaiting_adapter);
  while (unsettled(state)) {
    const next = eventsFor(state)[0];
    if (!next) break;
    events.push(next);
    key += `\n${label(next)}`;
    state = after(key, state, next);
  }
  return events;
}

/** A store whose n-th commit from now fails, as a full disk would. */
function faultyStore(inner: Store) {
  const control = { failAt: -1 };
  const store: Store = Object.create(inner) as Store;
  store.commitRoute = async (route, attempts) => {
    if (control.failAt === 0) {
      control.failAt = -1;
      throw new Error('ENOSPC: no space left on device');
    }
    if (control.failAt > 0) control.failAt--;
    return inner.commitRoute(route, attempts);
  };
  return { store, control };
}

interface Runtime {
  engine: EngineRuntime;
  executor: InProcessExecutor;
  control: { failAt: number };
  inner: Store;
}

async function boot(
  dir: string,
  clock: ReturnType<typeof createVirtualClock>,
  first: boolean,
  fs: FsPort,
): Promise<Runtime> {
  const inner = createLogStore({ dir, fs, now: () => new Date(clock.now()) });
  await inner.open();
  // Object.create keeps the class's methods reachable through the prototype.
  const { store, control } = faultyStore(inner);
  if (first) {
    await inner.putProfile(
      {
        schema_version: 1,
        profile_id: 'coder',
        version: 1,
        updated_at: new Date(T0).toISOString(),
        document: { id: 'coder', name: 'Coder', automation: 'auto', version: 1, candidates: CANDIDATES },
      },
      null,
    );
  }
  const executor = createInProcessExecutor();
  const engine = createEngine({ store, executor, now: () => clock.now(), clock, idFactory: () => 'mbt' });
  clock.setSettle(() => engine.settle());
  await engine.start();
  return { engine, executor, control, inner };
}

/** The observable fields the model and the runtime must agree on. */
function observable(v: RouteView | undefined) {
  if (!v) return undefined;
  const {
    state,
    generation,
    candidate,
    reason,
    retry_ordinal,
    max_retries,
    pending_outcome,
    excluded,
    code,
  } = v;
  return {
    state,
    generation,
    candidate,
    reason,
    retry_ordinal,
    max_retries,
    pending_outcome,
    excluded,
    code,
  };
}

function triggerOf(e: WalkEvent): string {
  const x = e as { type: string; action?: string };
  if (x.type === 'ACTION') return x.action ?? '';
  if (x.type.startsWith('xstate.after.')) return 'timer';
  return x.type;
}

const SPEC_TABLE = [
  'active|FAIL|waiting_for_reset',
  'active|FAIL|retry_wait',
  'active|FAIL|switching',
  'active|FAIL|action_required',
  'waiting_for_reset|timer|retrying',
  'retry_wait|timer|retrying',
  'waiting_for_reset|skip_now|switching',
  'retry_wait|skip_now|switching',
  'waiting_for_reset|cancel_wait|action_required',
  'waiting_for_reset|stop|action_required',
  'retry_wait|cancel_wait|action_required',
  'retry_wait|stop|action_required',
  'retrying|SUCCEED|active',
  'retrying|FAIL|waiting_for_reset',
  'retrying|FAIL|retry_wait',
  'retrying|FAIL|switching',
  'retrying|FAIL|action_required',
];

/** A runtime under test, on its memory disk and virtual clock, with the dispatches its predecessors made. */
interface Session {
  rt: Runtime;
  fs: MemoryFs;
  clock: ReturnType<typeof createVirtualClock>;
  dispatchedBefore: number;
}

const DIR = '/mbt';

/** Where a replay starts: nothing, or the store as a stopped runtime left it after a settled step. */
interface Base {
  image: MemoryImage | null;
  at: number;
  dispatched: number;
  /** Deliveries the model made up to here. */
  delivered: number;
  /** What the stopped runtime showed; a runtime restored from this store must show the same. */
  view: RouteView | undefined;
  what: string;
}

const START: Base = { image: null, at: T0, dispatched: 0, delivered: 0, view: undefined, what: 'start' };

/**
 * Boots a runtime on a copy of the base's store (the store's real code on an in-memory disk: this
 * test is about the machine and the runtime); a restored one must show what the stopped one did.
 */
async function sessionFrom(base: Base): Promise<Session> {
  const fs = memoryFs(base.image ?? undefined);
  const clock = createVirtualClock(base.at);
  const rt = await boot(DIR, clock, base.image === null, fs);
  if (base.image) {
    expect(observable(rt.engine.getRoute('mbt')), `restored after ${base.what}`).toEqual(
      observable(base.view),
    );
  }
  return { rt, fs, clock, dispatchedBefore: base.dispatched };
}

async function shutdown(s: Session): Promise<void> {
  await s.rt.engine.stop();
  await s.rt.inner.close();
}

function describeGroup(g: Group): string {
  return `${g.event ? label(g.event) : 'start'} [${g.internal.map(label).join(', ')}]`;
}

function deliveries(g: Group): number {
  return g.internal.filter((e) => e.type === 'DELIVERY_ACKED').length;
}

/**
 * Applies one group to the runtime and checks, once it settles, that it shows what the model does
 * and that the executor received exactly the model's deliveries so far (nothing dispatched twice).
 */
async function applyGroup(s: Session, g: Group, delivered: number): Promise<RouteView | undefined> {
  const { rt, clock } = s;
  const failing = g.internal.findIndex((e) => e.type === 'PERSIST_FAILED');
  if (failing >= 0) {
    rt.control.failAt = g.internal.slice(0, failing).filter((e) => e.type === 'PERSISTED').length;
  }
  if (g.internal.some((e) => e.type === 'DELIVERY_FAILED')) rt.executor.failNext();
  rt.executor.hold(g.internal.some((e) => e.type === 'DELIVERY_HELD'));
  const view = rt.engine.getRoute('mbt');
  const e = g.event as (WalkEvent & { kind?: FailureKind; action?: string }) | null;
  const what = describeGroup(g);
  if (e === null) {
    await rt.engine.startRoute({ profile_id: 'coder', caller: 'kanban', route_id: 'mbt' });
  } else if (e.type === 'ADAPTER_LOST') {
    rt.executor.loseAdapter('mbt');
  } else if (e.type === 'SUCCEED' || e.type === 'FAIL' || e.type === 'CANCELLED') {
    const result = await rt.engine.reportOutcome({
      route_id: 'mbt',
      attempt_id: rt.executor.last('mbt')?.attempt_id ?? '',
      invocation_id: view?.invocation_id ?? '',
      generation: view?.generation ?? 0,
      outcome:
        e.type === 'SUCCEED'
          ? { kind: 'success' }
          : e.type === 'CANCELLED'
            ? { kind: 'cancelled' }
            : {
                kind: 'failure',
                envelope: envelopeAt(e.kind as FailureKind, clock.now()),
                effects: FAILURES[e.kind as FailureKind].effects,
              },
    });
    expect(result.snapshot?.route_id, what).toBe('mbt');
  } else if (e.type === 'ACTION') {
    const result = await rt.engine.act('mbt', e.action as 'stop', view?.generation ?? -1);
    expect(result.snapshot?.route_id, what).toBe('mbt');
  } else {
    await clock.advanceTo(Date.parse(view?.deadline ?? ''));
  }
  await rt.engine.settle();
  const actual = rt.engine.getRoute('mbt');
  // A path may end inside a step (a persist in progress); the runtime finishes it, so compare settled ends only.
  if (!g.after.hasTag('busy')) {
    expect(observable(actual), `after ${what}`).toEqual(observable(toRouteView(g.after)));
    expect(s.dispatchedBefore + rt.executor.dispatched.length, `dispatches after ${what}`).toBe(delivered);
  }
  return actual;
}

/** Whether the runtime may be restarted after `g`: settled, nothing in flight (that restart is ambiguous by design). */
function restable(actual: RouteView | undefined, g: Group): boolean {
  return (
    !!actual && !actual.attempt_in_flight && actual.reason !== 'store_unavailable' && !g.after.hasTag('busy')
  );
}

/** One path on one runtime, never restarted. */
async function replayPlain(walk: Walk): Promise<void> {
  const s = await sessionFrom(START);
  try {
    let delivered = 0;
    for (const g of walk.groups) {
      delivered += deliveries(g);
      await applyGroup(s, g, delivered);
    }
  } finally {
    await shutdown(s);
  }
}

/** The paths as a tree of groups: paths that share their first groups share those nodes. */
interface Node {
  group: Group;
  children: Map<string, Node>;
}

function tree(list: Walk[]): Map<string, Node> {
  const roots = new Map<string, Node>();
  for (const walk of list) {
    let level = roots;
    for (const g of walk.groups) {
      const k = describeGroup(g);
      let node = level.get(k);
      if (!node) {
        node = { group: g, children: new Map() };
        level.set(k, node);
      }
      level = node.children;
    }
  }
  return roots;
}

/**
 * Every path with a restart from the store after every settled step. A restart leaves nothing but
 * the store, the clock and the dispatch count, so the steps paths share run once: each child of a
 * restart point boots a fresh runtime from a copy of that store (the restart), checks it restored
 * what the stopped runtime showed, and goes on. Steps after which no restart is allowed are
 * replayed from the last restart point for each of their children.
 */
async function replayWithRestarts(nodes: Map<string, Node>, base: Base, pending: Group[]): Promise<void> {
  for (const node of nodes.values()) {
    const s = await sessionFrom(base);
    let actual: RouteView | undefined;
    let delivered = base.delivered;
    let next: Base | null = null;
    try {
      for (const g of [...pending, node.group]) {
        delivered += deliveries(g);
        actual = await applyGroup(s, g, delivered);
      }
    } finally {
      await shutdown(s);
    }
    if (restable(actual, node.group)) {
      next = {
        image: s.fs.image(),
        at: s.clock.now(),
        dispatched: s.dispatchedBefore + s.rt.executor.dispatched.length,
        delivered,
        view: actual,
        what: describeGroup(node.group),
      };
    }
    if (!next) await replayWithRestarts(node.children, base, [...pending, node.group]);
    else if (node.children.size > 0) await replayWithRestarts(node.children, next, []);
    // A last step is restarted after too.
    else await shutdown(await sessionFrom(next));
  }
}

interface Walk extends Folded {
  events: WalkEvent[];
}

/** Every path, completed to a settled state; duplicates (a path and its completed prefix) once. */
const walks: Walk[] = [
  ...new Map(
    paths.map((p) => {
      const events = completed(p);
      return [events.map(label).join(' '), { events, ...fold(events) }] as const;
    }),
  ).values(),
];

/**
 * The paths the plain replay needs: a path whose groups all begin another path is walked as part of
 * it, and every check it would make (state and dispatch count after each step) is made there.
 */
function maximal(list: Walk[]): Walk[] {
  const keys = list.map((w) => w.groups.map(describeGroup));
  const prefixes = new Set<string>();
  for (const k of keys) for (let i = 1; i < k.length; i++) prefixes.add(k.slice(0, i).join('\n'));
  return list.filter((_, i) => !prefixes.has(keys[i]!.join('\n')));
}

/**
 * The walks in a few parts, each a test of its own so none runs near the timeout on a busy machine;
 * walks that share their first `shared` steps stay in one part (the restart tree shares them).
 */
const PARTS = 6;
function parts(list: Walk[], shared: number): Walk[][] {
  const byStart = new Map<string, Walk[]>();
  for (const w of list) {
    const k = shared === 0 ? String(byStart.size) : w.groups.slice(0, shared).map(describeGroup).join('\n');
    byStart.set(k, [...(byStart.get(k) ?? []), w]);
  }
  const out: Walk[][] = Array.from({ length: PARTS }, () => []);
  // Largest first, each to the smallest part so far.
  for (const group of [...byStart.values()].sort((x, y) => y.length - x.length)) {
    out.reduce((a, b) => (a.length <= b.length ? a : b)).push(...group);
  }
  return out;
}

describe('route machine, model-based', () => {
  it('the walk takes every transition of the spec table', () => {
    const covered = new Set(walks.flatMap((w) => w.transitions));
    expect(SPEC_TABLE.filter((t) => !covered.has(t))).toEqual([]);
    expect(walks.length).toBeGreaterThan(SPEC_TABLE.length);
  });

  it('splits the walks into parts without losing one', () => {
    for (const shared of [0, 3]) {
      expect(parts(walks, shared).flat()).toHaveLength(walks.length);
      expect(parts(walks, shared).every((p) => p.length > 0)).toBe(true);
    }
  });

  it.each(parts(maximal(walks), 0).map((p, i) => [i + 1, p] as const))(
    'every path behaves the same on the real runtime and store (part %i)',
    async (_part, list) => {
      for (const walk of list) await replayPlain(walk);
    },
  );

  it.each(parts(walks, 3).map((p, i) => [i + 1, p] as const))(
    'every path behaves the same with a restart from the store after every settled step (part %i)',
    async (_part, list) => {
      await replayWithRestarts(tree(list), START, []);
    },
  );
});
