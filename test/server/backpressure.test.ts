import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createEngine } from '../../actors/engine.ts';
import type { RouteView } from '../../actors/engine-api.ts';
import { createLogStore } from '../../persistence/log-store.ts';
import type { Store } from '../../persistence/store.ts';
import { createHub, type Hub } from '../../server/hub.ts';
import { createMetrics, type Metrics } from '../../server/metrics.ts';
import { LIMITS, type Limits } from '../../server/protocol.ts';
import { createRemoteExecutor } from '../../server/remote-executor.ts';
import { openTokens } from '../../server/tokens.ts';
import { WsClient } from './harness.ts';

let dir: string;
let store: Store;
let server: Server;
let hub: Hub;
let metrics: Metrics;

/** The value of a counter without labels in the hub's metrics registry. */
async function counter(name: string): Promise<number> {
  const text = await metrics.registry.getSingleMetricAsString(name);
  return Number(/\n[a-z_]+ (\S+)$/.exec(text)?.[1]);
}

/** A hub on a real HTTP server and a real (empty) engine, so a test can publish views directly. */
async function startHub(limits: Partial<Limits>): Promise<{ wsUrl: string; token: string }> {
  dir = await mkdtemp(join(tmpdir(), 'recourse-hub-'));
  store = createLogStore({ dir: join(dir, 'store') });
  await store.open();
  const executor = createRemoteExecutor({ ackTimeoutMs: 1_000 });
  const engine = createEngine({ store, executor, now: Date.now });
  await engine.start();
  const { registry } = await openTokens(dir);
  const { token } = await registry.create('viewer', 'slow consumer');
  metrics = createMetrics();
  hub = createHub({
    engine,
    executor,
    tokens: registry,
    logger: pino({ level: 'silent' }),
    limits: { ...LIMITS, ...limits },
    now: Date.now,
    observer: metrics.hub,
  });
  server = createServer();
  server.on('upgrade', (req, socket, head) => hub.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { wsUrl: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/v1/ws`, token };
}

afterEach(async () => {
  await hub.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

function view(route: number, generation: number): RouteView {
  return {
    route_id: `r${route}`,
    profile_id: 'p',
    caller: 'kanban',
    state: 'retry_wait',
    generation,
    candidate: 'c',
    invocation_id: `inv-${generation}`,
    cycle: 0,
    excluded: [],
    retry_ordinal: 1,
    max_retries: 3,
    deadline: '2026-11-30T00:00:00.000Z',
    pending_outcome: 'retry',
    code: 'provider_overloaded',
    class: 'transient',
    category: 'provider',
    safe_excerpt: 'x'.repeat(280),
    reason: null,
    attempt_in_flight: false,
    turn: 0,
    awaiting_adapter: false,
    updated_at: '2026-11-30T00:00:00.000Z',
  };
}

describe('slow consumers', () => {
  it('get the latest snapshot per route, in order, instead of a backlog', async () => {
    const { wsUrl, token } = await startHub({ softBufferedBytes: 64 * 1024 });
    const client = await WsClient.connect(wsUrl, token);
    await client.request(
      { type: 'subscribe', id: 's', target: { all: true } },
      (m) => m.type === 'subscribed',
    );
    client.ws.pause();
    const routes = 3;
    const published = 30_000;
    for (let g = 0; g < published; g++) hub.publish(view(g % routes, g));
    client.ws.resume();
    for (let r = 0; r < routes; r++) {
      const last = published - routes + r;
      await client.next(
        (m) => m.type === 'route' && m.route.route_id === `r${r}` && m.route.generation === last,
        15_000,
      );
    }
    const received = client.messages.filter((m) => m.type === 'route');
    expect(received.length).toBeLessThan(published);
    for (let r = 0; r < routes; r++) {
      const gens = received
        .filter((m) => m.route.route_id === `r${r}`)
        .map((m) => m.route.generation as number);
      expect(gens).toEqual([...gens].sort((a, b) => a - b));
      expect(gens.at(-1)).toBe(published - routes + r);
    }
    // Metrics: what was held back and what was never sent.
    expect(await counter('recourse_ws_frames_coalesced_total')).toBeGreaterThan(0);
    expect(await counter('recourse_ws_frames_dropped_total')).toBe(published - received.length);
    await client.close();
  });

  it('are closed with 1013 past the hard limit, and may resubscribe', async () => {
    const { wsUrl, token } = await startHub({ softBufferedBytes: 16 * 1024, maxPendingRoutes: 50 });
    const client = await WsClient.connect(wsUrl, token);
    await client.request(
      { type: 'subscribe', id: 's', target: { all: true } },
      (m) => m.type === 'subscribed',
    );
    client.ws.pause();
    for (let g = 0; g < 30_000; g++) hub.publish(view(g % 500, g));
    client.ws.resume();
    expect((await client.closed).code).toBe(1013);
    expect(await counter('recourse_ws_slow_consumer_closes_total')).toBe(1);
    const again = await WsClient.connect(wsUrl, token);
    expect(
      await again.request(
        { type: 'subscribe', id: 's', target: { all: true } },
        (m) => m.type === 'subscribed',
      ),
    ).toMatchObject({
      routes: 0,
    });
    await again.close();
  });
});

describe('heartbeat', () => {
  it('terminates a peer that missed a pong and keeps one that answers', async () => {
    // The interval is far away: the test runs the sweeps itself.
    const { wsUrl, token } = await startHub({ heartbeatMs: 3_600_000 });
    const dead = await WsClient.connect(wsUrl, token);
    const alive = await WsClient.connect(wsUrl, token);
    dead.ws.pause();
    const ponged = new Promise<void>((resolve) => alive.ws.once('ping', () => setImmediate(resolve)));
    hub.heartbeat();
    await ponged;
    await alive.request(
      { type: 'subscribe', id: 'p', target: { all: true } },
      (m) => m.type === 'subscribed',
    );
    hub.heartbeat();
    dead.ws.resume();
    expect((await dead.closed).code).toBe(1006);
    expect(alive.ws.readyState).toBe(alive.ws.OPEN);
    expect(await counter('recourse_ws_heartbeat_terminations_total')).toBe(1);
    await alive.close();
  });
});
