/** `is`, the field comparison of the structured rules, compares names folded without building them. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { is } from '../../catalogue/rules/helpers.ts';

const fold = (s: string) => s.replace(/[_-]/g, '').toLowerCase();
const name = fc.string({
  unit: fc.constantFrom(...'aAbB_-zZ0\u0130i\u0307\u212ak\u03a3\u03c3'),
  maxLength: 8,
});

describe('is', () => {
  it('equals comparing both names with underscores and hyphens removed, lowercased', () => {
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(is(a, b)).toBe(fold(a) === fold(b));
      }),
      { numRuns: 2000 },
    );
  });

  it('folds the spellings providers use for one name', () => {
    expect(is('usageLimitExceeded', 'usage_limit_exceeded')).toBe(true);
    expect(is('USAGE-LIMIT-EXCEEDED', 'other', 'usage_limit_exceeded')).toBe(true);
    expect(is('usage_limit', 'usage_limit_exceeded')).toBe(false);
    expect(is(undefined, 'x')).toBe(false);
  });
});
