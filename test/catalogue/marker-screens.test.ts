/**
 * Extraction runs the side-channel and background patterns only on texts holding one of their
 * anchors: every text either pattern matches holds one, on every fixture and corpus text and on
 * generated texts made of the patterns' own words. The side-channel pattern runs piece by piece
 * (each top-level alternative only when one of its own anchors occurs) and must answer as a whole.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKER_SCREENS, SCREENED_PATTERNS } from '../../catalogue/extractors/text.ts';
import { loadFixtures } from '../../catalogue/fixtures.ts';
import { loadCorpus } from './corpus.ts';

function texts(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) texts(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) texts(v, out);
  return out;
}

const evidence = [...loadFixtures(), ...loadCorpus()].flatMap((f) => texts(f.envelope, []));
const words = fc.constantFrom(
  ...'telemetry event events logging failed to export 3 metrics metric span otlp-x Exporter opentelemetry update check checking for updates auto-updater quota lookup fetchUserQuota loadUsage retrieve datadoghq.com segment.io service=installation posthog agent=title agent=summary small=true Title generation topic agent isBackgroundRequest [background] background task request error Tool tool `x` failed errored returned an error executing calling call execution invocation tool_use_error MCP codex_core::tools::router error= Warning: warn'.split(
    ' ',
  ),
  ' ',
  '\n',
  '-',
  '.',
);

function screened(text: string): void {
  // Each pattern tried piece by piece, each piece only when its anchor sets occur, answers as the whole.
  for (const { pattern, test } of SCREENED_PATTERNS)
    expect(test(text), `${pattern.source.slice(0, 40)} in pieces on ${text}`).toBe(pattern.test(text));
  const low = text.toLowerCase();
  for (const { pattern, anchors } of MARKER_SCREENS) {
    if (pattern.test(text))
      expect(
        anchors.some((a) => low.includes(a)),
        `${pattern} on ${text}`,
      ).toBe(true);
  }
}

describe('the marker screens of extraction', () => {
  it('reads every fixture and corpus text', () => {
    expect(evidence.length).toBeGreaterThan(1000);
  });

  // In parts of a few thousand texts: the corpus grows each round, and one test over all of it
  // neared the per-test time limit on a loaded machine.
  const PART = 8000;
  const parts = Array.from({ length: Math.ceil(evidence.length / PART) }, (_, i) => i);
  it.each(parts)(
    'pass every fixture and corpus text the side-channel or background pattern matches (part %i)',
    (part) => {
      for (const text of evidence.slice(part * PART, (part + 1) * PART)) screened(text);
    },
  );

  it('pass every generated text either pattern matches', () => {
    fc.assert(
      fc.property(fc.array(words, { maxLength: 12 }), (parts) => screened(parts.join(' '))),
      { numRuns: 1000 },
    );
  });
});
