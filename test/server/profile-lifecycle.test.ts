/**
 * Issue 11, defect 5: applying an unchanged profile bumped its version, and deleting a profile that
 * live routes use succeeded while those routes kept dispatching its candidates.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CliIo } from '../../cli/io.ts';
import { main } from '../../cli/main.ts';
import {
  type Json,
  overloadedEnvelope,
  slowRetryProfile,
  startTestServer,
  type TestServer,
  WsClient,
} from './harness.ts';

let t: TestServer;
const clients: WsClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await t.close();
});

async function recourse(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (s) => out.push(s),
    err: (s) => err.push(s),
    readStdin: async () => '',
    env: { RECOURSE_URL: t.url, RECOURSE_TOKEN: t.admin },
  };
  const code = await main(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('PUT of an unchanged profile', () => {
  // Regression: every PUT wrote a new version, so re-applying the same file (as deploy scripts do)
  // bumped the version and made every copy saved from `profiles get` stale.
  it('is a no-op that answers 200 at the same version and says so', async () => {
    t = await startTestServer();
    await t.http('POST', '/v1/profiles', { body: slowRetryProfile('same') });
    const again = await t.http('PUT', '/v1/profiles/same', {
      body: { ...slowRetryProfile('same'), expected_version: 1 },
    });
    expect(again.status).toBe(200);
    expect(again.body.version).toBe(1);
    expect(again.headers.get('recourse-unchanged')).toBe('true');
    // Key order and a default spelled out do not make a document different.
    const { candidates, name, id } = slowRetryProfile('same');
    const reordered = await t.http('PUT', '/v1/profiles/same', {
      body: { automation: 'auto', candidates, name, id },
      headers: { 'if-match': '"1"' },
    });
    expect(reordered.body.version).toBe(1);
    expect(reordered.headers.get('recourse-unchanged')).toBe('true');
    const changed = await t.http('PUT', '/v1/profiles/same', {
      body: { ...slowRetryProfile('same'), name: 'Changed', expected_version: 1 },
    });
    expect(changed.body.version).toBe(2);
    expect(changed.headers.get('recourse-unchanged')).toBeNull();
    // Compare-and-set still comes first: an identical document at a stale version is a conflict.
    const stale = await t.http('PUT', '/v1/profiles/same', {
      body: { ...slowRetryProfile('same'), name: 'Changed', expected_version: 1 },
    });
    expect(stale.status).toBe(409);
    expect((await t.http('GET', '/v1/profiles/same')).body.version).toBe(2);
  });

  it('`recourse profiles apply` prints that the profile was unchanged', async () => {
    t = await startTestServer();
    const dir = await mkdtemp(join(tmpdir(), 'recourse-apply-'));
    try {
      const file = join(dir, 'p.json');
      await writeFile(file, JSON.stringify(slowRetryProfile('applied')));
      expect((await recourse(['profiles', 'apply', file])).out).toBe('created profile applied at version 1');
      expect(await recourse(['profiles', 'apply', file])).toMatchObject({
        code: 0,
        out: 'unchanged profile applied at version 1',
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('deleting a profile live routes use', () => {
  /** Starts a route of `coding` through the adapter; returns its dispatch once acknowledged. */
  async function startRoute(adapter: WsClient) {
    const from = adapter.messages.length;
    const starting = t.http('POST', '/v1/routes', { body: { profile_id: 'coding', caller: 'office' } });
    const dispatch = (await adapter.next((m) => m.type === 'dispatch', 5_000, from)).request;
    adapter.send({ type: 'dispatch_ack', attempt_id: dispatch.attempt_id });
    expect((await starting).status).toBe(201);
    return dispatch;
  }
  const outcome = (adapter: WsClient, dispatch: Json, result: unknown) =>
    adapter.request(
      {
        type: 'outcome',
        route_id: dispatch.route_id,
        attempt_id: dispatch.attempt_id,
        invocation_id: dispatch.invocation_id,
        generation: dispatch.generation,
        outcome: result,
      },
      (m) => m.type === 'report_result',
    );

  // Regression: only routes waiting or with an attempt in flight blocked a delete, so a route whose
  // last attempt had succeeded (active, nothing in flight) lost its profile and kept dispatching its
  // candidates on the next retry or turn; and the 409 did not say how many routes were live.
  it('is refused with 409 profile_in_use and the count, or stops them first when asked, never mid-attempt', async () => {
    t = await startTestServer();
    await t.http('POST', '/v1/profiles', { body: slowRetryProfile('coding') });
    const adapter = await WsClient.connect(t.wsUrl, await t.token('adapter'));
    clients.push(adapter);
    await adapter.request(
      { type: 'adapter_hello', agent_profiles: ['agent-a', 'agent-b'] },
      (m) => m.type === 'adapter_ready',
    );
    const done = await startRoute(adapter);
    expect((await outcome(adapter, done, { kind: 'success' })).snapshot).toMatchObject({
      state: 'active',
      attempt_in_flight: false,
    });
    const waiting = await startRoute(adapter);
    const failed = await outcome(adapter, waiting, {
      kind: 'failure',
      envelope: overloadedEnvelope(waiting),
    });
    expect(failed.snapshot.state).toBe('retry_wait');

    const refused = await t.http('DELETE', '/v1/profiles/coding?expected_version=1');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'profile_in_use', live_routes: 2 });
    expect(refused.body.error.message).toMatch(/2 live routes.*stop_routes=true/);

    // A third route with its attempt in flight: nothing is stopped, and the message names it.
    const running = await startRoute(adapter);
    const inFlight = await t.http('DELETE', '/v1/profiles/coding?expected_version=1&stop_routes=true');
    expect(inFlight.status).toBe(409);
    expect(inFlight.body.error).toMatchObject({ code: 'profile_in_use', live_routes: 3 });
    expect(inFlight.body.error.message).toContain(`1 of them has an attempt in flight (${running.route_id})`);
    expect((await t.http('GET', `/v1/routes/${done.route_id}`)).body.state).toBe('active');
    expect((await t.http('GET', `/v1/routes/${waiting.route_id}`)).body.state).toBe('retry_wait');

    await outcome(adapter, running, { kind: 'success' });
    const badFlag = await t.http('DELETE', '/v1/profiles/coding?expected_version=1&stop_routes=yes');
    expect(badFlag.body.error.errors[0].path).toBe('stop_routes');
    const deleted = await recourse([
      'profiles',
      'delete',
      'coding',
      '--expected-version',
      '1',
      '--stop-routes',
    ]);
    expect(deleted).toMatchObject({ code: 0, out: 'deleted profile coding (stopped 3 live routes)' });
    for (const route of [done, waiting, running]) {
      expect((await t.http('GET', `/v1/routes/${route.route_id}`)).body).toMatchObject({
        state: 'action_required',
        reason: 'stopped',
      });
    }
    expect((await t.http('GET', '/v1/profiles/coding')).status).toBe(404);
  });

  it('deletes a profile whose routes all rest in action_required without stopping anything', async () => {
    t = await startTestServer();
    await t.http('POST', '/v1/profiles', { body: slowRetryProfile('coding') });
    const adapter = await WsClient.connect(t.wsUrl, await t.token('adapter'));
    clients.push(adapter);
    await adapter.request(
      { type: 'adapter_hello', agent_profiles: ['agent-a'] },
      (m) => m.type === 'adapter_ready',
    );
    const route = await startRoute(adapter);
    await outcome(adapter, route, { kind: 'success' });
    const view = (await t.http('GET', `/v1/routes/${route.route_id}`)).body;
    await t.http('POST', `/v1/routes/${route.route_id}/actions`, {
      body: { action: 'stop', expected_generation: view.generation },
    });
    expect((await t.http('DELETE', '/v1/profiles/coding?expected_version=1')).status).toBe(204);
  });
});
