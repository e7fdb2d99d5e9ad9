import { describe, expect, it } from 'vitest';
import { evaluate, retryDelaySeconds } from '../../policy/evaluate.ts';
import { NO_EFFECTS } from '../../policy/types.ts';
import { classification, classPolicy, doc, input, T0 } from './fixtures.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const threeRetries = doc(
  classPolicy({ retry: [3, 5], on_exhausted: 'skip' }),
  classPolicy({ wait: 300, on_exhausted: 'stop' }),
);

describe('gates run before any class policy', () => {
  const generous = doc(classPolicy({ retry: [10, 1], wait: 604800 }));
  it.each([
    ['an earlier invocation', { evidence_invocation_id: 'inv-0' }],
    ['an earlier generation', { evidence_generation: 2 }],
    ['a later generation', { evidence_generation: 4 }],
  ])('rejects evidence from %s as stale without scheduling anything', (_, c) => {
    const d = evaluate(input({ policy: generous, correlation: { ...input().correlation, ...c } }));
    expect(d).toMatchObject({
      kind: 'reject',
      reason: 'stale_evidence',
      pending_outcome: null,
      deadline: null,
      uses_wait: false,
    });
  });

  it('rejects as stale when the classification itself names another invocation', () => {
    const k = classification('provider_overloaded', { invocation_id: 'inv-0', generation: 3 });
    expect(evaluate(input({ policy: generous, classification: k })).kind).toBe('reject');
  });

  it('treats absent evidence correlation as current', () => {
    const correlation = { ...input().correlation, evidence_invocation_id: null, evidence_generation: null };
    expect(evaluate(input({ policy: generous, correlation })).kind).toBe('retry');
  });

  it('stops an unclassified failure whatever the policy says', () => {
    const d = evaluate(input({ policy: generous, classification: classification('unclassified') }));
    expect(d).toMatchObject({
      kind: 'stop',
      reason: 'unclassified',
      policy_class: null,
      max_retries: 0,
      deadline: null,
    });
  });

  it('stops a low-confidence classification as unclassified', () => {
    const k = classification('provider_overloaded', { confidence: 'low' });
    expect(evaluate(input({ policy: generous, classification: k })).reason).toBe('unclassified');
  });

  it('stops a classification whose class disagrees with its code as unclassified', () => {
    const k = classification('provider_overloaded', { class: 'hard' });
    expect(evaluate(input({ policy: generous, classification: k })).reason).toBe('unclassified');
  });

  it.each([
    'task_error',
    'repository_error',
    'local_permission_error',
    'local_runtime_error',
    'cancelled',
    'resume_state_error',
  ] as const)('never retries, waits or skips a %s failure (not the provider’s)', (code) => {
    const d = evaluate(input({ policy: generous, classification: classification(code, { retry_after: 1 }) }));
    expect(d).toMatchObject({
      kind: 'stop',
      reason: 'not_provider',
      policy_class: null,
      max_retries: 0,
      pending_outcome: 'stop',
    });
  });

  it.each(['assistant_output', 'tool_activity', 'partial_utility_output', 'ambiguous_delivery'] as const)(
    'stops for manual recovery after %s even when the policy says retry or skip',
    (effect) => {
      for (const policy of [generous, doc(classPolicy({ on_exhausted: 'skip' }))]) {
        const d = evaluate(input({ policy, effects: { ...NO_EFFECTS, [effect]: true } }));
        expect(d).toMatchObject({ kind: 'stop', reason: 'effect_unsafe', deadline: null });
      }
    },
  );

  it('lets a resumable-retry guarantee for the same provider session and generation through the gate', () => {
    const effects = {
      ...NO_EFFECTS,
      tool_activity: true,
      resumable_retry: { provider_session_id: 'sess-1', generation: 3 },
    };
    expect(evaluate(input({ policy: generous, effects })).kind).toBe('retry');
  });

  it.each([
    ['another session', { provider_session_id: 'sess-2', generation: 3 }, 'sess-1'],
    ['another generation', { provider_session_id: 'sess-1', generation: 2 }, 'sess-1'],
    ['an unknown current session', { provider_session_id: 'sess-1', generation: 3 }, null],
  ])('keeps the gate closed when the guarantee names %s', (_, guarantee, session) => {
    const effects = { ...NO_EFFECTS, assistant_output: true, resumable_retry: guarantee };
    const correlation = { ...input().correlation, current_provider_session_id: session };
    expect(evaluate(input({ policy: generous, effects, correlation })).reason).toBe('effect_unsafe');
  });

  it('sends every failure to manual recovery when automation is manual', () => {
    const d = evaluate(input({ policy: generous, automation: 'manual' }));
    expect(d).toMatchObject({
      kind: 'stop',
      reason: 'manual_automation',
      policy_class: 'transient',
      max_retries: 10,
    });
  });
});

describe('retry schedule', () => {
  it('schedules waits of 5, 10 and 20 s, then applies the exhausted outcome (scenario 1)', () => {
    const decisions = [0, 1, 2, 3].map((retries_used) =>
      evaluate(input({ policy: threeRetries, usage: { retries_used, wait_used: false } })),
    );
    expect(decisions.map((d) => d.kind)).toEqual(['retry', 'retry', 'retry', 'skip']);
    expect(decisions.map((d) => d.delay_ms)).toEqual([5000, 10000, 20000, 0]);
    expect(decisions.map((d) => d.retry_ordinal)).toEqual([1, 2, 3, 0]);
    expect(decisions.map((d) => d.deadline)).toEqual([
      iso(T0 + 5000),
      iso(T0 + 10000),
      iso(T0 + 20000),
      null,
    ]);
    expect(decisions[3]).toMatchObject({ reason: 'exhausted', pending_outcome: 'skip', max_retries: 3 });
    expect(decisions[0]).toMatchObject({
      reason: 'retry_budget',
      pending_outcome: 'retry',
      uses_wait: false,
      max_retries: 3,
    });
  });

  it('applies stop when the class’s exhausted outcome is stop', () => {
    const policy = doc(classPolicy({ retry: [1, 5], on_exhausted: 'stop' }));
    const d = evaluate(input({ policy, usage: { retries_used: 1, wait_used: false } }));
    expect(d).toMatchObject({ kind: 'stop', reason: 'exhausted', pending_outcome: 'stop' });
  });

  it('skips at once with the default policy', () => {
    expect(evaluate(input())).toMatchObject({
      kind: 'skip',
      reason: 'exhausted',
      max_retries: 0,
      pending_outcome: 'skip',
    });
  });

  it('caps every delay at 24 hours', () => {
    const policy = doc(classPolicy({ retry: [10, 3600] }));
    const d = evaluate(input({ policy, usage: { retries_used: 9, wait_used: false } }));
    expect(d).toMatchObject({
      kind: 'retry',
      retry_ordinal: 10,
      delay_ms: 86_400_000,
      deadline: iso(T0 + 86_400_000),
    });
  });

  it.each([
    [5, 1, 5],
    [5, 2, 10],
    [5, 3, 20],
    [1, 10, 512],
    [3600, 5, 57600],
    [3600, 6, 86400],
    [3600, 10, 86400],
    [1, 1000, 86400],
  ])('retryDelaySeconds(%i, %i) is %i', (initial, ordinal, expected) => {
    expect(retryDelaySeconds(initial, ordinal)).toBe(expected);
  });

  it('enters manual recovery on exhausted credits when the hard policy has no retry or wait and ends in stop (scenario 5)', () => {
    const policy = doc(
      classPolicy({ retry: [3, 5], on_exhausted: 'skip' }),
      classPolicy({ on_exhausted: 'stop' }),
    );
    const d = evaluate(input({ policy, classification: classification('subscription_required') }));
    expect(d).toMatchObject({
      kind: 'stop',
      reason: 'exhausted',
      pending_outcome: 'stop',
      policy_class: 'hard',
      deadline: null,
    });
  });

  it('uses the policy of the failure’s class', () => {
    const policy = doc(classPolicy({ retry: [2, 7] }), classPolicy({ on_exhausted: 'stop' }));
    expect(evaluate(input({ policy })).delay_ms).toBe(7000);
    const hard = evaluate(input({ policy, classification: classification('quota_limited') }));
    expect(hard).toMatchObject({ kind: 'stop', reason: 'exhausted', policy_class: 'hard', max_retries: 0 });
  });
});

describe('reset waiting', () => {
  const quota = (over: Parameters<typeof classification>[1]) => classification('quota_limited', over);
  const hardWait = doc(
    classPolicy({ retry: [3, 5] }),
    classPolicy({ retry: [2, 30], wait: 300, on_exhausted: 'stop' }),
  );

  it('waits until a trusted reset one minute away when the maximum is five minutes (scenario 2)', () => {
    const d = evaluate(input({ policy: hardWait, classification: quota({ reset_at: iso(T0 + 60_000) }) }));
    expect(d).toMatchObject({
      kind: 'wait_for_reset',
      reason: 'reset_wait',
      deadline: '2026-01-01T00:01:00.000Z',
      delay_ms: 60_000,
      pending_outcome: 'retry',
      uses_wait: true,
      retry_ordinal: 0,
      max_retries: 2,
      policy_class: 'hard',
    });
  });

  it('does not shorten a reset six hours away: it retries, then applies the exhausted outcome (scenario 3)', () => {
    const k = quota({ reset_at: iso(T0 + 6 * 3600_000) });
    const first = evaluate(input({ policy: hardWait, classification: k }));
    expect(first).toMatchObject({ kind: 'retry', delay_ms: 30_000, uses_wait: false });
    const last = evaluate(
      input({ policy: hardWait, classification: k, usage: { retries_used: 2, wait_used: false } }),
    );
    expect(last).toMatchObject({ kind: 'stop', reason: 'exhausted', pending_outcome: 'stop' });
  });

  it('waits for exactly the maximum but not a millisecond more', () => {
    const at = evaluate(input({ policy: hardWait, classification: quota({ reset_at: iso(T0 + 300_000) }) }));
    expect(at.kind).toBe('wait_for_reset');
    const past = evaluate(
      input({ policy: hardWait, classification: quota({ reset_at: iso(T0 + 300_001) }) }),
    );
    expect(past.kind).toBe('retry');
  });

  it.each([
    ['at now', T0],
    ['before now', T0 - 1000],
  ])('ignores a reset %s', (_, at) => {
    expect(evaluate(input({ policy: hardWait, classification: quota({ reset_at: iso(at) }) })).kind).toBe(
      'retry',
    );
  });

  it('derives the deadline from occurred_at plus retry_after', () => {
    const k = quota({ occurred_at: iso(T0 - 10_000), retry_after: 40 });
    expect(evaluate(input({ policy: hardWait, classification: k })).deadline).toBe(iso(T0 + 30_000));
  });

  it('rounds a fractional retry_after up to a whole millisecond, so the deadline never precedes the hint', () => {
    // Regression: found by the property tests; a deadline of now + 0.4 ms printed as `now`.
    const k = quota({ retry_after: 0.0004 });
    expect(evaluate(input({ policy: hardWait, classification: k }))).toMatchObject({
      kind: 'wait_for_reset',
      delay_ms: 1,
      deadline: iso(T0 + 1),
    });
  });

  it('takes the later of two hints', () => {
    const k = quota({ retry_after: 20, reset_at: iso(T0 + 90_000) });
    expect(evaluate(input({ policy: hardWait, classification: k })).deadline).toBe(iso(T0 + 90_000));
  });

  it('waits at most once per candidate and class in a cycle', () => {
    const k = quota({ reset_at: iso(T0 + 60_000) });
    const d = evaluate(
      input({ policy: hardWait, classification: k, usage: { retries_used: 0, wait_used: true } }),
    );
    expect(d).toMatchObject({ kind: 'retry', uses_wait: false });
  });

  it('does not wait when reset waiting is disabled', () => {
    const k = classification('provider_overloaded', { retry_after: 2 });
    expect(evaluate(input({ policy: hardWait, classification: k })).kind).toBe('retry');
  });

  it('ignores an unparseable hint', () => {
    const k = quota({ reset_at: 'not a date' });
    expect(evaluate(input({ policy: hardWait, classification: k })).kind).toBe('retry');
  });
});

describe('the decision carries what the route persists', () => {
  it('copies code, class, catalogue version, rule and an independent policy snapshot', () => {
    const d = evaluate(input({ policy: threeRetries }));
    expect(d).toMatchObject({
      code: 'provider_overloaded',
      class: 'transient',
      policy_class: 'transient',
      catalogue_version: '2026.01.0',
      classifier_rule: 'test.provider_overloaded',
    });
    expect(d.policy_snapshot).toEqual(threeRetries);
    expect(d.policy_snapshot).not.toBe(threeRetries);
    expect(d.policy_snapshot.transient.retry).not.toBe(threeRetries.transient.retry);
    expect(d.policy_snapshot.hard.wait_for_reset).not.toBe(threeRetries.hard.wait_for_reset);
  });

  it('shares one frozen snapshot between decisions on an unchanged document, and copies it anew once edited', () => {
    const policy = doc(classPolicy({ retry: [3, 5] }), classPolicy({ wait: 300 }));
    const first = evaluate(input({ policy })).policy_snapshot;
    expect(evaluate(input({ policy })).policy_snapshot).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.transient.retry)).toBe(true);
    expect(Object.isFrozen(first.hard.wait_for_reset)).toBe(true);

    policy.transient.retry.max_retries = 4;
    const edited = evaluate(input({ policy })).policy_snapshot;
    expect(edited).not.toBe(first);
    expect(edited).toEqual(policy);
    expect(first.transient.retry.max_retries).toBe(3);

    (policy.hard.wait_for_reset as unknown as Record<string, unknown>)['extra'] = 1;
    expect(evaluate(input({ policy })).policy_snapshot).toEqual(policy);
    policy.hard.on_exhausted = policy.hard.on_exhausted === 'skip' ? 'stop' : 'skip';
    expect(evaluate(input({ policy })).policy_snapshot.hard.on_exhausted).toBe(policy.hard.on_exhausted);
  });

  it.each([Number.NaN, -1, Number.POSITIVE_INFINITY, 8.64e15])(
    'fails closed with reason invalid_clock when now is %d',
    (now) => {
      const policy = doc(classPolicy({ retry: [3, 5] }));
      expect(evaluate(input({ policy, now }))).toMatchObject({
        kind: 'stop',
        reason: 'invalid_clock',
        pending_outcome: 'stop',
        deadline: null,
      });
    },
  );
});
