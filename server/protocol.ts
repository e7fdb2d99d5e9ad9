/**
 * Every message of the service in one place: the WebSocket client and server messages and the HTTP
 * request and response bodies, as zod schemas. The server parses with them, `server/schemas/` holds
 * their JSON Schemas (`npx tsx server/write-schemas.ts` regenerates; a test fails when stale).
 */
import { z } from 'zod';
import type { DispatchRequest, RouteView } from '../actors/engine-api.ts';
import {
  ATTEMPT_PHASES,
  ROUTE_ACTIONS,
  ROUTE_STATES,
  routeTaskSchema,
  TASK_LIMITS,
} from '../actors/engine-api.ts';
import { envelopeSchema } from '../catalogue/envelope.ts';
import { type AttemptRecord, CALLERS } from '../persistence/store.ts';
import { ROLES } from './permissions.ts';

/** Protocol name, also the WebSocket subprotocol a browser offers first. */
export const PROTOCOL = 'recourse.v1';

/** Limits of the service; documented in docs/protocol.md. */
export const LIMITS = {
  /** Largest HTTP request body and WebSocket message, in bytes. */
  maxPayloadBytes: 64 * 1024,
  /** Per connection: messages a client may send in a burst, and refilled per second. */
  rateBurst: 60,
  ratePerSecond: 30,
  /** The same for adapter connections, which ack, report effects and outcomes for many routes. */
  adapterRateBurst: 2_000,
  adapterRatePerSecond: 1_000,
  /** Rate-limited messages tolerated before the connection is closed with 1008. */
  rateViolationsBeforeClose: 20,
  /** Bytes queued in a socket before snapshots for it are coalesced per route. */
  softBufferedBytes: 256 * 1024,
  /** Bytes queued, or coalesced routes pending, past which a slow consumer is closed with 1013. */
  hardBufferedBytes: 4 * 1024 * 1024,
  maxPendingRoutes: 100_000,
  /** Interval between pings; a peer that missed one pong is terminated. */
  heartbeatMs: 30_000,
  /** How long a sent dispatch waits for its adapter's acknowledgement (a held one waits for an adapter). */
  dispatchAckTimeoutMs: 10_000,
  /** How long `stop` of a sent attempt waits for the adapter's `cancelled` before it is ambiguous. */
  cancelGraceMs: 30_000,
  /** How long an attempt whose adapter left after acknowledging waits for it to report before it is ambiguous. */
  adapterLossGraceMs: 60_000,
  /** Subscriptions per connection. */
  maxSubscriptions: 100,
  /** Deepest nesting of objects and arrays in an HTTP body or WebSocket message. */
  maxJsonDepth: 64,
  /** How long a request body may take to arrive once the API reads it; then 408. */
  bodyTimeoutMs: 10_000,
} as const;

export type Limits = { -readonly [K in keyof typeof LIMITS]: number };

// ---------------------------------------------------------------------------------------------
// Shared shapes

const identifier = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._:-]+$/, 'use letters, digits, ".", "_", ":" and "-" only');
const requestId = z.string().min(1).max(64);
/** Ids the engine or a profile assigns (routes, attempts, invocations, agent profiles). */
const ref = z.string().min(1).max(200);

export const fieldErrorSchema = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
  allowed: z.string().optional(),
});

export const routeViewSchema: z.ZodType<RouteView> = z.object({
  route_id: z.string(),
  profile_id: z.string(),
  caller: z.enum(CALLERS),
  state: z.enum(ROUTE_STATES),
  generation: z.number().int().min(0),
  candidate: z.string().nullable(),
  invocation_id: z.string().nullable(),
  cycle: z.number().int().min(0),
  excluded: z.array(z.string()),
  retry_ordinal: z.number().int().min(0),
  max_retries: z.number().int().min(0),
  deadline: z.string().nullable().describe('absolute UTC deadline of the pending wait'),
  pending_outcome: z.enum(['retry', 'skip', 'stop']).nullable(),
  code: z.string().nullable(),
  class: z.string().nullable(),
  category: z.string().nullable(),
  safe_excerpt: z.string().nullable().describe('bounded, sanitized evidence; never raw provider text'),
  reason: z.string().nullable(),
  attempt_in_flight: z.boolean(),
  turn: z.number().int().min(0).describe('turn of the route’s task: 0 for the first prompt'),
  awaiting_adapter: z
    .boolean()
    .describe('the recorded dispatch waits, unsent, for an adapter serving its agent profile'),
  updated_at: z.string(),
});

/** The work a route carries (bounds in `TASK_LIMITS`): the engine's own schema. */
export const taskSchema = routeTaskSchema;

export const attemptRecordSchema: z.ZodType<AttemptRecord> = z.object({
  schema_version: z.literal(1),
  route_id: z.string(),
  seq: z.number().int(),
  at: z.string(),
  attempt_id: z.string(),
  invocation_id: z.string(),
  generation: z.number().int(),
  candidate_id: z.string(),
  event: z.enum(['dispatched', 'succeeded', 'failed', 'action', 'reconciled']),
  code: z.string().nullable(),
  class: z.string().nullable(),
  category: z.string().nullable(),
  catalogue_version: z.string().nullable(),
  classifier_rule: z.string().nullable(),
  safe_excerpt: z.string().nullable(),
  policy_snapshot: z.unknown().nullable(),
  decision: z.string().nullable(),
  reason: z.string().nullable(),
  retry_ordinal: z.number().int(),
  max_retries: z.number().int(),
  deadline: z.string().nullable(),
  pending_outcome: z.string().nullable(),
  action: z.string().nullable().optional(),
  classification: z
    .object({
      confidence: z.enum(['high', 'medium', 'low']),
      scope: z.string().nullable(),
      provider_id: z.string().nullable(),
      model_id: z.string().nullable(),
      phase: z.string().nullable(),
      occurred_at: z.string(),
      retry_after: z.number().nullable(),
      reset_at: z.string().nullable(),
    })
    .nullable()
    .optional()
    .describe('for failed attempts: confidence, scope, ids, phase and timing hints as classified then'),
});

export const dispatchRequestSchema: z.ZodType<DispatchRequest> = z.object({
  route_id: z.string(),
  profile_id: z.string(),
  caller: z.enum(CALLERS),
  candidate_id: z.string(),
  agent_profile: z.string(),
  attempt_id: z.string(),
  invocation_id: z.string(),
  generation: z.number().int(),
  task: z
    .object({ prompt: z.string(), cwd: z.string(), metadata: z.record(z.string(), z.string()) })
    .nullable()
    .describe('the route’s task with the current turn’s prompt; null when started without one'),
  turn: z.number().int().min(0).describe('0 for the first prompt'),
});

const effectEvidenceSchema = z.strictObject({
  assistant_output: z.boolean().optional(),
  tool_activity: z.boolean().optional(),
  partial_utility_output: z.boolean().optional(),
  ambiguous_delivery: z.boolean().optional(),
  resumable_retry: z
    .strictObject({ provider_session_id: z.string().min(1).max(200), generation: z.number().int().min(0) })
    .nullable()
    .optional(),
});

export const attemptOutcomeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('success') }),
  z.strictObject({
    kind: z.literal('failure'),
    envelope: envelopeSchema,
    effects: effectEvidenceSchema.optional(),
  }),
  z
    .strictObject({ kind: z.literal('cancelled') })
    .describe('the adapter cancelled the attempt after `cancel`'),
]);

// ---------------------------------------------------------------------------------------------
// WebSocket: client → server

export const subscribeTargetSchema = z.union([
  z.strictObject({ route: ref }),
  z.strictObject({ profile: ref }),
  z.strictObject({ all: z.literal(true) }),
]);

export const CLIENT_MESSAGES = {
  subscribe: z.strictObject({ type: z.literal('subscribe'), id: requestId, target: subscribeTargetSchema }),
  unsubscribe: z.strictObject({ type: z.literal('unsubscribe'), id: requestId }),
  action: z.strictObject({
    type: z.literal('action'),
    id: requestId,
    route_id: ref,
    action: z.enum(ROUTE_ACTIONS),
    expected_generation: z.number().int().min(0),
  }),
  turn: z.strictObject({
    type: z.literal('turn'),
    id: requestId,
    route_id: ref,
    prompt: z.string().min(1).max(TASK_LIMITS.promptChars),
    expected_generation: z.number().int().min(0),
  }),
  adapter_hello: z.strictObject({
    type: z.literal('adapter_hello'),
    id: requestId.optional(),
    agent_profiles: z.array(ref).min(1).max(100),
  }),
  dispatch_ack: z.strictObject({ type: z.literal('dispatch_ack'), attempt_id: ref }),
  effect: z.strictObject({
    type: z.literal('effect'),
    id: requestId.optional(),
    route_id: ref,
    invocation_id: ref,
    generation: z.number().int().min(0),
    effect: z.enum(['assistant_output', 'tool_activity', 'partial_utility_output']),
  }),
  phase: z.strictObject({
    type: z.literal('phase'),
    id: requestId.optional(),
    route_id: ref,
    invocation_id: ref,
    generation: z.number().int().min(0),
    phase: z.enum(ATTEMPT_PHASES),
  }),
  outcome: z.strictObject({
    type: z.literal('outcome'),
    id: requestId.optional(),
    route_id: ref,
    attempt_id: ref,
    invocation_id: ref,
    generation: z.number().int().min(0),
    outcome: attemptOutcomeSchema,
  }),
} as const;

export const clientMessageSchema = z.discriminatedUnion('type', [
  CLIENT_MESSAGES.subscribe,
  CLIENT_MESSAGES.unsubscribe,
  CLIENT_MESSAGES.action,
  CLIENT_MESSAGES.turn,
  CLIENT_MESSAGES.adapter_hello,
  CLIENT_MESSAGES.dispatch_ack,
  CLIENT_MESSAGES.effect,
  CLIENT_MESSAGES.phase,
  CLIENT_MESSAGES.outcome,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

// ---------------------------------------------------------------------------------------------
// WebSocket: server → client

/** Stable codes of `error` messages. */
export const WS_ERROR_CODES = [
  'malformed_json',
  'binary_not_supported',
  'invalid_message',
  'forbidden',
  'not_found',
  'rate_limited',
  'too_many_subscriptions',
  'duplicate_subscription',
  'internal',
] as const;
export type WsErrorCode = (typeof WS_ERROR_CODES)[number];

/** Close codes the server uses; documented in docs/protocol.md. */
export const CLOSE_CODES = {
  goingAway: 1001,
  /** Sent by `ws` itself: a text frame that is not valid UTF-8 (`skipUTF8Validation` stays off). */
  invalidPayload: 1007,
  policyViolation: 1008,
  tooBig: 1009,
  tryAgainLater: 1013,
} as const;

export const SERVER_MESSAGES = {
  welcome: z.object({
    type: z.literal('welcome'),
    protocol: z.literal(PROTOCOL),
    role: z.enum(ROLES),
    max_payload_bytes: z.number().int(),
  }),
  subscribed: z.object({
    type: z.literal('subscribed'),
    id: z.string(),
    target: subscribeTargetSchema,
    routes: z.number().int().describe('how many current snapshots follow'),
  }),
  unsubscribed: z.object({ type: z.literal('unsubscribed'), id: z.string() }),
  route: z.object({ type: z.literal('route'), route: routeViewSchema }),
  action_result: z.union([
    z.object({
      type: z.literal('action_result'),
      id: z.string(),
      ok: z.literal(true),
      snapshot: routeViewSchema,
    }),
    z.object({
      type: z.literal('action_result'),
      id: z.string(),
      ok: z.literal(false),
      reason: z.string(),
      message: z.string(),
      snapshot: routeViewSchema.nullable(),
    }),
  ]),
  adapter_ready: z.object({
    type: z.literal('adapter_ready'),
    id: z.string().nullable(),
    agent_profiles: z.array(z.string()),
  }),
  dispatch: z.object({ type: z.literal('dispatch'), request: dispatchRequestSchema }),
  cancel: z
    .object({
      type: z.literal('cancel'),
      route_id: z.string(),
      attempt_id: z.string(),
      invocation_id: z.string(),
      generation: z.number().int(),
    })
    .describe('stop of an attempt in flight: cancel it and report outcome {kind:"cancelled"}'),
  report_result: z.object({
    type: z.literal('report_result'),
    id: z.string().nullable(),
    kind: z.enum(['effect', 'phase', 'outcome']),
    ok: z.boolean(),
    reason: z.string().nullable(),
    message: z.string().nullable(),
    snapshot: routeViewSchema.nullable(),
  }),
  error: z.object({
    type: z.literal('error'),
    id: z.string().nullable(),
    code: z.enum(WS_ERROR_CODES),
    message: z.string(),
    errors: z.array(fieldErrorSchema).optional(),
  }),
} as const;

export const serverMessageSchema = z.union([
  SERVER_MESSAGES.welcome,
  SERVER_MESSAGES.subscribed,
  SERVER_MESSAGES.unsubscribed,
  SERVER_MESSAGES.route,
  SERVER_MESSAGES.action_result,
  SERVER_MESSAGES.adapter_ready,
  SERVER_MESSAGES.dispatch,
  SERVER_MESSAGES.cancel,
  SERVER_MESSAGES.report_result,
  SERVER_MESSAGES.error,
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

// ---------------------------------------------------------------------------------------------
// HTTP

/** Stable codes of HTTP error bodies. */
export const HTTP_ERROR_CODES = [
  'not_found',
  'validation_failed',
  'version_conflict',
  'forbidden',
  'unauthorized',
  'payload_too_large',
  'request_timeout',
  'unsupported_media_type',
  'method_not_allowed',
  'profile_in_use',
  'profile_invalid',
  'last_admin',
  'unavailable',
  'internal',
] as const;
export type HttpErrorCode = (typeof HTTP_ERROR_CODES)[number];

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.enum(HTTP_ERROR_CODES),
    message: z.string(),
    errors: z.array(fieldErrorSchema).optional(),
    current_version: z.number().int().nullable().optional(),
    live_routes: z.number().int().optional().describe('profile_in_use: routes of the profile still live'),
  }),
});

/** A stored profile that fails validation: listed so it can be replaced, never used. */
export const invalidProfileSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  status: z.literal('invalid'),
  updated_at: z.string(),
  errors: z.array(fieldErrorSchema),
  message: z.string().describe('what is wrong and how to replace it'),
});

export const healthResponseSchema = z.object({ status: z.enum(['starting', 'ready', 'draining']) });

export const routeStartRequestSchema = z.strictObject({
  profile_id: identifier,
  caller: z.enum(CALLERS),
  route_id: identifier.optional(),
  task: taskSchema
    .optional()
    .describe('the work every dispatch carries; kept with the route, not in its view'),
});

/** `POST /v1/routes/:id/turns`: the next prompt of a route whose last attempt succeeded. */
export const routeTurnRequestSchema = z.strictObject({
  prompt: z.string().min(1).max(TASK_LIMITS.promptChars),
  expected_generation: z.number().int().min(0),
});

export const routeActionRequestSchema = z.strictObject({
  action: z.enum(ROUTE_ACTIONS),
  expected_generation: z.number().int().min(0),
});

/**
 * `202` of `POST /v1/routes` when no connected adapter serves the first candidate's agent profile:
 * the route is recorded and its first dispatch is held, unsent, until such an adapter connects.
 */
export const routeStartPendingSchema = z.object({
  route_id: z.string(),
  profile_id: z.string(),
  status: z.literal('awaiting_adapter'),
  candidate_id: z.string(),
  agent_profile: z.string(),
  generation: z.number().int(),
  message: z.string(),
});
export type RouteStartPending = z.infer<typeof routeStartPendingSchema>;

export const routeListResponseSchema = z.object({
  routes: z.array(routeViewSchema),
  awaiting_adapter: z
    .array(routeStartPendingSchema)
    .describe(
      'attempts held until an adapter serving their agent profile connects (a new route has no view yet)',
    ),
});
export const attemptListResponseSchema = z.object({
  route_id: z.string(),
  attempts: z.array(attemptRecordSchema),
});
export const actionRejectionSchema = z.object({
  reason: z.string(),
  message: z.string(),
  snapshot: routeViewSchema.nullable(),
});

export const tokenCreateRequestSchema = z.strictObject({
  role: z.enum(ROLES),
  label: z.string().min(1).max(200),
});
export const tokenListResponseSchema = z.object({
  tokens: z.array(
    z.object({ id: z.string(), role: z.enum(ROLES), label: z.string(), created_at: z.string() }),
  ),
});
export const tokenCreateResponseSchema = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  label: z.string(),
  created_at: z.string(),
  token: z.string().describe('shown once; only its SHA-256 hash is stored'),
});

const range = z.object({ min: z.number().int(), max: z.number().int() });
/** `GET /v1/policy/limits`: the backend-owned limits a policy or profile form must respect. */
export const policyLimitsResponseSchema = z.object({
  policy: z
    .object({
      retry: range.describe('additional same-candidate attempts when retry is enabled'),
      initialIntervalSeconds: range.describe('delay before the first retry, in seconds'),
      maxDelaySeconds: z.number().int().describe('cap of every computed retry delay, in seconds'),
      waitSeconds: range.describe('longest reset wait, in seconds, when reset waiting is enabled'),
    })
    .describe('POLICY_LIMITS of policy/limits.ts'),
  profile: z
    .object({
      candidates: range.describe('candidates per profile'),
      idLength: z.number().int().describe('longest id (slug)'),
      textLength: z.number().int().describe('longest name or other non-slug text'),
    })
    .describe('PROFILE_LIMITS of policy/profile.ts'),
});
