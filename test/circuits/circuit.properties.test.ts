import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, type SnapshotFrom, transition } from 'xstate';
import { type CircuitEvent, circuitMachine } from '../../machines/circuit.machine.ts';

type Snapshot = SnapshotFrom<typeof circuitMachine>;

const T0 = Date.parse('2026-01-01T00:00:00.000Z');
const LEASE = 60;
const at = (s: number): string => new Date(T0 + s * 1000).toISOString();
const ROUTES = ['r1', 'r2', 'r3', 'r4'];

/** One step: a gap of virtual seconds, then one event from one of four routes. */
const stepArb = fc.record({
  gap: fc.integer({ min: 0, max: 90 }),
  kind: fc.constantFrom('FAILURE', 'SUCCESS', 'ADMIT', 'RELEASE'),
  route: fc.constantFrom(...ROUTES),
  holds: fc.boolean(),
  openFor: fc.option(fc.integer({ min: -10, max: 120 })),
  nextIn: fc.integer({ min: 0, max: 200 }),
});

type Step = typeof stepArb extends fc.Arbitrary<infer S> ? S : never;

function eventOf(step: Step, t: number): CircuitEvent {
  const now = at(t);
  switch (step.kind) {
    case 'FAILURE':
      return {
        type: 'FAILURE',
        route: step.route,
        until: step.openFor === null ? null : at(t + step.openFor),
        next_attempt_at: step.holds ? at(t + step.nextIn) : null,
        now,
      };
    case 'SUCCESS':
      return { type: 'SUCCESS', holder: step.route, now };
    case 'ADMIT':
      return { type: 'ADMIT', route: step.route, now };
    default:
      return { type: 'RELEASE', route: step.route, now };
  }
}

/** The routes a snapshot admits at `now`, by the registry's rule. */
function probeHolderAdmitted(s: Snapshot, route: string, now: string): boolean {
  const probe = s.context.probe;
  return probe !== null && probe.holder === route && Date.parse(probe.lease_until) > Date.parse(now);
}

describe('circuit machine invariants over random event sequences', () => {
  it('never has two live probe holders, never a probe when closed, and only the holder verdict closes it', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 60 }), (steps) => {
        let s = initialTransition(circuitMachine, {
          scope_key: 'provider:p',
          now: at(0),
          probe_lease_seconds: LEASE,
          backoff_base_seconds: 30,
          backoff_max_seconds: 600,
        })[0];
        let t = 0;
        for (const step of steps) {
          t += step.gap;
          const event = eventOf(step, t);
          const before = s;
          s = transition(circuitMachine, s, event)[0];
          const value = s.value as string;
          // At most one holder exists by construction; a live one is never replaced by another route.
          const liveBefore = before.context.probe;
          if (
            liveBefore !== null &&
            Date.parse(liveBefore.lease_until) > Date.parse(event.now) &&
            before.value !== 'probing' &&
            s.context.probe !== null
          ) {
            expect(s.context.probe.holder).toBe(liveBefore.holder);
          }
          if (value === 'closed') expect(s.context.probe).toBeNull();
          if (value === 'probing') expect(s.context.probe).not.toBeNull();
          if (value === 'half_open') expect(s.context.probe).toBeNull();
          if (value === 'closed' && before.value !== 'closed') {
            expect(event.type).toBe('SUCCESS');
            expect(probeHolderAdmitted(before, (event as { holder: string }).holder, event.now)).toBe(true);
          }
          if (value === 'open') expect(Date.parse(s.context.open_until ?? '')).toBeGreaterThan(T0);
          if (event.type === 'FAILURE') {
            // How long it stays open is the evidence's or the bounded backoff's, never a route's schedule.
            const openFor = Date.parse(s.context.open_until ?? '') - Date.parse(event.now);
            const evidence = event.until === null ? 0 : Date.parse(event.until) - Date.parse(event.now);
            const prior = Date.parse(before.context.open_until ?? event.now) - Date.parse(event.now);
            expect(openFor).toBeLessThanOrEqual(Math.max(600_000, evidence, prior));
            // A reservation covers only an attempt that starts inside the open interval.
            if (s.context.probe?.holder === event.route && event.next_attempt_at !== null) {
              expect(Date.parse(event.next_attempt_at)).toBeLessThanOrEqual(
                Date.parse(s.context.open_until ?? ''),
              );
            }
          }
          // A granted probe after ADMIT belongs to the admitting route.
          if (event.type === 'ADMIT' && before.value !== 'probing' && value === 'probing') {
            expect(s.context.probe?.holder).toBe(event.route);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('admits nobody but the holder whose own attempt falls inside the interval before an open circuit expires', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 0, max: 599 }),
        fc.constantFrom(...ROUTES),
        (openFor, ask, route) => {
          fc.pre(ask < openFor);
          const open = transition(
            circuitMachine,
            initialTransition(circuitMachine, {
              scope_key: 'provider:p',
              now: at(0),
              probe_lease_seconds: LEASE,
              backoff_base_seconds: 30,
              backoff_max_seconds: 600,
            })[0],
            { type: 'FAILURE', route: 'r1', until: at(openFor), next_attempt_at: at(ask), now: at(0) },
          )[0];
          const next = transition(circuitMachine, open, { type: 'ADMIT', route, now: at(ask) })[0];
          expect(next.context.probe?.holder).toBe('r1');
          expect(next.value).toBe(route === 'r1' ? 'probing' : 'open');
        },
      ),
    );
  });
});
