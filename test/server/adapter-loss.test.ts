/**
 * Issue 9, "every route can be stopped", on a real server (port 0) with real ws adapters, in
 * virtual time: a dispatch sent to an adapter that dies before acknowledging it, or that stays
 * connected but silent past the acknowledgement window, is an ambiguous dispatch at once (the
 * documented rule: the work may have started, so it is never sent again); an adapter that
 * acknowledged and then misses heartbeats is terminated, and its attempt is ambiguous after the
 * adapter-loss grace. Either way a circuit probe the attempt held is released at once, and `stop`
 * works meanwhile.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createVirtualClock, type VirtualClock } from '../../actors/virtual-clock.ts';
import { T0 } from '../support/classification.ts';
import {
  type Json,
  manualTimers,
  overloadedEnvelope,
  slowRetryProfile,
  startTestServer,
  type TestServer,
  WsClient,
} from './harness.ts';

const TASK = { prompt: 'fix the failing test', cwd: '/work/repo' };
const LOSS_GRACE_MS = 60_000;
const RETRY_S = 5;

let t: TestServer | null = null;
let clock: VirtualClock;
let ackTimers: ReturnType<typeof manualTimers>;
let heartbeats: ReturnType<typeof manualTimers>;
const clients: WsClient[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) {
    c.ws.resume();
    await c.close();
  }
  await t?.close();
  t = null;
});

/** A server whose profile retries a transient failure 5 s later: inside the circuit's open interval, so the retry holds the probe. */
async function server(): Promise<TestServer> {
  clock = createVirtualClock(T0);
  ackTimers = manualTimers();
  heartbeats = manualTimers();
  t = await startTestServer({
    now: () => clock.now(),
    clock,
    dispatchTimers: ackTimers,
    heartbeatTimers: heartbeats,
    limits: { adapterLossGraceMs: LOSS_GRACE_MS },
  });
  const profile = slowRetryProfile();
  profile.candidates[0]!.policy!.transient.retry.initial_interval_seconds = RETRY_S;
  expect((await t.http('POST', '/v1/profiles', { body: profile })).status).toBe(201);
  return t;
}

async function connect(role: 'adapter' | 'viewer'): Promise<WsClient> {
  const client = await WsClient.connect(t!.wsUrl, await t!.token(role));
  clients.push(client);
  return client;
}

async function adapterFor(agentProfiles: string[]): Promise<WsClient> {
  const adapter = await connect('adapter');
  await adapter.request(
    { type: 'adapter_hello', agent_profiles: agentProfiles },
    (m) => m.type === 'adapter_ready',
  );
  return adapter;
}

async function watcher(): Promise<WsClient & { until(match: (route: Json) => boolean): Promise<Json> }> {
  const viewer = await connect('viewer');
  await viewer.request({ type: 'subscribe', id: 's', target: { all: true } }, (m) => m.type === 'subscribed');
  return Object.assign(viewer, {
    until: async (match: (route: Json) => boolean) =>
      (await viewer.next((m) => m.type === 'route' && match(m.route))).route,
  });
}

const probeHolders = (routeId: string) =>
  t!.server.store.listCircuits().filter((c) => c.probe?.holder === routeId);

const act = (routeId: string, action: string, generation: number) =>
  t!.http('POST', `/v1/routes/${routeId}/actions`, { body: { action, expected_generation: generation } });

/**
 * A route whose first attempt failed with an overload and whose retry (the probe of its scope) was
 * just sent to `adapter`, not acknowledged yet.
 */
async function retrySentToAdapter(
  adapter: WsClient,
  viewer: Awaited<ReturnType<typeof watcher>>,
): Promise<Json> {
  const started = await t!.http('POST', '/v1/routes', {
    body: { profile_id: 'coding', caller: 'kanban', task: TASK },
  });
  expect(started.status).toBe(201);
  const first = (await adapter.next((m) => m.type === 'dispatch')).request;
  adapter.send({ type: 'dispatch_ack', attempt_id: first.attempt_id });
  const id = 'o1';
  const failed = await adapter.request(
    {
      type: 'outcome',
      id,
      route_id: first.route_id,
      attempt_id: first.attempt_id,
      invocation_id: first.invocation_id,
      generation: first.generation,
      outcome: { kind: 'failure', envelope: overloadedEnvelope(first) },
    },
    (m) => m.type === 'report_result' && m.id === id,
  );
  expect(failed.snapshot).toMatchObject({ state: 'retry_wait', code: 'provider_overloaded' });
  const from = adapter.messages.length;
  await clock.advanceBy(RETRY_S * 1000);
  const retry = (await adapter.next((m) => m.type === 'dispatch', 5_000, from)).request;
  await viewer.until((r) => r.generation === retry.generation && r.state === 'retrying');
  expect(probeHolders(retry.route_id).length).toBeGreaterThan(0);
  return retry;
}

/** Two heartbeat sweeps: every peer that answers the first ping stays; `silent` is terminated. */
async function missHeartbeat(answering: WsClient[], silent: WsClient): Promise<void> {
  silent.ws.pause();
  const pinged = answering.map((c) => new Promise<void>((resolve) => c.ws.once('ping', () => resolve())));
  heartbeats.fireAll();
  await Promise.all(pinged);
  // A round trip after the ping: the pong it answered with has reached the server.
  for (const c of answering) {
    await c.request(
      { type: 'subscribe', id: `p${Math.random()}`, target: { all: true } },
      (m) => m.type === 'subscribed',
    );
  }
  heartbeats.fireAll();
}

describe('a dispatch sent to an adapter that never acknowledges it', () => {
  it('is ambiguous at once when the adapter dies first, and its probe is released at once', async () => {
    await server();
    const adapter = await adapterFor(['agent-a']);
    const viewer = await watcher();
    const retry = await retrySentToAdapter(adapter, viewer);
    expect(t!.server.engine.getRoute(retry.route_id)).toMatchObject({
      attempt_in_flight: true,
      awaiting_adapter: false,
    });

    adapter.ws.terminate();
    // No clock moves: the adapter's death alone decides it.
    expect(await viewer.until((r) => r.state === 'action_required')).toMatchObject({
      route_id: retry.route_id,
      reason: 'ambiguous_dispatch',
      attempt_in_flight: false,
      awaiting_adapter: false,
    });
    expect(probeHolders(retry.route_id)).toEqual([]);
    // Never dispatched again: a later adapter receives nothing.
    const later = await adapterFor(['agent-a']);
    expect((await t!.http('GET', '/v1/routes')).body.awaiting_adapter).toEqual([]);
    expect(later.messages.some((m: Json) => m.type === 'dispatch')).toBe(false);
  });

  it('can be stopped meanwhile, and is ambiguous once the acknowledgement window closes', async () => {
    await server();
    const adapter = await adapterFor(['agent-a']);
    const viewer = await watcher();
    const retry = await retrySentToAdapter(adapter, viewer);
    // Connected but silent: it reads nothing and acknowledges nothing.
    adapter.ws.pause();
    // The attempt may be running: skipping to another candidate could run the work twice.
    expect((await act(retry.route_id, 'skip_now', retry.generation)).body).toMatchObject({
      reason: 'attempt_in_flight',
    });
    const stop = await act(retry.route_id, 'stop', retry.generation);
    expect(stop.status).toBe(200);
    expect(stop.body).toMatchObject({ attempt_in_flight: true, reason: 'cancel_requested' });

    ackTimers.fireAll();
    expect(await viewer.until((r) => r.state === 'action_required')).toMatchObject({
      reason: 'ambiguous_dispatch',
      attempt_in_flight: false,
    });
    expect(probeHolders(retry.route_id)).toEqual([]);
  });
});

describe('an adapter that acknowledged and then misses heartbeats', () => {
  it('is terminated; its attempt releases its probe at once and is ambiguous after the grace', async () => {
    await server();
    const adapter = await adapterFor(['agent-a']);
    const viewer = await watcher();
    const retry = await retrySentToAdapter(adapter, viewer);
    adapter.send({ type: 'dispatch_ack', attempt_id: retry.attempt_id });
    await viewer.until((r) => r.generation === retry.generation && r.state === 'retrying');

    await missHeartbeat([viewer], adapter);
    adapter.ws.resume();
    expect((await adapter.closed).code).toBe(1006);
    const lost = await viewer.until((r) => r.reason === 'adapter_lost');
    expect(lost).toMatchObject({
      route_id: retry.route_id,
      state: 'retrying',
      attempt_in_flight: true,
      pending_outcome: 'stop',
      deadline: new Date(clock.now() + LOSS_GRACE_MS).toISOString(),
    });
    expect(probeHolders(retry.route_id)).toEqual([]);

    await clock.advanceBy(LOSS_GRACE_MS - 1);
    expect(t!.server.engine.getRoute(retry.route_id)).toMatchObject({ reason: 'adapter_lost' });
    await clock.advanceBy(1);
    expect(await viewer.until((r) => r.state === 'action_required')).toMatchObject({
      reason: 'ambiguous_dispatch',
      attempt_in_flight: false,
    });
  });
});
