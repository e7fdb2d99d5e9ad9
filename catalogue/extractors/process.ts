/** Process-level evidence: exit codes and signals, spawn errors, transport errnos. */
import type { EvidenceItem } from '../envelope.ts';
import type { Signal } from './signal.ts';
import { SIDE_CHANNEL_HOST, textSignals } from './text.ts';

type ExitItem = Extract<EvidenceItem, { kind: 'exit' }>;
type SpawnItem = Extract<EvidenceItem, { kind: 'spawn_error' }>;
type NetworkItem = Extract<EvidenceItem, { kind: 'network' }>;

/** An exit is evidence only when it failed: code 0 without a signal says nothing. */
export function exitSignals(item: ExitItem, index: number): Signal[] {
  const code = item.code ?? null;
  const signal = item.signal ?? null;
  if ((code === 0 || code === null) && signal === null) return [];
  return [
    {
      item: index,
      channel: 'exit',
      origin: 'structured',
      family: 'process',
      exitCode: code,
      exitSignal: signal,
      timing: null,
      excerpt: [`exit ${code ?? ''}${signal ? ` ${signal}` : ''}`.trim()],
    },
  ];
}

/** A spawn failure: its code (`ENOENT`, `EACCES`, `EPIPE`) and message. */
export function spawnSignals(item: SpawnItem, index: number, observedAt: Date): Signal[] {
  const out: Signal[] = [
    {
      item: index,
      channel: 'spawn',
      origin: 'structured',
      family: 'process',
      spawnCode: item.code.toUpperCase(),
      timing: null,
      excerpt: [`spawn ${item.code}`],
    },
  ];
  if (item.message) out.push(...textSignals(item.message, index, 'spawn', 'process', observedAt));
  return out;
}

/** A transport failure: errno, host (loopback means the local agent) and message. */
export function networkSignals(item: NetworkItem, index: number, observedAt: Date): Signal[] {
  const out: Signal[] = [];
  // A telemetry or update host failing says nothing about the task's provider call.
  if (item.host && SIDE_CHANNEL_HOST.test(item.host)) return out;
  if (item.code) {
    const s: Signal = {
      item: index,
      channel: 'network',
      origin: 'structured',
      family: 'network',
      errno: item.code.toUpperCase(),
      timing: null,
      excerpt: [item.code],
    };
    if (item.host) s.host = item.host;
    out.push(s);
  }
  if (item.message) {
    for (const s of textSignals(item.message, index, 'network', 'network', observedAt)) {
      out.push(item.host ? Object.assign(s, { host: item.host }) : s);
    }
  }
  return out;
}
