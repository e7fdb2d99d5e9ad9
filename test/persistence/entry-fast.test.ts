import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAST_FIELDS, fastRouteEntry } from '../../persistence/entry-fast.ts';
import {
  attemptRecordSchema,
  dispatchRecordSchema,
  routeEntrySchema,
  segmentEntrySchema,
  storedRouteSchema,
} from '../../persistence/schemas.ts';
import { type Change, mutated, paths, same } from '../support/mutations.ts';

const str = (min: number, max: number) => fc.string({ minLength: min, maxLength: max });
const nullable = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const id = fc.oneof(str(1, 8), fc.constant('i'.repeat(512)));
const count = fc.oneof(fc.nat({ max: 1000 }), fc.constant(Number.MAX_SAFE_INTEGER));
const utc = fc.constantFrom(
  '2026-01-01T00:00:00.000Z',
  '2026-01-01T00:00:00Z',
  '2028-02-29T23:59:59.123456Z',
  '2026-12-31T12:00:00.5Z',
);

/** Route records of every shape the schema accepts, as JSON.parse makes them. */
const validOf = (attempts: number) =>
  fc
    .record({
      t: fc.constant('route'),
      route: fc.record({
        schema_version: fc.constant(1),
        route_id: id,
        profile_id: id,
        caller: fc.constantFrom('kanban', 'office', 'utility'),
        machine_version: count,
        created_at: utc,
        updated_at: utc,
        snapshot: fc.jsonValue({ maxDepth: 2 }),
        dispatch: nullable(
          fc.record({
            attempt_id: id,
            invocation_id: id,
            generation: count,
            candidate_id: id,
            recorded_at: utc,
            status: fc.constantFrom('recorded', 'acknowledged', 'succeeded', 'failed'),
          }),
        ),
      }),
      attempts: fc.array(
        fc.record(
          {
            schema_version: fc.constant(1),
            route_id: id,
            seq: count,
            at: utc,
            attempt_id: id,
            invocation_id: id,
            generation: count,
            candidate_id: id,
            event: fc.constantFrom('dispatched', 'succeeded', 'failed', 'action', 'reconciled'),
            code: nullable(str(0, 6)),
            class: nullable(str(0, 6)),
            category: nullable(str(0, 6)),
            catalogue_version: nullable(str(0, 6)),
            classifier_rule: nullable(str(0, 6)),
            safe_excerpt: nullable(str(0, 6)),
            policy_snapshot: fc.jsonValue({ maxDepth: 2 }),
            decision: nullable(str(0, 6)),
            reason: nullable(str(0, 6)),
            retry_ordinal: count,
            max_retries: count,
            deadline: nullable(utc),
            pending_outcome: nullable(str(0, 6)),
            action: nullable(str(0, 6)),
            classification: nullable(
              fc.record({
                confidence: fc.constantFrom('high', 'medium', 'low'),
                scope: nullable(str(0, 6)),
                provider_id: nullable(str(0, 6)),
                model_id: nullable(str(0, 6)),
                phase: nullable(str(0, 6)),
                occurred_at: str(0, 6),
                retry_after: nullable(
                  fc.oneof(fc.nat(), fc.double({ min: 0, noNaN: true, noDefaultInfinity: true })),
                ),
                reset_at: nullable(str(0, 6)),
              }),
            ),
          },
          {
            requiredKeys: FAST_FIELDS.attempt.filter(
              (k) => k !== 'action' && k !== 'classification',
            ) as never[],
          },
        ),
        { maxLength: attempts },
      ),
    })
    .map((v) => JSON.parse(JSON.stringify(v)) as unknown);

/** Values near every bound the schemas check, and wrong types. */
const EDGES: unknown[] = [
  undefined,
  null,
  true,
  0,
  -0,
  -1,
  1,
  2,
  1.5,
  2 ** 53,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  'x',
  'i'.repeat(513),
  'route',
  'kanban',
  'failed',
  'high',
  '2026-01-01T00:00:00.000Z',
  '2026-01-01T00:00:00.000+01:00',
  '2026-02-29T00:00:00Z',
  '2026-01-01 00:00:00Z',
  [],
  [1],
  {},
];

/** Inside the snapshots zod takes as they are, nothing is checked. */
const OPAQUE = new Set(['snapshot', 'policy_snapshot']);

/** Whether the fast check, where it accepts, answers exactly what zod answers. */
function agrees(record: unknown): boolean {
  const fast = fastRouteEntry(record);
  if (fast === null) return true; // zod itself decides
  const zod = routeEntrySchema.safeParse(record);
  same(zod.success ? fast : zod.error.issues, zod.data);
  same(segmentEntrySchema.parse(record), fast);
  return true;
}

describe('the fast check of a route record in front of zod', () => {
  it('knows exactly the fields of the record schemas', () => {
    const keys = (shape: object) => Object.keys(shape).sort();
    expect([...FAST_FIELDS.route].sort()).toEqual(keys(storedRouteSchema.shape));
    expect([...FAST_FIELDS.dispatch].sort()).toEqual(keys(dispatchRecordSchema.shape));
    expect([...FAST_FIELDS.attempt].sort()).toEqual(keys(attemptRecordSchema.shape));
    const classification = attemptRecordSchema.shape.classification.unwrap().unwrap();
    expect([...FAST_FIELDS.classification].sort()).toEqual(keys(classification.shape));
  });

  it('takes every valid record itself, answering what zod answers', () => {
    fc.assert(
      fc.property(validOf(3), (record) => {
        expect(fastRouteEntry(record)).toBe(record);
        return agrees(record);
      }),
      { numRuns: 100 },
    );
  });

  it('agrees with zod on every single change of every checked field', () => {
    type Sample = { route: { dispatch: unknown }; attempts: Record<string, unknown>[] };
    const pool = fc.sample(validOf(2), { numRuns: 40, seed: 9 }) as Sample[];
    // One record with a dispatch and an attempt with every optional field, one with neither.
    const full = pool.find(
      (r) =>
        r.route.dispatch !== null &&
        r.attempts.some((a) => a['action'] != null && a['classification'] != null),
    );
    const bare = pool.find((r) => r.route.dispatch === null && r.attempts.length === 0);
    const samples = [full, bare];
    expect(full && bare).toBeTruthy();
    let checked = 0;
    for (const sample of samples) {
      for (const path of paths(sample, OPAQUE)) {
        const changes: [Change, unknown][] = [
          ['delete', null],
          ['extra', 1],
          ...EDGES.map((to): [Change, unknown] => ['set', to]),
        ];
        for (const [change, to] of changes) {
          agrees(mutated(sample, path, change, to));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('leaves records it is unsure of to zod, which refuses them with the field', () => {
    const [sample] = fc.sample(validOf(1), { numRuns: 1, seed: 4 });
    const bad = mutated(sample, ['route', 'updated_at'], 'set', '2026-01-01T00:00:00+01:00');
    expect(fastRouteEntry(bad)).toBeNull();
    const zod = routeEntrySchema.safeParse(bad);
    expect(zod.success).toBe(false);
    expect(zod.error?.issues.map((i) => i.path.join('.'))).toEqual(['route.updated_at']);
  });
});
