import { describe, expect, it } from 'vitest';
import type { RouteView } from '../../actors/engine-api.ts';
import { summary } from '../../cli/commands/routes.ts';
import { errorReport } from '../../cli/error-report.ts';
import type { AttemptRecord } from '../../persistence/store.ts';

const view: RouteView = {
  route_id: 'rt_1',
  profile_id: 'coding',
  caller: 'kanban',
  state: 'active',
  generation: 5,
  candidate: 'codex',
  invocation_id: 'inv_5',
  cycle: 1,
  excluded: [],
  retry_ordinal: 0,
  max_retries: 0,
  deadline: null,
  pending_outcome: null,
  code: 'provider_overloaded',
  class: 'transient',
  category: 'provider',
  safe_excerpt: 'overloaded_error | Overloaded',
  reason: null,
  attempt_in_flight: false,
  turn: 0,
  awaiting_adapter: false,
  updated_at: '2026-11-30T05:00:05.000Z',
};

function failure(seq: number, generation: number, decision: string, reason: string, ordinal: number) {
  const record: AttemptRecord = {
    schema_version: 1,
    route_id: 'rt_1',
    seq,
    at: `2026-11-30T05:00:0${seq}.000Z`,
    attempt_id: `att_${generation}`,
    invocation_id: `inv_${generation}`,
    generation,
    candidate_id: 'claude',
    event: 'failed',
    code: 'provider_overloaded',
    class: 'transient',
    category: 'provider',
    catalogue_version: null,
    classifier_rule: null,
    safe_excerpt: null,
    policy_snapshot: null,
    decision,
    reason,
    retry_ordinal: ordinal,
    max_retries: 1,
    deadline: null,
    pending_outcome: null,
  };
  return record;
}

describe('routes output', () => {
  it('says a retried failure scheduled its retry and a later one found the budget exhausted', () => {
    const report = errorReport(view, [
      failure(1, 1, 'retry', 'retry_budget', 1),
      failure(2, 3, 'skip', 'exhausted', 0),
    ]);
    expect(report.retries_per_error).toEqual([
      expect.objectContaining({ attempt_id: 'att_1', decision: 'retry', exhausted: false }),
      expect.objectContaining({ attempt_id: 'att_3', decision: 'skip', exhausted: true }),
    ]);
    expect(report.recovery).toEqual([]);
  });

  it('suggests only the actions the route state accepts: no stop for a stopped route', () => {
    const failures = [failure(1, 1, 'stop', 'exhausted', 0)];
    const stopped = errorReport({ ...view, state: 'action_required', reason: 'stopped' }, failures);
    const actions = stopped.recovery.map((h) => h.action);
    expect(actions).toContain('retry_now');
    expect(actions).not.toContain('stop');
    const waiting = errorReport({ ...view, state: 'retry_wait' }, failures);
    expect(waiting.recovery.map((h) => h.action)).toContain('stop');
    expect(waiting.recovery.map((h) => h.command)).toContain('npx recourse routes stop rt_1 --generation 5');
  });

  it('gives a route stopped as an ambiguous dispatch its own recovery, though nothing failed', () => {
    const report = errorReport(
      { ...view, state: 'action_required', code: null, reason: 'ambiguous_dispatch' },
      [],
    );
    expect(report).toMatchObject({ total_errors: 0, reason: 'ambiguous_dispatch' });
    expect(report.recovery.map((h) => h.action)).toEqual(['check_logs', 'retry_now', 'skip']);
    expect(report.recovery[1]!.command).toBe('npx recourse routes retry-now rt_1 --generation 5');
  });

  it('marks a running attempt, a finished one, and an error that is already behind the route', () => {
    expect(summary({ ...view, attempt_in_flight: true })).toBe(
      'rt_1: active, generation 5, candidate codex, attempt running, last error provider_overloaded (transient)',
    );
    expect(summary(view)).toBe(
      'rt_1: active, generation 5, candidate codex, attempt done, last error provider_overloaded (transient)',
    );
    // A dispatch held for an adapter is not running anywhere yet.
    expect(summary({ ...view, attempt_in_flight: true, awaiting_adapter: true })).toBe(
      'rt_1: active, generation 5, candidate codex, waiting for an adapter, last error provider_overloaded (transient)',
    );
    expect(
      summary({
        ...view,
        state: 'retry_wait',
        candidate: 'claude',
        retry_ordinal: 1,
        max_retries: 1,
        deadline: '2026-11-30T05:00:08.000Z',
        pending_outcome: 'retry',
      }),
    ).toBe(
      'rt_1: retry_wait, generation 5, candidate claude, error provider_overloaded (transient), retry 1/1, until 2026-11-30T05:00:08.000Z then retry',
    );
  });
});
