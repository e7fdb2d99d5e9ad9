/**
 * Opt-in Stately inspector (`RECOURSE_INSPECT=ws://…`). Contexts and events are reduced to a
 * whitelist of safe scalar fields, so no evidence, envelope or provider text leaves the process.
 * The sanitizers never throw: promise and callback actors hand them `undefined`.
 */
import { createWebSocketInspector } from '@statelyai/inspect';
import type { InspectionEvent, Observer } from 'xstate';

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

/** The engine's `inspect` observer and a stop function, or null when `url` is empty. */
export function createInspector(
  url: string | undefined,
): { inspect: Observer<InspectionEvent>; stop(): void } | null {
  if (!url) return null;
  const inspector = createWebSocketInspector({
    url,
    sanitizeContext: (context) => sanitizeRecord(context),
    sanitizeEvent: (event) => ({
      ...sanitizeRecord(event),
      type: typeof event?.type === 'string' ? event.type : 'unknown',
    }),
  });
  return { inspect: inspector.inspect, stop: () => inspector.stop() };
}
