import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classificationSchema } from '../../catalogue/classification.ts';
import { classify, classifyWithExplanation, parseEnvelope } from '../../catalogue/classify.ts';
import { loadFixtures } from '../../catalogue/fixtures.ts';

const T0 = '2026-03-01T12:00:00Z';
const fixtures = loadFixtures();

const errorWords = fc.constantFrom(
  'rate limit',
  '429',
  '401 Unauthorized',
  'quota exceeded',
  'overloaded_error',
  'Too Many Requests',
  'usage limit reached',
  'ECONNRESET',
  'try again in 5 hours',
  'insufficient_quota',
  '{"error":{"type":"api_error"}}',
);
const junkText = fc
  .array(fc.oneof(fc.string({ maxLength: 40 }), errorWords), { maxLength: 12 })
  .map((p) => p.join(' '));

const item = fc.oneof(
  junkText.map((text) => ({ kind: 'output' as const, stream: 'stderr' as const, text })),
  junkText.map((text) => ({ kind: 'output' as const, stream: 'stdout' as const, text })),
  junkText.map((message) => ({ kind: 'jsonrpc_error' as const, code: -32603, message })),
  fc.record({ kind: fc.constant('http' as const), status: fc.integer({ min: 100, max: 599 }) }),
  fc.record({ kind: fc.constant('exit' as const), code: fc.integer({ min: -5, max: 255 }) }),
  fc.record({
    kind: fc.constant('agent_event' as const),
    format: fc.constantFrom('claude-stream-json', 'codex-exec-json', 'x'),
    event: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 })),
  }),
);

describe('classifier properties', () => {
  it('is deterministic: the same envelope twice gives the same answer and explanation', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fixtures), (f) => {
        const env = parseEnvelope(f.envelope);
        expect(JSON.stringify(classifyWithExplanation(env))).toBe(
          JSON.stringify(classifyWithExplanation(structuredClone(env))),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('never throws on random evidence and always answers a valid classification', () => {
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 6 }), (evidence) => {
        const c = classify(parseEnvelope({ observed_at: T0, evidence }));
        expect(classificationSchema.safeParse(c).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  /** Effect evidence only: the agent's output and its tool activity, in any order. */
  const effect = fc.oneof(
    junkText.map((text) => ({ kind: 'assistant_output' as const, text })),
    fc.constant({ kind: 'tool_activity' as const, name: 'Edit' }),
  );

  it('never answers transient or hard from assistant output and tool activity alone (lesson 5)', () => {
    fc.assert(
      fc.property(fc.array(effect, { minLength: 1, maxLength: 6 }), (evidence) => {
        const c = classify(parseEnvelope({ observed_at: T0, evidence }));
        // At most a tool's failure told in the narrative (issue 10, kind 1): never a provider answer.
        expect(['unclassified', 'not_provider']).toContain(c.class);
        if (c.class === 'unclassified') expect(c.classifier_rule).toBe('none');
      }),
      { numRuns: 200 },
    );
  });

  it("reads no open provider question from the agent's narrative of a tool (a property's counterexample)", () => {
    const c = classify(
      parseEnvelope({
        observed_at: T0,
        evidence: [
          { kind: 'tool_activity', name: 'Edit' },
          { kind: 'assistant_output', text: 'rate limit Or overloaded_error' },
          { kind: 'assistant_output', text: '' },
        ],
      }),
    );
    expect(c.classifier_rule).not.toBe('provider.capacity_or_quota_open');
    expect(['unclassified', 'not_provider']).toContain(c.class);
  });

  it('reads narrative as a tool failure only right after tool activity', () => {
    fc.assert(
      fc.property(fc.array(effect, { minLength: 1, maxLength: 6 }), (evidence) => {
        const c = classify(parseEnvelope({ observed_at: T0, evidence }));
        const followsTool = evidence.some(
          (e, i) => e.kind === 'assistant_output' && evidence[i - 1]?.kind === 'tool_activity',
        );
        if (!followsTool) expect(c.class).toBe('unclassified');
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the safe excerpt bounded on any input', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 4000 }), (text) => {
        const c = classify(
          parseEnvelope({
            observed_at: T0,
            evidence: [{ kind: 'output', stream: 'stderr', text: `API Error: 500 ${text}` }],
          }),
        );
        expect((c.safe_excerpt ?? '').length).toBeLessThanOrEqual(280);
      }),
      { numRuns: 100 },
    );
  });
});
