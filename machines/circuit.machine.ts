/**
 * One resource circuit (a provider, account or model scope) as a pure state machine.
 *
 * - `closed`: the scope is healthy; everyone is admitted.
 * - `open`: a classified failure opened it until `open_until`. Nobody is admitted, except the
 *   route whose own scheduled attempt reserved the probe (the failing route's holder).
 * - `half_open`: `open_until` passed (observed lazily, on the next admit) and nobody holds the probe.
 * - `probing`: exactly one route holds the probe lease; the others wait for its verdict. Success
 *   from the holder closes it; any failure in the scope reopens it (the scope is still failing).
 * A probe ends by its verdict, by `RELEASE`, or by its lease expiring; nobody else can take a live one.
 *
 * Time never moves this machine on its own: every event carries `now`, and expiry is decided from
 * the stored `open_until` / `lease_until` instants (cockatiel's lazy half-open). The registry in
 * `actors/circuits.ts` runs it over the stored record with xstate's pure `transition`.
 */
import { assign, raise, setup } from 'xstate';

/** Bumped whenever states or the meaning of the context change. */
export const CIRCUIT_MACHINE_VERSION = 1;

/** The states of a circuit; `probing` is stored as `half_open` with a probe lease. */
export const CIRCUIT_STATES = ['closed', 'open', 'half_open', 'probing'] as const;
export type CircuitState = (typeof CIRCUIT_STATES)[number];

/** The exclusive probe lease: the one route allowed to test an open scope. */
export interface ProbeLease {
  holder: string;
  lease_until: string;
  acquired_at: string;
}

export interface CircuitContext {
  scope_key: string;
  opened_at: string | null;
  open_until: string | null;
  consecutive_failures: number;
  probe: ProbeLease | null;
  updated_at: string;
  /** How long a granted probe lease lasts. */
  probe_lease_seconds: number;
  /** How long a failure opens the circuit when its `until` is not in the future. */
  default_open_seconds: number;
}

export interface CircuitInput {
  scope_key: string;
  now: string;
  probe_lease_seconds: number;
  default_open_seconds: number;
}

/**
 * Events. `now` is an ISO-8601 instant from the registry's injected clock.
 * - FAILURE: a classified failure in the scope; `holder` is the route whose own policy scheduled
 *   the next attempt on this scope (it keeps the probe), or null.
 * - SUCCESS: `holder` finished an attempt in the scope successfully.
 * - ADMIT: `route` wants to start an attempt in the scope.
 * - RELEASE: `route` gives up its probe without a verdict.
 */
export type CircuitEvent =
  | { type: 'FAILURE'; until: string; holder: string | null; now: string }
  | { type: 'SUCCESS'; holder: string; now: string }
  | { type: 'ADMIT'; route: string; now: string }
  | { type: 'RELEASE'; route: string; now: string };

const ms = (iso: string | null): number => (iso === null ? Number.NEGATIVE_INFINITY : Date.parse(iso));
const plusSeconds = (iso: string, seconds: number): string =>
  new Date(ms(iso) + seconds * 1000).toISOString();
const later = (a: string, b: string | null): string => (b !== null && ms(b) > ms(a) ? b : a);

function leaseLive(context: CircuitContext, now: string): boolean {
  return context.probe !== null && ms(context.probe.lease_until) > ms(now);
}

/** The `open_until` a failure sets: its own `until`, or the default when that is not in the future. */
function failureUntil(context: CircuitContext, event: { until: string; now: string }): string {
  const own =
    ms(event.until) > ms(event.now) ? event.until : plusSeconds(event.now, context.default_open_seconds);
  return later(
    own,
    context.open_until !== null && ms(context.open_until) > ms(event.now) ? context.open_until : null,
  );
}

/** The probe after a failure: the failing holder reserves it (through its own attempt plus a lease) unless another route's lease is live. */
function probeAfterFailure(
  context: CircuitContext,
  event: { until: string; holder: string | null; now: string },
  until: string,
): ProbeLease | null {
  const live = leaseLive(context, event.now) ? context.probe : null;
  if (event.holder === null) return live;
  if (live !== null && live.holder !== event.holder) return live;
  return {
    holder: event.holder,
    acquired_at: event.now,
    lease_until: plusSeconds(until, context.probe_lease_seconds),
  };
}

export const circuitMachine = setup({
  types: {
    context: {} as CircuitContext,
    events: {} as CircuitEvent,
    input: {} as CircuitInput,
  },
  guards: {
    /** The event's route holds the probe and its lease has not expired. */
    isProbeHolder: ({ context, event }) => {
      const route = event.type === 'ADMIT' || event.type === 'RELEASE' ? event.route : null;
      const holder = event.type === 'SUCCESS' || event.type === 'FAILURE' ? event.holder : route;
      return holder !== null && context.probe?.holder === holder && leaseLive(context, event.now);
    },
    /** `open_until` has passed and no live lease reserves the probe. */
    openExpired: ({ context, event }) =>
      ms(context.open_until) <= ms(event.now) && !leaseLive(context, event.now),
    /** The probe lease has expired, which frees the probe. */
    leaseExpired: ({ context, event }) => !leaseLive(context, event.now),
  },
  actions: {
    /** Opens or extends; `probeFailed` ends the running probe first (any failure while probing is its verdict). */
    open: assign(({ context, event }, params: { probeFailed: boolean }) => {
      if (event.type !== 'FAILURE') return {};
      const until = failureUntil(context, event);
      const before = params.probeFailed ? { ...context, probe: null } : context;
      return {
        opened_at: context.opened_at ?? event.now,
        open_until: until,
        consecutive_failures: context.consecutive_failures + 1,
        probe: probeAfterFailure(before, event, until),
        updated_at: event.now,
      };
    }),
    close: assign(({ event }) => ({
      opened_at: null,
      open_until: null,
      consecutive_failures: 0,
      probe: null,
      updated_at: event.now,
    })),
    grantProbe: assign(({ context, event }) => {
      if (event.type !== 'ADMIT') return {};
      return {
        probe: {
          holder: event.route,
          acquired_at: event.now,
          lease_until: plusSeconds(event.now, context.probe_lease_seconds),
        },
        updated_at: event.now,
      };
    }),
    /** The reserving holder's own attempt starts: its lease now runs from this moment. */
    renewProbe: assign(({ context, event }) => {
      if (event.type !== 'ADMIT' || context.probe === null) return {};
      const lease_until = plusSeconds(event.now, context.probe_lease_seconds);
      return { probe: { ...context.probe, lease_until }, updated_at: event.now };
    }),
    freeProbe: assign(({ event }) => ({ probe: null, updated_at: event.now })),
    /** Hands the same event to the state just entered, so expiry and the grant happen in one step. */
    redeliver: raise(({ event }) => event),
  },
}).createMachine({
  id: 'circuit',
  initial: 'closed',
  context: ({ input }) => ({
    scope_key: input.scope_key,
    opened_at: null,
    open_until: null,
    consecutive_failures: 0,
    probe: null,
    updated_at: input.now,
    probe_lease_seconds: input.probe_lease_seconds,
    default_open_seconds: input.default_open_seconds,
  }),
  states: {
    closed: {
      on: {
        FAILURE: { target: 'open', actions: { type: 'open', params: { probeFailed: false } } },
      },
    },
    open: {
      on: {
        FAILURE: { target: 'open', actions: { type: 'open', params: { probeFailed: false } } },
        ADMIT: [
          { guard: 'isProbeHolder', target: 'probing', actions: 'renewProbe' },
          { guard: 'openExpired', target: 'half_open', actions: ['freeProbe', 'redeliver'] },
        ],
        SUCCESS: { guard: 'isProbeHolder', target: 'closed', actions: 'close' },
        RELEASE: { guard: 'isProbeHolder', target: 'open', actions: 'freeProbe' },
      },
    },
    half_open: {
      on: {
        ADMIT: { target: 'probing', actions: 'grantProbe' },
        FAILURE: { target: 'open', actions: { type: 'open', params: { probeFailed: false } } },
      },
    },
    probing: {
      on: {
        SUCCESS: { guard: 'isProbeHolder', target: 'closed', actions: 'close' },
        FAILURE: { target: 'open', actions: { type: 'open', params: { probeFailed: true } } },
        ADMIT: { guard: 'leaseExpired', target: 'half_open', actions: ['freeProbe', 'redeliver'] },
        RELEASE: { guard: 'isProbeHolder', target: 'half_open', actions: 'freeProbe' },
      },
    },
  },
});
