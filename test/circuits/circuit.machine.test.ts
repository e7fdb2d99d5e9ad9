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
    default_open_seconds: 30,
  })[0];
}

function run(snapshot: Snapshot, ...events: CircuitEvent[]): Snapshot {
  return events.reduce((s, e) => transition(circuitMachine, s, e)[0], snapshot);
}

const failure = (t: number, until: number, holder: string | null = null): CircuitEvent => ({
  type: 'FAILURE',
  until: at(until),
  holder,
  now: at(t),
});
const admit = (t: number, route: string): CircuitEvent => ({ type: 'ADMIT', route, now: at(t) });
const success = (t: number, holder: string): CircuitEvent => ({ type: 'SUCCESS', holder, now: at(t) });
const release = (t: number, route: string): CircuitEvent => ({ type: 'RELEASE', route, now: at(t) });

describe('circuit machine', () => {
  it('exports a machine version for stored snapshots', () => {
    expect(CIRCUIT_MACHINE_VERSION).toBe(1);
  });

  it('starts closed and stays closed when routes are admitted', () => {
    const s = run(fresh(), admit(1, 'r1'), admit(2, 'r2'));
    expect(s.value).toBe('closed');
    expect(s.context.probe).toBeNull();
  });

  it('opens on a failure until the failure says, counting it', () => {
    const s = run(fresh(), failure(10, 40));
    expect(s.value).toBe('open');
    expect(s.context).toMatchObject({
      opened_at: at(10),
      open_until: at(40),
      consecutive_failures: 1,
      probe: null,
    });
  });

  it('opens for the default seconds when the failure brings no future until', () => {
    const s = run(fresh(), failure(10, 5));
    expect(s.context.open_until).toBe(at(40));
  });

  it('stays open before its until, whoever asks', () => {
    const s = run(fresh(), failure(10, 40), admit(39, 'r2'));
    expect(s.value).toBe('open');
    expect(s.context.probe).toBeNull();
  });

  it('observes expiry lazily on admit and grants that route the probe in the same step', () => {
    const s = run(fresh(), failure(10, 40), admit(40, 'r2'));
    expect(s.value).toBe('probing');
    expect(s.context.probe).toEqual({ holder: 'r2', acquired_at: at(40), lease_until: at(340) });
  });

  it('keeps a live probe exclusive: a second admitting route changes nothing', () => {
    const first = run(fresh(), failure(10, 40), admit(41, 'r2'));
    const second = run(first, admit(42, 'r3'));
    expect(second.value).toBe('probing');
    expect(second.context.probe?.holder).toBe('r2');
  });

  it('closes on the probe holder success and forgets its failures', () => {
    const s = run(fresh(), failure(10, 40), admit(41, 'r2'), success(50, 'r2'));
    expect(s.value).toBe('closed');
    expect(s.context).toMatchObject({
      consecutive_failures: 0,
      open_until: null,
      opened_at: null,
      probe: null,
    });
  });

  it('ignores a success from a route that does not hold the probe', () => {
    const s = run(fresh(), failure(10, 40), admit(41, 'r2'), success(50, 'r3'));
    expect(s.value).toBe('probing');
    expect(s.context.probe?.holder).toBe('r2');
  });

  it('reopens with a new until when the probe fails', () => {
    const s = run(fresh(), failure(10, 40), admit(41, 'r2'), failure(50, 110));
    expect(s.value).toBe('open');
    expect(s.context).toMatchObject({ open_until: at(110), consecutive_failures: 2, opened_at: at(10) });
  });

  it('frees the probe when its lease expires, so the next admit probes', () => {
    const s = run(fresh(), failure(10, 40), admit(41, 'r2'), admit(341, 'r3'));
    expect(s.value).toBe('probing');
    expect(s.context.probe?.holder).toBe('r3');
  });

  it('lets the failing route that schedules its own attempt keep the probe before until', () => {
    const open = run(fresh(), failure(10, 40, 'r1'));
    expect(open.value).toBe('open');
    expect(open.context.probe).toEqual({ holder: 'r1', acquired_at: at(10), lease_until: at(340) });
    const own = run(open, admit(15, 'r1'));
    expect(own.value).toBe('probing');
    expect(own.context.probe).toEqual({ holder: 'r1', acquired_at: at(10), lease_until: at(315) });
  });

  it('keeps a reserved probe from other routes even after until passes', () => {
    const s = run(fresh(), failure(10, 40, 'r1'), admit(60, 'r2'));
    expect(s.value).toBe('open');
    expect(s.context.probe?.holder).toBe('r1');
  });

  it('treats any failure while probing as the probe verdict, handing the probe to the failing holder', () => {
    const s = run(fresh(), failure(10, 40), admit(41, 'r2'), failure(45, 100, 'r3'));
    expect(s.value).toBe('open');
    expect(s.context.probe).toEqual({ holder: 'r3', acquired_at: at(45), lease_until: at(400) });
    expect(s.context.open_until).toBe(at(100));
  });

  it('ends the probe when it fails without a route keeping the scope', () => {
    const s = run(fresh(), failure(10, 40), admit(41, 'r2'), failure(45, 100));
    expect(s.value).toBe('open');
    expect(s.context.probe).toBeNull();
  });

  it('does not let another failing route steal a reserved probe while open', () => {
    const s = run(fresh(), failure(10, 40, 'r1'), failure(12, 50, 'r3'));
    expect(s.value).toBe('open');
    expect(s.context.probe?.holder).toBe('r1');
    expect(s.context.consecutive_failures).toBe(2);
  });

  it('never shortens an open circuit when a later failure brings an earlier until', () => {
    const s = run(fresh(), failure(10, 100), failure(20, 50));
    expect(s.context.open_until).toBe(at(100));
  });

  it('returns to half open without a probe when the holder releases it', () => {
    const s = run(fresh(), failure(10, 40), admit(41, 'r2'), release(42, 'r2'));
    expect(s.value).toBe('half_open');
    expect(s.context.probe).toBeNull();
    const next = run(s, admit(43, 'r3'));
    expect(next.context.probe?.holder).toBe('r3');
  });

  it('ignores a release by a route that does not hold the probe', () => {
    const s = run(fresh(), failure(10, 40), admit(41, 'r2'), release(42, 'r3'));
    expect(s.value).toBe('probing');
    expect(s.context.probe?.holder).toBe('r2');
  });

  it('drops a reservation released before its until, keeping the circuit open', () => {
    const s = run(fresh(), failure(10, 40, 'r1'), release(12, 'r1'));
    expect(s.value).toBe('open');
    expect(s.context.probe).toBeNull();
  });
});
