/**
 * The signed-in session: the token (kept in sessionStorage, so it dies with the tab), the typed
 * client built from it, and the role the service announced. Controls a role may not use are not
 * offered; the service still enforces every one.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { createRecourseClient, type RecourseClient, type RoutesContext } from '../../client/index.ts';
import { can, type Operation } from '../../server/permissions.ts';

const KEY = 'recourse.token';

export interface Session {
  client: RecourseClient;
  token: string;
}

export function savedToken(): string | null {
  return sessionStorage.getItem(KEY);
}

export function startSession(token: string): Session {
  sessionStorage.setItem(KEY, token);
  const client = createRecourseClient({ url: location.origin, token });
  client.subscribe({ all: true });
  return { client, token };
}

export function endSession(session: Session | null): void {
  sessionStorage.removeItem(KEY);
  session?.client.close();
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside a signed-in page');
  return session;
}

/** A slice of the client's store; `select` must return stable references for unchanged data. */
export function useClientState<T>(select: (ctx: RoutesContext) => T): T {
  const { client } = useSession();
  return useSyncExternalStore(
    (fn) => {
      const sub = client.store.subscribe(fn);
      return () => sub.unsubscribe();
    },
    () => select(client.store.getSnapshot().context),
  );
}

/** Whether the signed-in role may do `op` (null while the role is not known yet). */
export function useCan(op: Operation): boolean {
  const role = useClientState((ctx) => ctx.role);
  return role !== null && can(role, op);
}
