import { describe, expect, it } from 'vitest';
import { assign, createActor, sendTo, setup } from 'xstate';
import {
  deliverer,
  type PersistAnswer,
  type PersistRequest,
  persister,
  routeIo,
} from '../../machines/route.machine.ts';

const request = (n: number) => ({ route: { state: 'active', n }, history: [] }) as unknown as PersistRequest;

/** A parent that forwards `ASK` to the persister and records every answer it gets back. */
function world(run: (request: PersistRequest) => Promise<{ at: string }>) {
  const machine = setup({
    types: {
      context: {} as { answers: string[] },
      events: {} as { type: 'ASK'; n: number } | PersistAnswer,
    },
    actors: {
      io: routeIo(
        persister(run),
        deliverer(() => {
          throw new Error('no deliveries here');
        }),
      ),
    },
  }).createMachine({
    context: { answers: [] },
    invoke: { id: 'io', src: 'io' },
    on: {
      ASK: {
        actions: sendTo('io', ({ event }) => ({
          type: 'PERSIST' as const,
          request: request(event.n),
        })),
      },
      PERSISTED: { actions: assign({ answers: ({ context, event }) => [...context.answers, event.at] }) },
      PERSIST_FAILED: { actions: assign({ answers: ({ context }) => [...context.answers, 'failed'] }) },
    },
  });
  return createActor(machine).start();
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the route persister', () => {
  it('answers a write once it resolves, and a failed write as failed', async () => {
    let fail = false;
    const actor = world(async (r) => {
      if (fail) throw new Error('disk full');
      return { at: `t${(r.route as unknown as { n: number }).n}` };
    });
    actor.send({ type: 'ASK', n: 1 });
    await turn();
    fail = true;
    actor.send({ type: 'ASK', n: 2 });
    await turn();
    expect(actor.getSnapshot().context.answers).toEqual(['t1', 'failed']);
  });

  it('answers only the latest request: a step left without its answer is never completed by it', async () => {
    const releases: Array<() => void> = [];
    const actor = world(
      (r) =>
        new Promise((resolve) =>
          releases.push(() => resolve({ at: `t${(r.route as unknown as { n: number }).n}` })),
        ),
    );
    actor.send({ type: 'ASK', n: 1 });
    actor.send({ type: 'ASK', n: 2 });
    await turn();
    releases[1]?.();
    releases[0]?.();
    await turn();
    expect(actor.getSnapshot().context.answers).toEqual(['t2']);
  });

  it('answers nothing once its actor stopped', async () => {
    let release: () => void = () => {};
    const actor = world(() => new Promise((resolve) => (release = () => resolve({ at: 'late' }))));
    actor.send({ type: 'ASK', n: 1 });
    await turn();
    actor.stop();
    release();
    await turn();
    expect(actor.getSnapshot().context.answers).toEqual([]);
  });
});
