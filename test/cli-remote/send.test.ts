/** `recourse routes send`: the next turn of a route from the CLI, fenced by the generation seen. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../cli/main.ts';
import { slowRetryProfile, startTestServer, type TestServer, WsClient } from '../server/harness.ts';

let t: TestServer;
let adapter: WsClient;

async function recourse(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const env = { RECOURSE_URL: t.url, RECOURSE_TOKEN: t.admin };
  const code = await main(args, {
    out: (s) => out.push(s),
    err: (s) => err.push(s),
    readStdin: async () => '',
    env,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

beforeAll(async () => {
  t = await startTestServer();
  await t.http('POST', '/v1/profiles', { body: slowRetryProfile() });
  adapter = await WsClient.connect(t.wsUrl, await t.token('adapter'));
  await adapter.request(
    { type: 'adapter_hello', agent_profiles: ['agent-a'] },
    (m) => m.type === 'adapter_ready',
  );
});
afterAll(async () => {
  await adapter.close();
  await t.close();
});

describe('recourse routes send', () => {
  it('sends the next prompt at the generation seen, and refuses a stale one or a missing prompt', async () => {
    await t.http('POST', '/v1/routes', {
      body: { profile_id: 'coding', caller: 'kanban', task: { prompt: 'first', cwd: '/repo' } },
    });
    const first = (await adapter.next((m) => m.type === 'dispatch')).request;
    adapter.send({ type: 'dispatch_ack', attempt_id: first.attempt_id });
    const done = await adapter.request(
      {
        type: 'outcome',
        id: 'o1',
        route_id: first.route_id,
        attempt_id: first.attempt_id,
        invocation_id: first.invocation_id,
        generation: first.generation,
        outcome: { kind: 'success' },
      },
      (m) => m.type === 'report_result',
    );
    const generation = String(done.snapshot.generation);

    const missing = await recourse(['routes', 'send', first.route_id, '--generation', generation]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('--prompt');

    const from = adapter.messages.length;
    const sent = await recourse([
      'routes',
      'send',
      first.route_id,
      '--prompt',
      'second',
      '--generation',
      generation,
    ]);
    expect(sent.code).toBe(0);
    expect(sent.out).toMatch(/^send: /);
    const second = (await adapter.next((m) => m.type === 'dispatch', 5_000, from)).request;
    expect(second).toMatchObject({ turn: 1, task: { prompt: 'second', cwd: '/repo' } });

    const stale = await recourse([
      'routes',
      'send',
      first.route_id,
      '--prompt',
      'third',
      '--generation',
      generation,
    ]);
    expect(stale.code).toBe(1);
    expect(stale.err).toContain('stale_generation');
  });
});
