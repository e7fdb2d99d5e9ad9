import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../actors/engine.ts';
import type { DispatchRequest, RouteView } from '../../actors/engine-api.ts';
import { createVirtualClock } from '../../actors/virtual-clock.ts';
import { createLogStore } from '../../persistence/log-store.ts';
import { T0 } from './helpers.ts';

describe('a recorded dispatch that awaits delivery', () => {
  it('is published, readable and answered before the executor acknowledges it, then moves on once it does', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'recourse-undelivered-'));
    const clock = createVirtualClock(T0);
    const store = createLogStore({ dir, now: () => new Date(clock.now()) });
    await store.open();
    await store.putProfile(
      {
        schema_version: 1,
        profile_id: 'coder',
        version: 1,
        updated_at: new Date(T0).toISOString(),
        document: {
          id: 'coder',
          name: 'Coder',
          automation: 'auto',
          version: 1,
          candidates: [{ id: 'claude', agent_profile: 'claude' }],
        },
      },
      null,
    );
    const held: Array<{ request: DispatchRequest; ack: () => void }> = [];
    let sawHeld: () => void = () => {};
    const heldSeen = new Promise<void>((resolve) => {
      sawHeld = resolve;
    });
    const engine = createEngine({
      store,
      now: () => clock.now(),
      clock,
      idFactory: () => 'r1',
      executor: {
        dispatch: (request, listener) => {
          held.push({ request, ack: () => listener.acknowledged() });
          sawHeld();
          return { cancel: () => false, release: () => {} };
        },
      },
    });
    const views: RouteView[] = [];
    let firstView: () => void = () => {};
    const published = new Promise<void>((resolve) => {
      firstView = resolve;
    });
    engine.subscribe((view) => {
      views.push(view);
      firstView();
    });
    await engine.start();
    try {
      // The start answers once the dispatch is recorded: it never waits for the acknowledgement.
      const started = await engine.startRoute({ profile_id: 'coder', caller: 'kanban' });
      await heldSeen;
      await published;
      expect(started).toMatchObject({ state: 'active', attempt_in_flight: true, awaiting_adapter: false });

      expect(held).toHaveLength(1);
      const view = engine.getRoute('r1');
      expect(view).toMatchObject({ state: 'active', candidate: 'claude', attempt_in_flight: true });
      expect(engine.listRoutes().map((v) => v.route_id)).toEqual(['r1']);
      expect(views[0]).toMatchObject({ route_id: 'r1', attempt_in_flight: true });
      expect(store.getRoute('r1')?.dispatch?.status).toBe('recorded');

      held[0]!.ack();
      await engine.settle();
      expect(engine.getRoute('r1')).toMatchObject({
        state: 'active',
        attempt_in_flight: true,
        generation: view!.generation,
      });
    } finally {
      await engine.stop();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
