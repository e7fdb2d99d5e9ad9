import { afterEach, describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { createEngine } from '../../actors/engine.ts';
import { createInProcessExecutor } from '../../actors/in-process-executor.ts';
import type { EvidenceEnvelope } from '../../catalogue/envelope.ts';
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

describe('engine restore', () => {
  it('a stored route from another machine version or with an invalid snapshot is reported, not restored', async () => {
    const h = await harness({ candidates: [{ id: 'claude', policy: policy(RETRY3) }] });
    const good = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban', route_id: 'good' });
    await failCurrent(h, good.route_id, overloaded(h.clock.now()));
    const stored = h.store.getRoute('good');
    if (!stored) throw new Error('not stored');
    await h.store.commitRoute({ ...stored, route_id: 'old', machine_version: 99 });
    await h.store.commitRoute({
      ...stored,
      route_id: 'broken',
      snapshot: { machine_version: 1, state: 'nowhere' },
    });
    const r = await h.restart();
    open.push(r);
    expect(
      r.engine
        .problems()
        .map((p) => [p.route_id, p.reason])
        .sort(),
    ).toEqual([
      ['broken', 'invalid_snapshot'],
      ['old', 'machine_version'],
    ]);
    expect(r.engine.listRoutes().map((v) => v.route_id)).toEqual(['good']);
    // Each is surfaced through onError (the server logs it), naming the route, the cause and the field.
    expect(r.errors.map((e) => e.context)).toEqual(['restore', 'restore']);
    const messages = r.errors.map((e) => e.message).join('\n');
    expect(messages).toMatch(
      /route old not restored \(machine_version\): stored by route machine version 99/,
    );
    expect(messages).toMatch(/route broken not restored \(invalid_snapshot\): state: /);
    expect(messages).toContain('left untouched in the store');
    // Nothing about the unrestorable routes was rewritten.
    expect(r.store.getRoute('old')?.machine_version).toBe(99);
  });

  it('a restored wait answers reads without waking, and an action wakes it with the stored schedule', async () => {
    const h = await harness({ candidates: [{ id: 'claude', policy: policy(RETRY3) }] });
    const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    await failCurrent(h, route_id, overloaded(h.clock.now()));
    const before = h.engine.getRoute(route_id);
    const r = await h.restart();
    open.push(r);
    expect(r.engine.getRoute(route_id)).toEqual(before);
    expect(r.clock.pending()).toBe(1);
    const result = await r.engine.act(route_id, 'retry_now', before?.generation ?? -1);
    expect(result).toMatchObject({ ok: true, snapshot: { state: 'retrying', attempt_in_flight: true } });
    expect(r.clock.pending()).toBe(0);
    await r.clock.advanceBy(60_000);
    expect(r.executor.dispatched).toHaveLength(1);
  });

  it('a restored route reads the store’s own record, and its woken actor works on a copy: the record stays as committed', async () => {
    const h = await harness({ candidates: [{ id: 'claude', policy: policy(RETRY3) }] });
    const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    await failCurrent(h, route_id, overloaded(h.clock.now()));
    const r = await h.restart();
    open.push(r);
    const record = r.store.readRoutes().find((s) => s.route_id === route_id);
    const asCommitted = JSON.stringify(record);
    const before = r.engine.getRoute(route_id);
    const result = await r.engine.act(route_id, 'retry_now', before?.generation ?? -1);
    expect(result).toMatchObject({ ok: true, snapshot: { state: 'retrying' } });
    await failCurrent(r, route_id, overloaded(r.clock.now()));
    expect(JSON.stringify(record)).toBe(asCommitted);
    expect(r.store.getRoute(route_id)?.snapshot).toMatchObject({
      state: 'retry_wait',
      context: { retry_ordinal: 2 },
    });
  });

  it('hands the inspector to every root route actor', async () => {
    const h = await harness();
    const seen = new Set<string>();
    const engine = createEngine({
      store: h.store,
      executor: createInProcessExecutor(),
      now: () => h.clock.now(),
      clock: h.clock,
      inspect: (e: InspectionEvent) => {
        // Each route is its own root actor; its invoked steps report under the same root.
        if (e.type === '@xstate.actor') seen.add(e.rootId);
      },
    });
    await engine.start();
    await engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban', route_id: 'a' });
    await engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban', route_id: 'b' });
    expect(seen.size).toBe(2);
    await engine.stop();
  });
});

describe('engine and resource circuits', () => {
  it('a herd of 1,000 routes held back by a circuit: at expiry exactly one takes the probe; its success releases the rest', async () => {
    const stopPolicy = policy({ on_exhausted: 'stop' });
    const h = await harness({ candidates: [{ id: 'claude', policy: stopPolicy }], circuits: true });
    const first = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban', route_id: 'first' });
    await failCurrent(h, first.route_id, overloaded(h.clock.now()));
    expect(h.engine.getRoute('first')).toMatchObject({ state: 'action_required', reason: 'exhausted' });
    const herd = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban', route_id: `herd${i}` }),
      ),
    );
    expect(
      herd.every((v) => v.state === 'switching' && v.reason === 'circuit_open' && v.deadline !== null),
    ).toBe(true);
    expect(h.executor.dispatched).toHaveLength(1);
    const expiry = Math.max(...herd.map((v) => Date.parse(v.deadline ?? '')));
    await h.clock.advanceTo(expiry);
    // One probe: exactly one more dispatch; everyone else keeps waiting in switching.
    expect(h.executor.dispatched).toHaveLength(2);
    const views = h.engine.listRoutes().filter((v) => v.route_id.startsWith('herd'));
    expect(views.filter((v) => v.state === 'active')).toHaveLength(1);
    expect(views.filter((v) => v.state === 'switching')).toHaveLength(999);
    // The probe succeeds: the circuit closes and every waiting route is dispatched once.
    const probe = views.find((v) => v.state === 'active');
    await succeedCurrent(h, probe?.route_id ?? '');
    await h.engine.settle();
    expect(h.executor.dispatched).toHaveLength(1001);
    expect(new Set(h.executor.dispatched.map((d) => d.route_id)).size).toBe(1001);
  }, 60_000);

  it('when every candidate is excluded for the cycle the route needs a human: no_candidate', async () => {
    const h = await harness({ candidates: [{ id: 'claude' }, { id: 'codex' }], circuits: true });
    const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    await failCurrent(h, route_id, overloaded(h.clock.now()));
    expect(h.engine.getRoute(route_id)).toMatchObject({ state: 'active', candidate: 'codex' });
    await failCurrent(h, route_id, overloaded(h.clock.now() + 1));
    expect(h.engine.getRoute(route_id)).toMatchObject({ state: 'action_required', reason: 'no_candidate' });
    expect(T0).toBeLessThanOrEqual(h.clock.now());
  });
});

/** The first route fails with no retry left: the shared circuit opens for its own 30 s backoff. */
async function openCircuit(h: EngineHarness, routeId = 'first'): Promise<void> {
  await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban', route_id: routeId });
  await failCurrent(h, routeId, overloaded(h.clock.now()));
}

const started = (h: EngineHarness, route_id: string) =>
  h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban', route_id });

const unclassified = (at: number): EvidenceEnvelope => ({
  observed_at: new Date(at).toISOString(),
  agent: 'claude-code',
  evidence: [{ kind: 'output', stream: 'stderr', text: 'the frobnicator wobbled' }],
});

const iso = (ms: number) => new Date(ms).toISOString();

describe('a probe lease ends when its holder leaves the probing attempt (issue 11)', () => {
  it('regression: a candidate retrying in an hour does not hold the shared circuit for the hour', async () => {
    // Root cause: the failing route's own deadline (its policy's 3,600 s interval) became the
    // circuit's open_until, and its probe lease ran 300 s past that.
    const hourly = policy({ retry: { enabled: true, max_retries: 3, initial_interval_seconds: 3600 } });
    const h = await harness({ candidates: [{ id: 'claude', policy: hourly }], circuits: true });
    await openCircuit(h, 'a');
    expect(h.engine.getRoute('a')).toMatchObject({ state: 'retry_wait', deadline: iso(T0 + 3_600_000) });
    const b = await started(h, 'b');
    expect(b).toMatchObject({ state: 'switching', reason: 'circuit_open', deadline: iso(T0 + 30_000) });
    await h.clock.advanceTo(T0 + 30_000);
    expect(h.engine.getRoute('b')).toMatchObject({ state: 'active', attempt_in_flight: true });
    // The hourly route's own retry is neither delayed nor redirected.
    await h.clock.advanceTo(T0 + 3_600_000);
    expect(h.engine.getRoute('a')).toMatchObject({ state: 'retrying', candidate: 'claude' });
  });

  it.each(['cancel_wait', 'stop'] as const)(
    'regression: %s on the route holding the probe wakes the routes behind it at once',
    async (action) => {
      // Root cause: the released reservation left the circuit open until the cancelled route's own
      // deadline; now the circuit keeps only its own interval.
      const h = await harness({ candidates: [{ id: 'claude', policy: policy(RETRY3) }], circuits: true });
      await openCircuit(h, 'a');
      // a retries in 5 s, inside the circuit's 30 s: that attempt is the probe, reserved for a.
      const held = h.store.getCircuit('provider:claude');
      expect(held?.probe).toMatchObject({ holder: 'a', lease_until: iso(T0 + 305_000) });
      const b = await started(h, 'b');
      expect(b).toMatchObject({ state: 'switching', deadline: iso(T0 + 305_000) });
      await h.clock.advanceTo(T0 + 1000);
      const a = h.engine.getRoute('a');
      expect(await h.engine.act('a', action, a?.generation ?? -1)).toMatchObject({ ok: true });
      await h.engine.settle();
      expect(h.store.getCircuit('provider:claude')?.probe).toBeNull();
      expect(h.engine.getRoute('b')).toMatchObject({ state: 'switching', deadline: iso(T0 + 30_000) });
      await h.clock.advanceTo(T0 + 30_000);
      expect(h.engine.getRoute('b')).toMatchObject({ state: 'active', attempt_in_flight: true });
    },
  );

  it('regression: a probe whose delivery fails is released, and the next route probes at once', async () => {
    // Root cause: only actions and reported outcomes released probes; a failed delivery kept its lease 300 s.
    const stopPolicy = policy({ on_exhausted: 'stop' });
    const h = await harness({ candidates: [{ id: 'claude', policy: stopPolicy }], circuits: true });
    await openCircuit(h);
    await started(h, 'a');
    await started(h, 'b');
    h.executor.failNext();
    await h.clock.advanceTo(T0 + 30_000);
    const views = ['a', 'b'].map((id) => h.engine.getRoute(id));
    expect(views.map((v) => v?.state).sort()).toEqual(['action_required', 'active']);
    expect(h.executor.dispatched.map((d) => d.route_id)).toEqual(['first', expect.stringMatching(/^[ab]$/)]);
  });

  it('regression: a probe failing unclassified (a stop without a circuit scope) is released', async () => {
    // Root cause: the release followed the circuit failure, which an unclassified failure never records.
    const stopPolicy = policy({ on_exhausted: 'stop' });
    const h = await harness({ candidates: [{ id: 'claude', policy: stopPolicy }], circuits: true });
    await openCircuit(h);
    await started(h, 'a');
    await h.clock.advanceTo(T0 + 30_000);
    expect(h.engine.getRoute('a')).toMatchObject({ state: 'active' });
    await started(h, 'b');
    expect(h.engine.getRoute('b')).toMatchObject({ state: 'switching', deadline: iso(T0 + 330_000) });
    await failCurrent(h, 'a', unclassified(h.clock.now()));
    await h.engine.settle();
    expect(h.engine.getRoute('a')).toMatchObject({ state: 'action_required', reason: 'unclassified' });
    expect(h.engine.getRoute('b')).toMatchObject({ state: 'active', attempt_in_flight: true });
  });

  it('regression: a restart releases the lease of a probe holder reconciled to action_required', async () => {
    // Root cause: reconciliation never looked at circuits; the ambiguous holder kept its lease for minutes.
    const stopPolicy = policy({ on_exhausted: 'stop' });
    const h = await harness({ candidates: [{ id: 'claude', policy: stopPolicy }], circuits: true });
    await openCircuit(h);
    await started(h, 'a');
    await started(h, 'b');
    await h.clock.advanceTo(T0 + 30_000);
    const prober = ['a', 'b'].find((id) => h.engine.getRoute(id)?.state === 'active') ?? '';
    const waiter = prober === 'a' ? 'b' : 'a';
    expect(h.engine.getRoute(waiter)).toMatchObject({ state: 'switching', deadline: iso(T0 + 330_000) });
    const r = await h.restart(T0 + 31_000);
    open.push(r);
    await r.engine.settle();
    expect(r.engine.getRoute(prober)).toMatchObject({
      state: 'action_required',
      reason: 'ambiguous_dispatch',
    });
    expect(r.engine.getRoute(waiter)).toMatchObject({ state: 'active', attempt_in_flight: true });
    expect(r.store.getCircuit('provider:claude')?.probe?.holder).toBe(waiter);
  });

  it('a restart keeps the reservation of a holder waiting on its own schedule', async () => {
    const h = await harness({ candidates: [{ id: 'claude', policy: policy(RETRY3) }], circuits: true });
    await openCircuit(h, 'a');
    const r = await h.restart(T0 + 1000);
    open.push(r);
    await r.engine.settle();
    expect(r.store.getCircuit('provider:claude')?.probe).toMatchObject({ holder: 'a' });
    await r.clock.advanceTo(T0 + 5000);
    expect(r.engine.getRoute('a')).toMatchObject({ state: 'retrying', attempt_in_flight: true });
  });
});

describe('circuit wake-ups reach only the routes waiting on the changed scope (issue 12)', () => {
  it('closing one scope re-selects its waiters and leaves routes waiting on another scope untouched', async () => {
    const stopPolicy = policy({ on_exhausted: 'stop' });
    const h = await harness({ candidates: [{ id: 'claude', policy: stopPolicy }], circuits: true });
    await h.store.putProfile(
      {
        schema_version: 1,
        profile_id: 'other',
        version: 1,
        updated_at: iso(T0),
        document: { id: 'other', candidates: [{ id: 'codex', agent_profile: 'codex', policy: stopPolicy }] },
      },
      null,
    );
    const other = (route_id: string) =>
      h.engine.startRoute({ profile_id: 'other', caller: 'kanban', route_id });
    await openCircuit(h);
    await h.clock.advanceTo(T0 + 20_000);
    await other('codex-first');
    await failCurrent(h, 'codex-first', overloaded(h.clock.now()));
    const claudeWaiters = ['c1', 'c2', 'c3'];
    const codexWaiters = ['x1', 'x2', 'x3'];
    for (const id of claudeWaiters) await started(h, id);
    for (const id of codexWaiters) await other(id);
    const before = codexWaiters.map((id) => h.engine.getRoute(id));
    expect(before.every((v) => v?.state === 'switching' && v.deadline === iso(T0 + 50_000))).toBe(true);
    await h.clock.advanceTo(T0 + 30_000);
    const prober = claudeWaiters.find((id) => h.engine.getRoute(id)?.state === 'active') ?? '';
    await succeedCurrent(h, prober);
    await h.engine.settle();
    expect(claudeWaiters.map((id) => h.engine.getRoute(id)?.state)).toEqual(['active', 'active', 'active']);
    // Not woken: same generation, same deadline, nothing rewritten.
    expect(codexWaiters.map((id) => h.engine.getRoute(id))).toEqual(before);
  });
});

describe('a stopped probe (issue 11)', () => {
  it('stop of the probe attempt in flight releases its lease before the adapter confirms', async () => {
    const stopPolicy = policy({ on_exhausted: 'stop' });
    const h = await harness({ candidates: [{ id: 'claude', policy: stopPolicy }], circuits: true });
    await openCircuit(h);
    await started(h, 'a');
    await h.clock.advanceTo(T0 + 30_000);
    const a = h.engine.getRoute('a');
    expect(a).toMatchObject({ state: 'active', attempt_in_flight: true });
    await started(h, 'b');
    expect(h.engine.getRoute('b')).toMatchObject({ state: 'switching', deadline: iso(T0 + 330_000) });
    expect(await h.engine.act('a', 'stop', a?.generation ?? -1)).toMatchObject({ ok: true });
    await h.engine.settle();
    expect(h.engine.getRoute('b')).toMatchObject({ state: 'active', attempt_in_flight: true });
  });
});
