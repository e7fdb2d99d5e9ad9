/**
 * A hand-written fast path in front of `routeEntrySchema` (a route commit of the record log), which
 * stays the schema and the only source of the errors `open()` reports. Route records are nearly all
 * of a log, and zod's parse and the copy it makes of every route and attempt were the largest cost
 * of `open()` after `JSON.parse` itself.
 *
 * The check is conservative: it accepts a record only when it has exactly the schema's fields and
 * every value passes, and then answers the record itself, which for JSON data is what zod would
 * answer (equal, field for field; `snapshot` and `policy_snapshot` are taken as they are by zod
 * too); anything it is unsure of returns null and goes through zod. `test/persistence/entry-fast.test.ts`
 * proves the two agree on valid records and on many mutated ones.
 */
import { exactly, type Obj } from '../validation/plain-object.ts';
import { storedRouteSchema } from './schemas.ts';
import { type AttemptRecord, CALLERS, type StoredRoute } from './store.ts';

/** The very pattern zod checks the schemas' instants with (a string format is its pattern's test). */
const UTC = (storedRouteSchema.shape.created_at as unknown as { _zod: { def: { pattern: RegExp } } })._zod.def
  .pattern;

const id = (v: unknown): boolean => typeof v === 'string' && v.length >= 1 && v.length <= 512;
const count = (v: unknown): boolean => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const utc = (v: unknown): boolean => typeof v === 'string' && UTC.test(v);
const strOrNull = (v: unknown): boolean => v === null || typeof v === 'string';
const present = (v: unknown): boolean => v !== undefined;

function oneOf(values: readonly string[]): (v: unknown) => boolean {
  const set = new Set<unknown>(values);
  return (v) => typeof v === 'string' && set.has(v);
}
const caller = oneOf(CALLERS);
const dispatchStatus = oneOf(['recorded', 'acknowledged', 'succeeded', 'failed']);
const attemptEvent = oneOf(['dispatched', 'succeeded', 'failed', 'action', 'reconciled']);
const confidence = oneOf(['high', 'medium', 'low']);

type Fields = [string, (v: unknown) => boolean][];

function fields(v: Obj, checks: Fields): boolean {
  for (const [key, ok] of checks) if (!Object.hasOwn(v, key) || !ok(v[key])) return false;
  return true;
}

const DISPATCH: Fields = [
  ['attempt_id', id],
  ['invocation_id', id],
  ['generation', count],
  ['candidate_id', id],
  ['recorded_at', utc],
  ['status', dispatchStatus],
];

const ROUTE: Fields = [
  ['schema_version', (v) => v === 1],
  ['route_id', id],
  ['profile_id', id],
  ['caller', caller],
  ['machine_version', count],
  ['created_at', utc],
  ['updated_at', utc],
  ['snapshot', present],
  ['dispatch', (v) => v === null || (exactly(v, DISPATCH.length) && fields(v, DISPATCH))],
];

const CLASSIFICATION: Fields = [
  ['confidence', confidence],
  ['scope', strOrNull],
  ['provider_id', strOrNull],
  ['model_id', strOrNull],
  ['phase', strOrNull],
  ['occurred_at', (v) => typeof v === 'string'],
  ['retry_after', (v) => v === null || (typeof v === 'number' && Number.isFinite(v) && v >= 0)],
  ['reset_at', strOrNull],
];

const ATTEMPT: Fields = [
  ['schema_version', (v) => v === 1],
  ['route_id', id],
  ['seq', count],
  ['at', utc],
  ['attempt_id', id],
  ['invocation_id', id],
  ['generation', count],
  ['candidate_id', id],
  ['event', attemptEvent],
  ['code', strOrNull],
  ['class', strOrNull],
  ['category', strOrNull],
  ['catalogue_version', strOrNull],
  ['classifier_rule', strOrNull],
  ['safe_excerpt', strOrNull],
  ['policy_snapshot', present],
  ['decision', strOrNull],
  ['reason', strOrNull],
  ['retry_ordinal', count],
  ['max_retries', count],
  ['deadline', (v) => v === null || utc(v)],
  ['pending_outcome', strOrNull],
];

function attempt(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  const action = Object.hasOwn(v, 'action');
  const classification = Object.hasOwn(v, 'classification');
  if (!exactly(v, ATTEMPT.length + (action ? 1 : 0) + (classification ? 1 : 0)) || !fields(v, ATTEMPT))
    return false;
  if (action && !strOrNull(v['action'])) return false;
  if (!classification) return true;
  const c = v['classification'];
  return c === null || (exactly(c, CLASSIFICATION.length) && fields(c, CLASSIFICATION));
}

/** A route commit of the log as `routeEntrySchema` parses it. */
export interface RouteEntry {
  t: 'route';
  route: StoredRoute;
  attempts: AttemptRecord[];
}

/**
 * `value` itself when it is a route record exactly as `routeEntrySchema` answers one (every field
 * present and valid, none unknown), or null when the fast check is unsure (then zod decides).
 */
export function fastRouteEntry(value: unknown): RouteEntry | null {
  if (!exactly(value, 3) || value['t'] !== 'route') return null;
  const route = value['route'];
  const attempts = value['attempts'];
  if (!exactly(route, ROUTE.length) || !fields(route, ROUTE) || !Array.isArray(attempts)) return null;
  for (let i = 0; i < attempts.length; i++) if (!attempt(attempts[i])) return null;
  return value as unknown as RouteEntry;
}

/** The fields the fast check knows, for the test that keeps them the schemas' own. */
export const FAST_FIELDS = {
  route: ROUTE.map(([k]) => k),
  dispatch: DISPATCH.map(([k]) => k),
  attempt: [...ATTEMPT.map(([k]) => k), 'action', 'classification'],
  classification: CLASSIFICATION.map(([k]) => k),
};
