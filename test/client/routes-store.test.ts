import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../../client/backoff.ts';
import { createRoutesStore, isNewer } from '../../client/routes-store.ts';
import { view } from './support.ts';

describe('the route store', () => {
  it('never applies an older generation over a newer one, whatever order they arrive in', () => {
    const store = createRoutesStore();
    store.trigger.routesSeen({ routes: [view({ generation: 3, state: 'retry_wait' })] });
    store.trigger.routesSeen({
      routes: [view({ generation: 2, state: 'active', updated_at: '2030-01-01T00:00:00Z' })],
    });
    expect(store.getSnapshot().context.routes['rt_1']).toMatchObject({ generation: 3, state: 'retry_wait' });
  });

  it('for the same generation keeps the later updated_at', () => {
    const store = createRoutesStore();
    const later = view({ generation: 2, attempt_in_flight: false, updated_at: '2026-01-01T00:00:02.000Z' });
    const earlier = view({ generation: 2, attempt_in_flight: true, updated_at: '2026-01-01T00:00:01.000Z' });
    store.trigger.routesSeen({ routes: [later, earlier] });
    expect(store.getSnapshot().context.routes['rt_1']).toBe(later);
    expect(isNewer(earlier, later)).toBe(false);
    expect(isNewer(later, earlier)).toBe(true);
  });

  it('keeps the same context object when nothing newer arrived, so views do not re-render', () => {
    const store = createRoutesStore();
    store.trigger.routesSeen({ routes: [view()] });
    const before = store.getSnapshot().context;
    store.trigger.routesSeen({ routes: [view()] });
    expect(store.getSnapshot().context).toBe(before);
  });
});

describe('reconnect backoff', () => {
  it('doubles from the initial delay up to the cap, with half of each delay random', () => {
    const o = { initialMs: 100, maxMs: 1000 };
    expect([0, 1, 2, 3, 4, 10].map((n) => backoffDelay(n, o, () => 0))).toEqual([
      50, 100, 200, 400, 500, 500,
    ]);
    expect([0, 1, 2, 3, 4, 10].map((n) => backoffDelay(n, o, () => 0.999999))).toEqual([
      100, 200, 400, 800, 1000, 1000,
    ]);
  });
});
