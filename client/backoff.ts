/** Reconnect delays: exponential with "equal jitter" (half fixed, half random), capped. */

/** Backoff settings. */
export interface BackoffOptions {
  /** Delay before the first reconnect, in ms. @default 250 */
  initialMs?: number;
  /** Longest delay, in ms. @default 10000 */
  maxMs?: number;
}

export const DEFAULT_BACKOFF = { initialMs: 250, maxMs: 10_000 } as const;

/**
 * The delay before reconnect number `attempt` (0 for the first): `min(max, initial * 2^attempt)`,
 * of which a random half is dropped so many clients do not reconnect in step.
 */
export function backoffDelay(attempt: number, options: BackoffOptions, random: () => number): number {
  const initial = options.initialMs ?? DEFAULT_BACKOFF.initialMs;
  const max = options.maxMs ?? DEFAULT_BACKOFF.maxMs;
  const ceiling = Math.min(max, initial * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
