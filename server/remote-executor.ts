/**
 * The {@link Executor} that hands attempts to connected adapters. A dispatch goes to an adapter that
 * serves the candidate's agent profile (waiting for one to connect, within the acknowledgement
 * timeout); it resolves when that adapter acknowledges, and rejects on timeout or when the adapter
 * disconnects first. The engine treats a rejection as an ambiguous dispatch.
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

export interface RemoteExecutor extends Executor {
  /** Registers an adapter (after its `adapter_hello`); queued dispatches for its profiles go out. */
  attach(link: AdapterLink): void;
  /** Forgets an adapter; its unacknowledged dispatches reject. */
  detach(linkId: string): void;
  /** Records an adapter's `dispatch_ack`; false when no such dispatch awaits that adapter. */
  acknowledge(linkId: string, attemptId: string): boolean;
  /** Rejects everything pending; later dispatches reject at once. */
  close(): void;
  /** Dispatches sent or queued and not yet acknowledged. */
  pendingCount(): number;
}

interface Pending {
  request: DispatchRequest;
  linkId: string | null;
  resolve(): void;
  reject(error: Error): void;
  timer: unknown;
}

export function createRemoteExecutor(
  options: { ackTimeoutMs: number; timers?: TimerPort } = { ackTimeoutMs: 30_000 },
): RemoteExecutor {
  const timers = options.timers ?? realTimers;
  const links = new Map<string, AdapterLink>();
  const pending = new Map<string, Pending>();
  let closed = false;

  const settle = (attemptId: string, error: Error | null): void => {
    const p = pending.get(attemptId);
    if (!p) return;
    pending.delete(attemptId);
    timers.clear(p.timer);
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
        p.timer = timers.set(
          () => settle(request.attempt_id, new DispatchNotAcknowledgedError('timeout', request)),
          options.ackTimeoutMs,
        );
        pending.set(request.attempt_id, p);
        trySend(p);
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
  };
}
