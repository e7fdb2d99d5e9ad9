/** Builders shared by the policy tests. */
import { DEFAULT_POLICY } from '../../policy/document.ts';
import type { ClassPolicy, EvaluationInput, PolicyDocument } from '../../policy/types.ts';
import { NO_EFFECTS } from '../../policy/types.ts';
import { classification, T0 } from '../support/classification.ts';

export { classification, T0 };

export function classPolicy(over: {
  retry?: [number, number];
  wait?: number;
  on_exhausted?: 'skip' | 'stop';
}): ClassPolicy {
  return {
    retry: over.retry
      ? { enabled: true, max_retries: over.retry[0], initial_interval_seconds: over.retry[1] }
      : { enabled: false, max_retries: 0, initial_interval_seconds: 0 },
    wait_for_reset: over.wait
      ? { enabled: true, max_wait_seconds: over.wait }
      : { enabled: false, max_wait_seconds: 0 },
    on_exhausted: over.on_exhausted ?? 'skip',
  };
}

export function doc(transient: ClassPolicy, hard: ClassPolicy = transient): PolicyDocument {
  return { version: 1, transient, hard };
}

export function input(over: Partial<EvaluationInput> = {}): EvaluationInput {
  return {
    classification: classification('provider_overloaded'),
    correlation: {
      evidence_invocation_id: 'inv-1',
      evidence_generation: 3,
      current_invocation_id: 'inv-1',
      current_generation: 3,
      current_provider_session_id: 'sess-1',
    },
    effects: NO_EFFECTS,
    policy: DEFAULT_POLICY,
    usage: { retries_used: 0, wait_used: false },
    automation: 'auto',
    now: T0,
    ...over,
  };
}
