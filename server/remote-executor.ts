/**
 * The {@link Executor} that hands attempts to connected adapters. A dispatch goes to an adapter that
 * serves the candidate's agent profile; with none connected it is held, unsent, until one says hello
 * (nothing was sent, so nothing is ambiguous yet). Once sent, it resolves when that adapter
 * acknowledges, and rejects when the acknowledgement timeout (started at sending) passes or the
 * adapter disconnects first. The engine treats a rejection as an ambiguous dispatch.
 */
import type { DispatchRequest, Executor } from '../actors/engine-api.ts';

/** One connected adapter, as the executor sees it. */
export interface AdapterLink {
  readonly id: string;
  readonly agentProfiles: ReadonlySet<string>;
  /** Sends a `dispatch` message; false when the connection is no longer open. */
  sendDispatch(request: DispatchRequest): boolean;
}

/** Why a dispatch was not acknowledged. */
export class DispatchNotAcknowledgedError extends Error {
  readonly reason: 'timeout' | 'disconnected' | 'shutdown';
  constructor(reason: 'timeout' | 'disconnected' | 'shutdown', request: DispatchRequest) {
    super(
      `dispatch ${request.attempt_id} for agent profile ${request.agent_profile} was not acknowledged (${reason})`,
    );
    this.name = 'DispatchNotAcknowledgedError';
    this.reason = reason;
  }
}

/** Where the executor sets its acknowledgement timers. */
export interface TimerPort {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: TimerPort = {
  set: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref?.();
    return t;
  },
  clear: (h) => clearTimeout(h as NodeJS.Timeout),
};

/** Why an action or a report on a route whose dispatch waits for an adapter changes nothing. */
export function awaitingAdapterMessage(request: DispatchRequest): string {
  return `the route’s attempt waits for an adapter serving agent profile ${request.agent_profile}; nothing changed`;
}

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
  /** Registers an adapter (after its `adapter_hello`); queued dispatches for its profiles go out. */
  attach(link: AdapterLink): void;
  /** Forgets an adapter; its unacknowledged dispatches reject. */
  detach(linkId: string): void;
  /** Records an adapter's `dispatch_ack`; false when no such dispatch awaits that adapter. */
  acknowledge(linkId: string, attemptId: string): boolean;
  /** Rejects everything pending; later dispatches reject at once. */
  close(): void;
  /** Dispatches sent or held and not yet acknowledged. */
  pendingCount(): number;
  /** Dispatches held unsent because no connected adapter serves their agent profile. */
  heldCount(): number;
}

interface Pending {
  request: DispatchRequest;
  linkId: string | null;
  resolve(): void;
  reject(error: Error): void;
  /** The acknowledgement timer; null while the dispatch is held unsent. */
  timer: unknown;
}

export function createRemoteExecutor(
  options: { ackTimeoutMs: number; timers?: TimerPort } = { ackTimeoutMs: 30_000 },
): RemoteExecutor {
  const timers = options.timers ?? realTimers;
  const links = new Map<string, AdapterLink>();
  const pending = new Map<string, Pending>();
  const heldListeners = new Set<(request: DispatchRequest) => void>();
  let closed = false;

  const settle = (attemptId: string, error: Error | null): void => {
    const p = pending.get(attemptId);
    if (!p) return;
    pending.delete(attemptId);
    if (p.timer !== null) timers.clear(p.timer);
    if (error) p.reject(error);
    else p.resolve();
  };

  const inFlightFor = (linkId: string): number => {
    let n = 0;
    for (const p of pending.values()) if (p.linkId === linkId) n++;
    return n;
  };

  /** Sends to the least busy adapter serving the profile; false when none could take it. */
  const trySend = (p: Pending): boolean => {
    const candidates = [...links.values()]
      .filter((l) => l.agentProfiles.has(p.request.agent_profile))
      .sort((a, b) => inFlightFor(a.id) - inFlightFor(b.id));
    for (const link of candidates) {
      if (link.sendDispatch(p.request)) {
        p.linkId = link.id;
        // The acknowledgement window opens only now that something was actually sent.
        p.timer = timers.set(
          () => settle(p.request.attempt_id, new DispatchNotAcknowledgedError('timeout', p.request)),
          options.ackTimeoutMs,
        );
        return true;
      }
    }
    return false;
  };

  return {
    dispatch(request) {
      if (closed) return Promise.reject(new DispatchNotAcknowledgedError('shutdown', request));
      return new Promise<void>((resolve, reject) => {
        const p: Pending = { request, linkId: null, resolve, reject, timer: null };
        pending.set(request.attempt_id, p);
        if (trySend(p)) return;
        for (const listener of heldListeners) {
          try {
            listener(request);
          } catch {
            // A listener only observes; it never decides the dispatch's fate.
          }
        }
      });
    },
    attach(link) {
      links.set(link.id, link);
      for (const p of pending.values()) if (p.linkId === null) trySend(p);
    },
    detach(linkId) {
      links.delete(linkId);
      for (const [attemptId, p] of [...pending]) {
        if (p.linkId === linkId)
          settle(attemptId, new DispatchNotAcknowledgedError('disconnected', p.request));
      }
    },
    acknowledge(linkId, attemptId) {
      const p = pending.get(attemptId);
      if (!p || p.linkId !== linkId) return false;
      settle(attemptId, null);
      return true;
    },
    close() {
      closed = true;
      for (const [attemptId, p] of [...pending]) {
        settle(attemptId, new DispatchNotAcknowledgedError('shutdown', p.request));
      }
      links.clear();
    },
    pendingCount() {
      return pending.size;
    },
    heldCount() {
      let n = 0;
      for (const p of pending.values()) if (p.linkId === null) n++;
      return n;
    },
    heldFor(routeId) {
      for (const p of pending.values()) {
        if (p.linkId === null && p.request.route_id === routeId) return p.request;
      }
      return undefined;
    },
    held() {
      return [...pending.values()].filter((p) => p.linkId === null).map((p) => p.request);
    },
    onHeld(listener) {
      heldListeners.add(listener);
      return () => heldListeners.delete(listener);
    },
  };
}
