/**
 * Second labels: corpus samples labelled again, by the same guide, by a labeller who never saw the
 * first label, to measure how far two labellers agree (`npm run corpus:agreement`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { CODES, type Code, isCode } from '../../catalogue/codes.ts';
import { REPO_ROOT } from './helpers.ts';

const code = z.string().refine(isCode, { message: 'not a catalogue code' });

export const secondLabelSchema = z
  .object({
    id: z.string().min(1),
    /**
     * How the sample was drawn: `random` (by a hash of its id, to measure agreement), or
     * `unsafe-answers` (among the samples the catalogue answered unsafely, to see how many of those
     * answers a second labeller would also call unsafe).
     */
    draw: z.enum(['random', 'unsafe-answers']),
    expected_code: code,
    acceptable_codes: z.array(code),
    expected_class: z.enum(['transient', 'hard', 'unclassified', 'not_provider']),
    /** False where the labeller hesitated between answers of different classes. */
    sure: z.boolean(),
    /** The deciding words and the guide's rule, in one line. */
    why: z.string().min(1).max(400),
    /** The day the labels were made. */
    round: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    labeller: z.string().min(1),
  })
  .strict()
  .refine((l) => CODES[l.expected_code as Code].class === l.expected_class, {
    message: 'expected_class is not the class of expected_code',
    path: ['expected_class'],
  });

export type SecondLabel = z.infer<typeof secondLabelSchema>;

export const SECOND_LABELS = join(REPO_ROOT, 'test/catalogue/agreement/second-labels.jsonl');

export function loadSecondLabels(file = SECOND_LABELS): SecondLabel[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, i) => {
      const parsed = secondLabelSchema.safeParse(JSON.parse(line));
      if (!parsed.success)
        throw new Error(
          `${file}:${i + 1}: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`,
        );
      return parsed.data;
    });
}
