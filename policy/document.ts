/**
 * The versioned class-policy document (contracts/policy-and-simulation.md) as a zod schema. An
 * enabled section takes values within {@link POLICY_LIMITS}; a disabled section stores zeros.
 */
import { z } from 'zod';
import { POLICY_LIMITS } from './limits.ts';
import type { ClassPolicy, PolicyDocument } from './types.ts';

/** The outcomes a class policy may apply once recovery is exhausted. */
export const EXHAUSTED_OUTCOMES = ['skip', 'stop'] as const;

/** The document versions this build reads. */
export const POLICY_VERSION = 1;

const L = POLICY_LIMITS;

const retryEnabled = z.strictObject({
  enabled: z.literal(true),
  max_retries: z.number().int().min(L.retry.min).max(L.retry.max),
  initial_interval_seconds: z
    .number()
    .int()
    .min(L.initialIntervalSeconds.min)
    .max(L.initialIntervalSeconds.max),
});
const retryDisabled = z.strictObject({
  enabled: z.literal(false),
  max_retries: z.literal(0),
  initial_interval_seconds: z.literal(0),
});

const waitEnabled = z.strictObject({
  enabled: z.literal(true),
  max_wait_seconds: z.number().int().min(L.waitSeconds.min).max(L.waitSeconds.max),
});
const waitDisabled = z.strictObject({
  enabled: z.literal(false),
  max_wait_seconds: z.literal(0),
});

/** Strict schema of one class's policy: retry, reset wait and the exhausted outcome. */
export const classPolicySchema = z.strictObject({
  retry: z.discriminatedUnion('enabled', [retryEnabled, retryDisabled]),
  wait_for_reset: z.discriminatedUnion('enabled', [waitEnabled, waitDisabled]),
  on_exhausted: z.enum(EXHAUSTED_OUTCOMES),
}) satisfies z.ZodType<ClassPolicy>;

/** Strict schema of a version-1 document: unknown keys, classes, outcomes and versions are errors. */
export const policyDocumentSchema: z.ZodType<PolicyDocument, PolicyDocument> = z.strictObject({
  version: z.literal(POLICY_VERSION),
  transient: classPolicySchema,
  hard: classPolicySchema,
});

/** A class policy that neither retries nor waits and applies `on_exhausted` at once. */
export function immediate(outcome: 'skip' | 'stop'): ClassPolicy {
  return {
    retry: { enabled: false, max_retries: 0, initial_interval_seconds: 0 },
    wait_for_reset: { enabled: false, max_wait_seconds: 0 },
    on_exhausted: outcome,
  };
}

/** Default for new and legacy candidates: both classes skip at once, without retry or wait. */
export const DEFAULT_POLICY: PolicyDocument = deepFreeze({
  version: 1,
  transient: immediate('skip'),
  hard: immediate('skip'),
});

function deepFreeze<T extends object>(value: T): T {
  for (const v of Object.values(value)) if (v && typeof v === 'object') deepFreeze(v as object);
  return Object.freeze(value);
}
