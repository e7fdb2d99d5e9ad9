import { afterEach, describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { createEngine } from '../../actors/engine.ts';
import { createInProcessExecutor } from '../../actors/in-process-executor.ts';
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
