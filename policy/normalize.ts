/**
 * Reads a policy document: a version-1 document, or a legacy shape normalized once into version 1
 * (`"try_next"`, `"stop"`, `"retry_same"`, or `{ default, per_code }`). Legacy shapes are readable
 * only for migration; nothing writes them.
 */
import { CODES, type Code, isCode, POLICY_CLASSES, type PolicyClass } from '../catalogue/codes.ts';
import { type FieldError, ValidationError } from '../validation/field-errors.ts';
import { immediate, policyDocumentSchema } from './document.ts';
import { policyFieldErrors } from './errors.ts';
import type { ClassPolicy, PolicyDocument } from './types.ts';

/** The legacy rule names and what each becomes. */
export const LEGACY_RULES = ['try_next', 'stop', 'retry_same'] as const;
/** One legacy rule name. */
export type LegacyRule = (typeof LEGACY_RULES)[number];

const LEGACY_ALLOWED = LEGACY_RULES.map((r) => `"${r}"`).join(', ');

/** The class policy a legacy rule maps to. */
export function legacyClassPolicy(rule: LegacyRule): ClassPolicy {
  switch (rule) {
    case 'try_next':
      return immediate('skip');
    case 'stop':
      return immediate('stop');
    case 'retry_same':
      return {
        retry: { enabled: true, max_retries: 1, initial_interval_seconds: 5 },
        wait_for_reset: { enabled: false, max_wait_seconds: 0 },
        on_exhausted: 'stop',
      };
  }
}

/** The outcome of {@link validatePolicy}: the normalized document, or every field error. */
export type PolicyValidation =
  | { ok: true; document: PolicyDocument; legacy: boolean }
  | { ok: false; errors: FieldError[]; legacy: boolean };

/** Whether `input` is a legacy shape rather than a (possibly invalid) version-1 document. */
export function isLegacyShape(input: unknown): boolean {
  if (typeof input === 'string') return true;
  if (!input || typeof input !== 'object' || Array.isArray(input)) return false;
  return !('version' in input) && ('default' in input || 'per_code' in input);
}

/** Validates and normalizes `input`, collecting every field error instead of throwing. */
export function validatePolicy(input: unknown): PolicyValidation {
  if (isLegacyShape(input)) {
    const result = normalizeLegacy(input as string | Record<string, unknown>);
    return 'errors' in result
      ? { ok: false, errors: result.errors, legacy: true }
      : { ok: true, document: result.document, legacy: true };
  }
  const parsed = policyDocumentSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) return { ok: false, errors: policyFieldErrors(parsed.error.issues), legacy: false };
  return { ok: true, document: parsed.data, legacy: false };
}

/**
 * Accepts a version-1 document or a legacy shape and returns the normalized version-1 document.
 * Throws a {@link ValidationError} whose errors name the path, the rule (`code`) and the allowed range.
 */
export function normalizePolicy(input: unknown): PolicyDocument {
  const result = validatePolicy(input);
  if (!result.ok) throw new ValidationError(result.errors, 'policy document');
  return result.document;
}

/** An invalid stored policy: an actionable configuration error that never authorizes work. */
export interface ConfigError {
  code: 'invalid_policy_document' | 'invalid_profile_document';
  /** Whether the stored value was a legacy policy shape. */
  legacy: boolean;
  /** What is wrong and what to do, in words. */
  message: string;
  errors: FieldError[];
}

/**
 * Loads a persisted policy. `ok: false` is a configuration error: callers must stop for manual
 * recovery (action required) and must not retry, wait or skip on its account.
 */
export function loadStoredPolicy(
  input: unknown,
): { ok: true; document: PolicyDocument } | { ok: false; error: ConfigError } {
  const result = validatePolicy(input);
  if (result.ok) return { ok: true, document: result.document };
  return {
    ok: false,
    error: {
      code: 'invalid_policy_document',
      legacy: result.legacy,
      message:
        `the stored ${result.legacy ? 'legacy ' : ''}policy document is invalid, so no recovery is automated for this candidate; ` +
        `save the candidate's policy again as a version-1 document (${result.errors.length} problem${result.errors.length === 1 ? '' : 's'}: ` +
        `${result.errors.map((e) => `${e.path || '(root)'}: ${e.message}`).join('; ')})`,
      errors: result.errors,
    },
  };
}

function isLegacyRule(value: unknown): value is LegacyRule {
  return typeof value === 'string' && (LEGACY_RULES as readonly string[]).includes(value);
}

function badRule(path: string, value: unknown): FieldError {
  return {
    path,
    code: 'unknown_legacy_rule',
    message: `unknown legacy rule ${JSON.stringify(value)}; legacy policies use "try_next", "stop" or "retry_same"`,
    allowed: LEGACY_ALLOWED,
  };
}

function normalizeLegacy(
  input: string | Record<string, unknown>,
): { document: PolicyDocument } | { errors: FieldError[] } {
  if (typeof input === 'string') {
    if (!isLegacyRule(input)) return { errors: [badRule('', input)] };
    return { document: { version: 1, transient: legacyClassPolicy(input), hard: legacyClassPolicy(input) } };
  }

  const errors: FieldError[] = [];
  for (const key of Object.keys(input)) {
    if (key !== 'default' && key !== 'per_code') {
      errors.push({
        path: key,
        code: 'unknown_key',
        message: `unknown field "${key}" in a legacy policy; remove it`,
        allowed: 'default, per_code',
      });
    }
  }

  let fallback: LegacyRule | undefined;
  if (input['default'] !== undefined) {
    if (isLegacyRule(input['default'])) fallback = input['default'];
    else errors.push(badRule('default', input['default']));
  }

  // Per-code rules, grouped by the policy class of their code.
  const byClass = new Map<PolicyClass, { code: Code; rule: LegacyRule }>();
  const perCode = input['per_code'];
  if (perCode !== undefined) {
    if (!perCode || typeof perCode !== 'object' || Array.isArray(perCode)) {
      errors.push({
        path: 'per_code',
        code: 'invalid_type',
        message: 'per_code must be an object of semantic code to legacy rule',
        allowed: 'an object',
      });
    } else {
      for (const [code, rule] of Object.entries(perCode as Record<string, unknown>)) {
        const at = `per_code.${code}`;
        if (!isCode(code)) {
          errors.push({
            path: at,
            code: 'unknown_code',
            message: `unknown semantic code "${code}"`,
            allowed: configurableCodes().join(', '),
          });
          continue;
        }
        const cls = CODES[code].class;
        if (!(POLICY_CLASSES as readonly string[]).includes(cls)) {
          errors.push({
            path: at,
            code: 'code_not_configurable',
            message: `"${code}" is a ${cls} code: policy never applies to it, so remove this rule`,
            allowed: configurableCodes().join(', '),
          });
          continue;
        }
        if (!isLegacyRule(rule)) {
          errors.push(badRule(at, rule));
          continue;
        }
        const pc = cls as PolicyClass;
        const seen = byClass.get(pc);
        if (seen && seen.rule !== rule) {
          errors.push({
            path: at,
            code: 'conflicting_per_code',
            message: `per_code.${seen.code} ("${seen.rule}") and per_code.${code} ("${rule}") both set the ${pc} policy to different rules; keep one rule per class`,
            allowed: `one rule for all ${pc} codes`,
          });
        } else if (!seen) {
          byClass.set(pc, { code, rule });
        }
      }
    }
  }

  if (errors.length > 0) return { errors };
  // Without a `default`, a class no per-code rule names keeps the legacy default, `try_next`
  // (spec: legacy candidates default to immediate skip).
  const ruleOf = (pc: PolicyClass): LegacyRule => byClass.get(pc)?.rule ?? fallback ?? 'try_next';
  return {
    document: {
      version: 1,
      transient: legacyClassPolicy(ruleOf('transient')),
      hard: legacyClassPolicy(ruleOf('hard')),
    },
  };
}

function configurableCodes(): Code[] {
  return (Object.keys(CODES) as Code[]).filter((c) =>
    (POLICY_CLASSES as readonly string[]).includes(CODES[c].class),
  );
}
