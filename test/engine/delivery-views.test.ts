/**
 * What watchers see of an attempt's delivery. Regression (issue 9): a watcher through the typed
 * client (`routes watch`, the console) kept showing a route `awaiting_adapter: true` after an
 * adapter had taken its dispatch, until the next durable change. Root cause: the held view and the
 * sent view had the same generation and `updated_at` (a delivery change is not persisted), and the
 * client keeps, per generation, the view with the latest `updated_at`. And a held attempt was first
 * published as sent: the executor's report that it holds the dispatch reaches the actor only after
 * its observers saw the step.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEngine, type EngineRuntime } from '../../actors/engine.ts';
import type { DispatchListener, RouteView } from '../../actors/engine-api.ts';
import { createVirtualClock } from '../../actors/virtual-clock.ts';
import { createRoutesStore } from '../../client/routes-store.ts';
import { createLogStore } from '../../persistence/log-store.ts';
import type { Store } from '../../persistence/store.ts';
import { T0 } from './helpers.ts';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

/** An engine whose executor holds every dispatch (no adapter) until the test sends it. */
async function heldWorld(): Promise<{
  engine: EngineRuntime;
  views: RouteView[];
  listeners: DispatchListener[];
  store: Store;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'recourse-delivery-views-'));
  const clock = createVirtualClock(T0);
  const store = createLogStore({ dir, now: () => new Date(clock.now()) });
  await store.open();
  await store.putProfile(
    {
      schema_version: 1,
      profile_id: 'coder',
      version: 1,
      updated_at: new Date(T0).toISOString(),
      document: { id: 'coder', name: 'Coder', candidates: [{ id: 'claude', agent_profile: 'claude' }] },
    },
    null,
  );
  const listeners: DispatchListener[] = [];
  const engine = createEngine({
    store,
    now: () => clock.now(),
    clock,
    idFactory: () => 'r1',
    executor: {
      dispatch: (_request, listener) => {
        listeners.push(listener);
        listener.held();
        return { cancel: () => false, release: () => {} };
      },
    },
  });
  const views: RouteView[] = [];
  engine.subscribe((view) => views.push(view));
  await engine.start();
  cleanup = async () => {
    await engine.stop();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  };
  return { engine, views, listeners, store };
}

describe('the views of a dispatch held for an adapter', () => {
  it('never show the held attempt as sent', async () => {
    const { engine, views } = await heldWorld();
    const started = await engine.startRoute({ profile_id: 'coder', caller: 'kanban' });
    await engine.settle();
    expect(started).toMatchObject({ state: 'active', attempt_in_flight: true, awaiting_adapter: true });
    const inFlight = views.filter((v) => v.attempt_in_flight);
    expect(inFlight.length).toBeGreaterThan(0);
    expect(inFlight.map((v) => v.awaiting_adapter)).toEqual(inFlight.map(() => true));
  });

  it('order every change for a watcher that keeps the latest view per generation', async () => {
    const { engine, views, listeners } = await heldWorld();
    await engine.startRoute({ profile_id: 'coder', caller: 'kanban' });
    await engine.settle();
    // An adapter connects and takes the dispatch: in the same virtual millisecond, with no persist.
    listeners[0]!.sent();
    await engine.settle();
    const sent = views.at(-1)!;
    expect(sent).toMatchObject({ attempt_in_flight: true, awaiting_adapter: false });
    expect(Date.parse(sent.updated_at)).toBeGreaterThan(Date.parse(views.at(-2)!.updated_at));
    // Replies carry the same view as the one published.
    expect(engine.getRoute('r1')).toEqual(sent);

    // The adapter leaves before acknowledging: the persisted ambiguity still comes after it.
    listeners[0]!.failed('disconnected');
    await engine.settle();
    expect(views.at(-1)).toMatchObject({ state: 'action_required', reason: 'ambiguous_dispatch' });

    for (let i = 1; i < views.length; i++) {
      const [before, after] = [views[i - 1]!, views[i]!];
      expect(after.generation > before.generation || after.updated_at > before.updated_at).toBe(true);
    }
    // So a watcher through the typed client ends on the route's current view.
    const watcher = createRoutesStore();
    for (const view of views) watcher.trigger.routesSeen({ routes: [view] });
    expect(watcher.getSnapshot().context.routes['r1']).toEqual(engine.getRoute('r1'));
  });
});
