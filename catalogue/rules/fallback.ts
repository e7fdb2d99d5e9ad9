/**
 * Fallback tier: readings of evidence that no other rule matched. A fallback rule answers only when
 * nothing else matched any item of the envelope (`Rule.fallback`), so it can never overrule a rule
 * written for a wording; it fills silence, and only where the evidence's shape decides the kind.
 */
import type { Code } from '../codes.ts';
import type { Signal } from '../extractors/signal.ts';
import { statusInText } from '../extractors/text.ts';
import type { Rule } from './types.ts';

/** Statuses that say the provider refused the request as sent. */
const REJECTED_STATUSES = new Set([400, 413, 422]);

/** Error types and exception names that say the same without a status. */
const REJECTED_TYPE =
  /^(?:invalid[_ -]?request(?:[_ -]?error)?|INVALID_ARGUMENT|BadRequest(?:Error|Exception)?|ValidationException|UnprocessableEntity(?:Error)?|request[_ -]?too[_ -]?large)$/i;
const REJECTED_NAME_IN_TEXT =
  /\b(?:invalid_request_error|INVALID_ARGUMENT|BadRequestError|ValidationException)\b/;

/**
 * What the refusal is about, by the nouns of its message: the provider's content rules, the shape
 * of the conversation (roles, messages, tool blocks), or its size (tokens, context, length).
 */
const CONTENT_NOUNS =
  /\b(?:safety|unsafe|sensitive|content[ _-]?(?:policy|filter|management)|flagged|moderation)\b/i;
const CONVERSATION_NOUNS =
  /\b(?:roles?|messages?\s*[.[]|tool[ _-]?(?:calls?|use|results?)|function[ _-]?calls?|thinking blocks?|assistant message)/i;
// A lone "token" is as often a credential ("token seems invalid") as a count.
const SIZE_NOUNS =
  /\b(?:tokens|token (?:limit|count|length)|context|too long|too large|max[ _-]?seq\w*|length)\b/i;

/**
 * A request setting named in the message: the agent's own parameter over its bounds (`max_tokens`
 * too large, a temperature out of range, a malformed tool schema) is the task's error, not the
 * provider refusing the conversation.
 */
const REQUEST_SETTING =
  /\b(?:max_\w*tokens|max(?:Output|Completion)?Tokens|safety_?settings|temperature|top_[pk]|(?:frequency|presence)_penalty|response_format|tool_choice|tools\[\d+\])/i;

function statusOf(s: Signal): number | undefined {
  return s.status ?? (s.text === undefined ? undefined : statusInText(s.text));
}

function namesRejection(s: Signal): boolean {
  for (const v of [s.errorType, s.errorCode, s.awsException])
    if (v !== undefined && REJECTED_TYPE.test(v)) return true;
  return s.text !== undefined && REJECTED_NAME_IN_TEXT.test(s.text);
}

interface Refusal {
  code: Code;
  /** The signal whose message named the refusal's kind: the winner's excerpt comes from it. */
  signal: Signal;
}

/** The refusal, when the envelope is a provider refusing the request and nothing else. */
function refusalOf(all: readonly Signal[]): Refusal | null {
  let rejected = false;
  for (const s of all) {
    const status = statusOf(s);
    // Any other failure status (auth, throttle, server) makes the evidence mixed: leave it open.
    if (status !== undefined && !REJECTED_STATUSES.has(status)) return null;
    if ((status !== undefined || namesRejection(s)) && !s.tool && !s.background && !s.progress)
      rejected = true;
  }
  if (!rejected) return null;
  let found: Refusal | null = null;
  for (const s of all) {
    const text = s.text;
    if (text === undefined) continue;
    if (REQUEST_SETTING.test(text)) return null;
    if (CONTENT_NOUNS.test(text)) {
      if (found?.code !== 'content_refused') found = { code: 'content_refused', signal: s };
    } else if (CONVERSATION_NOUNS.test(text)) {
      if (found === null || found.code === 'context_window_exceeded')
        found = { code: 'conversation_rejected', signal: s };
    } else if (found === null && SIZE_NOUNS.test(text))
      found = { code: 'context_window_exceeded', signal: s };
  }
  return found;
}

// The rule is asked once per signal of an envelope: the envelope's answer is read once.
let lastAll: readonly Signal[] | null = null;
let lastRefusal: Refusal | null = null;

function refusalFor(all: readonly Signal[]): Refusal | null {
  if (all !== lastAll) {
    lastAll = all;
    lastRefusal = refusalOf(all);
  }
  return lastRefusal;
}

/** Every fallback rule. */
export const FALLBACK_RULES: Rule[] = [
  {
    id: 'fallback.request_refused',
    tier: 'text',
    code: 'context_window_exceeded',
    codes: ['conversation_rejected', 'content_refused'],
    confidence: 'low',
    priority: 1,
    fallback: true,
    fixtures: ['gen-fallback-refused-size', 'gen-fallback-refused-roles', 'gen-fallback-refused-content'],
    summary:
      'Nothing else matched, the provider rejected the request as sent (400, 413, 422 or an invalid-request type, no other failure status) and its message names the size, the conversation or the content: the refusal of that kind, a setting named aside.',
    match(s, all) {
      const refusal = refusalFor(all);
      return refusal === null || refusal.signal !== s ? null : { code: refusal.code };
    },
  },
];
