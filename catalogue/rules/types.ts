import type { Confidence } from '../classification.ts';
import type { Code, Scope } from '../codes.ts';
import type { Signal } from '../extractors/signal.ts';
import type { TimingHint } from '../timing.ts';

/** Priority tiers, strongest first: structured metadata, exact signatures, broad text. */
export const TIERS = ['structured', 'signature', 'text'] as const;
export type Tier = (typeof TIERS)[number];

/** What a rule says about one signal; fields left out take the rule's defaults. */
export interface RuleHit {
  code?: Code;
  confidence?: Confidence;
  scope?: Scope;
  timing?: TimingHint | null;
}

/**
 * A value a field rule compares: the rule can hold only when `field` of the signal equals one of
 * `values` (strings as `is` compares them: case, `_` and `-` folded; numbers exactly; for a list
 * field, any of its elements). The classifier indexes rules by these at load time.
 */
export interface RuleKey {
  field: keyof Signal;
  values: readonly (string | number)[];
}

/** One catalogue rule. Rules are data plus one pure predicate over signals. */
export interface Rule {
  /** Stable id, `<family>.<cause>`; never reused for another meaning. */
  id: string;
  tier: Tier;
  /** Default code; `codes` lists every other code the rule may answer (wait-length splits). */
  code: Code;
  codes?: Code[];
  confidence: Confidence;
  scope?: Scope;
  /** Higher wins among rules of the same tier. */
  priority: number;
  /** Fixture ids that prove the rule. */
  fixtures: string[];
  /** One line for `recourse catalogue` and docs. */
  summary: string;
  /**
   * What the rule reads: `text` rules see only signals with text, `fields` rules only signals read
   * from typed fields. Lets the classifier skip rules that cannot match. Default: every signal.
   */
  reads?: 'text' | 'fields';
  /** The phrase a text rule looks for, and the literals one of which any match contains. */
  pattern?: RegExp;
  anchors?: string[] | null;
  /**
   * The rule marks wording that leaves the cause open, and says what it leaves open ("whether capacity
   * or a quota ran out", read after "the wording leaves open"): it answers `unclassified` for its item
   * unless a specific match in the item, or another item, decides.
   */
  ambiguity?: string;
  /** A field the rule cannot match without: the classifier skips the rule for signals lacking it. */
  needs?: keyof Signal;
  /**
   * Values the rule compares: `match` answers null unless one of these keys holds, so the
   * classifier calls the rule only for a signal whose values name it. Must be implied by `when`.
   */
  keys?: readonly RuleKey[];
  /** Hit for `signal`, or null. `all` are the envelope's signals, for correlation. */
  match(signal: Signal, all: readonly Signal[]): RuleHit | null;
  /**
   * Necessary conditions of `match`, set by `fieldRule` and `textRule`: when `when` answers false, or
   * `test` does on the signal's text (or it has none), `match` answers null, wrapped or not. The
   * classifier asks them first, sparing most calls of `match` and the wrappers around it.
   */
  when?: (signal: Signal, all: readonly Signal[]) => boolean;
  test?: (text: string) => boolean;
}

/** Waits longer than this are subscription or quota windows, not throttles (lesson 3). */
export const SHORT_WAIT_MAX_SECONDS = 600;

/** `rate_limited` for a short or unknown wait, `quota_limited` past {@link SHORT_WAIT_MAX_SECONDS}. */
export function splitByWait(timing: TimingHint | null | undefined): Code {
  return timing && timing.retry_after > SHORT_WAIT_MAX_SECONDS ? 'quota_limited' : 'rate_limited';
}
