import { describe, expect, it } from 'vitest';
import { initialTransition, type SnapshotFrom, transition } from 'xstate';
import {
  CIRCUIT_MACHINE_VERSION,
  type CircuitEvent,
  circuitMachine,
} from '../../machines/circuit.machine.ts';

type Snapshot = SnapshotFrom<typeof circuitMachine>;

const T0 = Date.parse('2026-01-01T00:00:00.000Z');
/** The instant `s` seconds after T0. */
const at = (s: number): string => new Date(T0 + s * 1000).toISOString();

function fresh(): Snapshot {
  return initialTransition(circuitMachine, {
    scope_key: 'provider:anthropic',
    now: at(0),
    probe_lease_seconds: 300,
    backoff_base_seconds: 30,
    backoff_max_seconds: 600,
  })[0];
}

function run(snapshot: Snapshot, ...events: CircuitEvent[]): Snapshot {
  return events.reduce((s, e) => transition(circuitMachine, s, e)[0], snapshot);
}

/** `route` failed at `t`; `until` is the evidence's own timing, `next` its own next attempt. */
const failure = (
  t: number,
  o: { route?: string | null; until?: number | null; next?: number | null } = {},
): CircuitEvent => ({
  type: 'FAILURE',
  route: o.route ?? null,
  until: o.until == null ? null : at(o.until),
  next_attempt_at: o.next == null ? null : at(o.next),
  now: at(t),
});
const admit = (t: number, route: string): CircuitEvent => ({ type: 'ADMIT', route, now: at(t) });
const success = (t: number, holder: string): CircuitEvent => ({ type: 'SUCCESS', holder, now: at(t) });
const release = (t: number, route: string): CircuitEvent => ({ type: 'RELEASE', route, now: at(t) });

describe('circuit machine', () => {
  it('exports a machine version for stored snapshots', () => {
    expect(CIRCUIT_MACHINE_VERSION).toBe(2);
  });

  it('starts closed and stays closed when routes are admitted', () => {
    const s = run(fresh(), admit(1, 'r1'), admit(2, 'r2'));
    expect(s.value).toBe('closed');
    expect(s.context.probe).toBeNull();
  });

  it('opens until the evidence timing says, counting the failure', () => {
    const s = run(fresh(), failure(10, { until: 40 }));
    expect(s.value).toBe('open');
    expect(s.context).toMatchObject({
      opened_at: at(10),
      open_until: at(40),
      consecutive_failures: 1,
      probe: null,
    });
  });

  it('without evidence timing opens for its own backoff: 30 s doubling per consecutive failure, capped at 600 s', () => {
    const opens: number[] = [];
    let s = fresh();
    let t = 0;
    for (let i = 0; i < 7; i++) {
      s = run(s, failure(t, { until: t - 5 }));
      const until = (Date.parse(s.context.open_until ?? '') - Date.parse(at(t))) / 1000;
      opens.push(until);
      // The circuit's own interval passes; the next admit probes and fails again.
      t += until;
      s = run(s, admit(t, 'p'));
    }
    expect(opens).toEqual([30, 60, 120, 240, 480, 600, 600]);
    expect(s.context.consecutive_failures).toBe(7);
  });

  it('counts a failure while already open as the same outage: no count, no extension without later evidence', () => {
    const s = run(fresh(), failure(10), failure(20, { route: 'r2' }), failure(25, { route: 'r3' }));
    expect(s.context).toMatchObject({ open_until: at(40), consecutive_failures: 1 });
    const later = run(s, failure(30, { until: 90 }));
    expect(later.context).toMatchObject({ open_until: at(90), consecutive_failures: 1 });
  });

  it('stays open before its until, whoever asks', () => {
    const s = run(fresh(), failure(10, { until: 40 }), admit(39, 'r2'));
    expect(s.value).toBe('open');
    expect(s.context.probe).toBeNull();
  });

  it('observes expiry lazily on admit and grants that route the probe in the same step', () => {
    const s = run(fresh(), failure(10, { until: 40 }), admit(40, 'r2'));
    expect(s.value).toBe('probing');
    expect(s.context.probe).toEqual({ holder: 'r2', acquired_at: at(40), lease_until: at(340) });
  });

  it('keeps a live probe exclusive: a second admitting route changes nothing', () => {
    const first = run(fresh(), failure(10, { until: 40 }), admit(41, 'r2'));
    const second = run(first, admit(42, 'r3'));
    expect(second.value).toBe('probing');
    expect(second.context.probe?.holder).toBe('r2');
  });

  it('closes on the probe holder success and forgets its failures', () => {
    const s = run(fresh(), failure(10, { until: 40 }), admit(41, 'r2'), success(50, 'r2'));
    expect(s.value).toBe('closed');
    expect(s.context).toMatchObject({
      consecutive_failures: 0,
      open_until: null,
      opened_at: null,
      probe: null,
    });
  });

  it('ignores a success from a route that does not hold the probe', () => {
    const s = run(fresh(), failure(10, { until: 40 }), admit(41, 'r2'), success(50, 'r3'));
    expect(s.value).toBe('probing');
    expect(s.context.probe?.holder).toBe('r2');
  });

  it('reopens with the new evidence timing when the probe fails', () => {
    const s = run(
      fresh(),
      failure(10, { until: 40 }),
      admit(41, 'r2'),
      failure(50, { route: 'r2', until: 110 }),
    );
    expect(s.value).toBe('open');
    expect(s.context).toMatchObject({ open_until: at(110), consecutive_failures: 2, opened_at: at(10) });
  });

  it('frees the probe when its lease expires, so the next admit probes', () => {
    const s = run(fresh(), failure(10, { until: 40 }), admit(41, 'r2'), admit(341, 'r3'));
    expect(s.value).toBe('probing');
    expect(s.context.probe?.holder).toBe('r3');
  });

  it('reserves the probe for the failing route whose own next attempt starts inside the open interval', () => {
    const open = run(fresh(), failure(10, { route: 'r1', next: 25 }));
    expect(open.value).toBe('open');
    expect(open.context.open_until).toBe(at(40));
    expect(open.context.probe).toEqual({ holder: 'r1', acquired_at: at(10), lease_until: at(325) });
    const own = run(open, admit(25, 'r1'));
    expect(own.value).toBe('probing');
    expect(own.context.probe).toEqual({ holder: 'r1', acquired_at: at(10), lease_until: at(325) });
  });

  it('keeps a reserved probe from other routes after until passes, until its verdict or lease end', () => {
    const s = run(fresh(), failure(10, { route: 'r1', next: 35 }), admit(60, 'r2'));
    expect(s.value).toBe('open');
    expect(s.context.probe?.holder).toBe('r1');
  });

  it('regression (issue 11): a route retrying an hour later reserves nothing, so the circuit stays open only its own 30 s', () => {
    // Root cause: the failing route's own deadline (its policy's 3,600 s interval) became open_until.
    const s = run(fresh(), failure(0, { route: 'r1', next: 3600 }));
    expect(s.context).toMatchObject({ open_until: at(30), probe: null });
    const other = run(s, admit(30, 'r2'));
    expect(other.value).toBe('probing');
    expect(other.context.probe?.holder).toBe('r2');
  });

  it('treats any failure while probing as the probe verdict, reserving for the failing route inside the interval', () => {
    const s = run(
      fresh(),
      failure(10, { until: 40 }),
      admit(41, 'r2'),
      failure(45, { route: 'r3', next: 50, until: 100 }),
    );
    expect(s.value).toBe('open');
    expect(s.context.probe).toEqual({ holder: 'r3', acquired_at: at(45), lease_until: at(350) });
    expect(s.context.open_until).toBe(at(100));
  });

  it('ends the probe when it fails without a route keeping the scope', () => {
    const s = run(
      fresh(),
      failure(10, { until: 40 }),
      admit(41, 'r2'),
      failure(45, { route: 'r2', until: 100 }),
    );
    expect(s.value).toBe('open');
    expect(s.context.probe).toBeNull();
  });

  it('takes the reserving route own failure as the probe verdict', () => {
    const s = run(fresh(), failure(0, { route: 'r1', next: 10 }), failure(10, { route: 'r1' }));
    expect(s.context).toMatchObject({ probe: null, consecutive_failures: 2, open_until: at(70) });
  });

  it('does not let another failing route steal a reserved probe while open', () => {
    const s = run(fresh(), failure(10, { route: 'r1', next: 20 }), failure(12, { route: 'r3', next: 30 }));
    expect(s.value).toBe('open');
    expect(s.context.probe?.holder).toBe('r1');
    expect(s.context.consecutive_failures).toBe(1);
  });

  it('never shortens an open circuit when a later failure brings an earlier until', () => {
    const s = run(fresh(), failure(10, { until: 100 }), failure(20, { until: 50 }));
    expect(s.context.open_until).toBe(at(100));
  });

  it('returns to half open without a probe when the holder releases it', () => {
    const s = run(fresh(), failure(10, { until: 40 }), admit(41, 'r2'), release(42, 'r2'));
    expect(s.value).toBe('half_open');
    expect(s.context.probe).toBeNull();
    const next = run(s, admit(43, 'r3'));
    expect(next.context.probe?.holder).toBe('r3');
  });

  it('ignores a release by a route that does not hold the probe', () => {
    const s = run(fresh(), failure(10, { until: 40 }), admit(41, 'r2'), release(42, 'r3'));
    expect(s.value).toBe('probing');
    expect(s.context.probe?.holder).toBe('r2');
  });

  it('drops a reservation released before its until, keeping the circuit open its own interval', () => {
    const s = run(fresh(), failure(10, { route: 'r1', next: 20 }), release(12, 'r1'));
    expect(s.value).toBe('open');
    expect(s.context).toMatchObject({ probe: null, open_until: at(40) });
    expect(run(s, admit(40, 'r2')).context.probe?.holder).toBe('r2');
  });
});
