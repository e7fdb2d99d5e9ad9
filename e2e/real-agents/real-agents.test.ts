/**
 * Real agents end to end: the service (virtual time for its waits), the ACP adapter, and
 * claude-code-acp, codex-acp and `gemini --acp` from this folder's install, each talking to the
 * local fake provider with its own retries off. For each injected provider failure: the code and
 * class Recourse derives from what the agent really emitted, and what the route does about it.
 * `REAL_AGENTS=gemini,codex` runs only those agents.
 *
 *   npm run test:real-agents      (from the repository root; installs nothing: `npm ci` here first)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVirtualClock } from '../../actors/virtual-clock.ts';
import { type AcpAdapter, createAcpAdapter } from '../../adapters/acp/adapter.ts';
import { parseAcpAdapterConfig } from '../../adapters/acp/config.ts';
import { fakeAgentCommand } from '../../adapters/acp/fake-agent-command.ts';
import { workspace } from '../../test/adapters/support.ts';
import { type Json, startTestServer, type TestServer, WsClient } from '../../test/server/harness.ts';
import { CLAUDE, CODEX, GEMINI, type RealAgent } from './agents.ts';
import { type FakeProvider, type Fault, startFakeProvider } from './fake-provider.ts';

const RETRY_SECONDS = 5;
const policy = {
  version: 1,
  transient: {
    retry: { enabled: true, max_retries: 1, initial_interval_seconds: RETRY_SECONDS },
    wait_for_reset: { enabled: false, max_wait_seconds: 0 },
    on_exhausted: 'skip',
  },
  hard: {
    retry: { enabled: false, max_retries: 0, initial_interval_seconds: 0 },
    wait_for_reset: { enabled: false, max_wait_seconds: 0 },
    on_exhausted: 'skip',
  },
};

/** What the route does after the failure. */
type Recovery = 'retry' | 'skip' | 'stop';
interface Case {
  fault: Fault;
  code: string;
  class: string;
  recovery: Recovery;
}

/** Per agent: each injected failure, the classification of what that agent emits, and the route's move. */
const CASES: Record<string, Case[]> = {
  'claude-code': [
    { fault: 'overloaded', code: 'provider_overloaded', class: 'transient', recovery: 'retry' },
    { fault: 'rate_limited', code: 'rate_limited', class: 'transient', recovery: 'retry' },
    { fault: 'server_error', code: 'provider_unavailable', class: 'transient', recovery: 'retry' },
    { fault: 'reset', code: 'network_unavailable', class: 'transient', recovery: 'retry' },
    // A credit balance that ran out is a quota (labelling guide rule 5, catalogue 2026.12.02-5).
    { fault: 'quota', code: 'quota_limited', class: 'hard', recovery: 'skip' },
    { fault: 'unauthorized', code: 'auth_required', class: 'hard', recovery: 'skip' },
    { fault: 'bad_request', code: 'task_error', class: 'not_provider', recovery: 'stop' },
  ],
  codex: [
    { fault: 'overloaded', code: 'provider_overloaded', class: 'transient', recovery: 'retry' },
    { fault: 'rate_limited', code: 'rate_limited', class: 'transient', recovery: 'retry' },
    { fault: 'server_error', code: 'provider_unavailable', class: 'transient', recovery: 'retry' },
    { fault: 'reset', code: 'network_unavailable', class: 'transient', recovery: 'retry' },
    // codex-acp drops the 429's body: insufficient_quota reaches ACP exactly like a rate limit.
    { fault: 'quota', code: 'rate_limited', class: 'transient', recovery: 'retry' },
    { fault: 'unauthorized', code: 'auth_required', class: 'hard', recovery: 'skip' },
    { fault: 'bad_request', code: 'task_error', class: 'not_provider', recovery: 'stop' },
  ],
  gemini: [
    { fault: 'overloaded', code: 'provider_overloaded', class: 'transient', recovery: 'retry' },
    { fault: 'rate_limited', code: 'rate_limited', class: 'transient', recovery: 'retry' },
    { fault: 'server_error', code: 'provider_unavailable', class: 'transient', recovery: 'retry' },
    // gemini reports a reset mid-stream as JSON-RPC 500 "terminated": a server error, still transient.
    { fault: 'reset', code: 'provider_unavailable', class: 'transient', recovery: 'retry' },
    { fault: 'quota', code: 'quota_limited', class: 'hard', recovery: 'skip' },
    { fault: 'unauthorized', code: 'auth_required', class: 'hard', recovery: 'skip' },
    // A 400 INVALID_ARGUMENT naming the field at fault is the request's own (the bare "Request contains an
    // invalid argument." names nothing and stays open from catalogue 2026.12.05-222 on).
    { fault: 'bad_request', code: 'task_error', class: 'not_provider', recovery: 'stop' },
  ],
};

/** The agents this run drives; REAL_AGENTS=gemini,codex picks some. */
const AGENTS = [CLAUDE, CODEX, GEMINI].filter(
  (a) => !process.env['REAL_AGENTS'] || process.env['REAL_AGENTS'].split(',').includes(a.name),
);

let provider: FakeProvider;
let t: TestServer;
let clock: ReturnType<typeof createVirtualClock>;
let viewer: WsClient;
let adapter: AcpAdapter;
let ws: string;

beforeAll(async () => {
  provider = await startFakeProvider();
  ws = await workspace();
  clock = createVirtualClock(Date.parse('2026-12-01T10:00:00Z'));
  t = await startTestServer({ now: clock.now, clock });
  for (const agent of AGENTS) {
    const res = await t.http('POST', '/v1/profiles', {
      body: {
        id: `via-${agent.name}`,
        name: `${agent.name}, then a fallback`,
        candidates: [
          { id: agent.name, agent_profile: agent.name, policy },
          { id: 'fallback', agent_profile: 'fallback' },
        ],
      },
    });
    expect(res.status).toBe(201);
  }
  const config = parseAcpAdapterConfig({
    agent_profiles: {
      ...Object.fromEntries(
        await Promise.all(AGENTS.map(async (a) => [a.name, await a.profile(provider.url, ws)])),
      ),
      fallback: { ...fakeAgentCommand(['success']), cwd: { allowed_roots: [ws] } },
    },
  });
  adapter = await createAcpAdapter(config, {
    url: t.url,
    token: await t.token('adapter'),
    now: () => new Date(clock.now()),
    reconnect: false,
  });
  viewer = await WsClient.connect(t.wsUrl, await t.token('viewer'));
  await viewer.request({ type: 'subscribe', id: 's', target: { all: true } }, (m) => m.type === 'subscribed');
}, 120_000);

afterAll(async () => {
  await adapter?.close();
  await viewer?.close();
  await t?.close();
  await provider?.close();
});

function route(routeId: string, match: (r: Json) => boolean): Promise<Json> {
  return viewer
    .next((m) => m.type === 'route' && m.route.route_id === routeId && match(m.route), 90_000)
    .then((m) => m.route);
}

async function attempts(routeId: string, event: string): Promise<Json[]> {
  const res = await t.http('GET', `/v1/routes/${routeId}/attempts`);
  return res.body.attempts.filter((a: Json) => a.event === event);
}

async function startRoute(agent: RealAgent): Promise<string> {
  const res = await t.http('POST', '/v1/routes', {
    body: { profile_id: `via-${agent.name}`, caller: 'kanban', task: { prompt: 'Say hello.', cwd: ws } },
  });
  expect([201, 202]).toContain(res.status);
  return res.body.route_id;
}

const settled = (r: Json) => r.state === 'active' && !r.attempt_in_flight;

for (const agent of AGENTS) {
  describe(`${agent.name} through the ACP adapter`, () => {
    it('a successful turn settles the route on the agent', async () => {
      provider.failWith(agent.api, null);
      const id = await startRoute(agent);
      await route(id, settled);
      expect(await attempts(id, 'succeeded')).toMatchObject([{ candidate_id: agent.name }]);
    });

    for (const c of CASES[agent.name]!) {
      it(`${c.fault}: ${c.code} (${c.class}), then ${c.recovery}`, async () => {
        // A hard failure opened the agent's circuit: let it expire, so this route's attempt is the probe.
        await clock.advanceBy(3_600_000);
        provider.failWith(agent.api, c.fault);
        const id = await startRoute(agent);
        const failed = await route(id, (r) => r.code !== null && !r.attempt_in_flight);
        provider.failWith(agent.api, null);
        const [failure] = await attempts(id, 'failed');
        expect({ code: failure.code, class: failure.class }).toEqual({ code: c.code, class: c.class });
        expect(failure.decision).toBe(c.recovery);
        if (c.recovery === 'retry') {
          expect(failed.state).toBe('retry_wait');
          await clock.advanceBy(RETRY_SECONDS * 1_000);
          await route(id, (r) => settled(r) && r.generation > failed.generation);
          expect(await attempts(id, 'succeeded')).toMatchObject([{ candidate_id: agent.name }]);
        } else if (c.recovery === 'skip') {
          await route(id, (r) => settled(r) && r.candidate === 'fallback');
        } else {
          expect(failed.state).toBe('action_required');
        }
      });
    }
  });
}
