import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  overloadedEnvelope,
  RAW_SECRET,
  slowRetryProfile,
  startTestServer,
  type TestServer,
  WsClient,
} from './harness.ts';

let t: TestServer;
const clients: WsClient[] = [];
const connect = async (token: string, options?: { viaProtocol?: boolean }) => {
  const c = await WsClient.connect(t.wsUrl, token, options);
  clients.push(c);
  return c;
};

beforeEach(async () => {
  t = await startTestServer();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await t.close();
});

/** Creates the profile, an adapter serving both agents, and starts a route; returns its dispatch. */
async function startRoute() {
  expect((await t.http('POST', '/v1/profiles', { body: slowRetryProfile() })).status).toBe(201);
  const adapter = await connect(await t.token('adapter'));
  await adapter.request(
    { type: 'adapter_hello', agent_profiles: ['agent-a', 'agent-b'] },
    (m) => m.type === 'adapter_ready',
  );
  // The engine answers a start once the first dispatch is acknowledged.
  const starting = t.http('POST', '/v1/routes', {
    token: await t.token('operator'),
    body: { profile_id: 'coding', caller: 'kanban' },
  });
  const dispatch = await adapter.next((m) => m.type === 'dispatch');
  adapter.send({ type: 'dispatch_ack', attempt_id: dispatch.request.attempt_id });
  const started = await starting;
  expect(started.status).toBe(201);
  return { adapter, route: started.body, dispatch: dispatch.request };
}

describe('subscriptions and actions end to end', () => {
  it('sends current snapshots on subscribe, then every change the adapter causes', async () => {
    const { adapter, route, dispatch } = await startRoute();
    expect(dispatch).toMatchObject({
      route_id: route.route_id,
      candidate_id: 'first',
      agent_profile: 'agent-a',
    });

    const viewer = await connect(await t.token('viewer'), { viaProtocol: true });
    // The browser-style token subprotocol authenticates; only recourse.v1 is echoed back.
    expect(viewer.ws.protocol).toBe('recourse.v1');
    const subscribed = await viewer.request(
      { type: 'subscribe', id: 's1', target: { profile: 'coding' } },
      (m) => m.type === 'subscribed',
    );
    expect(subscribed.routes).toBe(1);
    await viewer.next((m) => m.type === 'route' && m.route.route_id === route.route_id);

    const report = await adapter.request(
      {
        type: 'outcome',
        id: 'o1',
        route_id: dispatch.route_id,
        attempt_id: dispatch.attempt_id,
        invocation_id: dispatch.invocation_id,
        generation: dispatch.generation,
        outcome: { kind: 'failure', envelope: overloadedEnvelope(dispatch) },
      },
      (m) => m.type === 'report_result',
    );
    expect(report).toMatchObject({ ok: true, kind: 'outcome', id: 'o1' });

    const waiting = await viewer.next((m) => m.type === 'route' && m.route.state === 'retry_wait');
    expect(waiting.route).toMatchObject({
      code: 'provider_overloaded',
      class: 'transient',
      retry_ordinal: 1,
      max_retries: 2,
      pending_outcome: 'retry',
    });
    expect(Date.parse(waiting.route.deadline)).toBeGreaterThan(Date.now() + 3_500_000);
    expect(JSON.stringify(viewer.messages)).not.toContain(RAW_SECRET);
    const attempts = await t.http('GET', `/v1/routes/${route.route_id}/attempts`);
    expect(JSON.stringify(attempts.body)).not.toContain(RAW_SECRET);
  });

  it('answers a stale action with the authoritative snapshot and a current one with the new state', async () => {
    const { adapter, dispatch } = await startRoute();
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
    const operator = await connect(await t.token('operator'));
    const current = (await t.http('GET', `/v1/routes/${dispatch.route_id}`)).body;
    expect(current.state).toBe('retry_wait');

    const stale = await operator.request(
      {
        type: 'action',
        id: 'a1',
        route_id: dispatch.route_id,
        action: 'cancel_wait',
        expected_generation: current.generation - 1,
      },
      (m) => m.type === 'action_result',
    );
    expect(stale).toMatchObject({ id: 'a1', ok: false, reason: 'stale_generation' });
    expect(stale.snapshot).toMatchObject({ state: 'retry_wait', generation: current.generation });

    const done = await operator.request(
      {
        type: 'action',
        id: 'a2',
        route_id: dispatch.route_id,
        action: 'cancel_wait',
        expected_generation: current.generation,
      },
      (m) => m.type === 'action_result' && m.id === 'a2',
    );
    expect(done).toMatchObject({ ok: true, snapshot: { state: 'action_required' } });

    const http = await t.http('POST', `/v1/routes/${dispatch.route_id}/actions`, {
      token: await t.token('operator'),
      body: { action: 'skip_now', expected_generation: current.generation },
    });
    expect(http.status).toBe(409);
    expect(http.body).toMatchObject({ reason: 'stale_generation', snapshot: { state: 'action_required' } });
    const attempts = await t.http('GET', `/v1/routes/${dispatch.route_id}/attempts`);
    expect(attempts.body.attempts.map((a: { event: string }) => a.event)).toContain('failed');
  });

  it('a profile edit never moves a pending deadline or rewrites an attempt', async () => {
    const { adapter, dispatch } = await startRoute();
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
    const before = (await t.http('GET', `/v1/routes/${dispatch.route_id}`)).body;
    const attemptsBefore = (await t.http('GET', `/v1/routes/${dispatch.route_id}/attempts`)).body;
    const edited = slowRetryProfile();
    edited.candidates[0]!.policy!.transient.retry.initial_interval_seconds = 1;
    const put = await t.http('PUT', '/v1/profiles/coding', { body: { ...edited, expected_version: 1 } });
    expect(put.body.version).toBe(2);
    const after = (await t.http('GET', `/v1/routes/${dispatch.route_id}`)).body;
    expect(after).toMatchObject({
      state: 'retry_wait',
      deadline: before.deadline,
      generation: before.generation,
    });
    expect((await t.http('GET', `/v1/routes/${dispatch.route_id}/attempts`)).body).toEqual(attemptsBefore);
    const busy = await t.http('DELETE', '/v1/profiles/coding?expected_version=2');
    expect(busy.body.error.code).toBe('profile_in_use');
  });

  it('stops sending a route after unsubscribe', async () => {
    const { route } = await startRoute();
    const viewer = await connect(await t.token('viewer'));
    await viewer.request(
      { type: 'subscribe', id: 's1', target: { route: route.route_id } },
      (m) => m.type === 'subscribed',
    );
    await viewer.request({ type: 'unsubscribe', id: 's1' }, (m) => m.type === 'unsubscribed');
    const reply = await viewer.request({ type: 'unsubscribe', id: 's1' }, (m) => m.type === 'error');
    expect(reply).toMatchObject({ code: 'not_found', id: 's1' });
  });

  it('refuses an upgrade without a valid token before any WebSocket exists', async () => {
    await expect(WsClient.connect(t.wsUrl, null)).rejects.toThrow(/401/);
    await expect(WsClient.connect(t.wsUrl, 'rct_wrong')).rejects.toThrow(/401/);
    await expect(WsClient.connect(t.wsUrl, 'rct_wrong', { viaProtocol: true })).rejects.toThrow(/401/);
  });
});
