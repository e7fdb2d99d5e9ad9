/**
 * The agent's narrative right after a tool ran (issue 10, kind 1). Narrative never names a provider
 * failure; when an envelope holds nothing else and the words that follow a tool's activity read as
 * a failure in the tool's own voice (not the agent's prose about one), the tool failed: a weak
 * not-provider prior, with the words read as the tool's, so that a local cause they name (a
 * permission, a repository) decides instead and a status or limit the tool met is never a
 * provider answer. The agent's own rendering of its model call's failure (`API Error: …`) is the
 * provider's failure told in the transcript, not a tool's: it stays open.
 */
import type { EvidenceItem } from '../envelope.ts';
import type { Signal } from './signal.ts';
import { textSignals } from './text.ts';

/** The agent speaking or advising: prose about a failure, not a tool's report of one. */
const AGENT_VOICE = /\b(?:I|I'(?:ve|ll|m|d)|me|my|we|we've|we'll|let's|let me|our)\b|\bif you\b/i;

/** Words a failure report holds on its first line. */
const FAILURE_WORDS =
  /\b(?:errors?|fatal|fail(?:ed|s|ure)?|exceptions?|denied|forbidden|not (?:found|allowed|permitted|available|supported|exported|recognized|initialized|installed|responding|started|running|enabled|configured|operational|reachable|ready|connected)|timed? ?out|cannot|can't|could not|couldn't|unable to|invalid|exceed(?:s|ed)?|refus(?:ed|ing)|blocked|rejected|missing|no such|unknown|required|unsupported|unavailable|disabled|too (?:large|long|big|many)|does not support)\b|\w(?:Error|Exception)\b|\bE[A-Z]{3,}\b/i;

/**
 * What else a tool says when it gives up: it was stopped, it lacks something it needs, its input
 * was wrong, it got nothing back.
 */
const TOOL_GAVE_UP =
  /\b(?:cancell?ed|abort(?:ed|ing)?|interrupted|terminated|(?:connection|transport|stream|socket|session|channel|pipe) (?:was |is |has been )?closed|requires?|must (?:be|start|not|have)|not (?:set|valid|authenticated|accessible|captured|iterable)|no \w+(?: \w+)? key|returned no|having trouble|bad \w+)\b/i;

/**
 * How a transcript echoes the tool call it ran before its result (`Called x(…)`, `⏺ Bash(…)`,
 * `name (MCP)(…)`, a shell's `$ command`, a wait line).
 */
const CALL_ECHO =
  /^(?:Called|Ran|Running|Calling|Used)\s+[\w./-]+|^[\w./:-]+(?:\s+\([\w ]+\))?\(.*\)\s*$|^[\w./:-]+(?:\s+-\s+[^()]+)?\s+\(MCP\)|^\$\s|^Waiting\b/;

/** Bullets, tree marks, box edges and spinners a terminal transcript draws around a line. */
const MARKS = /^[\s•✗✘⎿│└├⏺●>*→\u2500-\u257f\u2800-\u28ff-]+/;

/** A terminal transcript's mark of a tool call that failed (Copilot CLI, Codex, Claude Code). */
const FAILED_MARK = /^\s*[✗✘❌]/;

/** Lines read before the tool's words give out (a report says what failed near its start). */
const LINES_READ = 6;

/** The agent naming one of its tools as what failed, even in its own voice ("the replace tool is failing"). */
const TOOL_NAMED_FAILING =
  /\b(?:the )?[\w.-]+ tool (?:is (?:still )?failing|(?:has |keeps )?fail(?:ed|ing)|returned an error|errored)\b|\btool (?:call|execution|invocation) (?:is failing|failed|errored)\b/i;

/** How agents render their own model call's failure in the transcript (Claude Code, gemini-cli). */
const MODEL_CALL_RENDERED = /^\W{0,3}API Error\b/;

/**
 * Whether narrative words open as a failure in a tool's voice: the first lines with words, past
 * the echo of the call itself and the marks around them, up to the first line in the agent's own
 * voice (prose about a failure is not the tool's report of one).
 */
export function readsAsToolFailure(text: string): boolean {
  let read = 0;
  let failedMark = false;
  for (const raw of text.split('\n')) {
    if (!/\p{L}/u.test(raw)) continue;
    if (FAILED_MARK.test(raw)) failedMark = true;
    const line = raw.replace(MARKS, '');
    if (CALL_ECHO.test(line)) continue;
    if (MODEL_CALL_RENDERED.test(line)) return false;
    if (TOOL_NAMED_FAILING.test(line)) return true;
    if (AGENT_VOICE.test(line)) return false;
    if (FAILURE_WORDS.test(line) || TOOL_GAVE_UP.test(line)) return true;
    if (++read === LINES_READ) break;
  }
  return failedMark;
}

/** Whether an envelope holds only narrative: tool activity and the agent's output, nothing else. */
export function narrativeOnly(items: readonly EvidenceItem[]): boolean {
  for (const item of items)
    if (item.kind !== 'tool_activity' && item.kind !== 'assistant_output') return false;
  return true;
}

/** Signals of an assistant output that follows a tool's activity in a narrative-only envelope. */
export function narrativeToolSignals(text: string, index: number, observedAt: Date): Signal[] {
  if (!readsAsToolFailure(text)) return [];
  const out: Signal[] = [
    {
      item: index,
      channel: 'agent_event',
      origin: 'structured',
      family: 'narrative',
      narrativeToolFailed: true,
      timing: null,
      excerpt: [text],
    },
  ];
  for (const s of textSignals(text, index, 'agent_event', 'narrative', observedAt))
    out.push(Object.assign(s, { tool: true }));
  return out;
}
