/**
 * The backend-owned limits of a class-policy document: the one place they live. The server, the
 * CLI and the web form all read them from here; the backend stays authoritative.
 */
export const POLICY_LIMITS = {
  /** Additional same-candidate attempts when retry is enabled. */
  retry: { min: 1, max: 10 },
  /** Delay before the first retry, in seconds, when retry is enabled. */
  initialIntervalSeconds: { min: 1, max: 3600 },
  /** Cap of every computed retry delay, in seconds (24 h). */
  maxDelaySeconds: 86400,
  /** Longest reset wait, in seconds, when reset waiting is enabled (1 s to 7 d). */
  waitSeconds: { min: 1, max: 604800 },
} as const;
