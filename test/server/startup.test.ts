import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../actors/engine.ts';
import { createLogStore } from '../../persistence/log-store.ts';
import { StoreCorruptError } from '../../persistence/store.ts';
import { createApi } from '../../server/api.ts';
import { startServer } from '../../server/app.ts';
import { createProfileService } from '../../server/profiles.ts';
import { createRemoteExecutor } from '../../server/remote-executor.ts';
import { openTokens } from '../../server/tokens.ts';
import { overloadedEnvelope, RAW_SECRET, slowRetryProfile, startTestServer, WsClient } from './harness.ts';

const root = join(import.meta.dirname, '../..');

async function corruptDataDir(): Promise<{ dir: string; file: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'recourse-corrupt-'));
  await mkdir(join(dir, 'store'), { recursive: true });
  const file = join(dir, 'store', 'store.json');
  await writeFile(file, '{"schema_version": ');
  return { dir, file };
}

describe('start-up', () => {
  it('refuses a corrupt store with the store’s actionable error and leaves it unchanged', async () => {
    const { dir, file } = await corruptDataDir();
    try {
      const error = await startServer({ dataDir: dir, port: 0, logger: pino({ level: 'silent' }) }).catch(
        (e) => e,
      );
      expect(error).toBeInstanceOf(StoreCorruptError);
      expect(await readFile(file, 'utf8')).toBe('{"schema_version": ');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('npm start exits 1 on a corrupt store, printing how to recover', async () => {
    const { dir } = await corruptDataDir();
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: root,
        env: { ...process.env, PORT: '0', RECOURSE_DATA_DIR: dir },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr!.on('data', (d) => {
        stderr += d.toString();
      });
      const code = await new Promise((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toMatch(/store\.json.*corrupt.*restore it from a backup/s);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('npm start refuses a PORT that is not a port with exit 2', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', RECOURSE_DATA_DIR: join(tmpdir(), 'recourse-never-created') },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d) => {
      stderr += d.toString();
    });
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(2);
    expect(stderr).toMatch(/PORT must be an integer from 0 to 65535/);
  });

  it('answers /healthz and the API with 503 until the engine is ready', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'recourse-starting-'));
    const store = createLogStore({ dir });
    await store.open();
    const { registry, createdAdminToken } = await openTokens(dir);
    const logger = pino({ level: 'silent' });
    const engine = createEngine({
      store,
      executor: createRemoteExecutor({ ackTimeoutMs: 100 }),
      now: Date.now,
    });
    const api = createApi({
      engine,
      profiles: createProfileService({ store, now: Date.now, logger }),
      tokens: registry,
      logger,
      maxBodyBytes: 1024,
      status: () => 'starting',
    });
    const server = createServer((req, res) => void api(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'starting' });
      const routes = await fetch(`${base}/v1/routes`, {
        headers: { authorization: `Bearer ${createdAdminToken}` },
      });
      expect(routes.status).toBe(503);
      expect(((await routes.json()) as { error: { code: string } }).error.code).toBe('unavailable');
    } finally {
      server.close();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('logs', () => {
  it('never contain tokens or raw evidence, only structured events', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await startTestServer({ logger: pino({ level: 'debug' }, sink) });
    try {
      const adapterToken = await t.token('adapter');
      await t.http('POST', '/v1/profiles', { body: slowRetryProfile() });
      await t.http('GET', '/v1/profiles', { token: `${t.admin}-wrong` });
      const adapter = await WsClient.connect(t.wsUrl, adapterToken, { viaProtocol: true });
      await adapter.request(
        { type: 'adapter_hello', agent_profiles: ['agent-a'] },
        (m) => m.type === 'adapter_ready',
      );
      const starting = t.http('POST', '/v1/routes', { body: { profile_id: 'coding', caller: 'kanban' } });
      const dispatch = (await adapter.next((m) => m.type === 'dispatch')).request;
      adapter.send({ type: 'dispatch_ack', attempt_id: dispatch.attempt_id });
      await starting;
      await adapter.request(
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
      await adapter.close();
    } finally {
      await t.close();
    }
    const text = lines.join('');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(text).toContain('websocket connected');
    expect(lines.map((l) => JSON.parse(l))).toContainEqual(
      expect.objectContaining({ msg: 'request', method: 'POST', path: '/v1/routes', status: 201 }),
    );
    expect(text).not.toContain(t.admin);
    expect(text).not.toContain('rct_');
    expect(text).not.toContain(RAW_SECRET);
    expect(text).not.toContain('Overloaded');
  });
});

describe('drain', () => {
  it('finishes an in-flight request, closes sockets with 1001, then refuses new connections', async () => {
    const t = await startTestServer();
    await t.http('POST', '/v1/profiles', { body: slowRetryProfile() });
    const adapter = await WsClient.connect(t.wsUrl, t.admin);
    await adapter.request(
      { type: 'adapter_hello', agent_profiles: ['agent-a'] },
      (m) => m.type === 'adapter_ready',
    );
    const inFlight = t.http('POST', '/v1/routes', { body: { profile_id: 'coding', caller: 'kanban' } });
    const dispatch = (await adapter.next((m) => m.type === 'dispatch')).request;
    const closing = t.close();
    adapter.send({ type: 'dispatch_ack', attempt_id: dispatch.attempt_id });
    const answered = await inFlight;
    expect(answered.status).toBe(201);
    expect(answered.body.route_id).toBe(dispatch.route_id);
    expect((await adapter.closed).code).toBe(1001);
    await closing;
    await expect(fetch(`${t.url}/healthz`)).rejects.toThrow();
  });
});
