import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastPersistedRoute, parsePersistedRoute } from '../../machines/persisted-route-fast.ts';
import { persistedRouteSchema, ROUTE_MACHINE_VERSION } from '../../machines/route.machine.ts';
import { ATTEMPT_PHASES, TASK_LIMITS } from '../../machines/route.types.ts';
import { type Change, mutated, type Path, paths, same } from '../support/mutations.ts';

const L = TASK_LIMITS;
const str = (min: number, max: number) => fc.string({ minLength: min, maxLength: max });
/** A record key; `__proto__` is one zod strips (the fast check leaves such records to zod, see below). */
const key = (min: number, max: number) => str(min, max).filter((k) => k !== '__proto__');
const nullable = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const nat = fc.nat({ max: 1000 });

const classPolicy = fc.record({
  retry: fc.record({
    enabled: fc.boolean(),
    max_retries: fc.integer(),
    initial_interval_seconds: fc.double({ noNaN: true, noDefaultInfinity: true }),
  }),
  wait_for_reset: fc.record({ enabled: fc.boolean(), max_wait_seconds: fc.integer() }),
  on_exhausted: fc.constantFrom('skip', 'stop'),
});

/** Tasks at their limits (`long`) or short ones (fast to copy, for the exhaustive check). */
const taskOf = (long: boolean) => {
  const at = (limit: number, c: string) => (long ? [fc.constant(c.repeat(limit))] : []);
  return fc.record({
    prompt: fc.oneof(str(1, 20), ...at(L.promptChars, 'p')),
    cwd: fc.oneof(str(1, 20), ...at(L.cwdChars, 'c')),
    metadata: fc.dictionary(
      fc.oneof(key(1, 8), ...at(L.metadataKeyChars, 'k')),
      fc.oneof(str(0, 8), ...at(L.metadataValueChars, 'v')),
      { maxKeys: long ? L.metadataKeys : 3 },
    ),
  });
};

/** Snapshots of every shape the schema accepts with nothing to strip or fill in. */
const validOf = (long: boolean) =>
  fc.record({
    machine_version: fc.constant(ROUTE_MACHINE_VERSION),
    state: fc.constantFrom(
      'active',
      'retry_wait',
      'waiting_for_reset',
      'retrying',
      'switching',
      'action_required',
    ),
    context: fc.record({
      route_id: str(1, 12),
      profile_id: str(1, 12),
      caller: fc.constantFrom('kanban', 'office', 'utility'),
      candidates: fc.array(fc.record({ id: str(1, 6), agent_profile: str(1, 6) }), {
        minLength: 1,
        maxLength: 3,
      }),
      candidate_index: fc.integer({ min: -1, max: 3 }),
      excluded: fc.array(str(0, 6), { maxLength: 3 }),
      cycle: nat,
      usage: fc.dictionary(key(0, 12), fc.record({ retries_used: nat, wait_used: fc.boolean() }), {
        maxKeys: 3,
      }),
      generation: nat,
      invocation_id: nullable(str(0, 12)),
      attempt_id: nullable(str(0, 12)),
      dispatch: nullable(
        fc.record({
          attempt_id: str(0, 12),
          invocation_id: str(0, 12),
          generation: fc.integer(),
          candidate_id: str(0, 6),
          status: fc.constantFrom('recorded', 'acknowledged', 'succeeded', 'failed'),
        }),
      ),
      effects: fc.record(
        {
          assistant_output: fc.boolean(),
          tool_activity: fc.boolean(),
          partial_utility_output: fc.boolean(),
          ambiguous_delivery: fc.boolean(),
          resumable_retry: nullable(fc.record({ provider_session_id: str(0, 12), generation: fc.integer() })),
        },
        {
          requiredKeys: ['assistant_output', 'tool_activity', 'partial_utility_output', 'ambiguous_delivery'],
        },
      ),
      deadline: nullable(fc.constantFrom('2026-01-01T01:00:00.000Z', 'soon')),
      pending_outcome: nullable(fc.constantFrom('retry', 'skip', 'stop')),
      retry_ordinal: nat,
      max_retries: nat,
      code: nullable(str(0, 8)),
      class: nullable(str(0, 8)),
      category: nullable(str(0, 8)),
      safe_excerpt: nullable(str(0, 8)),
      classifier_rule: nullable(str(0, 8)),
      catalogue_version: nullable(str(0, 8)),
      reason: nullable(str(0, 8)),
      policy_snapshot: nullable(
        fc.record({ version: fc.constant(1), transient: classPolicy, hard: classPolicy }),
      ),
      decision: nullable(fc.constantFrom('reject', 'wait_for_reset', 'retry', 'skip', 'stop')),
      history_seq: nat,
      updated_at: fc.constantFrom('2026-01-01T00:00:00.000Z', ''),
      task: nullable(taskOf(long)),
      turn: nat,
      phase: nullable(fc.constantFrom(...ATTEMPT_PHASES)),
    }),
  });
const valid = validOf(true);

/** Values near every bound the schema checks, and wrong types. */
const EDGES: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -0,
  -1,
  -2,
  1,
  1.5,
  2 ** 53,
  -(2 ** 53),
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  'x',
  'retry',
  'kanban',
  'stream',
  'failed',
  '__proto__',
  'k'.repeat(L.metadataKeyChars + 1),
  'v'.repeat(L.metadataValueChars + 1),
  'p'.repeat(L.promptChars + 1),
  'c'.repeat(L.cwdChars + 1),
  [],
  ['a'],
  [1],
  [{ id: 'a', agent_profile: 'b' }],
  {},
  { retries_used: 0, wait_used: false },
  Object.fromEntries(Array.from({ length: L.metadataKeys + 1 }, (_, i) => [`k${i}`, 'v'])),
  JSON.parse('{"__proto__": {"retries_used": 0, "wait_used": false}}') as unknown,
];
const corrupt = fc.oneof(
  fc.constantFrom(...EDGES),
  fc.string({ maxLength: 4 }),
  fc.integer(),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A copy of `value` with one change at its `pick`-th path. */
function mutatedAt(value: unknown, pick: number, change: Change, to: unknown): unknown {
  const all = paths(value);
  return mutated(value, all[pick % all.length] as Path, change, to);
}

/** Runs `check` on `value` with one change made in place, then undoes it (no copy per change). */
function changedInPlace(
  value: Record<string | number, unknown>,
  path: Path,
  change: Change,
  to: unknown,
  check: (changed: unknown) => void,
): void {
  let parent: Record<string | number, unknown> = value;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  const key = change === 'extra' && !Array.isArray(parent) ? `${String(last)}_extra` : last;
  const had = Object.hasOwn(parent, key);
  const before = parent[key];
  if (change === 'delete') delete parent[key];
  else parent[key] = to;
  try {
    check(value);
  } finally {
    if (had) parent[key] = before;
    else delete parent[key];
  }
}

const input = fc.oneof(
  { weight: 1, arbitrary: valid.map((v) => JSON.parse(JSON.stringify(v)) as unknown) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(validOf(false), fc.nat(), fc.constantFrom<Change>('set', 'delete', 'extra'), corrupt)
      .map(([v, pick, change, to]) => mutatedAt(v, pick, change, to)),
  },
);

describe('the fast check of a persisted route snapshot in front of zod', () => {
  it('agrees with zod on every single change of every field of full and sparse snapshots', () => {
    // Short strings: each change copies the sample (the limits are among the edge values).
    const full = fc
      .sample(validOf(false), { numRuns: 30, seed: 11 })
      .find(
        (v) =>
          v.context.task &&
          v.context.dispatch &&
          v.context.policy_snapshot &&
          v.context.effects.resumable_retry,
      );
    const samples = [full, ...fc.sample(validOf(false), { numRuns: 1, seed: 5 })];
    let checked = 0;
    for (const sample of samples) {
      const copy = JSON.parse(JSON.stringify(sample)) as Record<string | number, unknown>;
      for (const path of paths(copy)) {
        const changes: [Change, unknown][] = [
          ['delete', null],
          ['extra', 1],
          ...EDGES.map((to): [Change, unknown] => ['set', to]),
        ];
        for (const [change, to] of changes) {
          // Where the fast check declines, zod itself answers: only what it accepts needs comparing.
          changedInPlace(copy, path, change, to, (snapshot) => {
            const fast = fastPersistedRoute(snapshot);
            if (fast !== null) {
              const zod = persistedRouteSchema.safeParse(snapshot);
              same(zod.success ? fast : zod.error.issues, zod.data);
            }
          });
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it('takes every valid snapshot with nothing to strip itself, answering what zod answers', () => {
    fc.assert(
      fc.property(valid, (v) => {
        const json = JSON.parse(JSON.stringify(v)) as unknown;
        const fast = fastPersistedRoute(json);
        expect(fast).toBe(json);
        same(fast, persistedRouteSchema.parse(json));
      }),
      { numRuns: 100 },
    );
  });

  it('never accepts what zod rejects, and answers what zod answers whenever it accepts', () => {
    let accepted = 0;
    let rejected = 0;
    fc.assert(
      fc.property(input, (snapshot) => {
        const zod = persistedRouteSchema.safeParse(snapshot);
        const fast = fastPersistedRoute(snapshot);
        if (fast !== null) {
          accepted++;
          expect(zod.success).toBe(true);
          same(fast, zod.data);
        }
        if (!zod.success) rejected++;
        const both = parsePersistedRoute(snapshot);
        expect(both.success).toBe(zod.success);
        if (both.success) same(both.data, zod.data);
        else expect(both.issues).toEqual(zod.error?.issues);
      }),
      { numRuns: 300 },
    );
    // Both sides of the comparison were exercised.
    expect(accepted).toBeGreaterThan(40);
    expect(rejected).toBeGreaterThan(40);
  });

  it('leaves snapshots stored before task, turn and phase existed to zod, which fills in their defaults', () => {
    const [sample] = fc.sample(valid, { numRuns: 1, seed: 7 });
    const old = JSON.parse(JSON.stringify(sample)) as { context: Record<string, unknown> };
    delete old.context['task'];
    delete old.context['turn'];
    delete old.context['phase'];
    expect(fastPersistedRoute(old)).toBeNull();
    const parsed = parsePersistedRoute(old);
    expect(parsed.success && parsed.data.context).toMatchObject({ task: null, turn: 0, phase: null });
  });

  it('refuses what zod refuses with zod’s field-addressed issues', () => {
    const [sample] = fc.sample(valid, { numRuns: 1, seed: 3 });
    const bad = JSON.parse(JSON.stringify(sample)) as { context: Record<string, unknown> };
    bad.context['generation'] = -1;
    const parsed = parsePersistedRoute(bad);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.issues.map((i) => i.path.join('.'))).toEqual(['context.generation']);
  });
});
