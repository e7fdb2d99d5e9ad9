/**
 * Hand-written fast paths in front of the two zod schemas every reported failure goes through: the
 * hub's `outcome` message (`CLIENT_MESSAGES.outcome`, strict objects) and the engine's outcome report
 * (`outcomeReportSchema`, objects that strip unknown keys). The schemas stay the boundary and the
 * only source of errors. Each check is conservative: it answers what its schema would answer (a new
 * object, unknown keys stripped where the schema strips them; the envelope through the catalogue's
 * own fast check) and returns null whenever it is unsure, and then zod decides. zod's parse of these
 * messages was about a fifth of what a failure allocates. `test/engine/outcome-fast.test.ts` proves
 * each agrees with its schema on valid messages and on every single change of them.
 */

import type { EvidenceEnvelope } from '../catalogue/envelope.ts';
import { fastEnvelope } from '../catalogue/envelope-fast.ts';
import { type Obj, plain, str } from '../validation/plain-object.ts';

function count(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}

/** Whether `v` has exactly `n` own keys (with the known ones checked present, no unknown one). */
function keys(v: Obj, n: number): boolean {
  return Object.keys(v).length === n;
}

const EFFECT_FLAGS = new Set([
  'assistant_output',
  'tool_activity',
  'partial_utility_output',
  'ambiguous_delivery',
]);

export interface FastEffects {
  assistant_output?: boolean;
  tool_activity?: boolean;
  partial_utility_output?: boolean;
  ambiguous_delivery?: boolean;
  resumable_retry?: { provider_session_id: string; generation: number } | null;
}

export type FastOutcome =
  | { kind: 'success' }
  | { kind: 'cancelled' }
  | { kind: 'failure'; envelope: EvidenceEnvelope; effects?: FastEffects };

/** `strict`: unknown keys refuse (zod's strictObject); otherwise they are dropped (zod's object). */
function effectsOf(v: unknown, strict: boolean): FastEffects | null {
  if (!plain(v)) return null;
  const out: Obj = {};
  for (const key of Object.keys(v)) {
    const x = v[key];
    if (EFFECT_FLAGS.has(key)) {
      if (typeof x !== 'boolean') return null;
      out[key] = x;
    } else if (key === 'resumable_retry') {
      if (x === null) out[key] = null;
      else {
        if (!plain(x) || (strict && !keys(x, 2))) return null;
        const session = x['provider_session_id'];
        const generation = x['generation'];
        if (!str(session, 1, 200) || !count(generation)) return null;
        out[key] = { provider_session_id: session, generation };
      }
    } else if (strict) return null;
  }
  return out as FastEffects;
}

function outcomeOf(v: unknown, strict: boolean): FastOutcome | null {
  if (!plain(v)) return null;
  const kind = v['kind'];
  if (kind === 'success' || kind === 'cancelled') return !strict || keys(v, 1) ? { kind } : null;
  if (kind !== 'failure') return null;
  const hasEffects = Object.hasOwn(v, 'effects');
  if (strict && !keys(v, hasEffects ? 3 : 2)) return null;
  const envelope = fastEnvelope(v['envelope']);
  if (envelope === null) return null;
  if (!hasEffects) return { kind, envelope };
  const effects = effectsOf(v['effects'], strict);
  return effects === null ? null : { kind, envelope, effects };
}

/** The hub's `outcome` client message as its strict schema answers it. */
export interface FastOutcomeMessage {
  type: 'outcome';
  id?: string;
  route_id: string;
  attempt_id: string;
  invocation_id: string;
  generation: number;
  outcome: FastOutcome;
}

/** What `CLIENT_MESSAGES.outcome` answers for `json`, or null when unsure (zod decides and explains). */
export function fastOutcomeMessage(json: unknown): FastOutcomeMessage | null {
  if (!plain(json) || json['type'] !== 'outcome') return null;
  const hasId = Object.hasOwn(json, 'id');
  if (!keys(json, hasId ? 7 : 6)) return null;
  const { id, route_id, attempt_id, invocation_id, generation } = json;
  if (hasId && !str(id, 1, 64)) return null;
  if (!str(route_id, 1, 200) || !str(attempt_id, 1, 200) || !str(invocation_id, 1, 200)) return null;
  if (!count(generation)) return null;
  const outcome = outcomeOf(json['outcome'], true);
  if (outcome === null) return null;
  return hasId
    ? { type: 'outcome', id: id as string, route_id, attempt_id, invocation_id, generation, outcome }
    : { type: 'outcome', route_id, attempt_id, invocation_id, generation, outcome };
}

/** The engine's outcome report as its schema answers it. */
export interface FastOutcomeReport {
  route_id: string;
  attempt_id: string;
  invocation_id: string;
  generation: number;
  outcome: FastOutcome;
}

/** What the engine's `outcomeReportSchema` answers for `report`, or null when unsure (zod decides). */
export function fastOutcomeReport(report: unknown): FastOutcomeReport | null {
  if (!plain(report)) return null;
  const { route_id, attempt_id, invocation_id, generation } = report;
  if (!str(route_id, 1, 200) || !str(attempt_id, 1, 400) || !str(invocation_id, 1, 400)) return null;
  if (!count(generation)) return null;
  const outcome = outcomeOf(report['outcome'], false);
  return outcome === null ? null : { route_id, attempt_id, invocation_id, generation, outcome };
}
