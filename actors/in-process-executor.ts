/**
 * An {@link Executor} for tests and simulation: it records every dispatch and acknowledges it at
 * once; the caller reports the attempt's outcome through `engine.reportOutcome`.
 */
import type { DispatchListener, DispatchRequest, Executor } from './engine-api.ts';

export interface InProcessExecutor extends Executor {
  /** Every request handed over, in order. */
  readonly dispatched: readonly DispatchRequest[];
  /** Attempt ids the engine asked to cancel, in order. */
  readonly cancelled: readonly string[];
  /** The latest request for a route, or undefined. */
  last(routeId: string): DispatchRequest | undefined;
  /** Called with each request before it is acknowledged. */
  onDispatch(listener: (request: DispatchRequest) => void): () => void;
  /**
   * Makes the next dispatch fail (delivery unknown): it is reported failed and nothing is recorded
   * as delivered.
   */
  failNext(): void;
  /** While on, new dispatches are held unsent, as if no adapter served them. */
  hold(on: boolean): void;
  /** Sends every held dispatch, as when a matching adapter connects. */
  deliverHeld(): void;
  /** Reports the adapter holding the attempt of `routeId` as lost. */
  loseAdapter(routeId: string): void;
}

/** Creates an in-process executor. */
export function createInProcessExecutor(): InProcessExecutor {
  const dispatched: DispatchRequest[] = [];
  const cancelled: string[] = [];
  const listeners = new Set<(request: DispatchRequest) => void>();
  const live = new Map<string, { request: DispatchRequest; listener: DispatchListener; held: boolean }>();
  let failure = false;
  let holding = false;
  const deliver = (request: DispatchRequest, listener: DispatchListener) => {
    const copy = { ...request };
    dispatched.push(copy);
    for (const l of listeners) l(copy);
    listener.acknowledged();
  };
  return {
    dispatched,
    cancelled,
    last: (routeId) => dispatched.findLast((d) => d.route_id === routeId),
    onDispatch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    failNext() {
      failure = true;
    },
    hold(on) {
      holding = on;
    },
    deliverHeld() {
      for (const entry of [...live.values()]) {
        if (!entry.held) continue;
        entry.held = false;
        entry.listener.sent();
        deliver(entry.request, entry.listener);
      }
    },
    loseAdapter(routeId) {
      for (const entry of live.values())
        if (entry.request.route_id === routeId) entry.listener.lost('disconnected');
    },
    dispatch(request, listener) {
      const entry = { request, listener, held: false };
      live.set(request.attempt_id, entry);
      if (failure) {
        failure = false;
        listener.failed('disconnected');
      } else if (holding) {
        entry.held = true;
        listener.held();
      } else deliver(request, listener);
      return {
        cancel: () => {
          if (entry.held || !live.has(request.attempt_id)) return false;
          cancelled.push(request.attempt_id);
          return true;
        },
        release: () => {
          live.delete(request.attempt_id);
        },
      };
    },
  };
}
