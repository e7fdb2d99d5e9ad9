/**
 * Recovery hints per code: what an operator can do, in a sentence, with the `recourse` command
 * that does it. Messages live here and nowhere else.
 */
import { CODES, type Code } from './codes.ts';

/** What an operator can do about a failure; each hint names one. */
export const RECOVERY_ACTIONS = [
  'retry_now',
  'skip',
  'stop',
  'cancel_wait',
  'wait_for_reset',
  'fix_configuration',
  'reauthenticate',
  'report_fixture',
  'check_logs',
] as const;
export type RecoveryAction = (typeof RECOVERY_ACTIONS)[number];

/** One recovery hint; `command` is null when no CLI command performs the action. */
export interface RecoveryHint {
  action: RecoveryAction;
  message: string;
  command: string | null;
}

/** Route and profile the commands act on; placeholders are printed when unknown. */
export interface RecoveryContext {
  route_id?: string;
  generation?: number;
  profile_id?: string;
}

/**
 * How hints spell the command: `npx recourse` runs from the repository root after `npm ci`, with
 * nothing put on the PATH, so a printed hint can be pasted as is.
 */
export const RECOURSE = 'npx recourse';

function routeCommand(verb: string, ctx: RecoveryContext): string {
  return `${RECOURSE} routes ${verb} ${ctx.route_id ?? '<route-id>'} --generation ${ctx.generation ?? '<generation>'}`;
}

function profileCommand(ctx: RecoveryContext): string {
  return `${RECOURSE} profiles get ${ctx.profile_id ?? '<profile>'}`;
}

type Builder = (ctx: RecoveryContext) => RecoveryHint;

const H = {
  retry:
    (message: string): Builder =>
    (ctx) => ({ action: 'retry_now', message, command: routeCommand('retry-now', ctx) }),
  skip:
    (message: string): Builder =>
    (ctx) => ({ action: 'skip', message, command: routeCommand('skip-now', ctx) }),
  stop:
    (message: string): Builder =>
    (ctx) => ({ action: 'stop', message, command: routeCommand('stop', ctx) }),
  cancelWait:
    (message: string): Builder =>
    (ctx) => ({
      action: 'cancel_wait',
      message,
      command: routeCommand('cancel-wait', ctx),
    }),
  wait:
    (message: string): Builder =>
    () => ({ action: 'wait_for_reset', message, command: null }),
  configure:
    (message: string): Builder =>
    (ctx) => ({
      action: 'fix_configuration',
      message,
      command: profileCommand(ctx),
    }),
  reauth:
    (message: string): Builder =>
    () => ({ action: 'reauthenticate', message, command: null }),
  report:
    (message: string): Builder =>
    () => ({
      action: 'report_fixture',
      message,
      command: `${RECOURSE} catalogue candidates --out candidates.jsonl`,
    }),
  logs:
    (message: string): Builder =>
    () => ({ action: 'check_logs', message, command: null }),
};

const SKIP = H.skip('Skip this candidate and continue with the next one.');
const STOP = H.stop('Stop the route and recover by hand.');
const RETRY = H.retry('Retry the same candidate now.');

const HINTS: Record<Code, Builder[]> = {
  network_unavailable: [H.retry('Retry once the network path to the provider works again.'), SKIP, STOP],
  provider_unavailable: [
    H.retry('The provider failed on its side; retry now or wait for the policy retry.'),
    SKIP,
    STOP,
  ],
  provider_overloaded: [
    H.retry('The provider is overloaded; retry now or let the policy back off.'),
    SKIP,
    STOP,
  ],
  model_capacity: [SKIP, H.retry('The model is at capacity; retry the same model later.'), STOP],
  rate_limited: [
    H.wait('A short rate limit: the route waits for the validated reset when its policy allows.'),
    H.cancelWait('Cancel a pending wait and decide again.'),
    RETRY,
    SKIP,
  ],
  agent_transport_lost: [
    H.retry('The agent connection dropped before any result; retry the same agent.'),
    STOP,
  ],
  quota_limited: [
    H.wait('The quota resets later: wait for the reset if the policy allows it.'),
    H.cancelWait('Cancel the wait for the reset.'),
    SKIP,
    STOP,
  ],
  subscription_required: [H.configure('Check the plan, credits or entitlement of this profile.'), SKIP, STOP],
  auth_required: [H.reauth('Sign in to the agent again (its login command), then retry.'), SKIP, STOP],
  missing_credentials: [H.configure('Configure credentials for this profile.'), SKIP, STOP],
  provider_not_configured: [H.configure('Install or configure the agent for this profile.'), SKIP, STOP],
  model_unavailable: [H.configure('Pick a model this account can use.'), SKIP, STOP],
  context_window_exceeded: [
    H.logs(
      'The request exceeds the model’s context window: compact or shorten the conversation, or start a new session.',
    ),
    H.configure('Or give the profile a model with a larger context window.'),
    SKIP,
    STOP,
  ],
  content_refused: [
    H.logs(
      'The provider’s content policy refused the request: rephrase the prompt or remove the flagged content.',
    ),
    H.configure('Or route this work to a candidate of another provider.'),
    SKIP,
    STOP,
  ],
  conversation_rejected: [
    H.logs(
      'The provider rejected the conversation history (a tool call without its result, an empty message, an image over its size or dimension limits) or something the request holds that the selected model does not support (tools, images, a role, a parameter): remove or shrink what it names, start a new session, or send the route to a model or provider that accepts it.',
    ),
    SKIP,
    STOP,
  ],
  task_error: [H.logs('The request itself cannot succeed; shrink or fix it.'), STOP],
  repository_error: [H.logs('Resolve the repository problem (lock, conflict, dirty tree).'), STOP],
  local_permission_error: [H.logs('Grant the local permission or change the sandbox settings.'), STOP],
  local_runtime_error: [H.logs('The local process died (memory, crash); check the host.'), RETRY, STOP],
  cancelled: [H.logs('The work was cancelled; start it again if that was not intended.')],
  resume_state_error: [H.logs('The session to resume is missing; start a new session.'), STOP],
  not_provider_error: [H.logs('Not a provider failure; its owner handles it.'), STOP],
  unclassified: [
    H.report(
      'Unknown evidence: the service kept it as a sanitized fixture candidate; export it so the catalogue can learn it.',
    ),
    H.logs('Read the agent logs to decide by hand.'),
    RETRY,
    SKIP,
    STOP,
  ],
};

/** Recovery hints for `code`, most useful first. Every code has at least one. */
export function recoveryHints(code: Code, ctx: RecoveryContext = {}): RecoveryHint[] {
  return (HINTS[code] ?? HINTS[CODES[code] ? code : 'unclassified']).map((b) => b(ctx));
}
