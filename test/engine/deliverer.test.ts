/**
 * Issue 12: the route's deliverer lives as long as the route, in its one I/O actor with the
 * `persister`, instead of a `deliver` child started and stopped with every attempt. Its fencing used
 * to come from the stop (a stopped child's reports are dropped); now it is the deliverer's own: a
 * delivery's reports reach the route only while it is the current one, and a release or cancel names
 * its generation.
 */
import { describe, expect, it } from 'vitest';
import { assign, createActor, sendTo, setup } from 'xstate';
import {
  type DeliverCommand,
  type DeliverRequest,
  type DeliveryEvent,
  deliverer,
  persister,
  routeIo,
} from '../../machines/route.machine.ts';

const request = (generation: number) => ({ route_id: 'r1', generation }) as unknown as DeliverRequest;

interface Started {
  generation: number;
  report: (event: DeliveryEvent) => void;
}

/** A parent that forwards its commands to the deliverer and records every report it gets back. */
function world() {
  const started: Started[] = [];
  const log: string[] = [];
  const machine = setup({
    types: {
      context: {} as { reports: string[] },
      events: {} as { type: 'TELL'; command: DeliverCommand } | DeliveryEvent,
    },
    actors: {
      io: routeIo(
        persister(() => {
          throw new Error('no writes here');
        }),
        deliverer((r, report) => {
          started.push({ generation: r.generation, report });
          log.push(`deliver:${r.generation}`);
          return {
            cancel: () => log.push(`cancel:${r.generation}`),
            release: () => log.push(`release:${r.generation}`),
          };
        }),
      ),
    },
  }).createMachine({
    context: { reports: [] },
    invoke: { id: 'io', src: 'io' },
    on: {
      TELL: { actions: sendTo('io', ({ event }) => (event as { command: DeliverCommand }).command) },
      '*': {
        actions: assign({ reports: ({ context, event }) => [...context.reports, event.type] }),
      },
    },
  });
  const actor = createActor(machine).start();
  const tell = (command: DeliverCommand) => actor.send({ type: 'TELL', command });
  return { actor, started, log, tell, reports: () => actor.getSnapshot().context.reports };
}

describe('the route deliverer', () => {
  it("passes on the current delivery's reports, including those made while it starts", () => {
    const w = world();
    w.tell({ type: 'DELIVER', request: request(1) });
    w.started[0]!.report({ type: 'DELIVERY_HELD' });
    w.started[0]!.report({ type: 'DELIVERY_ACKED' });
    expect(w.reports()).toEqual(['DELIVERY_HELD', 'DELIVERY_ACKED']);
  });

  it('drops every report of a released delivery, so an old generation never acts for a new one', () => {
    const w = world();
    w.tell({ type: 'DELIVER', request: request(1) });
    w.tell({ type: 'RELEASE', generation: 1 });
    w.tell({ type: 'DELIVER', request: request(2) });
    w.started[0]!.report({ type: 'DELIVERY_ACKED' });
    w.started[0]!.report({ type: 'ADAPTER_LOST', deadline: 'x' });
    w.started[1]!.report({ type: 'DELIVERY_HELD' });
    expect(w.reports()).toEqual(['DELIVERY_HELD']);
    expect(w.log).toEqual(['deliver:1', 'release:1', 'deliver:2']);
  });

  it('ignores a release or a cancel that names another generation', () => {
    const w = world();
    w.tell({ type: 'DELIVER', request: request(2) });
    w.tell({ type: 'RELEASE', generation: 1 });
    w.tell({ type: 'CANCEL', generation: 3 });
    w.tell({ type: 'CANCEL', generation: 2 });
    expect(w.log).toEqual(['deliver:2', 'cancel:2']);
    w.started[0]!.report({ type: 'DELIVERY_FAILED' });
    expect(w.reports()).toEqual(['DELIVERY_FAILED']);
  });

  it('releases a delivery still current before starting the next one', () => {
    const w = world();
    w.tell({ type: 'DELIVER', request: request(1) });
    w.tell({ type: 'DELIVER', request: request(2) });
    w.started[0]!.report({ type: 'DELIVERY_ACKED' });
    expect(w.log).toEqual(['deliver:1', 'release:1', 'deliver:2']);
    expect(w.reports()).toEqual([]);
  });

  it('releases the current delivery when its actor stops, and passes on nothing after', () => {
    const w = world();
    w.tell({ type: 'DELIVER', request: request(1) });
    w.actor.stop();
    w.started[0]!.report({ type: 'DELIVERY_ACKED' });
    expect(w.log).toEqual(['deliver:1', 'release:1']);
    expect(w.reports()).toEqual([]);
  });

  it('does nothing on a release or cancel with no delivery current', () => {
    const w = world();
    w.tell({ type: 'RELEASE', generation: 0 });
    w.tell({ type: 'CANCEL', generation: 0 });
    expect(w.log).toEqual([]);
  });
});
