import { afterEach, describe, expect, it } from 'vitest';
import type { RouteView } from '../../actors/engine-api.ts';
import type { EvidenceEnvelope } from '../../catalogue/envelope.ts';
import { toDynamicProfile } from '../../server/profiles.ts';
import {
  type EngineHarness,
  engineHarness,
  failCurrent,
  overloaded,
  PROFILE_ID,
  succeedCurrent,
} from './engine-harness.ts';
import { policy, RETRY3, T0 } from './helpers.ts';

const open: EngineHarness[] = [];
async function harness(...args: Parameters<typeof engineHarness>) {
  const h = await engineHarness(...args);
  open.push(h);
  return h;
}
afterEach(async () => {
  for (const h of open.splice(0)) await h.close().catch(() => {});
});

const retrying = [{ id: 'claude', policy: policy(RETRY3) }, { id: 'codex' }];

describe('engine', () => {
  it('starts a route by recording the dispatch durably, then handing it to the executor', async () => {
    const h = await harness();
    const view = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    expect(view).toMatchObject({
      state: 'active',
      candidate: 'claude',
      attempt_in_flight: true,
      generation: 1,
    });
    const stored = h.store.getRoute(view.route_id);
    expect(stored?.dispatch).toMatchObject({ status: 'recorded', candidate_id: 'claude', generation: 1 });
    expect(h.executor.dispatched).toHaveLength(1);
    expect((await h.engine.listAttempts(view.route_id)).map((a) => a.event)).toEqual(['dispatched']);
  });

  it('subscribers see a view only after its change is durable', async () => {
    const h = await harness({ candidates: retrying });
    const seen: Array<{ view: string; stored: string | undefined }> = [];
    h.engine.subscribe((v) => {
      const stored = h.store.getRoute(v.route_id)?.snapshot as { state: string } | undefined;
      seen.push({ view: v.state, stored: stored?.state });
    });
    const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    await failCurrent(h, route_id, overloaded(h.clock.now()));
    await h.clock.advanceBy(5000);
    expect(seen.map((s) => s.view)).toEqual(['active', 'retry_wait', 'retrying']);
    for (const s of seen) expect(s.stored).toBe(s.view);
  });

  it('shows a decision to wait once its commit is durable, before the route actor takes its step, and answers with that view', async () => {
    // Issue 12: the actor's step into the wait held every failure's view back from its subscribers.
    const order: string[] = [];
    const h = await harness({
      candidates: retrying,
      inspect: (e) => {
        if (e.type === '@xstate.event' && e.event.type === 'PERSISTED') order.push('PERSISTED');
      },
    });
    const shown: RouteView[] = [];
    h.engine.subscribe((v) => {
      const stored = h.store.getRoute(v.route_id);
      order.push(`view ${v.state} (stored ${(stored?.snapshot as { state: string } | undefined)?.state})`);
      shown.push(v);
    });
    const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    order.length = 0;
    shown.length = 0;
    const result = await failCurrent(h, route_id, overloaded(h.clock.now()));
    expect(order).toEqual(['view retry_wait (stored retry_wait)', 'PERSISTED']);
    expect(shown[0]).toMatchObject({
      state: 'retry_wait',
      updated_at: h.store.getRoute(route_id)?.updated_at,
    });
    // The settled actor's view is the one shown: not published again, and the answer is that object.
    expect(result.snapshot).toBe(shown[0]);
    expect(h.engine.getRoute(route_id)).toEqual(shown[0]);
    await h.clock.advanceBy(5000);
    expect(shown.map((v) => v.state)).toEqual(['retry_wait', 'retrying']);
  });

  it('rejects stale evidence with the authoritative snapshot and changes nothing', async () => {
    const h = await harness({ candidates: retrying });
    const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    const first = h.executor.last(route_id);
    await failCurrent(h, route_id, overloaded(h.clock.now()));
    await h.clock.advanceBy(5000);
    const before = h.engine.getRoute(route_id);
    const result = await h.engine.reportOutcome({
      route_id,
      attempt_id: first?.attempt_id ?? '',
      invocation_id: first?.invocation_id ?? '',
      generation: first?.generation ?? 0,
      outcome: { kind: 'success' },
    });
    expect(result).toMatchObject({ ok: false, reason: 'stale_evidence', snapshot: before });
    expect(h.engine.getRoute(route_id)).toEqual(before);
  });

  it('a failing store write schedules nothing and keeps the stored record', async () => {
    const h = await harness({ candidates: retrying });
    const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    const storedBefore = structuredClone(h.store.getRoute(route_id));
    h.faults.full = true;
    const result = await failCurrent(h, route_id, overloaded(h.clock.now()));
    expect(result).toMatchObject({ ok: false, reason: 'store_unavailable' });
    expect(result.snapshot).toMatchObject({ state: 'action_required', reason: 'store_unavailable' });
    expect(h.clock.pending()).toBe(0);
    await h.clock.advanceBy(60_000);
    expect(h.executor.dispatched).toHaveLength(1);
    expect(h.store.getRoute(route_id)).toEqual(storedBefore);
  });

  it('restart re-arms a wait for its remaining time and dispatches once', async () => {
    const h = await harness({ candidates: retrying });
    const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    await failCurrent(h, route_id, overloaded(h.clock.now()));
    const r = await h.restart(T0 + 2000);
    open.push(r);
    expect(r.engine.getRoute(route_id)).toMatchObject({
      state: 'retry_wait',
      deadline: '2026-01-01T00:00:05.000Z',
    });
    await r.clock.advanceTo(T0 + 4999);
    expect(r.executor.dispatched).toHaveLength(0);
    await r.clock.advanceTo(T0 + 5000);
    expect(r.executor.dispatched).toHaveLength(1);
    expect(r.engine.getRoute(route_id)).toMatchObject({ state: 'retrying', retry_ordinal: 1 });
  });

  it('restart after the deadline passed fires the wait at once', async () => {
    const h = await harness({ candidates: retrying });
    const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    await failCurrent(h, route_id, overloaded(h.clock.now()));
    const r = await h.restart(T0 + 3_600_000);
    open.push(r);
    await r.clock.advanceBy(0);
    expect(r.executor.dispatched).toHaveLength(1);
    expect(r.engine.getRoute(route_id)?.state).toBe('retrying');
  });

  it('restart with a recorded dispatch and no outcome stops as ambiguous, never dispatching again', async () => {
    const h = await harness({ candidates: retrying });
    const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    const r = await h.restart();
    open.push(r);
    await r.clock.advanceBy(600_000);
    expect(r.engine.getRoute(route_id)).toMatchObject({
      state: 'action_required',
      reason: 'ambiguous_dispatch',
    });
    expect(r.executor.dispatched).toHaveLength(0);
    expect((await r.engine.listAttempts(route_id)).map((a) => a.event)).toEqual(['dispatched', 'reconciled']);
  });

  it('a timer, an action and evidence in the same instant advance the route once', async () => {
    const h = await harness({ candidates: retrying });
    const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    const first = h.executor.last(route_id);
    await failCurrent(h, route_id, overloaded(h.clock.now()));
    const g = h.engine.getRoute(route_id)?.generation ?? -1;
    // Everything lands at the deadline: the timer fires, then the action and old evidence arrive.
    const timer = h.clock.advanceTo(T0 + 5000);
    const action = h.engine.act(route_id, 'retry_now', g);
    const evidence = h.engine.reportOutcome({
      route_id,
      attempt_id: first?.attempt_id ?? '',
      invocation_id: first?.invocation_id ?? '',
      generation: first?.generation ?? 0,
      outcome: { kind: 'success' },
    });
    const [, a, e] = await Promise.all([timer, action, evidence]);
    await h.engine.settle();
    expect(h.executor.dispatched).toHaveLength(2);
    expect(h.engine.getRoute(route_id)?.generation).toBe(g + 1);
    expect(e).toMatchObject({ ok: false, reason: 'stale_evidence' });
    // Whichever of timer and action came first, the route advanced exactly once.
    if (a.ok) expect(a.snapshot.state).toBe('retrying');
    else expect(a.reason).toBe('stale_generation');
  });

  it('actions carry the expected generation; cancel is idempotent', async () => {
    const h = await harness({ candidates: retrying });
    const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    await failCurrent(h, route_id, overloaded(h.clock.now()));
    const g = h.engine.getRoute(route_id)?.generation ?? -1;
    expect(await h.engine.act(route_id, 'stop', g - 1)).toMatchObject({
      ok: false,
      reason: 'stale_generation',
    });
    const cancelled = await h.engine.act(route_id, 'cancel_wait', g);
    expect(cancelled).toMatchObject({
      ok: true,
      snapshot: { state: 'action_required', reason: 'cancelled' },
    });
    const again = await h.engine.act(route_id, 'cancel_wait', g);
    expect(again).toEqual(cancelled);
    await h.clock.advanceBy(60_000);
    expect(h.executor.dispatched).toHaveLength(1);
    expect((await h.engine.listAttempts(route_id)).map((a) => [a.event, a.action ?? null])).toEqual([
      ['dispatched', null],
      ['failed', null],
      ['action', 'cancel_wait'],
    ]);
  });

  it('a cancel that lost the race to its wait’s timer is rejected as stale, not reported as done', async () => {
    // Regression: a cancel with no wait pending succeeded whatever its generation, so a cancel
    // meant for a wait that had already fired answered ok while the retry ran.
    const h = await harness({ candidates: retrying });
    const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    await failCurrent(h, route_id, overloaded(h.clock.now()));
    const g = h.engine.getRoute(route_id)?.generation ?? -1;
    await h.clock.advanceBy(5000);
    const late = await h.engine.act(route_id, 'cancel_wait', g);
    expect(late).toMatchObject({
      ok: false,
      reason: 'stale_generation',
      snapshot: { state: 'retrying', attempt_in_flight: true, generation: g + 1 },
    });
    // With the generation it saw, a cancel of a route that is not waiting succeeds and changes nothing.
    const current = await h.engine.act(route_id, 'cancel_wait', g + 1);
    expect(current).toMatchObject({ ok: true, snapshot: { state: 'retrying', generation: g + 1 } });
    expect(h.executor.dispatched).toHaveLength(2);
  });

  it('a profile edit affects the next failure decision, never the pending deadline', async () => {
    const h = await harness({ candidates: retrying });
    const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    await failCurrent(h, route_id, overloaded(h.clock.now()));
    const deadline = h.engine.getRoute(route_id)?.deadline;
    const stored = h.store.getProfile(PROFILE_ID);
    const doc = structuredClone(stored?.document) as { candidates: Array<{ policy?: unknown }> };
    if (doc.candidates[0]) doc.candidates[0].policy = policy({ on_exhausted: 'stop' });
    await h.store.putProfile({ ...(stored as NonNullable<typeof stored>), version: 2, document: doc }, 1);
    expect(h.engine.getRoute(route_id)?.deadline).toBe(deadline);
    await h.clock.advanceBy(5000);
    await failCurrent(h, route_id, overloaded(h.clock.now()));
    expect(h.engine.getRoute(route_id)).toMatchObject({ state: 'action_required', reason: 'exhausted' });
    const attempts = await h.engine.listAttempts(route_id);
    const failed = attempts.filter((a) => a.event === 'failed');
    expect(failed.map((a) => a.decision)).toEqual(['retry', 'stop']);
    // History keeps the policy each decision used.
    expect(failed[0]?.policy_snapshot).toMatchObject({ transient: { retry: { enabled: true } } });
  });

  it('asks a profile lookup again only when the stored profile changes, and uses the new one at once', async () => {
    // Regression: with the server's lookup every decision re-validated the whole profile several
    // times (the evaluator, then the circuit scope keys), a large share of a decision's CPU.
    let lookups = 0;
    const h = await harness({
      candidates: retrying,
      circuits: true,
      profiles: (store) => (id) => {
        lookups++;
        const stored = store.getProfile(id);
        return stored ? toDynamicProfile(stored) : undefined;
      },
    });
    const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    await failCurrent(h, route_id, overloaded(h.clock.now()));
    await h.clock.advanceBy(5000);
    await failCurrent(h, route_id, overloaded(h.clock.now()));
    expect(lookups).toBe(1);
    const stored = h.store.getProfile(PROFILE_ID);
    const doc = structuredClone(stored?.document) as { candidates: Array<{ policy?: unknown }> };
    if (doc.candidates[0]) doc.candidates[0].policy = policy({ on_exhausted: 'stop' });
    await h.store.putProfile({ ...(stored as NonNullable<typeof stored>), version: 2, document: doc }, 1);
    await h.clock.advanceBy(10_000);
    await failCurrent(h, route_id, overloaded(h.clock.now()));
    expect(lookups).toBe(2);
    expect(h.engine.getRoute(route_id)).toMatchObject({ state: 'action_required', reason: 'exhausted' });
  });

  it('a success returns the route to active with no attempt in flight and a new cycle', async () => {
    const h = await harness({ candidates: retrying });
    const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'office' });
    await failCurrent(h, route_id, overloaded(h.clock.now()));
    await h.clock.advanceBy(5000);
    const inRetry = h.engine.getRoute(route_id);
    expect(inRetry).toMatchObject({ state: 'retrying', retry_ordinal: 1, max_retries: 3 });
    const g = inRetry?.generation ?? -1;
    const result = await succeedCurrent(h, route_id);
    // The retry schedule and the cycle changed, so the generation moves too.
    expect(result).toMatchObject({
      ok: true,
      snapshot: { state: 'active', attempt_in_flight: false, cycle: 1, generation: g + 1, retry_ordinal: 0 },
    });
    expect(h.store.getRoute(route_id)?.dispatch?.status).toBe('succeeded');
    // An action decided on the retrying view is stale once the attempt has succeeded.
    expect(await h.engine.act(route_id, 'stop', g)).toMatchObject({ ok: false, reason: 'stale_generation' });
    const history = await h.engine.listAttempts(route_id);
    expect(history.at(-1)).toMatchObject({ event: 'succeeded', generation: g });
  });

  it('effect evidence reported during an attempt makes its failure unsafe: manual recovery, no retry', async () => {
    const h = await harness({ candidates: retrying });
    const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    const d = h.executor.last(route_id);
    const effect = await h.engine.reportEffect({
      route_id,
      invocation_id: d?.invocation_id ?? '',
      generation: d?.generation ?? 0,
      effect: 'tool_activity',
    });
    expect(effect).toMatchObject({ ok: true, snapshot: { attempt_in_flight: true } });
    const result = await failCurrent(h, route_id, overloaded(h.clock.now()));
    expect(result.snapshot).toMatchObject({
      state: 'action_required',
      reason: 'effect_unsafe',
      deadline: null,
    });
    await h.clock.advanceBy(60_000);
    expect(h.executor.dispatched).toHaveLength(1);
  });

  it('a utility call has its own invocation ids and recovers only before any partial result', async () => {
    const h = await harness({ candidates: retrying });
    const u = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'utility' });
    const k = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    const ud = h.executor.last(u.route_id);
    expect(ud?.invocation_id).toMatch(/^uinv_/);
    expect(ud?.invocation_id).not.toBe(h.executor.last(k.route_id)?.invocation_id);
    // Before any output a utility call recovers like any caller.
    await failCurrent(h, u.route_id, overloaded(h.clock.now()));
    await h.clock.advanceBy(5000);
    const retry = h.executor.last(u.route_id);
    expect(retry?.invocation_id).toMatch(/^uinv_/);
    expect(retry?.invocation_id).not.toBe(ud?.invocation_id);
    // Once it produced output, the next failure stops for a human.
    await h.engine.reportEffect({
      route_id: u.route_id,
      invocation_id: retry?.invocation_id ?? '',
      generation: retry?.generation ?? 0,
      effect: 'assistant_output',
    });
    const result = await failCurrent(h, u.route_id, overloaded(h.clock.now()));
    expect(result.snapshot).toMatchObject({ state: 'action_required', reason: 'effect_unsafe' });
    expect(h.executor.dispatched.filter((x) => x.route_id === u.route_id)).toHaveLength(2);
  });

  it('effect evidence of an earlier attempt is rejected and changes nothing', async () => {
    const h = await harness({ candidates: retrying });
    const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    const first = h.executor.last(route_id);
    await failCurrent(h, route_id, overloaded(h.clock.now()));
    await h.clock.advanceBy(5000);
    const stale = await h.engine.reportEffect({
      route_id,
      invocation_id: first?.invocation_id ?? '',
      generation: first?.generation ?? 0,
      effect: 'tool_activity',
    });
    expect(stale).toMatchObject({ ok: false, reason: 'stale_evidence', snapshot: { state: 'retrying' } });
    // The retry in flight is still effect-safe: its failure schedules the next retry.
    const result = await failCurrent(h, route_id, overloaded(h.clock.now()));
    expect(result.snapshot).toMatchObject({ state: 'retry_wait', retry_ordinal: 2 });
  });

  it('an action or outcome still queued when the engine stops is answered stopped, never ok', async () => {
    // Regression: the queued operation ran against the stopped actor, which ignored it, and the
    // engine answered ok with the unchanged snapshot (a cancel "succeeded" while the wait stayed).
    const h = await harness({ candidates: retrying });
    const a = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    const b = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    await failCurrent(h, a.route_id, overloaded(h.clock.now()));
    const g = h.engine.getRoute(a.route_id)?.generation ?? -1;
    const cancel = h.engine.act(a.route_id, 'cancel_wait', g);
    const outcome = succeedCurrent(h, b.route_id);
    await h.engine.stop();
    expect(await cancel).toMatchObject({ ok: false, reason: 'stopped', snapshot: { state: 'retry_wait' } });
    expect(await outcome).toMatchObject({ ok: false, reason: 'stopped' });
    expect(h.store.getRoute(a.route_id)?.snapshot).toMatchObject({ state: 'retry_wait' });
  });

  it('bad input gets field-addressed errors and changes nothing', async () => {
    const h = await harness();
    await expect(h.engine.startRoute({ profile_id: 'nope', caller: 'kanban' })).rejects.toMatchObject({
      errors: [{ path: 'profile_id', code: 'not_found' }],
    });
    await expect(
      h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'browser' as unknown as 'kanban' }),
    ).rejects.toMatchObject({ errors: [{ path: 'caller' }] });
    const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    const bad = { observed_at: 'yesterday', evidence: [] } as unknown as EvidenceEnvelope;
    await expect(failCurrent(h, route_id, bad)).rejects.toMatchObject({ name: 'ValidationError' });
    expect(h.engine.getRoute(route_id)).toMatchObject({ state: 'active', attempt_in_flight: true });
    expect(h.store.listRoutes()).toHaveLength(1);
  });

  it('an open circuit makes its candidate ineligible for other routes, never delaying the owner', async () => {
    const h = await harness({ candidates: retrying, circuits: true });
    const a = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    await failCurrent(h, a.route_id, overloaded(h.clock.now()));
    const b = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    expect(b.candidate).toBe('codex');
    await h.clock.advanceBy(5000);
    expect(h.engine.getRoute(a.route_id)).toMatchObject({ state: 'retrying', candidate: 'claude' });
  });
});
