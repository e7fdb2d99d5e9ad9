/**
 * Dynamic profiles: an ordered list of candidates, each naming the concrete agent profile it routes
 * to and carrying its own class-policy document, plus an automation setting and an
 * optimistic-concurrency version.
 */
import { z } from 'zod';
import { type FieldError, fromZodError, pathOf, ValidationError } from '../validation/field-errors.ts';
import { DEFAULT_POLICY, policyDocumentSchema } from './document.ts';
import type { ConfigError } from './normalize.ts';
import { validatePolicy } from './normalize.ts';
import type { PolicyDocument } from './types.ts';

/** Limits of a dynamic profile. */
export const PROFILE_LIMITS = {
  /** Candidates per profile. */
  candidates: { min: 1, max: 20 },
  /** Length of ids (slugs). */
  idLength: 64,
  /** Length of names and identifiers that are not slugs. */
  textLength: 200,
} as const;

/** Lowercase slug: letters, digits, `-` and `_`, starting with a letter or digit. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;

const slug = z.string().min(1).max(PROFILE_LIMITS.idLength).regex(SLUG_PATTERN, {
  error: 'must be a slug: lowercase letters, digits, "-" and "_", starting with a letter or digit',
});
const text = z.string().min(1).max(PROFILE_LIMITS.textLength);

/** Automation of a profile: `manual` sends every failure to manual recovery. */
export const AUTOMATION = ['auto', 'manual'] as const;

/** The input side of a candidate's policy: anything, checked by `validatePolicy`. */
export const candidatePolicyInput = z.unknown();

/**
 * A candidate's policy: a version-1 document or a legacy shape, normalized on parse; omitted means
 * {@link DEFAULT_POLICY}. Errors keep their document path below the candidate's `policy`.
 */
export const candidatePolicySchema = candidatePolicyInput
  .transform((value, ctx): PolicyDocument => {
    if (value === undefined) return structuredClone(DEFAULT_POLICY);
    const result = validatePolicy(value);
    if (result.ok) return result.document;
    for (const e of result.errors) {
      ctx.issues.push({
        code: 'custom',
        message: e.message,
        input: value,
        path: e.path === '' ? [] : e.path.split('.'),
        params: { rule: e.code, allowed: e.allowed },
      });
    }
    return z.NEVER;
  })
  // The output side is a plain version-1 document, so output JSON Schemas can describe it.
  .pipe(policyDocumentSchema);

const candidateFields = {
  id: slug,
  name: text.optional(),
  provider_id: text.optional(),
  model_id: text.optional(),
};

/** A candidate as parsed: `agent_profile` and `policy` always present, the policy normalized. */
export const candidateOutputSchema = z.strictObject({
  ...candidateFields,
  /** The concrete agent profile this candidate routes to. */
  agent_profile: text,
  policy: policyDocumentSchema,
});

/** A candidate as create and update accept it; parses to {@link candidateOutputSchema}. */
export const candidateSchema = z
  .strictObject({
    ...candidateFields,
    /** The concrete agent profile this candidate routes to; defaults to the candidate id. */
    agent_profile: text.optional(),
    policy: candidatePolicySchema.optional(),
  })
  .transform((c) => ({
    ...c,
    agent_profile: c.agent_profile ?? c.id,
    policy: c.policy ?? structuredClone(DEFAULT_POLICY),
  }))
  .pipe(candidateOutputSchema);

/** A parsed candidate. */
export type Candidate = z.output<typeof candidateSchema>;

const candidatesSchema = z
  .array(candidateSchema)
  .min(PROFILE_LIMITS.candidates.min)
  .max(PROFILE_LIMITS.candidates.max)
  .superRefine(
    (candidates, ctx) => {
      const first = new Map<string, number>();
      // Runs even when another candidate is invalid, so every problem is reported at once.
      (candidates as unknown[]).forEach((c, i) => {
        const id = c && typeof c === 'object' ? (c as { id?: unknown }).id : undefined;
        if (typeof id !== 'string') return;
        const seen = first.get(id);
        if (seen === undefined) first.set(id, i);
        else
          ctx.addIssue({
            code: 'custom',
            path: [i, 'id'],
            message: `duplicate candidate id "${id}" (also candidates.${seen}.id); each candidate needs its own id`,
            params: { rule: 'duplicate_id', allowed: 'an id no other candidate of this profile uses' },
          });
      });
    },
    { when: (payload) => Array.isArray(payload.value) },
  );

const profileFields = {
  id: slug,
  name: text,
  candidates: candidatesSchema,
  automation: z.enum(AUTOMATION).default('auto'),
};

/** What create and update accept: a profile without its version (the store assigns it). */
export const profileInputSchema = z.strictObject(profileFields);

/** A stored dynamic profile, with its optimistic-concurrency version. */
export const dynamicProfileSchema = z.strictObject({ ...profileFields, version: z.number().int().min(1) });

/** What create and update accept, parsed. */
export type ProfileInput = z.output<typeof profileInputSchema>;
/** A stored dynamic profile, parsed. */
export type DynamicProfile = z.output<typeof dynamicProfileSchema>;

/** Field errors of a profile parse; policy errors keep their rule and allowed range. */
export function profileFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue): FieldError[] => {
    if (issue.code === 'custom') {
      const params = (issue.params ?? {}) as { rule?: string; allowed?: string };
      const out: FieldError = {
        path: pathOf(issue.path),
        code: params.rule ?? 'custom',
        message: issue.message,
      };
      if (params.allowed) out.allowed = params.allowed;
      return [out];
    }
    return describeProfileIssue(issue) ?? fromZodError(new z.ZodError([issue]));
  });
}

const L = PROFILE_LIMITS;
const SLUG_TEXT = `a slug of 1..${L.idLength} lowercase letters, digits, "-" and "_", starting with a letter or digit`;

/** What each profile field takes, in words, by field name. */
const FIELD_TEXT: Record<string, string> = {
  id: SLUG_TEXT,
  name: `1..${L.textLength} characters`,
  agent_profile: `the id of a concrete agent profile, 1..${L.textLength} characters`,
  provider_id: `1..${L.textLength} characters`,
  model_id: `1..${L.textLength} characters`,
  candidates: `a list of ${L.candidates.min}..${L.candidates.max} candidates, tried in order`,
  version: 'an integer of at least 1',
};

/** Field names each object of a profile accepts, for unknown-field errors. */
const PROFILE_KEYS = 'id, name, candidates, automation (and version, in a stored profile)';
const CANDIDATE_KEYS = 'id, name, agent_profile, provider_id, model_id, policy';

/** A field error in words for the zod issues of profile fields; undefined leaves the default. */
function describeProfileIssue(issue: z.core.$ZodIssue): FieldError[] | undefined {
  const path = pathOf(issue.path);
  const field = String(issue.path[issue.path.length - 1] ?? '');
  const inCandidate = issue.path[0] === 'candidates' && issue.path.length >= 2;
  const what = FIELD_TEXT[field];
  const received = (issue as { input?: unknown }).input;

  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((k) => ({
        path: pathOf([...issue.path, k]),
        code: 'unknown_key',
        message:
          k === 'version' && issue.path.length === 0
            ? 'version is assigned by the store and is not part of what you create or update; remove it'
            : `unknown field "${k}"; remove it`,
        allowed: issue.path.length === 0 ? PROFILE_KEYS : CANDIDATE_KEYS,
      }));
    case 'invalid_type':
      if (issue.path.length === 0) {
        return [
          {
            path,
            code: 'invalid_type',
            message: 'a dynamic profile must be a JSON object',
            allowed: 'an object',
          },
        ];
      }
      if (inCandidate && issue.path.length === 2) {
        return [
          { path, code: 'invalid_type', message: 'each candidate must be an object', allowed: 'an object' },
        ];
      }
      if (!what) return undefined;
      return [
        {
          path,
          code: received === undefined ? 'required' : 'invalid_type',
          message: received === undefined ? `${field} is required: ${what}` : `${field} must be ${what}`,
          allowed: what,
        },
      ];
    case 'too_small':
    case 'too_big':
    case 'invalid_format':
      if (!what) return undefined;
      if (field === 'candidates' && Array.isArray(received)) {
        return [
          {
            path,
            code: issue.code,
            message: `a profile has ${L.candidates.min}..${L.candidates.max} candidates, got ${received.length}`,
            allowed: `${L.candidates.min}..${L.candidates.max} candidates`,
          },
        ];
      }
      return [{ path, code: issue.code, message: `${field} must be ${what}`, allowed: what }];
    case 'invalid_value':
      if (field !== 'automation') return undefined;
      return [
        {
          path,
          code: 'invalid_value',
          message:
            'automation must be "auto" (recover as each policy says) or "manual" (every failure goes to manual recovery)',
          allowed: '"auto", "manual"',
        },
      ];
    default:
      return undefined;
  }
}

function parseWith<T extends z.ZodType>(schema: T, input: unknown, what: string): z.output<T> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw new ValidationError(profileFieldErrors(result.error), what);
  return result.data;
}

/**
 * Parses what create or update accept. Throws a {@link ValidationError} whose paths address the
 * field, e.g. `candidates.1.policy.hard.wait_for_reset.max_wait_seconds`.
 */
export function parseProfileInput(input: unknown): ProfileInput {
  return parseWith(profileInputSchema, input, 'dynamic profile');
}

/** Parses a stored dynamic profile (with version); throws a {@link ValidationError}. */
export function parseDynamicProfile(input: unknown): DynamicProfile {
  return parseWith(dynamicProfileSchema, input, 'dynamic profile');
}

/**
 * Loads a persisted profile. `ok: false` is a configuration error that never authorizes work:
 * callers stop for manual recovery instead of retrying, waiting or skipping.
 */
export function loadStoredProfile(
  input: unknown,
): { ok: true; profile: DynamicProfile } | { ok: false; error: ConfigError } {
  const result = dynamicProfileSchema.safeParse(input, { reportInput: true });
  if (result.success) return { ok: true, profile: result.data };
  const errors = profileFieldErrors(result.error);
  return {
    ok: false,
    error: {
      code: 'invalid_profile_document',
      legacy: false,
      message:
        'the stored dynamic profile is invalid, so no recovery is automated for it; save the profile again ' +
        `(${errors.map((e) => `${e.path || '(root)'}: ${e.message}`).join('; ')})`,
      errors,
    },
  };
}
