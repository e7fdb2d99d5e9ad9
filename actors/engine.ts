/**
 * The route engine: a supervisor of live route actors over a durable {@link Store}.
 *
 * - Every external event for a route (outcome, effect, action) runs in that route's queue, after the
 *   actor has settled (no persist, delivery or selection in progress), so a timer, an action and
 *   evidence are applied one at a time and each sees the authoritative snapshot.
 * - Subscribers see a view only once the persist that produced it is durable: once the actor settled,
 *   or, for a decision to wait, as soon as its commit is (`publishDurable`).
 * - `start()` restores every stored route and reconciles it (see `docs/engine.md`).
 */
import { randomUUID } from 'node:crypto';
import { type Actor, createActor, type InspectionEvent, type Observer } from 'xstate';
import { z } from 'zod';
import type { Classification } from '../catalogue/classification.ts';
import { classify as classifyEnvelope } from '../catalogue/classify.ts';
import { type EvidenceEnvelope, envelopeSchema } from '../catalogue/envelope.ts';
import { parsePersistedRoute } from '../machines/persisted-route-fast.ts';
import {
  attemptInFlight,
  checkAction,
  checkTurn,
  type DeliveryEvent,
  deliverer,
  evidenceIsCurrent,
  logicalState,
  type PersistedRoute,
  type PersistRequest,
  type PersistResult,
  persister,
  phaseIsCurrent,
  ROUTE_MACHINE_VERSION,
  type RouteCandidate,
  type RouteContext,
  type RouteEvent,
  type RouteInput,
  routeIo,
  routeMachine,
  type SelectRequest,
  type SelectResult,
  substate,
  toRouteView,
} from '../machines/route.machine.ts';
import { copyRecord } from '../persistence/copy.ts';
import {
  type AttemptRecord,
  CALLERS,
  type CircuitRecord,
  type Store,
  type StoredRoute,
} from '../persistence/store.ts';
import { validatePolicy } from '../policy/normalize.ts';
import type { EffectEvidence, PolicyDocument } from '../policy/types.ts';
import { parseOrThrow, ValidationError } from '../validation/field-errors.ts';
import type { Circuits } from './circuits.ts';
import { createDeadlineTimers, MAX_TIMER_MS } from './deadline-timers.ts';
import {
  type ActionResult,
  ATTEMPT_PHASES,
  type EffectReport,
  type Engine,
  type Executor,
  type OutcomeReport,
  type PhaseReport,
  ROUTE_ACTIONS,
  type RouteAction,
  type RouteView,
  routeTaskSchema,
  TASK_LIMITS,
} from './engine-api.ts';
import { fastOutcomeReport } from './outcome-fast.ts';
import { fromUnabortablePromise } from './promise-logic.ts';
import type { Clock } from './virtual-clock.ts';

/** A candidate as the engine reads it from a profile: routing ids and its CURRENT policy. */
export interface EngineCandidate {
  id: string;
  agent_profile: string;
  provider_id?: string | undefined;
  model_id?: string | undefined;
  /** Null when the stored policy is invalid: such a candidate never authorizes recovery. */
  policy: PolicyDocument | null;
}

/** What the engine needs of a dynamic profile (a `DynamicProfile` of `policy/profile.ts` fits). */
export interface EngineProfile {
  id: string;
  candidates: EngineCandidate[];
  automation: 'auto' | 'manual';
}

export interface EngineOptions {
  store: Store;
  executor: Executor;
  /** Time source, epoch milliseconds; every deadline is computed from it. */
  now: () => number;
  /**
   * XState clock for the route timers, and the dormant routes' wake-ups.
   * @default one Node timer for all of them, counting in `now` (`deadline-timers.ts`)
   */
  clock?: Clock;
  /** Resource circuits; without them every candidate is eligible. */
  circuits?: Circuits;
  /**
   * Profile lookup, derived from the stored profile: while the store holds the same version of it,
   * the engine reuses the answer instead of asking again. @default reads the store's profiles
   */
  profiles?: (id: string) => EngineProfile | undefined;
  /** Route id factory. @default `rt_<uuid>` */
  idFactory?: () => string;
  /** Inspector observer given to every root route actor (opt-in). */
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  /** The classifier. @default `classify` of `catalogue/classify.ts` */
  classify?: (envelope: EvidenceEnvelope) => Classification;
  /** Called with errors the engine survives (circuit bookkeeping, restore problems). */
  onError?: (error: unknown, context: string) => void;
  /**
   * How long `stop` of a sent attempt waits for the adapter to confirm its cancel before the
   * attempt counts as an ambiguous dispatch. @default 30000
   */
  cancelGraceMs?: number;
  /**
   * How long an attempt whose adapter disconnected (or missed heartbeats) waits for that adapter
   * to come back and report before it counts as an ambiguous dispatch. @default 60000
   */
  adapterLossGraceMs?: number;
}

/** Default of {@link EngineOptions.cancelGraceMs}. */
export const DEFAULT_CANCEL_GRACE_MS = 30_000;
/** Default of {@link EngineOptions.adapterLossGraceMs}. */
export const DEFAULT_ADAPTER_LOSS_GRACE_MS = 60_000;

/** A stored route that could not be restored, and why. */
export interface RestoreProblem {
  route_id: string;
  reason: 'machine_version' | 'invalid_snapshot';
  message: string;
}

/** The engine plus what the simulator and tests need beyond the port. */
export interface EngineRuntime extends Engine {
  /** Resolves once every route actor has settled and every queued operation finished. */
  settle(): Promise<void>;
  /** Stored routes `start()` could not restore. */
  problems(): RestoreProblem[];
}

/** Messages of the stable rejection reasons; kept apart from the codes. */
export const REASON_MESSAGES: Record<string, string> = {
  stale_generation: 'the route moved on since that generation; act on the snapshot returned',
  stale_evidence:
    'the evidence belongs to another invocation or generation, to a phase the attempt already left, or to no attempt in flight; nothing changed',
  one_shot: 'utility calls are one-shot: start a new route for another call',
  no_task: 'the route was started without a task; a turn needs its working directory',
  not_found: 'no such route',
  not_owner:
    'another service process runs this route; act through that process, or again once it is gone and this one has taken the route over',
  not_allowed: 'this action does not apply in the route’s current state',
  attempt_in_flight: 'an attempt is in flight; wait for its outcome or stop it',
  no_candidate: 'the route has no current candidate',
  busy: 'the route is busy; try again',
  store_unavailable: 'the decision could not be written durably; nothing was scheduled',
  stopped: 'the engine stopped before this could be confirmed; read the route again after it restarts',
};

export const outcomeReportSchema = z.object({
  route_id: z.string().min(1).max(200),
  attempt_id: z.string().min(1).max(400),
  invocation_id: z.string().min(1).max(400),
  generation: z.number().int().min(0),
  outcome: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('success') }),
    z.object({
      kind: z.literal('failure'),
      envelope: envelopeSchema,
      effects: z
        .object({
          assistant_output: z.boolean().optional(),
          tool_activity: z.boolean().optional(),
          partial_utility_output: z.boolean().optional(),
          ambiguous_delivery: z.boolean().optional(),
          // The provider-native session the agent can resume: the gate's resumable-retry path.
          resumable_retry: z
            .object({ provider_session_id: z.string().min(1).max(200), generation: z.number().int().min(0) })
            .nullable()
            .optional(),
        })
        .optional(),
    }),
    z.object({ kind: z.literal('cancelled') }),
  ]),
});

const phaseReportSchema = z.object({
  route_id: z.string().min(1).max(200),
  invocation_id: z.string().min(1).max(400),
  generation: z.number().int().min(0),
  phase: z.enum(ATTEMPT_PHASES),
});

const turnSchema = z.object({
  route_id: z.string().min(1).max(200),
  prompt: z.string().min(1).max(TASK_LIMITS.promptChars),
  expected_generation: z.number().int().min(0),
});

const effectReportSchema = z.object({
  route_id: z.string().min(1).max(200),
  invocation_id: z.string().min(1).max(400),
  generation: z.number().int().min(0),
  effect: z.enum(['assistant_output', 'tool_activity', 'partial_utility_output']),
});

const startRouteSchema = z.object({
  profile_id: z.string().min(1).max(200),
  caller: z.enum(CALLERS),
  route_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be 1-100 letters, digits, "-" or "_"')
    .optional(),
  task: routeTaskSchema.optional(),
});

const actionSchema = z.object({
  route_id: z.string().min(1).max(200),
  action: z.enum(ROUTE_ACTIONS),
  expected_generation: z.number().int().min(0),
});

const storedProfileDocumentSchema = z.object({
  id: z.string().optional(),
  automation: z.enum(['auto', 'manual']).optional(),
  candidates: z
    .array(
      z.object({
        id: z.string().min(1),
        agent_profile: z.string().min(1).optional(),
        provider_id: z.string().optional(),
        model_id: z.string().optional(),
        policy: z.unknown().optional(),
      }),
    )
    .min(1),
});

type RouteActor = Actor<typeof routeMachine>;
type RouteSnapshot = ReturnType<RouteActor['getSnapshot']>;

/** A route's queue with no operation in it. */
const IDLE: Promise<unknown> = Promise.resolve();

/** A route waiting on circuits for a candidate (`switching.blocked`). */
function isBlocked(value: unknown): boolean {
  return logicalState(value) === 'switching' && substate(value) === 'blocked';
}

/** Steps of `active` / `retrying` where the route has left its attempt: done, stopped, or its adapter lost. */
const LEFT_ATTEMPT = new Set(['idle', 'cancel_recording', 'cancelling', 'lost_recording', 'adapter_lost']);

/**
 * Whether a live route is in its probing attempt: the attempt in flight, or the route waiting
 * on its own schedule for the next one. Anywhere else it holds no probe.
 */
function inProbingAttempt(value: unknown): boolean {
  const state = logicalState(value) as string;
  if (state === 'active' || state === 'retrying') return !LEFT_ATTEMPT.has(substate(value) ?? '');
  return ['retry_wait', 'waiting_for_reset', 'boot'].includes(state);
}

/**
 * A restored route with nothing to do until its deadline or until someone touches it: it holds
 * its validated snapshot and (for a wait) one timer, and becomes a live actor when woken. Its view
 * is built when asked for (see `dormantView`), not kept: at 10k routes the kept views were a
 * share of the restart's allocations and garbage collection.
 */
interface DormantRoute {
  /** Possibly the store's own record (read, never changed): a woken route's actor gets a copy. */
  persisted: PersistedRoute;
  timer: unknown;
}

/** The view of a dormant route: its persisted snapshot as restored. */
function dormantView(d: DormantRoute): RouteView {
  return toRouteView({ value: d.persisted.state, context: d.persisted.context });
}

interface LiveRoute {
  actor: RouteActor;
  queue: Promise<unknown>;
  /** Another process took the route over: this actor was stopped and its operations answer `not_owner`. */
  lost: boolean;
  /**
   * The actor snapshot whose view was last published, or found equal to it since; null before the
   * first publication. No view is kept per route (issue 12: a view per failure, kept for the route's
   * life, was copied by every scavenge): it is built again from this snapshot when asked for.
   */
  shown: RouteSnapshot | null;
  /** The `updated_at` the published view carries when it moved on from its snapshot's (see `emitIfChanged`). */
  shownAt: string | null;
  /**
   * The view subscribers already have when no snapshot is behind it: a woken route's until its first
   * publication, a wait's shown from its durable request until the actor settles (`publishDurable`).
   */
  known: RouteView | null;
  /** What `persist` reads of the record this actor last committed; null until its first commit. */
  written: WrittenRoute | null;
  /** Operations waiting for the actor to settle (see `settled`); null when none. */
  settling: (() => void)[] | null;
}

/** Empties a route's queue when `tail` is still its last operation. */
function releaseQueue(live: LiveRoute, tail: Promise<unknown>): void {
  if (live.queue === tail) live.queue = IDLE;
}

/** The fields of a committed route record its next commit carries over. */
interface WrittenRoute {
  created_at: string;
  dispatch: { attempt_id: string; recorded_at: string } | null;
}

/** Whether `written` already says what a commit carries over: kept as it is then, not made again. */
function sameWritten(
  written: WrittenRoute | null,
  createdAt: string,
  dispatch: { attempt_id: string; recorded_at: string } | null,
): boolean {
  if (written === null || written.created_at !== createdAt) return false;
  if (written.dispatch === null || dispatch === null) return written.dispatch === dispatch;
  return (
    written.dispatch.attempt_id === dispatch.attempt_id &&
    written.dispatch.recorded_at === dispatch.recorded_at
  );
}

/**
 * Whether two views say the same (their fields are primitives and arrays of strings). Keys are walked,
 * not listed: two arrays of keys per comparison were most of its garbage.
 */
function sameView(a: RouteView, b: RouteView): boolean {
  let count = 0;
  for (const _ in b) count++;
  for (const k in a) {
    count--;
    const key = k as keyof RouteView;
    if (!Object.hasOwn(b, key)) return false;
    const x = a[key];
    const y = b[key];
    if (x === y) continue;
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  }
  return count === 0;
}

/** Creates the engine. Call `start()` once, on an opened store, before anything else. */
export function createEngine(options: EngineOptions): EngineRuntime {
  const { store, executor, now, circuits } = options;
  const classify = options.classify ?? classifyEnvelope;
  const idFactory = options.idFactory ?? (() => `rt_${randomUUID()}`);
  const onError = options.onError ?? (() => {});
  const cancelGraceMs = options.cancelGraceMs ?? DEFAULT_CANCEL_GRACE_MS;
  const adapterLossGraceMs = options.adapterLossGraceMs ?? DEFAULT_ADAPTER_LOSS_GRACE_MS;
  const routes = new Map<string, LiveRoute>();
  const dormant = new Map<string, DormantRoute>();
  // One Node timer for every route's wait, not one per route (issue 12).
  const timers: Clock = options.clock ?? createDeadlineTimers(now);
  const listeners = new Set<(view: RouteView) => void>();
  const inFlight = new Set<Promise<unknown>>();
  const problems: RestoreProblem[] = [];
  let running = false;
  let unsubscribeCircuits: (() => void) | null = null;
  /** With a store several processes share: the routes they run, as read-only views. */
  const ownership = store.ownership;
  const mirrors = new Map<string, RouteView>();
  let unwatch: (() => void) | null = null;
  /** Takeovers, one after another. */
  let takingOver: Promise<void> = Promise.resolve();
  // Circuit waits, indexed both ways so a circuit change reaches only the routes waiting on its scope.
  const waitingOn = new Map<string, string[]>();
  const waiters = new Map<string, Set<string>>();
  /**
   * Waiting routes a change reached while they were still selecting or persisting their block, with
   * the earliest instant those changes may admit them: woken once blocked, if that is before their deadline.
   */
  const wakeWhenBlocked = new Map<string, number>();
  /** Routes with a probe release queued. */
  const dropping = new Set<string>();
  /** Routes whose executor reported a held dispatch the route has not taken in yet (see `emitIfChanged`). */
  const heldReported = new Set<string>();

  const iso = (ms: number) => new Date(ms).toISOString();
  /**
   * Milliseconds until `deadline`, at most the longest timer Node keeps (a longer one fires at
   * once). Policy limits keep waits far below it; a longer circuit wait just looks again early.
   */
  const remaining = (deadline: string) => Math.min(MAX_TIMER_MS, Math.max(0, Date.parse(deadline) - now()));

  /**
   * Parsed profiles by id, kept while the stored version is the same: a decision reads its profile
   * several times (the evaluator, the circuit scope keys), and parsing and validating it each time
   * was a large share of a decision's CPU.
   */
  const parsedProfiles = new Map<string, { version: number; updated_at: string; profile: EngineProfile }>();

  function readProfile(id: string): EngineProfile | undefined {
    // Read, not copied: only its version is compared, and a changed one is parsed into a new profile.
    const stored = store.readProfile ? store.readProfile(id) : store.getProfile(id);
    if (!stored) {
      parsedProfiles.delete(id);
      return options.profiles?.(id);
    }
    const cached = parsedProfiles.get(id);
    if (cached && cached.version === stored.version && cached.updated_at === stored.updated_at) {
      return cached.profile;
    }
    const profile = options.profiles ? options.profiles(id) : parseProfile(id, stored.document);
    if (profile) parsedProfiles.set(id, { version: stored.version, updated_at: stored.updated_at, profile });
    else parsedProfiles.delete(id);
    return profile;
  }

  function parseProfile(id: string, document: unknown): EngineProfile | undefined {
    const parsed = storedProfileDocumentSchema.safeParse(document);
    if (!parsed.success) return undefined;
    return {
      id,
      automation: parsed.data.automation ?? 'auto',
      candidates: parsed.data.candidates.map((c) => {
        const policy = validatePolicy(c.policy ?? 'try_next');
        return {
          id: c.id,
          agent_profile: c.agent_profile ?? c.id,
          provider_id: c.provider_id,
          model_id: c.model_id,
          policy: policy.ok ? policy.document : null,
        };
      }),
    };
  }

  function candidateOf(profileId: string, candidate: RouteCandidate): EngineCandidate {
    const found = readProfile(profileId)?.candidates.find((c) => c.id === candidate.id);
    return found ?? { ...candidate, policy: null };
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    promise.then(
      () => inFlight.delete(promise),
      () => inFlight.delete(promise),
    );
    return promise;
  }

  const machine = routeMachine.provide({
    actors: {
      io: routeIo(
        persister((request) => track(persist(request)), publishDurable),
        deliverer((request, send) => {
          /**
           * The adapter is gone (or never acknowledged) and the attempt's fate unknown: a probe the
           * attempt holds must not make every route of its scope wait out the lease. It is released
           * first, so whoever sees the news sees the probe free.
           */
          const releasingFirst = (event: DeliveryEvent): void => {
            if (!circuits || circuits.held(request.route_id, new Date(now())).length === 0) {
              send(event);
              return;
            }
            track(circuits.release(request.route_id, new Date(now())))
              .catch((error: unknown) => onError(error, 'circuit release'))
              .finally(() => send(event));
          };
          const handle = executor.dispatch(
            { ...request },
            {
              held: () => {
                heldReported.add(request.route_id);
                send({ type: 'DELIVERY_HELD' });
              },
              sent: () => send({ type: 'DELIVERY_SENT' }),
              acknowledged: () => send({ type: 'DELIVERY_ACKED' }),
              // At shutdown the route keeps its lease for the restart, which reconciles it.
              failed: (reason) =>
                reason === 'shutdown'
                  ? send({ type: 'DELIVERY_FAILED' })
                  : releasingFirst({ type: 'DELIVERY_FAILED' }),
              lost: () => releasingFirst({ type: 'ADAPTER_LOST', deadline: iso(now() + adapterLossGraceMs) }),
            },
          );
          return {
            // A cancel no adapter could be sent leaves nobody to confirm it: the stop ends now.
            cancel: () => {
              if (!handle.cancel()) send({ type: 'DELIVERY_FAILED' });
            },
            release: () => handle.release(),
          };
        }),
      ),
      select: fromUnabortablePromise<SelectResult, SelectRequest>((input) => track(select(input))),
    },
    delays: {
      untilDeadline: ({ context }) => (context.deadline ? remaining(context.deadline) : 0),
    },
  });

  async function persist(input: PersistRequest): Promise<PersistResult> {
    const at = iso(now());
    const ctx = input.route.context;
    // Two fields of the previous record are read: as this actor last committed them, or (its first
    // commit) from the store, which may keep the record as bytes to decode.
    const live = routes.get(ctx.route_id);
    const prev: WrittenRoute | undefined =
      live?.written ?? (store.readRoute ? store.readRoute(ctx.route_id) : store.getRoute(ctx.route_id));
    const dispatch = ctx.dispatch
      ? {
          ...ctx.dispatch,
          recorded_at:
            prev?.dispatch?.attempt_id === ctx.dispatch.attempt_id ? prev.dispatch.recorded_at : at,
        }
      : null;
    // The request is built for this call alone (`persistRequest`): its context takes the commit time
    // in place, not as one more copy of the whole context per decision.
    ctx.updated_at = at;
    const record: StoredRoute = {
      schema_version: 1,
      route_id: ctx.route_id,
      profile_id: ctx.profile_id,
      caller: ctx.caller,
      machine_version: ROUTE_MACHINE_VERSION,
      created_at: prev?.created_at ?? at,
      updated_at: at,
      snapshot: input.route,
      dispatch,
    };
    const attempts: AttemptRecord[] = input.history.map((h) => ({
      schema_version: 1,
      route_id: ctx.route_id,
      at,
      ...h,
    }));
    await store.commitRoute(record, attempts);
    if (
      live &&
      routes.get(ctx.route_id) === live &&
      !sameWritten(live.written, record.created_at, dispatch)
    ) {
      live.written = {
        created_at: record.created_at,
        dispatch: dispatch && { attempt_id: dispatch.attempt_id, recorded_at: dispatch.recorded_at },
      };
    }
    return { at };
  }

  async function select(input: SelectRequest): Promise<SelectResult> {
    unblock(input.route_id);
    if (!circuits) {
      const index = input.candidates.findIndex((c) => !input.excluded.includes(c.id));
      return index < 0 ? { kind: 'none' } : { kind: 'selected', index };
    }
    // Choosing a candidate, the route is in no probing attempt: what it still holds goes back first.
    await releaseProbes(input.route_id);
    let earliest: number | null = null;
    for (const [index, candidate] of input.candidates.entries()) {
      if (input.excluded.includes(candidate.id)) continue;
      const profileId = routes.get(input.route_id)?.actor.getSnapshot().context.profile_id;
      const full = profileId ? candidateOf(profileId, candidate) : { ...candidate, policy: null };
      const keys = circuits.candidateScopeKeys(full);
      // Waiting on these scopes from before asking: a change while this selection runs is not missed.
      waitOn(input.route_id, keys);
      const verdict = await circuits.admit(keys, input.route_id, new Date(now()));
      if (verdict.admitted) {
        unblock(input.route_id);
        return { kind: 'selected', index };
      }
      // A circuit that says "ask again now" must not spin: look again a second later at the earliest.
      const until = Math.max(Date.parse(verdict.until), now() + 1000);
      earliest = earliest === null ? until : Math.min(earliest, until);
    }
    if (earliest === null) unblock(input.route_id);
    return earliest === null ? { kind: 'none' } : { kind: 'blocked', until: iso(earliest) };
  }

  /** Adds `keys` to the scopes `routeId` waits on. */
  function waitOn(routeId: string, keys: string[]): void {
    const mine = waitingOn.get(routeId) ?? [];
    for (const key of keys) {
      if (mine.includes(key)) continue;
      mine.push(key);
      let set = waiters.get(key);
      if (!set) {
        set = new Set();
        waiters.set(key, set);
      }
      set.add(routeId);
    }
    waitingOn.set(routeId, mine);
  }

  /** `routeId` waits on no circuit any more. */
  function unblock(routeId: string): void {
    wakeWhenBlocked.delete(routeId);
    const keys = waitingOn.get(routeId);
    if (!keys) return;
    waitingOn.delete(routeId);
    for (const key of keys) {
      const set = waiters.get(key);
      set?.delete(routeId);
      if (set?.size === 0) waiters.delete(key);
    }
  }

  /** The earliest instant a circuit may admit a route that holds none of its probes. */
  function opensAt(record: CircuitRecord, at: number): number {
    if (record.state === 'closed') return at;
    const lease = record.probe ? Date.parse(record.probe.lease_until) : at;
    return Math.max(at, record.open_until ? Date.parse(record.open_until) : at, lease);
  }

  /** A circuit changed: wake the routes waiting on its scope that it may now admit before their own deadline. */
  function circuitChanged(record: CircuitRecord): void {
    const ids = waiters.get(record.scope_key);
    if (!ids || ids.size === 0) return;
    const opens = opensAt(record, now());
    for (const id of [...ids]) {
      const live = routes.get(id);
      if (!live) {
        if (!worthWaking(dormant.get(id)?.persisted.context.deadline ?? null, opens)) continue;
        if (wake(id) === undefined) unblock(id);
        else wakeIfEarlier(id, opens);
        continue;
      }
      wakeIfEarlier(id, opens);
    }
  }

  /** Re-selects a blocked route when a circuit may admit it before its own deadline; one still selecting is marked. */
  function wakeIfEarlier(id: string, opens: number): void {
    const live = routes.get(id);
    if (!live) return;
    const s = live.actor.getSnapshot();
    if (s.status !== 'active') return;
    if (!isBlocked(s.value) || s.hasTag('busy')) {
      wakeWhenBlocked.set(id, Math.min(opens, wakeWhenBlocked.get(id) ?? opens));
      return;
    }
    if (worthWaking(s.context.deadline, opens)) live.actor.send({ type: 'CIRCUITS_CHANGED' });
  }

  /**
   * Whether a circuit that may admit at `opens` wakes a route waiting until `deadline`: when that is
   * earlier than its own timer, or when its timer is due anyway (a herd selects together, once).
   */
  function worthWaking(deadline: string | null, opens: number): boolean {
    if (deadline === null) return true;
    const due = Date.parse(deadline);
    return due > opens || due <= now();
  }

  /** Gives back every probe `routeId` holds (it left its probing attempt); failures are reported, not thrown. */
  async function releaseProbes(routeId: string): Promise<void> {
    if (!circuits || circuits.held(routeId, new Date(now())).length === 0) return;
    try {
      await circuits.release(routeId, new Date(now()));
    } catch (error) {
      onError(error, 'circuit release');
    }
  }

  /** A settled route outside its probing attempt holds no probe: whatever it still holds goes back. */
  async function dropProbesIfIdle(live: LiveRoute): Promise<void> {
    const s = live.actor.getSnapshot();
    if (!circuits || inProbingAttempt(s.value)) return;
    await releaseProbes(s.context.route_id);
  }

  /** Circuit bookkeeping after any transition: leave the wait index, take a due wake-up, give back probes. */
  function circuitsAfterTransition(routeId: string, live: LiveRoute): void {
    if (!circuits) return;
    const s = live.actor.getSnapshot();
    const state = logicalState(s.value);
    if (state !== 'switching' && state !== 'boot') unblock(routeId);
    else if (isBlocked(s.value) && wakeWhenBlocked.has(routeId)) {
      const opens = wakeWhenBlocked.get(routeId) ?? 0;
      wakeWhenBlocked.delete(routeId);
      wakeIfEarlier(routeId, opens);
    }
    if (s.status !== 'active' || s.hasTag('busy') || inProbingAttempt(s.value) || dropping.has(routeId))
      return;
    if (circuits.held(routeId, new Date(now())).length === 0) return;
    // Whatever moved it here (delivery failed, a stop, a reconciliation), its lease ends: in its queue,
    // after the operation in progress finished its own bookkeeping.
    dropping.add(routeId);
    serialize(live, async () => {
      dropping.delete(routeId);
      if (!halted(live)) await dropProbesIfIdle(live);
    }).catch((error) => onError(error, 'circuit release'));
  }

  /**
   * The view last published, in one slot for the whole engine: an answer sent right after a
   * publication (the adapter's `report_result`) is that same object, whose JSON the hub keeps.
   */
  let lastShown: LiveRoute | null = null;
  let lastShownSnapshot: RouteSnapshot | null = null;
  let lastShownView: RouteView | null = null;

  /** The snapshot's own view behind the one last published; null before the first publication. */
  function shownOwn(live: LiveRoute): RouteView | null {
    return live.shown === null ? live.known : toRouteView(live.shown);
  }

  /** The view last published, its `updated_at` as published; null before the first publication. */
  function shownView(live: LiveRoute): RouteView | null {
    if (live === lastShown && live.shown === lastShownSnapshot) return lastShownView;
    const own = shownOwn(live);
    return own !== null && live.shownAt !== null ? { ...own, updated_at: live.shownAt } : own;
  }

  /**
   * Publishes the route's view when it changed. Two rules keep watchers right:
   * - Entering `delivering`, the executor reports a held dispatch synchronously, but the actor takes
   *   that report in only after its observers saw the step: that view (not held) is skipped, so no
   *   watcher sees a held attempt as sent.
   * - Watchers keep, per generation, the view with the latest `updated_at` (docs/protocol.md), and
   *   a delivery change (held, sent) is no persist: such a view is dated now, after the one before.
   */
  function emitIfChanged(live: LiveRoute): void {
    const snapshot = live.actor.getSnapshot();
    if (snapshot.hasTag('busy') || snapshot.status !== 'active') return;
    const id = snapshot.context.route_id;
    if (heldReported.has(id)) {
      if (substate(snapshot.value) === 'delivering' && !snapshot.context.awaiting_adapter) return;
      heldReported.delete(id);
    }
    if (snapshot === live.shown) return;
    const own = toRouteView(snapshot);
    const lastOwn = shownOwn(live);
    if (lastOwn !== null && sameView(own, lastOwn)) {
      if (lastShown === live && lastShownSnapshot === live.shown) lastShownSnapshot = snapshot;
      live.shown = snapshot;
      live.known = null;
      return;
    }
    show(live, own, lastOwn, snapshot);
  }

  /**
   * A decision to wait is shown once its commit is durable, before the actor takes its step into the
   * wait: that step (XState's microstep, its snapshot and the microtasks around it) held every such
   * view back (issue 12). The view is the settled actor's: the request is the route as it settles,
   * its `updated_at` the commit time. When the actor settles, `emitIfChanged` finds it shown, or
   * publishes the actor's own should it differ. Only waits, whose settled step is not busy and takes
   * no report before it settles; nothing when the engine or the actor stopped.
   */
  function publishDurable(request: PersistRequest): void {
    const { state, context } = request.route;
    if (state !== 'retry_wait' && state !== 'waiting_for_reset') return;
    const live = routes.get(context.route_id);
    if (!running || live === undefined || live.lost || heldReported.has(context.route_id)) return;
    const snapshot = live.actor.getSnapshot();
    if (snapshot.status !== 'active' || logicalState(snapshot.value) !== state) return;
    try {
      const own = toRouteView({ value: state, context });
      const lastOwn = shownOwn(live);
      if (lastOwn !== null && sameView(own, lastOwn)) return;
      show(live, own, lastOwn, null);
    } catch (error) {
      onError(error, 'route view');
    }
  }

  /**
   * Publishes `own`, the view of `snapshot` (null: of a durable request, kept as the route's `known`
   * view until the actor settles), its `updated_at` moved on when needed.
   */
  function show(
    live: LiveRoute,
    own: RouteView,
    lastOwn: RouteView | null,
    snapshot: RouteSnapshot | null,
  ): void {
    const lastAt = lastOwn === null ? null : (live.shownAt ?? lastOwn.updated_at);
    const moved =
      lastOwn !== null &&
      lastAt !== null &&
      own.generation === lastOwn.generation &&
      Date.parse(own.updated_at) <= Date.parse(lastAt);
    live.shownAt = moved && lastAt !== null ? iso(Math.max(now(), Date.parse(lastAt) + 1)) : null;
    const view = live.shownAt !== null ? { ...own, updated_at: live.shownAt } : own;
    live.shown = snapshot;
    live.known = snapshot === null ? own : null;
    lastShown = live;
    lastShownSnapshot = snapshot;
    lastShownView = view;
    for (const listener of listeners) {
      try {
        listener(view);
      } catch (error) {
        onError(error, 'route listener');
      }
    }
  }

  function spawn(input: RouteInput, known?: RouteView): LiveRoute {
    const actor = createActor(machine, {
      input,
      clock: timers,
      ...(options.inspect ? { inspect: options.inspect } : {}),
    });
    // A woken route starts from the view subscribers already have: no duplicate emission.
    const live: LiveRoute = {
      actor,
      queue: IDLE,
      lost: false,
      shown: null,
      shownAt: null,
      known: known ?? null,
      written: null,
      settling: null,
    };
    const id = input.kind === 'new' ? input.route_id : input.persisted.context.route_id;
    routes.set(id, live);
    actor.subscribe({
      next: (snapshot) => {
        try {
          emitIfChanged(live);
          circuitsAfterTransition(id, live);
        } finally {
          if (live.settling !== null && !snapshot.hasTag('busy')) wakeSettling(live);
        }
      },
      error: (error) => {
        wakeSettling(live);
        onError(error, `route ${id}`);
        unblock(id);
        track(releaseProbes(id));
      },
      // A route actor stopped while the engine runs leaves its attempt.
      complete: () => {
        wakeSettling(live);
        // At shutdown leases stay for restart; a route another process took over is that one's to settle.
        if (!running || routes.get(id) !== live) return;
        unblock(id);
        track(releaseProbes(id));
      },
    });
    actor.start();
    return live;
  }

  /** The live route, waking a dormant one first; undefined when the route does not exist. */
  function wake(routeId: string): LiveRoute | undefined {
    const found = routes.get(routeId);
    if (found) return found;
    const sleeping = dormant.get(routeId);
    if (!sleeping) return undefined;
    dormant.delete(routeId);
    if (sleeping.timer !== null) timers.clearTimeout(sleeping.timer);
    // Entering the wait again re-arms it from the stored deadline (at once when it passed).
    return spawn({ kind: 'restore', persisted: copyRecord(sleeping.persisted) }, dormantView(sleeping));
  }

  /** Whether a restored route can stay dormant: a wait, a circuit wait, or a rest state. */
  function canSleep(p: PersistedRoute): boolean {
    const inFlight =
      p.context.dispatch !== null &&
      (p.context.dispatch.status === 'recorded' || p.context.dispatch.status === 'acknowledged');
    if (p.state === 'retry_wait' || p.state === 'waiting_for_reset') return true;
    if (p.state === 'switching') return p.context.deadline !== null;
    if (p.state === 'action_required') return true;
    return p.state === 'active' && !inFlight;
  }

  function sleep(p: PersistedRoute): void {
    const id = p.context.route_id;
    const deadline =
      p.context.deadline && p.state !== 'action_required' && p.state !== 'active' ? p.context.deadline : null;
    const timer = deadline === null ? null : timers.setTimeout(() => wake(id), remaining(deadline));
    dormant.set(id, { persisted: p, timer });
  }

  /**
   * Resolves once the actor has no persist, delivery or selection in progress, or has stopped (a
   * shutdown, a route taken over: callers check `halted`). Woken by the route's own subscription
   * (`spawn`): a `waitFor` per operation made and dropped a subscription on every decision.
   */
  function settled(live: LiveRoute): Promise<void> | undefined {
    const snapshot = live.actor.getSnapshot();
    if (snapshot.status !== 'active' || !snapshot.hasTag('busy')) return undefined;
    return new Promise<void>((resolve) => {
      if (live.settling === null) live.settling = [resolve];
      else live.settling.push(resolve);
    });
  }

  function wakeSettling(live: LiveRoute): void {
    const waiting = live.settling;
    live.settling = null;
    if (waiting !== null) for (const resolve of waiting) resolve();
  }

  /** The answer to an operation on a route whose actor stopped while it waited or ran. */
  function stopped(live: LiveRoute): ActionResult {
    return live.lost ? notOwner(live.actor.getSnapshot().context.route_id) : reject('stopped', viewOf(live));
  }

  /** Runs `fn` in the route's queue, after earlier operations and once the actor has settled. */
  function serialize<T>(live: LiveRoute, fn: () => Promise<T>): Promise<T> {
    const next = live.queue.then(async () => {
      await settled(live);
      return fn();
    });
    // The queue keeps only the order, not the last answer (it would be kept for the route's life), and
    // once the last operation is done nothing at all: a promise per operation, kept (issue 12).
    // The callbacks are unnamed: under `tsx` a closure bound to a name has it defined on every call.
    const tail: Promise<unknown> = next.then(
      () => releaseQueue(live, tail),
      () => releaseQueue(live, tail),
    );
    live.queue = tail;
    return track(next);
  }

  /** The route's current view; the published one when nothing changed since (same `updated_at`). */
  function viewOf(live: LiveRoute): RouteView {
    const snapshot = live.actor.getSnapshot();
    // The snapshot last published (or found unchanged) is read by every answer: no JSON to compare.
    if (snapshot === live.shown) return shownView(live) as RouteView;
    const own = toRouteView(snapshot);
    const lastOwn = shownOwn(live);
    return lastOwn !== null && sameView(own, lastOwn) ? (shownView(live) as RouteView) : own;
  }

  function reject(reason: string, snapshot: RouteView | null): ActionResult {
    return { ok: false, reason, message: REASON_MESSAGES[reason] ?? reason, snapshot };
  }

  /** The engine stopped (or the actor did) while the operation waited its turn or ran. */
  function halted(live: LiveRoute): boolean {
    return !running || live.actor.getSnapshot().status !== 'active';
  }

  /** After a settled change: did the write fail? */
  function storeFailed(live: LiveRoute): boolean {
    const value = live.actor.getSnapshot().value;
    return (
      typeof value === 'object' && (value as Record<string, unknown>)['action_required'] === 'store_failed'
    );
  }

  async function circuitBookkeeping(
    live: LiveRoute,
    candidate: RouteCandidate | undefined,
    classification: Classification | null,
  ): Promise<void> {
    if (!circuits) return;
    const snapshot = live.actor.getSnapshot();
    const ctx = snapshot.context;
    const at = new Date(now());
    try {
      if (candidate && classification === null) {
        const full = candidateOf(ctx.profile_id, candidate);
        for (const key of circuits.candidateScopeKeys(full))
          await circuits.recordSuccess(key, ctx.route_id, at);
      }
      const key =
        candidate && classification
          ? circuits.scopeKeyFor(classification, candidateOf(ctx.profile_id, candidate))
          : null;
      if (key && classification) {
        const state = logicalState(snapshot.value);
        // The route's own next attempt on this candidate, when its policy scheduled one: inside the
        // circuit's open interval it is the probe, so the circuit never delays it.
        const own =
          (state === 'retry_wait' || state === 'waiting_for_reset') && ctx.deadline
            ? new Date(ctx.deadline)
            : null;
        await circuits.recordFailure(key, {
          route: ctx.route_id,
          until: circuits.evidenceUntil(classification, at),
          nextAttemptAt: own,
          now: at,
        });
      }
    } catch (error) {
      onError(error, 'circuit bookkeeping');
    }
    await dropProbesIfIdle(live);
  }

  /** The scope keys a dormant circuit wait waits on: those of every candidate not excluded. */
  function waitKeysOf(p: PersistedRoute): string[] {
    if (!circuits) return [];
    try {
      return p.context.candidates
        .filter((c) => !p.context.excluded.includes(c.id))
        .flatMap((c) => circuits.candidateScopeKeys(candidateOf(p.context.profile_id, c)));
    } catch (error) {
      onError(error, 'circuit wait');
      return [];
    }
  }

  /**
   * At start, a probe lease stays only with a route provably in its probing attempt, i.e. waiting on
   * its own schedule (an attempt in flight at the crash is ambiguous and needs a human). Every other
   * holder's lease ends now, which wakes the routes waiting on those scopes.
   */
  async function reconcileProbes(only: Set<string> | null): Promise<void> {
    if (!circuits) return;
    const holders = new Set(circuits.list().flatMap((r) => (r.probe ? [r.probe.holder] : [])));
    for (const holder of holders) {
      // With several processes, only the process that runs a route settles its leases.
      if (only && !only.has(holder)) continue;
      const live = routes.get(holder);
      const sleeping = dormant.get(holder)?.persisted.state;
      const probing = live
        ? inProbingAttempt(live.actor.getSnapshot().value)
        : sleeping === 'retry_wait' || sleeping === 'waiting_for_reset';
      if (!probing) await releaseProbes(holder);
    }
  }

  function failureEffects(envelope: EvidenceEnvelope, reported: Partial<EffectEvidence> | undefined) {
    const effects: Partial<EffectEvidence> = { ...reported };
    for (const item of envelope.evidence) {
      if (item.kind === 'assistant_output') effects.assistant_output = true;
      if (item.kind === 'tool_activity') effects.tool_activity = true;
    }
    return effects;
  }

  /** Records a route that cannot be restored and surfaces it: it stays in the store, untouched, and runs nothing. */
  function problem(p: RestoreProblem): void {
    problems.push(p);
    onError(
      new Error(
        `route ${p.route_id} not restored (${p.reason}): ${p.message}; it is left untouched in the store and runs nothing until a build that can read it restarts`,
      ),
      'restore',
    );
  }

  /**
   * Restart reconciliation of `stored` routes (docs/engine.md): at start, and for routes taken over
   * from a dead process. `owned` limits probe reconciliation to those routes (null: every holder).
   */
  async function restore(
    stored: readonly StoredRoute[],
    owned: readonly StoredRoute[] | null,
  ): Promise<void> {
    const restored: LiveRoute[] = [];
    const slept: DormantRoute[] = [];
    for (const route of stored) {
      mirrors.delete(route.route_id);
      if (routes.has(route.route_id) || dormant.has(route.route_id)) continue;
      if (route.machine_version !== ROUTE_MACHINE_VERSION) {
        problem({
          route_id: route.route_id,
          reason: 'machine_version',
          message: `stored by route machine version ${route.machine_version}; this build runs ${ROUTE_MACHINE_VERSION}`,
        });
        continue;
      }
      // The snapshot may be the store's own record: read here, copied for an actor.
      const parsed = parsePersistedRoute(route.snapshot);
      if (!parsed.success) {
        problem({
          route_id: route.route_id,
          reason: 'invalid_snapshot',
          message: parsed.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '),
        });
        continue;
      }
      if (canSleep(parsed.data)) {
        sleep(parsed.data);
        const sleeping = dormant.get(route.route_id);
        if (sleeping) slept.push(sleeping);
      } else restored.push(spawn({ kind: 'restore', persisted: copyRecord(parsed.data) }));
    }
    // Most restored routes are settled at once (waits re-armed); only reconciliations persist.
    await Promise.all(restored.filter((live) => live.actor.getSnapshot().hasTag('busy')).map(settled));
    for (const live of restored) emitIfChanged(live);
    for (const sleeping of slept) {
      if (listeners.size === 0) break;
      const view = dormantView(sleeping);
      for (const listener of listeners) listener(view);
    }
    if (circuits) {
      for (const sleeping of slept) {
        if (sleeping.persisted.state === 'switching')
          waitOn(sleeping.persisted.context.route_id, waitKeysOf(sleeping.persisted));
      }
      unsubscribeCircuits ??= circuits.subscribe(circuitChanged);
      await reconcileProbes(owned ? new Set(owned.map((r) => r.route_id)) : null);
    }
  }

  /** Shows a route another process runs: a read-only view, emitted when it changed. */
  function mirror(stored: StoredRoute): void {
    const id = stored.route_id;
    if (routes.has(id) || dormant.has(id)) return;
    const parsed = parsePersistedRoute(stored.snapshot);
    if (stored.machine_version !== ROUTE_MACHINE_VERSION || !parsed.success) return;
    const view = toRouteView({ value: parsed.data.state, context: parsed.data.context });
    const before = mirrors.get(id);
    mirrors.set(id, view);
    if (before && JSON.stringify(before) === JSON.stringify(view)) return;
    for (const listener of listeners) {
      try {
        listener(view);
      } catch (error) {
        onError(error, 'route listener');
      }
    }
  }

  /** Another process took the route over: stop running it here (its writes are refused anyway) and mirror it. */
  function lose(routeId: string): void {
    const live = routes.get(routeId);
    if (live) {
      routes.delete(routeId);
      live.lost = true;
      live.actor.stop();
    }
    const sleeping = dormant.get(routeId);
    if (sleeping) {
      dormant.delete(routeId);
      if (sleeping.timer !== null) timers.clearTimeout(sleeping.timer);
    }
    unblock(routeId);
    onError(
      new Error(`route ${routeId} is run by another process now; this one stopped running it`),
      'ownership',
    );
    const stored = store.getRoute(routeId);
    if (stored) mirror(stored);
  }

  /** The answer to an operation on a route another process runs. */
  function notOwner(routeId: string): ActionResult {
    const owner = ownership?.ownerOf(routeId) ?? null;
    return {
      ok: false,
      reason: 'not_owner',
      message: `${owner ? `service process ${owner}` : 'another service process'} runs route ${routeId}; ${REASON_MESSAGES['not_owner']}`,
      snapshot: mirrors.get(routeId) ?? null,
    };
  }

  /** The live route for an operation, or the rejection: not found, or run by another process. */
  function target(routeId: string): LiveRoute | ActionResult {
    const live = wake(routeId);
    if (live) return live;
    return mirrors.has(routeId) ? notOwner(routeId) : reject('not_found', null);
  }

  /**
   * Applies a report made while an attempt runs (an effect, a phase): kept in the context, not
   * persisted, answered at once. Refused as stale when no attempt is in flight, when `current` says
   * it belongs to another attempt or to a phase already left, or when the route's step takes no such event.
   */
  async function reportInAttempt(
    routeId: string,
    event: RouteEvent,
    current: (context: RouteContext) => boolean,
  ): Promise<ActionResult> {
    const live = target(routeId);
    if (!('actor' in live)) return live;
    return serialize(live, async () => {
      if (halted(live)) return stopped(live);
      const s = live.actor.getSnapshot();
      if (!attemptInFlight(s.value) || !current(s.context) || !s.can(event)) {
        return reject('stale_evidence', viewOf(live));
      }
      live.actor.send(event);
      return { ok: true, snapshot: viewOf(live) };
    });
  }

  const engine: EngineRuntime = {
    async start() {
      running = true;
      if (!ownership) return restore(store.readRoutes(), null);
      unwatch =
        store.watch?.((change) => {
          if (change.kind === 'route' && !ownership.owns(change.route.route_id)) mirror(change.route);
        }) ?? null;
      const claimed = await ownership.join({
        claimed: (stored) => {
          takingOver = takingOver
            .then(() => (running ? restore(stored, stored) : undefined))
            .catch((error: unknown) => onError(error, 'takeover'));
          track(takingOver);
        },
        lost: (routeId) => lose(routeId),
      });
      for (const stored of store.readRoutes()) if (!ownership.owns(stored.route_id)) mirror(stored);
      await restore(claimed, claimed);
    },

    async stop() {
      running = false;
      unsubscribeCircuits?.();
      unsubscribeCircuits = null;
      unwatch?.();
      unwatch = null;
      mirrors.clear();
      for (const sleeping of dormant.values())
        if (sleeping.timer !== null) timers.clearTimeout(sleeping.timer);
      dormant.clear();
      waitingOn.clear();
      waiters.clear();
      wakeWhenBlocked.clear();
      heldReported.clear();
      for (const live of routes.values()) live.actor.stop();
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      routes.clear();
    },

    async startRoute(input) {
      const parsed = parseOrThrow(startRouteSchema, input, 'route');
      const profile = readProfile(parsed.profile_id);
      if (!profile) {
        throw new ValidationError(
          [{ path: 'profile_id', code: 'not_found', message: `no dynamic profile "${parsed.profile_id}"` }],
          'route',
        );
      }
      const routeId = parsed.route_id ?? idFactory();
      if (routes.has(routeId) || dormant.has(routeId) || mirrors.has(routeId) || store.getRoute(routeId)) {
        throw new ValidationError(
          [{ path: 'route_id', code: 'duplicate', message: `route "${routeId}" already exists` }],
          'route',
        );
      }
      const live = spawn({
        kind: 'new',
        route_id: routeId,
        profile_id: profile.id,
        caller: parsed.caller,
        candidates: profile.candidates.map((c) => ({ id: c.id, agent_profile: c.agent_profile })),
        now: iso(now()),
        task: parsed.task ?? null,
      });
      await serialize(live, async () => {});
      return viewOf(live);
    },

    listRoutes() {
      // A route appears once its first change is durable (or its first write failed).
      return [
        ...[...routes.values()].map(shownView).filter((view) => view !== null),
        ...Array.from(dormant.values(), dormantView),
        ...mirrors.values(),
      ];
    },

    getRoute(routeId) {
      const live = routes.get(routeId);
      if (live) return shownView(live) ?? undefined;
      const sleeping = dormant.get(routeId);
      return sleeping ? dormantView(sleeping) : mirrors.get(routeId);
    },

    listAttempts(routeId) {
      return store.listAttempts(routeId);
    },

    async act(routeId, action: RouteAction, expectedGeneration) {
      const parsed = parseOrThrow(
        actionSchema,
        { route_id: routeId, action, expected_generation: expectedGeneration },
        'action',
      );
      const live = target(parsed.route_id);
      if (!('actor' in live)) return live;
      if (!running) return stopped(live);
      return serialize(live, async () => {
        if (halted(live)) return stopped(live);
        const s = live.actor.getSnapshot();
        const check = checkAction(s.value, s.context, parsed.action, parsed.expected_generation);
        if (!check.ok) return reject(check.reason, viewOf(live));
        if (check.noop) return { ok: true, snapshot: viewOf(live) };
        live.actor.send({
          type: 'ACTION',
          action: parsed.action,
          expected_generation: parsed.expected_generation,
          cancel_deadline: iso(now() + cancelGraceMs),
        });
        await settled(live);
        if (halted(live)) return stopped(live);
        if (storeFailed(live)) return reject('store_unavailable', viewOf(live));
        await dropProbesIfIdle(live);
        return { ok: true, snapshot: viewOf(live) };
      });
    },

    async turn(routeId, input) {
      const parsed = parseOrThrow(turnSchema, { route_id: routeId, ...input }, 'turn');
      const live = target(parsed.route_id);
      if (!('actor' in live)) return live;
      if (!running) return stopped(live);
      return serialize(live, async () => {
        if (halted(live)) return stopped(live);
        const s = live.actor.getSnapshot();
        const check = checkTurn(s.value, s.context, parsed.expected_generation);
        if (!check.ok) return reject(check.reason, viewOf(live));
        live.actor.send({
          type: 'TURN',
          prompt: parsed.prompt,
          expected_generation: parsed.expected_generation,
        });
        await settled(live);
        if (halted(live)) return stopped(live);
        if (storeFailed(live)) return reject('store_unavailable', viewOf(live));
        return { ok: true, snapshot: viewOf(live) };
      });
    },

    async reportOutcome(report: OutcomeReport) {
      // The fast check answers what the schema does (test/engine/outcome-fast.test.ts); zod decides the rest.
      const parsed =
        (fastOutcomeReport(report) as z.output<typeof outcomeReportSchema> | null) ??
        parseOrThrow(outcomeReportSchema, report, 'outcome report');
      const live = target(parsed.route_id);
      if (!('actor' in live)) return live;
      return serialize(live, async () => {
        if (halted(live)) return stopped(live);
        const s = live.actor.getSnapshot();
        const envelope = parsed.outcome.kind === 'failure' ? parsed.outcome.envelope : null;
        const ids = {
          invocation_id: parsed.invocation_id,
          generation: parsed.generation,
          envelope_invocation_id: envelope?.invocation_id ?? null,
          envelope_generation: envelope?.generation ?? null,
          envelope_phase: envelope?.phase ?? null,
        };
        // The view's `attempt_in_flight`, read from the snapshot: no view is built for one field.
        if (
          !attemptInFlight(s.value) ||
          !evidenceIsCurrent(s.context, ids) ||
          s.context.attempt_id !== parsed.attempt_id
        ) {
          return reject('stale_evidence', viewOf(live));
        }
        const candidate = s.context.candidates[s.context.candidate_index];
        let event: RouteEvent;
        let classification: Classification | null = null;
        if (parsed.outcome.kind === 'success') event = { type: 'SUCCEED', ...ids };
        else if (parsed.outcome.kind === 'cancelled') event = { type: 'CANCELLED', ...ids };
        else {
          const profile = readProfile(s.context.profile_id);
          const current = candidate ? profile?.candidates.find((c) => c.id === candidate.id) : undefined;
          const env = withCandidateIds(parsed.outcome.envelope as EvidenceEnvelope, current);
          classification = classify(env);
          event = {
            type: 'FAIL',
            ...ids,
            classification,
            effects: failureEffects(env, parsed.outcome.effects),
            policy: current?.policy ?? null,
            automation: profile?.automation ?? 'manual',
            now: now(),
            provider_session_id: parsed.outcome.effects?.resumable_retry?.provider_session_id ?? null,
          };
        }
        // The machine is the judge: evidence its current step does not take leaves the snapshot as it
        // was. (Asking first with `can` evaluated every guard twice: about 5 KB a failure, issue 12.)
        live.actor.send(event);
        if (live.actor.getSnapshot() === s) return reject('stale_evidence', viewOf(live));
        await settled(live);
        if (halted(live)) return stopped(live);
        if (storeFailed(live)) return reject('store_unavailable', viewOf(live));
        if (event.type !== 'CANCELLED') await circuitBookkeeping(live, candidate, classification);
        return { ok: true, snapshot: viewOf(live) };
      });
    },

    async reportEffect(report: EffectReport) {
      const parsed = parseOrThrow(effectReportSchema, report, 'effect report');
      return reportInAttempt(parsed.route_id, { type: 'EFFECT', ...parsed }, (c) =>
        evidenceIsCurrent(c, parsed),
      );
    },

    async reportPhase(report: PhaseReport) {
      const parsed = parseOrThrow(phaseReportSchema, report, 'phase report');
      return reportInAttempt(parsed.route_id, { type: 'PHASE', ...parsed }, (c) => phaseIsCurrent(c, parsed));
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async settle() {
      for (;;) {
        // Only busy routes need waiting for: settling stays cheap with many routes at rest.
        const busy = [...routes.values()].filter((l) => l.actor.getSnapshot().hasTag('busy'));
        await Promise.all(busy.map((live) => settled(live)));
        if (inFlight.size === 0 && [...routes.values()].every((l) => !l.actor.getSnapshot().hasTag('busy')))
          return;
        await Promise.allSettled([...inFlight]);
      }
    },

    problems() {
      return [...problems];
    },
  };
  return engine;
}

/**
 * The attempt ran on this candidate: an envelope whose adapter did not know the provider or model
 * (an ACP agent never says) takes the candidate's, so the attempt's classification names them. The
 * catalogue decides nothing by them; what the adapter said stays as it said it.
 */
function withCandidateIds(
  envelope: EvidenceEnvelope,
  candidate: { provider_id?: string | undefined; model_id?: string | undefined } | undefined,
): EvidenceEnvelope {
  if (!candidate) return envelope;
  const provider = envelope.provider_id ?? candidate.provider_id;
  const model = envelope.model_id ?? candidate.model_id;
  if (provider === envelope.provider_id && model === envelope.model_id) return envelope;
  return {
    ...envelope,
    ...(provider !== undefined ? { provider_id: provider } : {}),
    ...(model !== undefined ? { model_id: model } : {}),
  };
}
