import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEnvelope } from '../../catalogue/classify.ts';
import { extractSignals } from '../../catalogue/extractors/index.ts';
import { loadFixtures } from '../../catalogue/fixtures.ts';
import { anchorsOf } from '../../catalogue/rules/helpers.ts';
import { RULES } from '../../catalogue/rules/index.ts';

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

  it('never hides a match on any fixture text', () => {
    for (const text of texts) screenAgrees(text);
  });

  it('never hides a match on generated texts built from the rules own phrases', () => {
    const phrases = textRules.flatMap((r) => r.anchors ?? []);
    const text = fc
      .array(fc.oneof(fc.constantFrom(...phrases), fc.string({ maxLength: 12 })), { maxLength: 8 })
      .map((parts) => parts.join(' '));
    fc.assert(
      fc.property(text, (t) => screenAgrees(t)),
      { numRuns: 300 },
    );
  });
});
