import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/commands/simulate.ts';
import type { CliIo } from '../../cli/io.ts';
import { CRASH_POINTS, SIMULATION_EVENTS, type TraceLine } from '../../simulation/simulator.ts';

const DIR = join(import.meta.dirname, 'scenarios');

function captureIo(stdin = ''): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (t) => stdout.push(t),
    err: (t) => stderr.push(t),
    readStdin: async () => stdin,
    env: {},
  };
}

/** Runs `recourse simulate` on a scenario (optionally with another caller) and parses its JSON Lines. */
async function simulate(name: string, caller?: string): Promise<{ trace: TraceLine[]; raw: string }> {
  const text = await readFile(join(DIR, `${name}.json`), 'utf8');
  const input = JSON.parse(text) as Record<string, unknown>;
  if (caller) input['caller'] = caller;
  const io = captureIo(JSON.stringify(input));
  const code = await run(['-'], io);
  expect(io.stderr).toEqual([]);
  expect(code).toBe(0);
  const raw = io.stdout.join('\n');
  return { trace: raw.split('\n').map((l) => JSON.parse(l) as TraceLine), raw };
}

const count = (trace: TraceLine[], event: string) => trace.filter((l) => l.event === event).length;
const secondsUntil = (l: TraceLine) =>
  (Date.parse(l.deadline ?? '') - Date.parse('2026-01-01T00:00:00Z')) / 1000 - l.t;

describe('recourse simulate: the spec scenarios', () => {
  it('capacity error: persists waits of 5, 10 and 20 s, then applies the exhausted outcome', async () => {
    const { trace } = await simulate('capacity-three-retries');
    const waits = trace.filter((l) => l.state === 'retry_wait' && l.event === 'fail');
    expect(waits.map(secondsUntil)).toEqual([5, 10, 20]);
    expect(waits.map((l) => l.retry_ordinal)).toEqual([1, 2, 3]);
    expect(waits.every((l) => l.max_retries === 3 && l.pending_outcome === 'retry')).toBe(true);
    expect(trace.filter((l) => l.event === 'timer').map((l) => l.t)).toEqual([6, 17, 38]);
    expect(trace.at(-2)).toMatchObject({ event: 'dispatch', candidate: 'codex', state: 'active' });
    expect(count(trace, 'dispatch')).toBe(5);
  });

  it('quota with a trusted reset one minute away: waits durably until the reset, then retries once', async () => {
    const { trace } = await simulate('quota-reset-one-minute');
    const wait = trace.find((l) => l.event === 'fail');
    expect(wait).toMatchObject({
      state: 'waiting_for_reset',
      code: 'quota_limited',
      class: 'hard',
      deadline: '2026-01-01T00:01:10.000Z',
      pending_outcome: 'retry',
    });
    expect(trace.find((l) => l.event === 'timer')).toMatchObject({
      t: 70,
      state: 'retrying',
      candidate: 'claude',
    });
    expect(count(trace, 'dispatch')).toBe(2);
    expect(trace.at(-1)).toMatchObject({ state: 'active', candidate: 'claude' });
  });

  it('quota with a reset six hours away: never waits for it, proceeds to retry and the exhausted outcome', async () => {
    const { trace } = await simulate('quota-reset-six-hours');
    expect(trace.some((l) => l.state === 'waiting_for_reset')).toBe(false);
    const retry = trace.find((l) => l.event === 'fail');
    expect(retry).toMatchObject({ state: 'retry_wait', code: 'quota_limited', retry_ordinal: 1 });
    expect(retry && secondsUntil(retry)).toBe(30);
    expect(trace.at(-1)).toMatchObject({ state: 'active', candidate: 'codex' });
  });

  it('exhausted retry budget with skip: the same route advances to the next candidate', async () => {
    const { trace } = await simulate('exhausted-skip-next-candidate');
    const candidates = trace.filter((l) => l.event === 'dispatch').map((l) => l.candidate);
    expect(candidates).toEqual(['claude', 'claude', 'codex']);
    const generations = trace.map((l) => l.generation ?? 0);
    expect(generations).toEqual([...generations].sort((a, b) => a - b));
    // The last candidate skips too: with every candidate excluded the route needs a human.
    expect(trace.at(-1)).toMatchObject({ state: 'action_required', reason: 'no_candidate' });
  });

  it('exhausted credits with a hard stop policy: manual recovery without trying another provider', async () => {
    const { trace } = await simulate('hard-stop-exhausted-credits');
    expect(trace.find((l) => l.event === 'fail')).toMatchObject({
      state: 'action_required',
      class: 'hard',
      reason: 'exhausted',
      pending_outcome: 'stop',
      candidate: 'claude',
      retry_ordinal: 0,
      max_retries: 0,
      deadline: null,
    });
    expect(trace.filter((l) => l.event === 'dispatch').map((l) => l.candidate)).toEqual(['claude']);
  });

  it('an unknown string stops automatic recovery and never prints the raw text', async () => {
    const { trace, raw } = await simulate('unknown-string-error');
    expect(trace.find((l) => l.event === 'fail')).toMatchObject({
      state: 'action_required',
      code: 'unclassified',
      class: 'unclassified',
      reason: 'unclassified',
    });
    expect(raw).not.toContain('sk-ant');
    expect(raw).not.toContain('alice');
    expect(raw).not.toContain('frobnicator');
    expect(count(trace, 'dispatch')).toBe(1);
  });

  it('a failure after tool activity stops for manual recovery whatever the policy says', async () => {
    const { trace } = await simulate('tool-activity-unsafe');
    expect(trace.find((l) => l.event === 'fail')).toMatchObject({
      state: 'action_required',
      code: 'provider_overloaded',
      reason: 'effect_unsafe',
    });
    expect(count(trace, 'dispatch')).toBe(1);
  });

  it('Kanban, Office and utility callers get the same trace from the same profile and timeline', async () => {
    const { trace } = await simulate('kanban-and-office-same-policy');
    // Office applies the candidate policy: one retry, skip to the next candidate, then no candidate.
    expect(trace.filter((l) => l.event === 'fail').map((l) => [l.state, l.candidate, l.reason])).toEqual([
      ['retry_wait', 'claude', null],
      ['active', 'codex', null],
      ['action_required', 'codex', 'no_candidate'],
    ]);
    for (const name of [
      'kanban-and-office-same-policy',
      'capacity-three-retries',
      'quota-reset-one-minute',
      'tool-activity-unsafe',
    ]) {
      const kanban = (await simulate(name, 'kanban')).raw;
      expect((await simulate(name, 'office')).raw).toBe(kanban);
      expect((await simulate(name, 'utility')).raw).toBe(kanban);
    }
  });
});

describe('recourse simulate: restarts and crashes', () => {
  it('a crash before the dispatch record re-arms the wait from the store and dispatches once', async () => {
    const { trace } = await simulate('crash-before-dispatch-record');
    const restart = trace.find((l) => l.event === 'restart');
    expect(restart).toMatchObject({ t: 6, state: 'retry_wait', crash: 'before_dispatch_record' });
    expect(trace.find((l) => l.event === 'reconcile')).toMatchObject({ state: 'retry_wait' });
    expect(trace.filter((l) => l.event === 'dispatch').map((l) => l.t)).toEqual([0, 6]);
    expect(trace.find((l) => l.event === 'succeed')).toMatchObject({ state: 'active' });
  });

  it('a crash after the dispatch record is ambiguous: manual recovery, never a second dispatch', async () => {
    const { trace } = await simulate('crash-after-dispatch-record');
    expect(trace.find((l) => l.event === 'restart')).toMatchObject({
      state: 'retrying',
      crash: 'after_dispatch_record',
    });
    expect(trace.find((l) => l.event === 'reconcile')).toMatchObject({
      state: 'action_required',
      reason: 'ambiguous_dispatch',
    });
    expect(count(trace, 'dispatch')).toBe(1);
    expect(trace.find((l) => l.t === 10)).toMatchObject({ event: 'rejected', reason: 'stale_evidence' });
  });

  it('a crash before the first dispatch record leaves no route behind; it can start again', async () => {
    const { trace } = await simulate('crash-before-first-dispatch');
    expect(trace.slice(0, 3).map((l) => [l.event, l.state])).toEqual([
      ['start', null],
      ['restart', null],
      ['reconcile', null],
    ]);
    expect(trace.find((l) => l.t === 1)).toMatchObject({ event: 'rejected', reason: 'not_found' });
    expect(trace.filter((l) => l.event === 'dispatch').map((l) => l.t)).toEqual([3]);
  });

  it('a crash during the dispatch an action caused prints the action, and the dispatch made at reconciliation', async () => {
    // Regression: such an action printed `rejected store_unavailable`, and a dispatch made while
    // reconciling after the restart was printed only after the next timeline entry.
    const { trace } = await simulate('crash-during-skip-dispatch');
    const at = (t: number) => trace.filter((l) => l.t === t).map((l) => [l.event, l.state, l.candidate]);
    expect(at(3)).toEqual([
      ['action', 'switching', 'claude'],
      ['restart', 'switching', 'claude'],
      ['reconcile', 'active', 'codex'],
      ['dispatch', 'active', 'codex'],
    ]);
    expect(at(5)).toEqual([
      ['action', 'retrying', 'codex'],
      ['restart', 'retrying', 'codex'],
      ['reconcile', 'action_required', 'codex'],
    ]);
    expect(trace.find((l) => l.t === 5 && l.event === 'reconcile')?.reason).toBe('ambiguous_dispatch');
    expect(trace.filter((l) => l.event === 'dispatch').map((l) => [l.t, l.candidate])).toEqual([
      [0, 'claude'],
      [3, 'codex'],
    ]);
    expect(count(trace, 'rejected')).toBe(0);
  });

  it('a restart with an armed wait fires it at its stored deadline', async () => {
    const { trace } = await simulate('restart-with-armed-wait');
    expect(trace.find((l) => l.event === 'reconcile')).toMatchObject({
      t: 3,
      state: 'retry_wait',
      deadline: '2026-01-01T00:00:06.000Z',
    });
    expect(trace.find((l) => l.event === 'timer')).toMatchObject({ t: 6, state: 'retrying' });
    expect(count(trace, 'dispatch')).toBe(2);
  });

  it('manual actions are fenced by generation and cancel is idempotent', async () => {
    const { trace } = await simulate('manual-actions');
    const at = (t: number) => trace.filter((l) => l.t === t);
    expect(at(2).map((l) => [l.event, l.reason])).toEqual([
      ['rejected', 'stale_generation'],
      ['action', 'cancelled'],
    ]);
    expect(at(3)).toMatchObject([
      { event: 'action', state: 'action_required', generation: at(2)[1]?.generation },
    ]);
    expect(at(4).map((l) => l.event)).toEqual(['action', 'dispatch']);
    expect(at(5)).toMatchObject([{ event: 'rejected', reason: 'stale_evidence' }]);
    expect(at(6)).toMatchObject([{ event: 'succeed', state: 'active' }]);
  });
});

describe('recourse simulate: input', () => {
  it('invalid input gets field-addressed errors on stderr and exit 2', async () => {
    const io = captureIo(
      JSON.stringify({
        start: 'not a time',
        profile: { candidates: [{ id: 'claude', policy: { version: 1, transient: {} } }] },
        timeline: [
          { at: 5, do: 'start' },
          { at: 1, do: 'fail', evidence: { evidence: [{ kind: 'http', status: 9999 }] } },
          { at: 2, do: 'dance' },
        ],
      }),
    );
    expect(await run(['-'], io)).toBe(2);
    expect(io.stdout).toEqual([]);
    const text = io.stderr.join('\n');
    expect(text).toMatch(/^start: /m);
    expect(text).toMatch(/^timeline\.2\.do: /m);
  });

  it('reports the profile’s problems together with the timeline’s, and says what expected_generation takes', async () => {
    const io = captureIo(
      JSON.stringify({
        start: '2026-01-01T00:00:00Z',
        profile: { automation: 'sometimes', candidates: [{ id: 'a', policy: 'bogus' }, { id: 'a' }] },
        timeline: [{ at: 0, do: 'action', action: 'stop', expected_generation: 'old' }],
      }),
    );
    expect(await run(['-'], io)).toBe(2);
    const text = io.stderr.join('\n');
    expect(text).toMatch(/^timeline\.0\.expected_generation: .*"current" or "stale"/m);
    expect(text).toMatch(/^profile\.candidates\.0\.policy: .*\[unknown_legacy_rule\]/m);
    expect(text).toMatch(/^profile\.candidates\.1\.id: .*\[duplicate_id\]/m);
    // Each path once, though the shape check and the profile check both see `automation`.
    expect(text.match(/^profile\.automation: /gm)).toHaveLength(1);
  });

  it('reports every problem of a well-formed input at once, with paths', async () => {
    const io = captureIo(
      JSON.stringify({
        start: '2026-01-01T00:00:00Z',
        profile: { candidates: [{ id: 'claude', policy: { version: 1, transient: {} } }] },
        timeline: [
          { at: 5, do: 'start' },
          { at: 1, do: 'fail', evidence: { evidence: [{ kind: 'http', status: 9999 }] } },
        ],
      }),
    );
    expect(await run(['-'], io)).toBe(2);
    const text = io.stderr.join('\n');
    expect(text).toMatch(/^profile\.candidates\.0\.policy/m);
    expect(text).toMatch(/^timeline\.1\.at: /m);
    expect(text).toMatch(/^timeline\.1\.evidence\.evidence\.0\.status: /m);
  });

  it('answers --help and rejects a missing file argument', async () => {
    const help = captureIo();
    expect(await run(['--help'], help)).toBe(0);
    const text = help.stdout.join('');
    expect(text).toContain('recourse simulate FILE|-');
    // The help names every event printed, every crash point and every entry kind.
    for (const word of [...SIMULATION_EVENTS, ...CRASH_POINTS, 'expected_generation', 'stale', 'effects']) {
      expect(text).toContain(word);
    }
    const none = captureIo();
    expect(await run([], none)).toBe(2);
    const json = captureIo('{ nope');
    expect(await run(['-'], json)).toBe(2);
    expect(json.stderr.join('')).toContain('invalid_json');
  });
});
