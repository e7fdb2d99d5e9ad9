import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { slowRetryProfile, startTestServer, type TestServer, WsClient } from './harness.ts';

let t: TestServer;
const clients: WsClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await t.close();
});
const connect = async (token: string) => {
  const c = await WsClient.connect(t.wsUrl, token);
  clients.push(c);
  return c;
};

async function routeWithAdapter() {
  await t.http('POST', '/v1/profiles', { body: slowRetryProfile() });
  const adapter = await connect(await t.token('adapter'));
  await adapter.request(
    { type: 'adapter_hello', agent_profiles: ['agent-a', 'agent-b'] },
    (m) => m.type === 'adapter_ready',
  );
  const starting = t.http('POST', '/v1/routes', { body: { profile_id: 'coding', caller: 'office' } });
  const dispatch = (await adapter.next((m) => m.type === 'dispatch')).request;
  return { adapter, dispatch, starting };
}

describe('malformed and hostile frames', () => {
  it('get an error reply each, change nothing and never take the server down', async () => {
    t = await startTestServer({ limits: { rateBurst: 10_000, ratePerSecond: 10_000 } });
    const { adapter, dispatch, starting } = await routeWithAdapter();
    adapter.send({ type: 'dispatch_ack', attempt_id: dispatch.attempt_id });
    await starting;
    const before = (await t.http('GET', '/v1/routes')).body;

    const frames: string[] = [
      'not json',
      '',
      '[]',
      'null',
      '42',
      '{"type":"subscribe"}',
      '{"type":"launch_missiles","id":"x"}',
      '{"type":"action","id":"a","route_id":"r","action":"explode","expected_generation":0}',
      `{"type":"action","id":"a","route_id":"${dispatch.route_id}","action":"stop","expected_generation":-1}`,
      `{"type":"outcome","route_id":"${dispatch.route_id}","attempt_id":"${dispatch.attempt_id}","invocation_id":"${dispatch.invocation_id}","generation":${dispatch.generation},"outcome":{"kind":"failure","envelope":{"evidence":[]}}}`,
      '{"__proto__":{"polluted":true},"type":"unsubscribe","id":"x","extra":1}',
      `{"type":"subscribe","id":"${'x'.repeat(100)}","target":{"all":true}}`,
      '{"type":"subscribe","id":"s","target":{"all":false}}',
      '{'.repeat(5000),
      ...fc.sample(fc.json(), { numRuns: 150, seed: 7 }),
      ...fc.sample(fc.string({ maxLength: 200 }), { numRuns: 50, seed: 11 }),
    ];
    const fuzzer = await connect(await t.token('admin'));
    for (const frame of frames) {
      const reply = await fuzzer.request(frame, (m) => m.type !== 'welcome');
      expect(reply.type, frame.slice(0, 80)).toBe('error');
      expect(['malformed_json', 'invalid_message']).toContain(reply.code);
    }
    fuzzer.ws.send(Buffer.from([0, 1, 2, 3]), { binary: true });
    expect(await fuzzer.next((m) => m.code === 'binary_not_supported')).toMatchObject({ type: 'error' });

    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect((await t.http('GET', '/v1/routes')).body).toEqual(before);
    expect((await t.http('GET', '/healthz', { token: null })).status).toBe(200);
    const invalid = await fuzzer.request(
      { type: 'subscribe', id: 's', target: { route: 1 } },
      (m) => m.type === 'error',
    );
    expect(invalid.errors[0].path).toBe('target');
  });

  it('closes a connection that sends a frame over 64 KiB with 1009, and the server keeps serving', async () => {
    t = await startTestServer();
    const client = await connect(await t.token('viewer'));
    client.send(JSON.stringify({ type: 'subscribe', id: 'x'.repeat(70_000), target: { all: true } }));
    expect((await client.closed).code).toBe(1009);
    const again = await connect(await t.token('viewer'));
    expect(
      await again.request(
        { type: 'subscribe', id: 's', target: { all: true } },
        (m) => m.type === 'subscribed',
      ),
    ).toMatchObject({ routes: 0 });
  });

  it('answers messages over the rate limit with errors, then closes an abusive connection with 1008', async () => {
    // The rate limiter reads this clock, so no real time passes between messages.
    t = await startTestServer({
      now: () => Date.parse('2026-11-30T00:00:00Z'),
      limits: { rateBurst: 3, ratePerSecond: 1, rateViolationsBeforeClose: 5 },
    });
    const client = await connect(await t.token('viewer'));
    for (let i = 0; i < 3; i++) {
      const ok = await client.request(
        { type: 'subscribe', id: `s${i}`, target: { all: true } },
        (m) => m.id === `s${i}`,
      );
      expect(ok.type).toBe('subscribed');
    }
    const limited = await client.request(
      { type: 'subscribe', id: 's9', target: { all: true } },
      (m) => m.type === 'error',
    );
    expect(limited.code).toBe('rate_limited');
    for (let i = 0; i < 10; i++) client.send({ type: 'unsubscribe', id: 's0' });
    expect((await client.closed).code).toBe(1008);
    expect((await t.http('GET', '/healthz', { token: null })).status).toBe(200);
  });
});

describe('subscription limits', () => {
  it('refuses a duplicate subscription id and more subscriptions than allowed', async () => {
    t = await startTestServer({ limits: { maxSubscriptions: 2 } });
    const client = await connect(await t.token('viewer'));
    await client.request({ type: 'subscribe', id: 'a', target: { all: true } }, (m) => m.id === 'a');
    const dup = await client.request(
      { type: 'subscribe', id: 'a', target: { profile: 'p' } },
      (m) => m.id === 'a',
    );
    expect(dup).toMatchObject({ type: 'error', code: 'duplicate_subscription' });
    await client.request({ type: 'subscribe', id: 'b', target: { profile: 'p' } }, (m) => m.id === 'b');
    const third = await client.request(
      { type: 'subscribe', id: 'c', target: { route: 'r' } },
      (m) => m.id === 'c',
    );
    expect(third).toMatchObject({ type: 'error', code: 'too_many_subscriptions' });
  });
});

describe('adapters', () => {
  it('an adapter that disconnects before acknowledging leaves the route in manual recovery as ambiguous', async () => {
    t = await startTestServer();
    const { adapter, dispatch, starting } = await routeWithAdapter();
    // The start answers once the dispatch is recorded, before any acknowledgement.
    const started = await starting;
    expect(started.status).toBe(201);
    const viewer = await connect(await t.token('viewer'));
    await viewer.request(
      { type: 'subscribe', id: 's', target: { route: dispatch.route_id } },
      (m) => m.type === 'subscribed',
    );
    await adapter.close();
    const route = (await viewer.next((m) => m.type === 'route' && m.route.state === 'action_required')).route;
    expect(route).toMatchObject({ state: 'action_required', reason: 'ambiguous_dispatch' });
    const attempts = (await t.http('GET', `/v1/routes/${dispatch.route_id}/attempts`)).body.attempts;
    expect(attempts.filter((a: { event: string }) => a.event === 'dispatched')).toHaveLength(1);
  });

  it('only receives dispatches for the agent profiles it serves', async () => {
    t = await startTestServer({ limits: { dispatchAckTimeoutMs: 5_000 } });
    await t.http('POST', '/v1/profiles', { body: slowRetryProfile() });
    const other = await connect(await t.token('adapter'));
    await other.request(
      { type: 'adapter_hello', agent_profiles: ['agent-b'] },
      (m) => m.type === 'adapter_ready',
    );
    const right = await connect(await t.token('adapter'));
    await right.request(
      { type: 'adapter_hello', agent_profiles: ['agent-a'] },
      (m) => m.type === 'adapter_ready',
    );
    // Started once both adapters are ready: a start that commits before any adapter serves agent-a
    // answers `awaiting_adapter` instead (the held dispatch, tested in held-dispatch.test.ts).
    const starting = t.http('POST', '/v1/routes', { body: { profile_id: 'coding', caller: 'utility' } });
    const dispatch = (await right.next((m) => m.type === 'dispatch')).request;
    right.send({ type: 'dispatch_ack', attempt_id: dispatch.attempt_id });
    expect((await starting).body).toMatchObject({
      state: 'active',
      attempt_in_flight: true,
      candidate: 'first',
    });
    expect(other.messages.filter((m) => m.type === 'dispatch')).toHaveLength(0);
  });
});
