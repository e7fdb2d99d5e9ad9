/**
 * The route machine's own vocabulary: its states, actions, callers, the view it renders and the
 * dispatch it asks for. Machines are the innermost room; `actors/` and `persistence/` import these.
 */
import { z } from 'zod';
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

/** Bounds of a route's task (documented in docs/protocol.md). */
export const TASK_LIMITS = {
  promptChars: 32_768,
  cwdChars: 4_096,
  metadataKeys: 32,
  metadataKeyChars: 64,
  metadataValueChars: 1_024,
} as const;

/** The work a route carries to its adapter: the current turn's prompt and where to run it. */
export interface RouteTask {
  /** The prompt of the current turn. */
  prompt: string;
  /** Working directory on the adapter's host. */
  cwd: string;
  metadata: Record<string, string>;
}

const L = TASK_LIMITS;
/** The task as every boundary parses it (route start, persisted routes, dispatches). */
export const routeTaskSchema = z.strictObject({
  prompt: z
    .string()
    .min(1, 'the prompt is empty: say what the agent should do')
    .max(L.promptChars, `the prompt is longer than ${L.promptChars} characters`),
  cwd: z
    .string()
    .min(1, 'the working directory is empty: give the directory the agent works in')
    .max(L.cwdChars, `the working directory is longer than ${L.cwdChars} characters`),
  metadata: z
    .record(
      z.string().min(1).max(L.metadataKeyChars),
      z.string().max(L.metadataValueChars, `a metadata value is at most ${L.metadataValueChars} characters`),
      {
        error: (issue) =>
          issue.code === 'invalid_key' ? `a metadata key is 1..${L.metadataKeyChars} characters` : undefined,
      },
    )
    .refine((m) => Object.keys(m).length <= L.metadataKeys, {
      message: `at most ${L.metadataKeys} metadata keys`,
    })
    .default({}),
});

/** Lifecycle phases of an attempt, in order; evidence from a phase the attempt left is stale. */
export const ATTEMPT_PHASES = ['launch', 'session', 'prompt', 'stream'] as const;
export type AttemptPhase = (typeof ATTEMPT_PHASES)[number];

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
  /** Turn of the route's task: 0 for the first prompt, +1 per `turn`. */
  turn: number;
  /** A recorded dispatch that no connected adapter serves: held, unsent, until one connects. */
  awaiting_adapter: boolean;
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
  /** The route's task (the current turn's prompt), or null for a route started without one. */
  task: RouteTask | null;
  /** The turn this attempt serves: 0 for the first prompt. */
  turn: number;
}

/**
 * What an attempt's history keeps of its classification beyond code, class, category, rule,
 * catalogue version and excerpt: the rest of the classifier's answer, as it was when it decided.
 */
export interface ClassificationDetail {
  confidence: 'high' | 'medium' | 'low';
  scope: string | null;
  provider_id: string | null;
  model_id: string | null;
  phase: string | null;
  occurred_at: string;
  retry_after: number | null;
  reset_at: string | null;
}
