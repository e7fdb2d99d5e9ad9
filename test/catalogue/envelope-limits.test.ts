import { describe, expect, it } from 'vitest';
import { parseEnvelope } from '../../catalogue/classify.ts';
import { ENVELOPE_LIMITS } from '../../catalogue/envelope.ts';
import { ValidationError } from '../../validation/field-errors.ts';

const T0 = '2026-03-01T12:00:00Z';

function errorsOf(input: unknown): { path: string; code: string }[] {
  try {
    parseEnvelope(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).errors;
  }
  throw new Error('expected a ValidationError');
}

function nested(depth: number): unknown {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = { v };
  return v;
}

describe('envelope limits', () => {
  it('accepts the most items allowed and rejects one more at "evidence"', () => {
    const item = { kind: 'exit', code: 1 };
    expect(
      parseEnvelope({ observed_at: T0, evidence: Array(ENVELOPE_LIMITS.maxItems).fill(item) }).evidence,
    ).toHaveLength(ENVELOPE_LIMITS.maxItems);
    const errors = errorsOf({ observed_at: T0, evidence: Array(ENVELOPE_LIMITS.maxItems + 1).fill(item) });
    expect(errors).toContainEqual(expect.objectContaining({ path: 'evidence', code: 'too_big' }));
  });

  it('rejects an item past the byte limit at its index', () => {
    const big = { kind: 'output', stream: 'stderr', text: 'x'.repeat(ENVELOPE_LIMITS.maxItemBytes) };
    const errors = errorsOf({ observed_at: T0, evidence: [{ kind: 'exit', code: 1 }, big] });
    expect(errors).toContainEqual(expect.objectContaining({ path: 'evidence.1', code: 'too_big' }));
  });

  it('rejects an envelope past the total byte limit', () => {
    const item = { kind: 'output', stream: 'stderr', text: 'y'.repeat(ENVELOPE_LIMITS.maxItemBytes - 100) };
    const count = Math.ceil(ENVELOPE_LIMITS.maxEnvelopeBytes / ENVELOPE_LIMITS.maxItemBytes) + 1;
    const errors = errorsOf({
      observed_at: T0,
      evidence: Array(Math.min(count, ENVELOPE_LIMITS.maxItems)).fill(item),
    });
    expect(errors).toContainEqual(expect.objectContaining({ path: '', code: 'too_big' }));
  });

  it('rejects JSON nested deeper than allowed inside an item', () => {
    const errors = errorsOf({
      observed_at: T0,
      evidence: [{ kind: 'http', status: 500, body: nested(ENVELOPE_LIMITS.maxDepth + 1) }],
    });
    expect(errors).toContainEqual(expect.objectContaining({ path: 'evidence.0', code: 'too_big' }));
  });

  it('addresses malformed fields by path', () => {
    const errors = errorsOf({
      observed_at: '2026-03-01 12:00',
      evidence: [
        { kind: 'http', status: 42 },
        { kind: 'output', stream: 'stdin', text: 'x' },
        { kind: 'teleport' },
      ],
      generation: -1,
    });
    const paths = errors.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'observed_at',
        'evidence.0.status',
        'evidence.1.stream',
        'evidence.2.kind',
        'generation',
      ]),
    );
  });

  it('rejects an envelope without evidence and a non-object', () => {
    expect(errorsOf({ observed_at: T0, evidence: [] }).map((e) => e.path)).toContain('evidence');
    expect(errorsOf('nope')[0]?.path).toBe('');
  });
});
