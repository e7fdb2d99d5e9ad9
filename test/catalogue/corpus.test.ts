/**
 * The real-evidence corpus: its shape (sources, answers, the blind rule). How the catalogue scores
 * on it is printed by `npm run corpus:score`; docs/catalogue.md keeps each blind first run.
 */
import { describe, expect, it } from 'vitest';
import { CLASSES, CODES } from '../../catalogue/codes.ts';
import { isBlind, loadCorpus } from './corpus.ts';

const corpus = loadCorpus();

describe('the real-evidence corpus', () => {
  it('holds distinct samples, each with a public source URL and an answer of a known class', () => {
    expect(new Set(corpus.map((s) => s.id)).size).toBe(corpus.length);
    for (const s of corpus) {
      expect(s.source.url, s.id).toMatch(/^https:\/\//);
      expect(CLASSES).toContain(s.expected.expected_class);
      expect(CODES[s.expected.expected_code].class, s.id).toBe(s.expected.expected_class);
      for (const secret of s.expected.must_not_leak)
        expect(JSON.stringify(s.envelope), `${s.id} holds what must not leak`).toContain(secret);
    }
  });

  it('puts about a quarter of the samples in the blind split, by a hash of the id alone', () => {
    const blind = corpus.filter((s) => s.blind).length;
    expect(blind / corpus.length).toBeGreaterThanOrEqual(0.2);
    expect(blind / corpus.length).toBeLessThanOrEqual(0.33);
    expect(isBlind('cc-tool-use-without-tool-result-5989')).toBe(
      isBlind('cc-tool-use-without-tool-result-5989'),
    );
  });
});
