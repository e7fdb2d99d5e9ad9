/**
 * Issue 11, defects 1 and 4: documents nested thousands of levels deep, invalid UTF-8, bodies shorter
 * than their Content-Length and tokens in URL paths, each against a real server on port 0.
 */
import { connect as connectTcp } from 'node:net';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { parseJsonBytes, tooDeepPath } from '../../server/http-util.ts';
import { LIMITS } from '../../server/protocol.ts';
import type { TimerPort } from '../../server/remote-executor.ts';
import { type Json, slowRetryProfile, startTestServer, type TestServer, WsClient } from './harness.ts';

let t: TestServer | null = null;
const clients: WsClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await t?.close();
  t = null;
});

/** `{"a":{"a":…}}` nested `depth` objects deep around `leaf`. */
function nested(depth: number, leaf = '1'): string {
  return `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;
}

/** A pino logger writing into `lines`, so a test reads exactly what the service logged. */
function capturedLogger(lines: Json[]) {
  return pino(
    { level: 'info' },
    new Writable({
      write(chunk, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    }),
  );
}

describe('nesting depth (defect 1)', () => {
  it('is checked iteratively: 64 levels pass, 65 are refused with the path of the first too-deep value', () => {
    expect(tooDeepPath(JSON.parse(nested(LIMITS.maxJsonDepth)), LIMITS.maxJsonDepth)).toBeNull();
    const path = tooDeepPath(JSON.parse(`{"x":[${nested(LIMITS.maxJsonDepth - 1)}]}`), LIMITS.maxJsonDepth);
    expect(path).toBe(['x', '0', ...Array(LIMITS.maxJsonDepth - 2).fill('a')].join('.'));
    // 100,000 levels would overflow any recursive walk; the scan answers without one.
    const deep = parseJsonBytes(Buffer.from(`${'['.repeat(30_000)}${']'.repeat(30_000)}`));
    expect(deep).toMatchObject({ ok: false, refusal: 'too_deep', error: { code: 'too_deep' } });
  });

  it('names the same first too-deep path as a walk of Object.entries, for any JSON (no array of pairs per object)', () => {
    // The walk before issue 12's cut: the same stack, each object's children from Object.entries.
    const byEntries = (value: unknown, maxDepth: number): string | null => {
      type Frame = { value: object; depth: number; key: string; parent: Frame | null };
      if (value === null || typeof value !== 'object') return null;
      const stack: Frame[] = [{ value, depth: 1, key: '', parent: null }];
      while (stack.length > 0) {
        const frame = stack.pop()!;
        if (frame.depth > maxDepth) {
          const keys: string[] = [];
          for (let f: Frame | null = frame; f?.parent; f = f.parent) keys.push(f.key);
          const path = keys.reverse().join('.');
          return path.length > 200 ? `${path.slice(0, 200)}…` : path;
        }
        for (const [key, child] of Object.entries(frame.value)) {
          if (child !== null && typeof child === 'object')
            stack.push({ value: child, depth: frame.depth + 1, key, parent: frame });
        }
      }
      return null;
    };
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 1, max: 5 }), (json, maxDepth) => {
        const value = JSON.parse(JSON.stringify(json)) as unknown;
        expect(tooDeepPath(value, maxDepth)).toBe(byEntries(value, maxDepth));
      }),
      { numRuns: 300 },
    );
  });

  // Regression: a profile body nested ~4,500 levels (about 50 KB, under the body limit) inside a
  // legacy `{ default }` policy answered 500 with a RangeError: the recursive legacy-policy parse ran
  // out of stack because nothing bounded the depth first.
  it('answers a profile body nested 4,500 levels deep with 400 validation_failed and stores nothing', async () => {
    t = await startTestServer();
    const raw = `{"id":"deep","name":"Deep","candidates":[{"id":"c","policy":{"default":${nested(4_500)}}}]}`;
    expect(raw.length).toBeLessThan(LIMITS.maxPayloadBytes);
    const res = await t.http('POST', '/v1/profiles', { raw });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.errors[0]).toMatchObject({
      code: 'too_deep',
      allowed: `at most ${LIMITS.maxJsonDepth} levels of nesting`,
    });
    expect(res.body.error.errors[0].path).toMatch(/^candidates\.0\.policy\.default\.a\.a/);
    expect((await t.http('GET', '/v1/profiles')).body.profiles).toEqual([]);
    expect((await t.http('GET', '/healthz', { token: null })).status).toBe(200);
  });

  // Regression: an adapter `outcome` frame nested as deep got no reply at all (the RangeError was
  // caught and logged by the message listener), where the protocol promises an `error`.
  it('answers an adapter outcome frame nested 4,500 levels deep with invalid_message and a field path', async () => {
    t = await startTestServer();
    const adapter = await WsClient.connect(t.wsUrl, await t.token('adapter'));
    clients.push(adapter);
    const frame =
      '{"type":"outcome","id":"o1","route_id":"rt_1","attempt_id":"a","invocation_id":"i","generation":1,' +
      `"outcome":{"kind":"failure","envelope":{"evidence":[{"kind":"http","status":500,"body":${nested(4_500)}}]}}}`;
    const reply = await adapter.request(frame, (m) => m.type === 'error');
    expect(reply).toMatchObject({ type: 'error', code: 'invalid_message' });
    expect(reply.errors[0]).toMatchObject({ code: 'too_deep' });
    expect(reply.errors[0].path).toMatch(/^outcome\.envelope\.evidence\.0\.body\.a\.a/);
    // The connection still serves.
    const ok = await adapter.request(
      { type: 'adapter_hello', agent_profiles: ['agent-a'] },
      (m) => m.type === 'adapter_ready',
    );
    expect(ok.agent_profiles).toEqual(['agent-a']);
  });
});

describe('invalid UTF-8 (defect 4)', () => {
  // Regression: bodies were decoded with Buffer#toString, which turns invalid bytes into U+FFFD,
  // so a profile name with a stray 0xFF byte was stored as "Bad\uFFFD" instead of being refused.
  it('refuses a JSON body with invalid UTF-8 inside a string with 400 and stores nothing', async () => {
    t = await startTestServer();
    const text = JSON.stringify(slowRetryProfile('utf')).replace('"Coding"', '"Bad\u0001"');
    const bytes = Buffer.from(text, 'utf8');
    bytes[bytes.indexOf(0x01)] = 0xff;
    const res = await fetch(`${t.url}/v1/profiles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.admin}`, 'content-type': 'application/json' },
      body: bytes,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json;
    expect(body.error).toMatchObject({ code: 'validation_failed', errors: [{ code: 'invalid_utf8' }] });
    expect((await t.http('GET', '/v1/profiles/utf')).status).toBe(404);
  });

  it('closes a WebSocket that sends a text frame with invalid UTF-8 with 1007, as documented', async () => {
    t = await startTestServer();
    const client = await WsClient.connect(t.wsUrl, await t.token('viewer'));
    clients.push(client);
    client.ws.send(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]), { binary: false });
    expect((await client.closed).code).toBe(1007);
  });
});

describe('a body shorter than its Content-Length (defect 4)', () => {
  // Regression: nothing bounded the body read, so the request hung until node's request timeout
  // wrote a raw response, and the request log said 200 (the unsent default status).
  it('is answered 408 request_timeout when the body timeout fires, and the log says 408', async () => {
    const lines: Json[] = [];
    let armed: () => void = () => {};
    const timerArmed = new Promise<void>((resolve) => {
      armed = resolve;
    });
    const fired: (() => void)[] = [];
    const bodyTimers: TimerPort = {
      set: (fn) => {
        fired.push(fn);
        armed();
        return fired.length;
      },
      clear: () => {},
    };
    t = await startTestServer({ logger: capturedLogger(lines), bodyTimers });
    const port = new URL(t.url).port;
    const socket = connectTcp(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (d) => {
      received += d.toString();
    });
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      'POST /v1/profiles HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Authorization: Bearer ${t.admin}\r\nContent-Length: 100\r\n\r\n{"id":"short"`,
    );
    await timerArmed;
    for (const fn of fired) fn();
    await ended;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toContain('"code":"request_timeout"');
    const logged = lines.find((l) => l.msg === 'request' && l.method === 'POST');
    expect(logged).toMatchObject({ path: '/v1/profiles', status: 408 });
    expect((await t.http('GET', '/v1/profiles/short')).status).toBe(404);
  });
});

describe('request logs (defect 4)', () => {
  // Regression: the request line logged the raw path, so `DELETE /v1/tokens/rct_…` (a token pasted
  // where an id belongs) wrote the token into the log.
  it('name the route pattern, never the raw path, and `unmatched` for API paths no route serves', async () => {
    const lines: Json[] = [];
    t = await startTestServer({ logger: capturedLogger(lines) });
    const secret = 'rct_Zx9Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0LzXcVbNm';
    expect((await t.http('DELETE', `/v1/tokens/${secret}`)).status).toBe(404);
    expect((await t.http('GET', `/v1/tokens/${secret}`, { token: null })).status).toBe(401);
    expect((await t.http('GET', `/v1/${secret}`)).status).toBe(404);
    // Other paths are the web console's client-side URLs: index.html, logged as `console`.
    expect((await t.http('GET', `/${secret}`)).status).toBe(200);
    expect((await t.http('GET', '/v1/routes/rt_1/attempts')).status).toBe(404);
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.map((l) => [l.method, l.path, l.status])).toEqual([
      ['DELETE', '/v1/tokens/:id', 404],
      ['GET', '/v1/tokens/:id', 401],
      ['GET', 'unmatched', 404],
      ['GET', 'console', 200],
      ['GET', '/v1/routes/:id/attempts', 404],
    ]);
    expect(JSON.stringify(lines)).not.toContain(secret);
  });
});
