/**
 * Roles and what each may do: the one table the HTTP API and the WebSocket protocol both consult.
 * `test/server/permissions.test.ts` walks every role × operation against a real server.
 */

export const ROLES = ['viewer', 'operator', 'profile_admin', 'adapter', 'metrics', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const OPERATIONS = [
  'profiles.read',
  'profiles.write',
  'limits.read',
  'routes.read',
  'routes.start',
  'routes.act',
  'schemas.read',
  'adapter.serve',
  'tokens.manage',
  'catalogue.candidates',
  'metrics.read',
] as const;
export type Operation = (typeof OPERATIONS)[number];

/**
 * Which roles may perform each operation. `viewer` reads; `operator` also starts routes and takes
 * route actions; `profile_admin` also edits profiles (the spec's agent-profile management
 * permission); `adapter` only takes dispatches and reports effects and outcomes (no reads: selecting
 * a profile grants no access to evidence or classifier internals); `metrics` only reads `GET /metrics`
 * (a Prometheus scraper's token); `admin` does everything.
 */
export const PERMISSIONS: Readonly<Record<Operation, readonly Role[]>> = {
  'profiles.read': ['viewer', 'operator', 'profile_admin', 'admin'],
  'profiles.write': ['profile_admin', 'admin'],
  'limits.read': ['viewer', 'operator', 'profile_admin', 'admin'],
  'routes.read': ['viewer', 'operator', 'profile_admin', 'admin'],
  'routes.start': ['operator', 'admin'],
  'routes.act': ['operator', 'admin'],
  'schemas.read': ['viewer', 'operator', 'profile_admin', 'adapter', 'admin'],
  'adapter.serve': ['adapter', 'admin'],
  'tokens.manage': ['admin'],
  /** Sanitized envelopes of unclassified failures: catalogue growth is profile-admin work. */
  'catalogue.candidates': ['profile_admin', 'admin'],
  /** Prometheus series (`GET /metrics`): counts and latencies only, never ids or text. */
  'metrics.read': ['viewer', 'operator', 'profile_admin', 'metrics', 'admin'],
};

/** Whether `role` may perform `operation`. */
export function can(role: Role, operation: Operation): boolean {
  return PERMISSIONS[operation].includes(role);
}
