import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  attemptInFlight,
  checkAction,
  persistedRouteSchema,
  persistRequest,
  routeMachine,
  toRouteView,
} from '../../machines/route.machine.ts';
import { CANDIDATES, classification, machineHarness, policy, RETRY3, settled, T0 } from './helpers.ts';

type Harness = ReturnType<typeof machineHarness>;

function view(h: Harness) {
  return toRouteView(h.actor.getSnapshot());
}

function ids(h: Harness) {
  const c = h.actor.getSnapshot().context;
  return { invocation_id: c.invocation_id ?? '', generation: c.generation };
}

async function started() {
  const h = machineHarness();
  h.actor.start();
  await settled(h.actor);
  return h;
}

async function fail(h: Harness, code: Parameters<typeof classification>[0], doc = policy(RETRY3), over = {}) {
  h.actor.send({
    type: 'FAIL',
    ...ids(h),
    classification: classification(code, { occurred_at: new Date(h.clock.now()).toISOString(), ...over }),
    effects: {},
    policy: doc,
    automation: 'auto',
    now: h.clock.now(),
  });
  await settled(h.actor);
}

describe('route machine', () => {
  it('records the dispatch durably before delivering it', async () => {
    const h = await started();
    expect(h.log).toEqual(['persist:active:recorded', 'deliver:claude:1']);
    expect(view(h)).toMatchObject({
      state: 'active',
      candidate: 'claude',
      generation: 1,
      attempt_in_flight: true,
    });
  });

  it("releases an attempt's delivery as it leaves the attempt, naming that attempt's generation", async () => {
    const h = await started();
    await fail(h, 'provider_overloaded');
    expect(h.log).toEqual([
      'persist:active:recorded',
      'deliver:claude:1',
      'release:1',
      'persist:retry_wait:failed',
    ]);
    await h.clock.advanceBy(5000);
    await settled(h.actor);
    expect(h.log.slice(4)).toEqual(['persist:retrying:recorded', 'deliver:claude:3']);
  });

  it("never lets an earlier attempt's delivery act for the next one (issue 12: one deliverer for the route's life)", async () => {
    const h = await started();
    await fail(h, 'provider_overloaded');
    h.control.holdDelivery = true;
    await h.clock.advanceBy(5000);
    await settled(h.actor);
    expect(h.actor.getSnapshot().value).toEqual({ retrying: { attempt: 'delivering' } });
    const [first, second] = h.reporters;
    first!({ type: 'DELIVERY_ACKED' });
    first!({ type: 'DELIVERY_FAILED' });
    first!({ type: 'ADAPTER_LOST', deadline: new Date(T0 + 60_000).toISOString() });
    expect(h.actor.getSnapshot().value).toEqual({ retrying: { attempt: 'delivering' } });
    expect(view(h)).toMatchObject({ generation: 3, awaiting_adapter: true });
    second!({ type: 'DELIVERY_ACKED' });
    expect(h.actor.getSnapshot().value).toEqual({ retrying: { attempt: 'running' } });
  });

  it('persists a retry decision before arming its timer', async () => {
    const h = await started();
    h.control.holdNext = true;
    h.actor.send({
      type: 'FAIL',
      ...ids(h),
      classification: classification('provider_overloaded'),
      effects: {},
      policy: policy(RETRY3),
      automation: 'auto',
      now: h.clock.now(),
    });
    await new Promise((r) => setImmediate(r));
    expect(h.actor.getSnapshot().value).toEqual({ retry_wait: 'persisting' });
    expect(h.clock.pending()).toBe(0);
    h.control.hold?.resolve();
    await settled(h.actor);
    expect(h.clock.pending()).toBe(1);
    expect(view(h)).toMatchObject({
      state: 'retry_wait',
      retry_ordinal: 1,
      max_retries: 3,
      pending_outcome: 'retry',
      deadline: new Date(T0 + 5000).toISOString(),
    });
    expect(h.persisted.at(-1)?.route.state).toBe('retry_wait');
  });

  it('retries after 5, 10 and 20 seconds, then skips to the next candidate', async () => {
    const h = await started();
    const delays: number[] = [];
    for (let i = 0; i < 3; i++) {
      await fail(h, 'provider_overloaded');
      const deadline = Date.parse(view(h).deadline ?? '');
      delays.push((deadline - h.clock.now()) / 1000);
      await h.clock.advanceTo(deadline);
      await settled(h.actor);
      expect(view(h).state).toBe('retrying');
    }
    expect(delays).toEqual([5, 10, 20]);
    await fail(h, 'provider_overloaded');
    expect(view(h)).toMatchObject({ state: 'active', candidate: 'codex', excluded: ['claude'] });
    expect(h.delivered.map((d) => d.candidate_id)).toEqual(['claude', 'claude', 'claude', 'claude', 'codex']);
  });

  it('waits once for a trusted reset within the maximum, then retries the same candidate', async () => {
    const h = await started();
    const hard = { wait_for_reset: { enabled: true, max_wait_seconds: 300 }, on_exhausted: 'stop' as const };
    const resetAt = new Date(T0 + 60_000).toISOString();
    await fail(h, 'quota_limited', policy({}, hard), { reset_at: resetAt });
    expect(view(h)).toMatchObject({ state: 'waiting_for_reset', deadline: resetAt, retry_ordinal: 0 });
    await h.clock.advanceTo(T0 + 60_000);
    await settled(h.actor);
    expect(view(h)).toMatchObject({ state: 'retrying', candidate: 'claude' });
    // The wait is used for this cycle: the same hint now applies the exhausted outcome.
    await fail(h, 'quota_limited', policy({}, hard), { reset_at: new Date(T0 + 120_000).toISOString() });
    expect(view(h)).toMatchObject({ state: 'action_required', reason: 'exhausted', pending_outcome: 'stop' });
  });

  it('stops for unsafe, unclassified and exhausted-stop failures', async () => {
    for (const [code, effects, reason] of [
      ['unclassified', {}, 'unclassified'],
      ['provider_overloaded', { tool_activity: true }, 'effect_unsafe'],
    ] as const) {
      const h = await started();
      h.actor.send({
        type: 'FAIL',
        ...ids(h),
        classification: classification(code),
        effects,
        policy: policy(RETRY3),
        automation: 'auto',
        now: h.clock.now(),
      });
      await settled(h.actor);
      expect(view(h)).toMatchObject({ state: 'action_required', reason });
      expect(h.delivered).toHaveLength(1);
    }
  });

  it('treats assistant output of a utility call as a partial result', async () => {
    const h = machineHarness({
      input: {
        kind: 'new',
        route_id: 'u1',
        profile_id: 'p',
        caller: 'utility',
        candidates: CANDIDATES,
        now: '',
      },
    });
    h.actor.start();
    await settled(h.actor);
    expect(view(h).invocation_id).toMatch(/^uinv_u1_/);
    h.actor.send({ type: 'EFFECT', ...ids(h), effect: 'assistant_output' });
    await fail(h, 'provider_overloaded');
    expect(view(h)).toMatchObject({ state: 'action_required', reason: 'effect_unsafe' });
    expect(h.actor.getSnapshot().context.effects.partial_utility_output).toBe(true);
  });

  it('ignores stale evidence and changes nothing', async () => {
    const h = await started();
    const before = h.actor.getSnapshot();
    h.actor.send({
      type: 'FAIL',
      invocation_id: 'inv_old',
      generation: 0,
      classification: classification('provider_overloaded'),
      effects: {},
      policy: policy(RETRY3),
      automation: 'auto',
      now: h.clock.now(),
    });
    h.actor.send({
      type: 'SUCCEED',
      ...ids(h),
      envelope_invocation_id: 'inv_old',
    });
    expect(h.actor.getSnapshot()).toBe(before);
  });

  it('a failed write schedules nothing and surfaces store_unavailable', async () => {
    const h = await started();
    h.control.failPersist = true;
    await fail(h, 'provider_overloaded');
    // Regression: the view kept the unwritten decision's deadline and pending outcome.
    expect(view(h)).toMatchObject({
      state: 'action_required',
      reason: 'store_unavailable',
      deadline: null,
      pending_outcome: null,
      retry_ordinal: 0,
      max_retries: 0,
    });
    expect(h.actor.getSnapshot().value).toEqual({ action_required: 'store_failed' });
    expect(h.clock.pending()).toBe(0);
    expect(h.persisted.at(-1)?.route.state).toBe('active');
  });

  it('an unacknowledged delivery is ambiguous and stops for a human', async () => {
    const h = machineHarness();
    h.control.failDeliver = true;
    h.actor.start();
    await settled(h.actor);
    expect(view(h)).toMatchObject({ state: 'action_required', reason: 'ambiguous_dispatch' });
  });

  it('a success ends the attempt and starts a new route cycle', async () => {
    const h = await started();
    await fail(h, 'provider_overloaded');
    await h.clock.advanceBy(5000);
    await settled(h.actor);
    h.actor.send({ type: 'SUCCEED', ...ids(h) });
    await settled(h.actor);
    expect(view(h)).toMatchObject({ state: 'active', attempt_in_flight: false, cycle: 1, excluded: [] });
    expect(h.actor.getSnapshot().context.usage).toEqual({});
  });

  it('manual actions move waits and answer with reasons', async () => {
    const h = await started();
    await fail(h, 'provider_overloaded');
    const s = h.actor.getSnapshot();
    const g = s.context.generation;
    expect(checkAction(s.value, s.context, 'retry_now', g - 1)).toEqual({
      ok: false,
      reason: 'stale_generation',
    });
    expect(checkAction(s.value, s.context, 'skip_now', g)).toEqual({ ok: true, noop: false });
    h.actor.send({ type: 'ACTION', action: 'cancel_wait', expected_generation: g });
    await settled(h.actor);
    expect(view(h)).toMatchObject({ state: 'action_required', reason: 'cancelled', deadline: null });
    expect(h.clock.pending()).toBe(0);
    const after = h.actor.getSnapshot();
    // Cancel is idempotent: a second cancel, even with an old generation, succeeds and changes nothing.
    expect(checkAction(after.value, after.context, 'cancel_wait', g)).toEqual({ ok: true, noop: true });
    h.actor.send({ type: 'ACTION', action: 'retry_now', expected_generation: after.context.generation });
    await settled(h.actor);
    expect(view(h)).toMatchObject({ state: 'retrying', candidate: 'claude', attempt_in_flight: true });
    const running = h.actor.getSnapshot();
    // Stop applies to an attempt in flight (it asks the adapter to cancel); skip and retry do not.
    expect(checkAction(running.value, running.context, 'stop', running.context.generation)).toEqual({
      ok: true,
      noop: false,
    });
    expect(checkAction(running.value, running.context, 'skip_now', running.context.generation)).toEqual({
      ok: false,
      reason: 'attempt_in_flight',
    });
  });

  it('skip now excludes the candidate and switches; with none left the route needs a human', async () => {
    const h = await started();
    await fail(h, 'provider_overloaded');
    h.actor.send({ type: 'ACTION', action: 'skip_now', expected_generation: view(h).generation });
    await settled(h.actor);
    expect(view(h)).toMatchObject({ state: 'active', candidate: 'codex', excluded: ['claude'] });
    await fail(h, 'provider_overloaded', policy());
    expect(view(h)).toMatchObject({ state: 'action_required', reason: 'no_candidate' });
  });

  it('a timer and an action in the same instant advance the route once', async () => {
    const h = await started();
    await fail(h, 'provider_overloaded');
    const g = view(h).generation;
    await h.clock.advanceBy(5000);
    // The timer won: the action that expected the wait's generation is stale.
    const s = h.actor.getSnapshot();
    expect(checkAction(s.value, s.context, 'retry_now', g)).toEqual({
      ok: false,
      reason: 'stale_generation',
    });
    h.actor.send({ type: 'ACTION', action: 'retry_now', expected_generation: g });
    await settled(h.actor);
    expect(h.delivered).toHaveLength(2);
    expect(view(h).generation).toBe(g + 1);
  });

  it('restoring a wait re-arms it for the remaining time, or fires at once when it passed', async () => {
    const h = await started();
    await fail(h, 'provider_overloaded');
    const stored = persistedRouteSchema.parse(h.persisted.at(-1)?.route);
    h.actor.stop();
    for (const [elapsed, expectFired] of [
      [2000, false],
      [9000, true],
    ] as const) {
      // The actor is created after the downtime, as a restarted process would.
      const r = machineHarness({ input: { kind: 'restore', persisted: stored }, start: T0 + elapsed });
      r.actor.start();
      await settled(r.actor);
      await r.clock.advanceBy(0);
      await settled(r.actor);
      expect(view(r).state).toBe(expectFired ? 'retrying' : 'retry_wait');
      if (!expectFired) {
        await r.clock.advanceBy(3000);
        await settled(r.actor);
        expect(view(r).state).toBe('retrying');
      }
      expect(r.delivered).toHaveLength(1);
    }
  });

  it('restoring a recorded dispatch with no outcome stops as ambiguous and dispatches nothing', async () => {
    const h = await started();
    const stored = persistedRouteSchema.parse(h.persisted.at(-1)?.route);
    expect(stored.context.dispatch?.status).toBe('recorded');
    const r = machineHarness({ input: { kind: 'restore', persisted: stored } });
    r.actor.start();
    await settled(r.actor);
    expect(view(r)).toMatchObject({ state: 'action_required', reason: 'ambiguous_dispatch' });
    expect(r.delivered).toHaveLength(0);
    expect(r.persisted.at(-1)?.history.map((e) => e.event)).toEqual(['reconciled']);
  });

  it('a route whose candidates are all held by circuits waits in switching until the earliest expiry', async () => {
    let open = true;
    const until = new Date(T0 + 30_000).toISOString();
    const h = machineHarness({
      select: (r) =>
        open ? { kind: 'blocked', until } : { kind: 'selected', index: r.candidates.length - 1 },
    });
    h.actor.start();
    await settled(h.actor);
    expect(view(h)).toMatchObject({ state: 'switching', deadline: until, reason: 'circuit_open' });
    // A circuit wait cannot be cancelled (it would go on regardless); stop applies to it.
    const blocked = h.actor.getSnapshot();
    const g = blocked.context.generation;
    expect(checkAction(blocked.value, blocked.context, 'cancel_wait', g)).toEqual({
      ok: false,
      reason: 'not_allowed',
    });
    expect(checkAction(blocked.value, blocked.context, 'stop', g)).toEqual({ ok: true, noop: false });
    open = false;
    await h.clock.advanceTo(T0 + 30_000);
    await settled(h.actor);
    expect(view(h)).toMatchObject({ state: 'active', candidate: 'codex' });
  });

  it('history entries are appended with increasing sequence numbers', async () => {
    const h = await started();
    await fail(h, 'provider_overloaded');
    const seqs = h.persisted.flatMap((p) => p.history.map((e) => e.seq));
    expect(seqs).toEqual([0, 1]);
    expect(h.persisted.at(-1)?.history[0]).toMatchObject({
      event: 'failed',
      decision: 'retry',
      retry_ordinal: 1,
    });
  });

  it('a dispatch held for an adapter is held no more once the route leaves its attempt', async () => {
    // Regression: an exit action cleared `awaiting_adapter`; it copied the context on every failure
    // (issue 12), so each way out of the attempt now clears it itself.
    for (const leave of ['stop', 'skip_now', 'delivery_failed'] as const) {
      const h = machineHarness();
      h.control.holdDelivery = true;
      h.actor.start();
      await settled(h.actor);
      expect(view(h)).toMatchObject({ attempt_in_flight: true, awaiting_adapter: true });
      h.control.holdDelivery = false;
      if (leave === 'delivery_failed') h.actor.send({ type: 'DELIVERY_FAILED' });
      else h.actor.send({ type: 'ACTION', action: leave, expected_generation: ids(h).generation });
      await settled(h.actor);
      const after = view(h);
      expect(after.awaiting_adapter, leave).toBe(false);
      expect(after.state, leave).toBe(leave === 'skip_now' ? 'active' : 'action_required');
    }
  });

  it('a failure reaches the persisting step of its decision in one microstep', async () => {
    // Regression: a transient `deciding` state (an `always` step) made every failure two microsteps,
    // each with its own snapshot, state-node sets and clones (issue 12: about 12 KB per failure).
    for (const [code, doc, target] of [
      ['provider_overloaded', policy(RETRY3), { retry_wait: 'persisting' }],
      ['provider_overloaded', policy(), { switching: 'persisting' }],
      ['unclassified', policy(RETRY3), { action_required: 'persisting' }],
    ] as const) {
      const h = machineHarness();
      const steps: unknown[] = [];
      let counting = false;
      const actor = createActor(h.machine, {
        input: {
          kind: 'new',
          route_id: 'r1',
          profile_id: 'p1',
          caller: 'kanban',
          candidates: CANDIDATES,
          now: new Date(T0).toISOString(),
        },
        clock: h.clock,
        inspect: (event) => {
          if (counting && event.type === '@xstate.microstep' && event.actorRef === actor) {
            steps.push((event.snapshot as { value?: unknown }).value);
          }
        },
      });
      actor.start();
      await settled(actor);
      h.control.holdNext = true;
      counting = true;
      const c = actor.getSnapshot().context;
      actor.send({
        type: 'FAIL',
        invocation_id: c.invocation_id ?? '',
        generation: c.generation,
        classification: classification(code),
        effects: {},
        policy: doc,
        automation: 'auto',
        now: h.clock.now(),
      });
      counting = false;
      expect(steps, code).toEqual([target]);
      h.control.hold?.resolve();
      await settled(actor);
    }
  });

  it("persists every field of the context but the runtime-only ones, in the context's order", async () => {
    // persistRequest lists the fields one by one (a rest copy of the context cost 4.5 KB a persist,
    // issue 12): the stored bytes must stay what the rest copy wrote.
    const h = await started();
    await fail(h, 'provider_overloaded');
    const context = h.actor.getSnapshot().context;
    const { outbox: _o, restored_state: _r, awaiting_adapter: _a, ...rest } = context;
    const request = persistRequest(context, 'retry_wait');
    expect(JSON.stringify(request.route.context)).toBe(JSON.stringify(rest));
    expect(persistedRouteSchema.parse(request.route)).toEqual(request.route);
  });

  it('a machine created without the runtime refuses to persist', async () => {
    const { routeMachine } = await import('../../machines/route.machine.ts');
    const actor = createActor(routeMachine, {
      input: {
        kind: 'new',
        route_id: 'x',
        profile_id: 'p',
        caller: 'kanban',
        candidates: CANDIDATES,
        now: '',
      },
    });
    actor.start();
    await settled(actor);
    expect(toRouteView(actor.getSnapshot())).toMatchObject({
      state: 'action_required',
      reason: 'store_unavailable',
    });
  });
});

/** Every leaf state value of a state node: a name, or a name over its child's value. */
function leafValues(node: { states: Record<string, unknown> }): unknown[] {
  return Object.entries(node.states).flatMap(([key, child]): unknown[] => {
    const inner = leafValues(child as { states: Record<string, unknown> });
    return inner.length === 0 ? [key] : inner.map((value) => ({ [key]: value }));
  });
}

describe('attemptInFlight', () => {
  // The engine's report checks read it instead of building the view (issue 12): the two must agree.
  it("answers the view's attempt_in_flight for every state of the machine", async () => {
    const h = await started();
    const context = h.actor.getSnapshot().context;
    const values = leafValues(routeMachine.root);
    const answers = values.map((value) => {
      const expected = toRouteView({ value, context }).attempt_in_flight;
      expect(attemptInFlight(value), JSON.stringify(value)).toBe(expected);
      return expected;
    });
    expect(answers).toContain(true);
    expect(answers).toContain(false);
  });
});
