/**
 * Process output. Managed stderr is an error channel: all of it is read. Ordinary stdout is
 * prose or results (lesson 5): only lines that open as an error line count.
 */
import type { EvidenceItem } from '../envelope.ts';
import type { Signal } from './signal.ts';
import { textSignals } from './text.ts';

type OutputItem = Extract<EvidenceItem, { kind: 'output' }>;

/** A stdout line that reports an error rather than narrating one. */
const STDOUT_ERROR_LINE =
  /^\s*(?:[✗✖■⎿⏺●×!]\s*)*(?:\[?API Error\b|Error(?:\s*:|\s+\d{3}\b)|ERROR\b|error:|fatal:|panic:|Unhandled (?:error|rejection))/;

export function outputSignals(item: OutputItem, index: number, observedAt: Date): Signal[] {
  if (item.stream === 'stderr') return textSignals(item.text, index, 'stderr', 'output', observedAt);
  const lines = item.text.split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (STDOUT_ERROR_LINE.test(lines[i]!)) {
      // An error line and its indented continuation.
      kept.push(lines[i]!);
      while (i + 1 < lines.length && /^\s{2,}\S/.test(lines[i + 1]!)) kept.push(lines[++i]!);
    }
  }
  return kept.length > 0 ? textSignals(kept.join('\n'), index, 'stdout', 'output', observedAt) : [];
}
