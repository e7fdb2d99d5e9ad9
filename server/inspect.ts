/**
 * Opt-in Stately inspector (`RECOURSE_INSPECT=ws://…`). Contexts and events are reduced to a
 * whitelist of safe scalar fields, so no evidence, envelope or provider text leaves the process.
 * The sanitizers never throw: promise and callback actors hand them `undefined`.
 */
import { createWebSocketInspector, type StatelyInspectionEvent } from '@statelyai/inspect';
import type { InspectionEvent, Observer } from 'xstate';
import type { CircuitRecord } from '../persistence/store.ts';

/** Keys whose scalar values may be shown in the inspector. */
const SAFE_KEYS = new Set([
  'type',
  'route_id',
  'profile_id',
  'caller',
  'generation',
  'cycle',
  'candidate',
  'candidate_index',
  'candidate_id',
  'invocation_id',
  'attempt_id',
  'action',
  'expected_generation',
  'retry_ordinal',
  'max_retries',
  'deadline',
  'pending_outcome',
  'code',
  'class',
  'category',
  'reason',
  'safe_excerpt',
  'dispatch_status',
  'state',
  'scope_key',
  'open_until',
  'consecutive_failures',
]);

/** Keeps only whitelisted keys with string, number, boolean or null values. */
export function sanitizeRecord(value: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (value === null || typeof value !== 'object') return out;
  try {
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (!SAFE_KEYS.has(key)) continue;
      if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
        out[key] = v;
    }
  } catch {
    return {};
  }
  return out;
}

function safeSnapshot(snapshot: unknown): Record<string, unknown> {
  if (snapshot === null || typeof snapshot !== 'object') return {};
  const s = snapshot as { status?: unknown; value?: unknown; context?: unknown };
  const out: Record<string, unknown> = { context: sanitizeRecord(s.context) };
  if (typeof s.status === 'string') out['status'] = s.status;
  // A state value is a state name or a tree of state names.
  if (s.value !== undefined) {
    try {
      out['value'] = JSON.parse(JSON.stringify(s.value));
    } catch {
      // Left out: not plain data.
    }
  }
  return out;
}

function safeEvent(event: unknown): Record<string, unknown> {
  const type = event !== null && typeof event === 'object' ? (event as { type?: unknown }).type : undefined;
  return { ...sanitizeRecord(event), type: typeof type === 'string' ? type : 'unknown' };
}

/**
 * The whole inspection event, rebuilt from safe parts only: the snapshot's status, state value and
 * whitelisted context; the event's whitelisted fields; no actor input or output (a promise actor's
 * input may carry evidence).
 */
export function safeInspectionEvent(event: unknown): StatelyInspectionEvent {
  try {
    const e = event as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of [
      'type',
      'sessionId',
      'rootId',
      'parentId',
      'sourceId',
      'id',
      'createdAt',
      '_version',
      'name',
    ]) {
      const v = e[key];
      if (v === null || typeof v === 'string' || typeof v === 'number') out[key] = v;
    }
    if (typeof e['definition'] === 'string') out['definition'] = e['definition'];
    if ('snapshot' in e) out['snapshot'] = safeSnapshot(e['snapshot']);
    if ('event' in e) out['event'] = safeEvent(e['event']);
    return out as unknown as StatelyInspectionEvent;
  } catch {
    return { type: '@xstate.event', event: { type: 'unknown' } } as unknown as StatelyInspectionEvent;
  }
}

/** What the service hands the inspector: route actors (`inspect`) and circuit changes (`circuit`). */
export interface ServiceInspector {
  /** The route actors' inspection observer. */
  inspect: Observer<InspectionEvent>;
  /**
   * Shows a committed circuit record as the actor `circuit:<scope key>`. Circuits are not live actors
   * (each change is one pure transition of the circuit machine), so each record is sent as a snapshot.
   */
  circuit(record: CircuitRecord): void;
  stop(): void;
}

/** The circuit's inspected snapshot: its state and whitelisted fields (never the probe holder). */
function circuitSnapshot(record: CircuitRecord) {
  return {
    status: 'active' as const,
    value: record.probe ? 'probing' : record.state,
    context: sanitizeRecord(record),
  };
}

/** The inspector of the service, or null when `url` is empty. */
export function createInspector(url: string | undefined): ServiceInspector | null {
  if (!url) return null;
  const inspector = createWebSocketInspector({
    url,
    sanitizeContext: (context) => sanitizeRecord(context),
    sanitizeEvent: (event) => safeEvent(event) as { type: string },
    serialize: (event) => safeInspectionEvent(event),
  });
  const seen = new Set<string>();
  return {
    inspect: inspector.inspect,
    circuit: (record) => {
      try {
        const id = `circuit:${record.scope_key}`;
        const snapshot = circuitSnapshot(record);
        if (!seen.has(id)) {
          seen.add(id);
          inspector.actor(id, snapshot);
        } else inspector.snapshot(id, snapshot, { event: { type: 'circuit.committed' } });
      } catch {
        // The inspector only observes; a failure to send must never reach the circuits.
      }
    },
    stop: () => inspector.stop(),
  };
}
