/**
 * `stripProgress` finds a retry-progress phrase and walks back over the separator and spaces before
 * it, instead of a pattern that opens with them (`[·;,]?\s*`), which V8 tried at every position of
 * the text: it must remove exactly what replacing that pattern removed, and report the same.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripProgress } from '../../catalogue/extractors/text.ts';
import { loadFixtures } from '../../catalogue/fixtures.ts';
import { CORPUS_WIDE_TIMEOUT, loadCorpus } from './corpus.ts';
import { strings } from './helpers.ts';

const AS_WRITTEN =
  /[·;,]?\s*(?:re(?:trying|connecting)\b[^\n]*?(?:\(?attempt\s*\d+\s*\/\s*\d+\)?|\d+\s*\/\s*\d+(?:\s+in\s+[\d.]+\s*(?:ms|s|seconds?)\b)?)|retrying in [\d.]+\s*(?:ms|s|seconds?|minutes?)\b…?(?:\s*[·,(]?\s*attempt\s*#?\d+(?:\s*\/\s*\d+)?\)?)?|retried \d+ times \(total retry wait time:[^)]*\))…?/gi;

function asWritten(text: string): { text: string; progress: boolean } {
  if (!/re(?:tr|connecting)/i.test(text)) return { text, progress: false };
  let progress = false;
  const out = text.replace(AS_WRITTEN, () => {
    progress = true;
    return ' ';
  });
  return { text: out, progress };
}

describe('removing retry-progress phrases', () => {
  it(
    'removes what the pattern as written removed, on every string of every fixture and corpus sample',
    () => {
      const texts = [...loadFixtures(), ...loadCorpus()].flatMap((s) => strings(s.envelope));
      let stripped = 0;
      for (const text of texts) {
        const got = stripProgress(text);
        expect(got, text.slice(0, 80)).toEqual(asWritten(text));
        if (got.progress) stripped++;
      }
      expect(stripped).toBeGreaterThan(20);
    },
    CORPUS_WIDE_TIMEOUT,
  );

  it('removes what the pattern as written removed, on generated retry logs', () => {
    const piece = fc.constantFrom(
      'Retrying',
      'retrying in 3s',
      'Retrying in 4 seconds…',
      'reconnecting',
      'Reconnecting...',
      '(attempt 2/5)',
      'attempt #3',
      '1/5',
      ' in 210ms',
      'retried 3 times (total retry wait time: 5s)',
      '·',
      ';',
      ',',
      ' ',
      '  ',
      '\n',
      '\t',
      '\u00a0',
      '…',
      'error',
      '429',
      'x',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (parts) => {
        const text = parts.join('');
        expect(stripProgress(text)).toEqual(asWritten(text));
      }),
      { numRuns: 3000 },
    );
  });
});
