import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEnvelope } from '../../catalogue/classify.ts';
import { ENVELOPE_LIMITS, envelopeSchema } from '../../catalogue/envelope.ts';
import { fastEnvelope } from '../../catalogue/envelope-fast.ts';
import { loadFixtures } from '../../catalogue/fixtures.ts';
import { ValidationError } from '../../validation/field-errors.ts';

const L = ENVELOPE_LIMITS;

/** Values near every bound the schema checks, and wrong types. */
const edgy = fc.oneof(
  fc.constantFrom(
    undefined,
    null,
    true,
    0,
    -1,
    1.5,
    99,
    100,
    599,
    600,
    2 ** 53,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '',
    'x',
    'stderr',
    'stdout',
    'x'.repeat(32),
    'x'.repeat(33),
    'x'.repeat(64),
    'x'.repeat(65),
    'x'.repeat(100),
    'x'.repeat(101),
    'x'.repeat(200),
    'x'.repeat(201),
    'x'.repeat(255),
    'x'.repeat(256),
    [],
    ['a'],
    [1],
    {},
  ),
  fc.string({ maxLength: 8 }),
  fc.integer(),
);

const json = fc.jsonValue({ maxDepth: 4 });
const deep = fc.integer({ min: L.maxDepth - 2, max: L.maxDepth + 1 }).map((n) => {
  let v: unknown = 'x';
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { v };
  return v;
});

const str = (min: number, max: number) => fc.string({ minLength: min, maxLength: max });
const opt = { requiredKeys: ['kind'] as 'kind'[] };

/** Well-formed items of every kind, optional fields present or not. */
const validItem = fc.oneof(
  fc.record(
    {
      kind: fc.constant('http'),
      status: fc.integer({ min: 100, max: 599 }),
      headers: fc.dictionary(str(1, 6), fc.oneof(fc.string(), fc.integer(), fc.array(fc.string()))),
      body: json,
    },
    opt,
  ),
  fc.record(
    { kind: fc.constant('jsonrpc_error'), code: fc.integer(), message: fc.string(), data: json },
    { requiredKeys: ['kind', 'message'] },
  ),
  fc.record({
    kind: fc.constant('agent_event'),
    format: str(1, 100),
    event: fc.dictionary(str(1, 6), json),
  }),
  fc.record({ kind: fc.constant('output'), stream: fc.constantFrom('stderr', 'stdout'), text: fc.string() }),
  fc.record(
    {
      kind: fc.constant('exit'),
      code: fc.option(fc.integer(), { nil: null }),
      signal: fc.option(str(0, 32), { nil: null }),
    },
    opt,
  ),
  fc.record(
    { kind: fc.constant('spawn_error'), code: str(1, 64), message: fc.string() },
    { requiredKeys: ['kind', 'code'] },
  ),
  fc.record({ kind: fc.constant('network'), code: str(0, 64), message: fc.string(), host: str(0, 255) }, opt),
  fc.record({ kind: fc.constant('assistant_output'), text: fc.string() }),
  fc.record({ kind: fc.constant('tool_activity'), name: str(0, 200) }, opt),
);

const itemFields = [
  'kind',
  'status',
  'headers',
  'body',
  'code',
  'message',
  'data',
  'format',
  'event',
  'stream',
  'text',
  'signal',
  'host',
  'name',
  'extra',
];
const corrupt = fc.oneof(
  edgy,
  deep,
  json,
  fc.constant('é'.repeat(L.maxItemBytes / 2 + 1)),
  fc.constant({ 'retry-after': Number.NaN }),
  fc.constant(JSON.parse('{"__proto__": "x"}') as unknown),
);

/** Applies at most one corruption: a field set to an edge value or a wrong type. */
function mutate<T extends object>(keys: string[]) {
  return (base: fc.Arbitrary<T>) =>
    fc
      .tuple(base, fc.option(fc.tuple(fc.constantFrom(...keys), corrupt), { freq: 2 }))
      .map(([value, change]) => (change ? { ...value, [change[0]]: change[1] } : value));
}

const item = mutate<object>(itemFields)(validItem);

/** Rebuilds objects on Object.prototype (as JSON.parse makes them); fast-check may use null ones. */
function plainify(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(plainify);
  if (v === null || typeof v !== 'object') return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v))
    Object.defineProperty(out, k, {
      value: plainify(x),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}

const generated = mutate<object>([
  'observed_at',
  'evidence',
  'agent',
  'provider_id',
  'model_id',
  'phase',
  'invocation_id',
  'generation',
  'unknown_field',
])(
  fc.record(
    {
      observed_at: fc.constantFrom(
        '2026-03-01T12:00:00Z',
        '2026-03-01T12:00:00.123+05:30',
        '2026-03-01T12:00:00',
        '2026-02-29T12:00:00Z',
        '2028-02-29T12:00:00Z',
        'yesterday',
      ),
      evidence: fc.array(item, { minLength: 1, maxLength: 4 }),
      agent: str(1, 200),
      provider_id: str(1, 200),
      model_id: str(1, 200),
      phase: str(1, 200),
      invocation_id: str(1, 200),
      generation: fc.nat(),
      unknown_field: json,
    },
    { requiredKeys: ['observed_at', 'evidence'] },
  ),
);
const envelope = fc.tuple(generated, fc.nat(9)).map(([e, k]) => (k === 0 ? e : (plainify(e) as object)));

describe('the fast envelope check in front of zod', () => {
  it('accepts every fixture envelope itself, answering what zod answers', () => {
    for (const f of loadFixtures()) {
      const input = JSON.parse(JSON.stringify(f.envelope)) as unknown;
      const fast = fastEnvelope(input);
      expect(fast, f.id).not.toBeNull();
      expect(fast).toEqual(envelopeSchema.parse(input));
    }
  });

  it('never accepts what zod rejects, and answers the same stripped envelope when it accepts', () => {
    let accepted = 0;
    fc.assert(
      fc.property(envelope, (input) => {
        const zod = envelopeSchema.safeParse(input);
        const fast = fastEnvelope(input);
        if (fast !== null) {
          accepted++;
          expect(zod.success).toBe(true);
          expect(fast).toEqual(zod.data);
        }
      }),
      { numRuns: 3000 },
    );
    // The generator is mostly well formed, so the fast path is exercised, not only the fallback.
    expect(accepted).toBeGreaterThan(3000 / 10);
  });

  it('makes parseEnvelope accept exactly the inputs zod accepts, with zod field errors otherwise', () => {
    fc.assert(
      fc.property(envelope, (input) => {
        const zod = envelopeSchema.safeParse(input);
        let parsed: unknown;
        let error: unknown;
        try {
          parsed = parseEnvelope(input);
        } catch (e) {
          error = e;
        }
        if (zod.success) expect(parsed).toEqual(zod.data);
        else expect(error).toBeInstanceOf(ValidationError);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves a record key named __proto__ to zod instead of copying it', () => {
    const input = JSON.parse(
      '{"observed_at":"2026-03-01T12:00:00Z","evidence":[{"kind":"agent_event","format":"f","event":{"__proto__":{"a":1}}}]}',
    ) as unknown;
    expect(fastEnvelope(input)).toBeNull();
    expect(() => parseEnvelope(input)).not.toThrow();
  });

  it('checks item bytes and nesting like the schema at the limits', () => {
    const text = (n: number) => ({ kind: 'output', stream: 'stderr', text: 'x'.repeat(n) });
    const env = (it: unknown) => ({ observed_at: '2026-03-01T12:00:00Z', evidence: [it] });
    const overhead = JSON.stringify(text(0)).length;
    expect(fastEnvelope(env(text(L.maxItemBytes - overhead)))).not.toBeNull();
    expect(fastEnvelope(env(text(L.maxItemBytes - overhead + 1)))).toBeNull();
    expect(envelopeSchema.safeParse(env(text(L.maxItemBytes - overhead + 1))).success).toBe(false);
  });

  it('measures exactly, like the schema, whenever its cheap size bound passes a limit', () => {
    // The bound counts 6 bytes a character; these sizes sit between the bound and the exact size.
    const text = (t: string) => ({ kind: 'output', stream: 'stderr', text: t });
    const env = (...evidence: unknown[]) => ({ observed_at: '2026-03-01T12:00:00Z', evidence });
    const cases = [
      env(text('x'.repeat(L.maxItemBytes - 60))),
      env(text('\u0001'.repeat(L.maxItemBytes / 6 + 10))),
      env(text('é'.repeat(L.maxItemBytes / 2 - 40))),
      env(text('😀'.repeat(L.maxItemBytes / 4 - 20))),
      env(...Array.from({ length: 16 }, () => text('x'.repeat(L.maxEnvelopeBytes / 16 - 60)))),
      env(...Array.from({ length: 17 }, () => text('x'.repeat(L.maxEnvelopeBytes / 16 - 60)))),
    ];
    const answers = cases.map((input) => {
      const zod = envelopeSchema.safeParse(input);
      const fast = fastEnvelope(input);
      if (fast !== null) expect(fast).toEqual(zod.data);
      return [zod.success, fast !== null];
    });
    expect(answers).toEqual([
      [true, true],
      [false, false],
      [true, true],
      [true, true],
      [true, true],
      [false, false],
    ]);
  });
});
