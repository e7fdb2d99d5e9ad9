import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, OPERATIONS, type Operation, PERMISSIONS, ROLES, type Role } from '../../server/permissions.ts';
import { startTestServer, type TestServer, WsClient } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

type Probe = (token: string | null, role: Role) => Promise<'allowed' | 'forbidden' | 'unauthorized'>;

const httpProbe =
  (method: string, path: (role: Role) => string, body?: (role: Role) => unknown): Probe =>
  async (token, role) => {
    const res = await t.http(method, path(role), { token, ...(body ? { body: body(role) } : {}) });
    if (res.status === 401) return 'unauthorized';
    if (res.status === 403) {
      expect(res.body.error.code).toBe('forbidden');
      return 'forbidden';
    }
    expect(res.status, `${method} ${path(role)} as ${role}`).toBeLessThan(500);
    return 'allowed';
  };

const wsProbe =
  (message: unknown, replyType: string): Probe =>
  async (token) => {
    if (!token) {
      await expect(WsClient.connect(t.wsUrl, null)).rejects.toThrow(/401/);
      return 'unauthorized';
    }
    const client = await WsClient.connect(t.wsUrl, token);
    try {
      const reply = await client.request(message, (m) => m.type === replyType || m.type === 'error');
      if (reply.type === 'error') {
        expect(reply.code).toBe('forbidden');
        return 'forbidden';
      }
      return 'allowed';
    } finally {
      await client.close();
    }
  };

/** One probe per operation: the smallest real request that needs exactly that permission. */
const PROBES: Record<Operation, Probe[]> = {
  'metrics.read': [httpProbe('GET', () => '/metrics')],
  'profiles.read': [httpProbe('GET', () => '/v1/profiles'), httpProbe('GET', () => '/v1/profiles/none')],
  'profiles.write': [
    httpProbe(
      'POST',
      () => '/v1/profiles',
      (role) => ({
        id: `p-${role}`,
        name: role,
        candidates: [{ id: 'c1' }],
      }),
    ),
    httpProbe(
      'PUT',
      () => '/v1/profiles/none',
      () => ({ name: 'x', candidates: [{ id: 'c1' }], expected_version: 1 }),
    ),
    httpProbe('DELETE', () => '/v1/profiles/none?expected_version=1'),
  ],
  'limits.read': [httpProbe('GET', () => '/v1/policy/limits')],
  'catalogue.candidates': [httpProbe('GET', () => '/v1/catalogue/candidates')],
  'routes.read': [
    httpProbe('GET', () => '/v1/routes'),
    httpProbe('GET', () => '/v1/routes/none'),
    httpProbe('GET', () => '/v1/routes/none/attempts'),
    wsProbe({ type: 'subscribe', id: 's', target: { all: true } }, 'subscribed'),
  ],
  'routes.start': [
    httpProbe(
      'POST',
      () => '/v1/routes',
      () => ({ profile_id: 'none', caller: 'office' }),
    ),
  ],
  'routes.act': [
    httpProbe(
      'POST',
      () => '/v1/routes/none/actions',
      () => ({ action: 'stop', expected_generation: 0 }),
    ),
    wsProbe(
      { type: 'action', id: 'a', route_id: 'none', action: 'stop', expected_generation: 0 },
      'action_result',
    ),
  ],
  'schemas.read': [httpProbe('GET', () => '/v1/schemas'), httpProbe('GET', () => '/v1/schemas/route_view')],
  'adapter.serve': [wsProbe({ type: 'adapter_hello', agent_profiles: ['nobody'] }, 'adapter_ready')],
  'tokens.manage': [
    httpProbe(
      'POST',
      () => '/v1/tokens',
      () => ({ role: 'viewer', label: 'probe' }),
    ),
    httpProbe('GET', () => '/v1/tokens'),
    httpProbe('DELETE', () => '/v1/tokens/tok_00000000'),
  ],
};

describe('permission matrix', () => {
  it('has a probe for every operation and a rule for every operation', () => {
    expect(Object.keys(PROBES).sort()).toEqual([...OPERATIONS].sort());
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...OPERATIONS].sort());
  });

  for (const role of ROLES) {
    for (const operation of OPERATIONS) {
      it(`${role} ${can(role, operation) ? 'may' : 'may not'} ${operation}`, async () => {
        const token = await t.token(role);
        for (const probe of PROBES[operation]) {
          expect(await probe(token, role)).toBe(can(role, operation) ? 'allowed' : 'forbidden');
        }
      });
    }
  }

  it('answers every operation without a token with 401', async () => {
    for (const operation of OPERATIONS) {
      for (const probe of PROBES[operation]) expect(await probe(null, 'viewer')).toBe('unauthorized');
    }
  });

  it('keeps the roles the spec names: adapters read nothing, only admins mint tokens', () => {
    expect(OPERATIONS.filter((op) => can('adapter', op))).toEqual(['schemas.read', 'adapter.serve']);
    expect(OPERATIONS.filter((op) => can('viewer', op))).toEqual([
      'profiles.read',
      'limits.read',
      'routes.read',
      'schemas.read',
      'metrics.read',
    ]);
    // A Prometheus scraper's token reads the series and nothing else.
    expect(OPERATIONS.filter((op) => can('metrics', op))).toEqual(['metrics.read']);
    expect(can('operator', 'profiles.write')).toBe(false);
    expect(OPERATIONS.every((op) => can('admin', op))).toBe(true);
  });
});
