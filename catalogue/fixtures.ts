/**
 * The fixture format (`catalogue/fixtures/*.jsonl`, the same as the shared real-evidence set) and
 * its loader. Fixtures prove rules: every rule cites at least one fixture id.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseOrThrow } from '../validation/field-errors.ts';
import { CLASSES, CODE_NAMES, type Code } from './codes.ts';
import { envelopeSchema } from './envelope.ts';

const code = z.enum(CODE_NAMES as [Code, ...Code[]]);

/** One fixture line: an envelope, the expected answer, where it was published. */
export const fixtureSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9._-]{1,120}$/),
  envelope: envelopeSchema,
  expected: z.object({
    expected_code: code,
    acceptable_codes: z.array(code),
    expected_class: z.enum(CLASSES),
    timing: z
      .object({
        kind: z.string().optional(),
        resolvable: z.boolean(),
        expected_reset_at: z.string().nullable().optional(),
        expected_retry_after_s: z.number().nullable().optional(),
        tolerance_s: z.number().nullable().optional(),
        trust: z.string().optional(),
      })
      .nullable(),
    must_not_leak: z.array(z.string()),
  }),
  source: z.object({ repo: z.string().nullable(), ref: z.string().nullable(), url: z.string().nullable() }),
  notes: z.string().nullable(),
  /** Why the catalogue deliberately answers differently (the answer must still be safe). */
  known_gap: z.string().optional(),
});

export type Fixture = z.infer<typeof fixtureSchema>;

/** Folder of the catalogue's fixture files. */
export const FIXTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** Parses fixture JSON lines; throws a ValidationError naming `<file>:<line>`. */
export function parseFixtures(text: string, file = 'fixtures'): Fixture[] {
  return text
    .split('\n')
    .map((line, i) => ({ line: line.trim(), n: i + 1 }))
    .filter(({ line }) => line.length > 0)
    .map(({ line, n }) => parseOrThrow(fixtureSchema, JSON.parse(line), `fixture ${file}:${n}`));
}

/** Every fixture of the catalogue, by file name order. */
export function loadFixtures(dir = FIXTURES_DIR): Fixture[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .flatMap((f) => parseFixtures(readFileSync(join(dir, f), 'utf8'), f));
}
