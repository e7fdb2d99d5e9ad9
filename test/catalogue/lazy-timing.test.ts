/**
 * Regression (fifth cost pass): a classification left about 2 MB surviving every scavenge, all of
 * it promoted and copied, though nothing of it outlives the classification. Root cause: each
 * lazily timed signal and each rule hit got a `timing` accessor of its own (a closure in an object
 * literal or in `defineProperty`), so each got a hidden class of its own in the old generation,
 * which held the closure and through it the signal, its text and everything the closure captured
 * alive until a full collection. Every such signal and hit now shares one accessor; the timing is
 * still read on first use, once, and a hit still answers its signal's timing.
 */
import { describe, expect, it } from 'vitest';
import { httpSignals } from '../../catalogue/extractors/http.ts';
import { textSignals } from '../../catalogue/extractors/text.ts';
import { signalTiming } from '../../catalogue/rules/helpers.ts';

const AT = new Date('2026-01-01T00:00:00Z');
const getterOf = (o: object) => Object.getOwnPropertyDescriptor(o, 'timing')?.get;

describe('lazily read timing', () => {
  it('shares one accessor among the provider bodies found in different texts, and reads each once', () => {
    const [a] = textSignals(
      'Error: 429 {"error":{"message":"Please try again in 20s."}}',
      0,
      'stderr',
      'o',
      AT,
    );
    const [b] = textSignals(
      'Error: 429 {"error":{"message":"slow down"}} try again in 5 minutes',
      0,
      'stderr',
      'o',
      AT,
    );
    expect(a!.origin).toBe('embedded');
    expect(b!.origin).toBe('embedded');
    expect(getterOf(a!)).toBeTypeOf('function');
    expect(getterOf(a!)).toBe(getterOf(b!));
    const first = a!.timing;
    expect(first?.retry_after).toBe(20);
    expect(a!.timing).toBe(first);
    expect(b!.timing?.retry_after).toBe(300);
    // The timing of a copy can still be set, as before.
    a!.timing = null;
    expect(a!.timing).toBeNull();
  });

  it('shares one accessor among HTTP signals whose wait is only in their message', () => {
    const body = (message: string) => ({ error: { type: 'rate_limit_error', message } });
    const [a] = httpSignals(
      { kind: 'http', status: 429, body: body('Please retry after 60 seconds.') },
      0,
      AT,
    );
    const [b] = httpSignals(
      { kind: 'http', status: 429, body: body('Please retry after 90 seconds.') },
      0,
      AT,
    );
    expect(getterOf(a!)).toBeTypeOf('function');
    expect(getterOf(a!)).toBe(getterOf(b!));
    expect(a!.timing?.retry_after).toBe(60);
    expect(b!.timing?.retry_after).toBe(90);
  });

  it('gives every rule hit the one accessor, answering its own signal’s timing when asked', () => {
    const [s] = textSignals('rate limited, try again in 30 seconds', 0, 'stderr', 'o', AT);
    const [t] = textSignals('overloaded, try again in 2 minutes', 1, 'stderr', 'o', AT);
    const a = signalTiming(s!);
    const b = signalTiming(t!);
    expect(getterOf(a)).toBeTypeOf('function');
    expect(getterOf(a)).toBe(getterOf(b));
    expect(a.timing?.retry_after).toBe(30);
    expect(b.timing?.retry_after).toBe(120);
    // A hit copied with a new code keeps the timing it had, as a copy of the literal did.
    expect({ ...a, code: 'quota_limited' }.timing?.retry_after).toBe(30);
  });
});
