/**
 * Property: any timeline of failures, successes, actions, restarts and crashes runs to the end
 * through the real engine and store, dispatches each attempt once, and prints the same trace for
 * every caller and on every run.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runSimulation, type TraceLine } from '../../simulation/simulator.ts';

/** Property runs; raise with FC_RUNS for a longer hunt. */
const RUNS = Number(process.env.FC_RUNS ?? 20);

const RETRYING = {
  version: 1,
  transient: {
    retry: { enabled: true, max_retries: 2, initial_interval_seconds: 5 },
    wait_for_reset: { enabled: false, max_wait_seconds: 0 },
    on_exhausted: 'skip',
  },
  hard: {
    retry: { enabled: false, max_retries: 0, initial_interval_seconds: 0 },
    wait_for_reset: { enabled: true, max_wait_seconds: 300 },
    on_exhausted: 'stop',
  },
};

const OVERLOADED = { agent: 'claude-code', evidence: [{ kind: 'http', status: 529 }] };
/** A quota error whose reset is 60 s after the simulation's start. */
const QUOTA = {
  agent: 'claude-code',
  evidence: [{ kind: 'output', stream: 'stderr', text: 'Claude AI usage limit reached|1767225660' }],
};

const step = fc.oneof(
  fc.record({
    do: fc.constant('fail'),
    evidence: fc.constantFrom(OVERLOADED, QUOTA),
    stale: fc.boolean(),
    effects: fc.constantFrom([], ['tool_activity']),
  }),
  fc.record({ do: fc.constant('succeed'), stale: fc.boolean() }),
  fc.record({
    do: fc.constant('action'),
    action: fc.constantFrom('retry_now', 'skip_now', 'cancel_wait', 'stop'),
    expected_generation: fc.constantFrom('current', 'stale'),
  }),
  fc.record({ do: fc.constant('restart') }),
  fc.record({
    do: fc.constant('crash'),
    point: fc.constantFrom('before_dispatch_record', 'after_dispatch_record'),
  }),
);

const timeline = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 40 }), step), { minLength: 1, maxLength: 10 })
  .map((steps) => {
    let at = 0;
    const entries: Array<Record<string, unknown>> = [{ at: 0, do: 'start' }];
    for (const [gap, s] of steps) {
      at += gap;
      entries.push({ at, ...s });
    }
    // A last restart shows that what the route reported is what the store holds.
    entries.push({ at: at + 600, do: 'restart' }, { at: at + 600, do: 'end' });
    return entries;
  });

function input(entries: Array<Record<string, unknown>>, caller: string) {
  return {
    start: '2026-01-01T00:00:00Z',
    caller,
    profile: {
      candidates: [
        { id: 'claude', policy: RETRYING },
        { id: 'codex', policy: 'retry_same' },
      ],
    },
    timeline: entries,
  };
}

/** The snapshot fields of a line (without its event, time and reason). */
function durable(l: TraceLine | undefined) {
  if (!l) return undefined;
  const { state, generation, candidate, retry_ordinal, max_retries, deadline, pending_outcome, code } = l;
  return { state, generation, candidate, retry_ordinal, max_retries, deadline, pending_outcome, code };
}

describe('recourse simulate (property)', () => {
  it('any timeline runs to its end, dispatches each attempt once, and gives one trace for every caller', async () => {
    await fc.assert(
      fc.asyncProperty(timeline, async (entries) => {
        const kanban = await runSimulation(input(entries, 'kanban'));
        expect(kanban.at(-1)?.event).toBe('end');
        // Nothing is dispatched twice: every dispatch starts a new, higher generation.
        const dispatched = kanban.filter((l) => l.event === 'dispatch').map((l) => l.generation ?? -1);
        expect(dispatched).toEqual([...new Set(dispatched)].sort((a, b) => a - b));
        // A reconciled in-flight dispatch stops for a human; it is never re-sent.
        for (const [i, l] of kanban.entries()) {
          if (l.event !== 'reconcile' || l.reason !== 'ambiguous_dispatch') continue;
          expect(l.state).toBe('action_required');
          expect(kanban[i + 1]?.event).not.toBe('dispatch');
        }
        // A rejected input leaves the route as it was.
        for (const [i, l] of kanban.entries()) {
          const prev = kanban[i - 1] as TraceLine | undefined;
          if (l.event !== 'rejected' || !prev || prev.event === 'restart') continue;
          expect([l.state, l.generation]).toEqual([prev.state, prev.generation]);
        }
        // Every view printed was durable: the store holds what the last line before the restart showed.
        const last = kanban.findLastIndex((l) => l.event === 'restart');
        const shown = kanban[last - 1];
        if (shown && shown.event !== 'rejected') {
          expect(durable(kanban[last])).toEqual(durable(shown));
        }
        expect(await runSimulation(input(entries, 'office'))).toEqual(kanban);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
