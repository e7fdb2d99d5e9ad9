import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../policy/document.ts';
import { formatDuration, previewSchedule } from '../../policy/preview.ts';
import { classPolicy, doc } from './fixtures.ts';

describe('schedule preview', () => {
  it('lists 5, 10 and 20 s for three retries from 5 s, with running totals and the outcome', () => {
    const p = previewSchedule(
      doc(
        classPolicy({ retry: [3, 5], on_exhausted: 'skip' }),
        classPolicy({ wait: 300, on_exhausted: 'stop' }),
      ),
    );
    expect(p.transient).toMatchObject({
      retry_delays_seconds: [5, 10, 20],
      cumulative_seconds: [5, 15, 35],
      total_retry_seconds: 35,
      max_wait_seconds: null,
      on_exhausted: 'skip',
    });
    expect(p.transient.summary).toBe(
      'transient: no reset wait; retry up to 3 times after 5 s, 10 s, 20 s (35 s in all); then skip to the next candidate',
    );
    expect(p.hard).toMatchObject({ retry_delays_seconds: [], max_wait_seconds: 300, on_exhausted: 'stop' });
    expect(p.hard.summary).toBe(
      'hard: wait for a trusted reset up to 5 min away, once per route cycle, then one attempt outside the retry budget (a later reset is neither waited for nor shortened); no retry; then stop for manual recovery',
    );
  });

  it('caps each previewed delay at 24 hours', () => {
    const p = previewSchedule(doc(classPolicy({ retry: [10, 3600] })));
    expect(p.transient.retry_delays_seconds).toEqual([
      3600, 7200, 14400, 28800, 57600, 86400, 86400, 86400, 86400, 86400,
    ]);
    expect(p.transient.total_retry_seconds).toBe(543_600);
  });

  it('previews the default as an immediate skip for both classes', () => {
    const p = previewSchedule(DEFAULT_POLICY);
    for (const s of [p.transient, p.hard]) {
      expect(s).toMatchObject({ retry_delays_seconds: [], total_retry_seconds: 0, on_exhausted: 'skip' });
      expect(s.summary).toMatch(/: no reset wait; no retry; then skip to the next candidate$/);
    }
  });

  it.each([
    [0, '0 s'],
    [1, '1 s'],
    [90, '1 min 30 s'],
    [3600, '1 h'],
    [86399, '23 h 59 min 59 s'],
    [90061, '1 d 1 h 1 min 1 s'],
    [604800, '7 d'],
  ])('formats %i s as "%s"', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
