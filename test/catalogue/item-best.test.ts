/**
 * Each item's best match is picked in place (no filtered or sorted copies): the same match the
 * grouping, filtering and sorting it replaced picks, on random match lists over the catalogue's rules.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestPerItem, type Match, WEAK_PRIORITY } from '../../catalogue/classify.ts';
import { CODES, type Code } from '../../catalogue/codes.ts';
import type { Signal } from '../../catalogue/extractors/signal.ts';
import { RULES, tierRank } from '../../catalogue/rules/index.ts';

function compareMatches(a: Match, b: Match): number {
  return (
    tierRank(a.rule) - tierRank(b.rule) ||
    b.signal.item - a.signal.item ||
    b.rule.priority - a.rule.priority ||
    (a.rule.id < b.rule.id ? -1 : a.rule.id > b.rule.id ? 1 : 0)
  );
}

/** The implementation before: group in a Map, then find, filter and sort copies. */
function reference(all: Match[]): Match[] {
  const byItem = new Map<number, Match[]>();
  for (const m of all) byItem.set(m.signal.item, [...(byItem.get(m.signal.item) ?? []), m]);
  return [...byItem.values()].map((input) => {
    let matches = input;
    const veto = matches.find((m) => m.code === 'unclassified' && !m.rule.ambiguity);
    if (veto) return veto;
    const cancel = matches.find((m) => m.code === 'cancelled');
    if (cancel) return cancel;
    const ambiguous = matches.find((m) => m.rule.ambiguity);
    if (ambiguous) {
      const decided = matches.some(
        (m) => m !== ambiguous && m.rule.priority > WEAK_PRIORITY && m.rule.tier !== 'text',
      );
      if (!decided) return ambiguous;
      matches = matches.filter((m) => m !== ambiguous);
    }
    const strong = matches.filter((m) => m.rule.priority > WEAK_PRIORITY);
    const candidates = strong.length > 0 ? strong : matches;
    const hasHard = candidates.some((m) => m.class === 'hard');
    const pool = hasHard ? candidates.filter((m) => m.class !== 'transient') : candidates;
    return [...pool].sort(compareMatches)[0]!;
  });
}

const match = fc.tuple(fc.nat(RULES.length - 1), fc.nat(3), fc.nat(2)).map(([r, item, c]): Match => {
  const rule = RULES[r]!;
  const codes = [rule.code, ...(rule.codes ?? [])] as Code[];
  const code = codes[c % codes.length]!;
  const signal = { item, channel: 'stderr', origin: 'text', family: 'output', timing: null, excerpt: [] };
  return {
    rule,
    signal: signal as Signal,
    code,
    class: CODES[code].class,
    confidence: rule.confidence,
    scope: null,
    timing: null,
  };
});

describe('the best match of each item', () => {
  it('is the match the grouping, filtering and sorting of copies picked, in signal order and in any order', () => {
    fc.assert(
      fc.property(fc.array(match, { maxLength: 12 }), fc.boolean(), (matches, ordered) => {
        const list = ordered ? [...matches].sort((a, b) => a.signal.item - b.signal.item) : matches;
        const got = bestPerItem(list);
        const want = reference(list);
        expect(got.length).toBe(want.length);
        for (let i = 0; i < want.length; i++) expect(got[i] === want[i]).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
