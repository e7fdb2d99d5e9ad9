/**
 * The route machine's own vocabulary: its states, actions, callers, the view it renders and the
 * dispatch it asks for. Machines are the innermost room; `actors/` and `persistence/` import these.
 */
import type { PendingOutcome } from '../policy/types.ts';

export const CALLERS = ['kanban', 'office', 'utility'] as const;
export type Caller = (typeof CALLERS)[number];

/** Outcome of one dispatched attempt, as far as the store knows it. */
export type DispatchStatus = 'recorded' | 'acknowledged' | 'succeeded' | 'failed';

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
