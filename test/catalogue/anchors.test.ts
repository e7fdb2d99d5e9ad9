import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEnvelope } from '../../catalogue/classify.ts';
import { extractSignals } from '../../catalogue/extractors/index.ts';
import { loadFixtures } from '../../catalogue/fixtures.ts';
import { anchorsOf, screenedAlternatives } from '../../catalogue/rules/helpers.ts';
import { RULES } from '../../catalogue/rules/index.ts';
import { CORPUS_WIDE_TIMEOUT } from './corpus.ts';

const textRules = RULES.filter((r) => r.pattern !== undefined);
const texts = loadFixtures().flatMap((f) =>
  extractSignals(parseEnvelope(f.envelope)).flatMap((s) => (s.text === undefined ? [] : [s.text])),
);

/** The anchors screen must never skip a text its rule's regex matches. */
function screenAgrees(text: string): void {
  const low = text.toLowerCase();
  for (const rule of textRules) {
    if (!rule.anchors || !rule.pattern!.test(text)) continue;
    expect(
      rule.anchors.some((a) => low.includes(a)),
      `${rule.id} on ${text.slice(0, 80)}`,
    ).toBe(true);
  }
}

describe('the literal screen in front of text rules', () => {
  it('derives anchors for most text rules', () => {
    const screened = textRules.filter((r) => r.anchors);
    expect(screened.length / textRules.length).toBeGreaterThan(0.6);
  });

  it('derives anchors for every text rule of the catalogue', () => {
    expect(textRules.filter((r) => !r.anchors).map((r) => r.id)).toEqual([]);
  });

  it('picks the most selective literal of each alternative: leading, longest required, or a required group', () => {
    expect(anchorsOf(/\bquota (?:exceeded|exhausted)|(?:out|run) of quota/i)).toEqual([
      'exceeded',
      'exhausted',
      ' of quota',
    ]);
    expect(anchorsOf(/you'?ve hit your usage limit/i)).toEqual(['ve hit your usage limit']);
    expect(anchorsOf(/(?:API Error|^)\s*(?:500 Internal server error|502\W{0,3}Bad Gateway)/)).toEqual([
      '500 internal server error',
      'bad gateway',
    ]);
    expect(anchorsOf(/(?:ab|cd)?efgh(?:ijkl|mnop)+/)).toEqual(['efgh']);
  });

  it('never takes a literal from a lookaround or an optional group', () => {
    expect(anchorsOf(/(?=abcdef)x|(?!defghi)y/)).toBeNull();
    expect(anchorsOf(/(?<=abcdef)xyz/)).toEqual(['xyz']);
    expect(anchorsOf(/(?:abcdef)?xy|(?:ghijkl)*z/)).toBeNull();
  });

  it('reads literals through leading groups and stops at optional characters', () => {
    expect(anchorsOf(/(?:a )?b|c/)).toBeNull();
    expect(anchorsOf(/[✗■]\s*Unauthorized request|(?:x )?time(?:d)? out/i)).toEqual([
      'unauthorized request',
      'time',
    ]);
  });

  // Every fixture text against every rule: a sweep that grows with the catalogue, given the
  // corpus-wide time-out like the alternatives' sweep below (one full-suite run on a loaded
  // machine passed the default 30 s).
  it(
    'never hides a match on any fixture text',
    () => {
      for (const text of texts) screenAgrees(text);
    },
    CORPUS_WIDE_TIMEOUT,
  );

  it('splits a pattern at its top-level bars only, so the alternatives match exactly when it does', () => {
    const split = textRules.map((r) => ({ rule: r, alts: screenedAlternatives(r.pattern!) }));
    // Most rules are alternations; a split that never happened would screen nothing.
    expect(split.filter((s) => s.alts.length > 1).length).toBeGreaterThan(textRules.length / 2);
    for (const { rule, alts } of split) {
      // Rejoined, the pieces are the pattern; each piece compiled alone, so no cut fell inside a
      // group or a class: `A|B` matches exactly when `A` or `B` does.
      expect(alts.map((a) => a.re.source).join('|'), rule.id).toBe(rule.pattern!.source);
      for (const a of alts) expect(a.re.flags).toBe(rule.pattern!.flags);
    }
    expect(screenedAlternatives(/ab(c)\1|xyz/).length).toBe(1);
    expect(screenedAlternatives(/abc|xyz/g).length).toBe(1);
    expect(
      screenedAlternatives(/(?:abc|def)ghi|(x|y)z{2}|[|]uvw/i).map((a) => [
        a.re.source,
        a.re.flags,
        a.anchors,
      ]),
    ).toEqual([
      ['(?:abc|def)ghi', 'i', ['ghi']],
      ['(x|y)z{2}', 'i', null],
      ['[|]uvw', 'i', ['uvw']],
    ]);
  });

  it(
    'never hides a match behind the anchors of its alternatives, on any fixture text',
    () => {
      const split = textRules.map((r) => ({ rule: r, alts: screenedAlternatives(r.pattern!) }));
      let matched = 0;
      for (const text of texts) {
        const low = text.toLowerCase();
        for (const { rule, alts } of split) {
          if (!rule.pattern!.test(text)) continue;
          matched++;
          // Every anchor set of the alternative that matches holds a literal of the text.
          const found = alts.some(
            ({ re, anchors, also }) =>
              (anchors === null ||
                (anchors.some((a) => low.includes(a)) &&
                  also.every((set) => set.some((a) => low.includes(a))))) &&
              re.test(text),
          );
          expect(found, `${rule.id} on ${text.slice(0, 80)}`).toBe(true);
        }
      }
      expect(matched).toBeGreaterThan(300);
    },
    CORPUS_WIDE_TIMEOUT,
  );

  it('screens an alternative by every literal set its matches hold, not only the most selective', () => {
    // "git " and "error" are both in every match: a text needs both for the regex to run. Half the
    // texts hold "error", so "git " is the one that visits the rule.
    expect(screenedAlternatives(/\bGit (?:service )?error\b/i).map((a) => [a.anchors, a.also])).toEqual([
      [['git '], [['error']]],
    ]);
    // A set of shorter literals none of which is common goes before a common one.
    expect(anchorsOf(/\bfailed\W{1,3}(?:vpn|tun)\b/i)).toEqual(['vpn', 'tun']);
    expect(
      screenedAlternatives(/quota (?:exceeded|exhausted) for \w+ per day|x/i).map((a) => [a.anchors, a.also]),
    ).toEqual([
      [[' per day'], [['quota '], [' for '], ['exceeded', 'exhausted']]],
      [null, []],
    ]);
    // A set the chosen one implies adds nothing.
    expect(screenedAlternatives(/\brate limit(?:ed)?/i)[0]!.also).toEqual([]);
  });

  it('never reads the digits of a hex, unicode or control escape as literals', () => {
    // `\x22: 5` holds no literal "22: 5": the quote is the escape's, the digits are its code.
    const [alt] = screenedAlternatives(/\x22: 5(?:00|02) (?:Bad Gateway|Server Error)\b/i);
    expect([alt!.anchors, alt!.also]).toEqual([['bad gateway', 'server error'], [[': 5']]]);
    expect(anchorsOf(/\u0041bcd|\u{1F600}xyz\cJabc/u)).toEqual(['bcd', 'xyz']);
  });

  it('never hides a match on generated texts built from the rules own phrases', () => {
    const phrases = textRules.flatMap((r) => [
      ...(r.anchors ?? []),
      ...screenedAlternatives(r.pattern!).flatMap((a) => a.also.flat()),
    ]);
    const text = fc
      .array(fc.oneof(fc.constantFrom(...phrases), fc.string({ maxLength: 12 })), { maxLength: 8 })
      .map((parts) => parts.join(' '));
    fc.assert(
      fc.property(text, (t) => screenAgrees(t)),
      { numRuns: 300 },
    );
  });
});
