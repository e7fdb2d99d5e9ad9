/**
 * JSON Schemas generated from the zod schemas, published as `policy/*.schema.json`.
 * `npx tsx policy/write-schemas.ts` regenerates them; a test fails when they are stale.
 */
import { z } from 'zod';
import { CODES, type Code, POLICY_CLASSES } from '../catalogue/codes.ts';
import { policyDocumentSchema } from './document.ts';
import { LEGACY_RULES } from './normalize.ts';
import { candidatePolicyInput, dynamicProfileSchema } from './profile.ts';

const configurable = (Object.keys(CODES) as Code[]).filter((c) =>
  (POLICY_CLASSES as readonly string[]).includes(CODES[c].class),
);

/** Legacy policy shapes, readable only for migration (described here for the profile schema). */
const legacyPolicySchema = z.union([
  z.enum(LEGACY_RULES),
  z
    .strictObject({
      default: z.enum(LEGACY_RULES).optional(),
      per_code: z.partialRecord(z.enum(configurable as [Code, ...Code[]]), z.enum(LEGACY_RULES)).optional(),
    })
    // An object with neither key is read as a (bad) version-1 document, not a legacy one.
    .meta({
      minProperties: 1,
      description: 'A class without a default or per-code rule keeps the legacy default, try_next.',
    }),
]);

function bare(schema: z.ZodType, io: 'input' | 'output' = 'output'): Record<string, unknown> {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io }) as Record<string, unknown>;
  return rest;
}

/** The JSON Schema of a version-1 class-policy document. */
export function policyDocumentJsonSchema(): Record<string, unknown> {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://recourse.dev/schemas/policy-document.schema.json',
    title: 'Recourse class-policy document (version 1)',
    ...bare(policyDocumentSchema),
  };
}

/** The JSON Schema of a stored dynamic profile; create and update accept the same without `version`. */
export function dynamicProfileJsonSchema(): Record<string, unknown> {
  const policy = { anyOf: [bare(policyDocumentSchema), bare(legacyPolicySchema)] };
  const generated = z.toJSONSchema(dynamicProfileSchema, {
    io: 'input',
    override: (ctx) => {
      // The candidate policy is parsed by hand (normalization); describe what it accepts.
      if (ctx.zodSchema === candidatePolicyInput) Object.assign(ctx.jsonSchema, policy);
    },
  }) as Record<string, unknown>;
  const { $schema: _, ...rest } = generated;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://recourse.dev/schemas/dynamic-profile.schema.json',
    title: 'Recourse dynamic profile',
    ...rest,
  };
}

/** The published schema files, by path relative to the repository root. */
export function schemaFiles(): Record<string, string> {
  const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    'policy/policy-document.schema.json': text(policyDocumentJsonSchema()),
    'policy/dynamic-profile.schema.json': text(dynamicProfileJsonSchema()),
  };
}
