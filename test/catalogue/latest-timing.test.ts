/**
 * The latest timing hint of a text is read only from suffixes that can state one. The screen in front
 * of the parsers (`mayHintFrom`) skips suffixes the screen before it let through when they hold no
 * trigger word and nothing normalization could turn into one, and in a plain text a suffix whose
 * added line cannot change the shorter suffix's answer (`inertLine`, fourth cost pass): the answers
 * stay those of the reader that parsed every suffix with a trigger, on every fixture, corpus,
 * held-out and dev-set text, on perturbed copies of each and on generated multi-line logs.
 */

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  latestTiming,
  stripProgress,
  TIMING_SCREENS,
  textSignals,
  textTiming,
} from '../../catalogue/extractors/text.ts';
import { loadFixtures } from '../../catalogue/fixtures.ts';
import { normalizeText } from '../../catalogue/normalize.ts';
import { ANY_TRIGGER, type TimingHint, TRIGGER_WORDS } from '../../catalogue/timing.ts';
import { loadCorpus } from './corpus.ts';
import { REPO_ROOT, rawDevSet, strings } from './helpers.ts';

const SCREEN_BEFORE =
  /retry|try\s+again|reset|wait|availab|renew|refresh|unlock|lifted|until|back\s+in|regain|[|\\]|[^\t\n\r\x20-\x7e]/gi;

/** latestTiming as it was before the second cost pass: every suffix with a trigger parsed. */
function reference(raw: string, text: string, observedAt: Date): TimingHint | null {
  const may = (start: number) => {
    SCREEN_BEFORE.lastIndex = start;
    return SCREEN_BEFORE.test(raw);
  };
  if (!may(0)) return null;
  const lines = raw.split('\n');
  if (lines.length > 1) {
    const first = Math.max(1, lines.length - 12);
    let start = raw.length - (lines[lines.length - 1]?.length ?? 0);
    let seen = false;
    for (let k = lines.length - 1; k >= first; k--) {
      seen ||= may(start);
      if (seen) {
        const hint = textTiming(stripProgress(normalizeText(raw.slice(start))).text, observedAt);
        if (hint) return hint;
      }
      start -= (lines[k - 1]?.length ?? 0) + 1;
    }
  }
  return textTiming(text, observedAt);
}

function agrees(raw: string, observedAt: Date): void {
  const text = stripProgress(normalizeText(raw)).text;
  expect(latestTiming(raw, text, observedAt), raw.slice(0, 120)).toEqual(reference(raw, text, observedAt));
}

const observedAt = new Date('2026-12-01T12:00:00.000Z');

describe('the latest timing hint of a text', () => {
  const holdout = readdirSync(join(REPO_ROOT, 'test/catalogue/holdout'))
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) => readFileSync(join(REPO_ROOT, 'test/catalogue/holdout', f), 'utf8').split('\n'))
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as { envelope: unknown });
  const texts = [...loadFixtures(), ...loadCorpus(), ...holdout, ...(rawDevSet() ?? [])]
    .map((s) => s.envelope)
    .flatMap((e) => strings(e, []));

  it('reads every fixture, corpus, held-out and dev-set text', () => {
    expect(texts.length).toBeGreaterThan(2000);
  });

  // In parts of a few thousand texts: the corpus grows each round, and one test over all of it
  // neared the per-test time limit on a loaded machine.
  const PART = 10000;
  const parts = Array.from({ length: Math.ceil(texts.length / PART) }, (_, i) => i);
  it.each(parts)(
    'is the one the reader of every suffix found, on those texts and perturbed copies (part %i)',
    (part) => {
      for (const raw of texts.slice(part * PART, (part + 1) * PART)) {
        agrees(raw, observedAt);
        if (!raw.includes('\n')) continue;
        // Doubled, rotated, or an inert line between every two: other neighbours for each line.
        const lines = raw.split('\n');
        agrees(`${raw}\n${raw}`, observedAt);
        agrees([...lines.slice(1), lines[0]].join('\n'), observedAt);
        agrees(lines.join('\n  at frame (x.js:1:2)\n'), observedAt);
      }
    },
  );

  it('is the one the screen before found, on generated texts of triggers, separators and progress', () => {
    const part = fc.constantFrom(
      'try',
      'again',
      'in 5 minutes',
      'back',
      'in 2 hours',
      'Reconnecting 2/5',
      '(1/3)',
      'attempt 2/5',
      'retried 3 times (total retry wait time: 4s)',
      'resets 3pm (America/Santiago)',
      'limit reached|1762952400',
      'Please wait',
      '✗',
      '•',
      '·',
      '…',
      ';',
      ' | ',
      '\u00a0',
      '\u200b',
      '\u001b[31m',
      '\\n',
      '\n',
      '\n  ',
      ' ',
      're',
      'set',
      'in 30 seconds',
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 10 }), (parts) => agrees(parts.join(''), observedAt)),
      { numRuns: 1500 },
    );
  });
});

describe('the latest timing hint of a multi-line log', () => {
  // Lines that end where a phrase could continue on the next one, lines that continue one, hints in
  // every form the parsers read, progress, separators and plain log lines.
  const piece = fc.constantFrom(
    'will',
    'please',
    'need to',
    'need',
    'must',
    'check',
    'come',
    'before',
    'backing',
    '(1/',
    '(2',
    '(',
    '2/',
    '3 /',
    'was',
    'got',
    'retry',
    'retrying',
    'retried 2 times (total retry wait time: 3s)',
    'wait 30 seconds',
    'back in 5 minutes',
    'to wait 10s',
    'off',
    'again in 2 hours',
    '3) try again in 5 minutes',
    '5 attempts',
    'retries',
    '| 1762952400',
    'usage limit reached',
    'rate limit exceeded',
    'resets 3pm (America/Santiago)',
    'retry-after: 30',
    'x-ratelimit-reset-requests: 6m0s',
    'resets_at: 1762952400',
    'retry_delay: 30s',
    'try again at 2026-12-01T13:00:00Z',
    'Please wait 30 seconds.',
    'Reconnecting 2/5',
    '(attempt 2/5)',
    'Retrying in 4 seconds… (attempt 4/10)',
    '·',
    ';',
    ',',
    ' | ',
    '…',
    '    at makeError (/x/y.js:32:22)',
    '{"error": {"code": 429,',
    '"message": "Too many requests"},',
    'Error: 429 Too Many Requests',
    'ERROR stream error',
    'in 12 seconds',
    'minutes.',
    '',
    '  ',
  );
  const line = fc.array(piece, { minLength: 0, maxLength: 3 }).map((parts) => parts.join(' '));

  it('is the one the reader of every suffix found, on generated logs', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 2, maxLength: 16 }), (lines) =>
        agrees(lines.join('\n'), observedAt),
      ),
      { numRuns: 2500 },
    );
  });

  it('still reads a hint whose phrase starts at the end of a line that holds no trigger', () => {
    for (const [raw, seconds] of [
      ['Rate limited. Please\nwait 30 seconds.\nat x (y.js:1:2)', 30],
      ['You can check\nback in 5 minutes\nbye', 300],
      ['We need to\nwait 10s\nok', 10],
      // A progress sentence that starts after a separator inside the line and ends in a later line.
      ['need ; was\n(attempt 2/5)\nminutes.\nto wait 10s\n\n', 10],
      ['usage limit reached\n| 1999999999', null],
    ] as const) {
      const text = stripProgress(normalizeText(raw)).text;
      const hint = latestTiming(raw, text, observedAt);
      expect(hint?.retry_after ?? null, raw).toBe(
        seconds ?? reference(raw, text, observedAt)?.retry_after ?? null,
      );
      agrees(raw, observedAt);
    }
  });
});

describe('the timing screens', () => {
  it('are derived from the one list of trigger words and answer as they were written', () => {
    expect(TIMING_SCREENS.mayHint.source).toBe(SCREEN_BEFORE.source);
    expect(TIMING_SCREENS.material.source).toBe(
      'retry|try|reset|wait|availab|renew|refresh|unlock|lifted|until|back|regain|[|\\\\\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f\\u200b-\\u200d\\u2060\\ufeff]',
    );
    expect(ANY_TRIGGER.source).toBe(`${TRIGGER_WORDS.join('|')}|\\|`);
  });
});

describe('the timing of one error text', () => {
  it('is read once for every signal of the text: a body found inside it and the text itself share it', () => {
    const raw =
      'Error: 429 {"error":{"type":"rate_limit_error","message":"Rate limited"}}\nPlease try again in 30 seconds.';
    const signals = textSignals(raw, 0, 'stderr', 'output', new Date('2026-03-01T12:00:00Z'));
    const embedded = signals.find((s) => s.origin === 'embedded' && s.errorType === 'rate_limit_error');
    const text = signals.find((s) => s.origin === 'text');
    expect(embedded?.timing?.retry_after).toBe(30);
    // The same hint object: the text was parsed once, not once per signal.
    expect(text?.timing).toBe(embedded?.timing);
  });
});
