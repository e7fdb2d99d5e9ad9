/** Turns an envelope into signals, one extractor per item kind. */
import type { EvidenceEnvelope, EvidenceItem } from '../envelope.ts';
import { agentEventSignals } from './agent-event.ts';
import { httpSignals } from './http.ts';
import { jsonRpcSignals } from './jsonrpc.ts';
import { narrativeOnly, narrativeToolSignals } from './narrative.ts';
import { outputSignals } from './output.ts';
import { exitSignals, networkSignals, spawnSignals } from './process.ts';
import type { Signal } from './signal.ts';

export type { Channel, Origin, Signal } from './signal.ts';

function itemSignals(item: EvidenceItem, index: number, observedAt: Date, processFailed: boolean): Signal[] {
  switch (item.kind) {
    case 'http':
      return httpSignals(item, index, observedAt);
    case 'jsonrpc_error':
      return jsonRpcSignals(item, index, observedAt);
    case 'agent_event':
      return agentEventSignals(item, index, observedAt);
    case 'output':
      return outputSignals(item, index, observedAt, processFailed);
    case 'exit':
      return exitSignals(item, index);
    case 'spawn_error':
      return spawnSignals(item, index, observedAt);
    case 'network':
      return networkSignals(item, index, observedAt);
    // Effect evidence, never failure evidence (lesson 5).
    case 'assistant_output':
    case 'tool_activity':
      return [];
  }
}

/** All failure signals of an envelope, in evidence order. */
export function extractSignals(envelope: EvidenceEnvelope): Signal[] {
  const observedAt = new Date(envelope.observed_at);
  // A reported failure with no exit at all (an orchestrator passing on what the agent printed) is
  // read like a failed process: its short stdout is a low-trust message, not prose to skip.
  const processFailed =
    envelope.evidence.some(
      (item) =>
        item.kind === 'exit' &&
        ((item.code !== undefined && item.code !== null && item.code !== 0) || !!item.signal),
    ) || envelope.evidence.every((item) => item.kind === 'output');
  const out: Signal[] = [];
  const items = envelope.evidence;
  // With no failure channel at all, the words after a tool's activity may be that tool's failure.
  const narrative = narrativeOnly(items);
  for (let index = 0; index < items.length; index++) {
    const item = items[index]!;
    const signals =
      narrative && item.kind === 'assistant_output' && items[index - 1]?.kind === 'tool_activity'
        ? narrativeToolSignals(item.text, index, observedAt)
        : itemSignals(item, index, observedAt, processFailed);
    for (let k = 0; k < signals.length; k++) out.push(signals[k]!);
  }
  return out;
}
