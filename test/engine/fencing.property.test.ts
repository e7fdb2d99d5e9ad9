/**
 * Property: whatever interleaving of timers, actions and evidence (current or stale) arrives,
 * the route advances once per accepted input, generations only grow, each delivery has its own
 * generation, stale input changes nothing, and a timer is armed only in a persisted wait.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAction, toRouteView } from '../../machines/route.machine.ts';
import { classification, machineHarness, policy, settled } from './helpers.ts';

const POLICY = policy(
  { retry: { enabled: true, max_retries: 2, initial_interval_seconds: 5 }, on_exhausted: 'skip' },
  { wait_for_reset: { enabled: true, max_wait_seconds: 300 }, on_exhausted: 'stop' },
);

type Command =
  | { kind: 'advance'; ms: number }
  | { kind: 'action'; action: 'retry_now' | 'skip_now' | 'cancel_wait' | 'stop'; stale: boolean }
  | { kind: 'fail'; code: 'provider_overloaded' | 'quota_limited' | 'unclassified'; stale: boolean }
  | { kind: 'succeed'; stale: boolean };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 30_000 }) }),
  fc.record({
    kind: fc.constant('action' as const),
    action: fc.constantFrom(
      'retry_now' as const,
      'skip_now' as const,
      'cancel_wait' as const,
      'stop' as const,
    ),
    stale: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('fail' as const),
    code: fc.constantFrom('provider_overloaded' as const, 'quota_limited' as const, 'unclassified' as const),
    stale: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('succeed' as const), stale: fc.boolean() }),
);

describe('generation fencing (property)', () => {
  it('timers, actions and evidence in any order never advance the route twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        const h = machineHarness();
        h.actor.start();
        await settled(h.actor);
        let lastGeneration = h.actor.getSnapshot().context.generation;
        for (const c of commands) {
          const before = h.actor.getSnapshot();
          const ctx = before.context;
          const ids = {
            invocation_id: c.kind !== 'advance' && c.stale ? 'inv_earlier' : (ctx.invocation_id ?? ''),
            generation: c.kind !== 'advance' && c.stale ? Math.max(0, ctx.generation - 1) : ctx.generation,
          };
          if (c.kind === 'advance') {
            await h.clock.advanceBy(c.ms);
          } else if (c.kind === 'action') {
            const expected = c.stale ? ctx.generation - 1 : ctx.generation;
            const check = checkAction(before.value, ctx, c.action, expected);
            h.actor.send({
              type: 'ACTION',
              action: c.action,
              expected_generation: expected,
              cancel_deadline: new Date(h.clock.now() + 30_000).toISOString(),
            });
            // A rejected or no-op action changes nothing.
            if (!check.ok || check.noop) expect(h.actor.getSnapshot()).toBe(before);
          } else if (c.kind === 'fail') {
            h.actor.send({
              type: 'FAIL',
              ...ids,
              classification: classification(c.code, {
                occurred_at: new Date(h.clock.now()).toISOString(),
                retry_after: c.code === 'quota_limited' ? 60 : null,
              }),
              effects: {},
              policy: POLICY,
              automation: 'auto',
              now: h.clock.now(),
            });
          } else {
            h.actor.send({ type: 'SUCCEED', ...ids });
          }
          if (c.kind !== 'advance' && c.kind !== 'action' && c.stale) {
            expect(h.actor.getSnapshot()).toBe(before);
          }
          await settled(h.actor);
          const after = h.actor.getSnapshot();
          expect(after.context.generation).toBeGreaterThanOrEqual(lastGeneration);
          lastGeneration = after.context.generation;
          // A timer is armed only in a wait (or a cancel's grace period) that was persisted first.
          const view = toRouteView(after);
          if (h.clock.pending() > 0) {
            if (view.state === 'active' || view.state === 'retrying') {
              expect(view).toMatchObject({ reason: 'cancel_requested', attempt_in_flight: true });
            } else expect(['retry_wait', 'waiting_for_reset', 'switching']).toContain(view.state);
            expect(h.persisted.at(-1)?.route.state).toBe(view.state);
            expect(h.persisted.at(-1)?.route.context.deadline).toBe(view.deadline);
          }
        }
        // Each delivery has its own generation: nothing was dispatched twice.
        const generations = h.delivered.map((d) => d.generation);
        expect(new Set(generations).size).toBe(generations.length);
        expect(generations).toEqual([...generations].sort((a, b) => a - b));
        h.actor.stop();
      }),
      { numRuns: 150 },
    );
  });
});
