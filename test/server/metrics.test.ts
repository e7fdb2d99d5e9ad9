/**
 * Issue 11, metrics: `GET /metrics` scraped from a real server after a route was driven through a
 * transient failure and an unclassified one. Every label must come from a closed vocabulary: no
 * route id, token or provider text may reach a series.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CALLERS, ROUTE_STATES } from '../../actors/engine-api.ts';
import { CLASSES, CODES } from '../../catalogue/codes.ts';
import { createMetrics } from '../../server/metrics.ts';
import { OPERATIONS, ROLES } from '../../server/permissions.ts';
import {
  type Json,
  overloadedEnvelope,
  RAW_SECRET,
  slowRetryProfile,
  startTestServer,
  type TestServer,
  WsClient,
} from './harness.ts';

let t: TestServer | null = null;
const clients: WsClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await t?.close();
  t = null;
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the Prometheus text format (the subset prom-client writes). */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`unparsable exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[l[1]!] = l[2]!;
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  return found.reduce((sum, s) => sum + s.value, 0);
}

/** A real server on port 0, closed after the test. */
async function serve(): Promise<TestServer> {
  t = await startTestServer();
  return t;
}

async function scrape(token: string | null) {
  const res = await fetch(`${t!.url}/metrics`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

const unclassifiedEnvelope = (dispatch: { invocation_id: string; generation: number }) => ({
  observed_at: new Date().toISOString(),
  invocation_id: dispatch.invocation_id,
  generation: dispatch.generation,
  agent: 'claude-code',
  evidence: [{ kind: 'http', status: 418, body: `zzqx teapot ${RAW_SECRET}` }],
});

describe('GET /metrics', () => {
  it('serves the documented series after a route fails, with no route id, token or provider text in any label', async () => {
    const t = await serve();
    await t.http('POST', '/v1/profiles', { body: slowRetryProfile('coding') });
    const adapterToken = await t.token('adapter');
    const adapter = await WsClient.connect(t.wsUrl, adapterToken);
    clients.push(adapter);
    await adapter.request(
      { type: 'adapter_hello', agent_profiles: ['agent-a', 'agent-b'] },
      (m) => m.type === 'adapter_ready',
    );
    const viewer = await WsClient.connect(t.wsUrl, await t.token('viewer'));
    clients.push(viewer);
    await viewer.request(
      { type: 'subscribe', id: 's', target: { all: true } },
      (m) => m.type === 'subscribed',
    );

    const routeIds: string[] = [];
    const failRoute = async (envelope: (d: Json) => unknown) => {
      const from = adapter.messages.length;
      const starting = t.http('POST', '/v1/routes', { body: { profile_id: 'coding', caller: 'office' } });
      const dispatch = (await adapter.next((m) => m.type === 'dispatch', 5_000, from)).request;
      adapter.send({ type: 'dispatch_ack', attempt_id: dispatch.attempt_id });
      expect((await starting).status).toBe(201);
      routeIds.push(dispatch.route_id);
      return adapter.request(
        {
          type: 'outcome',
          route_id: dispatch.route_id,
          attempt_id: dispatch.attempt_id,
          invocation_id: dispatch.invocation_id,
          generation: dispatch.generation,
          outcome: { kind: 'failure', envelope: envelope(dispatch) },
        },
        (m) => m.type === 'report_result',
      );
    };
    expect((await failRoute(overloadedEnvelope)).snapshot.state).toBe('retry_wait');
    await failRoute(unclassifiedEnvelope);

    const scraped = await scrape(await t.token('viewer'));
    expect(scraped.status).toBe(200);
    expect(scraped.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const s = parse(scraped.text);

    expect(value(s, 'recourse_routes', { state: 'retry_wait', caller: 'office' })).toBe(1);
    expect(value(s, 'recourse_routes')).toBe(2);
    // The unclassified failure stopped its route for a person, and the reason says why.
    expect(value(s, 'recourse_routes', { state: 'action_required', caller: 'office' })).toBe(1);
    expect(value(s, 'recourse_routes_action_required', { reason: 'unclassified' })).toBe(1);
    expect(value(s, 'recourse_decisions_total', { kind: 'stop', class: 'unclassified' })).toBe(1);
    expect(value(s, 'recourse_decisions_total', { kind: 'retry', class: 'transient' })).toBe(1);
    expect(
      value(s, 'recourse_classifications_total', { class: 'transient', code: 'provider_overloaded' }),
    ).toBe(1);
    expect(value(s, 'recourse_classifications_total', { class: 'unclassified', code: 'unclassified' })).toBe(
      1,
    );
    expect(value(s, 'recourse_attempt_events_total', { event: 'dispatched' })).toBeGreaterThanOrEqual(2);
    expect(value(s, 'recourse_store_commit_seconds_count', { operation: 'route' })).toBeGreaterThanOrEqual(4);
    expect(value(s, 'recourse_store_commit_seconds_count', { operation: 'profile_put' })).toBe(1);
    expect(value(s, 'recourse_dispatch_ack_seconds_count')).toBeGreaterThanOrEqual(2);
    expect(value(s, 'recourse_dispatches_total', { result: 'acknowledged' })).toBeGreaterThanOrEqual(2);
    expect(value(s, 'recourse_ws_connections', { role: 'adapter' })).toBe(1);
    expect(value(s, 'recourse_ws_connections', { role: 'viewer' })).toBe(1);
    expect(value(s, 'recourse_ws_subscriptions')).toBe(1);
    expect(value(s, 'recourse_ws_subscribers')).toBe(1);
    expect(value(s, 'recourse_ws_adapters')).toBe(1);
    expect(s.some((x) => x.name === 'recourse_ws_frames_coalesced_total')).toBe(true);
    expect(s.some((x) => x.name === 'recourse_ws_frames_dropped_total')).toBe(true);
    expect(s.some((x) => x.name === 'recourse_ws_heartbeat_terminations_total')).toBe(true);
    // The overload opened its scope's circuit. The route's own retry (an hour away) lies beyond the
    // circuit's open interval, so it reserves no probe (docs/circuits.md): no lease is held.
    expect(value(s, 'recourse_circuits', { state: 'open' })).toBe(1);
    expect(value(s, 'recourse_circuit_probe_leases')).toBe(0);
    expect(
      value(s, 'recourse_http_requests_total', { method: 'POST', route: '/v1/routes', status: '201' }),
    ).toBe(2);

    // Labels come from closed vocabularies only.
    const allowed = new Set<string>([
      ...ROUTE_STATES,
      ...CALLERS,
      ...CLASSES,
      ...Object.keys(CODES),
      ...ROLES,
      ...OPERATIONS,
      'reject',
      'wait_for_reset',
      'retry',
      'skip',
      'stop',
      'dispatched',
      'succeeded',
      'failed',
      'action',
      'reconciled',
      'route',
      'circuit',
      'profile_put',
      'profile_delete',
      'acknowledged',
      'timeout',
      'disconnected',
      'shutdown',
      'closed',
      'open',
      'half_open',
      'GET',
      'POST',
      'PUT',
      'DELETE',
      'none',
      'other',
      'stale_evidence',
      'effect_unsafe',
      'not_provider',
      'manual_automation',
      'invalid_clock',
      'reset_wait',
      'retry_budget',
      'exhausted',
      'stopped',
      'cancelled',
      'ambiguous_dispatch',
      'profile_unavailable',
      'unmatched',
    ]);
    for (const sample of s) {
      for (const [label, v] of Object.entries(sample.labels)) {
        if (label === 'le') expect(v).toMatch(/^(\d+(\.\d+)?(e[-+]?\d+)?|\+Inf)$/);
        else if (label === 'status') expect(v).toMatch(/^(\d{3}|none)$/);
        else if (label === 'route') expect(v).toMatch(/^(\/[a-z0-9_./:-]*|unmatched)$/);
        else expect(allowed, `${sample.name} ${label}="${v}"`).toContain(v);
      }
    }
    for (const secret of [...routeIds, RAW_SECRET, 'teapot', 'Overloaded', t.admin, adapterToken, 'rct_']) {
      expect(scraped.text).not.toContain(secret);
    }
  });

  it('is readable with a viewer or metrics token, forbidden to adapters and refused without a token', async () => {
    const t = await serve();
    expect((await scrape(await t.token('metrics'))).status).toBe(200);
    expect((await scrape(await t.token('viewer'))).status).toBe(200);
    expect((await scrape(await t.token('adapter'))).status).toBe(403);
    expect((await scrape(null)).status).toBe(401);
    // A metrics token reads nothing else.
    expect((await t.http('GET', '/v1/routes', { token: await t.token('metrics') })).status).toBe(403);
  });

  it('keeps one registry per server: two servers in one process count apart', async () => {
    const a = createMetrics();
    const b = createMetrics();
    a.httpRequest('GET', '/healthz', 200);
    expect(await a.registry.getSingleMetricAsString('recourse_http_requests_total')).toContain('} 1');
    expect(await b.registry.getSingleMetricAsString('recourse_http_requests_total')).not.toContain('} 1');
  });
});
