/**
 * End to end: the real service on port 0 (virtual time for its waits), the ACP adapter, and the
 * scripted fake ACP agent as real child processes. Each test asserts the code and class Recourse
 * derives from what the agent emitted, and what the route does about it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVirtualClock } from '../../actors/virtual-clock.ts';
import { type AcpAdapter, createAcpAdapter } from '../../adapters/acp/adapter.ts';
import { type AgentProfileConfig, parseAcpAdapterConfig } from '../../adapters/acp/config.ts';
import { LIMITS } from '../../server/protocol.ts';
import { type Json, startTestServer, type TestServer, WsClient } from '../server/harness.ts';
import { fakeProfile, workspace } from './support.ts';

const T0 = Date.parse('2026-12-01T10:00:00Z');

interface World {
  t: TestServer;
  clock: ReturnType<typeof createVirtualClock>;
  viewer: WsClient;
  ws: string;
  adapter: AcpAdapter | null;
  child: ChildProcess | null;
}
let world: World | null = null;

afterEach(async () => {
  if (!world) return;
  const w = world;
  world = null;
  w.child?.kill('SIGKILL');
  await w.adapter?.close();
  await w.viewer.close();
  await w.t.close();
});

const policy = (retries: number, onExhausted: 'skip' | 'stop' = 'skip') => ({
  version: 1,
  transient: {
    retry: { enabled: retries > 0, max_retries: retries, initial_interval_seconds: retries > 0 ? 5 : 0 },
    wait_for_reset: { enabled: false, max_wait_seconds: 0 },
    on_exhausted: onExhausted,
  },
  hard: {
    retry: { enabled: false, max_retries: 0, initial_interval_seconds: 0 },
    wait_for_reset: { enabled: false, max_wait_seconds: 0 },
    on_exhausted: onExhausted,
  },
});

/** A service with one profile of `candidates`, watched over the WebSocket. */
async function setUp(candidates: { id: string; agent_profile: string; policy?: unknown }[]): Promise<World> {
  const clock = createVirtualClock(T0);
  const t = await startTestServer({ now: clock.now, clock });
  const res = await t.http('POST', '/v1/profiles', { body: { id: 'coding', name: 'Coding', candidates } });
  expect(res.status).toBe(201);
  const viewer = await WsClient.connect(t.wsUrl, await t.token('viewer'));
  await viewer.request({ type: 'subscribe', id: 's', target: { all: true } }, (m) => m.type === 'subscribed');
  world = { t, clock, viewer, ws: await workspace(), adapter: null, child: null };
  return world;
}

async function serve(w: World, profiles: Record<string, AgentProfileConfig>): Promise<AcpAdapter> {
  const config = parseAcpAdapterConfig({ agent_profiles: profiles });
  w.adapter = await createAcpAdapter(config, {
    url: w.t.url,
    token: await w.t.token('adapter'),
    now: () => new Date(w.clock.now()),
    reconnect: false,
  });
  return w.adapter;
}

async function startRoute(w: World, prompt = 'Fix the failing test.'): Promise<string> {
  const res = await w.t.http('POST', '/v1/routes', {
    body: { profile_id: 'coding', caller: 'kanban', task: { prompt, cwd: w.ws } },
  });
  expect([201, 202]).toContain(res.status);
  return res.body.route_id as string;
}

/** The first snapshot of `routeId` (already received or coming) that satisfies `match`. */
function route(w: World, routeId: string, match: (r: Json) => boolean): Promise<Json> {
  return w.viewer
    .next((m) => m.type === 'route' && m.route.route_id === routeId && match(m.route), 20_000)
    .then((m) => m.route);
}

async function attempts(w: World, routeId: string, event: string): Promise<Json[]> {
  const res = await w.t.http('GET', `/v1/routes/${routeId}/attempts`);
  return res.body.attempts.filter((a: Json) => a.event === event);
}
const failures = (w: World, routeId: string) => attempts(w, routeId, 'failed');

const settled = (r: Json) => r.state === 'active' && !r.attempt_in_flight;

describe('ACP adapter end to end', () => {
  it('a transient failure (codex-style overload) waits out the retry delay and the retry succeeds', async () => {
    const w = await setUp([{ id: 'a', agent_profile: 'fake-a', policy: policy(2) }]);
    const state = join(w.ws, 'a.count');
    await serve(w, { 'fake-a': fakeProfile(['codex-overloaded', 'success'], w.ws, { state }) });
    const id = await startRoute(w);

    const waiting = await route(w, id, (r) => r.state === 'retry_wait');
    expect(waiting).toMatchObject({ code: 'provider_overloaded', class: 'transient', retry_ordinal: 1 });
    expect(waiting.deadline).toBe(new Date(T0 + 5_000).toISOString());

    await w.clock.advanceBy(5_000);
    const done = await route(w, id, (r) => settled(r) && r.generation > waiting.generation);
    expect(done.candidate).toBe('a');
    expect((await failures(w, id)).map((a) => [a.code, a.class, a.decision])).toEqual([
      ['provider_overloaded', 'transient', 'retry'],
    ]);
    expect(await attempts(w, id, 'succeeded')).toHaveLength(1);
  });

  it('a hard failure (gemini-style daily quota) skips to the next candidate, which succeeds', async () => {
    const w = await setUp([
      { id: 'a', agent_profile: 'fake-a', policy: policy(2) },
      { id: 'b', agent_profile: 'fake-b' },
    ]);
    await serve(w, {
      'fake-a': fakeProfile(['gemini-quota'], w.ws),
      'fake-b': fakeProfile(['success'], w.ws),
    });
    const id = await startRoute(w);

    await route(w, id, (r) => settled(r) && r.candidate === 'b');
    expect(await attempts(w, id, 'succeeded')).toMatchObject([{ candidate_id: 'b' }]);
    expect((await failures(w, id)).map((a) => [a.code, a.class, a.decision])).toEqual([
      ['quota_limited', 'hard', 'skip'],
    ]);
  });

  it('tool activity before a transient failure stops for a human instead of replaying the work', async () => {
    const w = await setUp([
      { id: 'a', agent_profile: 'fake-a', policy: policy(2) },
      { id: 'b', agent_profile: 'fake-b' },
    ]);
    await serve(w, {
      'fake-a': fakeProfile(['tool-then-overloaded'], w.ws),
      'fake-b': fakeProfile(['success'], w.ws),
    });
    const id = await startRoute(w);

    const stopped = await route(w, id, (r) => r.state === 'action_required');
    expect(stopped).toMatchObject({ candidate: 'a', code: 'provider_overloaded', class: 'transient' });
    expect((await failures(w, id))[0]).toMatchObject({ code: 'provider_overloaded', decision: 'stop' });
  });

  it('the next turn continues the session the previous turn ran in', async () => {
    const w = await setUp([{ id: 'a', agent_profile: 'fake-a', policy: policy(2) }]);
    await serve(w, { 'fake-a': fakeProfile(['success'], w.ws) });
    const id = await startRoute(w);
    const first = await route(w, id, settled);

    const turn = await w.t.http('POST', `/v1/routes/${id}/turns`, {
      body: { prompt: '[expect-turn:1] Now add a test for it.', expected_generation: first.generation },
    });
    expect(turn.status).toBe(200);
    await route(w, id, (r) => settled(r) && r.turn === 1);
    expect(await attempts(w, id, 'succeeded')).toHaveLength(2);
    expect(await failures(w, id)).toEqual([]);
  });

  it('stop cancels a running prompt: session/cancel, the adapter confirms, the route waits for a human', async () => {
    const w = await setUp([{ id: 'a', agent_profile: 'fake-a', policy: policy(2) }]);
    const adapter = await serve(w, { 'fake-a': fakeProfile(['hang'], w.ws) });
    const id = await startRoute(w);
    const running = await route(w, id, (r) => r.attempt_in_flight && r.state === 'active');
    await expectStreaming(adapter);

    const stop = await w.t.http('POST', `/v1/routes/${id}/actions`, {
      body: { action: 'stop', expected_generation: running.generation },
    });
    expect(stop.status).toBe(200);
    const stopped = await route(w, id, (r) => r.state === 'action_required' && !r.attempt_in_flight);
    expect(stopped.reason).not.toBe('ambiguous_dispatch');
    expect(adapter.running()).toEqual([]);
  });

  it('an adapter killed mid-attempt leaves its routes stoppable, ambiguous after the grace, and one it never acknowledged ambiguous at once', async () => {
    const w = await setUp([{ id: 'a', agent_profile: 'fake-a', policy: policy(2) }]);
    const config = join(w.ws, 'adapter.json');
    const prompts = join(w.ws, 'prompts.count');
    await writeFile(
      config,
      JSON.stringify({ agent_profiles: { 'fake-a': fakeProfile(['hang'], w.ws, { state: prompts }) } }),
    );
    const child = spawn(
      process.execPath,
      [join(import.meta.dirname, '../../bin/recourse.mjs'), 'adapter', 'acp', '--config', config, '--quiet'],
      {
        env: { ...process.env, RECOURSE_URL: w.t.url, RECOURSE_TOKEN: await w.t.token('adapter') },
        stdio: 'ignore',
      },
    );
    w.child = child;
    const [first, second] = [await startRoute(w), await startRoute(w)];
    const running = await route(w, first, (r) => r.attempt_in_flight && !r.awaiting_adapter);
    // Both agents are in their prompts (each claims an ordinal): both dispatches were acknowledged.
    await vi.waitFor(
      () => expect([existsSync(`${prompts}.0`), existsSync(`${prompts}.1`)]).toEqual([true, true]),
      {
        timeout: 20_000,
        interval: 20,
      },
    );
    // Frozen, the adapter is sent a third dispatch it cannot acknowledge: it may have read it.
    child.kill('SIGSTOP');
    const third = await startRoute(w);
    await route(w, third, (r) => r.attempt_in_flight && !r.awaiting_adapter);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    // Sent but never acknowledged: ambiguous at once, and never sent again.
    await route(w, third, (r) => r.state === 'action_required' && r.reason === 'ambiguous_dispatch');

    // Stoppable at any moment: no adapter is needed to stop a route.
    const stop = await w.t.http('POST', `/v1/routes/${first}/actions`, {
      body: { action: 'stop', expected_generation: running.generation },
    });
    expect(stop.status).toBe(200);
    await route(w, first, (r) => r.state === 'action_required' && !r.attempt_in_flight);

    // Left alone, the attempt whose adapter vanished becomes ambiguous once the service's grace passes.
    await vi.waitFor(
      async () => {
        await w.clock.advanceBy(LIMITS.adapterLossGraceMs);
        const view = (await w.t.http('GET', `/v1/routes/${second}`)).body;
        expect(view).toMatchObject({ state: 'action_required', reason: 'ambiguous_dispatch' });
      },
      { timeout: 20_000, interval: 50 },
    );
  });
});

/** Waits until the adapter's one attempt streams its prompt's answer. */
async function expectStreaming(adapter: AcpAdapter): Promise<void> {
  await vi.waitFor(() => expect(adapter.running()).toMatchObject([{ phase: 'stream' }]), {
    timeout: 20_000,
    interval: 20,
  });
}
