/**
 * The route engine as the server, the simulator and tests see it. Implemented by
 * `actors/engine.ts`; the server and CLI import only these types.
 */
import type { EvidenceEnvelope } from '../catalogue/envelope.ts';
import type { Caller, DispatchRequest, RouteAction, RouteView } from '../machines/route.types.ts';
import type { AttemptRecord } from '../persistence/store.ts';
import type { EffectEvidence } from '../policy/types.ts';

export {
  CALLERS,
  type Caller,
  type DispatchRequest,
  ROUTE_ACTIONS,
  ROUTE_STATES,
  type RouteAction,
  type RouteState,
  type RouteView,
} from '../machines/route.types.ts';

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
