/**
 * The deterministic classifier: envelope -> signals -> rule matches -> one classification.
 * Pure and total: a valid envelope never makes it throw.
 *
 * Resolution, in order:
 * 1. Each evidence item speaks once: a background-work veto, else its best match (weak priors last,
 *    hard before transient, then tier, priority, id).
 * 2. A background-work veto (`code: unclassified`) wins: that evidence is not the user's turn.
 * 3. Cancellation dominates (lesson 7).
 * 4. Weak priors of other items (a bare status) yield to specific evidence, unless they are hard.
 * 5. Hard beats transient wrappers whatever their tiers (lesson 4). A not_provider answer and a
 *    hard or transient one at the same tier conflict (rule `conflict`); otherwise the stronger
 *    tier wins.
 * 6. Within the winning class: tier, then the latest item (lesson 7), then priority, then id.
 * 7. A network failure when the candidate's provider is a local runtime (Ollama, LM Studio, llama.cpp),
 *    or the evidence names the agent's base URL as a loopback address, and no public host is named,
 *    is that runtime's (`local.provider_transport`).
 */

import { parseOrThrow } from '../validation/field-errors.ts';
import { type Classification, type Confidence, SAFE_EXCERPT_MAX } from './classification.ts';
import { CODES, type Code, type ErrorClass, type Scope } from './codes.ts';
import { type EvidenceEnvelope, type EvidenceItem, envelopeSchema } from './envelope.ts';
import { fastEnvelope } from './envelope-fast.ts';
import { extractSignals } from './extractors/index.ts';
import type { Signal } from './extractors/signal.ts';
import { fold, PRIVATE_IPV4 } from './rules/helpers.ts';
import { CATALOGUE_VERSION, RULES, type Rule, type RuleHit, type Tier, tierRank } from './rules/index.ts';
import { anchorIds, buildScreen, foundAnchors, scanAnchors } from './rules/screen.ts';
import { modelIdOut, safeExcerpt } from './sanitize.ts';
import type { TimingHint } from './timing.ts';

/** One rule that matched one signal. */
export interface Match {
  rule: Rule;
  signal: Signal;
  code: Code;
  class: ErrorClass;
  confidence: Confidence;
  scope: Scope | null;
  timing: TimingHint | null;
}

/** One line of an explanation. */
export interface ExplainedMatch {
  rule: string;
  tier: Tier;
  code: Code;
  class: ErrorClass;
  item_index: number;
}

/** Which rules matched, which won, and why. */
export interface Explanation {
  matches: ExplainedMatch[];
  winner: string;
  why: string;
}

/** Options of {@link classify}. */
export interface ClassifyOptions {
  /** Ask for an explanation (only `classifyWithExplanation` returns it). */
  explain?: boolean;
}

/** Rule id when nothing matched. */
export const RULE_NONE = 'none';
/** Rule id when strong evidence of different classes disagreed. */
export const RULE_CONFLICT = 'conflict';
/** Rule id when a transport failure is read as the local runtime the candidate's provider names. */
export const RULE_LOCAL_PROVIDER = 'local.provider_transport';

/** The answers resolution gives beside the rules' own ids (listed by `recourse catalogue`). */
export const RESOLUTION_STEPS = [
  { id: RULE_NONE, code: 'unclassified', summary: 'No rule matched the evidence.' },
  {
    id: RULE_CONFLICT,
    code: 'unclassified',
    summary: 'Strong evidence of different classes disagreed, and nothing decided between them.',
  },
  {
    id: RULE_LOCAL_PROVIDER,
    code: 'local_runtime_error',
    summary:
      "A network failure when the candidate's provider is a local runtime, or the agent's base URL a loopback address, and no public host or address is named.",
  },
] as const satisfies readonly { id: string; code: Code; summary: string }[];

/**
 * Providers that are runtimes on the caller's own machine or network (the envelope's provider_id,
 * set by the service from the candidate), or whose id says it is local (`vllm-local`, `local-qwen`):
 * when one of them cannot be reached, the runtime is down or busy, which no wait on a provider mends.
 * A serving stack's bare name (vllm, tgi, sglang) is not enough: it is as often a remote cluster.
 */
const LOCAL_PROVIDER =
  /^(?:ollama|lm-?studio|llama[.-]?cpp|llamafile|local-?ai|kobold(?:cpp)?|jan|o?mlx(?:-lm|-serve)?|text-generation-webui|oobabooga|local[-_][a-z0-9.]+|[a-z0-9.]+[-_]local)$/i;
/** The agent's base URL named as a loopback address (`API Base URL: http://127.0.0.1:3456`). */
const LOOPBACK_BASE_URL =
  /\bbase[ _-]?url\b\W{0,3}\s{0,3}(?:[:=]\s{0,3})?["'`]?https?:\/\/(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|0\.0\.0\.0)(?::\d{2,5})?(?![\w.-])/i;
/**
 * A public address or host named in the evidence (a registry, a cloud API): a transport failure
 * there is the network's. A host needs a public top-level domain: a bare or internal name is local.
 */
const PUBLIC_ENDPOINT = new RegExp(
  String.raw`\b(?!${PRIVATE_IPV4}\b|0\.)\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b|\b(?:[a-z0-9-]+\.)+(?:com|net|org|ai|io|dev|cloud)\b`,
  'i',
);

const SAFE_ID = /^[A-Za-z0-9._:/-]{1,100}$/;

/**
 * Parses and bounds an envelope; throws a ValidationError with paths like `evidence.3.status`.
 * A hand-written check accepts the common case; zod decides (and explains) everything else.
 */
export function parseEnvelope(json: unknown): EvidenceEnvelope {
  return fastEnvelope(json) ?? parseOrThrow(envelopeSchema, json, 'evidence envelope');
}

function compareMatches(a: Match, b: Match): number {
  return (
    tierRank(a.rule) - tierRank(b.rule) ||
    b.signal.item - a.signal.item ||
    b.rule.priority - a.rule.priority ||
    (a.rule.id < b.rule.id ? -1 : a.rule.id > b.rule.id ? 1 : 0)
  );
}

// Rules by what they read, so a signal only meets rules that can match it.
const TEXT_RULES = RULES.filter((r) => r.reads !== 'fields');
const FIELD_RULES = RULES.filter((r) => r.reads !== 'text');
const ANY_RULES = RULES.filter((r) => r.reads === undefined);

/**
 * A list of rules indexed for screening: a signal meets only the rules one of whose anchors occurs
 * in its text, the rules one of whose keys its values name, the rules whose needed field it has,
 * and the rules screened by none of these.
 */
interface RuleList {
  rules: readonly Rule[];
  /** Words of a mask with one bit per rule. */
  words: number;
  /** Rules with neither anchors, keys nor a needed field. */
  always: Uint32Array;
  /** Keyed rules by field, then by value (a string folded as `is` folds it, a number as it is). */
  byKey: readonly KeyTable[];
  /**
   * Rule indexes by anchor id (`byAnchor[anchorStart[id] .. anchorStart[id + 1])`, one array: few
   * cache lines a text), and by the bit of the needed field in {@link NEED_KEYS}.
   */
  anchorStart: Int32Array;
  byAnchor: Int32Array;
  byNeed: readonly (readonly number[])[];
  /** The needed field's bit of each rule (0: none). */
  needs: Int32Array;
  /** Whether any rule is screened by anchors (else a text need not be scanned). */
  anchored: boolean;
}

/** The fields rules declare they need; a signal's present ones are read once into a bit mask. */
const NEED_KEYS = [...new Set(RULES.flatMap((r) => (r.needs ? [r.needs] : [])))];
if (NEED_KEYS.length > 31) throw new Error('more needed fields than bits of a mask');

function presentNeeds(signal: Signal): number {
  let mask = 0;
  for (let k = 0; k < NEED_KEYS.length; k++) if (signal[NEED_KEYS[k]!] !== undefined) mask |= 1 << k;
  return mask;
}

/** The rules that can match `signal`, in catalogue order. */
function rulesFor(signal: Signal): RuleList {
  // A body found inside text is read by field rules; its words are already in the text signal.
  if (signal.origin === 'embedded') return FIELD_LIST;
  const structured = signal.origin !== 'text';
  const text = signal.text !== undefined;
  if (structured && text) return ALL_LIST;
  if (structured) return FIELD_LIST;
  return text ? TEXT_LIST : ANY_LIST;
}

interface KeyTable {
  field: keyof Signal;
  values: Map<string | number, number[]>;
}

const keyOf = (value: string | number): string | number => (typeof value === 'string' ? fold(value) : value);

function listOf(rules: readonly Rule[]): RuleList {
  const words = (rules.length + 31) >>> 5;
  const always = new Uint32Array(words);
  const byKey: KeyTable[] = [];
  const byAnchor: number[][] = [];
  const byNeed: number[][] = NEED_KEYS.map(() => []);
  const needs = new Int32Array(rules.length);
  rules.forEach((rule, r) => {
    // Only text rules are screened by anchors: another rule may read other fields than the text.
    const ids = rule.reads === 'text' ? anchorIds(rule.anchors) : null;
    const need = rule.needs ? NEED_KEYS.indexOf(rule.needs) : -1;
    needs[r] = need < 0 ? 0 : 1 << need;
    if (rule.keys && rule.keys.length > 0) {
      for (const key of rule.keys) {
        let table = byKey.find((t) => t.field === key.field);
        if (!table) {
          table = { field: key.field, values: new Map() };
          byKey.push(table);
        }
        for (const value of key.values) {
          const k = keyOf(value);
          const list = table.values.get(k) ?? [];
          if (!list.includes(r)) list.push(r);
          table.values.set(k, list);
        }
      }
    } else if (ids) {
      for (const id of ids) {
        byAnchor[id] ??= [];
        byAnchor[id].push(r);
      }
    } else if (need >= 0) byNeed[need]!.push(r);
    else always[r >>> 5]! |= 1 << (r & 31);
  });
  const anchorStart = new Int32Array(byAnchor.length + 1);
  for (let id = 0; id < byAnchor.length; id++)
    anchorStart[id + 1] = anchorStart[id]! + (byAnchor[id]?.length ?? 0);
  const flat = Int32Array.from(byAnchor.flatMap((list) => list ?? []));
  return {
    rules,
    words,
    always,
    byKey,
    anchorStart,
    byAnchor: flat,
    byNeed,
    needs,
    anchored: byAnchor.length > 0,
  };
}
const ALL_LIST = listOf(RULES);
const FIELD_LIST = listOf(FIELD_RULES);
const TEXT_LIST = listOf(TEXT_RULES);
const ANY_LIST = listOf(ANY_RULES);
buildScreen();
/** The mask of the rules a signal meets (reused: findMatches is not re-entrant). */
const meets = new Uint32Array(ALL_LIST.words);

/** A {@link Match}; its timing is read from the hit on demand (only the winner's, or its code's, is ever needed). */
class RuleMatch implements Match {
  readonly rule: Rule;
  readonly signal: Signal;
  readonly code: Code;
  readonly class: ErrorClass;
  readonly confidence: Confidence;
  readonly scope: Scope | null;
  private readonly hit: RuleHit;

  constructor(rule: Rule, signal: Signal, hit: RuleHit) {
    const code = hit.code ?? rule.code;
    this.rule = rule;
    this.signal = signal;
    this.code = code;
    this.class = CODES[code].class;
    this.confidence = hit.confidence ?? rule.confidence;
    this.scope = hit.scope ?? rule.scope ?? CODES[code].scope;
    this.hit = hit;
  }

  get timing(): TimingHint | null {
    return this.hit.timing ?? null;
  }
}

function meet(rules: readonly number[] | undefined): void {
  if (rules) for (const r of rules) meets[r >>> 5]! |= 1 << (r & 31);
}

/** Marks the keyed rules of `list` that one of `signal`'s values names. */
function meetKeyed(list: RuleList, signal: Signal): void {
  for (const { field, values } of list.byKey) {
    const v = signal[field];
    if (typeof v === 'string') meet(values.get(fold(v)));
    else if (typeof v === 'number') meet(values.get(v));
    else if (Array.isArray(v)) for (const e of v) if (typeof e === 'string') meet(values.get(fold(e)));
  }
}

/** The ids of the rules `signal` meets by its values (for the test that holds the keys sound). */
export function keyedRuleIds(signal: Signal): Set<string> {
  const list = rulesFor(signal);
  meets.fill(0);
  meetKeyed(list, signal);
  const ids = new Set<string>();
  list.rules.forEach((rule, r) => {
    if ((meets[r >>> 5]! & (1 << (r & 31))) !== 0) ids.add(rule.id);
  });
  return ids;
}

/** Every rule match over every signal, in signal order. */
export function findMatches(signals: readonly Signal[]): Match[] {
  const out: Match[] = [];
  for (const signal of signals) {
    const list = rulesFor(signal);
    const { rules, words, needs, anchorStart, byAnchor } = list;
    meets.set(list.always);
    const present = presentNeeds(signal);
    for (let k = 0; k < NEED_KEYS.length; k++) {
      if ((present & (1 << k)) === 0) continue;
      for (const r of list.byNeed[k]!) meets[r >>> 5]! |= 1 << (r & 31);
    }
    meetKeyed(list, signal);
    if (signal.text !== undefined && list.anchored) {
      scanAnchors(signal.text);
      const found = foundAnchors();
      for (let f = 0; f < found.count; f++) {
        const anchor = found.ids[f]!;
        // Anchors past the list's last are no rule's of this list.
        if (anchor >= anchorStart.length - 1) continue;
        for (let a = anchorStart[anchor]!; a < anchorStart[anchor + 1]!; a++) {
          const r = byAnchor[a]!;
          meets[r >>> 5]! |= 1 << (r & 31);
        }
      }
    }
    // In catalogue order: lowest bit first.
    for (let w = 0; w < words; w++) {
      let bits = meets[w]!;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const r = (w << 5) + 31 - Math.clz32(low);
        // A rule without the field it needs cannot match.
        if (needs[r] !== 0 && (present & needs[r]!) === 0) continue;
        const rule = rules[r]!;
        // Necessary conditions first: most rules a signal meets answer no, without the call chain of `match`.
        if (rule.when !== undefined && !rule.when(signal, signals)) continue;
        if (rule.test !== undefined && (signal.text === undefined || !rule.test(signal.text))) continue;
        const hit = rule.match(signal, signals);
        if (!hit) continue;
        out.push(new RuleMatch(rule, signal, hit));
      }
    }
  }
  return out;
}

/**
 * Answers the evidence rules out: a tool's failure keeps its owner or stays open, never a provider
 * answer (issue 10, kind 1), and the agent's own narrative of it names no open question of the
 * provider's either; an error its client already called non-retryable is never transient.
 */
function ruledOut(m: Match): boolean {
  if (m.signal.tool)
    return m.class !== 'not_provider' && (m.code !== 'unclassified' || m.signal.family === 'narrative');
  return m.signal.nonRetryable === true && m.class === 'transient';
}

function withoutToolProviderAnswers(matches: Match[]): Match[] {
  let drop = false;
  for (const m of matches) if (ruledOut(m)) drop = true;
  return drop ? matches.filter((m) => !ruledOut(m)) : matches;
}

/** Rules at or below this priority are weak priors (a bare status, a wrapper phrase). */
export const WEAK_PRIORITY = 10;

/** Where the last match of a phrase starts in a text, or -1. */
function lastIndexIn(text: string, pattern: RegExp): number {
  const re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  let last = -1;
  for (const m of text.matchAll(re)) last = m.index;
  return last;
}

/**
 * Whether the item's text states a hard provider failure after its stop: "Request was aborted" and
 * then a 400 for the conversation is that 400 (the last decisive event, within one text as across
 * items). Retry lines after an abort are its tail and leave the stop in place; only phrases can be
 * placed in the text, so a stop with no phrase after it still ends the item.
 */
function failureAfterStop(matches: readonly Match[], from: number, to: number, stop: Match): boolean {
  const text = stop.signal.text;
  if (text === undefined || stop.rule.pattern === undefined) return false;
  let stopAt = -2;
  for (let i = from; i < to; i++) {
    const m = matches[i]!;
    // Retries still printed after an abort are its tail, not a new cause; a refusal is.
    if (m.class !== 'hard' || m.rule.priority <= WEAK_PRIORITY || m.rule.pattern === undefined) continue;
    if (stopAt === -2) stopAt = lastIndexIn(text, stop.rule.pattern);
    if (lastIndexIn(text, m.rule.pattern) > stopAt) return true;
  }
  return false;
}

/**
 * The best match of one item: weak priors only when nothing else matched it, hard before
 * transient, then the usual order.
 */
function itemBest(matches: readonly Match[], from: number, to: number): Match {
  // In place over matches[from, to): the same picks as filtering and sorting copies, without them.
  // A background-work veto speaks for the whole item.
  for (let i = from; i < to; i++) {
    const m = matches[i]!;
    if (m.code === 'unclassified' && !m.rule.ambiguity) return m;
  }
  // The last decisive event wins: a person or the orchestrator stopping the run ends it, whatever
  // retries or overloads the same log showed before (lesson 7).
  let stop: Match | null = null;
  for (let i = from; i < to && stop === null; i++) if (matches[i]!.code === 'cancelled') stop = matches[i]!;
  if (stop !== null && !failureAfterStop(matches, from, to, stop)) return stop;
  // Wording that leaves the cause open speaks for the item unless something specific in
  // it decides (a structured field, an exact signature of the cause); else it takes no part.
  let ambiguous: Match | null = null;
  for (let i = from; i < to && ambiguous === null; i++)
    if (matches[i]!.rule.ambiguity) ambiguous = matches[i]!;
  if (ambiguous) {
    let decided = false;
    for (let i = from; i < to && !decided; i++) {
      const m = matches[i]!;
      decided = m !== ambiguous && m.rule.priority > WEAK_PRIORITY && m.rule.tier !== 'text';
    }
    if (!decided) return ambiguous;
  }
  // Weak priors only when nothing strong matched; hard before transient; then the usual order
  // (the first of equals, as a stable sort would leave it).
  let strong = false;
  for (let i = from; i < to && !strong; i++) {
    const m = matches[i]!;
    strong = m !== ambiguous && m.rule.priority > WEAK_PRIORITY;
  }
  let hard = false;
  for (let i = from; i < to && !hard; i++) {
    const m = matches[i]!;
    hard = m !== ambiguous && (!strong || m.rule.priority > WEAK_PRIORITY) && m.class === 'hard';
  }
  let best: Match | null = null;
  for (let i = from; i < to; i++) {
    const m = matches[i]!;
    if (
      m === ambiguous ||
      m.code === 'cancelled' ||
      (strong && m.rule.priority <= WEAK_PRIORITY) ||
      (hard && m.class === 'transient')
    )
      continue;
    if (best === null || compareMatches(m, best) < 0) best = m;
  }
  return best!;
}

/** Each item's best match, in item order (exported for the test that holds it to filtering and sorting copies). */
export function bestPerItem(matches: Match[]): Match[] {
  // Matches come in signal order and signals in item order, so each item's matches form one run;
  // should an item ever come back after another, they are grouped first.
  for (let i = 1; i < matches.length; i++) {
    if (matches[i]!.signal.item < matches[i - 1]!.signal.item) {
      const byItem = new Map<number, Match[]>();
      for (const m of matches) {
        const list = byItem.get(m.signal.item) ?? [];
        list.push(m);
        byItem.set(m.signal.item, list);
      }
      return [...byItem.values()].map((run) => itemBest(run, 0, run.length));
    }
  }
  const perItem: Match[] = [];
  for (let from = 0; from < matches.length; ) {
    const item = matches[from]!.signal.item;
    let to = from + 1;
    while (to < matches.length && matches[to]!.signal.item === item) to++;
    perItem.push(itemBest(matches, from, to));
    from = to;
  }
  return perItem;
}

interface Verdict {
  winner: Match | null;
  why: string;
}

/** The first match of class `cls` in sorted order, or null. */
function bestOf(sorted: readonly Match[], cls: ErrorClass): Match | null {
  for (const m of sorted) if (m.class === cls) return m;
  return null;
}

function resolve(items: Match[]): Verdict {
  if (items.length === 0) return { winner: null, why: 'no rule matched any failure evidence' };
  // Weak priors of other items yield to specific evidence, except hard ones (safety first).
  const strong = items.some((m) => m.rule.priority > WEAK_PRIORITY);
  const perItem = strong ? items.filter((m) => m.rule.priority > WEAK_PRIORITY || m.class === 'hard') : items;
  const sorted = [...perItem].sort(compareMatches);

  const veto = sorted.find((m) => m.code === 'unclassified' && !m.rule.ambiguity);
  if (veto) return { winner: veto, why: `${veto.rule.id} marks the evidence as not the active turn` };
  // Items whose wording left the cause open yield to any other item that decides it.
  const decided = sorted.filter((m) => !m.rule.ambiguity);
  if (decided.length < sorted.length) {
    if (decided.length === 0)
      return {
        winner: sorted[0]!,
        why: `${sorted[0]!.rule.id}: the wording leaves open ${sorted[0]!.rule.ambiguity}`,
      };
    return resolve(decided);
  }
  const cancel = sorted.find((m) => m.code === 'cancelled');
  if (cancel) {
    // The last decisive event wins (lesson 7): a stop ends the run, unless a specific failure came
    // after every stop; then the stops before it take no part.
    let lastStop = -1;
    for (const m of sorted) if (m.code === 'cancelled' && m.signal.item > lastStop) lastStop = m.signal.item;
    const after = sorted.some((m) => m.signal.item > lastStop && m.rule.priority > WEAK_PRIORITY);
    if (!after) return { winner: cancel, why: 'cancellation dominates other evidence' };
    return resolve(items.filter((m) => m.code !== 'cancelled'));
  }
  const hard = bestOf(sorted, 'hard');
  const notProvider = bestOf(sorted, 'not_provider');
  const transient = bestOf(sorted, 'transient');
  let pick: Match | null = null;
  if (hard && notProvider) {
    const diff = tierRank(hard.rule) - tierRank(notProvider.rule);
    if (diff === 0) {
      return {
        winner: null,
        why: `conflict: ${hard.rule.id} (hard) and ${notProvider.rule.id} (not_provider) at tier ${hard.rule.tier}`,
      };
    }
    pick = diff < 0 ? hard : notProvider;
  } else {
    pick = hard ?? notProvider;
  }
  if (pick?.class === 'hard') {
    return {
      winner: pick,
      why: transient
        ? `hard evidence ${pick.rule.id} beats transient ${transient.rule.id}`
        : 'strongest hard evidence',
    };
  }
  if (pick && transient && tierRank(transient.rule) === tierRank(pick.rule)) {
    return {
      winner: null,
      why: `conflict: ${transient.rule.id} (transient) and ${pick.rule.id} (not_provider) at tier ${pick.rule.tier}`,
    };
  }
  if (pick && transient && tierRank(transient.rule) < tierRank(pick.rule)) {
    return {
      winner: transient,
      why: `transient ${transient.rule.id} is at a stronger tier than ${pick.rule.id}`,
    };
  }
  if (pick) return { winner: pick, why: `strongest ${pick.class} evidence` };
  return { winner: transient, why: 'strongest transient evidence' };
}

/** Timing of the winning evidence, or of other evidence for the same code when it has none. */
function timingFor(winner: Match, matches: Match[]): TimingHint | null {
  if (winner.timing) return winner.timing;
  // In order, reading timings only until one is found.
  const same = matches
    .filter((m) => m.code === winner.code)
    .sort((a, b) => b.signal.item - a.signal.item || compareMatches(a, b));
  for (const m of same) if (m.timing) return m.timing;
  return null;
}

function safeId(value: string | undefined): string | null {
  return value === undefined || !SAFE_ID.test(value) ? null : modelIdOut(value);
}

/** Longest piece of one fragment handed to the sanitizer; cut at whitespace so no token is split. */
const EXCERPT_INPUT_MAX = 2 * SAFE_EXCERPT_MAX;

function headOf(text: string): string {
  if (text.length <= EXCERPT_INPUT_MAX) return text;
  const cut = text.slice(0, EXCERPT_INPUT_MAX);
  const space = cut.search(/\s\S*$/);
  return space > 0 ? cut.slice(0, space) : '';
}

/** How telling a channel is when nothing matched: error frames first, a bare exit last. */
const CHANNEL_WEIGHT: Record<Signal['channel'], number> = {
  jsonrpc: 5,
  http: 5,
  agent_event: 5,
  stderr: 4,
  network: 4,
  spawn: 4,
  exit: 2,
  stdout: 1,
};

/**
 * The signal an unknown failure is best shown by (catalogue growth needs its context): the most
 * telling channel, then the latest item; never progress notices or low-trust narration when
 * anything else is there.
 */
function mostTelling(signals: readonly Signal[]): Signal | null {
  let best: Signal | null = null;
  let bestScore = -1;
  for (const s of signals) {
    if (s.excerpt.every((f) => f.length === 0)) continue;
    const score = CHANNEL_WEIGHT[s.channel] * 2 - (s.progress || s.lowTrust || s.background ? 6 : 0);
    if (score > bestScore || (score === bestScore && best !== null && s.item >= best.item)) {
      best = s;
      bestScore = score;
    }
  }
  return best;
}

/**
 * An item's own words for an excerpt, weighed as its channel is (the agent's narration below every
 * channel); an exit or a tool's name has no words worth showing.
 */
function itemWords(item: EvidenceItem): { words: string; weight: number } {
  switch (item.kind) {
    case 'output':
      return { words: item.text, weight: CHANNEL_WEIGHT[item.stream] };
    case 'assistant_output':
      return { words: item.text, weight: 0 };
    case 'jsonrpc_error':
      return {
        words: typeof item.data === 'string' ? `${item.message} ${item.data}` : item.message,
        weight: CHANNEL_WEIGHT.jsonrpc,
      };
    case 'http': {
      const body =
        typeof item.body === 'string' ? item.body : item.body === undefined ? '' : JSON.stringify(item.body);
      return {
        words: item.status === undefined ? body : `${item.status} ${body}`.trim(),
        weight: CHANNEL_WEIGHT.http,
      };
    }
    case 'agent_event':
      return { words: JSON.stringify(item.event) ?? '', weight: CHANNEL_WEIGHT.agent_event };
    case 'spawn_error':
      return { words: [item.code, item.message].filter(Boolean).join(': '), weight: CHANNEL_WEIGHT.spawn };
    case 'network':
      return { words: [item.code, item.message].filter(Boolean).join(': '), weight: CHANNEL_WEIGHT.network };
    default:
      return { words: '', weight: 0 };
  }
}

/**
 * The item an unknown failure is best shown by when no signal carries text (a side channel's
 * failure alone, the agent's narration): the most telling kind, then the latest item. The failure
 * is still unknown, and the person deciding what to do needs to see what was there.
 */
function itemExcerpt(evidence: readonly EvidenceItem[]): string[] {
  let best = '';
  let bestWeight = -1;
  for (const item of evidence) {
    const { words, weight } = itemWords(item);
    if (words.trim().length === 0) continue;
    if (weight >= bestWeight) {
      best = words;
      bestWeight = weight;
    }
  }
  return best ? [best] : [];
}

function excerptFor(
  winner: Match | null,
  matches: Match[],
  signals: readonly Signal[],
  evidence: readonly EvidenceItem[],
): string | null {
  let fragments = winner
    ? winner.signal.excerpt
    : matches.length > 0
      ? matches.flatMap((m) => m.signal.excerpt)
      : (mostTelling(signals)?.excerpt ?? []);
  if (!winner && fragments.every((f) => f.length === 0)) fragments = itemExcerpt(evidence);
  const excerpt = safeExcerpt(fragments.filter((f) => f.length > 0).map(headOf));
  return excerpt === null ? null : excerpt.slice(0, SAFE_EXCERPT_MAX);
}

interface Decision {
  classification: Classification;
  matches: Match[];
  why: string;
}

function decide(envelope: EvidenceEnvelope): Decision {
  const signals = extractSignals(envelope);
  const matches = withoutToolProviderAnswers(findMatches(signals));
  const perItem = bestPerItem(matches);
  const resolved = resolve(perItem);
  const { winner } = resolved;
  let { why } = resolved;
  const conflict = winner === null && perItem.length > 0;
  let code: Code = winner?.code ?? 'unclassified';
  // The candidate's provider is a local runtime and nothing names a public host: a transport
  // failure is that runtime down or busy (the local runtime's), not the network's.
  // So is one whose evidence says the agent's base URL is a loopback address (a local router,
  // gateway or model server the agent was pointed at).
  const local =
    code !== 'network_unavailable'
      ? null
      : LOCAL_PROVIDER.test(envelope.provider_id ?? '')
        ? 'the provider is a local runtime'
        : signals.some((s) => s.text !== undefined && LOOPBACK_BASE_URL.test(s.text))
          ? 'the base URL is a loopback address'
          : null;
  const localTransport =
    local !== null && !signals.some((s) => s.text !== undefined && PUBLIC_ENDPOINT.test(s.text));
  if (localTransport) {
    code = 'local_runtime_error';
    why = `${why}; ${local}`;
  }
  const info = CODES[code];
  const timing =
    winner && !localTransport && winner.class !== 'not_provider' ? timingFor(winner, matches) : null;
  const classification: Classification = {
    code,
    class: info.class,
    category: info.category,
    confidence: winner?.confidence ?? 'low',
    scope: winner && !localTransport ? winner.scope : info.scope,
    classifier_rule: localTransport
      ? RULE_LOCAL_PROVIDER
      : (winner?.rule.id ?? (conflict ? RULE_CONFLICT : RULE_NONE)),
    catalogue_version: CATALOGUE_VERSION,
    provider_id: safeId(envelope.provider_id),
    model_id: safeId(envelope.model_id),
    phase: safeId(envelope.phase),
    occurred_at: envelope.observed_at,
    retry_after: timing ? timing.retry_after : null,
    reset_at: timing ? timing.reset_at : null,
    safe_excerpt: excerptFor(winner, matches, signals, envelope.evidence),
    invocation_id: envelope.invocation_id ?? null,
    generation: envelope.generation ?? null,
  };
  return { classification, matches, why };
}

/** Classification and explanation of one envelope: every match, the winner and why it won. */
export function classifyWithExplanation(envelope: EvidenceEnvelope): {
  classification: Classification;
  explanation: Explanation;
} {
  const { classification, matches, why } = decide(envelope);
  const seen = new Set<string>();
  const explained: ExplainedMatch[] = [];
  for (const m of [...matches].sort((a, b) => a.signal.item - b.signal.item || compareMatches(a, b))) {
    // One line per item, rule and code: several signals of one item may match the same rule.
    const key = `${m.signal.item}|${m.rule.id}|${m.code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    explained.push({
      rule: m.rule.id,
      tier: m.rule.tier,
      code: m.code,
      class: m.class,
      item_index: m.signal.item,
    });
  }
  return { classification, explanation: { matches: explained, winner: classification.classifier_rule, why } };
}

/**
 * Classifies one (already parsed) envelope. Deterministic, pure, never throws on a valid envelope.
 * `opts.explain` is accepted for symmetry; use {@link classifyWithExplanation} to get the explanation.
 */
export function classify(envelope: EvidenceEnvelope, _opts?: ClassifyOptions): Classification {
  return decide(envelope).classification;
}
