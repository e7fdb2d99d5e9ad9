import { z } from 'zod';

/**
 * Envelope limits. An envelope past any of them is rejected with a field-addressed error.
 * Documented in docs/catalogue.md; keep the two in step.
 */
export const ENVELOPE_LIMITS = {
  /** Evidence items per envelope. */
  maxItems: 64,
  /** Bytes of one item, measured as its JSON text. */
  maxItemBytes: 16 * 1024,
  /** Bytes of a whole envelope, measured as its JSON text. */
  maxEnvelopeBytes: 256 * 1024,
  /** Nesting depth of JSON values inside an item (bodies, events, data). */
  maxDepth: 12,
  /** Length of short identifier strings (agent, provider_id, model_id, phase, invocation_id). */
  maxIdLength: 200,
} as const;

const id = z.string().min(1).max(ENVELOPE_LIMITS.maxIdLength);

/** ISO-8601 instant with a zone designator (Z or an offset). */
export const instantSchema = z.iso.datetime({ offset: true, local: false });

const jsonValue: z.ZodType<unknown> = z.unknown();

export const httpItemSchema = z.object({
  kind: z.literal('http'),
  status: z.number().int().min(100).max(599).optional(),
  headers: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])).optional(),
  body: jsonValue.optional(),
});

export const jsonRpcErrorItemSchema = z.object({
  kind: z.literal('jsonrpc_error'),
  code: z.number().int().optional(),
  message: z.string(),
  data: jsonValue.optional(),
});

export const agentEventItemSchema = z.object({
  kind: z.literal('agent_event'),
  format: z.string().min(1).max(100),
  event: z.record(z.string(), jsonValue),
});

export const outputItemSchema = z.object({
  kind: z.literal('output'),
  stream: z.enum(['stderr', 'stdout']),
  text: z.string(),
});

export const exitItemSchema = z.object({
  kind: z.literal('exit'),
  code: z.number().int().nullable().optional(),
  signal: z.string().max(32).nullable().optional(),
});

export const spawnErrorItemSchema = z.object({
  kind: z.literal('spawn_error'),
  code: z.string().min(1).max(64),
  message: z.string().optional(),
});

export const networkItemSchema = z.object({
  kind: z.literal('network'),
  code: z.string().max(64).optional(),
  message: z.string().optional(),
  host: z.string().max(255).optional(),
});

export const assistantOutputItemSchema = z.object({
  kind: z.literal('assistant_output'),
  text: z.string(),
});

export const toolActivityItemSchema = z.object({
  kind: z.literal('tool_activity'),
  name: z.string().max(200).optional(),
});

export const evidenceItemSchema = z.discriminatedUnion('kind', [
  httpItemSchema,
  jsonRpcErrorItemSchema,
  agentEventItemSchema,
  outputItemSchema,
  exitItemSchema,
  spawnErrorItemSchema,
  networkItemSchema,
  assistantOutputItemSchema,
  toolActivityItemSchema,
]);

export type EvidenceItem = z.infer<typeof evidenceItemSchema>;
export type EvidenceKind = EvidenceItem['kind'];

function depthOf(value: unknown, depth = 0): number {
  if (depth > ENVELOPE_LIMITS.maxDepth + 1) return depth;
  if (Array.isArray(value))
    return value.reduce((m: number, v) => Math.max(m, depthOf(v, depth + 1)), depth + 1);
  if (value !== null && typeof value === 'object') {
    let m = depth + 1;
    for (const v of Object.values(value)) m = Math.max(m, depthOf(v, depth + 1));
    return m;
  }
  return depth;
}

const boundedItem = evidenceItemSchema.superRefine((item, ctx) => {
  const bytes = Buffer.byteLength(JSON.stringify(item), 'utf8');
  if (bytes > ENVELOPE_LIMITS.maxItemBytes) {
    ctx.addIssue({
      code: 'too_big',
      origin: 'string',
      maximum: ENVELOPE_LIMITS.maxItemBytes,
      inclusive: true,
      input: item,
      message: `evidence item is ${bytes} bytes as JSON; at most ${ENVELOPE_LIMITS.maxItemBytes} are allowed`,
    });
  }
  const depth = depthOf(item);
  if (depth > ENVELOPE_LIMITS.maxDepth) {
    ctx.addIssue({
      code: 'too_big',
      origin: 'array',
      maximum: ENVELOPE_LIMITS.maxDepth,
      inclusive: true,
      input: item,
      message: `evidence item nests deeper than ${ENVELOPE_LIMITS.maxDepth} levels`,
    });
  }
});

export const envelopeSchema = z
  .object({
    observed_at: instantSchema,
    evidence: z.array(boundedItem).min(1).max(ENVELOPE_LIMITS.maxItems),
    agent: id.optional(),
    provider_id: id.optional(),
    model_id: id.optional(),
    phase: id.optional(),
    invocation_id: id.optional(),
    generation: z.number().int().min(0).optional(),
  })
  .superRefine((env, ctx) => {
    const bytes = Buffer.byteLength(JSON.stringify(env), 'utf8');
    if (bytes > ENVELOPE_LIMITS.maxEnvelopeBytes) {
      ctx.addIssue({
        code: 'too_big',
        origin: 'string',
        maximum: ENVELOPE_LIMITS.maxEnvelopeBytes,
        inclusive: true,
        input: env,
        message: `envelope is ${bytes} bytes as JSON; at most ${ENVELOPE_LIMITS.maxEnvelopeBytes} are allowed`,
      });
    }
  });

export type EvidenceEnvelope = z.infer<typeof envelopeSchema>;
