import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Classification } from '../../catalogue/classification.ts';
import { CLASSES, CODE_NAMES, CODES } from '../../catalogue/codes.ts';
import { evaluate } from '../../policy/evaluate.ts';
import { POLICY_LIMITS } from '../../policy/limits.ts';
import type { ClassPolicy, EvaluationInput, PolicyDocument } from '../../policy/types.ts';

const L = POLICY_LIMITS;
const DAY_MS = L.maxDelaySeconds * 1000;
const ISO_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** The first value most of the time, so that every branch is reached often. */
function mostly<T>(usual: T, ...rare: T[]): fc.Arbitrary<T> {
  return fc.oneof(
    { arbitrary: fc.constant(usual), weight: 6 * rare.length },
    ...rare.map((r) => ({ arbitrary: fc.constant(r), weight: 1 })),
  );
}

// Clocks from 1970 to 2100.
const clock = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) });

const classPolicy: fc.Arbitrary<ClassPolicy> = fc.record({
  retry: fc.oneof(
    fc.record({
      enabled: fc.constant(true),
      max_retries: fc.integer(L.retry),
      initial_interval_seconds: fc.integer(L.initialIntervalSeconds),
    }),
    fc.constant({ enabled: false, max_retries: 0, initial_interval_seconds: 0 }),
  ),
  wait_for_reset: fc.oneof(
    fc.record({ enabled: fc.constant(true), max_wait_seconds: fc.integer(L.waitSeconds) }),
    fc.constant({ enabled: false, max_wait_seconds: 0 }),
  ),
  on_exhausted: fc.constantFrom('skip' as const, 'stop' as const),
});

const policy: fc.Arbitrary<PolicyDocument> = fc.record({
  version: fc.constant(1 as const),
  transient: classPolicy,
  hard: classPolicy,
});

function evaluationInput(now: number): fc.Arbitrary<EvaluationInput> {
  const instant = fc.oneof(
    fc.integer({ min: now - DAY_MS, max: now + DAY_MS }).map((ms) => new Date(Math.max(0, ms)).toISOString()),
    fc
      .integer({ min: now - 2 * DAY_MS, max: now + 10 * DAY_MS })
      .map((ms) => new Date(Math.max(0, ms)).toISOString()),
    fc.constantFrom('not a date', '2026-13-45T00:00:00Z'),
  );
  const classification: fc.Arbitrary<Classification> = fc
    .record({
      code: fc.constantFrom(...CODE_NAMES),
      consistent: mostly(true, false),
      otherClass: fc.constantFrom(...CLASSES),
      confidence: mostly('high' as const, 'medium' as const, 'low' as const),
      occurred_at: fc.oneof(fc.constant(new Date(now).toISOString()), instant),
      retry_after: fc.option(
        fc.oneof(fc.integer({ min: 0, max: 3600 }), fc.double({ min: 0, max: 1e7, noNaN: true })),
        {
          nil: null,
        },
      ),
      reset_at: fc.option(instant, { nil: null }),
      invocation_id: mostly(undefined, 'inv-1', 'inv-0'),
      generation: mostly(undefined, 3, 2),
    })
    .map(({ code, consistent, otherClass, ...rest }) => ({
      code,
      class: consistent ? CODES[code].class : otherClass,
      category: CODES[code].category,
      scope: CODES[code].scope,
      classifier_rule: 'prop.rule',
      catalogue_version: 'prop.1',
      provider_id: null,
      model_id: null,
      phase: null,
      safe_excerpt: null,
      ...rest,
    }));
  return fc.record({
    classification,
    correlation: fc.record({
      evidence_invocation_id: mostly('inv-1', null, 'inv-0'),
      evidence_generation: mostly(3, null, 2),
      current_invocation_id: fc.constant('inv-1'),
      current_generation: fc.constant(3),
      current_provider_session_id: fc.constantFrom('sess-1', 'sess-2', null),
    }),
    effects: fc.record({
      assistant_output: mostly(false, true),
      tool_activity: mostly(false, true),
      partial_utility_output: mostly(false, true),
      ambiguous_delivery: mostly(false, true),
      resumable_retry: fc.option(
        fc.record({
          provider_session_id: fc.constantFrom('sess-1', 'sess-2'),
          generation: fc.constantFrom(2, 3),
        }),
        { nil: null },
      ),
    }),
    policy,
    usage: fc.record({ retries_used: fc.integer({ min: 0, max: 12 }), wait_used: fc.boolean() }),
    automation: mostly('auto' as const, 'manual' as const),
    now: fc.constant(now),
  });
}

const anyInput = clock.chain(evaluationInput);

/** What the gates must refuse, computed independently of the evaluator. */
function mustNotAutomate(i: EvaluationInput): boolean {
  const k = i.classification;
  const c = i.correlation;
  const stale =
    [c.evidence_invocation_id, k.invocation_id].some((v) => v != null && v !== c.current_invocation_id) ||
    [c.evidence_generation, k.generation].some((v) => v != null && v !== c.current_generation);
  const effect =
    i.effects.assistant_output ||
    i.effects.tool_activity ||
    i.effects.partial_utility_output ||
    i.effects.ambiguous_delivery;
  const g = i.effects.resumable_retry;
  const guaranteed =
    !!g && g.provider_session_id === c.current_provider_session_id && g.generation === c.current_generation;
  return (
    stale ||
    k.class === 'unclassified' ||
    k.class === 'not_provider' ||
    k.confidence === 'low' ||
    CODES[k.code].class !== k.class ||
    (effect && !guaranteed) ||
    i.automation === 'manual'
  );
}

const RUNS = { numRuns: Number(process.env['POLICY_PROPERTY_RUNS'] ?? 3000) };

describe('evaluator properties', () => {
  it('is total and deterministic, and leaves its input untouched', () => {
    fc.assert(
      fc.property(anyInput, (i) => {
        const before = structuredClone(i);
        const a = evaluate(i);
        expect(evaluate(i)).toEqual(a);
        expect(i).toEqual(before);
        expect(['reject', 'wait_for_reset', 'retry', 'skip', 'stop']).toContain(a.kind);
      }),
      RUNS,
    );
  });

  it('never retries, waits or skips a stale, unclassified, non-provider, effect-unsafe or manual failure', () => {
    fc.assert(
      fc.property(anyInput, (i) => {
        const d = evaluate(i);
        if (mustNotAutomate(i)) {
          expect(['reject', 'stop']).toContain(d.kind);
          expect(d.deadline).toBeNull();
          expect(d.uses_wait).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('uses the reset wait only when it is unused in this cycle, and only for a future hint within the maximum', () => {
    fc.assert(
      fc.property(anyInput, (i) => {
        const d = evaluate(i);
        expect(d.uses_wait).toBe(d.kind === 'wait_for_reset');
        if (d.uses_wait) {
          expect(i.usage.wait_used).toBe(false);
          const cls = d.policy_class!;
          expect(i.policy[cls].wait_for_reset.enabled).toBe(true);
          expect(d.delay_ms).toBeGreaterThan(0);
          expect(d.delay_ms).toBeLessThanOrEqual(i.policy[cls].wait_for_reset.max_wait_seconds * 1000);
        }
      }),
      RUNS,
    );
  });

  it('never schedules a retry delay above 24 h nor a deadline in the past', () => {
    fc.assert(
      fc.property(anyInput, (i) => {
        const d = evaluate(i);
        if (d.kind === 'retry') expect(d.delay_ms).toBeLessThanOrEqual(DAY_MS);
        if (d.deadline === null) {
          expect(d.delay_ms).toBe(0);
        } else {
          expect(d.deadline).toMatch(ISO_MS);
          expect(Date.parse(d.deadline)).toBe(i.now + d.delay_ms);
          expect(Date.parse(d.deadline)).toBeGreaterThan(i.now);
        }
        expect(d.pending_outcome === null).toBe(d.kind === 'reject');
      }),
      RUNS,
    );
  });

  it('ends every route cycle: at most one wait and max_retries retries per class, then skip or stop', () => {
    // Drives one candidate through a cycle of effect-safe failures, recording usage as the route does.
    const failure = fc.record({
      code: fc.constantFrom(
        ...CODE_NAMES.filter((c) => CODES[c].class === 'transient' || CODES[c].class === 'hard'),
      ),
      hintSeconds: fc.option(fc.integer({ min: -60, max: 2 * L.waitSeconds.max }), { nil: null }),
    });
    fc.assert(
      fc.property(
        clock,
        policy,
        fc.array(failure, { minLength: 30, maxLength: 30 }),
        (start, doc, failures) => {
          const usage = {
            transient: { retries_used: 0, wait_used: false },
            hard: { retries_used: 0, wait_used: false },
          };
          const waits = { transient: 0, hard: 0 };
          let now = start;
          let end: string | null = null;
          let steps = 0;
          for (const f of failures) {
            const cls = CODES[f.code].class as 'transient' | 'hard';
            const d = evaluate({
              classification: {
                code: f.code,
                class: cls,
                category: CODES[f.code].category,
                confidence: 'high',
                scope: CODES[f.code].scope,
                classifier_rule: 'r',
                catalogue_version: 'v',
                provider_id: null,
                model_id: null,
                phase: null,
                occurred_at: new Date(now).toISOString(),
                retry_after: null,
                reset_at: f.hintSeconds === null ? null : new Date(now + f.hintSeconds * 1000).toISOString(),
                safe_excerpt: null,
              },
              correlation: {
                evidence_invocation_id: 'i',
                evidence_generation: 1,
                current_invocation_id: 'i',
                current_generation: 1,
              },
              effects: {
                assistant_output: false,
                tool_activity: false,
                partial_utility_output: false,
                ambiguous_delivery: false,
              },
              policy: doc,
              usage: usage[cls],
              automation: 'auto',
              now,
            });
            steps++;
            if (d.kind === 'retry') {
              expect(d.retry_ordinal).toBe(usage[cls].retries_used + 1);
              usage[cls] = { ...usage[cls], retries_used: d.retry_ordinal };
            } else if (d.kind === 'wait_for_reset') {
              waits[cls]++;
              usage[cls] = { ...usage[cls], wait_used: true };
            } else {
              end = d.kind;
              expect(d.pending_outcome).toBe(doc[cls].on_exhausted);
              break;
            }
            now = Date.parse(d.deadline!);
          }
          expect(waits.transient).toBeLessThanOrEqual(1);
          expect(waits.hard).toBeLessThanOrEqual(1);
          expect(usage.transient.retries_used).toBeLessThanOrEqual(doc.transient.retry.max_retries);
          expect(usage.hard.retries_used).toBeLessThanOrEqual(doc.hard.retry.max_retries);
          // 2 waits + every retry budget + the final decision bound a cycle; 30 failures always suffice.
          expect(steps).toBeLessThanOrEqual(
            2 + doc.transient.retry.max_retries + doc.hard.retry.max_retries + 1,
          );
          expect(end).not.toBeNull();
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('doubles retry delays until the 24 h cap, then applies the exhausted outcome', () => {
    fc.assert(
      fc.property(clock, policy, (now, doc) => {
        const t = doc.transient;
        const k: Classification = {
          code: 'provider_unavailable',
          class: 'transient',
          category: 'provider',
          confidence: 'high',
          scope: 'provider',
          classifier_rule: 'r',
          catalogue_version: 'v',
          provider_id: null,
          model_id: null,
          phase: null,
          occurred_at: new Date(now).toISOString(),
          retry_after: null,
          reset_at: null,
          safe_excerpt: null,
        };
        const base = {
          classification: k,
          correlation: {
            evidence_invocation_id: null,
            evidence_generation: null,
            current_invocation_id: 'i',
            current_generation: 1,
          },
          effects: {
            assistant_output: false,
            tool_activity: false,
            partial_utility_output: false,
            ambiguous_delivery: false,
          },
          policy: doc,
          automation: 'auto' as const,
          now,
        };
        const budget = t.retry.max_retries;
        const decisions = Array.from({ length: budget + 1 }, (_, used) =>
          evaluate({ ...base, usage: { retries_used: used, wait_used: false } }),
        );
        const delays = decisions.slice(0, budget).map((d) => d.delay_ms);
        expect(decisions.slice(0, budget).every((d) => d.kind === 'retry')).toBe(true);
        if (budget > 0) expect(delays[0]).toBe(t.retry.initial_interval_seconds * 1000);
        for (let n = 1; n < delays.length; n++) expect(delays[n]).toBe(Math.min(2 * delays[n - 1]!, DAY_MS));
        expect(decisions[budget]).toMatchObject({
          kind: t.on_exhausted,
          reason: 'exhausted',
          pending_outcome: t.on_exhausted,
        });
      }),
      { numRuns: 500 },
    );
  });

  it('stays total and schedules nothing unsafe with hostile counters, hints and clocks', () => {
    const hostileNumber = fc.oneof(
      fc.double(),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -1, 1e300),
    );
    const hostile = fc
      .record({
        base: anyInput,
        retries_used: hostileNumber,
        retry_after: fc.option(hostileNumber, { nil: null }),
        now: fc.oneof(clock, hostileNumber),
      })
      .map(({ base, retries_used, retry_after, now }) => ({
        ...base,
        classification: { ...base.classification, retry_after },
        usage: { ...base.usage, retries_used },
        now,
      }));
    fc.assert(
      fc.property(hostile, (i) => {
        const d = evaluate(i);
        expect(['reject', 'wait_for_reset', 'retry', 'skip', 'stop']).toContain(d.kind);
        if (d.deadline !== null) {
          expect(Number.isFinite(i.now)).toBe(true);
          expect(Date.parse(d.deadline)).toBeGreaterThan(i.now);
          expect(d.delay_ms).toBeLessThanOrEqual(Math.max(DAY_MS, L.waitSeconds.max * 1000));
        }
        if (d.kind === 'retry') {
          expect(d.retry_ordinal).toBeGreaterThanOrEqual(1);
          expect(d.retry_ordinal).toBeLessThanOrEqual(d.max_retries);
        }
      }),
      RUNS,
    );
  });
});
