/**
 * One table of invalid profile documents: each entry sets one field of a valid profile to a bad
 * value. The browser test types the value into the console's field and expects the field error the
 * backend returns for the same document, which the same test posts to the service.
 */

/** A valid profile with every class section enabled, so every numeric field is editable. */
export function baseProfile(id = 'invalid-base') {
  return {
    id,
    name: 'Validation base',
    automation: 'auto',
    candidates: [
      {
        id: 'claude',
        agent_profile: 'claude-code',
        policy: {
          version: 1,
          transient: {
            retry: { enabled: true, max_retries: 3, initial_interval_seconds: 5 },
            wait_for_reset: { enabled: false, max_wait_seconds: 0 },
            on_exhausted: 'skip',
          },
          hard: {
            retry: { enabled: false, max_retries: 0, initial_interval_seconds: 0 },
            wait_for_reset: { enabled: true, max_wait_seconds: 300 },
            on_exhausted: 'stop',
          },
        },
      },
    ],
  };
}

export interface InvalidCase {
  name: string;
  /** Dotted path of the field: the form input's name and the backend error's path. */
  path: string;
  value: number | string;
}

export const INVALID_CASES: InvalidCase[] = [
  { name: 'more retries than the limit', path: 'candidates.0.policy.transient.retry.max_retries', value: 11 },
  { name: 'a fractional retry count', path: 'candidates.0.policy.transient.retry.max_retries', value: 2.5 },
  {
    name: 'a zero initial interval',
    path: 'candidates.0.policy.transient.retry.initial_interval_seconds',
    value: 0,
  },
  {
    name: 'a reset wait over a week',
    path: 'candidates.0.policy.hard.wait_for_reset.max_wait_seconds',
    value: 604801,
  },
  { name: 'a candidate id that is not a slug', path: 'candidates.0.id', value: 'Claude Code' },
];

/** The base profile with `path` set to `value`. */
export function invalidDocument(c: InvalidCase): Record<string, unknown> {
  const doc = baseProfile('invalid-check') as unknown as Record<string, unknown>;
  const keys = c.path.split('.');
  let at: Record<string, unknown> = doc;
  for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>;
  at[keys.at(-1)!] = c.value;
  return doc;
}
