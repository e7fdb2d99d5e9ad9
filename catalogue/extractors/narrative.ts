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

/** How a transcript echoes the tool call it ran before its result (`Called x(…)`, `⏺ Bash(…)`). */
const CALL_ECHO = /^(?:Called|Ran|Running|Calling)\s+[\w./-]+|^[\w./-]+\(.*\)\s*$/;

/**
 * The first line with words, without the bullets and tree marks a terminal transcript draws, past
 * the echo of the call itself.
 */
function firstLine(text: string): string {
  for (const line of text.split('\n')) {
    const words = line.replace(/^[\s•✗⎿│└├⏺●>*-]+/, '');
    if (!words.trim() || CALL_ECHO.test(words)) continue;
    return words;
  }
  return '';
}

/** How agents render their own model call's failure in the transcript (Claude Code, gemini-cli). */
const MODEL_CALL_RENDERED = /^\W{0,3}API Error\b/;

/** Whether narrative words open as a failure in a tool's voice. */
export function readsAsToolFailure(text: string): boolean {
  const line = firstLine(text);
  return FAILURE_WORDS.test(line) && !AGENT_VOICE.test(line) && !MODEL_CALL_RENDERED.test(line);
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
