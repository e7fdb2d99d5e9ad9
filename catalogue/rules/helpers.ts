/** Small builders shared by the rule files. */
import type { Confidence } from '../classification.ts';
import type { Code, Scope } from '../codes.ts';
import type { Signal } from '../extractors/signal.ts';
import { flattenSets } from '../literal-scan.ts';
import type { TimingHint } from '../timing.ts';
import { anchorIds, anchorsIn, markedAlternatives, registerAlternatives } from './screen.ts';
import { type Rule, type RuleHit, type RuleKey, splitByWait, type Tier } from './types.ts';

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
  // An agent's own warning streamed as a chunk says it carried on (issue 10, kind 1).
  if (s.chunk && WARNING_NOTICE.test(s.text)) return null;
  return s.text;
}

/**
 * A notice that the agent fell back and went on (codex-acp's "Model metadata for `gpt-5` not
 * found. Defaulting to fallback metadata…", a leading "Warning:"): not the turn's failure.
 */
const WARNING_NOTICE =
  /^\W{0,4}warn(?:ing)?\b|\b(?:defaulting|falling back|fell back) to\b|\bfallback metadata\b/i;

const REGEX_META = new Set(['.', '(', ')', '[', ']', '{', '}', '*', '+', '?', '|', '^', '$']);
const ESCAPED_LITERAL = /[.\-/\\()[\]{}*+?|^$'"`:]/;

/** Splits a regex source at its top-level `|` (not inside groups, classes or escapes). */
export function alternatives(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  out.push(source.slice(start));
  return out;
}

/** The literal text an alternative must start with (after `^` and `\b`), lowercased. */
function leadingLiteral(alt: string): string {
  let i = 0;
  while (alt.startsWith('\\b', i) || alt[i] === '^') i += alt[i] === '^' ? 1 : 2;
  let literal = '';
  while (i < alt.length) {
    const c = alt[i]!;
    let ch = c;
    let len = 1;
    if (c === '\\') {
      const n = alt[i + 1];
      if (n === undefined || !ESCAPED_LITERAL.test(n)) break;
      ch = n;
      len = 2;
    } else if (REGEX_META.has(c)) {
      break;
    }
    const next = alt[i + len];
    if (next === '?' || next === '*' || next === '{') break;
    literal += ch;
    if (next === '+') break;
    i += len;
  }
  return literal.toLowerCase();
}

/**
 * Literals one of which every match of `pattern` contains (one per top-level alternative), or
 * null when some alternative has no literal of at least 3 characters. A cheap `includes` screen
 * before the regex; it can only skip texts the regex would not match.
 */
export function anchorsOf(pattern: RegExp): string[] | null {
  const anchors = anchorsOfSource(pattern.source, 0);
  return anchors && [...new Set(anchors)];
}

/**
 * The pattern split at its top-level `|`, each alternative with its own anchors (null: never
 * screened) and its other anchor sets (`also`: every match holds a literal of each as well, so
 * the alternative runs only when the text holds one of every set). `pattern.test(t)` is true
 * exactly when some alternative's regex matches `t`: the alternatives keep the flags, and a
 * pattern with backreferences (whose group numbers a split would change) or a stateful flag
 * stays whole.
 */
export function screenedAlternatives(
  pattern: RegExp,
): { re: RegExp; anchors: string[] | null; also: string[][] }[] {
  const source = pattern.source;
  const alts = alternatives(source);
  if (alts.length === 1) {
    const sets = anchorSetsOfAlternative(source, 0);
    return [{ re: pattern, anchors: anchorsOf(pattern), also: conjoined(sets, mostSelective(sets)) }];
  }
  if (/\\(?:[1-9]|k<)/.test(source) || /[gy]/.test(pattern.flags))
    return [{ re: pattern, anchors: anchorsOf(pattern), also: [] }];
  return alts.map((alt) => {
    const sets = anchorSetsOfAlternative(alt, 0);
    const anchors = mostSelective(sets);
    return {
      re: new RegExp(alt, pattern.flags),
      anchors: anchors && [...new Set(anchors)],
      also: conjoined(sets, anchors),
    };
  });
}

/**
 * The anchor sets of an alternative besides its most selective one, each a literal set of its own
 * (deduplicated, none implied by the chosen one): every match holds a literal of each, so the
 * alternative runs only when the text holds one of each.
 */
function conjoined(sets: readonly string[][], chosen: string[] | null): string[][] {
  if (chosen === null) return [];
  const key = (set: readonly string[]) => [...new Set(set)].sort().join('\u0000');
  const seen = new Set([key(chosen)]);
  const out: string[][] = [];
  for (const set of sets) {
    const k = key(set);
    if (seen.has(k)) continue;
    seen.add(k);
    // Implied by the chosen set (each chosen anchor holds one of its literals): it tells nothing more.
    if (chosen.every((c) => set.some((literal) => c.includes(literal)))) continue;
    out.push([...new Set(set)]);
  }
  return out;
}

function anchorsOfSource(source: string, depth: number): string[] | null {
  const out: string[] = [];
  for (const alt of alternatives(source)) {
    const anchors = anchorsOfAlternative(alt, depth);
    if (anchors === null) return null;
    out.push(...anchors);
  }
  return out;
}

/**
 * The most selective anchor set of one alternative: its leading literal, its longest required
 * literal, or the anchors of a required (not optional) group, whichever has the longest shortest
 * anchor (then the fewest anchors). Every candidate is sound on its own.
 */
function anchorsOfAlternative(alt: string, depth: number): string[] | null {
  return mostSelective(anchorSetsOfAlternative(alt, depth));
}

/**
 * Every anchor set of one alternative, each sound on its own (every match holds one literal of
 * each): its leading literal, each literal run at its top level, and the anchors of each required
 * group.
 */
function anchorSetsOfAlternative(alt: string, depth: number): string[][] {
  const body = alt.replace(/^(?:\^|\\b)+/, '');
  const candidates: string[][] = [];
  const literal = leadingLiteral(body);
  if (literal.length >= 3) candidates.push([literal]);
  for (const required of requiredLiterals(body)) if (required.length >= 3) candidates.push([required]);
  if (depth < 3) {
    for (const group of requiredGroups(body)) {
      const inner = anchorsOfSource(group, depth + 1);
      if (inner) candidates.push(inner);
    }
  }
  return candidates;
}

/** A private address of the local network (RFC 1918): neither loopback nor link-local. */
export const LAN_IPV4 = String.raw`(?:10\.\d{1,3}|192\.168|172\.(?:1[6-9]|2\d|3[01]))\.\d{1,3}\.\d{1,3}`;
/**
 * An IPv4 address that is not on the public internet (private, loopback, link-local): a server
 * there is the caller's own or its deployment's, never a hosted provider's.
 */
export const PRIVATE_IPV4 = String.raw`(?:${LAN_IPV4}|(?:127\.\d{1,3}|169\.254)\.\d{1,3}\.\d{1,3})`;

/** A loopback host with its port (`localhost:11434`, `127.0.0.1:8188`): a server on this machine. */
export const LOOPBACK_WITH_PORT = String.raw`\b(?:localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0):\d{2,5}\b`;

/**
 * Literals that over a tenth of the evidence's texts hold (`error` half of them, `request` and `api`
 * more than a quarter): a set with one of them screens little, so it is chosen last.
 */
export const COMMON_LITERALS: ReadonlySet<string> = new Set([
  'error',
  'request',
  'api',
  'model',
  'message',
  'http',
  'please',
  'your',
  'fail',
  'failed',
  'limit',
  'invalid',
  'exceed',
  'exception',
  'openai',
  'token',
]);

/** Whether a set lets most texts through: one of its literals is common. */
export function commonAnchorSet(set: readonly string[]): boolean {
  return set.some((a) => COMMON_LITERALS.has(a.trim()));
}

/**
 * The most selective of anchor sets: one without a common literal, then the longest shortest
 * anchor, then the fewest anchors. The choice only orders the screens (the others stay `also`) and
 * decides which anchors visit the rule.
 */
function mostSelective(candidates: readonly string[][]): string[] | null {
  let best: string[] | null = null;
  let bestMin = 0;
  let bestCommon = true;
  for (const c of candidates) {
    const min = Math.min(...c.map((a) => a.length));
    const common = commonAnchorSet(c);
    const better =
      best === null ||
      (bestCommon && !common) ||
      (bestCommon === common && (min > bestMin || (min === bestMin && c.length < best.length)));
    if (better) {
      best = c;
      bestMin = min;
      bestCommon = common;
    }
  }
  return best;
}

/** Bodies of the top-level groups every match passes through: `(?:…)` or `(…)`, not quantified optional. */
function requiredGroups(alt: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < alt.length) {
    const c = alt[i]!;
    if (c === '\\') {
      i += 2;
    } else if (c === '[') {
      let j = i + 1;
      while (j < alt.length && alt[j] !== ']') j += alt[j] === '\\' ? 2 : 1;
      i = j + 1;
    } else if (c === '(') {
      const close = closingParen(alt.slice(i));
      if (close < 0) break;
      const after = alt[i + close + 1];
      const optional = after === '?' || after === '*' || after === '{';
      // Lookarounds and named groups (`(?=`, `(?<!`, `(?<n>`) never count.
      const start = alt.startsWith('(?:', i) ? i + 3 : alt[i + 1] === '?' ? -1 : i + 1;
      if (!optional && start > 0) out.push(alt.slice(start, i + close));
      i += close + 1;
    } else {
      i++;
    }
  }
  return out;
}

/** Skips a quantifier at `i` (`?`, `*`, `+`, `{m,n}`, with a lazy `?`); returns the next index. */
function skipQuantifier(source: string, i: number): number {
  let j = i;
  if (source[j] === '{') j = source.indexOf('}', j) + 1 || source.length;
  else if (source[j] === '?' || source[j] === '*' || source[j] === '+') j++;
  else return i;
  return source[j] === '?' ? j + 1 : j;
}

/**
 * How many units the escape at `i` spans: `\\x22`, `\\u0041`, `\\u{1F600}`, `\\cA`, `\\p{L}`, `\\k<name>`
 * and back references run past the letter after the backslash, which must not be read as literals.
 */
function escapeLength(source: string, i: number): number {
  const n = source[i + 1];
  const through = (close: string) => {
    const at = source.indexOf(close, i + 2);
    return at < 0 ? 2 : at + 1 - i;
  };
  if (n === 'x') return 4;
  if (n === 'u') return source[i + 2] === '{' ? through('}') : 6;
  if (n === 'c') return 3;
  if ((n === 'p' || n === 'P') && source[i + 2] === '{') return through('}');
  if (n === 'k' && source[i + 2] === '<') return through('>');
  let j = i + 1;
  while (j < source.length && source[j]! >= '0' && source[j]! <= '9') j++;
  return Math.max(2, j - i);
}

/**
 * The runs of literal characters that every match of this alternative contains, in order: runs at
 * the top level only, never inside groups or classes, never a quantified character.
 */
function requiredLiterals(alt: string): string[] {
  const runs: string[] = [];
  let run = '';
  const end = () => {
    if (run.length > 0) runs.push(run);
    run = '';
  };
  let i = 0;
  while (i < alt.length) {
    const c = alt[i]!;
    if (c === '(') {
      end();
      const close = closingParen(alt.slice(i));
      if (close < 0) break;
      i = skipQuantifier(alt, i + close + 1);
      continue;
    }
    if (c === '[') {
      end();
      let j = i + 1;
      while (j < alt.length && alt[j] !== ']') j += alt[j] === '\\' ? 2 : 1;
      i = skipQuantifier(alt, j + 1);
      continue;
    }
    let ch: string | null = c;
    let len = 1;
    if (c === '\\') {
      const n = alt[i + 1];
      len = escapeLength(alt, i);
      ch = len === 2 && n !== undefined && ESCAPED_LITERAL.test(n) ? n : null;
    } else if (REGEX_META.has(c)) {
      ch = null;
    }
    const next = alt[i + len];
    const quantified = next === '?' || next === '*' || next === '{' || next === '+';
    if (ch === null || (quantified && next !== '+')) {
      end();
      i = skipQuantifier(alt, i + len);
      continue;
    }
    run += ch.toLowerCase();
    i += len;
    if (next === '+') {
      end();
      i = skipQuantifier(alt, i);
    }
  }
  end();
  return runs;
}

function closingParen(source: string): number {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/**
 * A hit carrying the signal's timing, read only when someone asks: reading a timing hint from
 * text is costly and only the winning match (and wait-split rules) need it.
 */
export function signalTiming(s: Signal): RuleHit {
  const hit = {} as RuleHit & { [HIT_SIGNAL]: Signal };
  hit[HIT_SIGNAL] = s;
  return Object.defineProperty(hit, 'timing', HIT_TIMING);
}

/** Where a hit keeps its signal (a symbol: nothing else reads it). */
const HIT_SIGNAL = Symbol('signal');
/**
 * The accessor every hit shares: an accessor made for one hit would give it a hidden class of its
 * own in the old generation, holding the signal alive through every scavenge (see `LAZY_TIMING`
 * in `extractors/text.ts`).
 */
const HIT_TIMING: PropertyDescriptor = {
  enumerable: true,
  configurable: true,
  get(this: { [HIT_SIGNAL]: Signal }): TimingHint | null {
    return this[HIT_SIGNAL].timing;
  },
};

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
  /** What the wording leaves open (see {@link Rule.ambiguity}); the rule's code is then `unclassified`. */
  ambiguity?: string;
  fixtures: string[];
  summary: string;
}

/** A rule that matches a phrase in error text. */
export function textRule(spec: TextRuleSpec): Rule {
  // The classifier screens by these anchors (one scan of a text for every rule's anchors) and
  // calls `match` only when one occurs; then only the alternatives whose anchors occur run.
  const anchors = anchorsOf(spec.pattern);
  const alternatives = screenedAlternatives(spec.pattern);
  const res = alternatives.map(({ re }) => re);
  // Every alternative has a literal to screen by (`unscreened.test.ts` holds it too; here it stops the load).
  const firstSets = alternatives.map(({ anchors: a, re }) => {
    if (a === null)
      throw new Error(`text rule ${spec.id}: no literal screens the alternative ${re.source.slice(0, 60)}`);
    return anchorIds(a)!;
  });
  // The screen marks the alternatives whose first anchor set a text holds; only those are tried, each
  // behind its other anchor sets (flattened in one array) and its regex. Any order: each is a plain
  // test, and one match answers.
  const first = registerAlternatives(firstSets);
  const { sets, at } = flattenSets(alternatives.map(({ also }) => also.map((set) => anchorIds(set)!)));
  const test = (text: string): boolean => {
    const found = anchorsIn(text);
    const { ids, count } = markedAlternatives();
    for (let i = 0; i < count; i++) {
      const k = ids[i]! - first;
      if (k < 0 || k >= res.length) continue;
      if (found.hasEach(sets, at[k]!) && res[k]!.test(text)) return true;
    }
    return false;
  };
  const rule: Rule = {
    id: spec.id,
    tier: spec.tier,
    code: spec.code,
    reads: 'text',
    pattern: spec.pattern,
    anchors,
    confidence: spec.confidence ?? (spec.tier === 'signature' ? 'high' : 'medium'),
    priority: spec.priority,
    fixtures: spec.fixtures,
    summary: spec.summary,
    test,
    match(s, all) {
      if ((s.lowTrust || s.chunk) && spec.tier === 'text') return null;
      const text = failureText(s, all);
      if (text === null) return null;
      if (!test(text)) return null;
      if (spec.unless?.test(text)) return null;
      const hit = signalTiming(s);
      if (spec.splitByWait || (spec.splitWhenTimed && s.timing)) hit.code = splitByWait(s.timing);
      return hit;
    },
  };
  if (spec.scope) rule.scope = spec.scope;
  if (spec.ambiguity) {
    if (spec.code !== 'unclassified')
      throw new Error(`text rule ${spec.id}: an ambiguity answers unclassified`);
    rule.ambiguity = spec.ambiguity;
  }
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
  /** A field `when` is false without (see {@link Rule.needs}). */
  needs?: keyof Signal;
  /**
   * The values `when` compares (see {@link Rule.keys}): `when` must be false unless one of them holds.
   * A rule without keys is called for every structured signal.
   */
  key?: RuleKey | readonly RuleKey[];
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
    when: spec.when,
    confidence: spec.confidence ?? 'high',
    priority: spec.priority,
    fixtures: spec.fixtures,
    summary: spec.summary,
    match(s, all) {
      if (!isStructured(s) || !spec.when(s, all)) return null;
      const hit = signalTiming(s);
      if (spec.splitByWait) hit.code = splitByWait(s.timing);
      return hit;
    },
  };
  if (spec.scope) rule.scope = spec.scope;
  if (spec.needs) rule.needs = spec.needs;
  if (spec.key) rule.keys = 'field' in spec.key ? [spec.key as RuleKey] : (spec.key as readonly RuleKey[]);
  if (spec.splitByWait) rule.codes = spec.code === 'rate_limited' ? ['quota_limited'] : ['rate_limited'];
  return rule;
}

/** Case-insensitive equality on an optional field. */
export function is(value: string | undefined, ...names: string[]): boolean {
  if (value === undefined) return false;
  for (let i = 0; i < names.length; i++) if (foldedEqual(value, names[i]!)) return true;
  return false;
}

/**
 * `fold(a) === fold(b)` without building either: ASCII is compared in place (skipping `_` and `-`,
 * upper case folded); at the first other unit both are folded whole, since lowercasing such a unit
 * may yield several units.
 */
function foldedEqual(a: string, b: string): boolean {
  if (a === b) return true;
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < a.length && (a.charCodeAt(i) === 95 || a.charCodeAt(i) === 45)) i++;
    while (j < b.length && (b.charCodeAt(j) === 95 || b.charCodeAt(j) === 45)) j++;
    if (i === a.length || j === b.length) return i === a.length && j === b.length;
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(j);
    if (x >= 128 || y >= 128) return fold(a) === fold(b);
    if (x >= 65 && x <= 90) x += 32;
    if (y >= 65 && y <= 90) y += 32;
    if (x !== y) return false;
    i++;
    j++;
  }
}

const folded = new Map<string, string>();

/** `usage_limit_exceeded`, `usageLimitExceeded` and `USAGE-LIMIT-EXCEEDED` compare equal: `is` compares these. */
export function fold(name: string): string {
  let f = folded.get(name);
  if (f === undefined) {
    f = name.replace(/[_-]/g, '').toLowerCase();
    // Bounded: provider values are few, but an adversarial stream must not grow the cache.
    if (folded.size > 4096) folded.clear();
    folded.set(name, f);
  }
  return f;
}
