import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, policyDocumentSchema } from '../../policy/document.ts';
import { POLICY_LIMITS } from '../../policy/limits.ts';
import { loadStoredPolicy, normalizePolicy, validatePolicy } from '../../policy/normalize.ts';
import type { PolicyDocument } from '../../policy/types.ts';
import { ValidationError } from '../../validation/field-errors.ts';
import { classPolicy, doc } from './fixtures.ts';

const contractExample: PolicyDocument = {
  version: 1,
  transient: {
    retry: { enabled: true, max_retries: 3, initial_interval_seconds: 5 },
    wait_for_reset: { enabled: false, max_wait_seconds: 0 },
    on_exhausted: 'skip',
  },
  hard: {
    retry: { enabled: false, max_retries: 0, initial_interval_seconds: 0 },
    wait_for_reset: { enabled: true, max_wait_seconds: 300 },
    on_exhausted: 'stop',
  },
};

/** The errors of an input that must not validate. */
function errorsOf(input: unknown) {
  const r = validatePolicy(input);
  if (r.ok) throw new Error('expected the input to be invalid');
  return r.errors;
}

function withField(path: string, value: unknown): unknown {
  const copy = structuredClone(contractExample) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  let at = copy as Record<string, unknown>;
  for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>;
  const last = keys[keys.length - 1]!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

describe('version-1 documents', () => {
  it('returns the contract’s example unchanged', () => {
    expect(normalizePolicy(contractExample)).toEqual(contractExample);
    expect(validatePolicy(contractExample)).toMatchObject({ ok: true, legacy: false });
  });

  it('defaults to immediate skip for both classes', () => {
    expect(DEFAULT_POLICY).toEqual(doc(classPolicy({ on_exhausted: 'skip' })));
    expect(policyDocumentSchema.safeParse(DEFAULT_POLICY).success).toBe(true);
  });

  it.each([
    ['transient.retry.max_retries', POLICY_LIMITS.retry.min],
    ['transient.retry.max_retries', POLICY_LIMITS.retry.max],
    ['transient.retry.initial_interval_seconds', POLICY_LIMITS.initialIntervalSeconds.min],
    ['transient.retry.initial_interval_seconds', POLICY_LIMITS.initialIntervalSeconds.max],
    ['hard.wait_for_reset.max_wait_seconds', POLICY_LIMITS.waitSeconds.min],
    ['hard.wait_for_reset.max_wait_seconds', POLICY_LIMITS.waitSeconds.max],
  ])('accepts %s = %i at the limit', (path, value) => {
    expect(validatePolicy(withField(path, value)).ok).toBe(true);
  });

  it.each([
    ['transient.retry.max_retries', 0, 'too_small', '1..10'],
    ['transient.retry.max_retries', 11, 'too_big', '1..10'],
    ['transient.retry.max_retries', 2.5, 'not_integer', '1..10'],
    ['transient.retry.max_retries', '3', 'invalid_type', '1..10'],
    ['transient.retry.max_retries', undefined, 'required', '1..10'],
    ['transient.retry.initial_interval_seconds', 0, 'too_small', '1..3600'],
    ['transient.retry.initial_interval_seconds', 3601, 'too_big', '1..3600'],
    ['hard.wait_for_reset.max_wait_seconds', 0, 'too_small', '1..604800'],
    ['hard.wait_for_reset.max_wait_seconds', 604801, 'too_big', '1..604800'],
    ['hard.wait_for_reset.max_wait_seconds', -1, 'too_small', '1..604800'],
    ['hard.retry.max_retries', 3, 'disabled_not_zero', '0 while retry.enabled is false'],
    ['hard.retry.initial_interval_seconds', 5, 'disabled_not_zero', '0 while retry.enabled is false'],
    [
      'transient.wait_for_reset.max_wait_seconds',
      60,
      'disabled_not_zero',
      '0 while wait_for_reset.enabled is false',
    ],
    ['transient.on_exhausted', 'retry', 'unknown_outcome', '"skip", "stop"'],
    ['transient.on_exhausted', undefined, 'required', '"skip", "stop"'],
    ['transient.retry.enabled', 'yes', 'invalid_type', 'true, false'],
    ['hard.wait_for_reset.enabled', undefined, 'required', 'true, false'],
    ['version', 2, 'unsupported_version', '1'],
    ['version', '1', 'unsupported_version', '1'],
    ['version', undefined, 'required', '1'],
    ['hard', undefined, 'incomplete_class_coverage', 'both transient and hard'],
    ['transient', undefined, 'incomplete_class_coverage', 'both transient and hard'],
  ])('rejects %s = %j with rule %s naming the allowed range', (path, value, code, allowed) => {
    const errors = errorsOf(withField(path, value));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ path, code });
    expect(errors[0]!.allowed).toContain(allowed);
    expect(errors[0]!.message.length).toBeGreaterThan(10);
  });

  it('names an unknown class at the root and an unknown field inside a class', () => {
    const input = {
      ...contractExample,
      unclassified: contractExample.hard,
      transient: { ...contractExample.transient, jitter: true },
    };
    expect(errorsOf(input)).toEqual([
      expect.objectContaining({ path: 'transient.jitter', code: 'unknown_key' }),
      expect.objectContaining({ path: 'unclassified', code: 'unknown_class' }),
    ]);
  });

  it.each([
    ['transient.jitter', 'retry, wait_for_reset, on_exhausted'],
    ['transient.retry.backoff', 'enabled, max_retries, initial_interval_seconds'],
    ['hard.wait_for_reset.max_wait', 'enabled, max_wait_seconds'],
  ])('lists the fields the object takes when %s is unknown', (path, allowed) => {
    expect(errorsOf(withField(path, 1))).toEqual([
      { path, code: 'unknown_key', message: `unknown field "${path.split('.').pop()}"; remove it`, allowed },
    ]);
  });

  it('reports every problem at once', () => {
    const input = {
      version: 1,
      transient: { ...contractExample.transient, on_exhausted: 'x' },
      hard: {
        ...contractExample.hard,
        retry: { enabled: true, max_retries: 99, initial_interval_seconds: 0 },
      },
    };
    expect(errorsOf(input).map((e) => e.path)).toEqual([
      'transient.on_exhausted',
      'hard.retry.max_retries',
      'hard.retry.initial_interval_seconds',
    ]);
  });

  it.each([null, 42, [], true])(
    'rejects %j at the root, saying a policy is a document or a legacy rule',
    (value) => {
      expect(errorsOf(value)).toEqual([
        expect.objectContaining({
          path: '',
          code: 'invalid_type',
          allowed: 'an object, "try_next", "stop", "retry_same"',
        }),
      ]);
    },
  );

  it('names a section of the wrong type', () => {
    const input = { ...contractExample, hard: { ...contractExample.hard, retry: null } };
    expect(errorsOf(input)).toEqual([
      {
        path: 'hard.retry',
        code: 'invalid_type',
        message: 'retry must be an object, got null',
        allowed: 'an object',
      },
    ]);
  });

  it('tells how to turn a section off when an enabled section holds 0', () => {
    const [error] = errorsOf(withField('transient.retry.max_retries', 0));
    expect(error!.message).toBe(
      'max_retries is below the limit: an enabled retry takes 1..10 additional attempts, got 0; ' +
        'to turn retry off, set retry.enabled to false',
    );
  });

  it('says the version must be the number 1 when it is the string "1"', () => {
    expect(errorsOf(withField('version', '1'))[0]!.message).toBe(
      'version must be the number 1, not the string "1"',
    );
  });

  it('says what enabled does when it is missing, and what it got when it is no boolean', () => {
    expect(errorsOf(withField('hard.wait_for_reset.enabled', undefined))[0]!.message).toBe(
      'enabled is required: true turns wait_for_reset on, false turns it off (its numbers then store 0)',
    );
    expect(errorsOf(withField('transient.retry.enabled', 'yes'))[0]!.message).toBe(
      'enabled must be true or false, got a string',
    );
  });

  it('asks for the zero a disabled section stores when the field is missing', () => {
    expect(errorsOf(withField('hard.retry.max_retries', undefined))).toEqual([
      {
        path: 'hard.retry.max_retries',
        code: 'required',
        message: 'max_retries is required: store 0 while retry is disabled',
        allowed: '0 while retry.enabled is false',
      },
    ]);
  });

  it('says what a class policy is when a class holds a legacy rule string', () => {
    expect(errorsOf(withField('hard', 'stop'))).toEqual([
      {
        path: 'hard',
        code: 'invalid_type',
        message:
          'hard must be a class policy object with retry, wait_for_reset and on_exhausted, got a string',
        allowed: 'an object',
      },
    ]);
  });

  it('throws a ValidationError carrying the field errors', () => {
    let caught: unknown;
    try {
      normalizePolicy(withField('transient.retry.max_retries', 11));
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    expect((caught as ValidationError).errors[0]).toMatchObject({
      path: 'transient.retry.max_retries',
      code: 'too_big',
    });
  });
});

describe('legacy normalization', () => {
  const retrySame = classPolicy({ retry: [1, 5], on_exhausted: 'stop' });
  it.each([
    ['try_next', doc(classPolicy({ on_exhausted: 'skip' }))],
    ['stop', doc(classPolicy({ on_exhausted: 'stop' }))],
    ['retry_same', doc(retrySame)],
    [{ default: 'try_next' }, doc(classPolicy({ on_exhausted: 'skip' }))],
    [{ default: 'retry_same', per_code: {} }, doc(retrySame)],
    [
      { default: 'retry_same', per_code: { quota_limited: 'try_next' } },
      doc(retrySame, classPolicy({ on_exhausted: 'skip' })),
    ],
    [
      { default: 'stop', per_code: { rate_limited: 'retry_same', network_unavailable: 'retry_same' } },
      doc(retrySame, classPolicy({ on_exhausted: 'stop' })),
    ],
    [
      { per_code: { model_capacity: 'try_next', auth_required: 'stop' } },
      doc(classPolicy({}), classPolicy({ on_exhausted: 'stop' })),
    ],
    // A class without a default or per-code rule keeps the legacy default, try_next.
    [
      { per_code: { rate_limited: 'stop' } },
      doc(classPolicy({ on_exhausted: 'stop' }), classPolicy({ on_exhausted: 'skip' })),
    ],
    [{ per_code: {} }, doc(classPolicy({ on_exhausted: 'skip' }))],
  ])('normalizes %j once into version 1', (legacy, expected) => {
    expect(validatePolicy(legacy)).toEqual({ ok: true, document: expected, legacy: true });
    // Normalizing the result again is the identity.
    expect(normalizePolicy(normalizePolicy(legacy))).toEqual(expected);
  });

  it.each([
    ['retry_later', '', 'unknown_legacy_rule'],
    [{ default: 'again' }, 'default', 'unknown_legacy_rule'],
    [{ default: 'stop', per_code: { made_up: 'stop' } }, 'per_code.made_up', 'unknown_code'],
    [
      { default: 'stop', per_code: { task_error: 'try_next' } },
      'per_code.task_error',
      'code_not_configurable',
    ],
    [
      { default: 'stop', per_code: { rate_limited: 'sometimes' } },
      'per_code.rate_limited',
      'unknown_legacy_rule',
    ],
    [{ default: 'stop', per_code: [] }, 'per_code', 'invalid_type'],
    [{ default: 'stop', extra: 1 }, 'extra', 'unknown_key'],
  ])('rejects %j at %s with rule %s', (legacy, path, code) => {
    expect(errorsOf(legacy)).toEqual([expect.objectContaining({ path, code })]);
  });

  it('names both per-code rules that map one class to different values', () => {
    const errors = errorsOf({
      default: 'stop',
      per_code: { quota_limited: 'stop', auth_required: 'try_next' },
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ path: 'per_code.auth_required', code: 'conflicting_per_code' });
    expect(errors[0]!.message).toContain('per_code.quota_limited');
    expect(errors[0]!.message).toContain('per_code.auth_required');
  });

  it('accepts two per-code rules that agree on their class', () => {
    const r = validatePolicy({
      default: 'stop',
      per_code: { quota_limited: 'try_next', auth_required: 'try_next' },
    });
    expect(r).toMatchObject({ ok: true, document: { hard: { on_exhausted: 'skip' } } });
  });
});

describe('stored policies', () => {
  it('loads a valid stored document, legacy or not', () => {
    expect(loadStoredPolicy('stop')).toEqual({
      ok: true,
      document: doc(classPolicy({ on_exhausted: 'stop' })),
    });
    expect(loadStoredPolicy(contractExample)).toEqual({ ok: true, document: contractExample });
  });

  it('turns an invalid stored legacy document into an actionable configuration error', () => {
    const r = loadStoredPolicy({ default: 'retry_forever' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code: 'invalid_policy_document', legacy: true });
    expect(r.error.message).toContain('no recovery is automated');
    expect(r.error.message).toContain('default');
    expect(r.error.errors[0]).toMatchObject({ path: 'default', code: 'unknown_legacy_rule' });
  });
});
