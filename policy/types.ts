/**
 * The evaluator's contract: what a route hands it and what it answers. The policy document
 * schema itself lives in `document.ts`; these types are what machines and actors import.
 */
import type { Classification } from '../catalogue/classification.ts';
import type { PolicyClass } from '../catalogue/codes.ts';

/** What a class policy does once recovery is exhausted: try the next candidate, or manual recovery. */
export type ExhaustedOutcome = 'skip' | 'stop';

/** Same-candidate retry: zeros when disabled. */
export interface RetrySection {
  enabled: boolean;
  max_retries: number;
  initial_interval_seconds: number;
}

/** Waiting for a trusted reset: zero when disabled. */
export interface WaitSection {
  enabled: boolean;
  max_wait_seconds: number;
}

/** The policy of one class (transient or hard). */
export interface ClassPolicy {
  retry: RetrySection;
  wait_for_reset: WaitSection;
  on_exhausted: ExhaustedOutcome;
}

/** Version 1 of the per-candidate class-policy document (contracts/policy-and-simulation.md). */
export interface PolicyDocument {
  version: 1;
  transient: ClassPolicy;
  hard: ClassPolicy;
}

/** Effect evidence seen before the failure, for the effect-safety gate. */
export interface EffectEvidence {
  assistant_output: boolean;
  tool_activity: boolean;
  partial_utility_output: boolean;
  ambiguous_delivery: boolean;
  /** A provider resumable-retry guarantee; satisfies the gate only for the same session and generation. */
  resumable_retry?: { provider_session_id: string; generation: number } | null;
}

/** Effect evidence of an attempt that produced nothing before it failed. */
export const NO_EFFECTS: EffectEvidence = {
  assistant_output: false,
  tool_activity: false,
  partial_utility_output: false,
  ambiguous_delivery: false,
  resumable_retry: null,
};

/** Correlation of the failure's evidence with what the route is running now. */
export interface Correlation {
  evidence_invocation_id: string | null;
  evidence_generation: number | null;
  current_invocation_id: string;
  current_generation: number;
  /** The provider-native session the current attempt runs in, when the adapter knows it. */
  current_provider_session_id?: string | null;
}

/** What the current route cycle has already used for one candidate and class. */
export interface CycleUsage {
  /** Retries already scheduled for this candidate and class in this cycle. */
  retries_used: number;
  /** Whether reset waiting was already used for this candidate and class in this cycle. */
  wait_used: boolean;
}

/** Everything the evaluator reads for one failure. */
export interface EvaluationInput {
  classification: Classification;
  correlation: Correlation;
  effects: EffectEvidence;
  policy: PolicyDocument;
  usage: CycleUsage;
  /** `manual` sends every failure to manual recovery. */
  automation: 'auto' | 'manual';
  /** Epoch milliseconds. */
  now: number;
}

/** What the route does next: `reject` changes nothing (stale evidence). */
export type DecisionKind = 'reject' | 'wait_for_reset' | 'retry' | 'skip' | 'stop';

/** Why the evaluator decided as it did; a stable string, persisted with the route. */
export type DecisionReason =
  | 'stale_evidence'
  | 'unclassified'
  | 'effect_unsafe'
  | 'not_provider'
  | 'manual_automation'
  | 'invalid_clock'
  | 'reset_wait'
  | 'retry_budget'
  | 'exhausted';

/** The outcome a route holds pending: a retry after the deadline, a skip, or a stop. */
export type PendingOutcome = 'retry' | 'skip' | 'stop';

/** Everything a route persists about one failure decision. */
export interface Decision {
  kind: DecisionKind;
  reason: DecisionReason;
  code: Classification['code'];
  class: Classification['class'];
  /** The policy class the decision used, or null when no class policy applied. */
  policy_class: PolicyClass | null;
  catalogue_version: string;
  classifier_rule: string;
  policy_snapshot: PolicyDocument;
  /** 1-based ordinal of the scheduled retry; 0 when none is scheduled. */
  retry_ordinal: number;
  max_retries: number;
  /** Delay before the deadline, in milliseconds; 0 when nothing is scheduled. */
  delay_ms: number;
  /** Absolute UTC deadline of the scheduled wait or retry, or null. */
  deadline: string | null;
  pending_outcome: PendingOutcome | null;
  /** Whether this decision uses the candidate and class's one reset wait for the cycle. */
  uses_wait: boolean;
}
