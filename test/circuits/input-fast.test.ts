import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FAST_INPUTS } from '../../actors/circuits.ts';

/** Values near every bound and pattern the schemas check, and wrong types. */
const EDGES: unknown[] = [
  undefined,
  null,
  true,
  0,
  1,
  '',
  'x',
  ':x',
  'x:y',
  ' x',
  'x ',
  'a\tb',
  'a\nb',
  'a\u00a0b',
  'a\u2028b',
  'x'.repeat(200),
  'x'.repeat(201),
  'provider:',
  'provider:p',
  'account:a b',
  'model:p/m',
  'modelx:p',
  'provider:p\n',
  `provider:${'x'.repeat(503)}`,
  `provider:${'x'.repeat(504)}`,
  new Date(0),
  new Date(Number.NaN),
  new Date(8.64e15),
  '2026-01-01T00:00:00.000Z',
  [],
  {},
  { id: 'c', agent_profile: 'a' },
  { id: 'c', agent_profile: 'a', provider_id: 'p', model_id: 'm', policy: null },
  { id: 'c', agent_profile: 'a', provider_id: undefined },
  { id: 'c', agent_profile: 'a', provider_id: null },
  { id: 'c', agent_profile: 'a b' },
  { id: ':c', agent_profile: 'a' },
  { id: 'c', agent_profile: 'a', model_id: '' },
  { id: 'c' },
];

function agrees(fast: (v: unknown) => boolean, schema: z.ZodType, value: unknown): void {
  const zod = schema.safeParse(value);
  if (fast(value)) {
    expect(zod.success, String(value)).toBe(true);
    // What the caller then uses is the value itself: zod answers the same (a candidate is only read).
    if (typeof value !== 'object' || value === null || value instanceof Date) expect(zod.data).toEqual(value);
  }
}

describe('fast input tests of the circuit registry', () => {
  for (const [name, { fast, schema }] of Object.entries(FAST_INPUTS)) {
    it(`${name}: passes only values its schema accepts, and every valid one on the edges`, () => {
      let passed = 0;
      for (const value of EDGES) {
        agrees(fast, schema, value);
        if (fast(value)) passed++;
        // Conservative only where it must be: whatever zod accepts among these, the fast test takes too.
        if (schema.safeParse(value).success) expect(fast(value), String(value)).toBe(true);
      }
      expect(passed).toBeGreaterThan(0);
      fc.assert(
        fc.property(
          fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 6 })),
          (s) => {
            agrees(fast, schema, s);
            agrees(fast, schema, `provider:${s}`);
            agrees(fast, schema, { id: s, agent_profile: 'a', model_id: s });
          },
        ),
        { numRuns: 300 },
      );
    });
  }
});
