/**
 * The JSON Schemas of every HTTP request and response body and every WebSocket message, generated
 * from the zod schemas. `server/schemas/<name>.schema.json` holds the committed copies
 * (`npx tsx server/write-schemas.ts` regenerates them; `test/server/schemas.test.ts` fails when stale).
 */
import { z } from 'zod';
import { dynamicProfileSchema, profileInputSchema } from '../policy/profile.ts';
import {
  actionRejectionSchema,
  attemptListResponseSchema,
  CLIENT_MESSAGES,
  clientMessageSchema,
  errorResponseSchema,
  healthResponseSchema,
  invalidProfileSchema,
  policyLimitsResponseSchema,
  routeActionRequestSchema,
  routeListResponseSchema,
  routeStartPendingSchema,
  routeStartRequestSchema,
  routeViewSchema,
  SERVER_MESSAGES,
  serverMessageSchema,
  tokenCreateRequestSchema,
  tokenCreateResponseSchema,
  tokenListResponseSchema,
} from './protocol.ts';

interface Entry {
  schema: z.ZodType;
  /** `input` for what clients send (defaults optional), `output` for what the server sends. */
  io: 'input' | 'output';
  description: string;
}

const profileUpdateRequestSchema = profileInputSchema.partial({ id: true }).extend({
  expected_version: z.number().int().min(1).optional().describe('or send an If-Match header'),
});

const entries: Record<string, Entry> = {
  profile_create_request: { schema: profileInputSchema, io: 'input', description: 'POST /v1/profiles' },
  profile_update_request: {
    schema: profileUpdateRequestSchema,
    io: 'input',
    description: 'PUT /v1/profiles/:id',
  },
  profile: {
    schema: dynamicProfileSchema,
    io: 'output',
    description: 'a dynamic profile with normalized policies',
  },
  profile_list: {
    schema: z.object({
      profiles: z.array(dynamicProfileSchema),
      invalid_profiles: z
        .array(invalidProfileSchema)
        .describe('stored profiles that fail validation: they authorize no work until replaced'),
    }),
    io: 'output',
    description: 'GET /v1/profiles',
  },
  policy_limits: {
    schema: policyLimitsResponseSchema,
    io: 'output',
    description: 'GET /v1/policy/limits',
  },
  route_start_request: { schema: routeStartRequestSchema, io: 'input', description: 'POST /v1/routes' },
  route_start_pending: {
    schema: routeStartPendingSchema,
    io: 'output',
    description: '202 of POST /v1/routes: the first dispatch waits for an adapter serving its agent profile',
  },
  route_action_request: {
    schema: routeActionRequestSchema,
    io: 'input',
    description: 'POST /v1/routes/:id/actions',
  },
  route_view: {
    schema: routeViewSchema,
    io: 'output',
    description: 'the authoritative, sanitized route snapshot',
  },
  route_list: { schema: routeListResponseSchema, io: 'output', description: 'GET /v1/routes' },
  attempt_list: {
    schema: attemptListResponseSchema,
    io: 'output',
    description: 'GET /v1/routes/:id/attempts',
  },
  action_rejection: { schema: actionRejectionSchema, io: 'output', description: '409 of a route action' },
  token_create_request: { schema: tokenCreateRequestSchema, io: 'input', description: 'POST /v1/tokens' },
  token_create_response: {
    schema: tokenCreateResponseSchema,
    io: 'output',
    description: '201 of POST /v1/tokens',
  },
  token_list: { schema: tokenListResponseSchema, io: 'output', description: 'GET /v1/tokens' },
  error_response: { schema: errorResponseSchema, io: 'output', description: 'every HTTP error' },
  health_response: { schema: healthResponseSchema, io: 'output', description: 'GET /healthz' },
  ws_client_message: {
    schema: clientMessageSchema,
    io: 'input',
    description: 'any WebSocket client message',
  },
  ws_server_message: {
    schema: serverMessageSchema,
    io: 'output',
    description: 'any WebSocket server message',
  },
};
for (const [type, schema] of Object.entries(CLIENT_MESSAGES)) {
  entries[`ws_client_${type}`] = { schema, io: 'input', description: `WebSocket client message ${type}` };
}
for (const [type, schema] of Object.entries(SERVER_MESSAGES)) {
  entries[`ws_server_${type}`] = { schema, io: 'output', description: `WebSocket server message ${type}` };
}

/** Every schema name, sorted. */
export const SCHEMA_NAMES: readonly string[] = Object.keys(entries).sort();

const cache = new Map<string, object>();

/** The JSON Schema document of `name`, or undefined. */
export function schemaDocument(name: string): object | undefined {
  const entry = Object.hasOwn(entries, name) ? entries[name] : undefined;
  if (!entry) return undefined;
  let doc = cache.get(name);
  if (!doc) {
    doc = {
      ...z.toJSONSchema(entry.schema, { io: entry.io, unrepresentable: 'any' }),
      $id: `recourse:${name}`,
      title: name,
      description: entry.description,
    };
    cache.set(name, doc);
  }
  return doc;
}

/** The file text of a schema, as committed under `server/schemas/`. */
export function schemaFileText(name: string): string {
  return `${JSON.stringify(schemaDocument(name), null, 2)}\n`;
}
