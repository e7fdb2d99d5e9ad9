/**
 * The Python repr patterns of `normalizeText` start with what they match and look behind from
 * there. With the lookbehind in front (as they were written first) V8 ran it at every position of
 * every text, which made one 1 kB log with a Python repr cost twenty times the mean envelope. They
 * must find exactly the matches (and groups) the lookbehind-first forms found.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../../catalogue/fixtures.ts';
import { PY_PATTERNS } from '../../catalogue/normalize.ts';
import { CORPUS_WIDE_TIMEOUT, loadCorpus } from './corpus.ts';
import { strings } from './helpers.ts';

const BEFORE = {
  string: /(?<=[{[,:][ \t]{0,8})'((?:[^'\\\n]|\\.){0,2000})'(?=[ \t]{0,8}[:,}\]])/g,
  constant: /(?<=[:,[][ \t]{0,8})(True|False|None)(?=[ \t]{0,8}[,}\]])/g,
};

function matches(re: RegExp, text: string): string[] {
  return [...text.matchAll(re)].map((m) => `${m.index}:${m[0]}:${m[1]}`);
}

function sameMatches(text: string): void {
  expect(matches(PY_PATTERNS.string, text), text.slice(0, 80)).toEqual(matches(BEFORE.string, text));
  expect(matches(PY_PATTERNS.constant, text), text.slice(0, 80)).toEqual(matches(BEFORE.constant, text));
}

describe('the Python repr patterns', () => {
  it(
    'match what the lookbehind-first forms matched, on every string of every fixture and corpus sample',
    () => {
      const texts = [...loadFixtures(), ...loadCorpus()].flatMap((s) => strings(s.envelope));
      let withRepr = 0;
      for (const text of texts) {
        sameMatches(text);
        if (matches(BEFORE.string, text).length > 0) withRepr++;
      }
      expect(withRepr).toBeGreaterThan(10);
    },
    CORPUS_WIDE_TIMEOUT,
  );

  it('match what the lookbehind-first forms matched, on generated reprs', () => {
    const piece = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      ',',
      ':',
      ' ',
      '\t',
      '\n',
      "'",
      '\\',
      '"',
      'True',
      'False',
      'None',
      'NoneTrue',
      'x',
      "'a'",
      '429',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => sameMatches(parts.join(''))),
      { numRuns: 2000 },
    );
  });
});
