/**
 * Process output. Managed stderr is an error channel: all of it is read. Ordinary stdout is
 * prose or results (lesson 5): lines that open as an error line count; the rest of stdout counts
 * only as a short message of a process that failed (`claude -p` prints its API error there), and
 * then as low-trust text that broad text rules ignore.
 */
import type { EvidenceItem } from '../envelope.ts';
import { isJsonText } from '../json-text.ts';
import { agentEventSignals } from './agent-event.ts';
import { isObj, SAFETY_STOP_REASONS } from './provider-body.ts';
import type { Signal } from './signal.ts';
import { textSignals } from './text.ts';

type OutputItem = Extract<EvidenceItem, { kind: 'output' }>;

/**
 * A stdout line that reports an error rather than narrating one, after any box-drawing or
 * spinner glyph a TUI left before it (also a printed event object's
 * `type: "session.error"`, whose indented fields follow it; or a printed JSON body's `"type":
 * "error"`; a bare `type: 'error'` is as likely a line of code the agent printed; after a failure
 * or warning glyph, "Agent failed before reply:" or "Individual quota reached").
 */
const STDOUT_ERROR_LINE =
  /^\s*(?:\[[^\]\n]{1,40}\]\s*|[\w-]{1,20}>\s+)?(?:[│└├┌◇◆░▒▓\u2800-\u28ff]\s*)*(?:[✗✖✕❌■⎿⏺●×!⚠]\uFE0F?\s*)*(?:[^·\n]{1,60}·\s*(?=\[?API Error\b))?(?:\[?API Error\b|\{\s*['"]error['"]\s*:|['"]?type['"]?\s*:\s*['"][\w-]{1,30}(?:\.[\w-]{1,30}){0,3}\.error['"]|"type"\s*:\s*"(?:[\w-]{1,30}_)?error"|\[abort\]\s|Operation cancell?ed\b|Execution aborted\b|An unexpected error occurred\b|Error(?:\s*:|\s+\d{3}\b)|ERROR\b|error:|The API provider\b|\^C again to exit\b|Exceeded maximum retry attempts\b|\^C\s*Keyboard ?interrupt|Model \S{1,80} has hit a token limit\b|[a-z][a-z0-9]{0,30}_error:|E \(\d+\) [\w-]{1,30}:|(?:[A-Z][A-Za-z]+ ){1,3}Error:|[a-z_]{1,30}(?:\.[a-z_]{1,30}){0,4}\.[A-Z][A-Za-z]{2,60}(?:Error|Exception)\s*:|stream error:|fatal:|panic:|\w+ rejected the request\b|Unhandled (?:error|rejection)|FAILED:\s|(?:HTTP\/[\d.]+ )?(?:40[1-3]|429|50[0-4]) (?:Too Many Requests|Unauthorized|Payment Required|Forbidden|Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout)\b|Rate[- ]limit (?:exceeded|reached|hit)\b|You(?:'ve| have) (?:hit|reached) your (?:\w+ )?limit\b|[A-Z][A-Za-z]{2,60}(?:Error|Exception)(?:\s*:|\s*$)|(?<=[✗✖✕❌⚠]\uFE0F?\s{0,3})(?:[A-Z][a-z]+ ){1,2}(?:failed\b[^:\n]{0,40}:|(?:quota|limit) (?:reached|exceeded)\b))/;

/**
 * A log line that says it is an error within its first hundred characters (a level such as
 * `[… ERROR …]`, `| ERROR |`, `[error]`, `level=error`, or the word `error` opening its message),
 * or a JSON log record of level error: services in containers log their failures on stdout.
 */
const STDOUT_LOG_ERROR =
  /^[^\n]{0,100}?(?:(?:^|[\s[|(])(?:ERROR|ERRO|FATAL|CRITICAL)(?=[\s\]|:)]|$)|\[(?:error|fatal)\s*\]|\blevel=(?:error|fatal)\b)|"level"\s*:\s*"(?:error|fatal)"/i;

/**
 * A prompt UI's failure mark before a heading of its own (`✖ Rate Limit Exceeded`, `└ ✖ Service
 * Unavailable`, `✖ Model 'x' not found`): the card whose indented lines say what failed.
 */
const STDOUT_FAIL_HEADING =
  /^\s*(?:[│└├┌◇◆]\s*)*[✗✖✕❌]\uFE0F?\s*(?:[A-Z][\w'’-]*(?: [A-Z][\w'’-]*){0,3}\s*$|Model\s)/;

/**
 * A response printed whole whose finish or block reason is a refusal (`"finish_reason":
 * "RECITATION"`, `"blockReason": "PROHIBITED_CONTENT"`, a PHP dump's `FinishReason::SAFETY`): the
 * provider's answer, not prose. A comparison (`== 'SAFETY'`) is code, not a value.
 */
const STDOUT_REFUSAL_REASON = new RegExp(
  String.raw`\b(?:finish_?reason|block_?reason)\b['"]?\s*(?::|=>|=(?!=)|::)\s*['"<]?(?:(?:Finish|Block)Reason(?:\.|::))?(?:${SAFETY_STOP_REASONS})\b`,
  'i',
);

/** Line breaks, and the spaces before a result mark where a pasted transcript lost its breaks. */
const FLAT_LINES = /\n|(?<=\S)[ \t]{2,}(?=⎿)/;

/** A server-sent event printed whole (`data: {"type":"error",…}`, its JSON on one line or several). */
const SSE_DATA = /^[ \t]*data:[ \t]?/m;

/** The error events among the server-sent events a text holds, read as a generic error frame. */
function sseErrorEvents(text: string, index: number, observedAt: Date): Signal[] {
  if (!text.includes('data:') || !SSE_DATA.test(text)) return [];
  const out: Signal[] = [];
  for (const chunk of text.split(SSE_DATA).slice(1)) {
    const event = jsonObject(chunk.split(/\n[ \t]*\n|\n(?=[ \t]*(?:event|id|retry|data):)/)[0]!.trim());
    if (event && isObj(event['error'])) out.push(...errorFrameSignals(event, index, observedAt));
  }
  return out;
}

/** A text that is one JSON object, parsed; null for anything else. */
function jsonObject(t: string): Record<string, unknown> | null {
  if (!t.startsWith('{') || !t.endsWith('}') || !isJsonText(t)) return null;
  try {
    const v: unknown = JSON.parse(t);
    return isObj(v) ? v : null;
  } catch {
    return null;
  }
}

/** An object with an `error` and no frame type of its own, read as a generic error frame. */
const errorFrameSignals = (frame: Record<string, unknown>, index: number, observedAt: Date): Signal[] =>
  agentEventSignals(
    { kind: 'agent_event', format: 'json', event: { ...frame, type: 'error' } },
    index,
    observedAt,
  );

/**
 * `claude -p --output-format json|stream-json` prints its frames on stdout: read the lines that
 * parse as such frames with the stream-json extractor (its error flags decide, not the prose).
 */
function streamJsonFrames(text: string, index: number, observedAt: Date): Signal[] {
  const out: Signal[] = [];
  for (const line of text.split('\n')) {
    const frame = jsonObject(line.trim());
    if (!frame) continue;
    // A JSON object with an `error` and no frame type (an API response printed whole, status failed).
    if (typeof frame['type'] !== 'string') {
      if (isObj(frame['error'])) out.push(...errorFrameSignals(frame, index, observedAt));
      continue;
    }
    out.push(
      ...agentEventSignals(
        { kind: 'agent_event', format: 'claude-stream-json', event: frame },
        index,
        observedAt,
      ),
    );
  }
  // The same API response pretty-printed over several lines, the whole text one object.
  if (out.length === 0 && text.includes('\n')) {
    const whole = jsonObject(text.trim());
    if (whole && typeof whole['type'] !== 'string' && isObj(whole['error']))
      out.push(...errorFrameSignals(whole, index, observedAt));
  }
  // Fresh signals: set in place, so a text signal's lazy timing stays unread.
  return out.map((s) => Object.assign(s, { channel: 'stdout' as const }));
}

/** Source code the agent printed (kind 1): it may name statuses and errors, but nothing failed. */
const CODE_LIKE =
  /===|!==|\bthrow new \w*Error\(|\bfunction\s*\w*\s*\([^)]*\)\s*\{|\b(?:const|let|var) \w+\s*=|^\s*(?:import\s+[\w{*]|export\s+(?:default|const|function|class)\b|def \w+\(|raise \w+\()/m;

/** Lines of a JSON body wrapped after its error line that are read with it, at most. */
const WRAPPED_BODY_LINES = 8;
/** An error line that ends by introducing what follows (`AnthropicException -`, `with response:`), inside a TUI's box or not. */
const BODY_LABEL = /[-:]\s*(?:│\s*)?$/;
const BODY_START = /^\s*(?:│\s*)?\[?\{/;

/** Braces a line opens minus those it closes (strings are not told apart: a bound, not a parse). */
function depthChange(line: string): number {
  let d = 0;
  for (let k = 0; k < line.length; k++) {
    const c = line.charCodeAt(k);
    if (c === 123) d++;
    else if (c === 125) d--;
  }
  return d;
}

/** Longest stdout message read whole when its process failed. */
export const STDOUT_MESSAGE_MAX = 600;

/** `processFailed`: the envelope shows a non-zero exit or a signal, or reports output and nothing else. */
export function outputSignals(
  item: OutputItem,
  index: number,
  observedAt: Date,
  processFailed = false,
): Signal[] {
  if (item.stream === 'stderr') return textSignals(item.text, index, 'stderr', 'output', observedAt);
  const events = sseErrorEvents(item.text, index, observedAt).map((s) =>
    Object.assign(s, { channel: 'stdout' as const }),
  );
  const read = stdoutSignals(item, index, observedAt, processFailed);
  return events.length > 0 ? [...read, ...events] : read;
}

function stdoutSignals(item: OutputItem, index: number, observedAt: Date, processFailed: boolean): Signal[] {
  const frames = streamJsonFrames(item.text, index, observedAt);
  if (frames.length > 0) return frames;
  // A transcript pasted flat keeps its TUI marks: a result mark (`⎿`) after spaces opened a line.
  const lines = item.text.split(item.text.includes('⎿') ? FLAT_LINES : '\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (
      STDOUT_ERROR_LINE.test(line) ||
      STDOUT_LOG_ERROR.test(line) ||
      STDOUT_REFUSAL_REASON.test(line) ||
      STDOUT_FAIL_HEADING.test(line)
    ) {
      // An error line and its indented continuation, and a JSON body it opens or introduces
      // (`… AnthropicException -` above `{…`) on lines the terminal wrapped.
      kept.push(line);
      let open = depthChange(line);
      let wrapped = 0;
      while (i + 1 < lines.length) {
        const next = lines[i + 1]!;
        const body = open > 0 || (wrapped === 0 && BODY_LABEL.test(lines[i]!) && BODY_START.test(next));
        if (/^(?:\s{2,}|\t)\S/.test(next)) kept.push(lines[++i]!);
        else if (body && wrapped < WRAPPED_BODY_LINES) {
          // One logical line the terminal wrapped: joined, so what reads a line reads it whole.
          kept[kept.length - 1] += ` ${lines[++i]!.trim()}`;
          wrapped++;
        } else break;
        open += depthChange(next);
      }
    }
  }
  const short = item.text.trim().length <= STDOUT_MESSAGE_MAX && item.text.trim().split('\n').length <= 3;
  // A short message of a failed process with an error line in it is read whole: the line before the
  // error line may be its cause ("Not logged in · Please run /login" above "error: authentication_failed").
  if (kept.length > 0)
    return textSignals(
      processFailed && short ? item.text : kept.join('\n'),
      index,
      'stdout',
      'output',
      observedAt,
    );
  if (processFailed && short && !CODE_LIKE.test(item.text)) {
    return textSignals(item.text, index, 'stdout', 'output', observedAt).map((s) =>
      Object.assign(s, { lowTrust: true }),
    );
  }
  return [];
}
