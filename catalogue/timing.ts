/**
 * Timing hints: when a provider says its limit resets or a retry may succeed. Every parser resolves
 * against the observation instant and answers null for anything it cannot trust.
 */

import { LiteralScanner } from './literal-scan.ts';
import { stripControls } from './normalize.ts';

/** Where a hint came from, most trusted first. */
export type TimingSource = 'header' | 'structured' | 'text';

/** A validated future instant: seconds after the observation and the absolute UTC instant. */
export interface TimingHint {
  /** Seconds from the observation to the reset, rounded to milliseconds; always > 0. */
  retry_after: number;
  /** The reset instant, ISO-8601 UTC with milliseconds. */
  reset_at: string;
  /** What the hint was read from. */
  source: TimingSource;
}

/** Longest hint accepted, in seconds; anything further is treated as garbage. */
export const MAX_HINT_SECONDS = 400 * 24 * 3600;
/** Longest text hintFromText reads, in code units. */
export const TIMING_TEXT_MAX = 16 * 1024;

const MS_PER_S = 1000;
const DAY_MS = 24 * 3600 * MS_PER_S;

/**
 * Resolves seconds-from-now against observedAt into a hint (retry_after rounded to ms; reset_at ISO UTC
 * with milliseconds). null when not finite, negative, zero-or-past, or absurd (> 400 days).
 */
export function hintFromSeconds(seconds: number, observedAt: Date, source: TimingSource): TimingHint | null {
  const base = observedAt.getTime();
  if (!Number.isFinite(seconds) || !Number.isFinite(base) || seconds > MAX_HINT_SECONDS) return null;
  const ms = Math.round(seconds * MS_PER_S);
  if (ms <= 0) return null;
  return { retry_after: ms / MS_PER_S, reset_at: new Date(base + ms).toISOString(), source };
}

/** Same from an absolute instant; null when at or before observedAt. */
export function hintFromInstant(at: Date, observedAt: Date, source: TimingSource): TimingHint | null {
  const t = at.getTime();
  const base = observedAt.getTime();
  if (!Number.isFinite(t) || !Number.isFinite(base)) return null;
  return hintFromSeconds((Math.round(t) - base) / MS_PER_S, observedAt, source);
}

// ---------------------------------------------------------------------------------------------
// Headers

const DECIMAL = /^\d{1,15}(?:\.\d{1,9})?$/;
const MONTHS: Record<string, number> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  oct: 9,
  nov: 10,
  dec: 11,
};
const MONTH_NAMES =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
// IMF-fixdate "Sun, 06 Nov 1994 08:49:37 GMT" and RFC 850 "Sunday, 06-Nov-94 08:49:37 GMT".
const HTTP_DATE = /^[A-Za-z]{3,9}, (\d{1,2})[ -]([A-Za-z]{3})[ -](\d{2}|\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
// asctime "Sun Nov  6 08:49:37 1994".
const ASCTIME = /^[A-Za-z]{3} ([A-Za-z]{3}) {1,2}(\d{1,2}) (\d{2}):(\d{2}):(\d{2}) (\d{4})$/;
const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?([Zz]|[+-]\d{2}:?\d{2})$/;

/** Date.UTC that refuses out-of-range fields instead of rolling them over. */
function strictUtc(y: number, mo: number, d: number, h: number, mi: number, s: number): number | null {
  if (mo < 0 || mo > 11 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 60) return null;
  const t = Date.UTC(y, mo, d, h, mi, Math.min(s, 59));
  const back = new Date(t);
  return back.getUTCDate() === d && back.getUTCMonth() === mo ? t : null;
}

function parseHttpDate(value: string): number | null {
  const m = HTTP_DATE.exec(value);
  if (m) {
    const month = MONTHS[(m[2] ?? '').toLowerCase()];
    if (month === undefined) return null;
    let year = Number(m[3]);
    if ((m[3] ?? '').length === 2) year += year < 70 ? 2000 : 1900;
    return strictUtc(year, month, Number(m[1]), Number(m[4]), Number(m[5]), Number(m[6]));
  }
  const a = ASCTIME.exec(value);
  if (!a) return null;
  const month = MONTHS[(a[1] ?? '').toLowerCase()];
  if (month === undefined) return null;
  return strictUtc(Number(a[6]), month, Number(a[2]), Number(a[3]), Number(a[4]), Number(a[5]));
}

/** Parses an RFC 3339 instant with a zone designator; null without one. */
export function parseRfc3339(value: string): number | null {
  const m = RFC3339.exec(value);
  if (!m) return null;
  const base = strictUtc(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(m[4]),
    Number(m[5]),
    Number(m[6] ?? 0),
  );
  if (base === null) return null;
  const frac = m[7] ? Math.round(Number(m[7]) * MS_PER_S) : 0;
  const zone = m[8] ?? 'Z';
  if (zone === 'Z' || zone === 'z') return base + frac;
  const digits = zone.replace(':', '');
  const hours = Number(digits.slice(1, 3));
  const minutes = Number(digits.slice(3, 5));
  if (hours > 23 || minutes > 59) return null;
  const offset = (hours * 60 + minutes) * 60 * MS_PER_S * (zone[0] === '-' ? -1 : 1);
  return base + frac - offset;
}

/** `retry-after` header: delta-seconds or HTTP-date. `retry-after-ms` handled by parseRetryAfterMs. */
export function parseRetryAfterHeader(value: string, observedAt: Date): TimingHint | null {
  const v = value.trim();
  if (v.length > 64) return null;
  if (DECIMAL.test(v)) return hintFromSeconds(Number(v), observedAt, 'header');
  const at = parseHttpDate(v);
  return at === null ? null : hintFromInstant(new Date(at), observedAt, 'header');
}

/** `retry-after-ms` header: milliseconds from now. */
export function parseRetryAfterMs(value: string, observedAt: Date): TimingHint | null {
  const v = value.trim();
  if (!DECIMAL.test(v)) return null;
  return hintFromSeconds(Number(v) / MS_PER_S, observedAt, 'header');
}

/** Resolves a bare number as epoch ms (13+ digits), epoch seconds (from 1e9) or delta seconds. */
function hintFromNumber(n: number, observedAt: Date, source: TimingSource): TimingHint | null {
  if (n >= 1e12) return hintFromInstant(new Date(n), observedAt, source);
  if (n >= 1e9) return hintFromInstant(new Date(n * MS_PER_S), observedAt, source);
  return hintFromSeconds(n, observedAt, source);
}

/**
 * Reset headers such as anthropic-ratelimit-unified-*-reset / x-ratelimit-reset-*: RFC 3339 instant,
 * epoch seconds (or ms), or a duration like "6m0s", "1s", "644ms".
 */
export function parseResetHeader(value: string, observedAt: Date): TimingHint | null {
  const v = value.trim();
  if (v.length > 64) return null;
  if (DECIMAL.test(v)) return hintFromNumber(Number(v), observedAt, 'header');
  const at = parseRfc3339(v);
  if (at !== null) return hintFromInstant(new Date(at), observedAt, 'header');
  const seconds = parseDuration(v);
  return seconds === null ? null : hintFromSeconds(seconds, observedAt, 'header');
}

// ---------------------------------------------------------------------------------------------
// Durations

const UNIT_SECONDS: Record<string, number> = {
  w: 604800,
  d: 86400,
  h: 3600,
  m: 60,
  s: 1,
  ms: 0.001,
  us: 0.000001,
  µs: 0.000001,
  ns: 0.000000001,
};
const GO_DURATION = /^(?:\d{1,12}(?:\.\d{1,12})?(?:ms|us|µs|ns|[wdhms])){1,8}$/;
const GO_PART = /(\d{1,12}(?:\.\d{1,12})?)(ms|us|µs|ns|[wdhms])/g;
const ISO_DURATION =
  /^P(?:(\d{1,9}(?:[.,]\d{1,9})?)W)?(?:(\d{1,9}(?:[.,]\d{1,9})?)D)?(?:T(?:(\d{1,9}(?:[.,]\d{1,9})?)H)?(?:(\d{1,9}(?:[.,]\d{1,9})?)M)?(?:(\d{1,9}(?:[.,]\d{1,9})?)S)?)?$/i;

/** Durations: Gemini "45.8s", "644ms", "1m30s", "6m0s", "2h", ISO-8601 "PT30S". Seconds or null. */
export function parseDuration(value: string): number | null {
  const v = value.trim();
  if (v.length === 0 || v.length > 64) return null;
  if (GO_DURATION.test(v)) {
    let total = 0;
    for (const m of v.matchAll(GO_PART)) total += Number(m[1]) * (UNIT_SECONDS[m[2] ?? ''] ?? Number.NaN);
    return Number.isFinite(total) ? total : null;
  }
  const iso = ISO_DURATION.exec(v);
  if (!iso || v.endsWith('T') || v.length < 3) return null;
  const factors = [604800, 86400, 3600, 60, 1];
  let total = 0;
  for (let i = 0; i < factors.length; i++) {
    const part = iso[i + 1];
    if (part !== undefined) total += Number(part.replace(',', '.')) * (factors[i] ?? 0);
  }
  return Number.isFinite(total) ? total : null;
}

// ---------------------------------------------------------------------------------------------
// Zones

const formatters = new Map<string, Intl.DateTimeFormat>();
const FORMATTER_CACHE_MAX = 128;

function formatterFor(zone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(zone);
  if (cached) return cached;
  try {
    const f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatters.size >= FORMATTER_CACHE_MAX) formatters.clear();
    formatters.set(zone, f);
    return f;
  } catch {
    return null;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** A zone: a fixed offset in minutes, or an IANA name read through Intl. */
type Zone = { kind: 'fixed'; offsetMinutes: number } | { kind: 'iana'; format: Intl.DateTimeFormat };

/** The numeric value of one part of `formatToParts`, NaN when absent. */
function partOf(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): number {
  for (const p of parts) if (p.type === type) return Number(p.value);
  return Number.NaN;
}

/** The wall clock of `utcMs` in a zone, as a UTC-based ms count (for offset arithmetic). */
function wallMs(utcMs: number, zone: Zone): number {
  if (zone.kind === 'fixed') return utcMs + zone.offsetMinutes * 60 * MS_PER_S;
  const parts = zone.format.formatToParts(new Date(utcMs));
  const wall = Date.UTC(
    partOf(parts, 'year'),
    partOf(parts, 'month') - 1,
    partOf(parts, 'day'),
    partOf(parts, 'hour'),
    partOf(parts, 'minute'),
    partOf(parts, 'second'),
  );
  return wall + (utcMs - Math.floor(utcMs / MS_PER_S) * MS_PER_S);
}

function wallClockOf(utcMs: number, zone: Zone): WallClock {
  const d = new Date(wallMs(utcMs, zone));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

/**
 * The instant a wall-clock time in a zone denotes. Repeated times (DST fall-back) take the earlier
 * instant; skipped times (spring-forward gap) move forward by the gap, like Temporal's "compatible".
 */
function instantOf(wall: WallClock, zone: Zone): number | null {
  const local = strictUtc(wall.year, wall.month, wall.day, wall.hour, wall.minute, 0);
  if (local === null) return null;
  const before = wallMs(local - DAY_MS, zone) - (local - DAY_MS);
  const after = wallMs(local + DAY_MS, zone) - (local + DAY_MS);
  const candidates = [local - before, local - after].filter((t) => wallMs(t, zone) === local);
  if (candidates.length > 0) return Math.min(...candidates);
  return local - before;
}

const FIXED_ZONE = /^(?:utc|gmt|z)(?:\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?)?$/i;
const IANA_ZONE = /^[A-Za-z][A-Za-z0-9_+-]{0,30}(?:\/[A-Za-z0-9_+-]{1,30}){1,2}$/;

/** Resolves a zone label: UTC/GMT with an optional conventional offset (GMT+5 = UTC+5) or IANA. */
function zoneOf(label: string): Zone | null {
  const fixed = FIXED_ZONE.exec(label.trim());
  if (fixed) {
    if (!fixed[1]) return { kind: 'fixed', offsetMinutes: 0 };
    const hours = Number(fixed[2]);
    const minutes = Number(fixed[3] ?? 0);
    if (hours > 14 || minutes > 59) return null;
    return { kind: 'fixed', offsetMinutes: (fixed[1] === '-' ? -1 : 1) * (hours * 60 + minutes) };
  }
  // IANA names keep their own sign rules: Etc/GMT+5 is UTC-5.
  if (!IANA_ZONE.test(label)) return null;
  const format = formatterFor(label);
  return format ? { kind: 'iana', format } : null;
}

// ---------------------------------------------------------------------------------------------
// Text

/**
 * The words every text hint needs (one of them, or an epoch's "|"): the one list every timing
 * screen is derived from (this scan, {@link ANY_TRIGGER}, and the line screens of `latestTiming`).
 */
export const TRIGGER_WORDS = [
  'retry',
  'try again',
  'reset',
  'wait',
  'availab',
  'renew',
  'refresh',
  'unlock',
  'lifted',
  'until',
  'back in',
  'regain',
] as const;
/** {@link TRIGGER_WORDS} and an epoch's "|", plain literals, in one automaton. */
export const TRIGGER_LITERALS: readonly string[] = [...TRIGGER_WORDS, '|'];
/** Escapes a literal for a regular expression. */
export const escapeLiteral = (l: string): string => l.replace(/[|\\^$.*+?()[\]{}]/g, '\\$&');
/** {@link TRIGGER_LITERALS} as one pattern (a test proves the automaton answers as it does). */
export const ANY_TRIGGER = new RegExp(TRIGGER_LITERALS.map(escapeLiteral).join('|'), 'i');
const TRIGGER_SCAN = new LiteralScanner(TRIGGER_LITERALS);
/** Whether {@link ANY_TRIGGER} matches `text`: one table step a code unit instead of the regex. */
export function hasTrigger(text: string): boolean {
  TRIGGER_SCAN.scanAsciiCaseless(text);
  return TRIGGER_SCAN.foundCount > 0;
}

/** Phrases that report a client's own backoff or progress, never a provider hint (exported for `latestTiming`'s line screen). */
export const PROGRESS_SEGMENT =
  /(?<!\bbefore )\b(?:retrying|reconnecting)\b|\b(?:will retry|backing off)\b|\bretry\s*#?\d+\s*(?:\/|of)\s*\d+|\battempt\s*#?\d+\s*(?:\/|of)\s*\d+|\(\s*\d+\s*\/\s*\d+\s*\)|\b\d+\s*\/\s*\d+\s+(?:attempts?|retries|tries)\b/i;

const STRUCTURED_DELAY = /\bretry_?delay\b["']?\s*[:=]\s*["']?(\d{1,9}(?:\.\d{1,9})?(?:ms|s|m|h))\b/i;
const STRUCTURED_RESET =
  /\bresets_?at\b["']?\s*[:=]\s*["']?(\d{10}(?:\d{3})?(?:\.\d+)?|\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:[Zz]|[+-]\d{2}:?\d{2}))(?![\d:])/i;
const EPOCH_SUFFIX = /\b(?:limit|reached)[^|\n]{0,40}\|\s*(\d{10}(?:\d{3})?)(?!\d)/i;
const HEADER_IN_TEXT =
  /\bretry-after(-ms)?["']?\s*[:=]\s*["']?([A-Za-z]{3,9}, \d{1,2}[ -][A-Za-z]{3}[ -]\d{2,4} \d{2}:\d{2}:\d{2} GMT|[^\s"',;}]{1,40})/i;
const RESET_HEADER_IN_TEXT =
  /\bratelimit(?:-[a-z0-9]{1,20}){0,4}-reset(?:-[a-z0-9]{1,20}){0,2}["']?\s*[:=]\s*["']?([^\s"',;}]{1,40})/i;

// "try again in", "retry after", "resets in", "available in", "please wait" ... followed by a duration.
// Not after "was"/"been": "the connection was reset after 30 seconds" reports the past. The word
// boundary comes first: the lookbehind then runs only where a word starts, not at every position
// (`trigger-patterns.test.ts` holds both triggers to the order they were written in).
const RELATIVE_TRIGGER =
  /\b(?<!\b(?:was|were|been|got)\s+)(?:(?:try|retry|check back|come back|available|resets?|renews?|refresh(?:es)?|unlocks?|lifted)(?:\s+again)?\s+(?:in|after)|(?:please|must|need to)\s+wait(?:\s+for)?)\s+(?:about\s+|approximately\s+|around\s+|roughly\s+|~\s*)?/gi;
// A word amount needs a space before its unit: "an hour", never the "an"+"d" of "and".
const DURATION_PART =
  /^(\d{1,9}(?:\.\d{1,9})?\s*|(?:an?|one)\s+)(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|wks?|w)(?![A-Za-z])/i;
const DURATION_JOINER = /^(?:\s*,\s*|\s+and\s+|\s*)/i;

function unitSeconds(unit: string): number {
  const u = unit.toLowerCase();
  if (u === 'ms' || u.startsWith('milli') || u.startsWith('msec')) return 0.001;
  if (u.startsWith('s')) return 1;
  if (u.startsWith('m')) return 60;
  if (u.startsWith('h')) return 3600;
  if (u.startsWith('d')) return 86400;
  return 604800;
}

/** Reads "5 days 22 hours 11 minutes", "4hr 19min", "1.5s", "an hour" from the start of `s`. */
function readDuration(s: string): number | null {
  let rest = s;
  let total = 0;
  let parts = 0;
  while (parts < 6) {
    const m = DURATION_PART.exec(rest);
    if (!m) break;
    const amount = m[1] ?? '';
    const n = /^\d/.test(amount) ? Number(amount.trim()) : 1;
    total += n * unitSeconds(m[2] ?? '');
    parts++;
    rest = rest.slice(m[0].length);
    const joiner = DURATION_JOINER.exec(rest);
    rest = rest.slice(joiner?.[0].length ?? 0);
  }
  return parts > 0 ? total : null;
}

// A duration printed as a clock after "in" (Python's timedelta): "retry in 0:09:48", "in 1 day, 2:03:04".
// After "after" or "at" the same digits are a time of day, never read without a zone.
const CLOCK_DURATION = /^(?:(\d{1,3}) days?, )?(\d{1,2}):([0-5]\d):([0-5]\d)(?:\.\d{1,6})?(?![\d:])/i;

function readClockDuration(s: string): number | null {
  const m = CLOCK_DURATION.exec(s);
  if (!m) return null;
  return Number(m[1] ?? 0) * 86400 + Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4]);
}

// Absolute times after a trigger: "resets 3pm (America/Santiago)", "resets Jul 31, 2am (UTC)",
// "try again at 2025-11-12T13:00:00Z", "resets Sep 15 at 7pm (Etc/GMT+5)".
const ABSOLUTE_TRIGGER =
  /\b(?<!\b(?:was|were|been|got)\s+)(?:resets?|renews?|try again|retry|available(?: again)?|unlocks?|until|regain (?:access|usage))(?:\s+(?:at|on|after))?\s+/gi;
/** The trigger patterns, for the test that holds them to the lookbehind-first forms. */
export const TRIGGER_PATTERNS = { relative: RELATIVE_TRIGGER, absolute: ABSOLUTE_TRIGGER } as const;

const ISO_INSTANT =
  /^(\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:[Zz]|[+-]\d{2}:?\d{2}))(?![\d:])/;
// A local ISO date-time, trusted only with a zone after it: "2025-11-12 13:00 UTC", "2025-12-01 at 00:00 UTC".
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ]|\s+at\s+)(\d{2}):(\d{2})(?::(\d{2}))?(?![\d:.])/;
// Go's `time.Time` printed as it is: "2024-06-27 03:57:26 +0000 UTC", "… 03:57:26.5 -0700 PDT".
const GO_TIME =
  /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?) ([+-]\d{2})(\d{2})(?: [A-Z]{2,5})?(?![\d:])/;
// An HTTP-date after a trigger: "retry after Wed, 21 Oct 2015 07:28:00 GMT".
const HTTP_DATE_IN_TEXT = /^[A-Za-z]{3,9}, \d{1,2}[ -][A-Za-z]{3}[ -]\d{2,4} \d{2}:\d{2}:\d{2} GMT/;
const DATE_PART = new RegExp(
  `^(${MONTH_NAMES})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?(?:,?\\s+at\\s+|,\\s*|\\s+)`,
  'i',
);
// Day first: "31 Jul, 2am", "15 September 2026 at 7pm".
const DAY_FIRST_DATE_PART = new RegExp(
  `^(\\d{1,2})(?:st|nd|rd|th)?\\s+(${MONTH_NAMES})\\.?(?:,?\\s+(\\d{4}))?(?:,?\\s+at\\s+|,\\s*|\\s+)`,
  'i',
);
const RELATIVE_DAY_PART = /^(today|tonight|tomorrow)(?:,?\s+at\s+|,\s*|\s+)/i;
const WEEKDAY_PART =
  /^(?:on\s+)?(monday|mon|tuesday|tues?|wednesday|wed|thursday|thu(?:rs?)?|friday|fri|saturday|sat|sunday|sun)\.?(?:,?\s+at\s+|,\s*|\s+)/i;
const WEEKDAYS: Record<string, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };
const CLOCK_PART = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?![\w:])/i;
const NAMED_CLOCK = /^(midnight|noon)\b/i;
const ZONE_PART =
  /^\s*(?:\(\s*([A-Za-z][A-Za-z0-9_/+:-]{0,40}(?:\s*[+-]\s*\d{1,2}(?::?\d{2})?)?)\s*\)|(utc|gmt)(?:\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?)?(?![\w])|([A-Za-z]{2,20}\/[A-Za-z0-9_+-]{2,30}(?:\/[A-Za-z_]{2,30})?)(?![\w/]))/i;

interface ClockMatch {
  hour: number;
  minute: number;
}

function readClock(s: string): { clock: ClockMatch; rest: string } | null {
  const named = NAMED_CLOCK.exec(s);
  if (named) {
    const hour = (named[1] ?? '').toLowerCase() === 'noon' ? 12 : 0;
    return { clock: { hour, minute: 0 }, rest: s.slice(named[0].length) };
  }
  const m = CLOCK_PART.exec(s);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  const meridiem = (m[3] ?? '').toLowerCase().replace(/\./g, '');
  if (!meridiem && m[2] === undefined) return null; // "resets 3" is not a time
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  } else if (hour > 23) return null;
  return { clock: { hour, minute }, rest: s.slice(m[0].length) };
}

function readZone(s: string): Zone | null {
  const m = ZONE_PART.exec(s);
  if (!m) return null;
  if (m[1]) return zoneOf(m[1].replace(/\s+/g, ''));
  if (m[6]) return zoneOf(m[6]);
  const label = `${m[2]}${m[3] ? `${m[3]}${m[4]}${m[5] ? `:${m[5]}` : ''}` : ''}`;
  return zoneOf(label);
}

/** Which day a clock time is on: the next that fits, a calendar date, today/tomorrow, or a weekday. */
type DaySpec =
  | { kind: 'next' }
  | { kind: 'calendar'; month: number; day: number; year: number | null }
  | { kind: 'offset'; days: number }
  | { kind: 'weekday'; weekday: number };

/** The instant of `clock` on the zone's calendar day `now + add` days. */
function onDay(now: WallClock, add: number, clock: ClockMatch, zone: Zone): number | null {
  const day = new Date(Date.UTC(now.year, now.month, now.day + add));
  return instantOf(
    { year: day.getUTCFullYear(), month: day.getUTCMonth(), day: day.getUTCDate(), ...clock },
    zone,
  );
}

/** Next occurrence after observedAt of a wall-clock time on the given day. */
function nextOccurrence(clock: ClockMatch, spec: DaySpec, zone: Zone, observed: number): number | null {
  const now = wallClockOf(observed, zone);
  const after = (t: number | null): t is number => t !== null && t > observed;
  switch (spec.kind) {
    case 'offset': {
      const t = onDay(now, spec.days, clock, zone);
      return after(t) ? t : null;
    }
    case 'calendar': {
      const years = spec.year !== null ? [spec.year] : [now.year, now.year + 1];
      for (const year of years) {
        const t = instantOf({ year, month: spec.month, day: spec.day, ...clock }, zone);
        if (after(t)) return t;
      }
      return null;
    }
    default:
      for (let add = 0; add <= 8; add++) {
        if (
          spec.kind === 'weekday' &&
          new Date(Date.UTC(now.year, now.month, now.day + add)).getUTCDay() !== spec.weekday
        )
          continue;
        const t = onDay(now, add, clock, zone);
        if (after(t)) return t;
      }
      return null;
  }
}

/** Reads an absolute time right after a trigger; `undefined` when nothing time-like is there. */
function readAbsolute(s: string, observed: number): number | null | undefined {
  const iso = ISO_INSTANT.exec(s);
  if (iso) return parseRfc3339(iso[1] ?? '');
  const httpDate = HTTP_DATE_IN_TEXT.exec(s);
  if (httpDate) return parseHttpDate(httpDate[0]);
  const go = GO_TIME.exec(s);
  if (go) return parseRfc3339(`${go[1]}T${go[2]}${go[3]}:${go[4]}`);
  const local = ISO_LOCAL.exec(s);
  if (local) {
    const zone = readZone(s.slice(local[0].length));
    if (!zone) return null; // a local time without a zone is no hint
    const wall = { year: Number(local[1]), month: Number(local[2]) - 1, day: Number(local[3]) };
    return instantOf({ ...wall, hour: Number(local[4]), minute: Number(local[5]) }, zone);
  }
  let rest = s;
  let spec: DaySpec = { kind: 'next' };
  const d = DATE_PART.exec(rest);
  const df = d ? null : DAY_FIRST_DATE_PART.exec(rest);
  const rel = d || df ? null : RELATIVE_DAY_PART.exec(rest);
  const wd = d || df || rel ? null : WEEKDAY_PART.exec(rest);
  if (d || df) {
    const monthName = (d ? d[1] : df?.[2]) ?? '';
    const month = MONTHS[monthName.slice(0, 3).toLowerCase()];
    if (month === undefined) return null;
    const year = d ? d[3] : df?.[3];
    spec = { kind: 'calendar', month, day: Number(d ? d[2] : df?.[1]), year: year ? Number(year) : null };
  } else if (rel) {
    spec = { kind: 'offset', days: (rel[1] ?? '').toLowerCase() === 'tomorrow' ? 1 : 0 };
  } else if (wd) {
    spec = { kind: 'weekday', weekday: WEEKDAYS[(wd[1] ?? '').slice(0, 3).toLowerCase()] ?? 0 };
  }
  const dayWords = d ?? df ?? rel ?? wd;
  if (dayWords) rest = rest.slice(dayWords[0].length);
  const clock = readClock(rest);
  if (!clock) return dayWords ? null : undefined;
  const zone = readZone(clock.rest);
  if (!zone) return null; // a clock time without a zone is no hint
  return nextOccurrence(clock.clock, spec, zone, observed);
}

/** The separators CLIs put inside a line between a provider message and their own progress phrase. */
export const SEGMENT_SEPARATORS = '·•;…';
// Lines, and those separators.
const SEGMENT_BREAK = new RegExp(String.raw`\r?\n|\\n|[${SEGMENT_SEPARATORS}]| \| `);

/** Drops client backoff/progress segments (lines or " · "-separated parts), keeps the rest. */
function providerSegments(text: string): string {
  const kept: string[] = [];
  for (const segment of text.split(SEGMENT_BREAK)) {
    if (!PROGRESS_SEGMENT.test(segment)) {
      kept.push(segment);
      continue;
    }
    // Lines joined into one may put a provider's sentence and the client's progress in one segment
    // ("… resets 4pm (UTC) ⚠️ … detected. Retry 2/10 in 4 min"): keep the sentences without progress.
    const sentences = segment.split(SENTENCE_BREAK).filter((sentence) => !PROGRESS_SEGMENT.test(sentence));
    if (sentences.length > 0) kept.push(sentences.join(' '));
  }
  return kept.join('\n');
}

const SENTENCE_BREAK = /(?<=[.!?])\s+/;

/**
 * Finds a provider reset/retry hint in error text (stderr lines, messages). Handles every format of
 * lesson 9: `|<unix epoch>` suffix, "resets 3pm (America/Santiago)", "(Etc/GMT+5)" (POSIX sign inverted),
 * half-hour zones, "Jul 31, 2am (UTC)", "try again in 5 days 22 hours 11 minutes", "Resets in 4hr 19min",
 * "try again in 644ms" / "in 6ms", "retry after 86400 seconds", "Please try again in 1.5s", etc.
 * A time of day means its next occurrence after observedAt, in the named IANA zone (use Intl, no tz
 * library). Returns null for: no zone on a clock time or date, unparseable/localized text, windows
 * ("every 5h", "5-hour limit"), client backoff/progress lines ("Retrying in 18 seconds (attempt 6/10)",
 * "Reconnecting 4/5", "retrying in 2s"), and anything in the past.
 */
export function hintFromText(text: string, observedAt: Date): TimingHint | null {
  const observed = observedAt.getTime();
  if (!Number.isFinite(observed)) return null;
  const raw = stripControls(text.length > TIMING_TEXT_MAX ? text.slice(0, TIMING_TEXT_MAX) : text);
  if (!hasTrigger(raw)) return null;
  const s = providerSegments(raw)
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, ' ');

  // Literal screens: what any match of each structured pattern below must contain.
  const low = s.toLowerCase();
  const delay = low.includes('retry') ? STRUCTURED_DELAY.exec(s) : null;
  if (delay) {
    const seconds = parseDuration(delay[1] ?? '');
    if (seconds !== null) return hintFromSeconds(seconds, observedAt, 'structured');
  }
  const reset = low.includes('resets') ? STRUCTURED_RESET.exec(s) : null;
  if (reset) {
    const v = reset[1] ?? '';
    const at = DECIMAL.test(v) ? Number(v) : parseRfc3339(v);
    if (at !== null) {
      const ms = DECIMAL.test(v) ? (at >= 1e12 ? at : at * MS_PER_S) : at;
      return hintFromInstant(new Date(ms), observedAt, 'structured');
    }
  }
  const epoch = s.includes('|') ? EPOCH_SUFFIX.exec(s) : null;
  if (epoch) return hintFromNumber(Number(epoch[1]), observedAt, 'text');

  const header = low.includes('retry-after') ? HEADER_IN_TEXT.exec(s) : null;
  if (header) {
    const value = header[2] ?? '';
    const hint = header[1] ? parseRetryAfterMs(value, observedAt) : parseRetryAfterHeader(value, observedAt);
    if (hint) return { ...hint, source: 'text' };
  }
  const resetHeader = low.includes('ratelimit') ? RESET_HEADER_IN_TEXT.exec(s) : null;
  if (resetHeader) {
    const hint = parseResetHeader(resetHeader[1] ?? '', observedAt);
    if (hint) return { ...hint, source: 'text' };
  }

  for (const m of s.matchAll(ABSOLUTE_TRIGGER)) {
    const at = readAbsolute(s.slice(m.index + m[0].length, m.index + m[0].length + 80), observed);
    // A time without a trustworthy zone (null) is never guessed at; a relative phrase may still follow.
    if (at === undefined || at === null) continue;
    const hint = hintFromInstant(new Date(at), observedAt, 'text');
    if (hint) return hint;
  }

  for (const m of s.matchAll(RELATIVE_TRIGGER)) {
    const rest = s.slice(m.index + m[0].length, m.index + m[0].length + 120);
    const seconds = (/\bin\s*$/i.test(m[0]) ? readClockDuration(rest) : null) ?? readDuration(rest);
    if (seconds !== null) return hintFromSeconds(seconds, observedAt, 'text');
  }
  return null;
}
