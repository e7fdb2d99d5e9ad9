import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../policy/document.ts';
import {
  candidateSchema,
  loadStoredProfile,
  PROFILE_LIMITS,
  parseDynamicProfile,
  parseProfileInput,
} from '../../policy/profile.ts';
import { ValidationError } from '../../validation/field-errors.ts';
import { classPolicy, doc } from './fixtures.ts';

const valid = {
  id: 'fast-then-cheap',
  name: 'Fast, then cheap',
  candidates: [
    { id: 'claude', agent_profile: 'claude-sonnet', policy: 'retry_same' },
    { id: 'codex', name: 'Codex', provider_id: 'openai', model_id: 'gpt-5' },
  ],
};

function fieldErrors(input: unknown) {
  try {
    parseProfileInput(input);
  } catch (e) {
    if (e instanceof ValidationError) return e.errors;
    throw e;
  }
  throw new Error('expected the profile to be invalid');
}

describe('dynamic profile input', () => {
  it('normalizes candidate policies, defaults agent_profile to the id and automation to auto', () => {
    const p = parseProfileInput(valid);
    expect(p.automation).toBe('auto');
    expect(p.candidates[0]).toEqual({
      id: 'claude',
      agent_profile: 'claude-sonnet',
      policy: doc(classPolicy({ retry: [1, 5], on_exhausted: 'stop' })),
    });
    expect(p.candidates[1]).toMatchObject({ id: 'codex', agent_profile: 'codex', policy: DEFAULT_POLICY });
  });

  it('gives each candidate its own copy of the default policy', () => {
    const p = parseProfileInput(valid);
    expect(p.candidates[1]!.policy).not.toBe(DEFAULT_POLICY);
    expect(Object.isFrozen(p.candidates[1]!.policy.transient)).toBe(false);
  });

  it('keeps manual automation', () => {
    expect(parseProfileInput({ ...valid, automation: 'manual' }).automation).toBe('manual');
  });

  it('addresses a policy error inside a candidate by its full path, rule and allowed range', () => {
    const policy = {
      version: 1,
      transient: classPolicy({}),
      hard: { ...classPolicy({}), wait_for_reset: { enabled: true, max_wait_seconds: 604801 } },
    };
    const errors = fieldErrors({ ...valid, candidates: [valid.candidates[0], { id: 'codex', policy }] });
    expect(errors).toEqual([
      {
        path: 'candidates.1.policy.hard.wait_for_reset.max_wait_seconds',
        code: 'too_big',
        message: expect.stringContaining('1..604800'),
        allowed: '1..604800 (integer seconds)',
      },
    ]);
  });

  it('addresses an invalid legacy candidate policy at the candidate’s policy', () => {
    expect(fieldErrors({ ...valid, candidates: [{ id: 'a', policy: 'retry_forever' }] })).toEqual([
      expect.objectContaining({ path: 'candidates.0.policy', code: 'unknown_legacy_rule' }),
    ]);
  });

  it('rejects duplicate candidate ids naming both positions', () => {
    const errors = fieldErrors({ ...valid, candidates: [{ id: 'a' }, { id: 'b' }, { id: 'a' }] });
    expect(errors).toEqual([expect.objectContaining({ path: 'candidates.2.id', code: 'duplicate_id' })]);
    expect(errors[0]!.message).toContain('candidates.0.id');
  });

  it('reports a duplicate id together with another candidate’s invalid policy', () => {
    const errors = fieldErrors({
      ...valid,
      candidates: [{ id: 'a' }, { id: 'b', policy: 'retry_forever' }, { id: 'a' }],
    });
    expect(errors.map((e) => [e.path, e.code])).toEqual([
      ['candidates.1.policy', 'unknown_legacy_rule'],
      ['candidates.2.id', 'duplicate_id'],
    ]);
  });

  it.each([
    [{ ...valid, candidates: [] }, 'candidates', 'too_small'],
    [
      {
        ...valid,
        candidates: Array.from({ length: PROFILE_LIMITS.candidates.max + 1 }, (_, i) => ({ id: `c${i}` })),
      },
      'candidates',
      'too_big',
    ],
    [{ ...valid, id: 'Not A Slug' }, 'id', 'invalid_format'],
    [{ ...valid, candidates: [{ id: 'x y' }] }, 'candidates.0.id', 'invalid_format'],
    [{ ...valid, name: '' }, 'name', 'too_small'],
    [{ ...valid, automation: 'sometimes' }, 'automation', 'invalid_value'],
    [{ ...valid, version: 3 }, 'version', 'unknown_key'],
    [{ ...valid, candidates: [{ id: 'a', weight: 2 }] }, 'candidates.0.weight', 'unknown_key'],
  ])('rejects %#: %s with %s', (input, path, code) => {
    expect(fieldErrors(input)).toEqual([expect.objectContaining({ path, code })]);
  });

  it('says in words what a missing or malformed profile field takes', () => {
    expect(fieldErrors({ candidates: [{ id: 'a', agent_profile: 5 }], automation: 'sometimes' })).toEqual([
      {
        path: 'id',
        code: 'required',
        message:
          'id is required: a slug of 1..64 lowercase letters, digits, "-" and "_", starting with a letter or digit',
        allowed: 'a slug of 1..64 lowercase letters, digits, "-" and "_", starting with a letter or digit',
      },
      {
        path: 'name',
        code: 'required',
        message: 'name is required: 1..200 characters',
        allowed: '1..200 characters',
      },
      {
        path: 'candidates.0.agent_profile',
        code: 'invalid_type',
        message: 'agent_profile must be the id of a concrete agent profile, 1..200 characters',
        allowed: 'the id of a concrete agent profile, 1..200 characters',
      },
      {
        path: 'automation',
        code: 'invalid_value',
        message:
          'automation must be "auto" (recover as each policy says) or "manual" (every failure goes to manual recovery)',
        allowed: '"auto", "manual"',
      },
    ]);
  });

  it('counts the candidates when there are too many or none', () => {
    const many = Array.from({ length: PROFILE_LIMITS.candidates.max + 1 }, (_, i) => ({ id: `c${i}` }));
    expect(fieldErrors({ ...valid, candidates: many })[0]!.message).toBe(
      'a profile has 1..20 candidates, got 21',
    );
    expect(fieldErrors({ ...valid, candidates: [] })[0]!.message).toBe(
      'a profile has 1..20 candidates, got 0',
    );
  });

  it('says the store assigns version when create or update input carries one', () => {
    expect(fieldErrors({ ...valid, version: 3 })).toEqual([
      expect.objectContaining({
        path: 'version',
        code: 'unknown_key',
        message: 'version is assigned by the store and is not part of what you create or update; remove it',
      }),
    ]);
  });

  it.each([null, [], 'profile'])('rejects %j as a profile that is not an object', (input) => {
    expect(fieldErrors(input)).toEqual([
      {
        path: '',
        code: 'invalid_type',
        message: 'a dynamic profile must be a JSON object',
        allowed: 'an object',
      },
    ]);
  });

  it('accepts exactly the maximum number of candidates', () => {
    const candidates = Array.from({ length: PROFILE_LIMITS.candidates.max }, (_, i) => ({ id: `c${i}` }));
    expect(parseProfileInput({ ...valid, candidates }).candidates).toHaveLength(20);
  });

  it('parses a candidate on its own', () => {
    expect(candidateSchema.parse({ id: 'solo' })).toEqual({
      id: 'solo',
      agent_profile: 'solo',
      policy: DEFAULT_POLICY,
    });
  });
});

describe('stored dynamic profiles', () => {
  it('round-trips through JSON with its version', () => {
    const stored = parseDynamicProfile({ ...valid, version: 4 });
    expect(parseDynamicProfile(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(stored.version).toBe(4);
  });

  it('requires a version of at least 1', () => {
    expect(() => parseDynamicProfile({ ...valid, version: 0 })).toThrow(ValidationError);
  });

  it('loads an invalid stored legacy policy as a configuration error that authorizes nothing', () => {
    const r = loadStoredProfile({
      ...valid,
      version: 1,
      candidates: [{ id: 'a', policy: { default: 'retry_forever' } }],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('invalid_profile_document');
    expect(r.error.errors).toEqual([
      expect.objectContaining({ path: 'candidates.0.policy.default', code: 'unknown_legacy_rule' }),
    ]);
    expect(r.error.message).toContain('no recovery is automated');
  });

  it('loads a valid stored profile', () => {
    expect(loadStoredProfile({ ...valid, version: 2 })).toMatchObject({ ok: true, profile: { version: 2 } });
  });
});
