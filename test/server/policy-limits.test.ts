import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_LIMITS } from '../../policy/limits.ts';
import { PROFILE_LIMITS } from '../../policy/profile.ts';
import { policyLimitsResponseSchema } from '../../server/protocol.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

describe('GET /v1/policy/limits', () => {
  it('serves the backend-owned policy and profile limits, matching its response schema', async () => {
    const res = await t.http('GET', '/v1/policy/limits', { token: await t.token('viewer') });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ policy: POLICY_LIMITS, profile: PROFILE_LIMITS });
    expect(policyLimitsResponseSchema.parse(res.body)).toEqual(res.body);
  });

  it('publishes its response schema with the other JSON Schemas', async () => {
    const list = await t.http('GET', '/v1/schemas');
    expect(list.body.schemas.map((s: { name: string }) => s.name)).toContain('policy_limits');
    const doc = await t.http('GET', '/v1/schemas/policy_limits');
    expect(doc.status).toBe(200);
    expect(doc.body.required).toEqual(['policy', 'profile']);
  });

  it('refuses adapters, which read nothing, and requests without a token', async () => {
    const adapter = await t.http('GET', '/v1/policy/limits', { token: await t.token('adapter') });
    expect(adapter.status).toBe(403);
    expect(adapter.body.error.code).toBe('forbidden');
    expect((await t.http('GET', '/v1/policy/limits', { token: null })).status).toBe(401);
  });

  it('answers another method on the path with 405', async () => {
    const res = await t.http('POST', '/v1/policy/limits', { body: {} });
    expect(res.status).toBe(405);
  });
});
