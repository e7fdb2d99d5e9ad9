/**
 * A hand-written fast path in front of `persistedRouteSchema` (the route's persisted snapshot), which
 * stays the schema and the only source of field-addressed errors. A restart checks every stored
 * route's snapshot, and zod's parse (about 13 µs a route, plus the copy it makes) was most of the
 * engine's restart after the store's own `open()`.
 *
 * The check is conservative: it accepts a snapshot only when it has exactly the schema's fields
 * (none stripped, no default to fill) and every value passes, and then answers the snapshot itself,
 * which for JSON data is what zod would answer (equal, field for field); anything it is unsure of
 * returns null and goes through zod. `test/engine/persisted-route-fast.test.ts` proves the two agree
 * on valid snapshots and on many mutated ones.
 */

import { exactly, type Obj, str } from '../validation/plain-object.ts';
import { type PersistedRoute, persistedRouteSchema, ROUTE_MACHINE_VERSION } from './route.machine.ts';
import { ATTEMPT_PHASES, CALLERS, ROUTE_STATES, TASK_LIMITS } from './route.types.ts';

const has = Object.hasOwn;

function strOrNull(v: unknown): boolean {
  return v === null || typeof v === 'string';
}

function int(v: unknown, min = Number.MIN_SAFE_INTEGER): boolean {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= min;
}

function num(v: unknown): boolean {
  return typeof v === 'number' && Number.isFinite(v);
}

function bool(v: unknown): boolean {
  return typeof v === 'boolean';
}

function oneOf(values: readonly string[]): (v: unknown) => boolean {
  const set = new Set<unknown>(values);
  return (v) => typeof v === 'string' && set.has(v);
}

const routeState = oneOf(ROUTE_STATES);
const caller = oneOf(CALLERS);
const dispatchStatus = oneOf(['recorded', 'acknowledged', 'succeeded', 'failed']);
const pending = oneOf(['retry', 'skip', 'stop']);
const decision = oneOf(['reject', 'wait_for_reset', 'retry', 'skip', 'stop']);
const onExhausted = oneOf(['skip', 'stop']);
const phase = oneOf(ATTEMPT_PHASES);

/** A record's own keys, none that could change its meaning (`__proto__`), each passing `ok`. */
function record(v: unknown, ok: (key: string, value: unknown) => boolean): boolean {
  if (typeof v !== 'object' || v === null || Object.getPrototypeOf(v) !== Object.prototype) return false;
  for (const k in v) {
    if (!has(v, k) || k === '__proto__' || !ok(k, (v as Obj)[k])) return false;
  }
  return true;
}

function candidates(v: unknown): boolean {
  if (!Array.isArray(v) || v.length < 1) return false;
  for (let i = 0; i < v.length; i++) {
    const c: unknown = v[i];
    if (!exactly(c, 2) || !str(c['id'], 1) || !str(c['agent_profile'], 1)) return false;
  }
  return true;
}

function strings(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (typeof v[i] !== 'string') return false;
  return true;
}

const usageEntry = (_k: string, u: unknown): boolean =>
  exactly(u, 2) && int(u['retries_used'], 0) && bool(u['wait_used']);

function dispatch(v: unknown): boolean {
  if (v === null) return true;
  return (
    exactly(v, 5) &&
    typeof v['attempt_id'] === 'string' &&
    typeof v['invocation_id'] === 'string' &&
    int(v['generation']) &&
    typeof v['candidate_id'] === 'string' &&
    dispatchStatus(v['status'])
  );
}

function effects(v: unknown): boolean {
  const resumable = typeof v === 'object' && v !== null && has(v, 'resumable_retry');
  if (!exactly(v, resumable ? 5 : 4)) return false;
  if (
    !bool(v['assistant_output']) ||
    !bool(v['tool_activity']) ||
    !bool(v['partial_utility_output']) ||
    !bool(v['ambiguous_delivery'])
  )
    return false;
  if (!resumable) return true;
  const r = v['resumable_retry'];
  return (
    r === null || (exactly(r, 2) && typeof r['provider_session_id'] === 'string' && int(r['generation']))
  );
}

function classPolicy(v: unknown): boolean {
  if (!exactly(v, 3) || !onExhausted(v['on_exhausted'])) return false;
  const retry = v['retry'];
  const wait = v['wait_for_reset'];
  return (
    exactly(retry, 3) &&
    bool(retry['enabled']) &&
    int(retry['max_retries']) &&
    num(retry['initial_interval_seconds']) &&
    exactly(wait, 2) &&
    bool(wait['enabled']) &&
    num(wait['max_wait_seconds'])
  );
}

function policySnapshot(v: unknown): boolean {
  if (v === null) return true;
  return exactly(v, 3) && v['version'] === 1 && classPolicy(v['transient']) && classPolicy(v['hard']);
}

const metadataEntry = (k: string, value: unknown): boolean =>
  k.length >= 1 && k.length <= TASK_LIMITS.metadataKeyChars && str(value, 0, TASK_LIMITS.metadataValueChars);

function task(v: unknown): boolean {
  if (v === null) return true;
  if (!exactly(v, 3)) return false;
  const metadata = v['metadata'];
  return (
    str(v['prompt'], 1, TASK_LIMITS.promptChars) &&
    str(v['cwd'], 1, TASK_LIMITS.cwdChars) &&
    record(metadata, metadataEntry) &&
    Object.keys(metadata as Obj).length <= TASK_LIMITS.metadataKeys
  );
}

/** Fields of the persisted context. */
const CONTEXT_FIELDS = 31;

/**
 * The persisted context's fields, each with the schema's check, in one expression (a table of
 * checks cost twice as much). Every check refuses `undefined`, so with the key count it also
 * proves that exactly these fields are present.
 */
function contextOk(c: Obj): boolean {
  return (
    str(c['route_id'], 1) &&
    str(c['profile_id'], 1) &&
    caller(c['caller']) &&
    candidates(c['candidates']) &&
    int(c['candidate_index'], -1) &&
    strings(c['excluded']) &&
    int(c['cycle'], 0) &&
    record(c['usage'], usageEntry) &&
    int(c['generation'], 0) &&
    strOrNull(c['invocation_id']) &&
    strOrNull(c['attempt_id']) &&
    dispatch(c['dispatch']) &&
    effects(c['effects']) &&
    strOrNull(c['deadline']) &&
    (c['pending_outcome'] === null || pending(c['pending_outcome'])) &&
    int(c['retry_ordinal'], 0) &&
    int(c['max_retries'], 0) &&
    strOrNull(c['code']) &&
    strOrNull(c['class']) &&
    strOrNull(c['category']) &&
    strOrNull(c['safe_excerpt']) &&
    strOrNull(c['classifier_rule']) &&
    strOrNull(c['catalogue_version']) &&
    strOrNull(c['reason']) &&
    policySnapshot(c['policy_snapshot']) &&
    (c['decision'] === null || decision(c['decision'])) &&
    int(c['history_seq'], 0) &&
    typeof c['updated_at'] === 'string' &&
    task(c['task']) &&
    int(c['turn'], 0) &&
    (c['phase'] === null || phase(c['phase']))
  );
}

/**
 * `value` itself when it is a persisted route snapshot exactly as `persistedRouteSchema` answers
 * one (every field present and valid, none to strip), or null when the fast check is unsure.
 */
export function fastPersistedRoute(value: unknown): PersistedRoute | null {
  if (!exactly(value, 3) || value['machine_version'] !== ROUTE_MACHINE_VERSION || !routeState(value['state']))
    return null;
  const context = value['context'];
  if (!exactly(context, CONTEXT_FIELDS) || !contextOk(context)) return null;
  return value as unknown as PersistedRoute;
}

export type PersistedRouteResult =
  | { success: true; data: PersistedRoute }
  | { success: false; issues: { path: PropertyKey[]; message: string }[] };

/**
 * Parses a persisted route snapshot: the fast check first, zod for anything it is unsure of (and
 * for every error). The answer may be `value` itself: a caller that will change it copies it first.
 */
export function parsePersistedRoute(value: unknown): PersistedRouteResult {
  const fast = fastPersistedRoute(value);
  if (fast !== null) return { success: true, data: fast };
  const parsed = persistedRouteSchema.safeParse(value);
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, issues: parsed.error.issues };
}
