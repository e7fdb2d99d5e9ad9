/** Result types the client hands to its callers. */
import type { RouteView } from '../machines/route.types.ts';

/** Why an action was not applied: the server's reasons, plus the client's own. */
export type RejectionReason =
  | 'stale_generation'
  | 'attempt_in_flight'
  | 'not_allowed'
  | 'busy'
  | 'no_candidate'
  | 'forbidden'
  | 'disconnected'
  | 'no_answer'
  | (string & {});

/** What an action resolves to: the authoritative snapshot, or a typed rejection (with the snapshot when known). */
export type ActionOutcome =
  | { ok: true; snapshot: RouteView }
  | { ok: false; reason: RejectionReason; message: string; snapshot: RouteView | null };
