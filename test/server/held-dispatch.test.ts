/**
 * A dispatch for an agent profile no connected adapter serves is held, unsent, until one connects:
 * the acknowledgement window opens only when it is sent, so waiting for an adapter is never an
 * ambiguous dispatch. A restart before sending is (conservatively) ambiguous.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routeStartPendingSchema } from '../../server/protocol.ts';
import {
  type Json,
  manualTimers,
  slowRetryProfile,
  startTestServer,
  type TestServer,
  WsClient,
} from './harness.ts';

async function adapterFor(t: TestServer, agentProfiles: string[]): Promise<WsClient> {
  const adapter = await WsClient.connect(t.wsUrl, await t.token('adapter'));
  await adapter.request(
    { type: 'adapter_hello', agent_profiles: agentProfiles },
    (m) => m.type === 'adapter_ready',
  );
  return adapter;
}

describe('a dispatch with no adapter for its agent profile', () => {
  let t: TestServer | null = null;
  const clients: WsClient[] = [];
  afterEach(async () => {
    for (const c of clients.splice(0)) await c.close();
    await t?.close();
    t = null;
  });

  it('is held past the acknowledgement timeout and delivered when a matching adapter connects', async () => {
    const timers = manualTimers();
    t = await startTestServer({ dispatchTimers: timers });
    await t.http('POST', '/v1/profiles', { body: slowRetryProfile() });
    const viewer = await WsClient.connect(t.wsUrl, await t.token('viewer'));
    clients.push(viewer);
    await viewer.request(
      { type: 'subscribe', id: 's', target: { all: true } },
      (m) => m.type === 'subscribed',
    );

    const started = await t.http('POST', '/v1/routes', { body: { profile_id: 'coding', caller: 'kanban' } });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      status: 'awaiting_adapter',
      candidate_id: 'first',
      agent_profile: 'agent-a',
    });
    expect(routeStartPendingSchema.safeParse(started.body).success).toBe(true);
    const routeId: string = started.body.route_id;
    expect(started.headers.get('location')).toBe(`/v1/routes/${routeId}`);

    // Nothing was sent, so no acknowledgement window runs; firing every timer changes nothing.
    expect(timers.armed()).toBe(0);
    timers.fireAll();
    const listed = await t.http('GET', '/v1/routes?profile_id=coding');
    // The dispatch record is durable, so the route is visible with its attempt in flight.
    expect(listed.body.routes).toEqual([
      expect.objectContaining({
        route_id: routeId,
        state: 'active',
        attempt_in_flight: true,
        awaiting_adapter: true,
      }),
    ]);
    expect(listed.body.awaiting_adapter).toEqual([
      expect.objectContaining({ route_id: routeId, profile_id: 'coding', agent_profile: 'agent-a' }),
    ]);
    const shown = await t.http('GET', `/v1/routes/${routeId}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ route_id: routeId, candidate: 'first', attempt_in_flight: true });

    // Its profile is in use while the route waits for an adapter.
    const deleted = await t.http('DELETE', '/v1/profiles/coding?expected_version=1');
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.code).toBe('profile_in_use');

    // Actions that do not apply are answered at once (nothing queues behind the held dispatch).
    const operator = await WsClient.connect(t.wsUrl, await t.token('operator'));
    clients.push(operator);
    const action = await operator.request(
      { type: 'action', id: 'a1', route_id: routeId, action: 'retry_now', expected_generation: 1 },
      (m) => m.type === 'action_result',
    );
    expect(action).toMatchObject({ ok: false, reason: 'attempt_in_flight', snapshot: { route_id: routeId } });

    // An adapter for another agent profile does not take it, and evidence for a held dispatch is stale.
    const other = await adapterFor(t, ['agent-b']);
    clients.push(other);
    const early = await other.request(
      {
        type: 'outcome',
        id: 'o0',
        route_id: routeId,
        attempt_id: 'guess',
        invocation_id: 'guess',
        generation: 1,
        outcome: { kind: 'success' },
      },
      (m) => m.type === 'report_result',
    );
    expect(early).toMatchObject({ ok: false, reason: 'stale_evidence' });
    expect(other.messages.some((m: Json) => m.type === 'dispatch')).toBe(false);

    const adapter = await adapterFor(t, ['agent-a']);
    clients.push(adapter);
    const dispatch = (await adapter.next((m) => m.type === 'dispatch')).request;
    expect(dispatch).toMatchObject({ route_id: routeId, candidate_id: 'first', agent_profile: 'agent-a' });
    expect(timers.armed()).toBe(1);
    const running = await viewer.next(
      (m) => m.type === 'route' && m.route.route_id === routeId && !m.route.awaiting_adapter,
    );
    expect(running.route).toMatchObject({ state: 'active', attempt_in_flight: true, reason: null });
    adapter.send({ type: 'dispatch_ack', attempt_id: dispatch.attempt_id });

    const result = await adapter.request(
      {
        type: 'outcome',
        id: 'o1',
        route_id: routeId,
        attempt_id: dispatch.attempt_id,
        invocation_id: dispatch.invocation_id,
        generation: dispatch.generation,
        outcome: { kind: 'success' },
      },
      (m) => m.type === 'report_result',
    );
    expect(result).toMatchObject({ ok: true, snapshot: { state: 'active', attempt_in_flight: false } });
    // The adapter's messages are handled in order: the acknowledgement closed its window first.
    expect(timers.armed()).toBe(0);
    expect((await t.http('GET', '/v1/routes')).body.awaiting_adapter).toEqual([]);
    const attempts = await t.http('GET', `/v1/routes/${routeId}/attempts`);
    expect(attempts.body.attempts.some((a: Json) => a.reason === 'ambiguous_dispatch')).toBe(false);
    expect(other.messages.some((m: Json) => m.type === 'dispatch')).toBe(false);
  });

  it('drains without waiting for an adapter, and a restart before sending is conservatively ambiguous', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'recourse-held-'));
    try {
      const first = await startTestServer({ dataDir: dir, dispatchTimers: manualTimers() });
      await first.http('POST', '/v1/profiles', { body: slowRetryProfile() });
      const started = await first.http('POST', '/v1/routes', {
        body: { profile_id: 'coding', caller: 'office' },
      });
      expect(started.status).toBe(202);
      await first.close();

      // tokens.json keeps the admin token; the second start prints none.
      const second = await startTestServer({ dataDir: dir });
      t = second;
      const route = await second.http('GET', `/v1/routes/${started.body.route_id}`, { token: first.admin });
      expect(route.status).toBe(200);
      expect(route.body).toMatchObject({ state: 'action_required', reason: 'ambiguous_dispatch' });
    } finally {
      await t?.close();
      t = null;
      await rm(dir, { recursive: true, force: true });
    }
  });
});
