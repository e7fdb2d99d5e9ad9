/** The catalogue: every rule, in deterministic order, and its version. */
import { SIGNATURE_RULES } from './signature.ts';
import { STRUCTURED_RULES } from './structured.ts';
import { TEXT_RULES } from './text.ts';
import { type Rule, TIERS } from './types.ts';

export type { Rule, RuleHit, Tier } from './types.ts';
export { SHORT_WAIT_MAX_SECONDS, splitByWait, TIERS } from './types.ts';

/**
 * Version of the rule set. Bump it (date plus a same-day counter) whenever a rule is added,
 * removed, or changes what it answers: classifications record it.
 */
export const CATALOGUE_VERSION = '2026.11.30-45';

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
 * When the body names only short-window quota ids, the structured QuotaFailure rule decides
 * (lesson 2): phrase rules that answer `quota_limited` stand aside.
 */
function deferToShortQuotaIds(rule: Rule): Rule {
  if (rule.code !== 'quota_limited' || rule.tier === 'structured') return rule;
  const match = rule.match;
  rule.match = (s, all) =>
    s.quotaIds !== undefined && s.quotaIds.length > 0 && s.quotaIds.every((q) => SHORT_QUOTA_ID.test(q))
      ? null
      : match(s, all);
  return rule;
}
const SHORT_QUOTA_ID = /Per(?:Minute|Second)/i;

/** Every rule of the catalogue, in priority order. */
export const RULES: readonly Rule[] = [...STRUCTURED_RULES, ...SIGNATURE_RULES, ...TEXT_RULES]
  .map(deferToShortQuotaIds)
  .sort(compareRules);
