import { existsSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hintFromInstant,
  hintFromSeconds,
  hintFromText,
  MAX_HINT_SECONDS,
  parseDuration,
  parseResetHeader,
  parseRetryAfterHeader,
  parseRetryAfterMs,
} from '../../catalogue/timing.ts';

const at = (iso: string): Date => new Date(iso);

describe('hintFromSeconds', () => {
  const observed = at('2025-01-01T00:00:00.000Z');

  it('resolves seconds against the observation with millisecond precision', () => {
    expect(hintFromSeconds(1.23456, observed, 'header')).toEqual({
      retry_after: 1.235,
      reset_at: '2025-01-01T00:00:01.235Z',
      source: 'header',
    });
  });

  it.each([
    ['NaN', Number.NaN],
    ['infinity', Number.POSITIVE_INFINITY],
    ['negative', -1],
    ['zero', 0],
    ['less than half a millisecond', 0.0004],
    ['beyond 400 days', MAX_HINT_SECONDS + 1],
  ])('rejects %s', (_label, seconds) => {
    expect(hintFromSeconds(seconds, observed, 'text')).toBeNull();
  });

  it('accepts exactly 400 days', () => {
    expect(hintFromSeconds(MAX_HINT_SECONDS, observed, 'text')?.reset_at).toBe('2026-02-05T00:00:00.000Z');
  });

  it('rejects an invalid observation instant', () => {
    expect(hintFromSeconds(5, new Date(Number.NaN), 'text')).toBeNull();
  });
});

describe('hintFromInstant', () => {
  const observed = at('2025-01-01T00:00:00.000Z');

  it('gives the seconds until a future instant', () => {
    expect(hintFromInstant(at('2025-01-01T01:00:00.500Z'), observed, 'structured')).toEqual({
      retry_after: 3600.5,
      reset_at: '2025-01-01T01:00:00.500Z',
      source: 'structured',
    });
  });

  it.each([
    ['the observation itself', '2025-01-01T00:00:00.000Z'],
    ['the past', '2024-12-31T23:59:59.000Z'],
    ['more than 400 days ahead', '2026-03-01T00:00:00.000Z'],
  ])('rejects %s', (_label, iso) => {
    expect(hintFromInstant(at(iso), observed, 'text')).toBeNull();
  });

  it('rejects an invalid date', () => {
    expect(hintFromInstant(new Date('nope'), observed, 'text')).toBeNull();
  });
});

describe('parseRetryAfterHeader', () => {
  const observed = at('2015-10-21T07:00:00.000Z');

  it.each([
    ['delta seconds', '120', 120],
    ['fractional delta seconds', '1.5', 1.5],
    ['padded delta seconds', '  30 ', 30],
    ['an IMF-fixdate', 'Wed, 21 Oct 2015 07:28:00 GMT', 1680],
    ['an RFC 850 date', 'Wednesday, 21-Oct-15 07:28:00 GMT', 1680],
    ['an asctime date', 'Wed Oct 21 07:28:00 2015', 1680],
  ])('reads %s', (_label, value, seconds) => {
    const hint = parseRetryAfterHeader(value, observed);
    expect(hint?.retry_after).toBe(seconds);
    expect(hint?.source).toBe('header');
  });

  it.each([
    ['zero', '0'],
    ['a negative number', '-5'],
    ['words', 'soon'],
    ['a past date', 'Wed, 21 Oct 2015 06:00:00 GMT'],
    ['an impossible date', 'Sat, 31 Feb 2015 07:28:00 GMT'],
    ['a date without GMT', 'Wed, 21 Oct 2015 07:28:00'],
    ['an empty value', ''],
  ])('rejects %s', (_label, value) => {
    expect(parseRetryAfterHeader(value, observed)).toBeNull();
  });
});

describe('parseRetryAfterMs', () => {
  const observed = at('2025-07-09T12:00:00.000Z');

  it('reads milliseconds', () => {
    expect(parseRetryAfterMs('644', observed)).toEqual({
      retry_after: 0.644,
      reset_at: '2025-07-09T12:00:00.644Z',
      source: 'header',
    });
  });

  it.each(['0', '-3', 'abc', '1e3'])('rejects %j', (value) => {
    expect(parseRetryAfterMs(value, observed)).toBeNull();
  });
});

describe('parseResetHeader', () => {
  const observed = at('2025-11-11T16:40:06.075Z');

  it.each([
    ['an RFC 3339 instant in UTC', '2025-11-12T13:00:00Z', '2025-11-12T13:00:00.000Z'],
    ['an RFC 3339 instant with an offset', '2025-11-12T14:00:00+01:00', '2025-11-12T13:00:00.000Z'],
    ['an RFC 3339 instant with fractions', '2025-11-12T13:00:00.250Z', '2025-11-12T13:00:00.250Z'],
    ['epoch seconds', '1762952400', '2025-11-12T13:00:00.000Z'],
    ['epoch milliseconds', '1762952400000', '2025-11-12T13:00:00.000Z'],
    ['delta seconds', '30', '2025-11-11T16:40:36.075Z'],
    ['a Go duration', '6m0s', '2025-11-11T16:46:06.075Z'],
    ['one second', '1s', '2025-11-11T16:40:07.075Z'],
    ['milliseconds', '644ms', '2025-11-11T16:40:06.719Z'],
  ])('reads %s', (_label, value, resetAt) => {
    const hint = parseResetHeader(value, observed);
    expect(hint?.reset_at).toBe(resetAt);
    expect(hint?.source).toBe('header');
  });

  it.each([
    ['an instant without a zone', '2025-11-12T13:00:00'],
    ['a past instant', '2025-11-11T16:00:00Z'],
    ['a past epoch', '1762800000'],
    ['an impossible date', '2025-02-30T13:00:00Z'],
    ['garbage', 'tomorrow'],
    ['zero', '0'],
  ])('rejects %s', (_label, value) => {
    expect(parseResetHeader(value, observed)).toBeNull();
  });
});

describe('parseDuration', () => {
  it.each([
    ['45.8s', 45.8],
    ['58s', 58],
    ['644ms', 0.644],
    ['1m30s', 90],
    ['6m0s', 360],
    ['2h', 7200],
    ['1h2m3s', 3723],
    ['1.5h', 5400],
    ['0s', 0],
    ['PT30S', 30],
    ['PT1.5M', 90],
    ['P1DT2H', 93600],
    ['P1W', 604800],
    ['pt10m', 600],
  ])('reads %j as %d seconds', (value, seconds) => {
    expect(parseDuration(value)).toBeCloseTo(seconds, 9);
  });

  it.each(['', '5', '5x', '1h2', 'P', 'PT', 'P1DT', 'in 5s', '-5s', 's', '5 s'])('rejects %j', (value) => {
    expect(parseDuration(value)).toBeNull();
  });
});

describe('hintFromText: relative phrases', () => {
  const observed = at('2025-09-19T12:00:00.000Z');

  it.each([
    ['Codex days, wrapped', 'try again in 5 days 22 hours 11\nminutes.', 511860],
    ['Codex hours', 'or try again in 8 hours 30 minutes.', 30600],
    ['Copilot hours', 'Please try again in 2 hours. Please review our Terms', 7200],
    ['Copilot 58 hours', 'Please try again in 58 hours.', 208800],
    ['Claude "Resets in"', 'Weekly limit reached · Resets in 4hr 19min', 15540],
    ['OpenAI milliseconds', 'Please try again in 644ms.', 0.644],
    ['OpenAI tiny milliseconds', 'Limit: 10000 / min. Please try again in 6ms.', 0.006],
    ['OpenAI fractional seconds', 'Please try again in 1.5s.', 1.5],
    ['Azure seconds', 'Please retry after 9 seconds.', 9],
    ['Azure a whole day', 'Please retry after 86400 seconds.', 86400],
    ['Gemini message', 'You exceeded your quota. Please retry in 58.934310785s.', 58.934],
    ['compact Go form', 'try again in 1m30s', 90],
    ['an article', 'Please try again in an hour.', 3600],
    ['joined with and', 'try again in 1 hour and 5 minutes', 3900],
    ['comma separated', 'resets in 2 days, 3 hours', 183600],
    ['please wait', 'Please wait 20 seconds and resend.', 20],
    ['about', 'Try again in about 3 minutes.', 180],
    ['must wait', 'You must wait 90 seconds before sending another request.', 90],
    ['weeks', 'Your quota resets in 1 week.', 604800],
    ['a clock after in', 'Sign up to get more quota or retry in 0:09:48.', 588],
    ['a clock with days', 'try again in 1 day, 2:03:04', 93784],
    [
      'Gemini quota reset',
      'You have exhausted your capacity on this model. Your quota will reset after 2h8m10s.',
      7690,
    ],
    ['a present passive', 'Your limit is reset in 5 minutes', 300],
    ['a wait and a later retry delay', 'Please wait and retry in 5 minutes.', 300],
    ['one spelled out', 'try again in one minute', 60],
    ['a number glued to its unit', 'try again in 2d', 172800],
  ])('%s', (_label, text, seconds) => {
    const hint = hintFromText(text, observed);
    expect(hint?.retry_after).toBe(seconds);
    expect(hint?.source).toBe('text');
  });
});

describe('hintFromText: structured fields printed in text', () => {
  const observed = at('2026-02-27T12:00:00.000Z');

  it('prefers Gemini retryDelay over the message text', () => {
    const text =
      "429 RESOURCE_EXHAUSTED. {'error': {'code': 429, 'message': 'Please retry in 58.934310785s.', 'details': [{'@type': 'type.googleapis.com/google.rpc.RetryInfo', 'retryDelay': '58s'}]}}";
    expect(hintFromText(text, observed)).toEqual({
      retry_after: 58,
      reset_at: '2026-02-27T12:00:58.000Z',
      source: 'structured',
    });
  });

  it('reads a JSON retryDelay with fractions', () => {
    expect(
      hintFromText('{"@type":"type.googleapis.com/google.rpc.RetryInfo","retryDelay":"45.8s"}', observed)
        ?.retry_after,
    ).toBe(45.8);
  });

  it('reads resetsAt as epoch seconds', () => {
    const hint = hintFromText('{"quotaLimits":{"resetsAt":1772200800}}', observed);
    expect(hint).toEqual({ retry_after: 7200, reset_at: '2026-02-27T14:00:00.000Z', source: 'structured' });
  });

  it('reads a rate-limit reset header dumped into text', () => {
    expect(hintFromText('anthropic-ratelimit-unified-5h-reset: 1772200800', observed)).toMatchObject({
      reset_at: '2026-02-27T14:00:00.000Z',
      source: 'text',
    });
    expect(hintFromText('x-ratelimit-reset-requests: 2m59.56s', observed)?.retry_after).toBe(179.56);
  });

  it('reads a retry-after header dumped into text', () => {
    expect(hintFromText('headers: {"retry-after": "30"}', observed)).toMatchObject({
      retry_after: 30,
      source: 'text',
    });
    expect(hintFromText('retry-after-ms: 250', observed)?.retry_after).toBe(0.25);
  });
});

describe('hintFromText: epoch suffix', () => {
  it('reads the Claude "|<epoch>" usage-limit suffix', () => {
    const hint = hintFromText('Claude AI usage limit reached|1762952400', at('2025-11-11T16:40:06.075Z'));
    expect(hint).toEqual({ retry_after: 73193.925, reset_at: '2025-11-12T13:00:00.000Z', source: 'text' });
  });

  it('rejects an epoch suffix in the past', () => {
    expect(hintFromText('Claude AI usage limit reached|1762952400', at('2025-11-13T00:00:00Z'))).toBeNull();
  });
});

describe("hintFromText: Go's printed time.Time", () => {
  const observed = at('2025-03-07T12:00:00.000Z');
  it('reads the instant and its numeric offset, the zone name after it aside', () => {
    expect(hintFromText('Retry after 2025-03-07 12:28:18 +0000 UTC', observed)?.reset_at).toBe(
      '2025-03-07T12:28:18.000Z',
    );
    expect(hintFromText('retry after 2025-03-07 05:28:18.25 -0700 MST', observed)?.reset_at).toBe(
      '2025-03-07T12:28:18.250Z',
    );
  });

  it('gives no hint for an instant already past when it was observed', () => {
    expect(hintFromText('Retry after 2024-06-27 03:57:26 +0000 UTC', observed)).toBeNull();
  });
});

describe('hintFromText: clock times in named zones', () => {
  it.each([
    [
      'America/Santiago in its summer (UTC-3)',
      'resets 3pm (America/Santiago)',
      '2025-11-11T16:40:00Z',
      '2025-11-11T18:00:00.000Z',
    ],
    [
      'America/Santiago in its winter (UTC-4)',
      'resets 3pm (America/Santiago)',
      '2025-07-01T12:00:00Z',
      '2025-07-01T19:00:00.000Z',
    ],
    [
      'America/Santiago across local midnight',
      "You've hit your limit · resets 1am (America/Santiago)",
      '2025-11-12T02:00:00Z',
      '2025-11-12T04:00:00.000Z',
    ],
    [
      'Etc/GMT+5 as UTC-5 (POSIX sign)',
      'resets 9am (Etc/GMT+5)',
      '2025-06-01T12:00:00Z',
      '2025-06-01T14:00:00.000Z',
    ],
    ['Etc/GMT-3 as UTC+3', 'resets 9pm (Etc/GMT-3)', '2025-06-01T12:00:00Z', '2025-06-01T18:00:00.000Z'],
    [
      'Asia/Kolkata half-hour offset',
      'resets 5:45pm (Asia/Kolkata)',
      '2025-06-01T12:00:00Z',
      '2025-06-01T12:15:00.000Z',
    ],
    [
      'Asia/Kolkata time already past today',
      'resets 5pm (Asia/Kolkata)',
      '2025-06-01T12:00:00Z',
      '2025-06-02T11:30:00.000Z',
    ],
    ['UTC in parentheses', 'resets 11pm (UTC)', '2025-06-01T12:00:00Z', '2025-06-01T23:00:00.000Z'],
    ['UTC after the time', 'limit resets at 14:30 UTC', '2025-06-01T12:00:00Z', '2025-06-01T14:30:00.000Z'],
    [
      'UTC past today moves to tomorrow',
      'resets 7am (UTC)',
      '2025-06-01T12:00:00Z',
      '2025-06-02T07:00:00.000Z',
    ],
    ['a conventional GMT offset', 'resets 8pm (GMT+2)', '2025-06-01T12:00:00Z', '2025-06-01T18:00:00.000Z'],
    ['a half-hour UTC offset', 'resets 8pm (UTC+05:30)', '2025-06-01T12:00:00Z', '2025-06-01T14:30:00.000Z'],
    [
      'a date and hour in UTC',
      'resets Jul 31, 2am (UTC)',
      '2025-07-30T12:00:00Z',
      '2025-07-31T02:00:00.000Z',
    ],
    [
      'a date with "at" in a zone',
      "You've hit your weekly limit · resets Sep 15 at 7pm (America/New_York)",
      '2025-09-08T12:00:00Z',
      '2025-09-15T23:00:00.000Z',
    ],
    [
      'a date already past this year',
      'resets Jan 2, 3am (UTC)',
      '2025-06-01T12:00:00Z',
      '2026-01-02T03:00:00.000Z',
    ],
    [
      'a full date with a year',
      'try again at Jul 5th, 2026 8:19 PM (UTC)',
      '2026-06-05T12:00:00Z',
      '2026-07-05T20:19:00.000Z',
    ],
    [
      'an ISO instant',
      'rate limit resets at 2025-06-01T13:00:00Z',
      '2025-06-01T12:00:00Z',
      '2025-06-01T13:00:00.000Z',
    ],
    [
      'an ISO instant with an offset',
      'try again after 2025-06-01T15:00:00+02:00',
      '2025-06-01T12:00:00Z',
      '2025-06-01T13:00:00.000Z',
    ],
  ])('%s', (_label, text, observed, resetAt) => {
    const hint = hintFromText(text, at(observed));
    expect(hint?.reset_at).toBe(resetAt);
    expect(hint?.source).toBe('text');
  });
});

describe('hintFromText: other date and zone spellings', () => {
  it.each([
    ['a day-first date', 'resets 31 Jul, 2am (UTC)', '2025-07-30T12:00:00Z', '2025-07-31T02:00:00.000Z'],
    [
      'a zone without parentheses',
      'resets 3pm America/Santiago',
      '2025-11-11T16:40:00Z',
      '2025-11-11T18:00:00.000Z',
    ],
    [
      'a.m. with dots',
      'limit resets at 9:30 a.m. (Europe/London)',
      '2025-06-01T06:00:00Z',
      '2025-06-01T08:30:00.000Z',
    ],
    ['a legacy zone alias', 'resets 6pm (Asia/Calcutta)', '2025-06-01T06:00:00Z', '2025-06-01T12:30:00.000Z'],
    [
      'a local ISO time with a zone',
      'available again at 2025-06-01 13:00 UTC',
      '2025-06-01T06:00:00Z',
      '2025-06-01T13:00:00.000Z',
    ],
    [
      'a local ISO time with an IANA zone',
      'resets at 2025-06-01T20:00 (Asia/Tokyo)',
      '2025-06-01T06:00:00Z',
      '2025-06-01T11:00:00.000Z',
    ],
    [
      'an HTTP-date in prose',
      'Please retry after Sun, 01 Jun 2025 07:30:00 GMT.',
      '2025-06-01T06:00:00Z',
      '2025-06-01T07:30:00.000Z',
    ],
    [
      'an HTTP-date header in text',
      'Retry-After: Sun, 01 Jun 2025 07:30:00 GMT',
      '2025-06-01T06:00:00Z',
      '2025-06-01T07:30:00.000Z',
    ],
    ['midnight', 'usage resets at midnight (UTC)', '2025-06-04T12:00:00Z', '2025-06-05T00:00:00.000Z'],
    [
      'noon already past today',
      'resets at noon (Asia/Kolkata)',
      '2025-06-04T12:00:00Z',
      '2025-06-05T06:30:00.000Z',
    ],
    [
      'tomorrow even when the time is still ahead today',
      'resets tomorrow at 3pm (UTC)',
      '2025-06-04T12:00:00Z',
      '2025-06-05T15:00:00.000Z',
    ],
    [
      'a weekday ahead',
      'weekly limit resets Monday at 9am (America/New_York)',
      '2025-06-04T12:00:00Z',
      '2025-06-09T13:00:00.000Z',
    ],
    [
      'the same weekday later today',
      'resets Wednesday at 9am (America/New_York)',
      '2025-06-04T12:00:00Z',
      '2025-06-04T13:00:00.000Z',
    ],
    [
      'the same weekday already past',
      'resets Wed 7am (America/New_York)',
      '2025-06-04T12:00:00Z',
      '2025-06-11T11:00:00.000Z',
    ],
  ])('%s', (_label, text, observed, resetAt) => {
    expect(hintFromText(text, at(observed))?.reset_at).toBe(resetAt);
  });
});

describe('hintFromText: daylight saving', () => {
  it('moves a time skipped by spring-forward to the instant after the gap', () => {
    // 2025-03-09 02:30 does not exist in New York; 03:30 EDT is 07:30Z.
    const hint = hintFromText('resets 2:30am (America/New_York)', at('2025-03-09T05:00:00Z'));
    expect(hint?.reset_at).toBe('2025-03-09T07:30:00.000Z');
  });

  it('takes the earlier of a time repeated by fall-back', () => {
    // 2025-11-02 01:30 happens twice in New York; the first is EDT (05:30Z).
    const hint = hintFromText('resets 1:30am (America/New_York)', at('2025-11-02T04:00:00Z'));
    expect(hint?.reset_at).toBe('2025-11-02T05:30:00.000Z');
  });

  it('uses the offset of the reset day, not of the observation day', () => {
    // Observed on Saturday in EST; Sunday 3pm is already EDT.
    const hint = hintFromText('resets 3pm (America/New_York)', at('2025-03-08T22:00:00Z'));
    expect(hint?.reset_at).toBe('2025-03-09T19:00:00.000Z');
  });

  it('follows Santiago across its own DST change', () => {
    // Chile moves from UTC-4 to UTC-3 on 2025-09-07; 9am on the 7th is 12:00Z.
    const hint = hintFromText('resets 9am (America/Santiago)', at('2025-09-06T20:00:00Z'));
    expect(hint?.reset_at).toBe('2025-09-07T12:00:00.000Z');
  });
});

describe('hintFromText: no hint', () => {
  const observed = at('2025-09-19T12:00:00.000Z');

  it.each([
    ['a clock time without a zone', '5-hour limit reached ∙ resets 9pm'],
    ['a morning time without a zone', '5-hour limit reached ∙ resets 5am'],
    ['a date without a zone', "You've hit your weekly limit · resets Sep 15 at 7pm"],
    ['Codex absolute date without a zone', 'or try again at Jul 5th, 2026 8:19 PM.'],
    ['Codex clock without a zone', 'You have hit your usage limit, try again at 8:30 PM.'],
    ['a clock after "after" (a time of day, no zone)', 'Quota exceeded, retry after 12:30:00'],
    ['an ISO instant without a zone', 'resets at 2025-09-20T10:00:00'],
    ['a local ISO time without a zone', 'available again at 2025-09-20 10:00'],
    ['an unknown zone', 'resets 3pm (Mars/Olympus_Mons)'],
    ['a zone abbreviation', 'resets 3pm (XYZ)'],
    ['an ambiguous abbreviation', 'resets 3pm CST'],
    ['a date with a zone but no time', 'resets on Jul 31 (UTC)'],
    ['an impossible date', 'resets Feb 30, 3am (UTC)'],
    ['an impossible clock time', 'resets 13pm (UTC)'],
    ['today at a time already past', 'resets today at 9am (UTC)'],
    ['a weekday without a zone', 'resets Monday at 9am'],
    ['monthly is not Monday', 'resets monthly at 9am (UTC)'],
    ['localized French text', 'Limite atteinte, réessayez dans 5 minutes'],
    ['localized Spanish date', 'se restablece el 15 de septiembre a las 19:00 (UTC)'],
    ['a window', 'You can send 40 messages every 5h'],
    ['a five-hour window', '5-hour limit reached'],
    ['a limit that resets every few hours', 'Your limit resets every 5 hours'],
    [
      'client backoff with attempts',
      'API Error (Connection error.) · Retrying in 18 seconds… (attempt 6/10)',
    ],
    ['a reconnect counter', 'Reconnecting 4/5 in 5s'],
    ['a lowercase retry line', 'stream error; retrying in 2s'],
    ['a numbered retry', 'stream disconnected; retrying 1/5 in 210ms…'],
    ['no number at all', 'Please try again later.'],
    ['a vague amount', 'Please try again in a few minutes.'],
    ['a zero delay', 'Please retry after 0 seconds.'],
    ['an instant in the past', 'resets at 2020-01-01T00:00:00Z'],
    ['an absurd delay', 'try again in 900 days'],
    ['a version number', 'upgrade to 3.5 or try again'],
    ['a past reset', 'The connection was reset after 30 seconds of inactivity'],
    ['a client resetting', 'connection reset; resetting in 5s'],
    ['availability in regions', 'Model gpt-5 is not available in 3 regions'],
    ['empty text', ''],
    // Regression: "an" + "d" of "and" read as "a day" (DURATION_PART let a word amount touch its unit).
    ['wait and try again', 'Please wait and try again'],
    ['wait and try again later', 'Please wait and try again later.'],
    ['wait and retry', 'You must wait and retry.'],
    ['need to wait and then resend', 'You need to wait and then resend.'],
    ['an word glued to d', 'Please wait and d'],
  ])('%s', (_label, text) => {
    expect(hintFromText(text, observed)).toBeNull();
  });

  it('ignores a backoff phrase on the same line as a provider message', () => {
    const text =
      'API Error: 429 rate limited, please try again in 30s · Retrying in 18 seconds… (attempt 6/10)';
    expect(hintFromText(text, observed)?.retry_after).toBe(30);
    expect(hintFromText('Rate limited; retrying in 5s', observed)).toBeNull();
    expect(hintFromText('will send again: retry after 5 seconds (retry 3/10)', observed)).toBeNull();
  });

  it('ignores a backoff line but keeps the provider line beside it', () => {
    const text = 'Retrying in 18 seconds (attempt 6/10)\nError: rate limited, please try again in 45 seconds';
    expect(hintFromText(text, observed)?.retry_after).toBe(45);
  });

  it('skips a zone-less clock time but takes a relative delay beside it', () => {
    expect(hintFromText('Limit resets at 9pm. Try again in 3 hours.', observed)?.retry_after).toBe(10800);
    expect(
      hintFromText('Limit reset at 2020-01-01T00:00:00Z; try again in 30 seconds', observed)?.retry_after,
    ).toBe(30);
  });

  it('reads a hint through terminal colours', () => {
    expect(
      hintFromText('\u001b[31m✗ Please \u001b[1mtry again in 2 hours\u001b[0m.', observed)?.retry_after,
    ).toBe(7200);
  });

  it('reads a bounded prefix of huge text', () => {
    const text = `${'x'.repeat(1_000_000)} try again in 5 seconds`;
    expect(hintFromText(text, observed)).toBeNull();
  });
});

const ZONES = [
  'America/Santiago',
  'Etc/GMT+5',
  'Asia/Kolkata',
  'UTC',
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'America/St_Johns',
];

/** Wall-clock hour and minute of an instant in a zone. */
function wallClock(iso: string, zone: string): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(iso));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  return { hour: get('hour'), minute: get('minute') };
}

describe('hintFromText: properties', () => {
  const observedArb = fc.date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2030-12-31T00:00:00Z'),
    noInvalidDate: true,
  });

  it('resolves a zoned clock time to its next occurrence, showing that time in the zone', () => {
    fc.assert(
      fc.property(
        observedArb,
        fc.constantFrom(...ZONES),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (observed, zone, hour, minute) => {
          const h12 = hour % 12 === 0 ? 12 : hour % 12;
          const text = `limit reached · resets ${h12}:${String(minute).padStart(2, '0')}${hour < 12 ? 'am' : 'pm'} (${zone})`;
          const hint = hintFromText(text, observed);
          expect(hint).not.toBeNull();
          const reset = Date.parse(hint?.reset_at ?? '');
          expect(reset).toBeGreaterThan(observed.getTime());
          expect(reset - observed.getTime()).toBeLessThanOrEqual(25 * 3600 * 1000);
          const shown = wallClock(hint?.reset_at ?? '', zone);
          const shift = (shown.hour * 60 + shown.minute - (hour * 60 + minute) + 1440) % 1440;
          // Equal, unless that time fell into a DST gap and moved forward by the gap (30 or 60 min).
          expect([0, 30, 60]).toContain(shift);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('adds up relative durations exactly', () => {
    fc.assert(
      fc.property(observedArb, fc.nat(30), fc.nat(23), fc.nat(59), fc.nat(59), (observed, d, h, m, sec) => {
        const seconds = d * 86400 + h * 3600 + m * 60 + sec;
        const hint = hintFromText(
          `Please try again in ${d} days ${h} hours ${m} minutes ${sec} seconds.`,
          observed,
        );
        if (seconds === 0) expect(hint).toBeNull();
        else
          expect(hint).toEqual({
            retry_after: seconds,
            reset_at: new Date(observed.getTime() + seconds * 1000).toISOString(),
            source: 'text',
          });
      }),
      { numRuns: 500 },
    );
  });

  it('never throws, and any hint it gives is consistent and in the future', () => {
    const words = fc.constantFrom(
      'try again in',
      'resets',
      'retry after',
      '5',
      '3pm',
      '(UTC)',
      '(Asia/Kolkata)',
      'Jul 31,',
      'days',
      'ms',
      '|1762952400',
      'retryDelay: "4s"',
      'attempt 2/5',
      '·',
      '\n',
      'at',
      '2025-11-12T13:00:00Z',
    );
    fc.assert(
      fc.property(
        observedArb,
        fc.array(fc.oneof(words, fc.string({ maxLength: 12 })), { maxLength: 14 }),
        (observed, parts) => {
          const hint = hintFromText(parts.join(' '), observed);
          if (hint === null) return;
          const reset = Date.parse(hint.reset_at);
          expect(reset).toBeGreaterThan(observed.getTime());
          expect(Math.abs(reset - observed.getTime() - hint.retry_after * 1000)).toBeLessThanOrEqual(1);
          expect(hint.retry_after).toBeLessThanOrEqual(MAX_HINT_SECONDS);
        },
      ),
      { numRuns: 1500 },
    );
  });
});

interface DevSample {
  id: string;
  envelope: { observed_at: string; evidence: Array<Record<string, unknown>> };
  expected: {
    timing: {
      resolvable: boolean;
      expected_reset_at: string | null;
      tolerance_s: number | null;
    } | null;
  };
}

/** Every text an adapter would hand the timing extractor: output, messages and bodies. */
function textsOf(sample: DevSample): string[] {
  const texts: string[] = [];
  for (const item of sample.envelope.evidence) {
    for (const key of ['text', 'message'] as const) {
      const v = item[key];
      if (typeof v === 'string') texts.push(v);
    }
    if (item.body !== undefined)
      texts.push(typeof item.body === 'string' ? item.body : JSON.stringify(item.body));
  }
  return texts;
}

function firstHint(sample: DevSample) {
  const observed = at(sample.envelope.observed_at);
  for (const text of textsOf(sample)) {
    const hint = hintFromText(text, observed);
    if (hint) return hint;
  }
  return null;
}

/**
 * The real-evidence dev set: RECOURSE_DEV_SET, else the shared original (secrets intact, so the
 * leak checks bite), else the repository's redacted copy.
 */
const SHARED_DEV_SET = new URL('../../../shared/fixtures/real-evidence/dev.jsonl', import.meta.url);
const DEV_SET =
  process.env.RECOURSE_DEV_SET ??
  (existsSync(SHARED_DEV_SET)
    ? SHARED_DEV_SET
    : new URL('../../catalogue/fixtures/real-dev.jsonl', import.meta.url));

const devSamples: DevSample[] = readFileSync(DEV_SET, 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as DevSample);

describe('hintFromText on the real dev set', () => {
  const resolvable = devSamples.filter((s) => s.expected.timing?.resolvable === true);
  const unresolvable = devSamples.filter((s) => s.expected.timing?.resolvable === false);
  const untimed = devSamples.filter((s) => s.expected.timing === null);

  it('has samples of each kind', () => {
    expect(resolvable.length).toBeGreaterThan(5);
    expect(unresolvable.length).toBeGreaterThan(2);
  });

  it.each(resolvable.map((s) => [s.id, s] as const))('resolves %s within its tolerance', (_id, sample) => {
    const hint = firstHint(sample);
    const timing = sample.expected.timing;
    expect(hint).not.toBeNull();
    const error =
      Math.abs(Date.parse(hint?.reset_at ?? '') - Date.parse(timing?.expected_reset_at ?? '')) / 1000;
    expect(error).toBeLessThanOrEqual(timing?.tolerance_s ?? 0);
  });

  it.each(unresolvable.map((s) => [s.id, s] as const))('gives no hint for %s', (_id, sample) => {
    expect(firstHint(sample)).toBeNull();
  });

  it.each(untimed.map((s) => [s.id, s] as const))('invents no hint for %s', (_id, sample) => {
    expect(firstHint(sample)).toBeNull();
  });
});
