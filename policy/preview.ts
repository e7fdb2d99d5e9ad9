/**
 * The schedule a policy document implies for each class: the retry delays, their running total,
 * the reset-wait rule and the exhausted outcome. Serves `recourse policy preview` and the web form.
 */
import { POLICY_CLASSES, type PolicyClass } from '../catalogue/codes.ts';
import { retryDelaySeconds } from './evaluate.ts';
import type { ClassPolicy, ExhaustedOutcome, PolicyDocument } from './types.ts';

/** The schedule of one class. */
export interface ClassSchedule {
  class: PolicyClass;
  /** Delay before each retry, in seconds, in order (empty when retry is off). */
  retry_delays_seconds: number[];
  /** Running total of the delays, in seconds. */
  cumulative_seconds: number[];
  /** Sum of all retry delays, in seconds. */
  total_retry_seconds: number;
  /** Longest reset wait, in seconds, or null when reset waiting is off. */
  max_wait_seconds: number | null;
  /** The reset-wait rule in words. */
  wait_rule: string;
  on_exhausted: ExhaustedOutcome;
  /** The outcome in words. */
  outcome: string;
  /** One line a person reads, e.g. "transient: no reset wait; retry up to 3 times after 5 s, 10 s, 20 s (35 s in all); …". */
  summary: string;
}

/** The schedule of each class of one document. */
export interface SchedulePreview {
  transient: ClassSchedule;
  hard: ClassSchedule;
}

const UNITS: Array<[number, string]> = [
  [86400, 'd'],
  [3600, 'h'],
  [60, 'min'],
  [1, 's'],
];

/** Formats seconds exactly in its non-zero units, e.g. `5 s`, `1 min 30 s`, `2 h`, `1 d 1 h`. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '0 s';
  const parts: string[] = [];
  let rest = Math.round(seconds);
  for (const [size, unit] of UNITS) {
    const n = Math.floor(rest / size);
    if (n > 0) parts.push(`${n} ${unit}`);
    rest -= n * size;
  }
  return parts.join(' ');
}

function outcomeText(outcome: ExhaustedOutcome): string {
  return outcome === 'skip' ? 'skip to the next candidate' : 'stop for manual recovery';
}

function classSchedule(cls: PolicyClass, p: ClassPolicy): ClassSchedule {
  const delays = p.retry.enabled
    ? Array.from({ length: p.retry.max_retries }, (_, i) =>
        retryDelaySeconds(p.retry.initial_interval_seconds, i + 1),
      )
    : [];
  const cumulative: number[] = [];
  for (const d of delays) cumulative.push((cumulative[cumulative.length - 1] ?? 0) + d);
  const total = cumulative[cumulative.length - 1] ?? 0;
  const retryText =
    delays.length === 0
      ? 'no retry'
      : `retry up to ${delays.length} ${delays.length === 1 ? 'time' : 'times'} after ${delays.map(formatDuration).join(', ')} (${formatDuration(total)} in all)`;
  const waitRule = p.wait_for_reset.enabled
    ? `up to ${formatDuration(p.wait_for_reset.max_wait_seconds)} away, once per route cycle, then one attempt outside the retry budget (a later reset is neither waited for nor shortened)`
    : 'off';
  const waitText = p.wait_for_reset.enabled ? `wait for a trusted reset ${waitRule}` : 'no reset wait';
  const outcome = outcomeText(p.on_exhausted);
  return {
    class: cls,
    retry_delays_seconds: delays,
    cumulative_seconds: cumulative,
    total_retry_seconds: total,
    max_wait_seconds: p.wait_for_reset.enabled ? p.wait_for_reset.max_wait_seconds : null,
    wait_rule: waitRule,
    on_exhausted: p.on_exhausted,
    outcome,
    // In the evaluator's order: the reset wait, then retries, then the outcome.
    summary: `${cls}: ${waitText}; ${retryText}; then ${outcome}`,
  };
}

/** The schedule each class of `doc` implies. `doc` must be a normalized version-1 document. */
export function previewSchedule(doc: PolicyDocument): SchedulePreview {
  const [transient, hard] = POLICY_CLASSES.map((cls) => classSchedule(cls, doc[cls]));
  return { transient: transient!, hard: hard! };
}
