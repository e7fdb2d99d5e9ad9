/**
 * The latest timing hint of a text is read only from suffixes that can state one. The screen in front
 * of the parsers (`mayHintFrom`) skips suffixes the screen before it let through when they hold no
 * trigger word and nothing normalization could turn into one: the answers stay those of the screen
 * before, on every fixture and corpus text and on generated texts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { latestTiming, stripProgress, textSignals, textTiming } from '../../catalogue/extractors/text.ts';
import { loadFixtures } from '../../catalogue/fixtures.ts';
import { normalizeText } from '../../catalogue/normalize.ts';
import type { TimingHint } from '../../catalogue/timing.ts';
import { loadCorpus } from './corpus.ts';

const SCREEN_BEFORE =
  /retry|try\s+again|reset|wait|availab|renew|refresh|unlock|lifted|until|back\s+in|regain|[|\\]|[^\t\n\r\x20-\x7e]/gi;

/** latestTiming as it was, with the screen before. */
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

function strings(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

const observedAt = new Date('2026-12-01T12:00:00.000Z');

describe('the latest timing hint of a text', () => {
  it('is the one the screen before found, on every fixture and corpus text', () => {
    const samples = [...loadFixtures(), ...loadCorpus()];
    let texts = 0;
    for (const s of samples) {
      for (const raw of strings(s.envelope.evidence, [])) {
        agrees(raw, new Date(s.envelope.observed_at));
        texts++;
      }
    }
    expect(texts).toBeGreaterThan(1000);
  });

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
