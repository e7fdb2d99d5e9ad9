import type { z } from 'zod';

/** One problem with one field of some input, addressed by its dotted path. */
export interface FieldError {
  /** Dotted path of the field, e.g. `hard.wait_for_reset.max_wait_seconds`; `""` for the whole input. */
  path: string;
  /** Stable machine code of the broken rule (`too_big`, `invalid_type`, `unknown_key`, ...). */
  code: string;
  /** A sentence a person can act on. */
  message: string;
  /** The allowed range or values, when the rule has one. */
  allowed?: string;
}

/** Thrown by parsers at a boundary; carries every field error at once. */
export class ValidationError extends Error {
  readonly errors: FieldError[];
  constructor(errors: FieldError[], what = 'input') {
    super(`invalid ${what}: ${errors.map((e) => `${e.path || '(root)'}: ${e.message}`).join('; ')}`);
    this.name = 'ValidationError';
    this.errors = errors;
  }
}

export function pathOf(path: ReadonlyArray<PropertyKey>): string {
  return path.map((p) => String(p)).join('.');
}

/** Maps zod issues to field errors, with the allowed range where zod knows it. */
export function fromZodError(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue): FieldError[] => {
    const path = pathOf(issue.path);
    const out: FieldError = { path, code: issue.code, message: issue.message };
    if (issue.code === 'too_big' || issue.code === 'too_small') {
      const bound =
        (issue as { maximum?: unknown; minimum?: unknown }).maximum ??
        (issue as { minimum?: unknown }).minimum;
      out.allowed = `${issue.code === 'too_big' ? 'at most' : 'at least'} ${String(bound)}`;
    } else if (issue.code === 'invalid_value') {
      const values = (issue as { values?: unknown[] }).values;
      if (values) out.allowed = `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`;
    } else if (issue.code === 'unrecognized_keys') {
      const keys = (issue as { keys?: string[] }).keys ?? [];
      return keys.map((k) => ({
        path: path ? `${path}.${k}` : k,
        code: 'unknown_key',
        message: `unknown field "${k}"`,
      }));
    }
    return [out];
  });
}

/** Parses `value` with `schema`, throwing a {@link ValidationError} with field-addressed errors. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, what?: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(fromZodError(result.error), what);
  return result.data;
}
