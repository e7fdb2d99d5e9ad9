import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  type ClientTimers,
  createRecourseClient,
  type RecourseClient,
  RecourseHttpError,
  type WebSocketConstructor,
} from '../../client/index.ts';
import type { RouteView } from '../../machines/route.types.ts';
import {
  overloadedEnvelope,
  RAW_SECRET,
  slowRetryProfile,
  startTestServer,
  type TestServer,
  WsClient,
} from '../server/harness.ts';
import { view } from './support.ts';

const Ws = WebSocket as unknown as WebSocketConstructor;

/** Reconnect timers the test fires by hand: no test waits on the wall clock for a backoff. */
function manualClientTimers(): ClientTimers & { fire(): number; delays: number[] } {
  const armed = new Map<number, () => void>();
  const delays: number[] = [];
  let next = 0;
  return {
    delays,
    setTimeout(fn, ms) {
      delays.push(ms);
      armed.set(++next, fn);
      return next;
    },
    clearTimeout(h) {
      armed.delete(h as number);
    },
    fire() {
      const fns = [...armed.values()];
      armed.clear();
      for (const fn of fns) fn();
      return fns.length;
    },
  };
}

let t: TestServer | null = null;
const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
  await t?.close();
  t = null;
});

function client(server: TestServer, token: string, timers?: ClientTimers): RecourseClient {
  const c = createRecourseClient({
    url: server.url,
    token,
    WebSocket: Ws,
    random: () => 0.5,
    ...(timers ? { timers } : {}),
  });
  closers.push(() => c.close());
  return c;
}

/** Resolves once the store satisfies `check`. */
function until<T>(
  c: RecourseClient,
  check: (ctx: ReturnType<RecourseClient['store']['getSnapshot']>['context']) => T | undefined | false,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      sub.unsubscribe();
      reject(
        new Error(
          `store never matched: ${(({ status, problem, role }) => JSON.stringify({ status, problem, role }))(c.store.getSnapshot().context)}`,
        ),
      );
    }, 5_000);
    const test = () => {
      const value = check(c.store.getSnapshot().context);
      if (value) {
        clearTimeout(timer);
        sub.unsubscribe();
        resolve(value);
        return true;
      }
      return false;
    };
    const sub = c.store.subscribe(() => void test());
    test();
  });
}

/** A profile, an adapter serving its agents, and a route failed once into retry_wait (an hour away). */
async function routeInRetryWait(server: TestServer) {
  expect((await server.http('POST', '/v1/profiles', { body: slowRetryProfile() })).status).toBe(201);
  const adapter = await WsClient.connect(server.wsUrl, await server.token('adapter'));
  closers.push(() => adapter.close());
  await adapter.request(
    { type: 'adapter_hello', agent_profiles: ['agent-a', 'agent-b'] },
    (m) => m.type === 'adapter_ready',
  );
  const operator = client(server, await server.token('operator'));
  const starting = operator.http.startRoute({ profile_id: 'coding', caller: 'kanban' });
  const dispatch = (await adapter.next((m) => m.type === 'dispatch')).request;
  adapter.send({ type: 'dispatch_ack', attempt_id: dispatch.attempt_id });
  const started = await starting;
  expect(started.status).toBe('started');
  adapter.send({
    type: 'outcome',
    route_id: dispatch.route_id,
    attempt_id: dispatch.attempt_id,
    invocation_id: dispatch.invocation_id,
    generation: dispatch.generation,
    outcome: { kind: 'failure', envelope: overloadedEnvelope(dispatch) },
  });
  return { operator, adapter, routeId: dispatch.route_id as string };
}

/** A WebSocket stand-in that opens only when told and delivers the frames a test scripts. */
function scriptedSockets() {
  const sockets: Array<{ deliver(message: unknown): void; open(): void }> = [];
  class Socket {
    readyState = 0;
    onopen: ((e: unknown) => void) | null = null;
    onmessage: ((e: { data: unknown }) => void) | null = null;
    onclose: ((e: { code: number; reason: string }) => void) | null = null;
    onerror: ((e: unknown) => void) | null = null;
    sent: string[] = [];
    constructor() {
      sockets.push({
        deliver: (message) => this.onmessage?.({ data: JSON.stringify(message) }),
        open: () => {
          this.readyState = 1;
          this.onopen?.({});
        },
      });
    }
    send(data: string) {
      this.sent.push(data);
    }
    close() {
      this.readyState = 3;
    }
  }
  return { Socket: Socket as unknown as WebSocketConstructor, sockets };
}

describe('message ordering', () => {
  it('keeps the newest generation when a coalesced older snapshot arrives after an action answer', () => {
    const { Socket, sockets } = scriptedSockets();
    const c = createRecourseClient({ url: 'http://127.0.0.1:1', token: 't', WebSocket: Socket });
    closers.push(() => c.close());
    const s = sockets[0]!;
    s.open();
    s.deliver({ type: 'welcome', protocol: 'recourse.v1', role: 'operator', max_payload_bytes: 65536 });
    s.deliver({ type: 'route', route: view({ generation: 4, state: 'action_required' }) });
    s.deliver({
      type: 'route',
      route: view({ generation: 3, state: 'retry_wait', updated_at: '2030-01-01T00:00:00Z' }),
    });
    // A frame that fails the schema changes nothing.
    s.deliver({ type: 'route', route: { route_id: 'rt_1', generation: 99 } });
    expect(c.store.getSnapshot().context.routes['rt_1']).toMatchObject({
      generation: 4,
      state: 'action_required',
    });
  });
});

describe('the typed client against a real service', () => {
  it('learns its role, subscribes, and holds each route at its newest snapshot without provider text', async () => {
    t = await startTestServer();
    const { routeId } = await routeInRetryWait(t);
    const viewer = client(t, await t.token('viewer'));
    viewer.subscribe({ all: true });
    const waiting = await until(
      viewer,
      (ctx) => ctx.routes[routeId]?.state === 'retry_wait' && ctx.routes[routeId],
    );
    expect(viewer.store.getSnapshot().context).toMatchObject({ role: 'viewer', status: 'open' });
    expect(waiting).toMatchObject({
      code: 'provider_overloaded',
      class: 'transient',
      retry_ordinal: 1,
      pending_outcome: 'retry',
    });
    expect(JSON.stringify(waiting)).not.toContain(RAW_SECRET);
  });

  it('resolves an action to the authoritative snapshot, and a stale one to a typed rejection carrying it', async () => {
    t = await startTestServer();
    const { operator, routeId } = await routeInRetryWait(t);
    operator.subscribe({ route: routeId });
    const seen = await until(
      operator,
      (ctx) => ctx.routes[routeId]?.state === 'retry_wait' && ctx.routes[routeId],
    );

    const stale = await operator.act(routeId, 'cancel_wait', seen.generation - 1);
    expect(stale).toMatchObject({
      ok: false,
      reason: 'stale_generation',
      snapshot: { generation: seen.generation },
    });

    const done = await operator.act(routeId, 'cancel_wait', seen.generation);
    expect(done).toMatchObject({ ok: true, snapshot: { state: 'action_required' } });
    // The store already holds what the action answered.
    const held = operator.store.getSnapshot().context.routes[routeId]!;
    expect(held.generation).toBe((done as { snapshot: RouteView }).snapshot.generation);
  });

  it('answers a viewer action with a typed forbidden rejection, over the WebSocket and over HTTP', async () => {
    t = await startTestServer();
    const { routeId } = await routeInRetryWait(t);
    const viewer = client(t, await t.token('viewer'));
    await until(viewer, (ctx) => ctx.status === 'open');
    expect(await viewer.act(routeId, 'stop', 2)).toMatchObject({
      ok: false,
      reason: 'forbidden',
      snapshot: null,
    });
    await expect(viewer.http.act(routeId, 'stop', 2)).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });
  });

  it('sends an action over HTTP while the WebSocket is not open', async () => {
    t = await startTestServer();
    const { routeId } = await routeInRetryWait(t);
    const { Socket } = scriptedSockets();
    const operator = createRecourseClient({
      url: t.url,
      token: await t.token('operator'),
      WebSocket: Socket,
    });
    closers.push(() => operator.close());
    const route = await operator.http.getRoute(routeId);
    const outcome = await operator.act(routeId, 'skip_now', route.generation - 1);
    expect(outcome).toMatchObject({ ok: false, reason: 'stale_generation', snapshot: { route_id: routeId } });
    expect(operator.store.getSnapshot().context.routes[routeId]).toBeDefined();
  });

  it('reconnects after the service closes the connection and resubscribes, with growing backoff', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'recourse-client-'));
    closers.push(() => rm(dir, { recursive: true, force: true }));
    t = await startTestServer({ dataDir: dir });
    const { routeId } = await routeInRetryWait(t);
    const token = await t.token('viewer');
    const operatorToken = await t.token('operator');
    const timers = manualClientTimers();
    const viewer = client(t, token, timers);
    viewer.subscribe({ route: routeId });
    await until(viewer, (ctx) => ctx.routes[routeId]?.state === 'retry_wait');

    // The service restarts on the same port and data: it closes every socket with 1001.
    const port = t.server.port;
    await t.close().catch(() => undefined);
    await until(viewer, (ctx) => ctx.status === 'reconnecting');
    // While it is down, a reconnect fails and the next delay doubles.
    expect(timers.fire()).toBe(1);
    await until(viewer, () => timers.delays.length >= 2);
    expect(timers.delays.slice(0, 2)).toEqual([188, 375]);

    t = await startTestServer({ dataDir: dir, port });
    expect(timers.fire()).toBe(1);
    await until(viewer, (ctx) => ctx.status === 'open');
    // Resubscribed: a change after the restart reaches the store.
    const operator = client(t, operatorToken);
    const current = await operator.http.getRoute(routeId);
    expect((await operator.http.act(routeId, 'cancel_wait', current.generation)).ok).toBe(true);
    await until(viewer, (ctx) => ctx.routes[routeId]?.state === 'action_required');
  });

  it('stops reconnecting when the service revokes its token (1008)', async () => {
    t = await startTestServer();
    const timers = manualClientTimers();
    const res = await t.http('POST', '/v1/tokens', { body: { role: 'viewer', label: 'revoked soon' } });
    const viewer = client(t, res.body.token, timers);
    await until(viewer, (ctx) => ctx.status === 'open');
    expect((await t.http('DELETE', `/v1/tokens/${res.body.id}`)).status).toBe(204);
    const ctx = await until(viewer, (c) => c.status === 'closed' && c);
    expect(ctx.problem).toContain('1008');
    expect(timers.delays).toEqual([]);
  });

  it('parses HTTP errors into their stable code and field errors', async () => {
    t = await startTestServer();
    const admin = client(t, t.admin);
    const bad = { ...slowRetryProfile('bad'), candidates: [{ id: 'x', policy: { version: 2 } }] };
    const error = await admin.http.createProfile(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RecourseHttpError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect((error as RecourseHttpError).errors[0]).toMatchObject({
      path: 'candidates.0.policy.version',
      code: 'unsupported_version',
    });
    const created = await admin.http.createProfile(slowRetryProfile('ok'));
    const conflict = await admin.http
      .updateProfile('ok', slowRetryProfile('ok'), created.version + 1)
      .catch((e: unknown) => e);
    expect(conflict).toMatchObject({ code: 'version_conflict', currentVersion: 1 });
    expect((await admin.http.limits()).policy.retry).toEqual({ min: 1, max: 10 });
    expect(await admin.http.attempts('nope').catch((e: unknown) => e)).toMatchObject({ status: 404 });
  });
});
