import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSchema } from '../../catalogue/fixtures.ts';
import type { CliIo } from '../../cli/io.ts';
import { main } from '../../cli/main.ts';
import { RAW_SECRET, slowRetryProfile, startTestServer, type TestServer, WsClient } from './harness.ts';

let t: TestServer;
let adapter: WsClient;

/** Evidence no catalogue rule knows, with a credential and a home path in it. */
const unknownEnvelope = (dispatch: { invocation_id: string; generation: number }) => ({
  observed_at: new Date().toISOString(),
  invocation_id: dispatch.invocation_id,
  generation: dispatch.generation,
  agent: 'mystery-cli',
  evidence: [
    {
      kind: 'output',
      stream: 'stderr',
      text: `fatal: the flux capacitor refused key ${RAW_SECRET} in /home/jane/project`,
    },
    { kind: 'exit', code: 3 },
  ],
});

async function failRouteWithUnknownEvidence(routeId: string) {
  const from = adapter.messages.length;
  const started = t.http('POST', '/v1/routes', {
    body: { profile_id: 'coding', caller: 'kanban', route_id: routeId },
  });
  const dispatch = (await adapter.next((m) => m.type === 'dispatch', 5_000, from)).request;
  adapter.send({ type: 'dispatch_ack', attempt_id: dispatch.attempt_id });
  expect((await started).status).toBe(201);
  const report = await adapter.request(
    {
      type: 'outcome',
      id: `o-${routeId}`,
      route_id: routeId,
      attempt_id: dispatch.attempt_id,
      invocation_id: dispatch.invocation_id,
      generation: dispatch.generation,
      outcome: { kind: 'failure', envelope: unknownEnvelope(dispatch) },
    },
    (m) => m.type === 'report_result',
  );
  return report.snapshot;
}

beforeAll(async () => {
  t = await startTestServer();
  expect((await t.http('POST', '/v1/profiles', { body: slowRetryProfile() })).status).toBe(201);
  adapter = await WsClient.connect(t.wsUrl, await t.token('adapter'));
  await adapter.request(
    { type: 'adapter_hello', agent_profiles: ['agent-a', 'agent-b'] },
    (m) => m.type === 'adapter_ready',
  );
});
afterAll(async () => {
  await adapter.close();
  await t.close();
});

describe('unknown evidence is kept for catalogue growth', () => {
  it('stops the route with a sanitized excerpt and keeps the sanitized envelope as a fixture candidate', async () => {
    const snapshot = await failRouteWithUnknownEvidence('unknown-1');
    expect(snapshot.state).toBe('action_required');
    expect(snapshot.code).toBe('unclassified');
    expect(snapshot.safe_excerpt).toContain('flux capacitor');
    expect(JSON.stringify(snapshot)).not.toContain(RAW_SECRET);

    const res = await t.http('GET', '/v1/catalogue/candidates', { token: await t.token('profile_admin') });
    expect(res.status).toBe(200);
    expect(res.body.kept).toBe(1);
    const [kept] = res.body.candidates;
    expect(kept.count).toBe(1);
    expect(kept.fixture.envelope.evidence[0].text).toContain('flux capacitor refused key');
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(RAW_SECRET);
    expect(text).not.toContain('/home/jane');
    expect(text).not.toContain('invocation_id');
  });

  it('counts the same failure seen on another route instead of keeping it twice', async () => {
    await failRouteWithUnknownEvidence('unknown-2');
    const res = await t.http('GET', '/v1/catalogue/candidates');
    expect(res.body.kept).toBe(1);
    expect(res.body.candidates[0].count).toBe(2);
  });

  it('is not readable by an operator or a viewer', async () => {
    for (const role of ['operator', 'viewer'] as const) {
      const res = await t.http('GET', '/v1/catalogue/candidates', { token: await t.token(role) });
      expect(res.status).toBe(403);
    }
  });

  it('exports through `recourse catalogue candidates --out FILE` as fixture lines', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = {
      out: (s) => out.push(s),
      err: (s) => err.push(s),
      readStdin: async () => '',
      env: { RECOURSE_URL: t.url, RECOURSE_TOKEN: t.admin },
    };
    const file = join(t.dir, 'candidates.jsonl');
    expect(await main(['catalogue', 'candidates', '--out', file], io)).toBe(0);
    const lines = (await readFile(file, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(1);
    const fixture = fixtureSchema.parse(JSON.parse(lines[0]!));
    expect(fixture.expected.expected_class).toBe('unclassified');
    expect(fixture.envelope.agent).toBe('mystery-cli');
    expect(err.join('\n')).toContain('wrote 1 fixture candidate');
  });

  it('names the export command in the recovery hints of the route errors', async () => {
    const out: string[] = [];
    const io: CliIo = {
      out: (s) => out.push(s),
      err: () => {},
      readStdin: async () => '',
      env: { RECOURSE_URL: t.url, RECOURSE_TOKEN: t.admin },
    };
    expect(await main(['routes', 'errors', 'unknown-1', '--format', 'plain'], io)).toBe(0);
    expect(out.join('\n')).toContain('catalogue candidates --out');
  });
});
