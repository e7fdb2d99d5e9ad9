/**
 * Structured frames agents print or send: Claude Code stream-json, Codex exec json, codex-acp
 * session meta, ACP session updates. Only error frames and explicit error flags become failure
 * signals; `system/api_retry` and codex's own retried errors are progress (lesson 6), a rate-limit
 * event with status `allowed` is information, and a message chunk counts only beside `systemError`.
 */
import type { EvidenceItem } from '../envelope.ts';
import { hintFromInstant, hintFromSeconds, type TimingHint } from '../timing.ts';
import { readCodexErrorInfo } from './jsonrpc.ts';
import { failedJobWords, isObj, type Obj, readProviderBody } from './provider-body.ts';
import type { Signal } from './signal.ts';
import { textSignals } from './text.ts';

type EventItem = Extract<EvidenceItem, { kind: 'agent_event' }>;
function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}

/** Text of a Claude message: its text content blocks joined. */
function messageText(message: unknown): string {
  if (!isObj(message)) return typeof message === 'string' ? message : '';
  const content = message['content'];
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((b) => (isObj(b) && typeof b['text'] === 'string' ? b['text'] : ''))
    .filter(Boolean)
    .join('\n');
}

/** Epoch seconds, epoch milliseconds or an ISO instant. */
function instantOf(v: unknown): Date | null {
  if (typeof v === 'number' && Number.isFinite(v)) return new Date(v < 1e12 ? v * 1000 : v);
  if (typeof v === 'string') {
    if (/^\d+(?:\.\d+)?$/.test(v)) return instantOf(Number(v));
    const d = new Date(v);
    return Number.isNaN(d.getTime()) || !/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? null : d;
  }
  return null;
}

/** Finds a rate-limit record (`status`, `resetsAt`) anywhere shallow in a frame. */
function findRateLimit(v: unknown, depth = 0): { status?: string; resetsAt?: unknown; type?: string } | null {
  if (!isObj(v) || depth > 5) return null;
  if (
    'resetsAt' in v ||
    ('status' in v && ('rateLimitType' in v || 'unifiedRateLimitFallbackAvailable' in v))
  ) {
    const status = str(v['status']);
    const type = str(v['rateLimitType']);
    return { ...(status ? { status } : {}), resetsAt: v['resetsAt'], ...(type ? { type } : {}) };
  }
  for (const child of Object.values(v)) {
    const found = findRateLimit(child, depth + 1);
    if (found) return found;
  }
  return null;
}

function rateLimitSignal(event: Obj, index: number, observedAt: Date, family: string): Signal | null {
  const rl = findRateLimit(event);
  if (!rl?.status) return null;
  const at = instantOf(rl.resetsAt);
  const timing: TimingHint | null = at ? hintFromInstant(at, observedAt, 'structured') : null;
  return {
    item: index,
    channel: 'agent_event',
    origin: 'structured',
    family,
    rateLimitStatus: rl.status,
    ...(rl.type ? { rateLimitWindow: rl.type } : {}),
    timing,
    excerpt: [`rate limit ${rl.status}${rl.type ? ` (${rl.type})` : ''}`],
  };
}

/** The CLI's own error prefix, which model prose does not start with. */
const API_ERROR_PREFIX = /^\s*\[?API Error\b/;

/**
 * `system/api_retry`: the agent is retrying a provider failure (`error_status`, `error`,
 * `retry_delay_ms`). On its own it is a transient throttle or overload, with the event's delay as
 * timing; a later final error, cancellation or hard cause in the same envelope decides instead.
 */
function apiRetrySignals(event: Obj, index: number, observedAt: Date): Signal[] {
  const signal: Signal = {
    item: index,
    channel: 'agent_event',
    origin: 'structured',
    family: 'claude-stream-json',
    timing: null,
    excerpt: ['api_retry'],
  };
  const status = event['error_status'];
  if (typeof status === 'number' && status >= 400 && status <= 599) {
    signal.status = status;
    signal.excerpt.push(`status ${status}`);
  }
  const error = str(event['error']);
  if (error) {
    signal.claudeError = error;
    signal.excerpt.push(error);
  }
  const delay = event['retry_delay_ms'];
  if (typeof delay === 'number' && Number.isFinite(delay) && delay >= 0)
    signal.timing = hintFromSeconds(delay / 1000, observedAt, 'structured');
  return signal.status === undefined && signal.claudeError === undefined ? [] : [signal];
}

function claudeSignals(event: Obj, index: number, observedAt: Date): Signal[] {
  // `--output-format json` prints the result without its type: a subtype beside is_error says what it is.
  // Apps that pass SDK messages on re-key them in camelCase (`sdkType`, `isError`).
  const isError = event['is_error'] === true || event['isError'] === true;
  const type =
    event['type'] ??
    event['sdkType'] ??
    (typeof event['subtype'] === 'string' && ('is_error' in event || 'isError' in event)
      ? 'result'
      : undefined);
  if (type === 'system')
    return event['subtype'] === 'api_retry' ? apiRetrySignals(event, index, observedAt) : [];
  // Claude Code records a user interruption as a user message with this marker (the Agent SDK
  // also as a bare content frame).
  if (type === 'user' || type === undefined) {
    // A tool_result block marked is_error: the agent's own tool failed (as gemini-cli's frame below).
    const failed = claudeFailedToolResult(event);
    if (failed !== null)
      return toolFailureSignals(
        failed ?? str(event['tool_use_result']),
        index,
        observedAt,
        'claude-stream-json',
      );
    // A tool result printed on its own (`{is_error: true, content}`): the agent's tool failed.
    if (type === undefined && event['is_error'] === true && typeof event['content'] === 'string')
      return toolFailureSignals(event['content'], index, observedAt, 'claude-stream-json');
    // Claude Code's errors log: `{error, timestamp}` records, each an error the CLI met, in words.
    if (type === undefined && typeof event['error'] === 'string' && event['message'] === undefined)
      return errorFrameSignals(event['error'], index, observedAt, 'claude-stream-json');
    const text = messageText(event['message']) || messageText(event);
    return /^\s*\[Request interrupted by user/.test(text)
      ? textSignals(text, index, 'agent_event', 'claude-stream-json', observedAt)
      : [];
  }
  if (type === 'rate_limit_event') {
    const s = rateLimitSignal(event, index, observedAt, 'claude-stream-json');
    return s ? [s] : [];
  }
  // Some forks (qwen-code) flag nothing and only prefix the text: "[API Error: 401 …]".
  const prefixed =
    (type === 'result' && API_ERROR_PREFIX.test(str(event['result']) ?? '')) ||
    (type === 'assistant' && API_ERROR_PREFIX.test(messageText(event['message'])));
  // Claude Code's transcripts (`~/.claude/projects/*.jsonl`) spell the flags in camelCase.
  const apiError =
    event['is_api_error_message'] === true ||
    event['isApiErrorMessage'] === true ||
    typeof event['error'] === 'string' ||
    prefixed;
  // The run's own caps (`error_max_turns`, `error_max_budget_usd`) end it as an error whatever
  // `is_error` says.
  const ownCap = type === 'result' && /^error_max_\w+$/.test(str(event['subtype']) ?? '');
  const resultError = type === 'result' && (isError || ownCap);
  if (!apiError && !resultError) return [];
  const signal: Signal = {
    item: index,
    channel: 'agent_event',
    origin: 'structured',
    family: 'claude-stream-json',
    timing: null,
    excerpt: [],
  };
  const error = str(event['error']);
  if (error) {
    signal.claudeError = error;
    signal.excerpt.push(error);
  } else if (
    type === 'result' &&
    (event['stop_reason'] === 'max_tokens' || event['stop_reason'] === 'refusal')
  ) {
    // The answer stopped at the output limit, or the model refused: the stop reason is the cause.
    signal.claudeError = event['stop_reason'] as string;
    signal.excerpt.push(`stop_reason ${event['stop_reason']}`);
  } else if (ownCap) {
    // The run hit its own turn or spending limit: the subtype is the only word of it.
    const cap = str(event['subtype']) as string;
    signal.claudeError = cap;
    signal.excerpt.push(cap);
  }
  // An error told in words ("Maximum usage limit reached"), not a kind: read it as error text too.
  const errorWords = error !== undefined && /\s/.test(error.trim()) ? error : null;
  const status = event['api_error_status'] ?? event['apiErrorStatus'];
  if (typeof status === 'number' && status >= 100 && status <= 599) signal.status = status;
  const text = type === 'result' ? (str(event['result']) ?? '') : messageText(event['message']);
  const signals = [signal];
  if (text) signals.push(...textSignals(text, index, 'agent_event', 'claude-stream-json', observedAt));
  if (errorWords && errorWords !== text)
    signals.push(...textSignals(errorWords, index, 'agent_event', 'claude-stream-json', observedAt));
  const errors = event['errors'];
  if (Array.isArray(errors)) {
    for (const e of errors) {
      if (typeof e === 'string')
        signals.push(...textSignals(e, index, 'agent_event', 'claude-stream-json', observedAt));
    }
  }
  return signals;
}

function errorFrameSignals(message: string, index: number, observedAt: Date, family: string): Signal[] {
  return textSignals(message, index, 'agent_event', family, observedAt);
}

/**
 * The words of an A2A task that failed (a `status-update` event or a task object, bare or as a
 * JSON-RPC `result`): the text parts of its status message. The v1 JSON spells the state
 * `TASK_STATE_FAILED`.
 */
function a2aFailureWords(frame: Obj): string | undefined {
  const task = isObj(frame['result']) ? frame['result'] : frame;
  const status = task['status'];
  if (!isObj(status)) return undefined;
  const state = str(status['state']);
  if (state !== 'failed' && state !== 'TASK_STATE_FAILED') return undefined;
  const message = status['message'];
  const parts = isObj(message) && Array.isArray(message['parts']) ? message['parts'] : [];
  const words = parts
    .flatMap((part) => (isObj(part) && typeof part['text'] === 'string' ? [part['text']] : []))
    .join('\n');
  return words || undefined;
}

/**
 * A client's typed failure record under an ACP frame's `_meta` (JetBrains Air's
 * `_meta.jetbrains.air.sessionFailure`: a category, a severity and a title), found a few levels down
 * under a key that ends in `Failure`; null when the frame has none.
 */
function metaFailure(frame: Obj): { words: string; warning: boolean } | null {
  const find = (o: unknown, depth: number): Obj | null => {
    if (!isObj(o) || depth > 3) return null;
    for (const [key, value] of Object.entries(o)) {
      if (isObj(value) && /Failure$/.test(key) && typeof value['title'] === 'string') return value;
      const inner = find(value, depth + 1);
      if (inner) return inner;
    }
    return null;
  };
  const failure = find(frame['_meta'], 0);
  return failure ? { words: failure['title'] as string, warning: failure['severity'] === 'warning' } : null;
}

/** The words of a failed ACP tool call or compaction: its raw output, its content, its error. */
function acpFailureWords(update: Obj): string | undefined {
  const raw = update['rawOutput'];
  if (typeof raw === 'string' && raw.trim()) return raw;
  const parts: string[] = [];
  if (Array.isArray(update['content']))
    for (const block of update['content']) {
      const inner = isObj(block) ? block['content'] : undefined;
      if (isObj(inner) && typeof inner['text'] === 'string') parts.push(inner['text']);
    }
  if (parts.length > 0) return parts.join('\n');
  const meta =
    isObj(update['_meta']) && isObj(update['_meta']['claudeCode']) ? update['_meta']['claudeCode'] : null;
  const response = meta && isObj(meta['toolResponse']) ? meta['toolResponse'] : null;
  return str(update['error']) ?? (response ? str(response['message']) : undefined);
}

/**
 * A provider's stop details that say the model refused (Anthropic's `stopDetails` / `stop_details`
 * of type `refusal`, as agents pass provider metadata on), told as the stop reason; null otherwise.
 */
function stopRefusal(event: Obj): string | null {
  for (const holder of [event, event['anthropic'], event['providerMetadata'], event['provider_metadata']]) {
    if (!isObj(holder)) continue;
    const inner = isObj(holder['anthropic']) ? holder['anthropic'] : holder;
    if (inner['finish_reason'] === 'content_filter' || inner['finishReason'] === 'content_filter')
      return 'finish_reason: content_filter';
    const details = inner['stopDetails'] ?? inner['stop_details'];
    if (isObj(details) && details['type'] === 'refusal')
      return `stop_reason: refusal${typeof details['category'] === 'string' ? ` (${details['category']})` : ''}`;
  }
  return null;
}

/** Keys under which agents and frameworks report what a tool they ran answered (dify, LangChain, MCP clients). */
const TOOL_RESPONSE_KEYS = ['tool_response', 'tool_result', 'toolResult', 'tool_output', 'toolOutput'];
/** Words of a tool's answer that say the tool failed. */
const TOOL_FAILED_WORDS =
  /\b(?:error|failed|failure|exception|unauthori[sz]ed|forbidden|denied|not found|timed? ?out|refused)\b|\b[45]\d\d\b/i;

/**
 * The words of a tool's answer that reports its failure, when the event is what a tool answered
 * (a tool response field beside the call, an MCP tool result marked `isError` or under a format
 * named for tools); null otherwise. The words are the tool's, never a provider's (issue 10, kind 1).
 */
function toolResponseFailure(event: Obj, family: string): string | null {
  const holders = [event, event['output'], event['data'], event['result']];
  for (const holder of holders) {
    if (!isObj(holder)) continue;
    for (const key of TOOL_RESPONSE_KEYS) {
      const words = str(holder[key]);
      if (words && TOOL_FAILED_WORDS.test(words)) return words;
    }
    if (Array.isArray(holder['content']) && (holder['isError'] === true || /tool/i.test(family))) {
      const words = messageText(holder);
      if (words && (holder['isError'] === true || TOOL_FAILED_WORDS.test(words))) return words;
    }
  }
  return null;
}

/** A frame's `code` that opens with "error" (`error_quota_exceeded`): the frame is an error. */
const ERROR_CODE = /^error[_-]\w/i;
/** Fields in which call and session records give the reason they ended. */
const END_REASON_KEYS = [
  'endedReason',
  'ended_reason',
  'disconnection_reason',
  'disconnectionReason',
  'end_reason',
];
/** An end reason that says something failed or was stopped (not a hang-up or a silence timeout). */
const END_REASON_WORDS = /error|fault|cancel|limit|quota|credit|frozen|available|overloaded|unauthori[sz]ed/i;

function genericSignals(event: Obj, index: number, observedAt: Date, family: string): Signal[] {
  const out: Signal[] = [];
  // An ACP tool call (or the agent's compaction) reported failed: the agent's own work, never a
  // provider answer; its words say why (a permission rule, the user's refusal, an exit code).
  const acp =
    isObj(event['update']) && typeof event['update']['sessionUpdate'] === 'string' ? event['update'] : event;
  const acpKind = str(acp['sessionUpdate']);
  if ((acpKind === 'tool_call_update' || acpKind === 'compaction_update') && acp['status'] === 'failed')
    return toolFailureSignals(acpFailureWords(acp), index, observedAt, family);
  // An A2A task that failed says why in its status message.
  const a2a = a2aFailureWords(event);
  if (a2a) return errorFrameSignals(a2a, index, observedAt, family);
  // A client's typed failure record in the frame's `_meta`: its title is the failure's words, and a
  // warning is the agent still retrying (progress).
  const typed = metaFailure(acp) ?? (acp === event ? null : metaFailure(event));
  if (typed) {
    const signals = errorFrameSignals(typed.words, index, observedAt, family);
    return typed.warning ? signals.map((s) => Object.assign(s, { progress: true })) : signals;
  }
  // An error object printed whole (`{name: "MessageAbortedError", data: {message}}`, an SDK's
  // `{errorType, errorMessage}`): its name and message are the words.
  const name = str(event['name']);
  const named =
    name && /Error$/.test(name)
      ? `${name}: ${str(event['message']) ?? (isObj(event['data']) ? (str(event['data']['message']) ?? '') : '')}`
      : undefined;
  // An event that is an error response itself: a 4xx or 5xx `code` beside its `message` (Google ADK).
  const eventCode = event['code'];
  const coded =
    typeof eventCode === 'number' && eventCode >= 400 && eventCode <= 599 ? str(event['message']) : undefined;
  // An event whose error is told in a string (an agent's step or run log), with its details' words.
  const errorString = str(event['error']) ?? str(event['errorMessage']) ?? named ?? coded;
  if (errorString && event['type'] !== 'error' && !isObj(event['response'])) {
    const details = isObj(event['details']) ? event['details'] : null;
    const words = [
      errorString,
      details ? str(details['title']) : undefined,
      details ? str(details['detail']) : undefined,
    ]
      .filter((w): w is string => !!w)
      .join('\n');
    const signals = errorFrameSignals(words, index, observedAt, family);
    const code = event['error_code'] ?? event['status_code'] ?? (coded ? eventCode : undefined);
    if (typeof code === 'number' && code >= 400 && code <= 599)
      signals.push({
        item: index,
        channel: 'agent_event',
        origin: 'structured',
        family,
        status: code,
        timing: null,
        excerpt: [],
      });
    return signals;
  }
  const refusal = stopRefusal(event);
  if (refusal) return textSignals(refusal, index, 'agent_event', family, observedAt);
  // An ACP prompt turn that ended on a budget (`max_tokens`, `max_turn_requests`): the task's own
  // limit, told as its stop reason.
  const acpStop = str(event['stopReason']);
  if (acpStop === 'max_tokens' || acpStop === 'max_turn_requests')
    return textSignals(`stop_reason: ${acpStop}`, index, 'agent_event', family, observedAt);
  const toolWords = toolResponseFailure(event, family);
  if (toolWords !== null) return toolFailureSignals(toolWords, index, observedAt, family);
  const thread = event['threadStatus'] ?? event['thread_status'];
  const threadType = isObj(thread) ? thread['type'] : thread;
  if (threadType === 'systemError' || threadType === 'system_error') {
    out.push({
      item: index,
      channel: 'agent_event',
      origin: 'structured',
      family,
      systemError: true,
      timing: null,
      excerpt: ['thread status systemError'],
    });
  }
  const update = str(event['sessionUpdate']);
  if (update === 'agent_message_chunk') {
    const text = messageText(event);
    const content = event['content'];
    const chunkText = text || (isObj(content) ? (str(content['text']) ?? '') : '');
    if (chunkText) {
      for (const s of textSignals(chunkText, index, 'agent_event', family, observedAt))
        out.push(Object.assign(s, { chunk: true }));
    }
    return out;
  }
  if (update === 'session_info_update') return out; // codex retries these itself: progress
  if (update === 'usage_update') {
    const s = rateLimitSignal(event, index, observedAt, family);
    if (s) out.push(s);
    return out;
  }
  const type = str(event['type']);
  const msg = isObj(event['msg']) ? event['msg'] : undefined;
  if (msg) return [...out, ...genericSignals(msg, index, observedAt, family)];
  // A JSON-RPC notification (codex app-server: `{method, params: {msg}}`) carries its event in `params`.
  const params = event['params'];
  if (typeof event['method'] === 'string' && isObj(params))
    return [...out, ...genericSignals(params, index, observedAt, family)];
  if (type === 'stream_error' || type === 'background_event') {
    const m = str(event['message']);
    return m
      ? [
          ...out,
          ...errorFrameSignals(m, index, observedAt, family).map((s) => Object.assign(s, { progress: true })),
        ]
      : out;
  }
  // Bedrock stream events carry one `<name>Exception` key.
  const keys = Object.keys(event);
  if (keys.length === 1 && /^[a-z][A-Za-z]*Exception$/.test(keys[0]!)) {
    const facts = readProviderBody(event, observedAt);
    if (facts?.awsException) {
      const { timing, message, ...rest } = facts;
      out.push({
        item: index,
        channel: 'agent_event',
        origin: 'structured',
        family,
        ...rest,
        ...(message ? { text: message } : {}),
        timing,
        excerpt: [facts.awsException, ...(message ? [message] : [])],
      });
      return out;
    }
  }
  // A message frame that says it stopped because of an error, and why (pi's session log and
  // others: `stopReason: "error"` beside `errorMessage`).
  const stopped = isObj(event['message']) ? event['message'] : event;
  const stopReason = str(stopped['stopReason']) ?? str(stopped['stop_reason']);
  const errorMessage = str(stopped['errorMessage']) ?? str(stopped['error_message']);
  if (stopReason === 'error' && errorMessage) {
    return [...out, ...errorFrameSignals(errorMessage, index, observedAt, family)];
  }
  // OpenAI Responses stream: the failure sits in `response.error`.
  if ((type === 'response.failed' || type === 'response.incomplete') && isObj(event['response'])) {
    return [...out, ...genericSignals({ type: 'error', ...event['response'] }, index, observedAt, family)];
  }
  // OpenAI Realtime: a response that failed carries its error in `response.status_details.error`.
  // (Some clients log the response object alone: its `status_details` at the top.)
  const response = isObj(event['response']) ? event['response'] : undefined;
  const details =
    response && isObj(response['status_details'])
      ? response['status_details']
      : isObj(event['status_details'])
        ? event['status_details']
        : undefined;
  if (
    details?.['type'] === 'failed' &&
    isObj(details['error']) &&
    (type === 'response.done' || type === undefined || response === undefined)
  )
    return [...out, ...genericSignals({ type: 'error', error: details['error'] }, index, observedAt, family)];
  // A call or session that ended on a reason code (voice platforms: `endedReason`,
  // `disconnection_reason`): the code is words joined by hyphens or underscores, a status among them.
  for (const key of END_REASON_KEYS) {
    const reason = str(event[key]);
    if (reason && END_REASON_WORDS.test(reason))
      return [...out, ...errorFrameSignals(reason.replace(/[-_.]+/g, ' '), index, observedAt, family)];
  }
  // The agent's own tool failed (gemini-cli stream-json `tool_result` with `status: "error"`): its
  // words are the tool's, never a provider answer; on its own it is the task's failure.
  if ((type === 'tool_result' || type === 'tool_call_result') && event['status'] === 'error') {
    const err = event['error'];
    const words = (isObj(err) ? str(err['message']) : str(err)) ?? str(event['output']);
    return [...out, ...toolFailureSignals(words, index, observedAt, family)];
  }
  // A stream's error chunk may name itself by `kind` and carry its words as `content`; its type
  // `error` is any case (`Error` in Goose's server stream), or it flags itself `error: true`
  // (OpenHands' socket frames); Terragon's frames say why in `error_info` under a type that names an
  // error (`custom-error`).
  const errorInfo = str(event['error_info']);
  const errorKind =
    type?.toLowerCase() === 'error' ||
    event['kind'] === 'error' ||
    // A server-sent event names itself in `event` (`event: error`, its payload in `data`).
    event['event'] === 'error' ||
    event['error'] === true ||
    (errorInfo !== undefined && /error/i.test(type ?? '')) ||
    // A socket frame typed as a failure (AnythingLLM's agent socket: `wssFailure`, its words in `content`).
    /^[a-z]*Failure$/.test(type ?? '');
  if (
    errorKind ||
    type === 'turn.failed' ||
    type === 'turn_failed' ||
    isObj(event['error']) ||
    ERROR_CODE.test(str(event['code']) ?? '') ||
    failedJobWords(event) !== undefined
  ) {
    const err = event['error'];
    const info = readCodexErrorInfo(
      event['codex_error_info'] ??
        event['codexErrorInfo'] ??
        (isObj(err) ? err['codex_error_info'] : undefined),
    );
    const structured: Signal = {
      item: index,
      channel: 'agent_event',
      origin: 'structured',
      family,
      timing: null,
      excerpt: [],
    };
    if (info.kind) structured.codexErrorInfo = info.kind;
    if (info.status !== undefined) structured.status = info.status;
    const facts = readProviderBody(event, observedAt);
    if (facts) {
      const { timing, message, ...rest } = facts;
      Object.assign(structured, rest);
      structured.timing = timing;
      if (message) structured.excerpt.push(message);
    }
    // opencode's `run --format json` nests the failure in `error.data` (message, statusCode, and
    // the provider's own response body).
    const data = isObj(err) && isObj(err['data']) ? err['data'] : undefined;
    const dataStatus = data?.['statusCode'];
    if (
      structured.status === undefined &&
      typeof dataStatus === 'number' &&
      dataStatus >= 100 &&
      dataStatus <= 599
    )
      structured.status = dataStatus;
    out.push(structured);
    // A broadcast error event carries its payload in `data` (`{type: "error", data: {error}}`), or
    // Mastra's stream in `payload`.
    const carried = isObj(event['data']) ? event['data'] : event['payload'];
    const payload = errorKind && isObj(carried) ? carried : undefined;
    // A web framework's error answer relayed as the frame says why in `detail` (FastAPI's shape);
    // it is the server error's own message, which the 5xx reading weighs.
    const detail = str(event['detail']);
    if (detail && structured.text === undefined) structured.text = detail;
    const message =
      str(event['message']) ??
      (isObj(err) ? str(err['message']) : str(err)) ??
      (data ? str(data['message']) : undefined) ??
      (payload ? (str(payload['error']) ?? str(payload['message'])) : undefined) ??
      detail ??
      // The AI SDK's UI message stream: `{type: "error", errorText}`.
      str(event['errorText']) ??
      errorInfo ??
      // A socket frame's `{type: "error", value}` (screenshot-to-code) or `content`.
      (errorKind ? (str(event['content']) ?? str(event['value'])) : undefined) ??
      // A failed run's or job's error, read as in a body (Coze's `{status: "failed", last_error}`).
      failedJobWords(event);
    if (message) out.push(...errorFrameSignals(message, index, observedAt, family));
    const responseBody = data ? str(data['responseBody']) : undefined;
    if (responseBody) out.push(...errorFrameSignals(responseBody, index, observedAt, family));
    // A wrapper error ("Turn execution failed") whose `cause` says what failed.
    const cause = isObj(err) && isObj(err['cause']) ? err['cause'] : undefined;
    const causeMessage = cause ? str(cause['message']) : undefined;
    if (causeMessage) out.push(...errorFrameSignals(causeMessage, index, observedAt, family));
  }
  return out;
}

/**
 * A frame of Claude Code's `--output-format stream-json` logged under the flag's bare name: its
 * `subtype`, `is_error` or `is_api_error_message` (a transcript's `isApiErrorMessage`) fields, or a
 * `rate_limit_event`, are Claude's
 * (Gemini CLI's frames of the same name carry `severity` and `status` instead).
 */
function claudeShaped(item: EventItem): boolean {
  if (item.format !== 'stream-json') return false;
  const e = item.event;
  return (
    'subtype' in e ||
    'is_error' in e ||
    'is_api_error_message' in e ||
    'isApiErrorMessage' in e ||
    e['type'] === 'rate_limit_event'
  );
}

/** Signals of one agent frame, by its format. Unknown formats use the provider-neutral reading. */
export function agentEventSignals(item: EventItem, index: number, observedAt: Date): Signal[] {
  // The Agent SDK and other Claude front ends print the same frames under their own format names.
  if (item.format === 'claude-stream-json' || item.format.startsWith('claude-') || claudeShaped(item))
    return claudeSignals(item.event, index, observedAt);
  const family = item.format.startsWith('codex')
    ? 'codex'
    : item.format.startsWith('acp')
      ? 'acp'
      : item.format;
  return genericSignals(item.event, index, observedAt, family);
}

/** The agent's own tool failed: a weak not-provider flag, and its words read as the tool's. */
function toolFailureSignals(
  words: string | undefined,
  index: number,
  observedAt: Date,
  family: string,
): Signal[] {
  const out: Signal[] = [
    {
      item: index,
      channel: 'agent_event',
      origin: 'structured',
      family,
      toolFailed: true,
      timing: null,
      excerpt: words ? [words] : ['tool_result error'],
    },
  ];
  if (words)
    for (const s of errorFrameSignals(words, index, observedAt, family))
      out.push(Object.assign(s, { tool: true }));
  return out;
}

/**
 * The words of a `tool_result` block marked `is_error` in a Claude stream-json user message (its
 * text content, or undefined when it has none), or null when the message holds no such block.
 */
function claudeFailedToolResult(event: Record<string, unknown>): string | undefined | null {
  const message = event['message'];
  const content = isObj(message) ? message['content'] : undefined;
  if (!Array.isArray(content)) return null;
  for (const block of content) {
    if (!isObj(block) || block['type'] !== 'tool_result' || block['is_error'] !== true) continue;
    const inner = block['content'];
    if (typeof inner === 'string') return inner;
    if (Array.isArray(inner))
      for (const part of inner) if (isObj(part) && typeof part['text'] === 'string') return part['text'];
    return undefined;
  }
  return null;
}
