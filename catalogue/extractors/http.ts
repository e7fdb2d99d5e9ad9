/**
 * HTTP items: status, headers (`retry-after`, `retry-after-ms`, `x-should-retry`,
 * `x-amzn-errortype`, `anthropic-ratelimit-unified-*`) and the provider error body.
 */
import type { EvidenceItem } from '../envelope.ts';
import { isJsonText } from '../json-text.ts';
import { normalizeText } from '../normalize.ts';
import {
  hintFromSeconds,
  parseDuration,
  parseResetHeader,
  parseRetryAfterHeader,
  parseRetryAfterMs,
  type TimingHint,
} from '../timing.ts';
import { awsName, isObj, readProviderBody } from './provider-body.ts';
import type { Signal } from './signal.ts';
import { textSignals, textTiming, withLazyTiming } from './text.ts';

type HttpItem = Extract<EvidenceItem, { kind: 'http' }>;

function lowerHeaders(headers: HttpItem['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers ?? {})) {
    out[k.toLowerCase()] = Array.isArray(v) ? (v[0] ?? '') : String(v);
  }
  return out;
}

/** The first unified rate-limit status that is not `allowed`, with its reset header. */
function unifiedLimit(h: Record<string, string>): { status?: string; reset?: string; window?: string } {
  const overall = h['anthropic-ratelimit-unified-status'];
  // The window whose own status is not `allowed` (`7d`, `5h`, `7d_oi`): where the overall status
  // names no claim, it says which window refused.
  let named: { status: string; window: string } | undefined;
  for (const [k, v] of Object.entries(h)) {
    const m = /^anthropic-ratelimit-unified-([a-z0-9_-]+)-status$/.exec(k);
    if (m && v !== 'allowed') {
      named = { status: v, window: m[1]! };
      break;
    }
  }
  const claim = h['anthropic-ratelimit-unified-representative-claim'] ?? named?.window;
  if (overall && overall !== 'allowed') {
    return {
      status: overall,
      reset: h['anthropic-ratelimit-unified-reset'],
      ...(claim ? { window: claim } : {}),
    };
  }
  if (named)
    return {
      status: named.status,
      reset: h[`anthropic-ratelimit-unified-${named.window}-reset`],
      window: named.window,
    };
  return overall ? { status: overall } : {};
}

function headerTiming(h: Record<string, string>, observedAt: Date, reset?: string): TimingHint | null {
  const ms = h['retry-after-ms'];
  if (ms) {
    const hint = parseRetryAfterMs(ms, observedAt);
    if (hint) return hint;
  }
  const ra = h['retry-after'];
  if (ra) {
    const hint = parseRetryAfterHeader(ra, observedAt);
    if (hint) return hint;
  }
  if (reset) return parseResetHeader(reset, observedAt);
  return exhaustedBucketReset(h, observedAt);
}

/**
 * The reset of a rate-limit bucket that is at zero: OpenAI `x-ratelimit-remaining-tokens: 0` with
 * `x-ratelimit-reset-tokens: 6m0s`, Anthropic `anthropic-ratelimit-requests-remaining: 0` with an
 * RFC 3339 `…-requests-reset`; a bucket with no name at zero beside its reset. The latest reset
 * wins: the request needs every bucket.
 */
function exhaustedBucketReset(h: Record<string, string>, observedAt: Date): TimingHint | null {
  let best: TimingHint | null = null;
  // One bucket with no name: `x-ratelimit-remaining: 0` beside `x-ratelimit-reset` (epoch seconds
  // at GitHub, seconds to wait at an Envoy gateway), or the IETF draft's `ratelimit-remaining`.
  for (const prefix of ['x-ratelimit-', 'ratelimit-']) {
    const remaining = h[`${prefix}remaining`];
    const resetValue = h[`${prefix}reset`];
    if (remaining === undefined || !resetValue || Number(remaining.split(/[,;]/)[0]) !== 0) continue;
    const hint = parseResetHeader(resetValue, observedAt);
    if (hint && (!best || hint.retry_after > best.retry_after)) best = hint;
  }
  for (const [k, v] of Object.entries(h)) {
    const m = /^(x-ratelimit-remaining-|anthropic-ratelimit-)(\w+?)(-remaining)?$/.exec(k);
    if (!m || Number(v) !== 0) continue;
    const name = m[2]!;
    if (m[1] === 'anthropic-ratelimit-' && !m[3]) continue;
    const resetValue =
      m[1] === 'x-ratelimit-remaining-'
        ? h[`x-ratelimit-reset-${name}`]
        : h[`anthropic-ratelimit-${name}-reset`];
    if (!resetValue) continue;
    const seconds = /^\d/.test(resetValue) && /[a-z]$/i.test(resetValue) ? parseDuration(resetValue) : null;
    const hint =
      seconds !== null
        ? hintFromSeconds(seconds, observedAt, 'header')
        : parseResetHeader(resetValue, observedAt);
    if (hint && (!best || hint.retry_after > best.retry_after)) best = hint;
  }
  return best;
}

const isSuccess = (status: number): boolean => status >= 200 && status < 300;
/** Server-sent events text: a line starting `event:` or `data:`. */
const STREAM_TEXT = /^(?:event|data):/m;

/** Signals of one HTTP item. */
export function httpSignals(item: HttpItem, index: number, observedAt: Date): Signal[] {
  const h = lowerHeaders(item.headers);
  const limit = unifiedLimit(h);
  const signal: Signal = {
    item: index,
    channel: 'http',
    origin: 'structured',
    family: 'http',
    timing: headerTiming(h, observedAt, limit.status === 'rejected' ? limit.reset : undefined),
    excerpt: [],
  };
  if (item.status !== undefined) signal.status = item.status;
  const aws = h['x-amzn-errortype'] ? awsName(h['x-amzn-errortype'], true) : undefined;
  if (aws) signal.awsException = aws;
  if (limit.status) signal.rateLimitStatus = limit.status;
  if (limit.window) signal.rateLimitWindow = limit.window;
  const shouldRetry = h['x-should-retry'];
  if (shouldRetry === 'true' || shouldRetry === 'false') signal.shouldRetry = shouldRetry === 'true';

  const signals: Signal[] = [signal];
  let body: unknown = item.body;
  if (typeof body === 'string') {
    // A body that is one JSON string is the error text itself (Ollama: `"model runner has …"`); a
    // plain-text body is error text of this response.
    const text = isJsonText(body) ? JSON.parse(body) : body;
    if (typeof text === 'string') {
      const read = textSignals(text, index, 'http', 'http-body', observedAt);
      // A body that only tells of a side channel failing (an MCP server, telemetry) or of work that
      // carried on: the response, status and all, is that side channel's, not the task's.
      if (read.length === 0 && text.trim().length > 0) return [];
      signals.push(...read);
      body = undefined;
    } else body = text;
  }
  const facts = body === undefined ? null : readProviderBody(body, observedAt);
  // A logged response that kept the raw stream as text: its `event: error` / `data:` lines are the body.
  if (!facts && isObj(body)) {
    for (const value of Object.values(body))
      if (typeof value === 'string' && STREAM_TEXT.test(value))
        signals.push(...textSignals(value, index, 'http', 'http-body', observedAt));
  }
  if (facts) {
    const { timing, message, ...rest } = facts;
    Object.assign(signal, rest);
    // A 2xx carrying an error (a stream's in-band error chunk) is that error: its own status stands.
    if (item.status !== undefined && !(isSuccess(item.status) && (rest.status ?? 0) >= 400))
      signal.status = item.status;
    if (message) {
      signal.text = normalizeText(message);
      signal.excerpt.push(message);
    }
    if (!signal.timing && timing) signal.timing = timing;
    // Azure and others state the wait only in the message ("Please retry after 86400 seconds").
    if (!signal.timing && message)
      withLazyTiming(signal, () => textTiming(normalizeText(message), observedAt));
  }
  if (signal.errorType) signal.excerpt.unshift(signal.errorType);
  return signals;
}
