/**
 * Three real service processes (`server/main.ts`) on one embedded PostgreSQL. Routes on each wait to
 * retry; one process is killed with SIGKILL; the other two take its routes over after the lease
 * expires, re-arm the waits and run the retries once, and stop the attempt that was in flight for a
 * person. Run with `npm run test:multiprocess` (not part of `npm test`: it starts four servers).
 */
import type { ChildProcess } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Json, overloadedEnvelope, WsClient } from '../server/harness.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { callApi, type ServiceProcess, startServiceProcess } from '../support/service-process.ts';

/** Short for the test; production defaults to 15 s (docs/persistence.md). */
const LEASE_MS = 3000;
/** Long enough that the victim is killed before its own retries are due, even on a loaded machine. */
const RETRY_SECONDS = 8;
const ROUTES_PER_PROCESS = 4;
const IN_FLIGHT_ROUTES = 2;

type Child = ServiceProcess;

interface Dispatched {
  by: string;
  route_id: string;
  attempt_id: string;
  invocation_id: string;
  generation: number;
}

let pg: TestPostgres;
const children: ChildProcess[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  pg = await startPostgres();
}, 120_000);
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  await pg?.stop();
});

/** Starts a service process on `storeUrl` and resolves once it logs "ready". */
function startChild(name: string, dir: string, storeUrl: string): Promise<ServiceProcess> {
  return startServiceProcess({
    name,
    children,
    timeoutMs: 60_000,
    env: { RECOURSE_DATA_DIR: dir, RECOURSE_STORE: storeUrl, RECOURSE_ROUTE_LEASE_MS: String(LEASE_MS) },
  });
}

const api = callApi;

/**
 * The scripted adapter, one connection per process: every dispatch is recorded and acknowledged. A
 * route's first attempt waits for the test to fail it (so every route is dispatched before any
 * failure opens the provider's circuit); a retry succeeds at once.
 */
async function scriptedAdapter(child: Child, token: string, dispatched: Dispatched[]): Promise<WsClient> {
  const adapter = await WsClient.connect(`${child.url.replace('http', 'ws')}/v1/ws`, token);
  await adapter.request(
    { type: 'adapter_hello', agent_profiles: ['agent-a'] },
    (m) => m.type === 'adapter_ready',
  );
  adapter.ws.on('message', (data) => {
    const message = JSON.parse(data.toString());
    if (message.type !== 'dispatch') return;
    const d = message.request;
    dispatched.push({
      by: child.name,
      route_id: d.route_id,
      attempt_id: d.attempt_id,
      invocation_id: d.invocation_id,
      generation: d.generation,
    });
    adapter.send({ type: 'dispatch_ack', attempt_id: d.attempt_id });
    if (dispatched.filter((x) => x.route_id === d.route_id).length === 1) return;
    adapter.send({ type: 'outcome', ...correlation(d), outcome: { kind: 'success' } });
  });
  return adapter;
}

function correlation(d: Dispatched) {
  return {
    route_id: d.route_id,
    attempt_id: d.attempt_id,
    invocation_id: d.invocation_id,
    generation: d.generation,
  };
}

const profile = {
  id: 'multi',
  name: 'Multi',
  candidates: [
    {
      id: 'only',
      agent_profile: 'agent-a',
      policy: {
        version: 1,
        transient: {
          retry: { enabled: true, max_retries: 2, initial_interval_seconds: RETRY_SECONDS },
          wait_for_reset: { enabled: false, max_wait_seconds: 0 },
          on_exhausted: 'stop',
        },
        hard: {
          retry: { enabled: false, max_retries: 0, initial_interval_seconds: 0 },
          wait_for_reset: { enabled: false, max_wait_seconds: 0 },
          on_exhausted: 'stop',
        },
      },
    },
  ],
};

describe('three service processes on one PostgreSQL', () => {
  it('take over a SIGKILLed process’s routes after its lease expires: waits run once, the attempt in flight stops, none is lost', async () => {
    const url = await pg.database();
    const dir = async () => {
      const d = await mkdtemp(join(tmpdir(), 'recourse-multi-'));
      dirs.push(d);
      return d;
    };
    const [d1, d2, d3] = [await dir(), await dir(), await dir()];
    const victim = await startChild('p1', d1, url);
    const token = /rct_[A-Za-z0-9_-]+/.exec(victim.stderr())?.[0] ?? '';
    expect(token).toMatch(/^rct_/);
    // One set of tokens for the three processes, as an operator would copy it.
    await copyFile(join(d1, 'tokens.json'), join(d2, 'tokens.json'));
    await copyFile(join(d1, 'tokens.json'), join(d3, 'tokens.json'));
    const [p2, p3] = await Promise.all([startChild('p2', d2, url), startChild('p3', d3, url)]);
    const processes = [victim, p2, p3];

    expect((await api(victim.url, token, 'POST', '/v1/profiles', profile)).status).toBe(201);
    // Profiles cross processes through LISTEN/NOTIFY.
    await vi.waitFor(async () =>
      expect((await api(p3.url, token, 'GET', '/v1/profiles/multi')).status).toBe(200),
    );

    const dispatched: Dispatched[] = [];
    const adapters = new Map<string, WsClient>();
    for (const child of processes) adapters.set(child.name, await scriptedAdapter(child, token, dispatched));
    const viewer = await WsClient.connect(`${p3.url.replace('http', 'ws')}/v1/ws`, token);
    await viewer.request(
      { type: 'subscribe', id: 's', target: { all: true } },
      (m) => m.type === 'subscribed',
    );

    const waiting: string[] = [];
    for (const child of processes) {
      for (let i = 0; i < ROUTES_PER_PROCESS; i++) {
        const id = `${child.name}-wait-${i}`;
        waiting.push(id);
        const started = await api(child.url, token, 'POST', '/v1/routes', {
          profile_id: 'multi',
          caller: 'kanban',
          route_id: id,
        });
        expect(started.status).toBe(201);
      }
    }
    const held: string[] = [];
    for (let i = 0; i < IN_FLIGHT_ROUTES; i++) {
      const id = `p1-in-flight-${i}`;
      held.push(id);
      expect(
        (
          await api(victim.url, token, 'POST', '/v1/routes', {
            profile_id: 'multi',
            caller: 'kanban',
            route_id: id,
          })
        ).status,
      ).toBe(201);
    }
    // Every first attempt is out; the waiting routes' attempts fail, the in-flight ones' stay running.
    await vi.waitFor(() =>
      expect(dispatched.map((d) => d.route_id).sort()).toEqual([...waiting, ...held].sort()),
    );
    for (const d of dispatched.filter((x) => waiting.includes(x.route_id))) {
      const result = await adapters.get(d.by)!.request(
        {
          type: 'outcome',
          ...correlation(d),
          outcome: { kind: 'failure', envelope: overloadedEnvelope(d) },
        },
        (m) => m.type === 'report_result' && m.snapshot?.route_id === d.route_id,
      );
      expect(result).toMatchObject({ ok: true, snapshot: { state: 'retry_wait', retry_ordinal: 1 } });
    }
    const victims = waiting.filter((id) => id.startsWith('p1-'));
    await vi.waitFor(
      async () => {
        for (const id of waiting) {
          const owner = processes.find((c) => id.startsWith(`${c.name}-`))!;
          const view = (await api(owner.url, token, 'GET', `/v1/routes/${id}`)).body;
          expect(view).toMatchObject({ state: 'retry_wait', retry_ordinal: 1 });
        }
        for (const id of held) expect(dispatched.filter((d) => d.route_id === id)).toHaveLength(1);
      },
      { timeout: 20_000, interval: 100 },
    );
    const before = new Map<string, Json>();
    for (const id of victims) before.set(id, (await api(victim.url, token, 'GET', `/v1/routes/${id}`)).body);
    for (const view of before.values()) expect(Date.parse(view.deadline)).toBeGreaterThan(Date.now());

    victim.process.kill('SIGKILL');
    expect((await victim.exited).signal).toBe('SIGKILL');

    // Another process answers for the victim's routes at once (read-only) and runs them once they are its own.
    const all = [...waiting, ...held];
    await vi.waitFor(
      async () => {
        for (const survivor of [p2, p3]) {
          const routes = (await api(survivor.url, token, 'GET', '/v1/routes')).body.routes as Json[];
          const byId = new Map(routes.map((r) => [r.route_id, r]));
          for (const id of waiting) {
            expect(byId.get(id), `${id} on ${survivor.name}`).toMatchObject({
              state: 'active',
              attempt_in_flight: false,
            });
          }
          for (const id of held) {
            expect(byId.get(id), `${id} on ${survivor.name}`).toMatchObject({
              state: 'action_required',
              reason: 'ambiguous_dispatch',
            });
          }
          expect([...byId.keys()].sort()).toEqual([...all].sort());
        }
      },
      { timeout: 60_000, interval: 250 },
    );

    // No duplicate dispatch: every waiting route ran its first attempt and exactly one retry, the
    // victim's retries on a survivor; the attempts in flight at the kill were never dispatched again.
    const keys = dispatched.map((d) => `${d.route_id}/${d.generation}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const id of waiting) {
      const runs = dispatched.filter((d) => d.route_id === id);
      expect(runs, id).toHaveLength(2);
      expect(runs[0]!.by).toBe(id.split('-')[0]);
      if (victims.includes(id)) expect(['p2', 'p3']).toContain(runs[1]!.by);
      else expect(runs[1]!.by).toBe(id.split('-')[0]);
    }
    for (const id of held) expect(dispatched.filter((d) => d.route_id === id)).toHaveLength(1);
    // The retry ran at the stored deadline, not earlier: the takeover re-armed the same wait.
    for (const id of victims) {
      const history = (await api(p2.url, token, 'GET', `/v1/routes/${id}/attempts`)).body.attempts as Json[];
      expect(history.map((a) => a.event)).toEqual(['dispatched', 'failed', 'dispatched', 'succeeded']);
      expect(Date.parse(history[2]!.at)).toBeGreaterThanOrEqual(Date.parse(before.get(id)!.deadline));
    }
    // A WebSocket subscriber on p3 saw every route end where it ended, whichever process ran it.
    const last = new Map<string, Json>();
    for (const m of viewer.messages) if (m.type === 'route') last.set(m.route.route_id, m.route);
    for (const id of waiting) expect(last.get(id)?.state, id).toBe('active');
    for (const id of held) expect(last.get(id)?.reason, id).toBe('ambiguous_dispatch');

    // An action on a route the other survivor runs is refused with its owner's name.
    const { rows } = await pg.sql(
      url,
      `SELECT route_id, owner FROM route_leases WHERE route_id LIKE 'p2-%' LIMIT 1`,
    );
    const other = (await api(p3.url, token, 'GET', `/v1/routes/${rows[0].route_id}`)).body;
    const refused = await api(p3.url, token, 'POST', `/v1/routes/${rows[0].route_id}/actions`, {
      action: 'stop',
      expected_generation: other.generation,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('not_owner');
    expect(refused.body.message).toContain(rows[0].owner);

    await viewer.close();
    for (const survivor of [p2, p3]) survivor.process.kill('SIGTERM');
    for (const survivor of [p2, p3]) expect((await survivor.exited).code).toBe(0);
  }, 180_000);
});
