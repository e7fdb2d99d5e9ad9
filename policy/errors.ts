/**
 * Turns zod issues about a policy document into field errors a person can act on: each names the
 * path, the rule it broke (a stable code) and the allowed range. Wording lives here, apart from
 * the rules.
 */
import type { z } from 'zod';
import { type FieldError, pathOf } from '../validation/field-errors.ts';
import { POLICY_LIMITS } from './limits.ts';

const L = POLICY_LIMITS;

/** Allowed values of each numeric field while its section is enabled. */
const RANGES: Record<string, { min: number; max: number; unit: string; section: string }> = {
  max_retries: { ...L.retry, unit: 'additional attempts', section: 'retry' },
  initial_interval_seconds: { ...L.initialIntervalSeconds, unit: 'seconds', section: 'retry' },
  max_wait_seconds: { ...L.waitSeconds, unit: 'seconds', section: 'wait_for_reset' },
};

const CLASS_KEYS = ['transient', 'hard'];

/** The fields each object of a document takes, for unknown-field errors. */
const KEYS_OF: Record<string, string> = {
  class: 'retry, wait_for_reset, on_exhausted',
  retry: 'enabled, max_retries, initial_interval_seconds',
  wait_for_reset: 'enabled, max_wait_seconds',
};

/** Field errors for the issues of one failed parse; `prefix` is prepended to every path. */
export function policyFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  prefix: readonly PropertyKey[] = [],
): FieldError[] {
  return issues.flatMap((issue) => describe(issue, [...prefix, ...issue.path], prefix.length));
}

function join(path: readonly PropertyKey[]): string {
  return pathOf(path);
}

function rangeText(r: { min: number; max: number; unit: string }): string {
  return `${r.min}..${r.max} ${r.unit}`;
}

function describe(issue: z.core.$ZodIssue, full: PropertyKey[], depth: number): FieldError[] {
  const path = join(full);
  const rel = full.slice(depth);
  const field = String(rel[rel.length - 1] ?? '');
  const range = RANGES[field];
  const received = (issue as { input?: unknown }).input;

  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((k): FieldError => {
      const at = join([...full, k]);
      if (rel.length === 0) {
        return {
          path: at,
          code: 'unknown_class',
          message: `unknown class "${k}": a policy document configures exactly the classes transient and hard`,
          allowed: 'version, transient, hard',
        };
      }
      const keys = KEYS_OF[rel.length === 1 ? 'class' : field];
      return keys
        ? { path: at, code: 'unknown_key', message: `unknown field "${k}"; remove it`, allowed: keys }
        : { path: at, code: 'unknown_key', message: `unknown field "${k}"; remove it` };
    });
  }

  if (rel.length === 1 && field === 'version') {
    return [
      {
        path,
        code: received === undefined ? 'required' : 'unsupported_version',
        message:
          received === undefined
            ? 'version is required: this build reads version 1 documents'
            : typeof received === 'string' && Number(received) === 1
              ? `version must be the number 1, not the string ${JSON.stringify(received)}`
              : `unsupported policy document version ${JSON.stringify(received)}; this build reads version 1`,
        allowed: '1',
      },
    ];
  }

  if (
    rel.length === 1 &&
    CLASS_KEYS.includes(field) &&
    issue.code === 'invalid_type' &&
    received === undefined
  ) {
    return [
      {
        path,
        code: 'incomplete_class_coverage',
        message: `incomplete class coverage: the document has no "${field}" policy; configure both transient and hard`,
        allowed: 'both transient and hard',
      },
    ];
  }

  if (field === 'on_exhausted') {
    return [
      {
        path,
        code: received === undefined ? 'required' : 'unknown_outcome',
        message:
          received === undefined
            ? 'on_exhausted is required: choose "skip" (try the next candidate) or "stop" (manual recovery)'
            : `unknown outcome ${JSON.stringify(received)}: choose "skip" (try the next candidate) or "stop" (manual recovery)`,
        allowed: '"skip", "stop"',
      },
    ];
  }

  if (field === 'enabled' || (issue.code === 'invalid_union' && 'discriminator' in issue)) {
    const at = field === 'enabled' ? path : join([...full, 'enabled']);
    // A discriminator issue carries the whole section as its input.
    const section =
      received && typeof received === 'object' ? (received as Record<string, unknown>) : undefined;
    const enabled = issue.code === 'invalid_union' ? section?.['enabled'] : received;
    const name = field === 'enabled' ? String(rel[rel.length - 2] ?? '') : field;
    return [
      {
        path: at,
        code: enabled === undefined ? 'required' : 'invalid_type',
        message:
          enabled === undefined
            ? `enabled is required: true turns ${name} on, false turns it off (its numbers then store 0)`
            : `enabled must be true or false, got ${kindOf(enabled)}`,
        allowed: 'true, false',
      },
    ];
  }

  if (range && issue.code === 'invalid_value' && received === undefined) {
    return [
      {
        path,
        code: 'required',
        message: `${field} is required: store 0 while ${range.section} is disabled`,
        allowed: `0 while ${range.section}.enabled is false`,
      },
    ];
  }

  if (range && issue.code === 'invalid_value') {
    // The disabled variant of a section accepts only zero.
    return [
      {
        path,
        code: 'disabled_not_zero',
        message: `${field} must be 0 while ${range.section} is disabled (disabled sections store zeros); set ${range.section}.enabled to true to use ${rangeText(range)}`,
        allowed: `0 while ${range.section}.enabled is false`,
      },
    ];
  }

  if (range) {
    const allowed = `${range.min}..${range.max} (integer ${range.unit})`;
    if (issue.code === 'too_small' || issue.code === 'too_big') {
      return [
        {
          path,
          code: issue.code,
          message:
            `${field} is ${issue.code === 'too_big' ? 'above' : 'below'} the limit: an enabled ${range.section} takes ${rangeText(range)}, got ${String(received ?? '')}` +
            (received === 0 ? `; to turn ${range.section} off, set ${range.section}.enabled to false` : ''),
          allowed,
        },
      ];
    }
    if (issue.code === 'invalid_type') {
      const isNumber = typeof received === 'number';
      return [
        {
          path,
          code: received === undefined ? 'required' : isNumber ? 'not_integer' : 'invalid_type',
          message:
            received === undefined
              ? `${field} is required: an enabled ${range.section} takes ${rangeText(range)}`
              : isNumber
                ? `${field} must be a whole number of ${range.unit}, got ${String(received)}`
                : `${field} must be a number of ${range.unit}`,
          allowed,
        },
      ];
    }
  }

  if (issue.code === 'invalid_type' && rel.length === 0) {
    return [
      {
        path,
        code: 'invalid_type',
        message: `a policy must be a version-1 document (an object) or a legacy rule string, got ${kindOf(received)}`,
        allowed: 'an object, "try_next", "stop", "retry_same"',
      },
    ];
  }

  if (issue.code === 'invalid_type' && rel.length === 1 && CLASS_KEYS.includes(field)) {
    return [
      {
        path,
        code: 'invalid_type',
        message: `${field} must be a class policy object with retry, wait_for_reset and on_exhausted, got ${kindOf(received)}`,
        allowed: 'an object',
      },
    ];
  }

  if (issue.code === 'invalid_type') {
    const expected = issue.expected;
    return [
      {
        path,
        code: received === undefined ? 'required' : 'invalid_type',
        message:
          received === undefined
            ? `${field || 'the document'} is required`
            : `${field} must be ${expected === 'object' ? 'an object' : expected}, got ${kindOf(received)}`,
        allowed: expected === 'object' ? 'an object' : String(expected),
      },
    ];
  }

  return [{ path, code: issue.code, message: issue.message }];
}

/** What a value is, in words: `null`, `an array`, `a string`, `an object`, … */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}
