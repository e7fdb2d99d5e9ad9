/**
 * The real-evidence corpus: its shape (sources, answers, the blind rule). How the catalogue scores
 * on it is printed by `npm run corpus:score`; docs/catalogue.md keeps each blind first run.
 */
import { describe, expect, it } from 'vitest';
import { CLASSES, CODES } from '../../catalogue/codes.ts';
import { isBlind, loadCorpus, runSample, score } from './corpus.ts';

const corpus = loadCorpus();
const results = corpus.map(runSample);

/**
 * Open samples the catalogue deliberately leaves as they are, each with why. Their answers must
 * still be safe (checked below with every other sample).
 */
const OPEN_GAPS: Record<string, string> = {
  'zed-acp-zai-400-prompt-param-1213-251':
    'Z.AI says in Chinese only that the prompt parameter was missing; one wording of one gateway is no rule.',
  'grpc-resource-exhausted-quota-exceeded-sa-ml-48':
    'A bare gRPC "Quota exceeded" names no window; read as a quota (hard), which errs on the safe side.',
  'cc-credit-issue-only-remote-settings-enoent-24225':
    'Only a missing optional settings file of the agent is logged; read as a local file problem (not_provider), which automates nothing.',
  'flujo-gemini-500-wrapping-400-no-body-tools-32':
    "A 400 with no body wrapped in an app's own 500: left unclassified (safe); no rule reads an inner status yet.",
  'claudian-old-electron-node-syntaxerror-72':
    'A JS syntax error of an old local Node is one wording; left unclassified, which automates nothing.',
  'llm-lmstudio-lms-command-not-found-load-2':
    'A client helper CLI missing ("\'lms\' command not found") is one wording; left unclassified.',
  'goose-404-not-found-host-5145':
    'A bare "404 Not Found" from a misconfigured host says nothing about the cause; left unclassified.',
};

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

  it('answers every open sample with its expected class and timing (bar the listed gaps)', () => {
    const open = results.filter((r) => !r.sample.blind && !(r.sample.id in OPEN_GAPS));
    expect(open.length).toBeGreaterThan(100);
    const wrong = open
      .filter((r) => !r.classOk || !r.codeOk || r.timingOff)
      .map((r) => `${r.sample.id}: ${r.got.code} (${r.got.classifier_rule})`);
    expect(wrong).toEqual([]);
    for (const id of Object.keys(OPEN_GAPS))
      expect(
        corpus.some((s) => s.id === id && !s.blind),
        id,
      ).toBe(true);
  });

  it('never automates unsafely and never leaks an identifier, blind samples included', () => {
    expect(results.filter((r) => r.unsafe).map((r) => r.sample.id)).toEqual([]);
    expect(results.filter((r) => r.leaks.length > 0).map((r) => r.sample.id)).toEqual([]);
  });

  it('keeps the blind split at least as accurate as its first runs (docs/catalogue.md)', () => {
    const blind = score(results.filter((r) => r.sample.blind));
    // The first-run numbers stand; this only catches a rule change that makes unseen evidence worse.
    expect(blind.classCorrect / blind.total).toBeGreaterThanOrEqual(0.95);
  });
});
