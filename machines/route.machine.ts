/**
 * The route machine: one dynamic route, its candidates, its recovery schedule and its fencing.
 * Pure: persistence and delivery (`persister` and `deliverer`, in one `io` actor), candidate
 * selection (`select`) and time (`delays.untilDeadline`) are handed in by name by the runtime
 * (`actors/engine.ts`).
 *
 * Each logical state of the spec's table is a parent state; its substates are the steps the
 * guarantees need: `persisting` (the decision is durable before any timer is armed),
 * `recording` (the dispatch record is durable before it is delivered), `delivering`, `running`.
 * Tag `busy` marks steps the runtime waits out before it sends the next external event.
 * Tag `durable` marks busy steps whose state is already stored (a recorded dispatch awaiting
 * delivery), so the runtime may publish their view.
 */
import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { z } from 'zod';
import type { Classification } from '../catalogue/classification.ts';
import { evaluate } from '../policy/evaluate.ts';
import type { Decision, EffectEvidence, PendingOutcome, PolicyDocument } from '../policy/types.ts';
import { sameOwnFields } from '../validation/plain-object.ts';
import {
  ATTEMPT_PHASES,
  type AttemptPhase,
  type Caller,
  type ClassificationDetail,
  type DispatchRequest,
  type DispatchStatus,
  type RouteAction,
  type RouteState,
  type RouteTask,
  type RouteView,
  routeTaskSchema,
} from './route.types.ts';

/** Version of the persisted route snapshot; a stored route with another version is not restored as-is. */
export const ROUTE_MACHINE_VERSION = 1;

/** A candidate as the route needs it: its id and the agent profile it dispatches to. */
export interface RouteCandidate {
  id: string;
  agent_profile: string;
}

/** Retries and reset wait already used for one candidate and class in the current cycle. */
export interface UsageEntry {
  retries_used: number;
  wait_used: boolean;
}

/** The dispatch the route knows about: written with status `recorded` before delivery. */
export interface RouteDispatch {
  attempt_id: string;
  invocation_id: string;
  generation: number;
  candidate_id: string;
  status: DispatchStatus;
}

/** One history entry the next persist appends (the runtime adds route id, time and sequence). */
export interface HistoryEntry {
  seq: number;
  event: 'dispatched' | 'succeeded' | 'failed' | 'action' | 'reconciled';
  attempt_id: string;
  invocation_id: string;
  generation: number;
  candidate_id: string;
  code: string | null;
  class: string | null;
  category: string | null;
  catalogue_version: string | null;
  classifier_rule: string | null;
  safe_excerpt: string | null;
  policy_snapshot: PolicyDocument | null;
  decision: string | null;
  reason: string | null;
  retry_ordinal: number;
  max_retries: number;
  deadline: string | null;
  pending_outcome: PendingOutcome | null;
  action: RouteAction | null;
  /** The rest of the classification of a `failed` entry; absent on other entries. */
  classification?: ClassificationDetail | null;
}

export interface RouteContext {
  route_id: string;
  profile_id: string;
  caller: Caller;
  candidates: RouteCandidate[];
  /** Index of the current candidate; -1 before the first selection. */
  candidate_index: number;
  /** Candidates excluded for this cycle. */
  excluded: string[];
  cycle: number;
  /** Usage per `<candidate id>:<class>` in this cycle. */
  usage: Record<string, UsageEntry>;
  generation: number;
  invocation_id: string | null;
  attempt_id: string | null;
  dispatch: RouteDispatch | null;
  /** Effect evidence reported for the attempt in flight. */
  effects: EffectEvidence;
  deadline: string | null;
  pending_outcome: PendingOutcome | null;
  retry_ordinal: number;
  max_retries: number;
  code: string | null;
  class: string | null;
  category: string | null;
  safe_excerpt: string | null;
  classifier_rule: string | null;
  catalogue_version: string | null;
  reason: string | null;
  /** Policy snapshot of the pending (or last) decision. */
  policy_snapshot: PolicyDocument | null;
  decision: Decision['kind'] | null;
  /** Count of history entries ever produced; the next entry's `seq`. */
  history_seq: number;
  /** Entries the next persist appends; never persisted itself. */
  outbox: HistoryEntry[];
  updated_at: string;
  /** The state a restored route resumes from; null for a new route. */
  restored_state: RouteState | null;
  /** The work every dispatch carries (the current turn's prompt); null when started without one. */
  task: RouteTask | null;
  /** Turn of the task: 0 for the first prompt. */
  turn: number;
  /** Lifecycle phase the attempt in flight reported last; null before any. */
  phase: AttemptPhase | null;
  /** The recorded dispatch waits, unsent, for an adapter serving its agent profile; never persisted. */
  awaiting_adapter: boolean;
}

// ---- persisted shape ----------------------------------------------------------------------

const effectsSchema = z.object({
  assistant_output: z.boolean(),
  tool_activity: z.boolean(),
  partial_utility_output: z.boolean(),
  ambiguous_delivery: z.boolean(),
  resumable_retry: z
    .object({ provider_session_id: z.string(), generation: z.number().int() })
    .nullable()
    .optional(),
});

const classPolicySchema = z.object({
  retry: z.object({
    enabled: z.boolean(),
    max_retries: z.number().int(),
    initial_interval_seconds: z.number(),
  }),
  wait_for_reset: z.object({ enabled: z.boolean(), max_wait_seconds: z.number() }),
  on_exhausted: z.enum(['skip', 'stop']),
});
const policySnapshotSchema = z.object({
  version: z.literal(1),
  transient: classPolicySchema,
  hard: classPolicySchema,
});

const routeStateSchema = z.enum([
  'active',
  'retry_wait',
  'waiting_for_reset',
  'retrying',
  'switching',
  'action_required',
]);
const pendingSchema = z.enum(['retry', 'skip', 'stop']).nullable();

/** The persisted route snapshot (`StoredRoute.snapshot`): versioned, validated on restore. */
export const persistedRouteSchema = z.object({
  machine_version: z.literal(ROUTE_MACHINE_VERSION),
  state: routeStateSchema,
  context: z.object({
    route_id: z.string().min(1),
    profile_id: z.string().min(1),
    caller: z.enum(['kanban', 'office', 'utility']),
    candidates: z.array(z.object({ id: z.string().min(1), agent_profile: z.string().min(1) })).min(1),
    candidate_index: z.number().int().min(-1),
    excluded: z.array(z.string()),
    cycle: z.number().int().min(0),
    usage: z.record(z.string(), z.object({ retries_used: z.number().int().min(0), wait_used: z.boolean() })),
    generation: z.number().int().min(0),
    invocation_id: z.string().nullable(),
    attempt_id: z.string().nullable(),
    dispatch: z
      .object({
        attempt_id: z.string(),
        invocation_id: z.string(),
        generation: z.number().int(),
        candidate_id: z.string(),
        status: z.enum(['recorded', 'acknowledged', 'succeeded', 'failed']),
      })
      .nullable(),
    effects: effectsSchema,
    deadline: z.string().nullable(),
    pending_outcome: pendingSchema,
    retry_ordinal: z.number().int().min(0),
    max_retries: z.number().int().min(0),
    code: z.string().nullable(),
    class: z.string().nullable(),
    category: z.string().nullable(),
    safe_excerpt: z.string().nullable(),
    classifier_rule: z.string().nullable(),
    catalogue_version: z.string().nullable(),
    reason: z.string().nullable(),
    policy_snapshot: policySnapshotSchema.nullable(),
    decision: z.enum(['reject', 'wait_for_reset', 'retry', 'skip', 'stop']).nullable(),
    history_seq: z.number().int().min(0),
    updated_at: z.string(),
    // Added after version 1 was first stored: optional with defaults, so older records restore.
    task: routeTaskSchema.nullable().default(null),
    turn: z.number().int().min(0).default(0),
    phase: z.enum(ATTEMPT_PHASES).nullable().default(null),
  }),
});
export type PersistedRoute = z.infer<typeof persistedRouteSchema>;

/** What the `persister` writes: the route as it will be once settled, and what to append. */
export interface PersistRequest {
  route: PersistedRoute;
  history: HistoryEntry[];
}

/** What the runtime's write answers: the commit time (becomes `updated_at`). */
export interface PersistResult {
  at: string;
}

/** What the `select` actor answers for a switch. */
export type SelectResult =
  | { kind: 'selected'; index: number }
  | { kind: 'blocked'; until: string }
  | { kind: 'none' };

export interface SelectRequest {
  route_id: string;
  candidates: RouteCandidate[];
  excluded: string[];
}

/** The request the `deliverer` hands to an executor: the dispatch port's own shape. */
export type DeliverRequest = DispatchRequest;

// ---- input and events ---------------------------------------------------------------------

export type RouteInput =
  | {
      kind: 'new';
      route_id: string;
      profile_id: string;
      caller: Caller;
      candidates: RouteCandidate[];
      now: string;
      task?: RouteTask | null;
    }
  | { kind: 'restore'; persisted: PersistedRoute };

/** Correlation carried by evidence: the report's ids and, when the envelope had them, its own. */
export interface EvidenceIds {
  invocation_id: string;
  generation: number;
  envelope_invocation_id?: string | null;
  envelope_generation?: number | null;
  /** The envelope's lifecycle phase, when it named one. */
  envelope_phase?: string | null;
}

/** What the `deliverer` reports about the dispatch of the attempt in flight. */
export type DeliveryEvent =
  /** No connected adapter serves the agent profile: held, unsent (withdrawable, never ambiguous). */
  | { type: 'DELIVERY_HELD' }
  /** Handed to an adapter. */
  | { type: 'DELIVERY_SENT' }
  | { type: 'DELIVERY_ACKED' }
  /** Sent but not acknowledged (timeout, the adapter left first, shutdown): delivery unknown. */
  | { type: 'DELIVERY_FAILED' }
  /** The adapter that acknowledged the attempt is gone; `deadline` ends the grace period. */
  | { type: 'ADAPTER_LOST'; deadline: string };

export type RouteEvent =
  | ({ type: 'SUCCEED' } & EvidenceIds)
  | ({
      type: 'FAIL';
      classification: Classification;
      effects: Partial<EffectEvidence>;
      /** The candidate's CURRENT policy (profile edits affect the next decision), or null if gone. */
      policy: PolicyDocument | null;
      automation: 'auto' | 'manual';
      /** Epoch milliseconds. */
      now: number;
      /** The provider-native session the attempt ran in, as its adapter reported it. */
      provider_session_id?: string | null;
    } & EvidenceIds)
  | ({
      type: 'EFFECT';
      effect: 'assistant_output' | 'tool_activity' | 'partial_utility_output';
    } & EvidenceIds)
  | ({ type: 'CANCELLED' } & EvidenceIds)
  | ({ type: 'PHASE'; phase: AttemptPhase } & EvidenceIds)
  | {
      type: 'ACTION';
      action: RouteAction;
      expected_generation: number;
      /** For `stop` of an attempt in flight: when an unconfirmed cancel makes it ambiguous. */
      cancel_deadline?: string;
    }
  | { type: 'TURN'; prompt: string; expected_generation: number }
  | { type: 'CIRCUITS_CHANGED' }
  | PersistAnswer
  | DeliveryEvent;

/**
 * What the route's `deliverer` is told: hand the attempt to an executor (entering the attempt,
 * its dispatch durable), let it go (leaving it: a dispatch still held is withdrawn), forward a cancel
 * to the adapter holding it. A release or cancel names its attempt's generation: for any other it
 * does nothing.
 */
export type DeliverCommand =
  | { type: 'DELIVER'; request: DeliverRequest }
  | { type: 'RELEASE'; generation: number }
  | { type: 'CANCEL'; generation: number };

// ---- pure helpers -------------------------------------------------------------------------

const NO_EFFECTS: EffectEvidence = {
  assistant_output: false,
  tool_activity: false,
  partial_utility_output: false,
  ambiguous_delivery: false,
  resumable_retry: null,
};

/** Logical (spec) state of a snapshot value. */
export function logicalState(value: unknown): RouteState | 'boot' {
  const key = typeof value === 'string' ? value : Object.keys(value as object)[0];
  return key as RouteState | 'boot';
}

/** The innermost step of a snapshot value (`running` for `{ active: { attempt: 'running' } }`). */
export function substate(value: unknown): string | null {
  if (typeof value === 'string') return null;
  let inner = Object.values(value as Record<string, unknown>)[0];
  while (inner !== null && typeof inner === 'object') inner = Object.values(inner as object)[0];
  return typeof inner === 'string' ? inner : null;
}

/** Steps of an attempt in flight: its dispatch is recorded and no outcome is known. */
const IN_FLIGHT_STEPS = new Set([
  'recording',
  'delivering',
  'running',
  'cancel_recording',
  'cancelling',
  'lost_recording',
  'adapter_lost',
]);

/** Whether `phase` names a lifecycle phase earlier than the attempt's current one. */
function phaseLeft(context: RouteContext, phase: string | null | undefined): boolean {
  if (phase == null || context.phase === null) return false;
  const index = ATTEMPT_PHASES.indexOf(phase as AttemptPhase);
  return index >= 0 && index < ATTEMPT_PHASES.indexOf(context.phase);
}

/**
 * Whether evidence belongs to the attempt in flight: its invocation, its generation, and a phase
 * the attempt has not left. A dispatch held for an adapter was never sent, so nothing is current.
 */
export function evidenceIsCurrent(context: RouteContext, ids: EvidenceIds): boolean {
  if (!context.dispatch || context.invocation_id === null || context.awaiting_adapter) return false;
  if (ids.invocation_id !== context.invocation_id || ids.generation !== context.generation) return false;
  if (ids.envelope_invocation_id != null && ids.envelope_invocation_id !== context.invocation_id)
    return false;
  if (ids.envelope_generation != null && ids.envelope_generation !== context.generation) return false;
  return !phaseLeft(context, ids.envelope_phase);
}

/** Answer to an action before it is applied: rejected, a no-op that still succeeds, or applicable. */
export type ActionCheck = { ok: true; noop: boolean } | { ok: false; reason: string };

const WAITS = new Set<string>(['retry_wait', 'waiting_for_reset']);

/**
 * Decides whether `action` with `expectedGeneration` may change a settled route in `value`.
 * Used by the machine's guards and by the runtime to answer with a reason.
 */
export function checkAction(
  value: unknown,
  context: RouteContext,
  action: RouteAction,
  expectedGeneration: number,
): ActionCheck {
  const state = logicalState(value);
  const sub = substate(value);
  // Cancel is idempotent: with no wait pending it succeeds and changes nothing, unless it was
  // meant for a wait that already fired (a stale generation while the route works on its own).
  if (action === 'cancel_wait' && !WAITS.has(state)) {
    // A circuit wait is not the route's own schedule: cancelling it would do nothing; `stop` applies.
    if (state === 'switching' && sub === 'blocked' && expectedGeneration === context.generation) {
      return { ok: false, reason: 'not_allowed' };
    }
    if (expectedGeneration === context.generation || state === 'action_required') {
      return { ok: true, noop: true };
    }
    return { ok: false, reason: 'stale_generation' };
  }
  if (action === 'stop' && state === 'action_required') return { ok: true, noop: true };
  if (expectedGeneration !== context.generation) return { ok: false, reason: 'stale_generation' };
  const waiting = WAITS.has(state) && sub === 'armed';
  const held = sub === 'delivering' && context.awaiting_adapter;
  switch (action) {
    case 'cancel_wait':
      return waiting ? { ok: true, noop: false } : { ok: false, reason: 'busy' };
    case 'retry_now':
    case 'skip_now':
      if (waiting || state === 'action_required' || (action === 'skip_now' && held)) {
        if (context.candidate_index < 0) return { ok: false, reason: 'no_candidate' };
        return { ok: true, noop: false };
      }
      if (IN_FLIGHT_STEPS.has(sub ?? '')) return { ok: false, reason: 'attempt_in_flight' };
      return { ok: false, reason: 'not_allowed' };
    case 'stop':
      if (waiting || (state === 'switching' && sub === 'blocked') || (state === 'active' && sub === 'idle')) {
        return { ok: true, noop: false };
      }
      // An attempt in flight: a held dispatch is withdrawn, a sent one is asked to cancel, a lost one stops.
      if (sub === 'delivering' || sub === 'running' || sub === 'adapter_lost')
        return { ok: true, noop: false };
      if (sub === 'cancelling') return { ok: true, noop: true };
      return { ok: false, reason: 'busy' };
  }
}

/** Answer to a next-turn request before it is applied. */
export function checkTurn(value: unknown, context: RouteContext, expectedGeneration: number): ActionCheck {
  if (context.caller === 'utility') return { ok: false, reason: 'one_shot' };
  if (expectedGeneration !== context.generation) return { ok: false, reason: 'stale_generation' };
  const sub = substate(value);
  if (logicalState(value) === 'active' && sub === 'idle') {
    return context.task === null ? { ok: false, reason: 'no_task' } : { ok: true, noop: false };
  }
  if (IN_FLIGHT_STEPS.has(sub ?? '')) return { ok: false, reason: 'attempt_in_flight' };
  return { ok: false, reason: 'not_allowed' };
}

/** Whether a phase report applies: the attempt in flight, and not a phase it already left. */
export function phaseIsCurrent(context: RouteContext, ids: EvidenceIds & { phase: AttemptPhase }): boolean {
  return evidenceIsCurrent(context, ids) && !phaseLeft(context, ids.phase);
}

function usageKey(candidateId: string, cls: string): string {
  return `${candidateId}:${cls}`;
}

function currentCandidate(context: RouteContext): RouteCandidate | null {
  return context.candidates[context.candidate_index] ?? null;
}

/** Deterministic per-attempt ids: unique per route and generation (utility calls get their own prefix). */
function attemptIds(
  context: RouteContext,
  generation: number,
): { invocation_id: string; attempt_id: string } {
  const kind = context.caller === 'utility' ? 'uinv' : 'inv';
  return {
    invocation_id: `${kind}_${context.route_id}_${generation}`,
    attempt_id: `att_${context.route_id}_${generation}`,
  };
}

function entry(
  context: RouteContext,
  offset: number,
  fields: Partial<HistoryEntry> & Pick<HistoryEntry, 'event'>,
): HistoryEntry {
  return {
    seq: context.history_seq + offset,
    attempt_id: context.attempt_id ?? '',
    invocation_id: context.invocation_id ?? '',
    generation: context.generation,
    candidate_id: currentCandidate(context)?.id ?? '',
    code: null,
    class: null,
    category: null,
    catalogue_version: null,
    classifier_rule: null,
    safe_excerpt: null,
    policy_snapshot: null,
    decision: null,
    reason: null,
    retry_ordinal: context.retry_ordinal,
    max_retries: context.max_retries,
    deadline: context.deadline,
    pending_outcome: context.pending_outcome,
    action: null,
    ...fields,
  };
}

/** Returns context changes that start a new attempt on the current candidate. */
function beginAttempt(context: RouteContext): Partial<RouteContext> {
  const generation = context.generation + 1;
  const ids = attemptIds(context, generation);
  const candidate = currentCandidate(context);
  const next = { ...context, generation, ...ids };
  return {
    generation,
    ...ids,
    dispatch: {
      ...ids,
      generation,
      candidate_id: candidate?.id ?? '',
      status: 'recorded',
    },
    effects: NO_EFFECTS,
    phase: null,
    awaiting_adapter: false,
    // The scheduled outcome is now under way: nothing is pending until this attempt ends.
    deadline: null,
    pending_outcome: null,
    reason: null,
    history_seq: context.history_seq + 1,
    outbox: [...context.outbox, entry(next, 0, { event: 'dispatched', deadline: null })],
  };
}

const toActionRequired = '#route.action_required.persisting' as const;

/** Clears the schedule fields (no wait, no pending outcome). */
const CLEARED = { deadline: null, pending_outcome: null, retry_ordinal: 0, max_retries: 0 } as const;

/** Builds the persist request for the logical state the route settles in. */
export function persistRequest(c: RouteContext, state: RouteState): PersistRequest {
  // Field by field, in the context's order (the stored bytes are the same): the context XState's
  // `assign` builds keeps its fields out of the object, and a rest copy of it cost about 4.5 KB a
  // persist against 0.35 KB for this literal (issue 12). The type refuses a field left out.
  const context: PersistedRoute['context'] = {
    route_id: c.route_id,
    profile_id: c.profile_id,
    caller: c.caller,
    candidates: c.candidates,
    candidate_index: c.candidate_index,
    excluded: c.excluded,
    cycle: c.cycle,
    usage: c.usage,
    generation: c.generation,
    invocation_id: c.invocation_id,
    attempt_id: c.attempt_id,
    dispatch: c.dispatch,
    effects: c.effects,
    deadline: c.deadline,
    pending_outcome: c.pending_outcome,
    retry_ordinal: c.retry_ordinal,
    max_retries: c.max_retries,
    code: c.code,
    class: c.class,
    category: c.category,
    safe_excerpt: c.safe_excerpt,
    classifier_rule: c.classifier_rule,
    catalogue_version: c.catalogue_version,
    reason: c.reason,
    policy_snapshot: c.policy_snapshot,
    decision: c.decision,
    history_seq: c.history_seq,
    updated_at: c.updated_at,
    task: c.task,
    turn: c.turn,
    phase: c.phase,
  };
  return { route: { machine_version: ROUTE_MACHINE_VERSION, state, context }, history: c.outbox };
}

/** The classification fields a failed attempt's history keeps besides those `classified` copies. */
function detail(c: Classification): ClassificationDetail {
  return {
    confidence: c.confidence,
    scope: c.scope,
    provider_id: c.provider_id,
    model_id: c.model_id,
    phase: c.phase,
    occurred_at: c.occurred_at,
    retry_after: c.retry_after,
    reset_at: c.reset_at,
  };
}

/** The classification fields a route and its history keep: codes and the safe excerpt only. */
function classified(c: Classification) {
  return {
    code: c.code,
    class: c.class,
    category: c.category,
    catalogue_version: c.catalogue_version,
    classifier_rule: c.classifier_rule,
    safe_excerpt: c.safe_excerpt,
  };
}

/** A failure with a policy: the evaluator's decision and the context changes that apply it. */
interface FailDecision {
  decision: Decision;
  changes: Partial<RouteContext>;
}

type FailEvent = Extract<RouteEvent, { type: 'FAIL' }> & { policy: PolicyDocument };

/**
 * The dispatch with another status, as a literal: a spread copy keeps its fields outside the object
 * (one more array per copy, and the context keeps the latest for the route's life; issue 12).
 */
function withStatus(d: RouteDispatch, status: DispatchStatus): RouteDispatch {
  return {
    attempt_id: d.attempt_id,
    invocation_id: d.invocation_id,
    generation: d.generation,
    candidate_id: d.candidate_id,
    status,
  };
}

/** Decides a current failure: the evaluator's answer for this context and event (pure). */
function decideFailure(context: RouteContext, event: FailEvent): FailDecision {
  const candidate = currentCandidate(context);
  const c = event.classification;
  const unsafeUtility =
    context.caller === 'utility' && (event.effects.assistant_output || context.effects.assistant_output);
  const merged: EffectEvidence = {
    ...context.effects,
    ...Object.fromEntries(Object.entries(event.effects).filter(([, v]) => v !== undefined)),
    ...(unsafeUtility ? { partial_utility_output: true } : {}),
  };
  // The route keeps its context's effects for good: an unchanged one is not replaced (issue 12).
  const effects = sameOwnFields(merged, context.effects) ? context.effects : merged;
  const cls = c.class === 'transient' || c.class === 'hard' ? c.class : null;
  const used = cls && candidate ? context.usage[usageKey(candidate.id, cls)] : undefined;
  const decision = evaluate({
    classification: c,
    correlation: {
      evidence_invocation_id: event.envelope_invocation_id ?? event.invocation_id,
      evidence_generation: event.envelope_generation ?? event.generation,
      current_invocation_id: context.invocation_id ?? '',
      current_generation: context.generation,
      current_provider_session_id: event.provider_session_id ?? null,
    },
    effects,
    policy: event.policy,
    usage: used ?? { retries_used: 0, wait_used: false },
    automation: event.automation,
    now: event.now,
  });
  const usage = { ...context.usage };
  if (cls && candidate && (decision.kind === 'retry' || decision.kind === 'wait_for_reset')) {
    const prev = usage[usageKey(candidate.id, cls)] ?? { retries_used: 0, wait_used: false };
    usage[usageKey(candidate.id, cls)] = {
      retries_used: decision.kind === 'retry' ? decision.retry_ordinal : prev.retries_used,
      wait_used: prev.wait_used || decision.uses_wait,
    };
  }
  const schedules = decision.kind === 'retry' || decision.kind === 'wait_for_reset';
  const excluded =
    decision.kind === 'skip' && candidate && !context.excluded.includes(candidate.id)
      ? [...context.excluded, candidate.id]
      : context.excluded;
  const generation = context.generation + 1;
  const deadline = schedules ? decision.deadline : null;
  const history = entry(context, 0, {
    event: 'failed',
    ...classified(c),
    classification: detail(c),
    policy_snapshot: decision.policy_snapshot,
    decision: decision.kind,
    reason: decision.reason,
    retry_ordinal: decision.retry_ordinal,
    max_retries: decision.max_retries,
    deadline,
    pending_outcome: decision.pending_outcome,
  });
  // One literal, no spreads: a spread, even first, cost about 8 KB a failure (issue 12). The
  // classification's fields are added after it, which costs nothing measurable.
  const changes: Partial<RouteContext> = {
    dispatch: context.dispatch ? withStatus(context.dispatch, 'failed') : null,
    awaiting_adapter: false,
    effects,
    usage,
    excluded,
    generation,
    decision: decision.kind,
    policy_snapshot: decision.policy_snapshot,
    reason: schedules ? null : decision.reason,
    deadline,
    pending_outcome: decision.pending_outcome,
    // The route shows retry numbers only while a retry is scheduled (the history keeps them all).
    retry_ordinal: schedules ? decision.retry_ordinal : 0,
    max_retries: schedules ? decision.max_retries : 0,
    history_seq: context.history_seq + 1,
    outbox: [...context.outbox, history],
  };
  Object.assign(changes, classified(c));
  return { decision, changes };
}

/**
 * The last failure decided, by the identity of its context and event: the FAIL transition's guards
 * route on the decision and `decide` applies it in the same microstep, so it is computed once. A
 * miss recomputes (the function is pure), so the cache changes no result.
 */
let lastDecided: { context: RouteContext; event: FailEvent; result: FailDecision } | null = null;

function failDecision(context: RouteContext, event: FailEvent): FailDecision {
  if (lastDecided !== null && lastDecided.context === context && lastDecided.event === event) {
    return lastDecided.result;
  }
  const result = decideFailure(context, event);
  lastDecided = { context, event, result };
  return result;
}

/**
 * A persisting step: on entry it asks the route's one `persister` to write the route as it settles
 * in `state` and waits for the answer. (Each step used to invoke a `persist` child actor: created,
 * started and stopped on every decision, about 11 KB a failure, issue 12.)
 */
function persistStep(state: RouteState, onDone: string) {
  return {
    entry: { type: 'requestPersist' as const, params: { state } },
    on: {
      PERSISTED: { target: onDone, actions: 'persisted' as const },
      PERSIST_FAILED: { target: '#route.action_required.store_failed', actions: 'storeFailed' as const },
    },
  };
}

/** What a persisting step asks the `persister`. */
export interface PersistCommand {
  type: 'PERSIST';
  request: PersistRequest;
}

/** The `persister`'s answer to the latest {@link PersistCommand}. */
export type PersistAnswer = { type: 'PERSISTED'; at: string } | { type: 'PERSIST_FAILED'; error: unknown };

/**
 * One part of the route's I/O actor ({@link routeIo}): told the commands of its kind, answering the
 * route through `sendBack`; `stop` once the actor stopped.
 */
export type IoPart<C> = (sendBack: (event: PersistAnswer | DeliveryEvent) => void) => {
  receive(command: C): void;
  stop(): void;
};

/**
 * The route's writer, from the runtime's write: it answers only the latest request (a step left
 * without its answer sent no new one until the next step asked), and nothing once the actor stopped.
 * One persist at a time is in flight per route: the persisting steps are `busy` and the runtime sends
 * nothing else meanwhile.
 */
export function persister(
  run: (request: PersistRequest) => PromiseLike<PersistResult>,
  /**
   * Called with the latest request once it is durable, just before the step is told: the runtime may
   * show the route as it settles before the actor takes its step (see the engine's `publishDurable`).
   */
  durable?: (request: PersistRequest, result: PersistResult) => void,
): IoPart<PersistCommand> {
  return (sendBack) => {
    let latest = 0;
    let stopped = false;
    return {
      receive(command) {
        const n = ++latest;
        let pending: PromiseLike<PersistResult>;
        try {
          pending = run(command.request);
        } catch (error) {
          pending = Promise.reject(error);
        }
        Promise.resolve(pending).then(
          (result) => {
            if (stopped || n !== latest) return;
            try {
              durable?.(command.request, result);
            } catch {
              // The runtime reports its own failures; the step is told regardless.
            }
            sendBack({ type: 'PERSISTED', at: result.at });
          },
          (error: unknown) => {
            if (!stopped && n === latest) sendBack({ type: 'PERSIST_FAILED', error });
          },
        );
      },
      stop() {
        stopped = true;
      },
    };
  };
}

/** The runtime's hold on one attempt's dispatch (see {@link deliverer}). */
export interface DeliveryHandle {
  /** Forwards a cancel to the adapter holding the attempt; reports DELIVERY_FAILED when none can be asked. */
  cancel(): void;
  /** The attempt is over for the route: a dispatch still held is withdrawn, never sent. */
  release(): void;
}

/**
 * The route's deliverer, from the runtime's `start`: each attempt's DELIVER starts one delivery and
 * its RELEASE ends it. A delivery's reports reach the route only while it is the current one: once
 * released or replaced, or the actor stopped, nothing it reports is sent, so a delivery started for
 * one generation never acts for another. (Each attempt used to invoke a `deliver` child actor:
 * started and stopped with the attempt, its stop on every failure's path, issue 12.)
 */
export function deliverer(
  start: (request: DeliverRequest, report: (event: DeliveryEvent) => void) => DeliveryHandle,
): IoPart<DeliverCommand> {
  return (sendBack) => {
    let current: { generation: number; handle: DeliveryHandle | null } | null = null;
    const end = (): void => {
      const ending = current;
      current = null;
      ending?.handle?.release();
    };
    return {
      receive(command) {
        if (command.type === 'DELIVER') {
          end();
          const delivery = { generation: command.request.generation, handle: null as DeliveryHandle | null };
          current = delivery;
          const handle = start(command.request, (event) => {
            if (current === delivery) sendBack(event);
          });
          if (current === delivery) delivery.handle = handle;
          else handle.release();
          return;
        }
        if (current === null || current.generation !== command.generation) return;
        if (command.type === 'RELEASE') end();
        else current.handle?.cancel();
      },
      stop: end,
    };
  };
}

/** What the route's I/O actor is told: a persisting step's write, an attempt's delivery. */
export type IoCommand = PersistCommand | DeliverCommand;

/**
 * The route's one I/O actor, invoked at its root for the actor's whole life: its writes go to the
 * {@link persister}, its deliveries to the {@link deliverer}. One actor for both, not one each: an
 * actor held by every live route costs about 2.5 KB of heap for as long as the route lives.
 */
export function routeIo(persist: IoPart<PersistCommand>, deliver: IoPart<DeliverCommand>) {
  return fromCallback<IoCommand, void, PersistAnswer | DeliveryEvent>(({ sendBack, receive }) => {
    const writes = persist(sendBack);
    const deliveries = deliver(sendBack);
    receive((command) => {
      if (command.type === 'PERSIST') writes.receive(command);
      else deliveries.receive(command);
    });
    return () => {
      writes.stop();
      deliveries.stop();
    };
  });
}

// ---- the machine --------------------------------------------------------------------------

export const routeMachine = setup({
  types: {
    context: {} as RouteContext,
    events: {} as RouteEvent,
    input: {} as RouteInput,
  },
  actors: {
    /** Writes the route and hands each attempt to an executor; reports {@link PersistAnswer}s and {@link DeliveryEvent}s. */
    io: routeIo(
      persister(async () => {
        throw new Error('persist is provided by the runtime');
      }),
      deliverer(() => {
        throw new Error('deliver is provided by the runtime');
      }),
    ),
    select: fromPromise<SelectResult, SelectRequest>(async ({ input }) => {
      const index = input.candidates.findIndex((c) => !input.excluded.includes(c.id));
      return index >= 0 ? { kind: 'selected', index } : { kind: 'none' };
    }),
  },
  delays: {
    /** Milliseconds left until the stored deadline; the runtime provides its own time source. */
    untilDeadline: ({ context }) =>
      context.deadline ? Math.max(0, Date.parse(context.deadline) - Date.now()) : 0,
  },
  guards: {
    isNew: ({ context }) => context.restored_state === null,
    restoredWait: ({ context }) =>
      context.restored_state === 'retry_wait' || context.restored_state === 'waiting_for_reset',
    restoredInFlight: ({ context }) =>
      (context.restored_state === 'active' || context.restored_state === 'retrying') &&
      context.dispatch !== null &&
      (context.dispatch.status === 'recorded' || context.dispatch.status === 'acknowledged'),
    restoredActive: ({ context }) => context.restored_state === 'active',
    restoredBlocked: ({ context }) => context.restored_state === 'switching' && context.deadline !== null,
    restoredSwitching: ({ context }) => context.restored_state === 'switching',
    restoredWaitIsReset: ({ context }) => context.restored_state === 'waiting_for_reset',
    currentEvidence: ({ context, event }) =>
      (event.type === 'SUCCEED' ||
        event.type === 'FAIL' ||
        event.type === 'EFFECT' ||
        event.type === 'CANCELLED') &&
      evidenceIsCurrent(context, event),
    currentPhase: ({ context, event }) => event.type === 'PHASE' && phaseIsCurrent(context, event),
    heldActionIs: ({ context, event }, params: { action: RouteAction }) =>
      context.awaiting_adapter &&
      event.type === 'ACTION' &&
      event.action === params.action &&
      event.expected_generation === context.generation,
    turnAllowed: ({ context, event }) =>
      event.type === 'TURN' &&
      context.caller !== 'utility' &&
      context.task !== null &&
      event.expected_generation === context.generation,
    failWithoutPolicy: ({ context, event }) =>
      event.type === 'FAIL' && evidenceIsCurrent(context, event) && event.policy === null,
    /** A current failure with a policy that the evaluator answers with `kind`. */
    decides: ({ context, event }, kind: Decision['kind']) =>
      event.type === 'FAIL' &&
      event.policy !== null &&
      evidenceIsCurrent(context, event) &&
      failDecision(context, event as FailEvent).decision.kind === kind,
    actionIs: ({ context, event }, params: { action: RouteAction }) => {
      if (event.type !== 'ACTION' || event.action !== params.action) return false;
      // The state is implied by where the transition is declared; `checkAction` answers the caller.
      return event.expected_generation === context.generation;
    },
    selected: ({ event }) => (event as unknown as { output: SelectResult }).output.kind === 'selected',
    blocked: ({ event }) => (event as unknown as { output: SelectResult }).output.kind === 'blocked',
  },
  actions: {
    persisted: assign(({ event }) => ({
      updated_at: event.type === 'PERSISTED' ? event.at : '',
      outbox: [],
      restored_state: null,
    })),
    // Nothing was scheduled: the view shows no deadline or pending outcome that will never come.
    storeFailed: assign({
      reason: 'store_unavailable',
      ...CLEARED,
      outbox: [],
      restored_state: null,
      awaiting_adapter: false,
    }),
    beginAttempt: assign(({ context }) => beginAttempt(context)),
    acknowledged: assign(({ context }) => ({
      dispatch:
        context.dispatch && context.dispatch.status === 'recorded'
          ? withStatus(context.dispatch, 'acknowledged')
          : context.dispatch,
      awaiting_adapter: false,
    })),
    held: assign({ awaiting_adapter: true }),
    /** Asks the route's `persister` to write the route as it settles in `params.state`. */
    requestPersist: sendTo(
      'io',
      ({ context }, params: { state: RouteState }): PersistCommand => ({
        type: 'PERSIST',
        request: persistRequest(context, params.state),
      }),
    ),
    /** Hands the attempt, its dispatch durable, to the route's `deliverer`. */
    startDelivery: sendTo(
      'io',
      ({ context }): DeliverCommand => ({ type: 'DELIVER', request: deliverRequest(context) }),
    ),
    /** The attempt is over for the route: the `deliverer` lets its dispatch go. */
    releaseDelivery: sendTo(
      'io',
      ({ context }): DeliverCommand => ({ type: 'RELEASE', generation: context.generation }),
    ),
    /** Asks the `deliverer` to send the adapter a cancel for the attempt. */
    forwardCancel: sendTo(
      'io',
      ({ context }): DeliverCommand => ({ type: 'CANCEL', generation: context.generation }),
    ),
    sent: assign({ awaiting_adapter: false }),
    notePhase: assign(({ event }) => (event.type === 'PHASE' ? { phase: event.phase } : {})),
    beginTurn: assign(({ context, event }) => {
      if (event.type !== 'TURN' || context.task === null) return {};
      return { task: { ...context.task, prompt: event.prompt }, turn: context.turn + 1 };
    }),
    // Stop of a sent attempt: the cancel request is durable (same generation: its evidence still counts).
    requestCancel: assign(({ context, event }) => {
      const deadline = event.type === 'ACTION' ? (event.cancel_deadline ?? null) : null;
      const next = { ...context, deadline, pending_outcome: 'stop' as const, reason: 'cancel_requested' };
      return {
        deadline,
        pending_outcome: 'stop' as const,
        reason: 'cancel_requested',
        history_seq: context.history_seq + 1,
        outbox: [
          ...context.outbox,
          entry(next, 0, { event: 'action', action: 'stop', reason: 'cancel_requested' }),
        ],
      };
    }),
    // The adapter that acknowledged the attempt left: it may come back and report until the deadline.
    adapterLost: assign(({ event }) =>
      event.type === 'ADAPTER_LOST'
        ? { deadline: event.deadline, pending_outcome: 'stop' as const, reason: 'adapter_lost' }
        : {},
    ),
    // The attempt ended while its cancel was pending (cancelled, or an outcome raced the cancel): stopped.
    cancelConfirmed: assign(({ context, event }) => {
      const failed = event.type === 'FAIL';
      const c = failed ? classified(event.classification) : {};
      const status = event.type === 'SUCCEED' ? ('succeeded' as const) : ('failed' as const);
      return {
        dispatch: context.dispatch ? withStatus(context.dispatch, status) : null,
        awaiting_adapter: false,
        generation: context.generation + 1,
        ...c,
        reason: 'stopped',
        decision: 'stop' as const,
        ...CLEARED,
        history_seq: context.history_seq + 1,
        outbox: [
          ...context.outbox,
          entry(context, 0, {
            event: event.type === 'SUCCEED' ? 'succeeded' : 'failed',
            ...c,
            decision: 'stop',
            reason: 'stopped',
            ...CLEARED,
          }),
        ],
      };
    }),
    // The adapter ended the attempt without being asked (e.g. cancelled on its host): a human decides.
    cancelledByAdapter: assign(({ context }) => ({
      dispatch: context.dispatch ? withStatus(context.dispatch, 'failed') : null,
      awaiting_adapter: false,
      generation: context.generation + 1,
      reason: 'adapter_cancelled',
      decision: 'stop' as const,
      ...CLEARED,
      history_seq: context.history_seq + 1,
      outbox: [
        ...context.outbox,
        entry(context, 0, { event: 'failed', decision: 'stop', reason: 'adapter_cancelled', ...CLEARED }),
      ],
    })),
    deliveryFailed: assign(({ context }) => ({
      reason: 'ambiguous_dispatch',
      awaiting_adapter: false,
      history_seq: context.history_seq + 1,
      outbox: [
        ...context.outbox,
        entry(context, 0, { event: 'reconciled', reason: 'ambiguous_dispatch', ...CLEARED }),
      ],
      ...CLEARED,
    })),
    noteEffect: assign(({ context, event }) => {
      if (event.type !== 'EFFECT') return {};
      return { effects: { ...context.effects, [event.effect]: true } };
    }),
    succeeded: assign(({ context }) => ({
      dispatch: context.dispatch ? withStatus(context.dispatch, 'succeeded') : null,
      awaiting_adapter: false,
      // The attempt ended and the cycle restarts: an action meant for the attempt's view is stale.
      generation: context.generation + 1,
      history_seq: context.history_seq + 1,
      outbox: [...context.outbox, entry(context, 0, { event: 'succeeded', ...CLEARED })],
      // A success starts a new route cycle: exclusions and usage reset.
      cycle: context.cycle + 1,
      excluded: [],
      usage: {},
      reason: null,
      decision: null,
      ...CLEARED,
    })),
    decide: assign(({ context, event }) =>
      event.type === 'FAIL' && event.policy !== null ? failDecision(context, event as FailEvent).changes : {},
    ),
    failWithoutPolicy: assign(({ context, event }) => {
      if (event.type !== 'FAIL') return {};
      const c = event.classification;
      return {
        dispatch: context.dispatch ? withStatus(context.dispatch, 'failed') : null,
        awaiting_adapter: false,
        generation: context.generation + 1,
        decision: 'stop' as const,
        ...classified(c),
        reason: 'profile_unavailable',
        ...CLEARED,
        history_seq: context.history_seq + 1,
        outbox: [
          ...context.outbox,
          entry(context, 0, {
            event: 'failed',
            ...classified(c),
            classification: detail(c),
            decision: 'stop',
            reason: 'profile_unavailable',
            ...CLEARED,
          }),
        ],
      };
    }),
    applyAction: assign(({ context, event }) => {
      if (event.type !== 'ACTION') return {};
      const candidate = currentCandidate(context);
      const excluded =
        event.action === 'skip_now' && candidate && !context.excluded.includes(candidate.id)
          ? [...context.excluded, candidate.id]
          : context.excluded;
      const reason =
        event.action === 'cancel_wait' ? 'cancelled' : event.action === 'stop' ? 'stopped' : null;
      const next = { ...context, excluded, reason };
      const history = entry(next, 0, { event: 'action', action: event.action, reason });
      return {
        excluded,
        reason,
        // A held dispatch it withdraws is held no more.
        awaiting_adapter: false,
        // retry_now's new attempt (beginAttempt) moves the generation; the others move it here.
        generation: event.action === 'retry_now' ? context.generation : context.generation + 1,
        // retry_now keeps the ordinal of the retry it replaces; the rest clear the schedule.
        ...(event.action === 'retry_now' ? { deadline: null, pending_outcome: null } : CLEARED),
        history_seq: context.history_seq + 1,
        outbox: [...context.outbox, history],
      };
    }),
    applySelection: assign(({ context, event }) => {
      const output = (event as unknown as { output: SelectResult }).output;
      if (output.kind === 'selected') return { candidate_index: output.index, ...CLEARED };
      if (output.kind === 'blocked') {
        return {
          generation: context.generation + 1,
          ...CLEARED,
          deadline: output.until,
          reason: 'circuit_open',
        };
      }
      return {
        generation: context.generation + 1,
        ...CLEARED,
        reason: 'no_candidate',
        history_seq: context.history_seq + 1,
        outbox: [
          ...context.outbox,
          entry(context, 0, { event: 'reconciled', reason: 'no_candidate', ...CLEARED }),
        ],
      };
    }),
    selectionFailed: assign({ reason: 'selection_failed', ...CLEARED }),
    reconcileAmbiguous: assign(({ context }) => {
      const next = { ...context, ...CLEARED };
      return {
        generation: context.generation + 1,
        reason: 'ambiguous_dispatch',
        ...CLEARED,
        history_seq: context.history_seq + 1,
        outbox: [...context.outbox, entry(next, 0, { event: 'reconciled', reason: 'ambiguous_dispatch' })],
      };
    }),
  },
}).createMachine({
  id: 'route',
  // The route's one writer and deliverer, for its whole life (see `persistStep`, `routeIo`).
  invoke: { id: 'io', src: 'io' },
  context: ({ input }) => {
    if (input.kind === 'restore') {
      return {
        ...input.persisted.context,
        outbox: [],
        restored_state: input.persisted.state,
        awaiting_adapter: false,
      };
    }
    return {
      route_id: input.route_id,
      profile_id: input.profile_id,
      caller: input.caller,
      candidates: input.candidates,
      candidate_index: -1,
      excluded: [],
      cycle: 0,
      usage: {},
      generation: 0,
      invocation_id: null,
      attempt_id: null,
      dispatch: null,
      effects: NO_EFFECTS,
      ...CLEARED,
      code: null,
      class: null,
      category: null,
      safe_excerpt: null,
      classifier_rule: null,
      catalogue_version: null,
      reason: null,
      policy_snapshot: null,
      decision: null,
      history_seq: 0,
      outbox: [],
      updated_at: input.now,
      restored_state: null,
      task: input.task ?? null,
      turn: 0,
      phase: null,
      awaiting_adapter: false,
    };
  },
  initial: 'boot',
  states: {
    /** Routes a new or restored route to where it resumes; re-arms stored deadlines by entering the wait. */
    boot: {
      tags: ['busy'],
      always: [
        { guard: 'isNew', target: 'switching' },
        { guard: 'restoredInFlight', target: 'action_required.persisting', actions: 'reconcileAmbiguous' },
        { guard: 'restoredWaitIsReset', target: 'waiting_for_reset.armed' },
        { guard: 'restoredWait', target: 'retry_wait.armed' },
        { guard: 'restoredActive', target: 'active.idle' },
        { guard: 'restoredBlocked', target: 'switching.blocked' },
        { guard: 'restoredSwitching', target: 'switching.selecting' },
        { target: 'action_required.idle' },
      ],
    },
    active: {
      initial: 'recording',
      states: {
        recording: { tags: ['busy'], ...persistStep('active', 'attempt') },
        attempt: attemptState('active'),
        persisting_success: { tags: ['busy'], ...persistStep('active', 'idle') },
        idle: {
          on: {
            ACTION: {
              guard: { type: 'actionIs', params: { action: 'stop' } },
              target: '#route.action_required.persisting',
              actions: 'applyAction',
            },
            // The next turn: a new attempt on the current candidate, fenced like any other.
            TURN: { guard: 'turnAllowed', target: 'recording', actions: ['beginTurn', 'beginAttempt'] },
          },
        },
      },
    },
    retry_wait: waitState('retry_wait'),
    waiting_for_reset: waitState('waiting_for_reset'),
    retrying: {
      initial: 'recording',
      states: {
        recording: { tags: ['busy'], ...persistStep('retrying', 'attempt') },
        attempt: attemptState('retrying'),
      },
    },
    switching: {
      initial: 'selecting',
      states: {
        persisting: { tags: ['busy'], ...persistStep('switching', 'selecting') },
        selecting: {
          tags: ['busy'],
          invoke: {
            id: 'select',
            src: 'select',
            input: ({ context }) => ({
              route_id: context.route_id,
              candidates: context.candidates,
              excluded: context.excluded,
            }),
            onDone: [
              { guard: 'selected', target: '#route.active', actions: ['applySelection', 'beginAttempt'] },
              { guard: 'blocked', target: 'persisting_block', actions: 'applySelection' },
              { target: '#route.action_required.persisting', actions: 'applySelection' },
            ],
            onError: { target: '#route.action_required.persisting', actions: 'selectionFailed' },
          },
        },
        persisting_block: { tags: ['busy'], ...persistStep('switching', 'blocked') },
        /** No candidate admitted only because of circuits: wait for the earliest expiry or a change. */
        blocked: {
          after: { untilDeadline: { target: 'selecting', actions: assign({ deadline: null }) } },
          on: {
            CIRCUITS_CHANGED: { target: 'selecting', actions: assign({ deadline: null }) },
            ACTION: {
              guard: { type: 'actionIs', params: { action: 'stop' } },
              target: '#route.action_required.persisting',
              actions: 'applyAction',
            },
          },
        },
      },
    },
    action_required: {
      initial: 'persisting',
      states: {
        persisting: { tags: ['busy'], ...persistStep('action_required', 'idle') },
        idle: {},
        /** A write failed: nothing was scheduled; the stored record is still the previous one. */
        store_failed: {},
      },
      on: {
        ACTION: [
          {
            guard: { type: 'actionIs', params: { action: 'retry_now' } },
            target: '#route.retrying',
            actions: ['applyAction', 'beginAttempt'],
          },
          {
            guard: { type: 'actionIs', params: { action: 'skip_now' } },
            target: '#route.switching.persisting',
            actions: 'applyAction',
          },
        ],
      },
    },
  },
});

function deliverRequest(context: RouteContext): DeliverRequest {
  const candidate = currentCandidate(context);
  return {
    route_id: context.route_id,
    profile_id: context.profile_id,
    caller: context.caller,
    candidate_id: candidate?.id ?? '',
    agent_profile: candidate?.agent_profile ?? '',
    attempt_id: context.attempt_id ?? '',
    invocation_id: context.invocation_id ?? '',
    generation: context.generation,
    task: context.task,
    turn: context.turn,
  };
}

/**
 * An attempt whose dispatch is recorded: entering it hands the attempt to the route's `deliverer`,
 * which holds it with the executor for the attempt's whole life; leaving it releases it
 * (exit actions run before the transition's, so the release names the attempt's own generation),
 * withdrawing a dispatch still held for an adapter.
 * Nothing here is `busy` except the persists, so actions and reports never wait for an adapter.
 * Every transition out of it clears `awaiting_adapter` in its own `assign` (an exit action did,
 * copying the context once more on every failure).
 */
function attemptState(state: 'active' | 'retrying') {
  const action = (a: RouteAction) => ({ type: 'actionIs' as const, params: { action: a } });
  const outcomes = {
    SUCCEED: {
      guard: 'currentEvidence' as const,
      target: '#route.active.persisting_success',
      actions: 'succeeded' as const,
    },
    FAIL: [
      {
        guard: 'failWithoutPolicy' as const,
        target: toActionRequired,
        actions: 'failWithoutPolicy' as const,
      },
      // The decision is made once (`failDecision`) and routed on here, in the failure's own microstep.
      {
        guard: { type: 'decides' as const, params: 'wait_for_reset' as const },
        target: '#route.waiting_for_reset.persisting',
        actions: 'decide' as const,
      },
      {
        guard: { type: 'decides' as const, params: 'retry' as const },
        target: '#route.retry_wait.persisting',
        actions: 'decide' as const,
      },
      {
        guard: { type: 'decides' as const, params: 'skip' as const },
        target: '#route.switching.persisting',
        actions: 'decide' as const,
      },
      { guard: 'currentEvidence' as const, target: toActionRequired, actions: 'decide' as const },
    ],
    CANCELLED: {
      guard: 'currentEvidence' as const,
      target: toActionRequired,
      actions: 'cancelledByAdapter' as const,
    },
  };
  return {
    initial: 'delivering' as const,
    entry: 'startDelivery' as const,
    exit: 'releaseDelivery' as const,
    on: {
      DELIVERY_HELD: { actions: 'held' as const },
      DELIVERY_SENT: { actions: 'sent' as const },
      DELIVERY_ACKED: { actions: 'acknowledged' as const },
      EFFECT: { guard: 'currentEvidence' as const, actions: 'noteEffect' as const },
      PHASE: { guard: 'currentPhase' as const, actions: 'notePhase' as const },
    },
    states: {
      /** Recorded; held for an adapter or sent and awaiting its acknowledgement. */
      delivering: {
        on: {
          ...outcomes,
          DELIVERY_ACKED: { target: 'running', actions: 'acknowledged' as const },
          DELIVERY_FAILED: { target: toActionRequired, actions: 'deliveryFailed' as const },
          ACTION: [
            // Held, never sent: withdrawn, so nothing is ambiguous.
            {
              guard: { type: 'heldActionIs' as const, params: { action: 'stop' as const } },
              target: toActionRequired,
              actions: 'applyAction' as const,
            },
            {
              guard: { type: 'heldActionIs' as const, params: { action: 'skip_now' as const } },
              target: '#route.switching.persisting',
              actions: 'applyAction' as const,
            },
            { guard: action('stop'), target: 'cancel_recording', actions: 'requestCancel' as const },
          ],
        },
      },
      /** Acknowledged: only current evidence, a stop or the adapter's loss moves it. */
      running: {
        on: {
          ...outcomes,
          ACTION: { guard: action('stop'), target: 'cancel_recording', actions: 'requestCancel' as const },
          ADAPTER_LOST: { target: 'lost_recording', actions: 'adapterLost' as const },
        },
      },
      cancel_recording: { tags: ['busy'], ...persistStep(state, 'cancelling') },
      /** The adapter was asked to cancel; its outcome stops the route, or the grace deadline does. */
      cancelling: {
        entry: 'forwardCancel' as const,
        after: { untilDeadline: { target: toActionRequired, actions: 'deliveryFailed' as const } },
        on: {
          SUCCEED: {
            guard: 'currentEvidence' as const,
            target: toActionRequired,
            actions: 'cancelConfirmed' as const,
          },
          FAIL: {
            guard: 'currentEvidence' as const,
            target: toActionRequired,
            actions: 'cancelConfirmed' as const,
          },
          CANCELLED: {
            guard: 'currentEvidence' as const,
            target: toActionRequired,
            actions: 'cancelConfirmed' as const,
          },
          DELIVERY_FAILED: { target: toActionRequired, actions: 'deliveryFailed' as const },
          // Nobody is left to confirm the cancel: the stop accepts at once that its fate is unknown.
          ADAPTER_LOST: { target: toActionRequired, actions: 'deliveryFailed' as const },
        },
      },
      lost_recording: { tags: ['busy'], ...persistStep(state, 'adapter_lost') },
      /** The adapter holding the attempt is gone: it may reconnect and report until the deadline. */
      adapter_lost: {
        after: { untilDeadline: { target: toActionRequired, actions: 'deliveryFailed' as const } },
        on: {
          ...outcomes,
          // Nobody holds the attempt to cancel it: stopping accepts that its fate is unknown.
          ACTION: { guard: action('stop'), target: toActionRequired, actions: 'deliveryFailed' as const },
        },
      },
    },
  };
}

function waitState(state: 'retry_wait' | 'waiting_for_reset') {
  return {
    initial: 'persisting' as const,
    states: {
      persisting: { tags: ['busy'], ...persistStep(state, 'armed') },
      armed: {
        after: { untilDeadline: { target: '#route.retrying', actions: 'beginAttempt' as const } },
        on: {
          ACTION: [
            {
              guard: { type: 'actionIs' as const, params: { action: 'retry_now' as const } },
              target: '#route.retrying',
              actions: ['applyAction' as const, 'beginAttempt' as const],
            },
            {
              guard: { type: 'actionIs' as const, params: { action: 'skip_now' as const } },
              target: '#route.switching.persisting',
              actions: 'applyAction' as const,
            },
            {
              guard: { type: 'actionIs' as const, params: { action: 'cancel_wait' as const } },
              target: '#route.action_required.persisting',
              actions: 'applyAction' as const,
            },
            {
              guard: { type: 'actionIs' as const, params: { action: 'stop' as const } },
              target: '#route.action_required.persisting',
              actions: 'applyAction' as const,
            },
          ],
        },
      },
    },
  };
}

/**
 * What a view reads of a route's context: a live actor's, or a persisted one as restored (no
 * `restored_state`, not awaiting an adapter).
 */
type ViewContext = Omit<RouteContext, 'outbox' | 'restored_state' | 'awaiting_adapter'> &
  Partial<Pick<RouteContext, 'outbox' | 'restored_state' | 'awaiting_adapter'>>;

/** Whether a route in `state` (logical) and step `sub` has its attempt in flight. */
function inFlight(state: string, sub: string | null): boolean {
  return (state === 'active' || state === 'retrying') && IN_FLIGHT_STEPS.has(sub ?? '');
}

/**
 * The view's `attempt_in_flight` from the snapshot's value alone: the engine's report checks read it
 * without building a view (issue 12).
 */
export function attemptInFlight(value: unknown): boolean {
  return inFlight(logicalState(value), substate(value));
}

/** The sanitized view of a route snapshot (what UIs, the CLI and `simulate` see). */
export function toRouteView(snapshot: { value: unknown; context: ViewContext }): RouteView {
  const c = snapshot.context;
  const state = logicalState(snapshot.value);
  const sub = substate(snapshot.value);
  const candidate = c.candidates[c.candidate_index];
  return {
    route_id: c.route_id,
    profile_id: c.profile_id,
    caller: c.caller,
    state: state === 'boot' ? (c.restored_state ?? 'switching') : state,
    generation: c.generation,
    candidate: candidate?.id ?? null,
    invocation_id: c.invocation_id,
    cycle: c.cycle,
    excluded: [...c.excluded],
    retry_ordinal: c.retry_ordinal,
    max_retries: c.max_retries,
    deadline: c.deadline,
    pending_outcome: c.pending_outcome,
    code: c.code,
    class: c.class,
    category: c.category,
    safe_excerpt: c.safe_excerpt,
    reason: c.reason,
    attempt_in_flight: inFlight(state, sub),
    turn: c.turn,
    awaiting_adapter: c.awaiting_adapter ?? false,
    updated_at: c.updated_at,
  };
}
