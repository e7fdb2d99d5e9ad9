/**
 * Model-based tests: `xstate/graph` walks the route machine (its invoke results and timers are
 * events of the walk), and each path is replayed against the real engine on a real lowdb store in
 * virtual time, once plainly and once with a restart from the store after every step that leaves
 * no attempt in flight (a restart with one in flight is ambiguous by design; tested elsewhere).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { createLowdbStore } from '../../persistence/lowdb-store.ts';
import type { Store } from '../../persistence/store.ts';
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
      { type: 'xstate.done.actor.persist', output: { at } },
      { type: 'xstate.error.actor.persist', error: new Error('disk full') },
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
          classification: classify(envelopeAt(kind, T0)),
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

/**
 * Splits a path into groups of one external event and the internal results that follow it. The
 * model snapshots are recomputed with the pure `transition` (the walk's vertices merge states that
 * differ only in counters such as the generation, so their stored snapshots are not the path's).
 */
function groups(events: WalkEvent[]): Group[] {
  const out: Group[] = [];
  let current: Group | null = null;
  let [state] = initialTransition(routeMachine, INPUT);
  for (const e of events) {
    if (e.type === 'xstate.init') continue;
    [state] = transition(routeMachine, state, rebind(e, state) as RouteEvent);
    if (isExternal(e) || current === null) {
      current = { event: isExternal(e) ? e : null, internal: isExternal(e) ? [] : [e], after: state };
      out.push(current);
    } else {
      current.internal.push(e);
      current.after = state;
    }
  }
  return out;
}

/** Re-addresses an event to the recomputed snapshot (current ids and generation). */
function rebind(e: WalkEvent, s: Snap): WalkEvent {
  if (e.type === 'FAIL' || e.type === 'SUCCEED' || e.type === 'CANCELLED') {
    return { ...e, invocation_id: s.context.invocation_id ?? '', generation: s.context.generation };
  }
  if (e.type === 'ACTION') return { ...e, expected_generation: s.context.generation };
  return e;
}

/** Final model snapshot of an event list, recomputed. */
function finalState(events: WalkEvent[]): Snap {
  return groups(events).at(-1)?.after ?? initialTransition(routeMachine, INPUT)[0];
}

/**
 * A path's events, completed: a path that ends inside a step (a persist or delivery in progress)
 * continues with the step's success, as the runtime would, until the route settles.
 */
function completed(path: (typeof paths)[number]): WalkEvent[] {
  const events = path.steps.map((s) => s.event as WalkEvent);
  const unsettled = (s: Snap) => s.hasTag('busy') || (sub(s) === 'delivering' && !s.context.awaiting_adapter);
  for (let state = finalState(events); unsettled(state); state = finalState(events)) {
    const next = eventsFor(state)[0];
    if (!next) break;
    events.push(next);
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
): Promise<Runtime> {
  const inner = createLowdbStore({ dir, now: () => new Date(clock.now()) });
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

/** Spec-table transitions a path takes: `from|trigger|to`, read from the model's own steps. */
function specTransitions(events: WalkEvent[]): string[] {
  const out: string[] = [];
  let [state] = initialTransition(routeMachine, INPUT);
  for (const e of events) {
    if (e.type === 'xstate.init') continue;
    const previous = logicalState(state.value);
    [state] = transition(routeMachine, state, rebind(e, state) as RouteEvent);
    if (isExternal(e)) out.push(`${previous}|${triggerOf(e)}|${logicalState(state.value)}`);
  }
  return out;
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

/** Replays one path on a fresh engine and store; returns how many dispatches the executor received. */
async function replay(events: WalkEvent[], restartEachStep: boolean): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'recourse-mbt-'));
  const clock = createVirtualClock(T0);
  let rt = await boot(dir, clock, true);
  let earlierDispatches = 0;
  try {
    for (const g of groups(events)) {
      const failing = g.internal.findIndex((e) => e.type === 'xstate.error.actor.persist');
      if (failing >= 0) {
        rt.control.failAt = g.internal
          .slice(0, failing)
          .filter((e) => e.type === 'xstate.done.actor.persist').length;
      }
      if (g.internal.some((e) => e.type === 'DELIVERY_FAILED')) rt.executor.failNext();
      rt.executor.hold(g.internal.some((e) => e.type === 'DELIVERY_HELD'));
      const view = rt.engine.getRoute('mbt');
      const e = g.event as (WalkEvent & { kind?: FailureKind; action?: string }) | null;
      const what = `${e ? label(e) : 'start'} [${g.internal.map(label).join(', ')}]`;
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
      if (!g.after.hasTag('busy'))
        expect(observable(actual), `after ${what}`).toEqual(observable(toRouteView(g.after)));
      const restable = actual && !actual.attempt_in_flight && actual.reason !== 'store_unavailable';
      if (restartEachStep && restable && !g.after.hasTag('busy')) {
        await rt.engine.stop();
        await rt.inner.close();
        earlierDispatches += rt.executor.dispatched.length;
        rt = await boot(dir, clock, false);
        expect(observable(rt.engine.getRoute('mbt')), `restored after ${what}`).toEqual(observable(actual));
      }
    }
    return earlierDispatches + rt.executor.dispatched.length;
  } finally {
    await rt.engine.stop();
    await rt.inner.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Dispatches the model delivered (acknowledged deliveries). */
function modelDispatches(events: WalkEvent[]): number {
  return events.filter((e) => e.type === 'DELIVERY_ACKED').length;
}

/** Every path, completed to a settled state; duplicates (a path and its completed prefix) once. */
const walks: WalkEvent[][] = [
  ...new Map(
    paths.map((p) => {
      const events = completed(p);
      return [events.map(label).join(' '), events] as const;
    }),
  ).values(),
];

async function replayAll(restartEachStep: boolean): Promise<void> {
  const queue = [...walks];
  const worker = async () => {
    for (let events = queue.shift(); events; events = queue.shift()) {
      // The executor receives exactly the model's deliveries: nothing is dispatched twice.
      expect(await replay(events, restartEachStep)).toBe(modelDispatches(events));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

describe('route machine, model-based', () => {
  it('the walk takes every transition of the spec table', () => {
    const covered = new Set(walks.flatMap(specTransitions));
    expect(SPEC_TABLE.filter((t) => !covered.has(t))).toEqual([]);
    expect(walks.length).toBeGreaterThan(SPEC_TABLE.length);
  });

  it('every path behaves the same on the real runtime and lowdb store', async () => {
    await replayAll(false);
  });

  it('every path behaves the same with a restart from the store after every settled step', async () => {
    await replayAll(true);
  });
});
