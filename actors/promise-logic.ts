/**
 * XState's `fromPromise` without the `AbortController` it makes for every run (about 1.5 KB each,
 * and an entry in a WeakMap): for the engine's runtime actors whose promise nobody aborts
 * (`select`, started on every switch; the route's writes go through its one `persister`). Its snapshots, events and transitions are
 * `fromPromise`'s own: done with the promise's value, error with its reason, and a settle that comes
 * after the actor stopped is dropped.
 */
import { fromPromise, type PromiseActorLogic } from 'xstate';

export function fromUnabortablePromise<O, I>(run: (input: I) => PromiseLike<O>): PromiseActorLogic<O, I> {
  const logic = fromPromise<O, I>(({ input }) => run(input));
  return {
    ...logic,
    start: (snapshot, { self }) => {
      if (snapshot.status !== 'active') return;
      Promise.resolve(run(snapshot.input as I)).then(
        (data) => {
          if (self.getSnapshot().status === 'active') self.send({ type: 'xstate.promise.resolve', data });
        },
        (data: unknown) => {
          if (self.getSnapshot().status === 'active') self.send({ type: 'xstate.promise.reject', data });
        },
      );
    },
  };
}
