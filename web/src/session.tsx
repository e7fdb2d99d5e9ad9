/**
 * The signed-in session: the token (kept in sessionStorage, so it dies with the tab), the typed
 * client built from it, and the role the service announced. Controls a role may not use are not
 * offered; the service still enforces every one.
 */
import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react';
import { createRecourseClient, type RecourseClient, type RoutesContext } from '../../client/index.ts';
import { can, type Operation, type Role } from '../../server/permissions.ts';

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

/**
 * A slice of the client's store; `select` must return stable references for unchanged data. A burst
 * of route frames (one task each) reaches React once per animation frame, not once per frame.
 */
export function useClientState<T>(select: (ctx: RoutesContext) => T): T {
  const { client } = useSession();
  const subscribe = useCallback(
    (notify: () => void) => {
      let frame: number | null = null;
      const sub = client.store.subscribe(() => {
        frame ??= requestAnimationFrame(() => {
          frame = null;
          notify();
        });
      });
      return () => {
        sub.unsubscribe();
        if (frame !== null) cancelAnimationFrame(frame);
      };
    },
    [client],
  );
  return useSyncExternalStore(subscribe, () => select(client.store.getSnapshot().context));
}

const RoleContext = createContext<Role | null>(null);

/** Reads the role from the store once for the page, so each card does not subscribe on its own. */
export function RoleProvider({ children }: { children: ReactNode }) {
  const role = useClientState((ctx) => ctx.role);
  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

/** Whether the signed-in role may do `op` (false while the role is not known yet). */
export function useCan(op: Operation): boolean {
  const role = useContext(RoleContext);
  return role !== null && can(role, op);
}
