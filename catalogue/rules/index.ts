/** The catalogue: every rule, in deterministic order, and its version. */
import { requestOverBudget, SIGNATURE_RULES } from './signature.ts';
import { onlyShortQuotaWindows, STRUCTURED_RULES } from './structured.ts';
import { TEXT_RULES } from './text.ts';
import { type Rule, TIERS } from './types.ts';

export type { Rule, RuleHit, Tier } from './types.ts';
export { SHORT_WAIT_MAX_SECONDS, splitByWait, TIERS } from './types.ts';

/**
 * Version of the rule set. Bump it (date plus a same-day counter) whenever a rule is added,
 * removed, or changes what it answers: classifications record it.
 */
export const CATALOGUE_VERSION = '2026.12.08-8';

/** Tier rank: 0 is the strongest. */
export function tierRank(rule: Pick<Rule, 'tier'>): number {
  return TIERS.indexOf(rule.tier);
}

/** Orders rules: tier first, then priority (higher first), then id. */
export function compareRules(a: Rule, b: Rule): number {
  return tierRank(a) - tierRank(b) || b.priority - a.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Gemini words its per-minute limits like an exhausted plan ("You exceeded your current quota").
 * When the body names only short-window quota ids (none allowing zero), the structured
 * QuotaFailure rule decides (lesson 2): phrase rules that answer `quota_limited` stand aside.
 */
function deferToShortQuotaIds(rule: Rule): Rule {
  if (rule.code !== 'quota_limited' || rule.tier === 'structured') return rule;
  const match = rule.match;
  rule.match = (s, all) => (onlyShortQuotaWindows(s) ? null : match(s, all));
  return rule;
}

/**
 * A window of an hour or longer, or a free tier with no allowance at all: waiting minutes never helps
 * (an hour is past the longest wait a throttle is given, {@link SHORT_WAIT_MAX_SECONDS}).
 */
const LONG_PERIOD =
  /\b(?:requests?|calls?|messages?|tokens?|credits?|generations?|queries|prompts?) (?:this (?:month|week)|today)\b|\b(?:in|within) (?:an|one|a single|the (?:last|past)) (?:hour|day|week|month)\b|\b(?:in|per|every) (?:24|twenty-four) hours\b|per[ _-]?(?:hour|day|week|month)(?![a-z])|Per(?:Hour|Day|Week|Month)|\b(?:hourly|daily|weekly|monthly)[ _-](?:[\w-]+[ _-]){0,2}?(?:limits?|quotas?|caps?|allowances?|usage|requests?|tokens?|budgets?|spend(?:ing)?|credits?|messages?|calls?|runs?|rate|capacity)\b|\b(?:limits?|quotas?|caps?|allowances?|usage|budgets?|capacity)\b[^.\n]{0,30}\b(?:hourly|daily|weekly|monthly)\b|\b(?:RPD|TPD|RPH|TPH)\b|limit_(?:rpd|tpd|rph|tph)|\blimit(?:\\?["\x27])?\s*:\s*0\b|\brate limit of 0\b|\bquota limit is 0\b|quota_limit_value\W{1,6}(?:value\W{1,4})?0\b|\blifetime (?:[\w-]+ ){0,2}(?:quotas?|limits?|caps?|allowances?|credits?|usage)\b/i;
/** A window of minutes or seconds (Vertex counts its `online_prediction_*` quotas per minute). */
const SHORT_PERIOD =
  /per[ _-]?(?:minute|second|min)(?![a-z])|Per(?:Minute|Second)|\b(?:RPM|TPM|ITPM|OTPM)\b|\/online_prediction_\w+/i;

/**
 * Throttles and quotas share wordings and statuses: the period they name decides (issue 10, kind
 * 3). A daily, monthly or free-tier `limit: 0` window is a quota even behind a 429 with a short
 * retry hint; a per-minute window is a throttle even when the words say "exceeded your quota".
 * Read only on a hit, from the matched signal's own text.
 */
function decideByPeriod(rule: Rule): Rule {
  const codes = [rule.code, ...(rule.codes ?? [])];
  if (!codes.includes('rate_limited') && !codes.includes('quota_limited')) return rule;
  const match = rule.match;
  rule.match = (s, all) => {
    const hit = match(s, all);
    if (!hit || s.text === undefined) return hit;
    const code = hit.code ?? rule.code;
    if (code !== 'rate_limited' && code !== 'quota_limited') return hit;
    if (LONG_PERIOD.test(s.text)) return code === 'quota_limited' ? hit : { ...hit, code: 'quota_limited' };
    // A structured quota code (InsufficientQuota of a per-minute capacity) outranks the words.
    if (rule.tier !== 'structured' && SHORT_PERIOD.test(s.text))
      return code === 'rate_limited' ? hit : { ...hit, code: 'rate_limited' };
    return hit;
  };
  rule.codes = [
    ...new Set([...(rule.codes ?? []), rule.code === 'rate_limited' ? 'quota_limited' : 'rate_limited']),
  ].filter((c) => c !== rule.code) as Rule['codes'];
  return rule;
}

/**
 * A throttle that one request can never get under (requested above the whole per-minute limit)
 * is the request's own problem: `provider.request_over_rate_budget` answers it, throttles stand aside.
 */
function standAsideOverBudget(rule: Rule): Rule {
  const codes = [rule.code, ...(rule.codes ?? [])];
  if (!codes.includes('rate_limited')) return rule;
  const match = rule.match;
  rule.match = (s, all) => {
    const hit = match(s, all);
    if (!hit || (hit.code ?? rule.code) !== 'rate_limited') return hit;
    return s.text !== undefined && requestOverBudget(s.text) ? null : hit;
  };
  return rule;
}

/** Every rule of the catalogue, in priority order. */
export const RULES: readonly Rule[] = [...STRUCTURED_RULES, ...SIGNATURE_RULES, ...TEXT_RULES]
  .map(deferToShortQuotaIds)
  .map(decideByPeriod)
  .map(standAsideOverBudget)
  .sort(compareRules);
