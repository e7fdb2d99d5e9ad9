import { describe, expect, it } from 'vitest';
import { secondLabelSchema } from './agreement.ts';

const label = {
  id: 'b7-relay-429',
  draw: 'random',
  expected_code: 'rate_limited',
  acceptable_codes: [],
  expected_class: 'transient',
  sure: true,
  why: "'429 rate limit reached': a throttle, rule 4",
  round: '2026-12-06',
  labeller: 'second-1',
};

describe('second labels', () => {
  it('refuses a class that is not the code’s, naming the field', () => {
    const parsed = secondLabelSchema.safeParse({ ...label, expected_class: 'hard' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['expected_class']);
  });

  it('refuses a draw it does not know, naming the field', () => {
    const parsed = secondLabelSchema.safeParse({ ...label, draw: 'hand-picked' });
    expect(parsed.error?.issues[0]?.path).toEqual(['draw']);
  });

  it('refuses a code the catalogue does not have', () => {
    const parsed = secondLabelSchema.safeParse({ ...label, acceptable_codes: ['rate_limit'] });
    expect(parsed.error?.issues[0]?.path).toEqual(['acceptable_codes', 0]);
  });
});
