import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, type ServiceProcess, startServiceProcess } from '../support/service-process.ts';
import { overloadedEnvelope, WsClient } from './harness.ts';

const children: ChildProcess[] = [];

type Child = ServiceProcess;

/** Starts the service on `dir` and resolves once it logs "ready". */
function startChild(dir: string, timeoutMs = 20_000): Promise<Child> {
  return startServiceProcess({ children, timeoutMs, env: { RECOURSE_DATA_DIR: dir } });
}

const api = callApi;

async function adapterFor(url: string, token: string): Promise<WsClient> {
  const adapter = await WsClient.connect(`${url.replace('http', 'ws')}/v1/ws`, token);
  await adapter.request(
    { type: 'adapter_hello', agent_profiles: ['agent-a'] },
    (m) => m.type === 'adapter_ready',
  );
  return adapter;
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

describe('restart', () => {
  it('a wait survives SIGKILL and completes at its original deadline with no duplicate dispatch', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'recourse-restart-'));
    try {
      const first = await startChild(dir);
      const token = first.adminToken!;
      expect(token).toMatch(/^rct_/);
      const profile = {
        id: 'restart',
        name: 'Restart',
        candidates: [
          {
            id: 'only',
            agent_profile: 'agent-a',
            policy: {
              version: 1,
              transient: {
                retry: { enabled: true, max_retries: 1, initial_interval_seconds: 4 },
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
      expect((await api(first.url, token, 'POST', '/v1/profiles', profile)).status).toBe(201);
      const adapter = await adapterFor(first.url, token);
      const starting = api(first.url, token, 'POST', '/v1/routes', {
        profile_id: 'restart',
        caller: 'kanban',
      });
      const dispatch = (await adapter.next((m) => m.type === 'dispatch')).request;
      adapter.send({ type: 'dispatch_ack', attempt_id: dispatch.attempt_id });
      expect((await starting).status).toBe(201);
      const failed = await adapter.request(
        {
          type: 'outcome',
          route_id: dispatch.route_id,
          attempt_id: dispatch.attempt_id,
          invocation_id: dispatch.invocation_id,
          generation: dispatch.generation,
          outcome: { kind: 'failure', envelope: overloadedEnvelope(dispatch) },
        },
        (m) => m.type === 'report_result',
      );
      expect(failed.snapshot).toMatchObject({
        state: 'retry_wait',
        pending_outcome: 'retry',
        retry_ordinal: 1,
      });
      const deadline = Date.parse(failed.snapshot.deadline);

      first.process.kill('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
      await adapter.closed;

      const second = await startChild(dir);
      expect(second.adminToken).toBeNull();
      const restored = await api(second.url, token, 'GET', `/v1/routes/${dispatch.route_id}`);
      // Restored waiting for its stored deadline; or, when the second process took longer than the
      // wait to start (a loaded machine), already retrying because that deadline passed.
      if (restored.body.state === 'retry_wait') {
        expect(restored.body.deadline).toBe(failed.snapshot.deadline);
      } else {
        expect(Date.now()).toBeGreaterThanOrEqual(deadline);
        expect(restored.body).toMatchObject({ state: 'retrying', deadline: null });
      }
      const again = await adapterFor(second.url, token);
      const retry = (await again.next((m) => m.type === 'dispatch', 15_000)).request;
      const firedAt = Date.now();
      again.send({ type: 'dispatch_ack', attempt_id: retry.attempt_id });

      // Never before the stored deadline. How soon after it depends on how fast the second process
      // starts on a loaded machine (at the deadline, or at once when restored after it), so no
      // upper bound on wall time is asserted: exactly one new dispatch is (below).
      expect(firedAt).toBeGreaterThanOrEqual(deadline - 50);
      expect(retry.attempt_id).not.toBe(dispatch.attempt_id);
      expect(retry.candidate_id).toBe('only');

      const attempts = (await api(second.url, token, 'GET', `/v1/routes/${dispatch.route_id}/attempts`)).body
        .attempts;
      const dispatched = attempts.filter((a: { event: string }) => a.event === 'dispatched');
      expect(dispatched.map((a: { attempt_id: string }) => a.attempt_id)).toEqual([
        dispatch.attempt_id,
        retry.attempt_id,
      ]);
      expect(again.messages.filter((m) => m.type === 'dispatch')).toHaveLength(1);

      await again.close();
      second.process.kill('SIGTERM');
      expect(await second.exited).toEqual({ code: 0, signal: null });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
