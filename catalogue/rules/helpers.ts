/** Small builders shared by the rule files. */
import type { Confidence } from '../classification.ts';
import type { Code, Scope } from '../codes.ts';
import type { Signal } from '../extractors/signal.ts';
import { type Rule, type RuleHit, splitByWait, type Tier } from './types.ts';

/** True for signals read from typed fields, including provider bodies found inside text. */
export function isStructured(s: Signal): boolean {
  return s.origin === 'structured' || s.origin === 'embedded';
}

/**
 * Error text a text rule may read. A message chunk counts only when the same envelope reports the
 * turn failed: the thread's `systemError`, or a JSON-RPC error ending the prompt (lesson 5).
 */
export function failureText(s: Signal, all: readonly Signal[]): string | null {
  if (s.text === undefined) return null;
  if (s.chunk && !all.some((x) => x.systemError || (x.channel === 'jsonrpc' && x.origin === 'structured')))
    return null;
  return s.text;
}

interface TextRuleSpec {
  id: string;
  tier: Exclude<Tier, 'structured'>;
  code: Code;
  pattern: RegExp;
  /** Text that, when present in the same signal, stops the rule (a notice, not a failure). */
  unless?: RegExp;
  priority: number;
  confidence?: Confidence;
  scope?: Scope;
  /** Split `rate_limited` / `quota_limited` by the wait this signal carries (lesson 3). */
  splitByWait?: boolean;
  /** Split by wait only when the signal carries one; without a wait the rule's code stands. */
  splitWhenTimed?: boolean;
  fixtures: string[];
  summary: string;
}

/** A rule that matches a phrase in error text. */
export function textRule(spec: TextRuleSpec): Rule {
  const rule: Rule = {
    id: spec.id,
    tier: spec.tier,
    code: spec.code,
    reads: 'text',
    confidence: spec.confidence ?? (spec.tier === 'signature' ? 'high' : 'medium'),
    priority: spec.priority,
    fixtures: spec.fixtures,
    summary: spec.summary,
    match(s, all) {
      if ((s.lowTrust || s.chunk) && spec.tier === 'text') return null;
      const text = failureText(s, all);
      if (text === null || !spec.pattern.test(text)) return null;
      if (spec.unless?.test(text)) return null;
      const hit: RuleHit = { timing: s.timing };
      if (spec.splitByWait || (spec.splitWhenTimed && s.timing)) hit.code = splitByWait(s.timing);
      return hit;
    },
  };
  if (spec.scope) rule.scope = spec.scope;
  if (spec.splitByWait || spec.splitWhenTimed) {
    rule.codes = spec.code === 'rate_limited' ? ['quota_limited'] : ['rate_limited'];
  }
  return rule;
}

interface FieldRuleSpec {
  id: string;
  code: Code;
  priority: number;
  confidence?: Confidence;
  scope?: Scope;
  splitByWait?: boolean;
  fixtures: string[];
  summary: string;
  /** Predicate over a structured signal. */
  when(s: Signal, all: readonly Signal[]): boolean;
}

/** A rule over typed fields (structured tier). */
export function fieldRule(spec: FieldRuleSpec): Rule {
  const rule: Rule = {
    id: spec.id,
    tier: 'structured',
    code: spec.code,
    reads: 'fields',
    confidence: spec.confidence ?? 'high',
    priority: spec.priority,
    fixtures: spec.fixtures,
    summary: spec.summary,
    match(s, all) {
      if (!isStructured(s) || !spec.when(s, all)) return null;
      const hit: RuleHit = { timing: s.timing };
      if (spec.splitByWait) hit.code = splitByWait(s.timing);
      return hit;
    },
  };
  if (spec.scope) rule.scope = spec.scope;
  if (spec.splitByWait) rule.codes = spec.code === 'rate_limited' ? ['quota_limited'] : ['rate_limited'];
  return rule;
}

/** Case-insensitive equality on an optional field. */
export function is(value: string | undefined, ...names: string[]): boolean {
  if (value === undefined) return false;
  const v = fold(value);
  return names.some((n) => fold(n) === v);
}

/** `usage_limit_exceeded`, `usageLimitExceeded` and `USAGE-LIMIT-EXCEEDED` compare equal. */
function fold(name: string): string {
  return name.replace(/[_-]/g, '').toLowerCase();
}
