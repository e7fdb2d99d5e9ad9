import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadScript, runScriptedAdapter, scriptSchema, wsUrlOf } from '../../examples/scripted-adapter.ts';
import { parseProfileInput } from '../../policy/profile.ts';
import { startTestServer, type TestServer, WsClient } from './harness.ts';

const examples = join(import.meta.dirname, '../../examples');
let t: TestServer;
afterEach(async () => {
  await t?.close();
});

describe('scripted adapter example', () => {
  it('answers dispatches from its script: a failure switches the route, the next candidate succeeds', async () => {
    t = await startTestServer();
    const profile = {
      id: 'demo',
      name: 'Demo',
      candidates: [
        { id: 'claude', agent_profile: 'claude-code' },
        { id: 'codex', agent_profile: 'codex' },
      ],
    };
    expect((await t.http('POST', '/v1/profiles', { body: profile })).status).toBe(201);
    const script = await loadScript(join(examples, 'failing-script.json'));
    const adapter = await runScriptedAdapter({ url: t.url, token: await t.token('adapter'), script });
    const viewer = await WsClient.connect(t.wsUrl, await t.token('viewer'));
    await viewer.request(
      { type: 'subscribe', id: 's', target: { all: true } },
      (m) => m.type === 'subscribed',
    );

    const started = await t.http('POST', '/v1/routes', { body: { profile_id: 'demo', caller: 'kanban' } });
    const done = await viewer.next(
      (m) =>
        m.type === 'route' &&
        m.route.state === 'active' &&
        m.route.candidate === 'codex' &&
        !m.route.attempt_in_flight,
    );
    expect(done.route).toMatchObject({ route_id: started.body.route_id, excluded: [] });
    expect(adapter.dispatches.map((d) => d.agent_profile)).toEqual(['claude-code', 'codex']);
    const attempts = (await t.http('GET', `/v1/routes/${started.body.route_id}/attempts`)).body.attempts;
    expect(attempts.filter((a: { event: string }) => a.event === 'failed')[0]).toMatchObject({
      code: 'provider_overloaded',
      decision: 'skip',
    });
    await viewer.close();
    await adapter.close();
  });

  it('reports effects before the outcome, so a failure after tool activity stops for a human', async () => {
    t = await startTestServer();
    const profile = {
      id: 'tools',
      name: 'Tools',
      candidates: [{ id: 'claude', agent_profile: 'claude-code' }, { id: 'codex' }],
    };
    expect((await t.http('POST', '/v1/profiles', { body: profile })).status).toBe(201);
    const adapter = await runScriptedAdapter({
      url: t.url,
      token: await t.token('adapter'),
      script: scriptSchema.parse({
        agent_profiles: ['claude-code', 'codex'],
        steps: [
          {
            agent_profile: 'claude-code',
            outcome: 'failure',
            effects: ['tool_activity'],
            envelope: { agent: 'claude-code', evidence: [{ kind: 'http', status: 529 }] },
          },
        ],
      }),
    });
    const viewer = await WsClient.connect(t.wsUrl, await t.token('viewer'));
    await viewer.request(
      { type: 'subscribe', id: 's', target: { profile: 'tools' } },
      (m) => m.type === 'subscribed',
    );
    await t.http('POST', '/v1/routes', { body: { profile_id: 'tools', caller: 'office' } });
    const stopped = await viewer.next((m) => m.type === 'route' && m.route.state === 'action_required');
    expect(stopped.route).toMatchObject({ reason: 'effect_unsafe', candidate: 'claude' });
    expect(adapter.dispatches).toHaveLength(1);
    await viewer.close();
    await adapter.close();
  });

  it('confirms a cancel of an attempt it left running, so stop ends the route as stopped', async () => {
    t = await startTestServer();
    const profile = {
      id: 'hang',
      name: 'Hang',
      candidates: [{ id: 'claude', agent_profile: 'claude-code' }],
    };
    expect((await t.http('POST', '/v1/profiles', { body: profile })).status).toBe(201);
    const adapter = await runScriptedAdapter({
      url: t.url,
      token: await t.token('adapter'),
      script: scriptSchema.parse({ agent_profiles: ['claude-code'], steps: [], after_steps: 'ignore' }),
    });
    const viewer = await WsClient.connect(t.wsUrl, await t.token('viewer'));
    await viewer.request(
      { type: 'subscribe', id: 's', target: { all: true } },
      (m) => m.type === 'subscribed',
    );
    const started = await t.http('POST', '/v1/routes', {
      body: { profile_id: 'hang', caller: 'kanban', task: { prompt: 'wait forever', cwd: '/tmp' } },
    });
    const stop = await t.http('POST', `/v1/routes/${started.body.route_id}/actions`, {
      body: { action: 'stop', expected_generation: started.body.generation },
    });
    expect(stop.body).toMatchObject({ state: 'active', reason: 'cancel_requested' });
    const stopped = await viewer.next((m) => m.type === 'route' && m.route.state === 'action_required');
    expect(stopped.route).toMatchObject({ reason: 'stopped', attempt_in_flight: false });
    expect(adapter.cancels).toEqual([adapter.dispatches[0]!.attempt_id]);
    expect(adapter.dispatches[0]!.task).toEqual({ prompt: 'wait forever', cwd: '/tmp', metadata: {} });
    await viewer.close();
    await adapter.close();
  });

  it('rejects a script whose failure step has no envelope, naming the field', () => {
    const result = scriptSchema.safeParse({ agent_profiles: ['a'], steps: [{ outcome: 'failure' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['steps', 0, 'envelope']);
  });

  it('ships example files that parse: the walkthrough profile and script', async () => {
    const script = await loadScript(join(examples, 'failing-script.json'));
    expect(script.steps).toHaveLength(3);
    const profile = parseProfileInput(JSON.parse(await readFile(join(examples, 'profile.json'), 'utf8')));
    expect(profile.candidates.map((c: { agent_profile: string }) => c.agent_profile)).toEqual(
      script.agent_profiles,
    );
    expect(wsUrlOf('http://127.0.0.1:8787')).toBe('ws://127.0.0.1:8787/v1/ws');
  });
});

describe('scripted adapter reconnecting', () => {
  it('says hello again after the service restarts on the same port and takes the next dispatch', async () => {
    t = await startTestServer();
    const dir = t.dir;
    const port = t.server.port;
    const profile = { id: 'again', name: 'Again', candidates: [{ id: 'solo', agent_profile: 'solo-agent' }] };
    await t.http('POST', '/v1/profiles', { body: profile });
    const token = await t.token('adapter');
    const adapter = await runScriptedAdapter({
      url: t.url,
      token,
      script: scriptSchema.parse({ agent_profiles: ['solo-agent'], steps: [] }),
      reconnect: true,
      reconnectDelayMs: 10,
    });
    const admin = t.admin;
    await t.server.close();
    const reconnected = adapter.ready();
    t = await startTestServer({ dataDir: dir, port });
    try {
      await reconnected;
      const started = await t.http('POST', '/v1/routes', {
        token: admin,
        body: { profile_id: 'again', caller: 'kanban' },
      });
      expect(started.body).toMatchObject({ candidate: 'solo' });
      expect(adapter.dispatches.map((d) => d.route_id)).toEqual([started.body.route_id]);
      await adapter.close();
    } finally {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start with a token that may not serve as an adapter', async () => {
    t = await startTestServer();
    await expect(
      runScriptedAdapter({
        url: t.url,
        token: await t.token('viewer'),
        script: scriptSchema.parse({ agent_profiles: ['a'], steps: [] }),
      }),
    ).rejects.toThrow(/may not serve as an adapter/);
  });
});
