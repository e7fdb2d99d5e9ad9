/**
 * What the last action on each route answered, kept outside the cards: a card that moves to another
 * column after an action (a new component) still says what happened.
 */
import { createStore } from '@xstate/store';
import { useSyncExternalStore } from 'react';

export interface Notice {
  kind: 'ok' | 'rejected';
  text: string;
}

export const notices = createStore({
  context: { byRoute: {} as Record<string, Notice> },
  on: {
    set: (ctx, e: { routeId: string; notice: Notice | null }) => {
      const byRoute = { ...ctx.byRoute };
      if (e.notice) byRoute[e.routeId] = e.notice;
      else delete byRoute[e.routeId];
      return { byRoute };
    },
  },
});

export function useNotice(routeId: string): Notice | undefined {
  return useSyncExternalStore(
    (fn) => {
      const s = notices.subscribe(fn);
      return () => s.unsubscribe();
    },
    () => notices.getSnapshot().context.byRoute[routeId],
  );
}
