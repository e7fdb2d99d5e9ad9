/**
 * `routes errors` and `routes list` tell one story after a retry budget runs out and the route skips.
 *
 * Regression: after a skip, `routes list` showed `0/0`, the exhausted attempt `retry 0/1`, and the
 * summary `exhausted (1/1)`. Root cause: an exhausted failure schedules nothing, so its record keeps
 * retry ordinal 0 and the route view clears its counters; each view printed its raw numbers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../cli/io.ts';
import { main } from '../../cli/main.ts';
import {
  type Json,
  overloadedEnvelope,
  startTestServer,
  type TestServer,
  WsClient,
} from '../server/harness.ts';

let t: TestServer;
let adapter: WsClient;

async function recourse(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (s) => out.push(s),
    err: (s) => err.push(s),
    readStdin: async () => '',
    env: { RECOURSE_URL: t.url, RECOURSE_TOKEN: t.admin },
  };
  const code = await main(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const PROFILE = {
  id: 'once',
  name: 'Retry once, then skip',
  candidates: [
    {
      id: 'first',
      agent_profile: 'agent-a',
      policy: {
        version: 1,
        transient: {
          retry: { enabled: true, max_retries: 1, initial_interval_seconds: 5 },
          wait_for_reset: { enabled: true, max_wait_seconds: 300 },
          on_exhausted: 'skip',
        },
        hard: {
          retry: { enabled: false, max_retries: 0, initial_interval_seconds: 0 },
          wait_for_reset: { enabled: false, max_wait_seconds: 0 },
          on_exhausted: 'stop',
        },
      },
    },
    { id: 'second', agent_profile: 'agent-b' },
  ],
};

/** Acknowledges the next dispatch and returns it. */
async function nextDispatch(from: number): Promise<Json> {
  const dispatch = (await adapter.next((m) => m.type === 'dispatch', 5_000, from)).request;
  adapter.send({ type: 'dispatch_ack', attempt_id: dispatch.attempt_id });
  return dispatch;
}

async function fail(dispatch: Json): Promise<void> {
  await adapter.request(
    {
      type: 'outcome',
      route_id: dispatch.route_id,
      attempt_id: dispatch.attempt_id,
      invocation_id: dispatch.invocation_id,
      generation: dispatch.generation,
      outcome: { kind: 'failure', envelope: overloadedEnvelope(dispatch) },
    },
    (m) => m.type === 'report_result',
  );
}

let routeId = '';
let onSecond: Json;

beforeAll(async () => {
  t = await startTestServer();
  adapter = await WsClient.connect(t.wsUrl, await t.token('adapter'));
  await adapter.request(
    { type: 'adapter_hello', agent_profiles: ['agent-a', 'agent-b'] },
    (m) => m.type === 'adapter_ready',
  );
  expect((await t.http('POST', '/v1/profiles', { body: PROFILE })).status).toBe(201);

  // Fail on `first`, retry it now, fail again: the budget of one retry is used up and the route skips.
  let from = adapter.messages.length;
  const started = recourse(['routes', 'start', 'once', '--json']);
  const first = await nextDispatch(from);
  expect((await started).code).toBe(0);
  routeId = first.route_id;
  await fail(first);
  const waiting = JSON.parse((await recourse(['routes', 'show', routeId, '--json'])).out);
  expect(waiting).toMatchObject({ state: 'retry_wait', retry_ordinal: 1, max_retries: 1 });
  from = adapter.messages.length;
  // The action answers once the adapter acknowledged the new dispatch.
  const retried = recourse(['routes', 'retry-now', routeId, '--generation', String(waiting.generation)]);
  const again = await nextDispatch(from);
  expect((await retried).code).toBe(0);
  // The outcome is answered once the dispatch of the next candidate was acknowledged.
  from = adapter.messages.length;
  const skipped = fail(again);
  onSecond = await nextDispatch(from);
  await skipped;
  expect(onSecond.candidate_id).toBe('second');
});
afterAll(async () => {
  await adapter.close();
  await t.close();
});

describe('recourse routes errors after the retry budget runs out and the route skips', () => {
  it('says the same in the list, each attempt and the summary: one retry of one used, then skip', async () => {
    const list = await recourse(['routes', 'list', '--profile', 'once']);
    // The list no longer shows the cleared counters (0/0) beside the last error.
    const row = list.out.split('\n').find((l) => l.startsWith(routeId))!;
    expect(row.split(/ {2,}/)).toEqual([
      routeId,
      'once',
      'kanban',
      'active',
      expect.stringMatching(/^\d+$/),
      'second',
      'provider_overloaded',
      '-',
      '-',
      '-',
      '-',
    ]);

    const json = JSON.parse((await recourse(['routes', 'errors', routeId, '--format', 'json'])).out);
    expect(
      json.retries_per_error.map((r: Json) => [r.decision, r.retries_used, r.max_retries, r.retry_text]),
    ).toEqual([
      ['retry', 1, 1, 'retry 1/1 scheduled'],
      ['skip', 1, 1, 'retries 1/1 used, then skip'],
    ]);
    const failed = json.attempts.filter((a: Json) => a.event === 'failed');
    expect(failed.map((a: Json) => a.retry)).toEqual(['1/1', '1/1']);

    const plain = (await recourse(['routes', 'errors', routeId, '--format', 'plain'])).out;
    expect(plain).toContain(`  #${failed[0].seq} provider_overloaded: retry 1/1 scheduled`);
    expect(plain).toContain(`  #${failed[1].seq} provider_overloaded: retries 1/1 used, then skip`);
    expect(plain).toContain('decision skip (exhausted): retries 1/1 used, then skip');
    expect(plain).not.toMatch(/0\/1|0\/0/);
  });

  it('shows each attempt’s policy snapshot, catalogue version and rule', async () => {
    const json = JSON.parse((await recourse(['routes', 'errors', routeId, '--format', 'json'])).out);
    const failed = json.attempts.filter((a: Json) => a.event === 'failed');
    expect(failed[0]).toMatchObject({
      policy: 'transient: retry 1 from 5s, wait ≤300s, then skip',
      classifier_rule: 'anthropic.overloaded_error',
      catalogue_version: expect.stringMatching(/^\d{4}\.\d{2}\.\d{2}-\d+$/),
      policy_snapshot: PROFILE.candidates[0]!.policy,
    });
    const plain = (await recourse(['routes', 'errors', routeId, '--format', 'plain'])).out;
    expect(plain).toContain('    policy transient: retry 1 from 5s, wait ≤300s, then skip');
    expect(plain).toContain(`    rule anthropic.overloaded_error, catalogue ${failed[0].catalogue_version}`);
  });

  it('fits 80 columns in rich format, with long route ids and commands wrapped so they still paste', async () => {
    // The last candidate fails too: the route waits for a human, with recovery commands to print.
    await fail(onSecond);
    const rich = await recourse(['routes', 'errors', routeId]);
    expect(rich.code).toBe(0);
    const lines = rich.out.split('\n');
    expect(lines[0]).toMatch(/^╭─ Route Errors/);
    const widest = Math.max(...lines.map((l) => [...l].length));
    expect(widest).toBeLessThanOrEqual(80);
    expect(rich.out).toContain('policy transient: retry 1 from 5s, wait ≤300s, then skip');
  });
});
