/** Shared helpers of the catalogue tests. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Classification } from '../../catalogue/classification.ts';
import { CODES } from '../../catalogue/codes.ts';
import { type Fixture, parseFixtures } from '../../catalogue/fixtures.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(here, '../..');

/**
 * The shared real-evidence development set, raw (with the strings that must not leak), when this
 * checkout sits beside it; `RECOURSE_DEV_SET` names another copy.
 */
export function rawDevSet(): Fixture[] | null {
  const path =
    process.env['RECOURSE_DEV_SET'] ?? join(REPO_ROOT, '../shared/fixtures/real-evidence/dev.jsonl');
  return existsSync(path) ? parseFixtures(readFileSync(path, 'utf8'), 'dev.jsonl') : null;
}

/**
 * Whether `c` answers the fixture's expectation. Non-provider codes all keep their owner, so a more
 * specific one (`task_error`) answers an expected `not_provider_error`.
 */
export function codeAccepted(fixture: Fixture, c: Classification): boolean {
  const { expected_code, acceptable_codes } = fixture.expected;
  if (c.code === expected_code || acceptable_codes.includes(c.code)) return true;
  return CODES[expected_code].class === 'not_provider' && c.class === 'not_provider';
}

/** Seconds between the classification's reset and the expected one, or null when not comparable. */
export function resetError(fixture: Fixture, c: Classification): number | null {
  const t = fixture.expected.timing;
  if (!t?.resolvable || !t.expected_reset_at || !c.reset_at) return null;
  return Math.abs(Date.parse(c.reset_at) - Date.parse(t.expected_reset_at)) / 1000;
}

/** Every string inside `value` (an envelope, a sample), depth first: the texts the tests sweep. */
export function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}
