/**
 * The registry of semantic codes. Every code has exactly one class and one operator category;
 * `test/catalogue/registry.test.ts` fails when that stops being true.
 */

export const CLASSES = ['transient', 'hard', 'unclassified', 'not_provider'] as const;
export type ErrorClass = (typeof CLASSES)[number];

/** The two classes a policy document configures. */
export const POLICY_CLASSES = ['transient', 'hard'] as const;
export type PolicyClass = (typeof POLICY_CLASSES)[number];

/** Operator categories of the error-recovery reference. */
export const CATEGORIES = [
  'transient',
  'validation',
  'configuration',
  'resource',
  'merge_conflict',
  'authentication',
  'provider',
  'internal',
  'unknown',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const SCOPES = ['provider', 'account', 'model', 'profile', 'request'] as const;
export type Scope = (typeof SCOPES)[number];

export interface CodeInfo {
  class: ErrorClass;
  category: Category;
  /** Default scope of a failure with this code, when the rule does not say better. */
  scope: Scope | null;
  /** One-line description for `recourse catalogue` and docs. */
  summary: string;
}

export const CODES = {
  // transient
  network_unavailable: {
    class: 'transient',
    category: 'transient',
    scope: 'provider',
    summary: 'The network path to the provider failed (DNS, connection reset, TLS, timeout).',
  },
  provider_unavailable: {
    class: 'transient',
    category: 'provider',
    scope: 'provider',
    summary: 'The provider answered with a server error or is temporarily down.',
  },
  provider_overloaded: {
    class: 'transient',
    category: 'provider',
    scope: 'provider',
    summary: 'The provider reported overload (for example HTTP 529 overloaded_error).',
  },
  model_capacity: {
    class: 'transient',
    category: 'provider',
    scope: 'model',
    summary: 'The selected model is temporarily at capacity.',
  },
  rate_limited: {
    class: 'transient',
    category: 'transient',
    scope: 'account',
    summary: 'A short, confirmed rate limit (seconds to minutes).',
  },
  agent_transport_lost: {
    class: 'transient',
    category: 'transient',
    scope: 'request',
    summary: 'The connection to the agent process was lost before it produced any result.',
  },
  // hard
  quota_limited: {
    class: 'hard',
    category: 'resource',
    scope: 'account',
    summary: 'A usage quota or subscription window is exhausted until a longer reset.',
  },
  subscription_required: {
    class: 'hard',
    category: 'configuration',
    scope: 'account',
    summary: 'The account lacks the plan, credit or entitlement the request needs.',
  },
  auth_required: {
    class: 'hard',
    category: 'authentication',
    scope: 'account',
    summary: 'Credentials were rejected or expired; the user must authenticate again.',
  },
  missing_credentials: {
    class: 'hard',
    category: 'authentication',
    scope: 'profile',
    summary: 'No credentials are configured for the provider.',
  },
  provider_not_configured: {
    class: 'hard',
    category: 'configuration',
    scope: 'profile',
    summary: 'The agent or provider is not installed or not configured.',
  },
  model_unavailable: {
    class: 'hard',
    category: 'provider',
    scope: 'model',
    summary: 'The model does not exist, is not deployed, or the account has no access to it.',
  },
  // The selected model or provider refuses this request: waiting cannot help the same candidate,
  // another candidate (a larger window, another provider) may.
  context_window_exceeded: {
    class: 'hard',
    category: 'validation',
    scope: 'request',
    summary: 'The request is larger than the model’s context window.',
  },
  content_refused: {
    class: 'hard',
    category: 'validation',
    scope: 'request',
    summary: 'The provider’s content policy refused the request or its output.',
  },
  conversation_rejected: {
    class: 'hard',
    category: 'validation',
    scope: 'request',
    summary:
      'The selected model or provider rejected this request: its conversation (a tool call without its result, an image over its limits) or something it holds that the model does not support (tools, a role, a parameter).',
  },
  // not provider: these keep their owner
  task_error: {
    class: 'not_provider',
    category: 'validation',
    scope: 'request',
    summary: 'The request itself cannot succeed (too large, malformed, output limit reached).',
  },
  repository_error: {
    class: 'not_provider',
    category: 'merge_conflict',
    scope: 'request',
    summary: 'A repository operation failed (lock, conflict, dirty tree).',
  },
  local_permission_error: {
    class: 'not_provider',
    category: 'configuration',
    scope: 'request',
    summary: 'A local permission was denied (file system, sandbox, tool approval).',
  },
  local_runtime_error: {
    class: 'not_provider',
    category: 'internal',
    scope: 'request',
    summary: 'The local runtime failed (killed, out of memory, crashed).',
  },
  cancelled: {
    class: 'not_provider',
    category: 'internal',
    scope: 'request',
    summary: 'The work was cancelled by the user or the orchestrator.',
  },
  resume_state_error: {
    class: 'not_provider',
    category: 'resource',
    scope: 'request',
    summary: 'A session or resume state could not be found or loaded.',
  },
  not_provider_error: {
    class: 'not_provider',
    category: 'internal',
    scope: 'request',
    summary: 'A failure that is not the provider’s, with no more specific code.',
  },
  // nothing deterministic matched
  unclassified: {
    class: 'unclassified',
    category: 'unknown',
    scope: null,
    summary: 'Unknown, low-confidence, stale or conflicting evidence: automation stops.',
  },
} as const satisfies Record<string, CodeInfo>;

export type Code = keyof typeof CODES;
export const CODE_NAMES = Object.keys(CODES) as Code[];

export function isCode(value: string): value is Code {
  return Object.hasOwn(CODES, value);
}

export function classOf(code: Code): ErrorClass {
  return CODES[code].class;
}
