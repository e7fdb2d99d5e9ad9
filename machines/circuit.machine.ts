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
 * How long it stays open is the circuit's own: the failure's evidence timing (a trusted reset or
 * retry hint), else a backoff that doubles per consecutive failure and is capped. A route's policy
 * never sets it; a route only reserves the probe for its own next attempt when that attempt starts
 * inside the open interval.
 *
 * Time never moves this machine on its own: every event carries `now`, and expiry is decided from
 * the stored `open_until` / `lease_until` instants (cockatiel's lazy half-open). The registry in
 * `actors/circuits.ts` runs it over the stored record with xstate's pure `transition`.
 */
import { assign, raise, setup } from 'xstate';

/** Bumped whenever states or the meaning of the context change. */
export const CIRCUIT_MACHINE_VERSION = 2;

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
  /** Failures that opened or reopened the circuit since it last closed; a failure seen while it is already open counts only as a probe's verdict. */
  consecutive_failures: number;
  probe: ProbeLease | null;
  updated_at: string;
  /** How long a granted probe lease lasts. */
  probe_lease_seconds: number;
  /** How long the first failure without evidence timing opens the circuit; doubles per consecutive failure. */
  backoff_base_seconds: number;
  /** The longest the backoff opens the circuit. */
  backoff_max_seconds: number;
}

export interface CircuitInput {
  scope_key: string;
  now: string;
  probe_lease_seconds: number;
  backoff_base_seconds: number;
  backoff_max_seconds: number;
}

/**
 * Events. `now` is an ISO-8601 instant from the registry's injected clock.
 * - FAILURE: `route`'s attempt in the scope failed (null: unknown route). `until` is the evidence's
 *   own timing (a trusted reset or retry hint), or null. `next_attempt_at` is when that route's own
 *   policy runs its next attempt on this scope, or null when it runs none.
 * - SUCCESS: `holder` finished an attempt in the scope successfully.
 * - ADMIT: `route` wants to start an attempt in the scope.
 * - RELEASE: `route` gives up its probe without a verdict.
 */
export type CircuitEvent =
  | {
      type: 'FAILURE';
      route: string | null;
      until: string | null;
      next_attempt_at: string | null;
      now: string;
    }
  | { type: 'SUCCESS'; holder: string; now: string }
  | { type: 'ADMIT'; route: string; now: string }
  | { type: 'RELEASE'; route: string; now: string };

type FailureEvent = Extract<CircuitEvent, { type: 'FAILURE' }>;

const ms = (iso: string | null): number => (iso === null ? Number.NEGATIVE_INFINITY : Date.parse(iso));
const plusSeconds = (iso: string, seconds: number): string =>
  new Date(ms(iso) + seconds * 1000).toISOString();

function leaseLive(context: CircuitContext, now: string): boolean {
  return context.probe !== null && ms(context.probe.lease_until) > ms(now);
}

/** Seconds the backoff opens the circuit for its `n`-th consecutive failure (n >= 1). */
export function backoffSeconds(n: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.min(Math.max(n, 1) - 1, 30));
}

/**
 * Whether a failure opens the circuit anew (and counts): it was closed or half open, a probe was
 * running, `open_until` had passed, or the failing route held the live probe (its attempt was the
 * probe). A failure while the circuit is already open for it is the same outage seen again.
 */
function reopens(context: CircuitContext, event: FailureEvent, from: CircuitState): boolean {
  if (from !== 'open') return true;
  if (ms(context.open_until) <= ms(event.now)) return true;
  return event.route !== null && leaseLive(context, event.now) && context.probe?.holder === event.route;
}

/** The context after a failure: open until the evidence's timing or the backoff, never shorter than before. */
function afterFailure(
  context: CircuitContext,
  event: FailureEvent,
  from: CircuitState,
): Partial<CircuitContext> {
  const counts = reopens(context, event, from);
  const failures = counts ? context.consecutive_failures + 1 : context.consecutive_failures;
  const evidence = event.until !== null && ms(event.until) > ms(event.now) ? event.until : null;
  const backoff = counts
    ? plusSeconds(
        event.now,
        backoffSeconds(failures, context.backoff_base_seconds, context.backoff_max_seconds),
      )
    : null;
  const current = ms(context.open_until) > ms(event.now) ? context.open_until : null;
  const open_until = [evidence ?? backoff, current]
    .filter((u): u is string => u !== null)
    .reduce((a, b) => (ms(b) > ms(a) ? b : a));
  // The failing route's live probe (a probe in progress, or its reserved attempt) has its verdict.
  const live = leaseLive(context, event.now) ? context.probe : null;
  const ended = from === 'probing' || (live !== null && live.holder === event.route);
  const kept = ended ? null : live;
  let probe = kept;
  // Its own next attempt inside the open interval is the probe: reserved so the circuit never delays it.
  if (
    event.route !== null &&
    event.next_attempt_at !== null &&
    ms(event.next_attempt_at) <= ms(open_until) &&
    (kept === null || kept.holder === event.route)
  ) {
    probe = {
      holder: event.route,
      acquired_at: event.now,
      lease_until: plusSeconds(
        ms(event.next_attempt_at) > ms(event.now) ? event.next_attempt_at : event.now,
        context.probe_lease_seconds,
      ),
    };
  }
  return {
    opened_at: context.opened_at ?? event.now,
    open_until,
    consecutive_failures: Math.max(failures, 1),
    probe,
    updated_at: event.now,
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
      const holder = event.type === 'SUCCESS' ? event.holder : route;
      return holder !== null && context.probe?.holder === holder && leaseLive(context, event.now);
    },
    /** `open_until` has passed and no live lease reserves the probe. */
    openExpired: ({ context, event }) =>
      ms(context.open_until) <= ms(event.now) && !leaseLive(context, event.now),
    /** The probe lease has expired, which frees the probe. */
    leaseExpired: ({ context, event }) => !leaseLive(context, event.now),
  },
  actions: {
    /** Opens, reopens or (with later evidence) extends; see `afterFailure`. */
    open: assign(({ context, event }, params: { from: CircuitState }) =>
      event.type === 'FAILURE' ? afterFailure(context, event, params.from) : {},
    ),
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
    backoff_base_seconds: input.backoff_base_seconds,
    backoff_max_seconds: input.backoff_max_seconds,
  }),
  states: {
    closed: {
      on: {
        FAILURE: { target: 'open', actions: { type: 'open', params: { from: 'closed' } } },
      },
    },
    open: {
      on: {
        FAILURE: { target: 'open', actions: { type: 'open', params: { from: 'open' } } },
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
        FAILURE: { target: 'open', actions: { type: 'open', params: { from: 'half_open' } } },
      },
    },
    probing: {
      on: {
        SUCCESS: { guard: 'isProbeHolder', target: 'closed', actions: 'close' },
        FAILURE: { target: 'open', actions: { type: 'open', params: { from: 'probing' } } },
        ADMIT: { guard: 'leaseExpired', target: 'half_open', actions: ['freeProbe', 'redeliver'] },
        RELEASE: { guard: 'isProbeHolder', target: 'half_open', actions: 'freeProbe' },
      },
    },
  },
});
