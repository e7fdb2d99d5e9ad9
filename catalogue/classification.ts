import { z } from 'zod';
import { CATEGORIES, CLASSES, CODE_NAMES, type Code, SCOPES } from './codes.ts';
import { instantSchema } from './envelope.ts';

/** Bound of a safe excerpt, in characters. */
export const SAFE_EXCERPT_MAX = 280;

export const classificationSchema = z.object({
  code: z.enum(CODE_NAMES as [Code, ...Code[]]),
  class: z.enum(CLASSES),
  category: z.enum(CATEGORIES),
  confidence: z.enum(['high', 'medium', 'low']),
  scope: z.enum(SCOPES).nullable(),
  classifier_rule: z.string().min(1),
  catalogue_version: z.string().min(1),
  provider_id: z.string().nullable(),
  model_id: z.string().nullable(),
  phase: z.string().nullable(),
  occurred_at: instantSchema,
  retry_after: z.number().nonnegative().nullable(),
  reset_at: instantSchema.nullable(),
  safe_excerpt: z.string().max(SAFE_EXCERPT_MAX).nullable(),
  /** Routing correlation copied from the envelope, for the route's staleness check. */
  invocation_id: z.string().nullable().optional(),
  generation: z.number().int().nullable().optional(),
});

export type Classification = z.infer<typeof classificationSchema>;
export type Confidence = Classification['confidence'];
