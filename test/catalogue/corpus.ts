/**
 * The real-evidence corpus (`test/catalogue/corpus/batch-*.jsonl`): samples copied verbatim from
 * public sources, each with its URL and the answer decided before the classifier ran on it. A
 * hash of the id puts about a quarter of them in the blind split, which is scored on its first
 * run before any rule is written for it (docs/catalogue.md records those first runs).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Classification } from '../../catalogue/classification.ts';
import { classify, parseEnvelope } from '../../catalogue/classify.ts';
import { CODES, type Code } from '../../catalogue/codes.ts';
import { fixtureSchema } from '../../catalogue/fixtures.ts';
import { parseOrThrow } from '../../validation/field-errors.ts';
import { REPO_ROOT } from './helpers.ts';

/** The trap or family a sample stands for (issue 10's kinds, `plain` for the ordinary ones). */
export const CORPUS_KINDS = [
  'plain',
  'provenance',
  'interrupt',
  'period',
  'forbidden',
  'side_channel',
  'agent_retry',
  'usage_reset',
  'masked',
  'ambiguous',
  'context_window',
  'content_policy',
  'conversation',
] as const;

export const corpusSampleSchema = fixtureSchema.extend({
  kind: z.enum(CORPUS_KINDS),
  source: z.object({
    repo: z.string().nullable(),
    ref: z.string().nullable(),
    url: z.string().url(),
  }),
});
export type CorpusSample = z.infer<typeof corpusSampleSchema> & { batch: number; blind: boolean };

export const CORPUS_DIR = join(REPO_ROOT, 'test/catalogue/corpus');

/**
 * Blind when the first byte of sha256(id) is below the batch's threshold, fixed forever: 64 (a
 * quarter) for batches 1-8, 96 (three eighths) from batch 9 on, decided before batch 9 was
 * collected, so the pooled blind share climbs past the quarter the issue asks for without moving
 * any sample that rules were already written on.
 */
export function isBlind(id: string, batch: number): boolean {
  return createHash('sha256').update(id).digest()[0]! < (batch >= 9 ? 96 : 64);
}

/**
 * The timeout of a test that walks every fixture and corpus sample, or runs every rule on every
 * fixture: its work grows with the corpus and the catalogue, and a loaded two-core machine runs it
 * several times slower than a quiet one (not a wall-time assertion, a bound on a hang).
 */
export const CORPUS_WIDE_TIMEOUT = 120_000;

/** Every corpus sample, batch by batch. */
export function loadCorpus(dir = CORPUS_DIR): CorpusSample[] {
  return readdirSync(dir)
    .filter((f) => /^batch-\d+\.jsonl$/.test(f))
    .sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]))
    .flatMap((f) => {
      const batch = Number(f.match(/\d+/)![0]);
      return readFileSync(join(dir, f), 'utf8')
        .split('\n')
        .map((line, i) => ({ line: line.trim(), n: i + 1 }))
        .filter(({ line }) => line.length > 0)
        .map(({ line, n }) => {
          const s = parseOrThrow(corpusSampleSchema, JSON.parse(line), `corpus ${f}:${n}`);
          return { ...s, batch, blind: isBlind(s.id, batch) };
        });
    });
}

/** One sample's result. */
export interface SampleResult {
  sample: CorpusSample;
  got: Classification;
  classOk: boolean;
  codeOk: boolean;
  /** Hard read as transient, or unclassified / not_provider read as transient or hard. */
  unsafe: boolean;
  leaks: string[];
  /** The expected timing was not met (a reset off by more than the tolerance, or timing where none belongs). */
  timingOff: boolean;
}

function codeAccepted(s: CorpusSample, got: Classification): boolean {
  const { expected_code, acceptable_codes } = s.expected;
  if (got.code === expected_code || acceptable_codes.includes(got.code as Code)) return true;
  return CODES[expected_code].class === 'not_provider' && got.class === 'not_provider';
}

/** An answer that automates what must not be: hard read as transient, or unknown / not the provider read as transient or hard. */
export function unsafeAnswer(want: string, got: string): boolean {
  return (
    (want === 'hard' && got === 'transient') ||
    ((want === 'unclassified' || want === 'not_provider') && (got === 'transient' || got === 'hard'))
  );
}

export function runSample(sample: CorpusSample): SampleResult {
  const got = classify(parseEnvelope(sample.envelope));
  const want = sample.expected.expected_class;
  const unsafe = unsafeAnswer(want, got.class);
  const out = JSON.stringify(got);
  const t = sample.expected.timing;
  let timingOff = false;
  if (t?.resolvable && t.expected_reset_at) {
    timingOff =
      got.reset_at === null ||
      Math.abs(Date.parse(got.reset_at) - Date.parse(t.expected_reset_at)) / 1000 > (t.tolerance_s ?? 1);
  } else if (t && !t.resolvable) {
    timingOff = got.reset_at !== null || got.retry_after !== null;
  }
  return {
    sample,
    got,
    classOk: got.class === want,
    codeOk: codeAccepted(sample, got),
    unsafe,
    leaks: sample.expected.must_not_leak.filter((secret) => out.includes(secret)),
    timingOff,
  };
}

/** Totals of a set of results. */
export interface Score {
  total: number;
  classCorrect: number;
  codeCorrect: number;
  unsafe: number;
  leaks: number;
  timingOff: number;
}

export function score(results: readonly SampleResult[]): Score {
  return {
    total: results.length,
    classCorrect: results.filter((r) => r.classOk).length,
    codeCorrect: results.filter((r) => r.classOk && r.codeOk).length,
    unsafe: results.filter((r) => r.unsafe).length,
    leaks: results.filter((r) => r.leaks.length > 0).length,
    timingOff: results.filter((r) => r.timingOff).length,
  };
}
