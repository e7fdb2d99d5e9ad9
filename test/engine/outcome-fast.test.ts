import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outcomeReportSchema } from '../../actors/engine.ts';
import { fastOutcomeMessage, fastOutcomeReport } from '../../actors/outcome-fast.ts';
import { loadFixtures } from '../../catalogue/fixtures.ts';
import { CLIENT_MESSAGES, clientMessageSchema } from '../../server/protocol.ts';
import { type Change, mutated, paths, same } from '../support/mutations.ts';

const envelopes = loadFixtures()
  .slice(0, 80)
  .map((f) => JSON.parse(JSON.stringify(f.envelope)) as Record<string, unknown>);

const id = (max: number) => fc.string({ minLength: 1, maxLength: max });
const effects = fc.record(
  {
    assistant_output: fc.boolean(),
    tool_activity: fc.boolean(),
    partial_utility_output: fc.boolean(),
    ambiguous_delivery: fc.boolean(),
    resumable_retry: fc.option(fc.record({ provider_session_id: id(200), generation: fc.nat() }), {
      nil: null,
    }),
  },
  { requiredKeys: [] },
);
const outcome = fc.oneof(
  fc.constant({ kind: 'success' }),
  fc.constant({ kind: 'cancelled' }),
  fc.record(
    { kind: fc.constant('failure'), envelope: fc.constantFrom(...envelopes), effects },
    { requiredKeys: ['kind', 'envelope'] },
  ),
);
/** As the hub gets it: plain objects made by JSON.parse. */
const message = fc
  .record(
    {
      type: fc.constant('outcome'),
      id: id(64),
      route_id: id(200),
      attempt_id: id(200),
      invocation_id: id(200),
      generation: fc.nat(),
      outcome,
    },
    { requiredKeys: ['type', 'route_id', 'attempt_id', 'invocation_id', 'generation', 'outcome'] },
  )
  .map((m) => JSON.parse(JSON.stringify(m)) as Record<string, unknown>);
/** The report the hub hands the engine: the message without its type and id. */
const reportOf = (m: Record<string, unknown>): Record<string, unknown> => {
  const { type: _type, id: _id, ...report } = m;
  return report;
};

/** Wherever a fast check accepts, zod accepts and answers the same; returns whether it accepted. */
function agrees(value: unknown): number {
  let accepted = 0;
  const fastMessage = fastOutcomeMessage(value);
  if (fastMessage !== null) {
    const zod = clientMessageSchema.safeParse(value);
    expect(zod.success).toBe(true);
    same(fastMessage, zod.data);
    accepted++;
  }
  const fastReport = fastOutcomeReport(value);
  if (fastReport !== null) {
    const zod = outcomeReportSchema.safeParse(value);
    expect(zod.success).toBe(true);
    same(fastReport, zod.data);
    accepted++;
  }
  return accepted;
}

const EDGES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53,
  '',
  'x',
  'x'.repeat(64),
  'x'.repeat(65),
  'x'.repeat(200),
  'x'.repeat(201),
  'x'.repeat(400),
  'x'.repeat(401),
  [],
  {},
  'outcome',
  'success',
  'failure',
  'cancelled',
];

describe('the fast checks of outcome messages and reports', () => {
  it('take every valid outcome message and report, answering exactly what zod answers', () => {
    fc.assert(
      fc.property(message, (m) => {
        expect(fastOutcomeMessage(m)).not.toBeNull();
        expect(fastOutcomeReport(reportOf(m))).not.toBeNull();
        expect(agrees(m)).toBe(2);
        expect(agrees(reportOf(m))).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it('agree with zod on every single change of every field of full and bare messages and reports', () => {
    const full = {
      type: 'outcome',
      id: 'm1',
      route_id: 'rt_1',
      attempt_id: 'at_1',
      invocation_id: 'inv_1',
      generation: 3,
      outcome: {
        kind: 'failure',
        envelope: envelopes[0],
        effects: {
          assistant_output: true,
          tool_activity: false,
          partial_utility_output: false,
          ambiguous_delivery: true,
          resumable_retry: { provider_session_id: 'sess', generation: 2 },
        },
      },
    };
    const bare = { ...reportOf(full), type: 'outcome', outcome: { kind: 'failure', envelope: envelopes[1] } };
    const samples = [
      full,
      bare,
      { ...bare, outcome: { kind: 'success' } },
      { ...bare, outcome: { kind: 'cancelled' } },
      reportOf(full),
      reportOf(bare),
    ];
    // The envelope's own items are the catalogue's fast check's, proven by its own test.
    const opaque = new Set(['evidence']);
    let checked = 0;
    let accepted = 0;
    for (const sample of samples) {
      for (const path of paths(sample, opaque)) {
        const changes: [Change, unknown][] = [
          ['delete', null],
          ['extra', 1],
          ...EDGES.map((to): [Change, unknown] => ['set', to]),
        ];
        for (const [change, to] of changes) {
          accepted += agrees(mutated(sample, path, change, to));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    // Not vacuous: the strip schema takes many changes (unknown keys), the strict one some.
    expect(accepted).toBeGreaterThan(100);
  });

  it('leave a message they are unsure of to zod, which refuses it with the field', () => {
    const bad = {
      type: 'outcome',
      route_id: 'rt_1',
      attempt_id: 'at_1',
      invocation_id: 'inv_1',
      generation: -1,
      outcome: { kind: 'success' },
    };
    expect(fastOutcomeMessage(bad)).toBeNull();
    const zod = CLIENT_MESSAGES.outcome.safeParse(bad);
    expect(zod.success).toBe(false);
    expect(zod.error?.issues.map((i) => i.path.join('.'))).toEqual(['generation']);
  });
});
