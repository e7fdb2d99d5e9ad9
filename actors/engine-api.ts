/**
 * The route engine as the server, the simulator and tests see it. Implemented by
 * `actors/engine.ts`; the server and CLI import only these types.
 */
import type { EvidenceEnvelope } from '../catalogue/envelope.ts';
import type {
  AttemptPhase,
  Caller,
  DispatchRequest,
  RouteAction,
  RouteView,
} from '../machines/route.types.ts';
import type { AttemptRecord } from '../persistence/store.ts';
import type { EffectEvidence } from '../policy/types.ts';

export {
  ATTEMPT_PHASES,
  type AttemptPhase,
  CALLERS,
  type Caller,
  type DispatchRequest,
  ROUTE_ACTIONS,
  ROUTE_STATES,
  type RouteAction,
  type RouteState,
  type RouteTask,
  type RouteView,
  routeTaskSchema,
  TASK_LIMITS,
} from '../machines/route.types.ts';

/** What an executor tells the route about one dispatch, as it happens (any call may come synchronously). */
export interface DispatchListener {
  /** No connected adapter serves the agent profile: the dispatch waits, unsent (never ambiguous). */
  held(): void;
  /** Handed to an adapter (after being held). */
  sent(): void;
  /** The adapter acknowledged it. */
  acknowledged(): void;
  /** Sent but not acknowledged (timeout, the adapter left first, shutdown): delivery is unknown. */
  failed(reason: 'timeout' | 'disconnected' | 'shutdown'): void;
  /** The adapter that acknowledged it disconnected or missed heartbeats. */
  lost(reason: 'disconnected'): void;
}

/** The executor's hold on one dispatch, for the attempt's whole life. */
export interface DispatchHandle {
  /** Asks the adapter holding the attempt to cancel it; false when no adapter holds it. */
  cancel(): boolean;
  /** The attempt is over for the route: forget it; a dispatch still held is withdrawn, never sent. */
  release(): void;
}

/**
 * The dispatch port. `dispatch` takes the attempt at once and reports its delivery through the
 * listener; the route never waits for it. The outcome arrives through {@link Engine.reportOutcome}.
 */
export interface Executor {
  dispatch(request: DispatchRequest, listener: DispatchListener): DispatchHandle;
}

export type AttemptOutcome =
  | { kind: 'success' }
  | { kind: 'failure'; envelope: EvidenceEnvelope; effects?: Partial<EffectEvidence> }
  /** The adapter cancelled the attempt (after a `cancel`). */
  | { kind: 'cancelled' };

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

export interface PhaseReport {
  route_id: string;
  invocation_id: string;
  generation: number;
  phase: AttemptPhase;
}

export type ActionResult =
  | { ok: true; snapshot: RouteView }
  | { ok: false; reason: string; message: string; snapshot: RouteView | null };

export interface Engine {
  /** Restores and reconciles every stored route. Call once before anything else. */
  start(): Promise<void>;
  /** Stops every actor and waits for pending commits; stored state is kept. */
  stop(): Promise<void>;
  /** Starts a route; answers once its first dispatch is recorded (never waits for an adapter). */
  startRoute(input: {
    profile_id: string;
    caller: Caller;
    route_id?: string;
    task?: { prompt: string; cwd: string; metadata?: Record<string, string> };
  }): Promise<RouteView>;
  listRoutes(): RouteView[];
  getRoute(routeId: string): RouteView | undefined;
  listAttempts(routeId: string): Promise<AttemptRecord[]>;
  /** Applies an action; answers with the committed snapshot, before any delivery it causes. */
  act(routeId: string, action: RouteAction, expectedGeneration: number): Promise<ActionResult>;
  /** Sends the next turn of a route whose last attempt succeeded (a new attempt, same fencing). */
  turn(routeId: string, input: { prompt: string; expected_generation: number }): Promise<ActionResult>;
  reportOutcome(report: OutcomeReport): Promise<ActionResult>;
  reportEffect(report: EffectReport): Promise<ActionResult>;
  /** The attempt's lifecycle phase; evidence from a phase it left is stale afterwards. */
  reportPhase(report: PhaseReport): Promise<ActionResult>;
  /** Called with every changed route view, after its change is durable. Returns an unsubscribe. */
  subscribe(listener: (view: RouteView) => void): () => void;
}
