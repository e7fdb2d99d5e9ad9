/**
 * An {@link Executor} for tests and simulation: it records every dispatch and acknowledges it at
 * once; the caller reports the attempt's outcome through `engine.reportOutcome`.
 */
import type { DispatchRequest, Executor } from './engine-api.ts';

export interface InProcessExecutor extends Executor {
  /** Every request handed over, in order. */
  readonly dispatched: readonly DispatchRequest[];
  /** The latest request for a route, or undefined. */
  last(routeId: string): DispatchRequest | undefined;
  /** Called with each request before it is acknowledged. */
  onDispatch(listener: (request: DispatchRequest) => void): () => void;
  /**
   * Makes the next dispatch fail (delivery unknown): the promise rejects and nothing is recorded
   * as delivered.
   */
  failNext(error?: Error): void;
}

/** Creates an in-process executor. */
export function createInProcessExecutor(): InProcessExecutor {
  const dispatched: DispatchRequest[] = [];
  const listeners = new Set<(request: DispatchRequest) => void>();
  let failure: Error | null = null;
  return {
    dispatched,
    last: (routeId) => dispatched.findLast((d) => d.route_id === routeId),
    onDispatch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    failNext(error = new Error('delivery failed')) {
      failure = error;
    },
    async dispatch(request) {
      if (failure) {
        const error = failure;
        failure = null;
        throw error;
      }
      const copy = { ...request };
      dispatched.push(copy);
      for (const listener of listeners) listener(copy);
    },
  };
}
