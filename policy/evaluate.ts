/**
 * The policy evaluator: a pure, total function from a classified failure, its correlation, effect
 * evidence, the candidate's policy snapshot, the cycle's usage and `now` to a {@link Decision}.
 * Order (spec "Per-class policy"): gates, then reset wait, then retry, then the exhausted outcome.
 */
import { CODES, POLICY_CLASSES, type PolicyClass } from '../catalogue/codes.ts';
import { sameOwnFields } from '../validation/plain-object.ts';
import { POLICY_LIMITS } from './limits.ts';
import type {
  ClassPolicy,
  Decision,
  DecisionKind,
  DecisionReason,
  EvaluationInput,
  PendingOutcome,
  PolicyDocument,
} from './types.ts';

/** Latest instant a JavaScript Date can hold, in epoch milliseconds. */
const MAX_INSTANT = 8.64e15;

/**
 * Delay of the retry with 1-based `ordinal`, in seconds: `initial * 2^(ordinal-1)`, capped at
 * {@link POLICY_LIMITS.maxDelaySeconds} (24 h).
 */
export function retryDelaySeconds(initial: number, ordinal: number): number {
  const n = Number.isFinite(ordinal) ? Math.max(1, Math.floor(ordinal)) : 1;
  const base = Number.isFinite(initial) ? Math.max(0, initial) : POLICY_LIMITS.maxDelaySeconds;
  return Math.min(base * 2 ** (n - 1), POLICY_LIMITS.maxDelaySeconds);
}

function isPolicyClass(value: string): value is PolicyClass {
  return (POLICY_CLASSES as readonly string[]).includes(value);
}

const EFFECT_KEYS = [
  'assistant_output',
  'tool_activity',
  'partial_utility_output',
  'ambiguous_delivery',
] as const;

/** Whether the evidence belongs to an earlier invocation or generation than the current one. */
function isStale(input: EvaluationInput): boolean {
  const { correlation: c, classification: k } = input;
  const invocations = [c.evidence_invocation_id, k.invocation_id];
  const generations = [c.evidence_generation, k.generation];
  return (
    invocations.some((id) => id !== null && id !== undefined && id !== c.current_invocation_id) ||
    generations.some((g) => g !== null && g !== undefined && g !== c.current_generation)
  );
}

/** Whether replay is unsafe: an effect was seen and no resumable-retry guarantee covers this attempt. */
function isEffectUnsafe(input: EvaluationInput): boolean {
  const { effects, correlation } = input;
  if (!EFFECT_KEYS.some((k) => effects[k] !== false)) return false;
  const guarantee = effects.resumable_retry;
  const session = correlation.current_provider_session_id;
  return !(
    guarantee &&
    typeof session === 'string' &&
    session.length > 0 &&
    guarantee.provider_session_id === session &&
    guarantee.generation === correlation.current_generation
  );
}

/** Whether the classification is one the policy may act on: a known code of its class, not low confidence. */
function isClassified(input: EvaluationInput): boolean {
  const { code, class: cls, confidence } = input.classification;
  if (cls === 'unclassified' || code === 'unclassified' || confidence === 'low') return false;
  return Object.hasOwn(CODES, code) && CODES[code].class === cls;
}

function parseInstant(value: string | null | undefined): number | null {
  if (typeof value !== 'string') return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** The instant of the validated timing hint, or null. With both hints, the later one counts. */
export function resetInstant(classification: EvaluationInput['classification']): number | null {
  const hints: number[] = [];
  const reset = parseInstant(classification.reset_at);
  if (reset !== null) hints.push(reset);
  const occurred = parseInstant(classification.occurred_at);
  const after = classification.retry_after;
  if (occurred !== null && typeof after === 'number' && Number.isFinite(after) && after >= 0) {
    // Whole milliseconds, rounded up: a deadline never comes before the hint it stands for.
    hints.push(Math.ceil(occurred + after * 1000));
  }
  return hints.length === 0 ? null : Math.max(...hints);
}

function copyClass(p: ClassPolicy): ClassPolicy {
  return { retry: { ...p.retry }, wait_for_reset: { ...p.wait_for_reset }, on_exhausted: p.on_exhausted };
}

/** An independent copy of the snapshot, so later edits of the profile cannot rewrite a decision. */
function copyPolicy(doc: PolicyDocument): PolicyDocument {
  return { version: doc.version, transient: copyClass(doc.transient), hard: copyClass(doc.hard) };
}

/**
 * The last copy made of each policy document, frozen. A route keeps its decision's copy for its
 * life, and a copy per decision was a tenth of what a failure keeps for good (issue 12), so
 * decisions on an unchanged document share one; a document edited in place gets a new copy.
 */
const snapshots = new WeakMap<PolicyDocument, PolicyDocument>();

function sameClass(a: ClassPolicy, b: ClassPolicy): boolean {
  return (
    a.on_exhausted === b.on_exhausted &&
    sameOwnFields(a.retry, b.retry) &&
    sameOwnFields(a.wait_for_reset, b.wait_for_reset)
  );
}

function policySnapshot(doc: PolicyDocument): PolicyDocument {
  const kept = snapshots.get(doc);
  if (
    kept !== undefined &&
    kept.version === doc.version &&
    sameClass(kept.transient, doc.transient) &&
    sameClass(kept.hard, doc.hard)
  )
    return kept;
  const copy = copyPolicy(doc);
  for (const c of [copy.transient, copy.hard]) {
    Object.freeze(c.retry);
    Object.freeze(c.wait_for_reset);
    Object.freeze(c);
  }
  snapshots.set(doc, Object.freeze(copy));
  return copy;
}

/**
 * `evaluate`'s answer for one outcome of one evaluation. Returned by a function, not written in
 * `evaluate` as `const decide = (…) => …`: under `tsx` (esbuild's `keepNames`) a closure bound to a name
 * has its name defined at run time on every call, one `Object.defineProperty` per failure (issue 12).
 */
function decider(
  k: EvaluationInput['classification'],
  policy: PolicyDocument,
  policyClass: PolicyClass | null,
  classPolicy: ClassPolicy | null,
  maxRetries: number,
): (
  kind: DecisionKind,
  reason: DecisionReason,
  pending: PendingOutcome | null,
  extra?: { ordinal?: number; delayMs?: number; deadline?: number | null; usesWait?: boolean },
) => Decision {
  return (kind, reason, pending, extra = {}) => ({
    kind,
    reason,
    code: k.code,
    class: k.class,
    policy_class: classPolicy ? policyClass : null,
    catalogue_version: k.catalogue_version,
    classifier_rule: k.classifier_rule,
    policy_snapshot: policySnapshot(policy),
    retry_ordinal: extra.ordinal ?? 0,
    max_retries: maxRetries,
    delay_ms: extra.delayMs ?? 0,
    deadline:
      extra.deadline === undefined || extra.deadline === null ? null : new Date(extra.deadline).toISOString(),
    pending_outcome: pending,
    uses_wait: extra.usesWait ?? false,
  });
}

/** Evaluates one failure. Never throws: input it cannot trust ends in `stop` or `reject`. */
export function evaluate(input: EvaluationInput): Decision {
  const { classification: k, policy, usage, now } = input;
  const policyClass = isPolicyClass(k.class) ? k.class : null;
  const classPolicy: ClassPolicy | null = policyClass ? policy[policyClass] : null;
  const maxRetries = classPolicy?.retry.enabled ? classPolicy.retry.max_retries : 0;

  const decide = decider(k, policy, policyClass, classPolicy, maxRetries);

  // 1. Gates: no setting overrides them.
  if (isStale(input)) return decide('reject', 'stale_evidence', null);
  if (k.class === 'not_provider' && isClassified(input)) return decide('stop', 'not_provider', 'stop');
  if (!isClassified(input) || !classPolicy) return decide('stop', 'unclassified', 'stop');
  if (isEffectUnsafe(input)) return decide('stop', 'effect_unsafe', 'stop');
  if (input.automation !== 'auto') return decide('stop', 'manual_automation', 'stop');
  // Without a usable clock no deadline can be computed: fail closed.
  if (!Number.isFinite(now) || now < 0 || now > MAX_INSTANT - POLICY_LIMITS.waitSeconds.max * 1000) {
    return decide('stop', 'invalid_clock', 'stop');
  }

  // 2. Reset wait: once per candidate, class and cycle; a past or too-distant reset is not used.
  const wait = classPolicy.wait_for_reset;
  if (wait.enabled && usage.wait_used === false) {
    const at = resetInstant(k);
    if (at !== null && at > now && at - now <= wait.max_wait_seconds * 1000) {
      return decide('wait_for_reset', 'reset_wait', 'retry', {
        delayMs: at - now,
        deadline: at,
        usesWait: true,
      });
    }
  }

  // 3. Retry while budget remains.
  const used = Number.isFinite(usage.retries_used)
    ? Math.max(0, Math.floor(usage.retries_used))
    : Number.POSITIVE_INFINITY;
  if (classPolicy.retry.enabled && used < maxRetries) {
    const ordinal = used + 1;
    const delayMs = retryDelaySeconds(classPolicy.retry.initial_interval_seconds, ordinal) * 1000;
    return decide('retry', 'retry_budget', 'retry', { ordinal, delayMs, deadline: now + delayMs });
  }

  // 4. Exhausted.
  const outcome = classPolicy.on_exhausted === 'skip' ? 'skip' : 'stop';
  return decide(outcome, 'exhausted', outcome);
}
