import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, waitFor } from 'xstate';
import { fromUnabortablePromise } from '../../actors/promise-logic.ts';

/** A parent that invokes `run` and records what it answered, as the route machine's `persist` step does. */
function parent(run: (input: number) => PromiseLike<string>) {
  return setup({
    types: { context: {} as { output: string | null; error: string | null } },
    actors: { run: fromUnabortablePromise(run) },
  }).createMachine({
    context: { output: null, error: null },
    initial: 'running',
    states: {
      running: {
        invoke: {
          id: 'run',
          src: 'run',
          input: () => 7,
          onDone: { target: 'done', actions: assign({ output: ({ event }) => event.output }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => String(event.error) }) },
        },
        on: { LEAVE: 'left' },
      },
      done: {},
      failed: {},
      left: {},
    },
  });
}

describe('a promise actor without an abort controller', () => {
  it('answers its invoker with the promise value, given the invoke input', async () => {
    const actor = createActor(parent(async (input) => `ran ${input}`)).start();
    await waitFor(actor, (s) => s.value !== 'running');
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.output).toBe('ran 7');
  });

  it('answers with the error when the promise rejects', async () => {
    const actor = createActor(parent(() => Promise.reject(new Error('disk full')))).start();
    await waitFor(actor, (s) => s.value !== 'running');
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Error: disk full');
  });

  it('drops a settle that comes after its invoker left the state', async () => {
    let release: (value: string) => void = () => {};
    const actor = createActor(parent(() => new Promise<string>((resolve) => (release = resolve)))).start();
    actor.send({ type: 'LEAVE' });
    release('late');
    await new Promise((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().value).toBe('left');
    expect(actor.getSnapshot().context.output).toBeNull();
  });
});
