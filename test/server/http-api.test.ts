import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slowRetryProfile, startTestServer, type TestServer, WsClient } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

describe('HTTP API', () => {
  it('answers /healthz with 200 once ready', async () => {
    const res = await t.http('GET', '/healthz', { token: null });
    expect(res).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('creates a profile as version 1 with its policies normalized', async () => {
    const body = {
      id: 'legacy',
      name: 'Legacy',
      candidates: [{ id: 'a', policy: 'retry_same' }, { id: 'b' }],
    };
    const res = await t.http('POST', '/v1/profiles', { body });
    expect(res.status).toBe(201);
    expect(res.headers.get('etag')).toBe('"1"');
    expect(res.body.version).toBe(1);
    expect(res.body.automation).toBe('auto');
    expect(res.body.candidates[0].policy.transient).toEqual({
      retry: { enabled: true, max_retries: 1, initial_interval_seconds: 5 },
      wait_for_reset: { enabled: false, max_wait_seconds: 0 },
      on_exhausted: 'stop',
    });
    expect(res.body.candidates[1].policy.hard.on_exhausted).toBe('skip');
    expect((await t.http('GET', '/v1/profiles/legacy')).body).toEqual(res.body);
    const list = await t.http('GET', '/v1/profiles');
    expect(list.body.profiles.map((p: { id: string }) => p.id)).toContain('legacy');
  });

  it('answers invalid profiles with 400 and field-addressed errors, storing nothing', async () => {
    const profile = slowRetryProfile('bad');
    profile.candidates[0]!.policy!.transient.retry.max_retries = 11;
    const res = await t.http('POST', '/v1/profiles', { body: profile });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.errors).toContainEqual(
      expect.objectContaining({ path: 'candidates.0.policy.transient.retry.max_retries' }),
    );
    expect((await t.http('GET', '/v1/profiles/bad')).status).toBe(404);
  });

  it('updates with the expected version (body or If-Match) and answers 409 with the current one', async () => {
    await t.http('POST', '/v1/profiles', { body: slowRetryProfile('cas') });
    const v2 = await t.http('PUT', '/v1/profiles/cas', {
      body: { ...slowRetryProfile('cas'), name: 'two', expected_version: 1 },
    });
    expect(v2.status).toBe(200);
    expect(v2.body).toMatchObject({ version: 2, name: 'two' });
    const v3 = await t.http('PUT', '/v1/profiles/cas', {
      body: { ...slowRetryProfile('cas'), name: 'three' },
      headers: { 'if-match': '"2"' },
    });
    expect(v3.body).toMatchObject({ version: 3, name: 'three' });
    const stale = await t.http('PUT', '/v1/profiles/cas', {
      body: { ...slowRetryProfile('cas'), expected_version: 2 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'version_conflict', current_version: 3 });
    const missing = await t.http('PUT', '/v1/profiles/cas', { body: slowRetryProfile('cas') });
    expect(missing.status).toBe(400);
    expect(missing.body.error.errors[0].path).toBe('expected_version');
    expect((await t.http('GET', '/v1/profiles/cas')).body.name).toBe('three');
  });

  it('deletes only at the expected version', async () => {
    await t.http('POST', '/v1/profiles', { body: slowRetryProfile('gone') });
    expect((await t.http('DELETE', '/v1/profiles/gone', { headers: { 'if-match': '"7"' } })).status).toBe(
      409,
    );
    expect((await t.http('DELETE', '/v1/profiles/gone?expected_version=1')).status).toBe(204);
    expect((await t.http('GET', '/v1/profiles/gone')).status).toBe(404);
  });

  it('refuses bodies over 64 KiB with 413, non-JSON with 415 and malformed JSON with 400', async () => {
    const big = await t.http('POST', '/v1/profiles', { raw: JSON.stringify({ pad: 'x'.repeat(70_000) }) });
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('payload_too_large');
    const text = await t.http('POST', '/v1/profiles', {
      raw: 'id=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const broken = await t.http('POST', '/v1/profiles', { raw: '{"id":' });
    expect(broken.status).toBe(400);
    expect(broken.body.error.errors[0].code).toBe('invalid_json');
  });

  it('answers unknown resources with 404, wrong methods with 405 and a bad token with 401', async () => {
    expect((await t.http('GET', '/v1/nothing')).body.error.code).toBe('not_found');
    expect((await t.http('GET', '/v1/routes/none')).status).toBe(404);
    expect((await t.http('PATCH', '/v1/profiles')).status).toBe(405);
    const res = await t.http('GET', '/v1/profiles', { token: 'rct_not-a-token' });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/Bearer/);
  });

  it('refuses a route for an unknown profile or caller with field-addressed errors', async () => {
    const res = await t.http('POST', '/v1/routes', { body: { profile_id: 'nobody', caller: 'kanban' } });
    expect(res.status).toBe(400);
    expect(res.body.error.errors[0].path).toBe('profile_id');
    const caller = await t.http('POST', '/v1/routes', { body: { profile_id: 'legacy', caller: 'browser' } });
    expect(caller.body.error.errors[0].path).toBe('caller');
  });

  it('revokes a token: its requests get 401 and its open sockets close with 1008', async () => {
    const created = await t.http('POST', '/v1/tokens', { body: { role: 'viewer', label: 'short-lived' } });
    expect(created.status).toBe(201);
    const socket = await WsClient.connect(t.wsUrl, created.body.token);
    const listed = await t.http('GET', '/v1/tokens');
    expect(listed.body.tokens).toContainEqual(
      expect.objectContaining({ id: created.body.id, role: 'viewer' }),
    );
    expect(JSON.stringify(listed.body)).not.toContain(created.body.token);
    expect((await t.http('DELETE', `/v1/tokens/${created.body.id}`)).status).toBe(204);
    expect((await socket.closed).code).toBe(1008);
    expect((await t.http('GET', '/v1/routes', { token: created.body.token })).status).toBe(401);
    expect((await t.http('DELETE', `/v1/tokens/${created.body.id}`)).status).toBe(404);
  });

  it('refuses to revoke the only admin token', async () => {
    const admin = (await t.http('GET', '/v1/tokens')).body.tokens.find(
      (x: { role: string }) => x.role === 'admin',
    );
    const res = await t.http('DELETE', `/v1/tokens/${admin.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('last_admin');
  });

  it('serves every committed JSON Schema', async () => {
    const list = await t.http('GET', '/v1/schemas');
    expect(list.body.schemas.length).toBeGreaterThan(20);
    for (const { url } of list.body.schemas) {
      const doc = await t.http('GET', url);
      expect(doc.status).toBe(200);
      expect(doc.body.$schema).toMatch(/json-schema/);
    }
  });
});
