/**
 * The long-run redaction walks the text once instead of running its pattern, judging each run in
 * place instead of splitting and matching it (and only when a screen finds a run long enough), and a
 * redaction whose
 * every match holds a literal near its start (`Rule.near`: an e-mail's `@`, an
 * IPv6 address's first colon) is tried only at the starts that literal allows (`replaceNear`),
 * not at every position: it must replace exactly what the global `replace` replaces, on every
 * fixture, corpus and held-out text, raw and normalized, and on generated text around the literals.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../../catalogue/fixtures.ts';
import { normalizeText } from '../../catalogue/normalize.ts';
import {
  LONG_RUN_PATTERN,
  REDACTION_NEAR,
  REDACTIONS,
  replaceLongRuns,
  replaceNear,
} from '../../catalogue/sanitize.ts';
import { loadCorpus } from './corpus.ts';
import { REPO_ROOT, strings } from './helpers.ts';

const near = REDACTIONS.flatMap((rule, i) => {
  const n = REDACTION_NEAR[i];
  return n ? [{ rule, near: n }] : [];
});

/** The screen in front of the walk finds a run exactly when the long-run pattern does. */
function screenAgrees(text: string): void {
  LONG_RUN_PATTERN.re.lastIndex = 0;
  const run = LONG_RUN_PATTERN.re.test(text);
  LONG_RUN_PATTERN.re.lastIndex = 0;
  expect(LONG_RUN_PATTERN.screen.test(text), `long-run screen on ${text.slice(0, 80)}`).toBe(run);
}

function agrees(text: string): void {
  expect(replaceLongRuns(text), `long runs in ${text.slice(0, 80)}`).toBe(
    text.replace(LONG_RUN_PATTERN.re, LONG_RUN_PATTERN.redact),
  );
  screenAgrees(text);
  for (const { rule, near: n } of near) {
    expect(replaceNear(text, n, rule.to), `${rule.re.source.slice(0, 50)} on ${text.slice(0, 80)}`).toBe(
      text.replace(rule.re, rule.to),
    );
  }
}

describe('a redaction tried only near its literal', () => {
  it('covers the rules whose matches hold a literal near their start', () => {
    expect(near.map((n) => n.near.literal).sort()).toEqual(['-', ':', '://', '@', '@', '@']);
  });

  // Every text, in parts of a few thousand: the corpus grows each round, and one test over all of
  // it outgrew the per-test time limit on a loaded machine.
  const holdout = readdirSync(join(REPO_ROOT, 'test/catalogue/holdout'))
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) => readFileSync(join(REPO_ROOT, 'test/catalogue/holdout', f), 'utf8').split('\n'))
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as { envelope: unknown });
  const samples = [...loadFixtures(), ...loadCorpus(), ...holdout];
  const texts = samples.flatMap((s) => strings(s.envelope, []));
  const PART = 4000;
  const parts = Array.from({ length: Math.ceil(texts.length / PART) }, (_, i) => i);

  it('reads every fixture, corpus and held-out text', () => {
    expect(texts.length).toBeGreaterThan(2500);
  });

  it.each(parts)(
    'replaces what the global replace replaces on every fixture, corpus and held-out text (part %i)',
    (part) => {
      for (const text of texts.slice(part * PART, (part + 1) * PART)) {
        agrees(text);
        const normalized = normalizeText(text);
        if (normalized !== text) agrees(normalized);
      }
    },
  );

  it('replaces what the global replace replaces on generated addresses, prompts and their neighbours', () => {
    const piece = fc.constantFrom(
      '@',
      '"@',
      '"',
      ':',
      '::',
      'a',
      'Z9',
      '.',
      '-',
      '_',
      ' ',
      '\n',
      'jane',
      'john smith',
      'example.com',
      'localhost',
      '[10.0.0.1]',
      '[2001:db8::1]',
      '例え.jp',
      'ü',
      '😀',
      '\ud83d',
      'ff',
      '2001',
      '0db8',
      '85a3',
      '8a2e:0370:7334',
      '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
      'jdoe@build-01:~/src$',
      ':~/',
      ':/',
      'x'.repeat(70),
      "!#$%&'*+/=?^_`{|}~",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (parts) => agrees(parts.join(''))),
      { numRuns: 3000 },
    );
  });

  it('judges a long run in place as the split-and-match judgement does, on generated runs', () => {
    // Words, CamelCase, acronyms, hex, base64 with padding, digits, repeats and consonant runs,
    // glued by the separators the judgement cuts at: every branch of `redactLongRun`.
    const piece = fc.constantFrom(
      'rate',
      'Limit',
      'HTTPServer',
      'API',
      'TPM',
      'ABCDEF',
      'AAbAAgAB',
      'aaa',
      'strngth',
      'xyz',
      'Q',
      'q',
      'io',
      'deadbeef',
      'DEADBEEF0123',
      '0123456789',
      '42',
      'v2',
      'Zm9vYmFy',
      '==',
      '=',
      '+',
      '/',
      '_',
      '-',
      'insufficient',
      'Quota',
      'eyJhbGciOi',
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 3, maxLength: 12 }), (parts) => {
        const run = parts.join('');
        for (const text of [
          run,
          ` ${run}.`,
          `${run.slice(1)} ${run}`,
          run.slice(0, 19),
          ` ${run.slice(-20)}`,
        ]) {
          expect(replaceLongRuns(text), text).toBe(
            text.replace(LONG_RUN_PATTERN.re, LONG_RUN_PATTERN.redact),
          );
          screenAgrees(text);
        }
      }),
      { numRuns: 5000 },
    );
  });
});
