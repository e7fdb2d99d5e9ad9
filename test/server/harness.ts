/** A real server on port 0 in a temporary data directory, and real `ws` clients, for the tests. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import WebSocket from 'ws';
import { type RunningServer, type ServerOptions, startServer } from '../../server/app.ts';
import type { Role } from '../../server/permissions.ts';
import type { TimerPort } from '../../server/remote-executor.ts';

/** A decoded JSON message or body; tests check its shape with assertions. */
// biome-ignore lint/suspicious/noExplicitAny: protocol messages are asserted field by field
export type Json = any;

export interface TestServer {
  server: RunningServer;
  url: string;
  wsUrl: string;
  dir: string;
  admin: string;
  /** A fresh token of `role` (created through the API, cached per role). */
  token(role: Role): Promise<string>;
  http(
    method: string,
    path: string,
    options?: { token?: string | null; body?: unknown; raw?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: Json; headers: Headers }>;
  close(): Promise<void>;
}

export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'recourse-server-')));
  let admin = '';
  const server = await startServer({
    port: 0,
    logger: pino({ level: 'silent' }),
    ...options,
    dataDir: dir,
    onAdminToken: (t) => {
      admin = t;
    },
  });
  const tokens = new Map<Role, string>();
  const http: TestServer['http'] = async (method, path, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    const token = o.token === undefined ? admin : o.token;
    if (token) headers['authorization'] = `Bearer ${token}`;
    let body: string | undefined;
    if (o.raw !== undefined) body = o.raw;
    else if (o.body !== undefined) body = JSON.stringify(o.body);
    if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    server,
    url: server.url,
    wsUrl: `${server.url.replace('http', 'ws')}/v1/ws`,
    dir,
    admin,
    async token(role) {
      if (role === 'admin') return admin;
      const cached = tokens.get(role);
      if (cached) return cached;
      const res = await http('POST', '/v1/tokens', { body: { role, label: `test ${role}` } });
      if (res.status !== 201) throw new Error(`token creation failed: ${res.status}`);
      tokens.set(role, res.body.token);
      return res.body.token as string;
    },
    http,
    async close() {
      await server.close();
      if (!options.dataDir) await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A `ws` client that records every message and waits for the ones a test expects. */
export class WsClient {
  readonly ws: WebSocket;
  readonly messages: Json[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: { match: (m: Json) => boolean; resolve: (m: Json) => void }[] = [];

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString());
      this.messages.push(message);
      for (const w of [...this.waiters]) {
        if (w.match(message)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(message);
        }
      }
    });
    ws.on('error', () => {});
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  /** Opens a connection; rejects with the HTTP status when the upgrade is refused. */
  static connect(
    url: string,
    token: string | null,
    options: { viaProtocol?: boolean; maxPayload?: number } = {},
  ): Promise<WsClient> {
    const ws =
      token && options.viaProtocol
        ? new WebSocket(url, ['recourse.v1', `token.${token}`])
        : new WebSocket(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    const client = new WsClient(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message (already received or coming) matching `match`, within `timeoutMs`. */
  next(match: (m: Json) => boolean, timeoutMs = 5_000, from = 0): Promise<Json> {
    const seen = this.messages.slice(from).find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.resolve !== done);
        reject(
          new Error(
            `no matching message within ${timeoutMs} ms; got ${JSON.stringify(this.messages.slice(-5))}`,
          ),
        );
      }, timeoutMs);
      const done = (m: Json) => {
        clearTimeout(timer);
        resolve(m);
      };
      this.waiters.push({ match, resolve: done });
    });
  }

  /** Sends `message` and waits for the reply matching `match` that arrives after it. */
  async request(message: unknown, match: (m: Json) => boolean, timeoutMs = 5_000): Promise<Json> {
    const from = this.messages.length;
    const reply = this.next(match, timeoutMs, from);
    this.send(message);
    return reply;
  }

  close(): Promise<{ code: number; reason: string }> {
    this.ws.close();
    return this.closed;
  }
}

/** A profile whose first candidate retries transient failures once an hour (so nothing fires in a test). */
export function slowRetryProfile(id = 'coding') {
  return {
    id,
    name: 'Coding',
    candidates: [
      {
        id: 'first',
        agent_profile: 'agent-a',
        policy: {
          version: 1,
          transient: {
            retry: { enabled: true, max_retries: 2, initial_interval_seconds: 3600 },
            wait_for_reset: { enabled: false, max_wait_seconds: 0 },
            on_exhausted: 'skip',
          },
          hard: {
            retry: { enabled: false, max_retries: 0, initial_interval_seconds: 0 },
            wait_for_reset: { enabled: false, max_wait_seconds: 0 },
            on_exhausted: 'skip',
          },
        },
      },
      { id: 'second', agent_profile: 'agent-b' },
    ],
  };
}

/** A credential inside raw evidence: it must never come back out of the service. */
export const RAW_SECRET = 'sk-ant-api03-Zx9Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0LzXcVbNm';

/** An evidence envelope the catalogue classifies as a transient provider overload (with a secret in it). */
export function overloadedEnvelope(dispatch: { invocation_id: string; generation: number }) {
  return {
    observed_at: new Date().toISOString(),
    invocation_id: dispatch.invocation_id,
    generation: dispatch.generation,
    agent: 'claude-code',
    evidence: [
      {
        kind: 'http',
        status: 529,
        body: {
          type: 'error',
          error: { type: 'overloaded_error', message: `Overloaded (key ${RAW_SECRET})` },
        },
      },
    ],
  };
}

/** Acknowledgement timers a test fires by hand: timeouts are proven without waiting on the wall clock. */
export function manualTimers(): TimerPort & { armed(): number; fireAll(): void } {
  const timers = new Map<number, () => void>();
  let next = 0;
  return {
    set: (fn) => {
      timers.set(++next, fn);
      return next;
    },
    clear: (h) => {
      timers.delete(h as number);
    },
    armed: () => timers.size,
    fireAll: () => {
      for (const [k, fn] of [...timers]) {
        timers.delete(k);
        fn();
      }
    },
  };
}
