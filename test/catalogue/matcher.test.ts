/**
 * The screened matcher (`findMatches`: one anchor scan per text, rules skipped by anchors and by
 * the field they need, patterns run alternative by alternative) finds exactly what running every
 * rule on every signal it reads finds, on the fixtures and the real-evidence corpus.
 */
import { describe, expect, it } from 'vitest';
import { findMatches, parseEnvelope } from '../../catalogue/classify.ts';
import { extractSignals, type Signal } from '../../catalogue/extractors/index.ts';
import { loadFixtures } from '../../catalogue/fixtures.ts';
import { RULES } from '../../catalogue/rules/index.ts';
import { CORPUS_WIDE_TIMEOUT, loadCorpus } from './corpus.ts';

const envelopes: [string, unknown][] = [
  ...loadFixtures().map((f): [string, unknown] => [f.id, f.envelope]),
  ...loadCorpus().map((s): [string, unknown] => [s.id, s.envelope]),
];

/** Every rule on every signal it reads (`Rule.reads`), with no screen at all. */
function unscreened(signals: readonly Signal[]) {
  const out = [];
  for (const signal of signals) {
    for (const rule of RULES) {
      if (signal.origin === 'embedded' && rule.reads === 'text') continue;
      if (signal.origin === 'text' && rule.reads === 'fields') continue;
      if (signal.origin === 'structured' && signal.text === undefined && rule.reads === 'text') continue;
      const hit = rule.match(signal, signals);
      if (hit) out.push({ rule: rule.id, item: signal.item, code: hit.code ?? rule.code });
    }
  }
  return out;
}

describe('the screened matcher', () => {
  it(
    'finds exactly the matches of every rule run on every signal, on every fixture and corpus sample',
    () => {
      expect(envelopes.length).toBeGreaterThan(800);
      for (const [id, envelope] of envelopes) {
        const signals = extractSignals(parseEnvelope(envelope));
        const screened = findMatches(signals).map((m) => ({
          rule: m.rule.id,
          item: m.signal.item,
          code: m.code,
        }));
        expect(screened, id).toEqual(unscreened(signals));
      }
    },
    CORPUS_WIDE_TIMEOUT,
  );

  it(
    "answers null whenever a rule's necessary condition (when, test) says no, on every signal of every fixture and corpus sample",
    () => {
      let checked = 0;
      const wrong: string[] = [];
      for (const [, envelope] of envelopes) {
        const signals = extractSignals(parseEnvelope(envelope));
        for (const signal of signals) {
          for (const rule of RULES) {
            // The signals each rule is run on (as above): field rules never see text signals.
            if (signal.origin === 'text' && rule.reads === 'fields') continue;
            if (signal.text === undefined && rule.reads === 'text') continue;
            const refused =
              (rule.when !== undefined && !rule.when(signal, signals)) ||
              (rule.test !== undefined && (signal.text === undefined || !rule.test(signal.text)));
            if (!refused) continue;
            if (rule.match(signal, signals) !== null) wrong.push(`${rule.id} on item ${signal.item}`);
            checked++;
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(checked).toBeGreaterThan(5000);
    },
    CORPUS_WIDE_TIMEOUT,
  );
});
