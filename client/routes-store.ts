/**
 * The client's read model: route snapshots keyed by id in an `@xstate/store`. A snapshot replaces
 * the one held only when it is newer: a higher generation, or the same generation with a later
 * `updated_at`. Replies and coalesced snapshots may arrive out of order (docs/protocol.md); this
 * rule makes the order they arrive in irrelevant.
 */
import { createStore } from '@xstate/store';
import type { RouteView } from '../machines/route.types.ts';
import type { Role } from '../server/permissions.ts';

/** Where the client's WebSocket is: `connecting` (first time), `open`, `reconnecting`, or `closed` for good. */
export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface RoutesContext {
  /** The newest snapshot seen of each route, by route id. */
  routes: Record<string, RouteView>;
  status: ConnectionStatus;
  /** The token's role, from the server's `welcome`; null before the first one. */
  role: Role | null;
  /** Why the connection is not open, in words; null while open. */
  problem: string | null;
}

/** Whether `next` should replace `held`: a higher generation, or the same one updated later. */
export function isNewer(next: RouteView, held: RouteView | undefined): boolean {
  if (!held) return true;
  if (next.generation !== held.generation) return next.generation > held.generation;
  return Date.parse(next.updated_at) > Date.parse(held.updated_at);
}

function applying(routes: Record<string, RouteView>, views: readonly RouteView[]): Record<string, RouteView> {
  let out: Record<string, RouteView> | null = null;
  for (const view of views) {
    const held = (out ?? routes)[view.route_id];
    if (!isNewer(view, held)) continue;
    out ??= { ...routes };
    out[view.route_id] = view;
  }
  return out ?? routes;
}

/** A store of route snapshots; `routesSeen` applies snapshots under the newer-wins rule. */
export function createRoutesStore() {
  return createStore({
    context: { routes: {}, status: 'connecting', role: null, problem: null } as RoutesContext,
    on: {
      routesSeen: (context, event: { routes: readonly RouteView[] }) => {
        const routes = applying(context.routes, event.routes);
        return routes === context.routes ? context : { ...context, routes };
      },
      statusChanged: (context, event: { status: ConnectionStatus; problem: string | null }) => ({
        ...context,
        status: event.status,
        problem: event.problem,
      }),
      welcomed: (context, event: { role: Role }) => ({
        ...context,
        status: 'open' as const,
        role: event.role,
        problem: null,
      }),
    },
  });
}

export type RoutesStore = ReturnType<typeof createRoutesStore>;
