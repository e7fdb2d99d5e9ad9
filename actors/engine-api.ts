/**
 * The route engine as the server, the simulator and tests see it. Implemented by
 * `actors/engine.ts`; the server and CLI import only these types.
 */
import type { EvidenceEnvelope } from '../catalogue/envelope.ts';
import type { AttemptRecord, Caller } from '../persistence/store.ts';
import type { EffectEvidence, PendingOutcome } from '../policy/types.ts';

export const ROUTE_STATES = [
  'active',
  'retry_wait',
  'waiting_for_reset',
  'retrying',
  'switching',
  'action_required',
] as const;
export type RouteState = (typeof ROUTE_STATES)[number];

export const ROUTE_ACTIONS = ['retry_now', 'skip_now', 'cancel_wait', 'stop'] as const;
export type RouteAction = (typeof ROUTE_ACTIONS)[number];

/** The authoritative, sanitized route snapshot sent to UIs, the CLI and `simulate`. */
export interface RouteView {
  route_id: string;
  profile_id: string;
  caller: Caller;
  state: RouteState;
  generation: number;
  candidate: string | null;
  invocation_id: string | null;
  cycle: number;
  excluded: string[];
  retry_ordinal: number;
  max_retries: number;
  deadline: string | null;
  pending_outcome: PendingOutcome | null;
  code: string | null;
  class: string | null;
  category: string | null;
  safe_excerpt: string | null;
  reason: string | null;
  /** Whether an attempt is in flight (dispatched, no outcome yet). */
  attempt_in_flight: boolean;
  updated_at: string;
}

/** An attempt handed to an executor. */
export interface DispatchRequest {
  route_id: string;
  profile_id: string;
  caller: Caller;
  candidate_id: string;
  /** The concrete agent profile the candidate routes to. */
  agent_profile: string;
  attempt_id: string;
  invocation_id: string;
  generation: number;
}

/**
 * The dispatch port. `dispatch` resolves once the executor acknowledged delivery; it rejects when
 * delivery failed or is unknown (the engine then treats the dispatch as ambiguous). The outcome
 * arrives later through {@link Engine.reportOutcome}.
 */
export interface Executor {
  dispatch(request: DispatchRequest): Promise<void>;
}

export type AttemptOutcome =
  | { kind: 'success' }
  | { kind: 'failure'; envelope: EvidenceEnvelope; effects?: Partial<EffectEvidence> };

export interface OutcomeReport {
  route_id: string;
  attempt_id: string;
  invocation_id: string;
  generation: number;
  outcome: AttemptOutcome;
}

export interface EffectReport {
  route_id: string;
  invocation_id: string;
  generation: number;
  effect: 'assistant_output' | 'tool_activity' | 'partial_utility_output';
}

export type ActionResult =
  | { ok: true; snapshot: RouteView }
  | { ok: false; reason: string; message: string; snapshot: RouteView | null };

export interface Engine {
  /** Restores and reconciles every stored route. Call once before anything else. */
  start(): Promise<void>;
  /** Stops every actor and waits for pending commits; stored state is kept. */
  stop(): Promise<void>;
  startRoute(input: { profile_id: string; caller: Caller; route_id?: string }): Promise<RouteView>;
  listRoutes(): RouteView[];
  getRoute(routeId: string): RouteView | undefined;
  listAttempts(routeId: string): Promise<AttemptRecord[]>;
  act(routeId: string, action: RouteAction, expectedGeneration: number): Promise<ActionResult>;
  reportOutcome(report: OutcomeReport): Promise<ActionResult>;
  reportEffect(report: EffectReport): Promise<ActionResult>;
  /** Called with every changed route view, after its change is durable. Returns an unsubscribe. */
  subscribe(listener: (view: RouteView) => void): () => void;
}
