import type { RouteView } from '../../machines/route.types.ts';

/** A route snapshot with every field set; `over` changes some. */
export function view(over: Partial<RouteView> = {}): RouteView {
  return {
    route_id: 'rt_1',
    profile_id: 'coding',
    caller: 'kanban',
    state: 'active',
    generation: 1,
    candidate: 'first',
    invocation_id: 'inv-1',
    cycle: 0,
    excluded: [],
    retry_ordinal: 0,
    max_retries: 0,
    deadline: null,
    pending_outcome: null,
    code: null,
    class: null,
    category: null,
    safe_excerpt: null,
    reason: null,
    attempt_in_flight: false,
    turn: 0,
    awaiting_adapter: false,
    updated_at: '2026-01-01T00:00:00.000Z',
    ...over,
  } satisfies RouteView;
}
