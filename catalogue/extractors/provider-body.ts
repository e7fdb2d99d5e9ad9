/**
 * Reads the JSON error bodies of provider APIs: Anthropic (`{type:"error",error:{type,message}}`),
 * OpenAI/Azure/OpenRouter (`{error:{message,type,code}}`), Google (`{error:{code,status,details}}`
 * with QuotaFailure, RetryInfo, ErrorInfo) and AWS (`{__type|name,message}`). Also unwraps a JSON
 * body carried as a string inside `error.message` (gemini-cli).
 */
import { isJsonText } from '../json-text.ts';
import { hintFromInstant, hintFromSeconds, parseDuration, parseRfc3339, type TimingHint } from '../timing.ts';

/** What a provider body says, in signal field names. */
export interface BodyFacts {
  status?: number;
  errorType?: string;
  errorCode?: string;
  reasons?: string[];
  quotaIds?: string[];
  /** A QuotaFailure violation whose allowance is zero (`quotaValue: "0"`): no window ever admits it. */
  quotaZero?: boolean;
  awsException?: string;
  message?: string;
  timing: TimingHint | null;
}

export type Obj = Record<string, unknown>;

/**
 * Gemini's finish and block reasons that mean a safety filter withheld the answer (its own, Model
 * Armor's or an image's), as an alternation for the readers of bodies and of printed output.
 */
export const SAFETY_STOP_REASONS =
  'SAFETY|RECITATION|PROHIBITED_CONTENT|BLOCKLIST|SPII|IMAGE_SAFETY|IMAGE_PROHIBITED_CONTENT|MODEL_ARMOR';
const SAFETY_STOP = new RegExp(`^(?:${SAFETY_STOP_REASONS})$`);

/** A plain object (not null, not an array): what a JSON body's fields are read from. */
export function isObj(v: unknown): v is Obj {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}

const AWS_EXCEPTION = /^[A-Z][A-Za-z]*(?:Exception|Error)$/;
const AWS_ERROR_TYPE = /^[A-Z][A-Za-z0-9]{2,63}$/;

/** AWS puts `Name:http://…` in `x-amzn-errortype` and `__type`; keep the name only. */
export function awsName(value: string, header = false): string | undefined {
  const name = value.split(':')[0]?.split('#').pop()?.trim();
  // The header is AWS's own: its error types need no suffix (IncompleteSignature, FTUFormNotFilled).
  return name && (AWS_EXCEPTION.test(name) || (header && AWS_ERROR_TYPE.test(name))) ? name : undefined;
}

function parseJsonString(text: string): unknown {
  const t = text.trim();
  if ((!t.startsWith('{') && !t.startsWith('[')) || !isJsonText(t)) return undefined;
  try {
    return JSON.parse(t);
  } catch {
    return undefined;
  }
}

function readDetails(details: unknown, facts: BodyFacts, observedAt: Date): void {
  if (!Array.isArray(details)) return;
  // The provider's own reset instant outranks any delay, which the observer's clock would shift.
  let resetAt: TimingHint | null = null;
  for (const d of details) {
    if (!isObj(d)) continue;
    const type = str(d['@type']) ?? '';
    if (type.endsWith('QuotaFailure') && Array.isArray(d['violations'])) {
      for (const v of d['violations']) {
        const id = isObj(v) ? str(v['quotaId']) : undefined;
        if (id) facts.quotaIds = [...(facts.quotaIds ?? []), id];
        if (isObj(v) && (v['quotaValue'] === '0' || v['quotaValue'] === 0)) facts.quotaZero = true;
      }
    } else if (type.endsWith('RetryInfo')) {
      const delay = str(d['retryDelay']);
      const seconds = delay ? parseDuration(delay) : null;
      if (seconds !== null) facts.timing = hintFromSeconds(seconds, observedAt, 'structured') ?? facts.timing;
    } else if (type.endsWith('ErrorInfo') || (type === '' && typeof d['reason'] === 'string')) {
      // A proxy that drops the `@type` keeps the reason alone (`details: [{reason: "QUOTA_EXHAUSTED"}]`).
      const reason = str(d['reason']);
      if (reason) facts.reasons = [...(facts.reasons ?? []), reason];
      // Code Assist names the exhausted limit here (`quota_limit: Gemini25ProRequestsPerDay`).
      const meta = d['metadata'];
      const limit = isObj(meta) ? (str(meta['quota_limit']) ?? str(meta['quotaLimit'])) : undefined;
      if (limit) facts.quotaIds = [...(facts.quotaIds ?? []), limit];
      // Code Assist also names the instant its quota resets (`quotaResetTimeStamp`).
      const stamp = isObj(meta) ? str(meta['quotaResetTimeStamp']) : undefined;
      const at = stamp ? parseRfc3339(stamp) : null;
      if (at !== null) resetAt = hintFromInstant(new Date(at), observedAt, 'structured') ?? resetAt;
    }
  }
  if (resetAt) facts.timing = resetAt;
}

/** An error code of three or more words joined by underscores or hyphens. */
const CODE_AS_WORDS = /^[a-z]+(?:[_-]+[a-z]+){2,}$/i;

/** Keys under which clients and proxies nest the provider's own error body. */
const WRAPPER_KEYS = ['response', 'details', 'data', 'body', 'upstream', 'upstream_error'] as const;
/** Keys under which apps nest their own error's words (FastAPI's `{detail: {message}}`). */
const DETAIL_KEYS = ['detail', 'details'] as const;

/**
 * one-api and its forks (new-api, done-hub) answer an upstream's unexpected status with the code
 * `bad_response_status_code` and that status in `param`: the upstream's status is the evidence.
 */
function upstreamStatus(err: Obj, facts: BodyFacts): void {
  const param = str(err['param']);
  if (
    facts.status === undefined &&
    err['code'] === 'bad_response_status_code' &&
    param &&
    /^[1-5]\d\d$/.test(param)
  )
    facts.status = Number(param);
}

/**
 * Elasticsearch's and OpenSearch's error shape names no message: a `reason` and the `caused_by`
 * chain under it, outermost first, the deepest the root. Read as one message, repeats dropped, so
 * the cause at the bottom (an executor shut down, a type mismatch, a provider's status) is read.
 */
function causeChain(err: Obj): string | undefined {
  const reasons: string[] = [];
  let at: unknown = err;
  for (let depth = 0; isObj(at) && depth < 8; depth++, at = at['caused_by']) {
    const reason = str(at['reason']);
    if (reason && !reasons.includes(reason)) reasons.push(reason);
  }
  return reasons.length > 0 ? reasons.join(': ') : undefined;
}

/** Keys of a body's list of what failed, each item `{message}` (Cloudflare's `errors`, a batch's `failure`). */
const FAILURE_LISTS = ['errors', 'error', 'failure', 'failures'] as const;

const FAILED_STATE = /^(?:(?:JOB|TASK)_STATE_)?fail(?:ed|ure)$/i;

/** The error of a run or job whose status says it failed, if it carries one. */
function failedJobError(value: Record<string, unknown>): Record<string, unknown> | undefined {
  const status = str(value['status']);
  const failed = status !== undefined && FAILED_STATE.test(status);
  const lastError = value['last_error'];
  if (failed && isObj(lastError)) {
    // Coze's chat keeps its words in `msg`.
    const msg = str(lastError['msg']);
    return msg && lastError['message'] === undefined ? { ...lastError, message: msg } : lastError;
  }
  // A run record that failed and says why in a sentence of its own (`{status: "failure", summary}`).
  const summary = str(value['summary']);
  if (failed && summary) return { message: summary };
  const state = value['state'];
  if (isObj(state) && FAILED_STATE.test(str(state['status']) ?? '') && isObj(state['error']))
    return state['error'];
  // A job under its own key (`{status: "success", job: {state: "failed", errorMessage}}`).
  const job = value['job'];
  if (isObj(job) && FAILED_STATE.test(str(job['state']) ?? str(job['status']) ?? '')) {
    const inner = job['error'];
    const words =
      str(job['errorMessage']) ?? str(inner) ?? (isObj(inner) ? str(inner['message']) : undefined);
    if (words) return { message: words };
  }
  return undefined;
}

/** The words of a failed run's or job's error (an agent event carries the same shapes). */
export function failedJobWords(value: Record<string, unknown>): string | undefined {
  const error = failedJobError(value);
  return error ? str(error['message']) : undefined;
}

/** `title: detail` of an error object that words itself so (JSON:API), or either alone. */
function titledDetail(item: Record<string, unknown>): string | undefined {
  const title = str(item['title']);
  const detail = str(item['detail']);
  return title && detail ? `${title}: ${detail}` : (detail ?? title);
}

/** A problem-details body's kind, in words: the hyphenated last segment of its `type` URI. */
const PROBLEM_TYPE_SLUG = /\/([a-z]+(?:-[a-z]+)+)\/?$/;
function problemKind(value: Record<string, unknown>): string | undefined {
  const type = str(value['type']);
  if (!type?.includes('/') || (value['title'] === undefined && value['status'] === undefined))
    return undefined;
  const slug = PROBLEM_TYPE_SLUG.exec(type)?.[1];
  return slug ? slug.replace(/-/g, ' ') : undefined;
}

/** Reads one provider error body; null when the value does not look like one. */
export function readProviderBody(value: unknown, observedAt: Date, depth = 0): BodyFacts | null {
  if (Array.isArray(value)) {
    for (const v of value) {
      const facts = readProviderBody(v, observedAt, depth + 1);
      if (facts) return facts;
    }
    return null;
  }
  if (!isObj(value) || depth > 4) return null;
  // Bedrock stream events: `{"throttlingException": {"message": "..."}}` (lower-camel key).
  const keys = Object.keys(value);
  if (keys.length === 1 && /^[a-z][A-Za-z]*Exception$/.test(keys[0]!)) {
    const key = keys[0]!;
    const inner = value[key];
    const message = isObj(inner) ? (str(inner['message']) ?? str(inner['Message'])) : str(inner);
    return {
      awsException: key[0]!.toUpperCase() + key.slice(1),
      ...(message ? { message } : {}),
      timing: null,
    };
  }
  // botocore's ClientError response, as SDKs print or store it: `{"Error": {"Code": "…Exception", "Message": "…"}}`.
  const awsError = value['Error'];
  if (
    isObj(awsError) &&
    typeof awsError['Code'] === 'string' &&
    /^[A-Z][A-Za-z]{2,60}$/.test(awsError['Code'])
  ) {
    const message = str(awsError['Message']) ?? str(awsError['message']);
    return { awsException: awsError['Code'], ...(message ? { message } : {}), timing: null };
  }
  // A run or job that failed (an Assistants `thread.run`, a recorded operation, a polled job)
  // carries its error in `last_error`, `state.error` or the job's own: that error is the answer's.
  const jobError = failedJobError(value);
  if (jobError) {
    const facts = readProviderBody({ error: jobError }, observedAt, depth + 1);
    if (facts) return facts;
  }
  const facts: BodyFacts = { timing: null };
  const err = value['error'];
  if (isObj(err)) {
    const type = str(err['type']);
    const status = str(err['status']);
    const code = err['code'];
    facts.errorType = type ?? status;
    if (typeof code === 'string') {
      if (/^\d{3}$/.test(code)) facts.status = Number(code);
      else facts.errorCode = code;
    } else if (typeof code === 'number' && code >= 100 && code <= 599) {
      facts.status = code;
    }
    upstreamStatus(err, facts);
    const message = err['message'];
    // A proxy that nests the upstream error as an object (`message: {error: "…"}`).
    facts.message =
      str(message) ??
      (isObj(message) ? (str(message['error']) ?? str(message['message'])) : undefined) ??
      causeChain(err);
    readDetails(err['details'], facts, observedAt);
    // A relay that wraps the upstream's error object in one more `error` (`{error: {error: {…}}}`).
    if (facts.message === undefined && isObj(err['error'])) {
      const twice = readProviderBody(err, observedAt, depth + 1);
      if (twice) return { ...facts, ...stripUndefined(twice), timing: twice.timing ?? facts.timing };
    }
    // gemini-cli wraps the API body as a JSON string inside `error.message`.
    const inner = facts.message ? parseJsonString(facts.message) : undefined;
    const nested = inner === undefined ? null : readProviderBody(inner, observedAt, depth + 1);
    if (nested) return { ...facts, ...stripUndefined(nested), timing: nested.timing ?? facts.timing };
    // OpenRouter: "Provider returned error" with the upstream text in metadata.raw.
    const meta = err['metadata'];
    // OpenRouter limits carry the bucket's headers: an exhausted one names its reset (epoch ms).
    const headers = isObj(meta) && isObj(meta['headers']) ? meta['headers'] : undefined;
    if (headers && String(headers['X-RateLimit-Remaining'] ?? '') === '0') {
      const reset = Number(headers['X-RateLimit-Reset']);
      if (Number.isFinite(reset) && reset > 0)
        facts.timing = hintFromInstant(
          new Date(reset < 1e12 ? reset * 1000 : reset),
          observedAt,
          'structured',
        );
    }
    const raw = isObj(meta) ? str(meta['raw']) : undefined;
    if (raw) facts.message = facts.message ? `${facts.message}: ${raw}` : raw;
    // Codex usage limits name their reset: `resets_at` (epoch seconds) or `resets_in_seconds`.
    if (facts.timing === null) {
      const at = err['resets_at'];
      const inSeconds = err['resets_in_seconds'];
      if (typeof at === 'number' && at > 1e9)
        facts.timing = hintFromInstant(new Date(at < 1e12 ? at * 1000 : at), observedAt, 'structured');
      else if (typeof inSeconds === 'number' && inSeconds > 0)
        facts.timing = hintFromSeconds(inSeconds, observedAt, 'structured');
    }
  } else if (typeof err === 'string') {
    // `{error: "invalid_api_key"}` is a code; `{error: "This team has no credits…"}` a message;
    // in `{statusCode, error: "Internal Server Error", message}` (Fastify, NestJS, Boom) the error
    // is the status's reason phrase and the message says what failed.
    if (typeof value['statusCode'] === 'number' && str(value['message']))
      facts.message = str(value['message']);
    // Words in a script written without spaces (`{error: "余额不足"}`) are a message, not a code.
    else if (/\s/.test(err.trim()) || /[^\x00-\x7f]/.test(err)) facts.message = err;
    else {
      facts.errorCode = err;
      // A code spelled as words (`daily-transaction-limit-exceeded`) is read as words too.
      if (/^[a-z]+(?:-[a-z]+){2,}$/i.test(err.trim())) facts.message = err;
    }
  }
  if (typeof value['status'] === 'number' && facts.status === undefined) {
    const s = value['status'];
    if (s >= 100 && s <= 599) facts.status = s;
  }
  // An error object printed without its envelope carries the status as a number beside its
  // message and metadata (OpenRouter's `{code: 504, message: "Provider returned error", metadata}`);
  // a bare `{code: 500, message}` is many apps' own envelope and says nothing of who failed.
  const flatStatus = value['code'];
  if (
    facts.status === undefined &&
    typeof flatStatus === 'number' &&
    flatStatus >= 400 &&
    flatStatus <= 599 &&
    typeof value['message'] === 'string' &&
    isObj(value['metadata'])
  )
    facts.status = flatStatus;
  const awsType = str(value['__type']) ?? str(value['name']) ?? str(value['code']);
  const aws = awsType ? awsName(awsType) : undefined;
  if (aws) facts.awsException = aws;
  // Flat bodies (`{message, code}` of Copilot and proxies) carry the code at the top.
  const flatCode = str(value['code']);
  if (!aws && flatCode && facts.errorCode === undefined && !/^\d+$/.test(flatCode))
    facts.errorCode = flatCode;
  upstreamStatus(value, facts);
  const flatType = str(value['type']);
  if (flatType && flatType !== 'error' && facts.errorType === undefined) facts.errorType = flatType;
  if (!facts.message)
    facts.message =
      str(value['message']) ??
      str(value['Message']) ??
      str(value['detail']) ??
      str(value['msg']) ??
      str(value['errorMessage']) ??
      str(value['error_message']) ??
      // A flat `{code: 403, reason: "NOT_ENOUGH_BALANCE"}` (Novita) says what failed only in its reason.
      str(value['reason']);
  // RFC 9457 problem details name the problem's kind in the last segment of their `type` URI
  // (`…/errors/content-policy-violation/`): its words lead the message.
  const problem = problemKind(value);
  if (problem) facts.message = facts.message ? `${problem}: ${facts.message}` : problem;
  // FastAPI's validation errors `{detail: [{loc, msg}]}`, read as "body.input: String should have …".
  const detail = value['detail'];
  if (!facts.message && Array.isArray(detail)) {
    const lines = detail.filter(isObj).flatMap((d) => {
      const msg = str(d['msg']) ?? str(d['message']);
      const loc = Array.isArray(d['loc']) ? d['loc'].join('.') : '';
      return msg ? [loc ? `${loc}: ${msg}` : msg] : [];
    });
    if (lines.length > 0) facts.message = lines.slice(0, 3).join('; ');
  }
  // FHIR's OperationOutcome (`{resourceType, issue: [{details: {text}, diagnostics}]}`), what a
  // health server answers with: its issues' words are the message.
  if (!facts.message && value['resourceType'] === 'OperationOutcome' && Array.isArray(value['issue'])) {
    const lines = value['issue'].filter(isObj).flatMap((i) => {
      const text = (isObj(i['details']) ? str(i['details']['text']) : undefined) ?? str(i['diagnostics']);
      return text ? [text] : [];
    });
    if (lines.length > 0) facts.message = lines.slice(0, 3).join('; ');
  }
  // Flat `{error_code, error_msg}` bodies (Baidu Qianfan, Huawei ModelArts; Deepgram's `err_msg`).
  const errorMsg = str(value['error_msg']) ?? str(value['err_msg']);
  if (!facts.message && errorMsg) {
    facts.message = errorMsg;
    const code = value['error_code'] ?? value['err_code'];
    if (facts.errorCode === undefined && (typeof code === 'string' || typeof code === 'number'))
      facts.errorCode = String(code);
  }
  // A description beside the message or code (`errorDescription` of workflow tools, OAuth's
  // `error_description`, an app's `details` or `cause` string) often names what the message only
  // labels: a period, the limit, a safety block behind "Internal error".
  const description =
    str(value['errorDescription']) ??
    str(value['error_description']) ??
    str(value['details']) ??
    str(value['cause']) ??
    (isObj(value['cause']) ? causeChain(value['cause']) : undefined);
  if (description && description !== facts.message)
    facts.message = facts.message ? `${facts.message}: ${description}` : description;
  // The first choice's finish reason: a completion the content filter cut (OpenAI, Azure:
  // `content_filter`), or a server that failed mid-generation and says so in the answer itself
  // (`error`, the failure as the message's content: local MLX and vLLM-style servers).
  const choices = value['choices'];
  const first = Array.isArray(choices) && isObj(choices[0]) ? choices[0] : undefined;
  if (!facts.message && first?.['finish_reason'] === 'content_filter')
    facts.message = 'finish_reason: content_filter';
  if (!facts.message && first?.['finish_reason'] === 'error' && isObj(first['message']))
    facts.message = str(first['message']['content']);
  // Gemini's answer stopped by its safety filter: `candidates[0].finishReason: SAFETY` (or Model
  // Armor's, or an image's safety filter).
  const candidates = value['candidates'];
  const finish =
    Array.isArray(candidates) && isObj(candidates[0]) ? str(candidates[0]['finishReason']) : undefined;
  if (!facts.message && finish && SAFETY_STOP.test(finish)) facts.message = `finishReason: ${finish}`;
  // Bedrock Converse's answer a guardrail or the content filter stopped (an HTTP 200 whose
  // `stopReason` says so).
  const stopReason = str(value['stopReason']);
  if (!facts.message && (stopReason === 'guardrail_intervened' || stopReason === 'content_filtered'))
    facts.message = `stopReason: ${stopReason}`;
  // Anthropic's answer its safety classifier stopped: `{type: "message", stop_reason: "refusal"}`.
  if (!facts.message && value['stop_reason'] === 'refusal') facts.message = 'stop_reason: refusal';
  // OpenAI's structured refusal: a chat message's `refusal` text instead of content, or a Responses
  // output message whose content is a `refusal` block. The model declined: its content policy.
  if (!facts.message && openAiRefusal(value)) facts.message = 'structured refusal';
  // Veo's video withheld by its safety filter: `raiMediaFilteredCount` above 0, with its reasons.
  const video = isObj(value['generateVideoResponse']) ? value['generateVideoResponse'] : value;
  const filtered = video['raiMediaFilteredCount'];
  if (!facts.message && typeof filtered === 'number' && filtered > 0) {
    const reasons = video['raiMediaFilteredReasons'];
    const reason = Array.isArray(reasons) ? str(reasons[0]) : undefined;
    facts.message = `raiMediaFilteredCount: ${filtered}${reason ? `; raiMediaFilteredReasons: ${reason}` : ''}`;
  }
  // Gemini's prompt-level block inside an HTTP 200 stream: `{promptFeedback: {blockReason}}`.
  const feedback = value['promptFeedback'];
  if (!facts.message && isObj(feedback) && str(feedback['blockReason']))
    facts.message = `blockReason: ${str(feedback['blockReason'])}`;
  // A router's flat body that carries the upstream's own error as a string (`metadata.raw`).
  const flatMeta = value['metadata'];
  const flatRaw = isObj(flatMeta) ? str(flatMeta['raw']) : undefined;
  if (flatRaw && typeof value['error'] !== 'object') {
    const flatMessage = str(value['message']);
    facts.message = flatMessage ? `${flatMessage}: ${flatRaw}` : flatRaw;
  }
  // A status object that is an error of its own (`{status: {code: 400, message, type}}`).
  const statusObject = value['status'];
  if (!facts.message && isObj(statusObject) && typeof statusObject['code'] === 'number') {
    const code = statusObject['code'];
    if (code >= 400 && code <= 599) {
      facts.message = str(statusObject['message']);
      if (facts.status === undefined) facts.status = code;
    }
  }
  // Cloudflare-style envelopes: `{success: false, errors: [{code, message}]}` (AI Gateway names the
  // list `error`), and batch answers that list what failed apart from what succeeded
  // (`{success: [], failure: [{type, message}]}`);
  // JSON:API's `errors: [{title, detail}]` says it in a title and a detail.
  for (const key of FAILURE_LISTS) {
    const list = value[key];
    const first = Array.isArray(list) && isObj(list[0]) ? list[0] : undefined;
    if (!facts.message && first) facts.message = str(first['message']) ?? titledDetail(first);
  }
  // MiniMax-style envelopes: `{base_resp: {status_code, status_msg}}`, 0 meaning success.
  const base = value['base_resp'];
  if (!facts.message && isObj(base) && typeof base['status_code'] === 'number' && base['status_code'] !== 0) {
    facts.message = str(base['status_msg']);
    if (facts.errorCode === undefined) facts.errorCode = String(base['status_code']);
  }
  // A client or proxy that wraps the provider's own error body under a key of its own
  // (`{error: "Gemini API error", response: {error: {…}}}`, `{message, details: {error: {…}}}`).
  for (const key of WRAPPER_KEYS) {
    const inner = value[key];
    if (!isObj(inner)) continue;
    const nested = readProviderBody(inner, observedAt, depth + 1);
    // A wrapped upstream body names its error, or carries the upstream's own as a string (`metadata.raw`).
    const carriesRaw = isObj(inner['metadata']) && str(inner['metadata']['raw']) !== undefined;
    if (
      nested &&
      ((nested.errorType ?? nested.errorCode ?? nested.reasons ?? nested.quotaIds) !== undefined ||
        carriesRaw)
    )
      return { ...facts, ...stripUndefined(nested), timing: nested.timing ?? facts.timing };
  }
  // An app's own envelope around the words (`{detail: {message}}`, `{detail: {response, cause}}`):
  // with no message of its own, the body says what the inner one says. Not `data`, which a
  // successful answer's payload also uses.
  if (!facts.message) {
    for (const key of DETAIL_KEYS) {
      const inner = value[key];
      if (!isObj(inner)) continue;
      const words = str(inner['message']) ?? str(inner['response']) ?? str(inner['msg']);
      const cause = str(inner['cause']) ?? str(inner['details']);
      if (words || cause) {
        facts.message = words && cause ? `${words}: ${cause}` : (words ?? cause);
        break;
      }
    }
  }
  // A flat body that is a code spelled as words and nothing else, no message and no status
  // (`{code: "permission_denied__user_has_no_subscription"}`): its words are all it says.
  if (
    !facts.message &&
    facts.status === undefined &&
    !isObj(value['error']) &&
    facts.errorCode &&
    CODE_AS_WORDS.test(facts.errorCode)
  )
    facts.message = facts.errorCode.replace(/[_-]+/g, ' ');
  const known =
    facts.errorType ??
    facts.errorCode ??
    facts.awsException ??
    facts.status ??
    facts.reasons ??
    facts.quotaIds;
  // A bare `{message}` (AWS, proxies) is still an error body when it came from an error channel.
  return known === undefined && !facts.message ? null : facts;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Whether an OpenAI answer carries a structured refusal (chat `message.refusal`, Responses `refusal` block). */
function openAiRefusal(value: Record<string, unknown>): boolean {
  const choices = value['choices'];
  if (Array.isArray(choices) && isObj(choices[0])) {
    const message = choices[0]['message'];
    return isObj(message) && typeof message['refusal'] === 'string' && message['refusal'].length > 0;
  }
  const output = value['output'];
  if (!Array.isArray(output)) return false;
  return output.some(
    (item) =>
      isObj(item) &&
      Array.isArray(item['content']) &&
      item['content'].some((part) => isObj(part) && part['type'] === 'refusal'),
  );
}
