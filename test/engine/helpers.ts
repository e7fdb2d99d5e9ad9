/** Shared fixtures for engine tests: classifications, policies and a machine harness in virtual time. */
import { type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import { createVirtualClock } from '../../actors/virtual-clock.ts';
import {
  type DeliverRequest,
  type DeliveryEvent,
  deliverer,
  type PersistRequest,
  type PersistResult,
  persister,
  type RouteCandidate,
  type RouteInput,
  routeIo,
  routeMachine,
  type SelectRequest,
  type SelectResult,
} from '../../machines/route.machine.ts';
import type { ClassPolicy, PolicyDocument } from '../../policy/types.ts';

import { classification, T0 } from '../support/classification.ts';

export { classification, T0 };

const OFF: ClassPolicy = {
  retry: { enabled: false, max_retries: 0, initial_interval_seconds: 0 },
  wait_for_reset: { enabled: false, max_wait_seconds: 0 },
  on_exhausted: 'skip',
};

export function policy(
  transient: Partial<ClassPolicy> = {},
  hard: Partial<ClassPolicy> = {},
): PolicyDocument {
  return { version: 1, transient: { ...OFF, ...transient }, hard: { ...OFF, ...hard } };
}

export const RETRY3: Partial<ClassPolicy> = {
  retry: { enabled: true, max_retries: 3, initial_interval_seconds: 5 },
  on_exhausted: 'skip',
};

export const CANDIDATES: RouteCandidate[] = [
  { id: 'claude', agent_profile: 'claude' },
  { id: 'codex', agent_profile: 'codex' },
];

export interface Deferred {
  resolve(): void;
  reject(e: Error): void;
}

/** A route machine with recording actors in virtual time; persists resolve at once unless held. */
export function machineHarness(
  opts: { input?: RouteInput; select?: (r: SelectRequest) => SelectResult; start?: number } = {},
) {
  const clock = createVirtualClock(opts.start ?? T0);
  const persisted: PersistRequest[] = [];
  const delivered: DeliverRequest[] = [];
  /** Each delivery's report function, in the order the deliveries started. */
  const reporters: Array<(event: DeliveryEvent) => void> = [];
  const log: string[] = [];
  const control = {
    failPersist: false,
    failDeliver: false,
    /** Deliveries report DELIVERY_HELD (no adapter) instead of an acknowledgement. */
    holdDelivery: false,
    hold: null as Deferred | null,
    holdNext: false,
  };
  const machine = routeMachine.provide({
    actors: {
      io: routeIo(
        persister(async (input: PersistRequest): Promise<PersistResult> => {
          if (control.holdNext) {
            control.holdNext = false;
            await new Promise<void>((resolve, reject) => {
              control.hold = { resolve, reject };
            });
          }
          if (control.failPersist) throw new Error('disk full');
          persisted.push(structuredClone(input));
          log.push(`persist:${input.route.state}:${input.route.context.dispatch?.status ?? '-'}`);
          return { at: new Date(clock.now()).toISOString() };
        }),
        deliverer((request, report) => {
          log.push(`deliver:${request.candidate_id}:${request.generation}`);
          reporters.push(report);
          if (control.failDeliver) report({ type: 'DELIVERY_FAILED' });
          else if (control.holdDelivery) report({ type: 'DELIVERY_HELD' });
          else {
            delivered.push(request);
            report({ type: 'DELIVERY_ACKED' });
          }
          return {
            cancel: () => log.push(`cancel:${request.generation}`),
            release: () => log.push(`release:${request.generation}`),
          };
        }),
      ),
      select: fromPromise<SelectResult, SelectRequest>(async ({ input }) => {
        if (opts.select) return opts.select(input);
        const index = input.candidates.findIndex((c) => !input.excluded.includes(c.id));
        return index >= 0 ? { kind: 'selected', index } : { kind: 'none' };
      }),
    },
    delays: {
      untilDeadline: ({ context }) =>
        context.deadline ? Math.max(0, Date.parse(context.deadline) - clock.now()) : 0,
    },
  });
  const input: RouteInput = opts.input ?? {
    kind: 'new',
    route_id: 'r1',
    profile_id: 'p1',
    caller: 'kanban',
    candidates: CANDIDATES,
    now: new Date(T0).toISOString(),
  };
  const actor = createActor(machine, { input, clock });
  return { clock, persisted, delivered, reporters, log, control, actor, machine };
}

/** Waits until the actor has no persist, delivery or selection in progress. */
export async function settled(actor: AnyActorRef): Promise<void> {
  await waitFor(actor, (s) => !s.hasTag('busy'));
}
