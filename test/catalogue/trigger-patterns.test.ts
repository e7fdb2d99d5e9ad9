/**
 * The timing triggers put their word boundary before the "not after was/been" lookbehind, so the
 * lookbehind runs only where a word starts (with the lookbehind first V8 ran it at every position:
 * twice as slow). Both assertions are zero-width at the same position: the matches must be the
 * ones of the order they were written in.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../../catalogue/fixtures.ts';
import { TRIGGER_PATTERNS } from '../../catalogue/timing.ts';
import { CORPUS_WIDE_TIMEOUT, loadCorpus } from './corpus.ts';
import { strings } from './helpers.ts';

const BOUNDARY_FIRST = String.raw`\b(?<!\b(?:was|were|been|got)\s+)`;
const LOOKBEHIND_FIRST = String.raw`(?<!\b(?:was|were|been|got)\s+)\b`;

/** A trigger as it was written: the lookbehind in front of the word boundary. */
function asWritten(re: RegExp): RegExp {
  expect(re.source.startsWith(BOUNDARY_FIRST)).toBe(true);
  return new RegExp(LOOKBEHIND_FIRST + re.source.slice(BOUNDARY_FIRST.length), re.flags);
}
const AS_WRITTEN = {
  relative: asWritten(TRIGGER_PATTERNS.relative),
  absolute: asWritten(TRIGGER_PATTERNS.absolute),
};

function matches(re: RegExp, text: string): string[] {
  return [...text.matchAll(re)].map((m) => `${m.index}:${m[0]}`);
}

function same(text: string): void {
  for (const k of ['relative', 'absolute'] as const)
    expect(matches(TRIGGER_PATTERNS[k], text), `${k} on ${text.slice(0, 80)}`).toEqual(
      matches(AS_WRITTEN[k], text),
    );
}

describe('the timing triggers', () => {
  it(
    'match what they matched as written, on every string of every fixture and corpus sample',
    () => {
      const texts = [...loadFixtures(), ...loadCorpus()].flatMap((s) => strings(s.envelope));
      let found = 0;
      for (const text of texts) {
        same(text);
        found += matches(AS_WRITTEN.relative, text).length;
      }
      expect(found).toBeGreaterThan(50);
    },
    CORPUS_WIDE_TIMEOUT,
  );

  it('match what they matched as written, on generated phrases', () => {
    const piece = fc.constantFrom(
      'was',
      'were',
      'been',
      'got',
      'reset',
      'resets',
      'try again',
      'retry',
      'Retry',
      'available again',
      'please wait',
      'wait for',
      'until',
      'in',
      'after',
      'at',
      '5 minutes',
      'about',
      ' ',
      '  ',
      '\n',
      '-',
      '_',
      'x',
      'awas',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), (parts) => same(parts.join(''))),
      { numRuns: 3000 },
    );
  });
});
