/**
 * The error history of a route, as `recourse routes errors` prints it and the web console shows it:
 * counts, retries per failure, categories, attempts and recovery commands. Pure (no I/O, no Node
 * modules), so the console bundle imports it as it is.
 */
import type { RouteView } from '../actors/engine-api.ts';
import { isCode } from '../catalogue/codes.ts';
import { RECOURSE as CLI, type RecoveryHint, recoveryHints } from '../catalogue/recovery.ts';
import type { AttemptRecord } from '../persistence/store.ts';
import type { ClassPolicy, PolicyDocument } from '../policy/types.ts';

/** How many of its retries a failure had used, and what its decision did with them. */
interface RetryUse {
  /** Retries of the candidate's budget used with this failure: the one it scheduled, or all when exhausted; null when no retry was counted. */
  retries_used: number | null;
  max_retries: number;
  /** The same in words, as every view of the report prints it. */
  retry_text: string;
}

function retryUse(a: Pick<AttemptRecord, 'decision' | 'reason' | 'retry_ordinal' | 'max_retries'>): RetryUse {
  const max = a.max_retries;
  // An exhausted failure schedules nothing, so the record's ordinal is 0: its budget is all used.
  if (a.reason === 'exhausted' && max > 0) {
    return {
      retries_used: max,
      max_retries: max,
      retry_text: `retries ${max}/${max} used, then ${a.decision}`,
    };
  }
  if (a.decision === 'retry') {
    return {
      retries_used: a.retry_ordinal,
      max_retries: max,
      retry_text: `retry ${a.retry_ordinal}/${max} scheduled`,
    };
  }
  if (a.decision === 'wait_for_reset')
    return { retries_used: null, max_retries: max, retry_text: 'wait for reset' };
  return {
    retries_used: null,
    max_retries: max,
    retry_text: a.decision ? `no retry, then ${a.decision}` : '-',
  };
}

/** Seconds, short: `5s`, `300s`, `15m`, `1h`. */
function shortDuration(seconds: number): string {
  if (seconds < 600 || seconds % 60 !== 0) return `${seconds}s`;
  return seconds % 3600 === 0 ? `${seconds / 3600}h` : `${seconds / 60}m`;
}

/**
 * The class policy an attempt was decided under, in one line:
 * `transient: retry 3 from 5s, wait ≤300s, then skip`. Null when no class policy applied.
 */
export function policyText(snapshot: unknown, cls: string | null): string | null {
  if (cls !== 'transient' && cls !== 'hard') return null;
  const doc = snapshot as Partial<PolicyDocument> | null;
  const p = doc?.[cls] as ClassPolicy | undefined;
  if (!p?.retry || !p.wait_for_reset) return null;
  const retry = p.retry.enabled
    ? `retry ${p.retry.max_retries} from ${shortDuration(p.retry.initial_interval_seconds)}`
    : 'no retry';
  const wait = p.wait_for_reset.enabled
    ? `wait ≤${shortDuration(p.wait_for_reset.max_wait_seconds)}`
    : 'no wait';
  return `${cls}: ${retry}, ${wait}, then ${p.on_exhausted}`;
}

/** The error history of a route, in the shape `--format json` prints. */
export interface ErrorReport {
  route_id: string;
  state: RouteView['state'];
  generation: number;
  /** Why the route stopped automatic work (e.g. `ambiguous_dispatch`), when it did. */
  reason: string | null;
  total_errors: number;
  /** One entry per failure: how it used its retry budget. */
  retries_per_error: ({
    /** The failure's place in `attempts` (`#seq`). */
    seq: number;
    attempt_id: string;
    code: string | null;
    /** The retry ordinal the decision scheduled (0 when none). */
    retry_ordinal: number;
    /** The failure's decision: `retry`, `wait_for_reset`, `skip`, `stop` (null when none was made). */
    decision: string | null;
    /** Whether this failure found its retry budget used up. */
    exhausted: boolean;
  } & RetryUse)[];
  categories: Record<string, number>;
  attempts: {
    seq: number;
    at: string;
    event: AttemptRecord['event'];
    candidate_id: string;
    attempt_id: string;
    generation: number;
    code: string | null;
    class: string | null;
    category: string | null;
    decision: string | null;
    reason: string | null;
    action: string | null;
    /** `used/max` retries, or `-` when the decision counted none (see `retry_text`). */
    retry: string;
    retry_text: string;
    deadline: string | null;
    safe_excerpt: string | null;
    catalogue_version: string | null;
    classifier_rule: string | null;
    /** The class policy the decision applied, in one line (see `policy_snapshot`). */
    policy: string | null;
    policy_snapshot: unknown;
  }[];
  recovery: RecoveryHint[];
}

/** Builds the error report of `view` from its attempt history. */
export function errorReport(view: RouteView, attempts: AttemptRecord[]): ErrorReport {
  const failures = attempts.filter((a) => a.event === 'failed');
  const categories: Record<string, number> = {};
  for (const f of failures) {
    const key = f.category ?? 'unknown';
    categories[key] = (categories[key] ?? 0) + 1;
  }
  const lastCode = view.code ?? failures.at(-1)?.code ?? null;
  const needsHelp = failures.length > 0 && view.state !== 'active';
  const routeHints =
    view.state === 'action_required' && view.reason ? ROUTE_REASON_HINTS[view.reason] : undefined;
  return {
    route_id: view.route_id,
    state: view.state,
    generation: view.generation,
    reason: view.reason,
    total_errors: failures.length,
    retries_per_error: failures.map((f) => ({
      seq: f.seq,
      attempt_id: f.attempt_id,
      code: f.code,
      retry_ordinal: f.retry_ordinal,
      decision: f.decision,
      exhausted: f.reason === 'exhausted',
      ...retryUse(f),
    })),
    categories,
    attempts: attempts.map((a) => {
      const use = retryUse(a);
      return {
        seq: a.seq,
        at: a.at,
        event: a.event,
        candidate_id: a.candidate_id,
        attempt_id: a.attempt_id,
        generation: a.generation,
        code: a.code,
        class: a.class,
        category: a.category,
        decision: a.decision,
        reason: a.reason,
        action: a.action ?? null,
        retry: use.retries_used === null ? '-' : `${use.retries_used}/${use.max_retries}`,
        retry_text: use.retry_text,
        deadline: a.deadline,
        safe_excerpt: a.safe_excerpt,
        catalogue_version: a.catalogue_version,
        classifier_rule: a.classifier_rule,
        policy: a.decision ? policyText(a.policy_snapshot, a.class) : null,
        policy_snapshot: a.policy_snapshot,
      };
    }),
    recovery: routeHints
      ? routeHints(view)
      : needsHelp && lastCode && isCode(lastCode)
        ? recoveryHints(lastCode, {
            route_id: view.route_id,
            generation: view.generation,
            profile_id: view.profile_id,
          }).filter((hint) => appliesIn(hint, view.state))
        : [],
  };
}

function routeCommand(verb: string, view: RouteView): string {
  return `${CLI} routes ${verb} ${view.route_id} --generation ${view.generation}`;
}

/**
 * Recovery for a route that stopped for a reason of its own rather than a classified failure (the
 * failure codes' hints would describe an older error). Messages are the CLI's, kept here.
 */
const ROUTE_REASON_HINTS: Record<string, (view: RouteView) => RecoveryHint[]> = {
  ambiguous_dispatch: (v) => [
    {
      action: 'check_logs',
      message:
        'The last dispatch may or may not have reached the agent; check the agent’s work before repeating it.',
      command: null,
    },
    {
      action: 'retry_now',
      message: 'Once you know it did not run, dispatch it again.',
      command: routeCommand('retry-now', v),
    },
    { action: 'skip', message: 'Or continue with the next candidate.', command: routeCommand('skip-now', v) },
  ],
  stopped: (v) => [
    {
      action: 'retry_now',
      message: 'An operator stopped the route; retry the current candidate.',
      command: routeCommand('retry-now', v),
    },
    { action: 'skip', message: 'Or continue with the next candidate.', command: routeCommand('skip-now', v) },
  ],
  cancelled: (v) => [
    {
      action: 'retry_now',
      message: 'An operator cancelled the wait; retry the current candidate.',
      command: routeCommand('retry-now', v),
    },
    { action: 'skip', message: 'Or continue with the next candidate.', command: routeCommand('skip-now', v) },
  ],
  no_candidate: (v) => [
    {
      action: 'fix_configuration',
      message: 'No candidate of the profile can take the work; fix its candidates, then start a new route.',
      command: `${CLI} profiles get ${v.profile_id}`,
    },
  ],
  profile_unavailable: (v) => [
    {
      action: 'fix_configuration',
      message: 'The route’s profile is missing or invalid; apply a valid one, then retry.',
      command: `${CLI} profiles get ${v.profile_id}`,
    },
    {
      action: 'retry_now',
      message: 'Retry once the profile is fixed.',
      command: routeCommand('retry-now', v),
    },
  ],
  selection_failed: (v) => [
    {
      action: 'check_logs',
      message: 'The service could not choose a candidate; check its logs.',
      command: null,
    },
    { action: 'retry_now', message: 'Then retry.', command: routeCommand('retry-now', v) },
  ],
  store_unavailable: (v) => [
    {
      action: 'check_logs',
      message: 'The decision could not be written durably; check the service’s logs and data directory.',
      command: null,
    },
    { action: 'retry_now', message: 'Then retry.', command: routeCommand('retry-now', v) },
  ],
};

/** Whether a hint's route action is one the route's state accepts (stopping a stopped route is not). */
function appliesIn(hint: RecoveryHint, state: RouteView['state']): boolean {
  const waiting = state === 'retry_wait' || state === 'waiting_for_reset';
  switch (hint.action) {
    case 'stop':
      return state !== 'action_required';
    case 'cancel_wait':
      return waiting;
    case 'retry_now':
    case 'skip':
      return waiting || state === 'action_required';
    default:
      return true;
  }
}
