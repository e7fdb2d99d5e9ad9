/**
 * The {@link Executor} that hands attempts to connected adapters. A dispatch goes to an adapter that
 * serves the candidate's agent profile; with none connected it is held, unsent, until one says hello
 * (nothing was sent, so nothing is ambiguous, and the route may withdraw it). Once sent, the
 * adapter's acknowledgement is reported to the route; no acknowledgement within the timeout (started
 * at sending), or the adapter leaving first, reports delivery failed (the engine treats it as an
 * ambiguous dispatch). An adapter that leaves after acknowledging reports the attempt lost. The route
 * never waits on any of it.
 */
import type { DispatchHandle, DispatchListener, DispatchRequest, Executor } from '../actors/engine-api.ts';

/** What the server tells an adapter about an attempt it holds. */
export interface CancelRequest {
  route_id: string;
  attempt_id: string;
  invocation_id: string;
  generation: number;
}

/** One connected adapter, as the executor sees it. */
export interface AdapterLink {
  readonly id: string;
  readonly agentProfiles: ReadonlySet<string>;
  /** Sends a `dispatch` message; false when the connection is no longer open. */
  sendDispatch(request: DispatchRequest): boolean;
  /** Sends a `cancel` message; false when the connection is no longer open. */
  sendCancel(request: CancelRequest): boolean;
}

/** Where the executor sets its acknowledgement timers. */
export interface TimerPort {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const realTimers: TimerPort = {
  set: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref?.();
    return t;
  },
  clear: (h) => clearTimeout(h as NodeJS.Timeout),
};

/** What the API and the hub read about dispatches waiting for an adapter. */
export interface HeldDispatches {
  /** The dispatch of `routeId` held unsent (its route waits for an adapter), if any. */
  heldFor(routeId: string): DispatchRequest | undefined;
  /** Called with each dispatch that has to wait for an adapter. Returns an unsubscribe. */
  onHeld(listener: (request: DispatchRequest) => void): () => void;
  /** Every dispatch held unsent, oldest first. */
  held(): DispatchRequest[];
}

export interface RemoteExecutor extends Executor, HeldDispatches {
  /** Registers an adapter (after its `adapter_hello`); held dispatches for its profiles go out. */
  attach(link: AdapterLink): void;
  /** Forgets an adapter: its unacknowledged dispatches fail, its acknowledged attempts are lost. */
  detach(linkId: string): void;
  /** Records an adapter's `dispatch_ack`; false when no such dispatch awaits that adapter. */
  acknowledge(linkId: string, attemptId: string): boolean;
  /** Fails every unacknowledged dispatch; later dispatches fail at once. */
  close(): void;
  /** Dispatches sent or held and not yet acknowledged. */
  pendingCount(): number;
  /** Dispatches held unsent because no connected adapter serves their agent profile. */
  heldCount(): number;
}

interface Entry {
  request: DispatchRequest;
  listener: DispatchListener;
  /** The adapter it was sent to; null while held unsent. */
  linkId: string | null;
  acked: boolean;
  /** The acknowledgement timer; null while held or once acknowledged. */
  timer: unknown;
}

export function createRemoteExecutor(
  options: { ackTimeoutMs: number; timers?: TimerPort } = { ackTimeoutMs: 30_000 },
): RemoteExecutor {
  const timers = options.timers ?? realTimers;
  const links = new Map<string, AdapterLink>();
  const entries = new Map<string, Entry>();
  const heldListeners = new Set<(request: DispatchRequest) => void>();
  let closed = false;

  const forget = (entry: Entry): void => {
    if (entries.get(entry.request.attempt_id) === entry) entries.delete(entry.request.attempt_id);
    if (entry.timer !== null) timers.clear(entry.timer);
    entry.timer = null;
  };

  const fail = (entry: Entry, reason: 'timeout' | 'disconnected' | 'shutdown'): void => {
    forget(entry);
    entry.listener.failed(reason);
  };

  const inFlightFor = (linkId: string): number => {
    let n = 0;
    for (const e of entries.values()) if (e.linkId === linkId) n++;
    return n;
  };

  /** Sends to the least busy adapter serving the profile; false when none could take it. */
  const trySend = (entry: Entry): boolean => {
    const candidates = [...links.values()]
      .filter((l) => l.agentProfiles.has(entry.request.agent_profile))
      .sort((a, b) => inFlightFor(a.id) - inFlightFor(b.id));
    for (const link of candidates) {
      if (link.sendDispatch(entry.request)) {
        entry.linkId = link.id;
        // The acknowledgement window opens only now that something was actually sent.
        entry.timer = timers.set(() => fail(entry, 'timeout'), options.ackTimeoutMs);
        return true;
      }
    }
    return false;
  };

  return {
    dispatch(request, listener): DispatchHandle {
      const entry: Entry = { request, listener, linkId: null, acked: false, timer: null };
      const handle: DispatchHandle = {
        cancel() {
          const link = entry.linkId === null ? undefined : links.get(entry.linkId);
          if (!link || entries.get(request.attempt_id) !== entry) return false;
          const { route_id, attempt_id, invocation_id, generation } = request;
          return link.sendCancel({ route_id, attempt_id, invocation_id, generation });
        },
        release: () => forget(entry),
      };
      if (closed) {
        listener.failed('shutdown');
        return handle;
      }
      entries.set(request.attempt_id, entry);
      if (trySend(entry)) return handle;
      listener.held();
      for (const l of heldListeners) {
        try {
          l(request);
        } catch {
          // A listener only observes; it never decides the dispatch's fate.
        }
      }
      return handle;
    },
    attach(link) {
      links.set(link.id, link);
      for (const entry of [...entries.values()]) {
        if (entry.linkId === null && trySend(entry)) entry.listener.sent();
      }
    },
    detach(linkId) {
      links.delete(linkId);
      for (const entry of [...entries.values()]) {
        if (entry.linkId !== linkId) continue;
        if (entry.acked) {
          forget(entry);
          entry.listener.lost('disconnected');
        } else fail(entry, 'disconnected');
      }
    },
    acknowledge(linkId, attemptId) {
      const entry = entries.get(attemptId);
      if (!entry || entry.linkId !== linkId || entry.acked) return false;
      entry.acked = true;
      if (entry.timer !== null) timers.clear(entry.timer);
      entry.timer = null;
      entry.listener.acknowledged();
      return true;
    },
    close() {
      closed = true;
      for (const entry of [...entries.values()]) {
        if (entry.acked) forget(entry);
        else fail(entry, 'shutdown');
      }
      links.clear();
    },
    pendingCount() {
      let n = 0;
      for (const e of entries.values()) if (!e.acked) n++;
      return n;
    },
    heldCount() {
      let n = 0;
      for (const e of entries.values()) if (e.linkId === null) n++;
      return n;
    },
    heldFor(routeId) {
      for (const e of entries.values()) {
        if (e.linkId === null && e.request.route_id === routeId) return e.request;
      }
      return undefined;
    },
    held() {
      return [...entries.values()].filter((e) => e.linkId === null).map((e) => e.request);
    },
    onHeld(listener) {
      heldListeners.add(listener);
      return () => heldListeners.delete(listener);
    },
  };
}
