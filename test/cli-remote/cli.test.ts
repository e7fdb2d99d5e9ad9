import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../cli/io.ts';
import { main } from '../../cli/main.ts';
import {
  overloadedEnvelope,
  slowRetryProfile,
  startTestServer,
  type TestServer,
  WsClient,
} from '../server/harness.ts';

let t: TestServer;
let files: string;
let adapter: WsClient;

function capture(env: Record<string, string | undefined>, stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (s) => out.push(s), err: (s) => err.push(s), readStdin: async () => stdin, env };
  return { io, out, err, text: () => out.join('\n'), errors: () => err.join('\n') };
}

async function recourse(args: string[], options: { token?: string; stdin?: string } = {}) {
  const c = capture({ RECOURSE_URL: t.url, RECOURSE_TOKEN: options.token ?? t.admin }, options.stdin);
  const code = await main(args, c.io);
  return { code, out: c.text(), err: c.errors() };
}

beforeAll(async () => {
  t = await startTestServer();
  files = await mkdtemp(join(tmpdir(), 'recourse-cli-'));
  adapter = await WsClient.connect(t.wsUrl, await t.token('adapter'));
  await adapter.request(
    { type: 'adapter_hello', agent_profiles: ['agent-a', 'agent-b'] },
    (m) => m.type === 'adapter_ready',
  );
});
afterAll(async () => {
  await adapter.close();
  await t.close();
  await rm(files, { recursive: true, force: true });
});

/** Starts a route through the CLI while the adapter acknowledges its dispatch; returns the dispatch. */
async function startRouteViaCli(profile: string) {
  const from = adapter.messages.length;
  const started = recourse(['routes', 'start', profile, '--caller', 'office', '--json']);
  const dispatch = (await adapter.next((m) => m.type === 'dispatch', 5_000, from)).request;
  adapter.send({ type: 'dispatch_ack', attempt_id: dispatch.attempt_id });
  const result = await started;
  expect(result.code).toBe(0);
  return dispatch;
}

describe('recourse profiles', () => {
  it('validates a profile file locally: normalized JSON and exit 0, or field errors and exit 2', async () => {
    const good = join(files, 'good.json');
    await writeFile(good, JSON.stringify({ id: 'p', name: 'P', candidates: [{ id: 'a', policy: 'stop' }] }));
    const ok = await recourse(['profiles', 'validate', good], { token: '' });
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out).candidates[0].policy.hard.on_exhausted).toBe('stop');
    const bad = await recourse(['profiles', 'validate', '-'], {
      stdin: '{"id":"p","name":"P","candidates":[]}',
    });
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^candidates: /m);
  });

  it('applies a file as a create, then as an update at the current version', async () => {
    const file = join(files, 'coding.json');
    await writeFile(file, JSON.stringify(slowRetryProfile('cli')));
    expect(await recourse(['profiles', 'apply', file])).toMatchObject({
      code: 0,
      out: 'created profile cli at version 1',
    });
    await writeFile(file, JSON.stringify({ ...slowRetryProfile('cli'), name: 'Coding 2' }));
    expect(await recourse(['profiles', 'apply', file])).toMatchObject({
      code: 0,
      out: 'updated profile cli at version 2',
    });
    expect(await recourse(['profiles', 'apply', file])).toMatchObject({
      code: 0,
      out: 'unchanged profile cli at version 2',
    });
    const stale = await recourse(['profiles', 'apply', file, '--expected-version', '1']);
    expect(stale.code).toBe(1);
    expect(stale.err).toMatch(/version_conflict/);
    expect((await recourse(['profiles', 'list'])).out).toMatch(/^cli {2}v2 {2}auto/m);
    expect(JSON.parse((await recourse(['profiles', 'get', 'cli'])).out).version).toBe(2);
  });

  it('applies a file saved from `profiles get` at the version it was read at', async () => {
    await recourse(['profiles', 'apply', '-'], { stdin: JSON.stringify(slowRetryProfile('roundtrip')) });
    const saved = (await recourse(['profiles', 'get', 'roundtrip'])).out;
    const edited = { ...JSON.parse(saved), name: 'edited' };
    expect(await recourse(['profiles', 'apply', '-'], { stdin: JSON.stringify(edited) })).toMatchObject({
      code: 0,
      out: 'updated profile roundtrip at version 2',
    });
    const stale = await recourse(['profiles', 'apply', '-'], {
      stdin: JSON.stringify({ ...edited, name: 'late' }),
    });
    expect(stale.code).toBe(1);
    expect(stale.err).toMatch(/version_conflict/);
    expect(JSON.parse((await recourse(['profiles', 'get', 'roundtrip'])).out).name).toBe('edited');
  });

  it('reports rejected input with exit 2 and an unknown profile with exit 1', async () => {
    const bad = await recourse(['profiles', 'apply', '-'], { stdin: '{"id":"x"}' });
    expect(bad.code).toBe(2);
    expect((await recourse(['profiles', 'get', 'nothing'])).code).toBe(1);
    expect((await recourse(['profiles', 'list'], { token: 'rct_wrong' })).err).toMatch(/unauthorized/);
  });
});

describe('recourse routes', () => {
  it('lists, shows and confirms a route with no errors', async () => {
    await recourse(['profiles', 'apply', '-'], { stdin: JSON.stringify(slowRetryProfile('calm')) });
    const dispatch = await startRouteViaCli('calm');
    const list = await recourse(['routes', 'list', '--profile', 'calm']);
    expect(list.out).toMatch(/^ROUTE +PROFILE/);
    expect(list.out).toContain(dispatch.route_id);
    expect((await recourse(['routes', 'show', dispatch.route_id])).out).toMatch(/^state +active$/m);
    const errors = await recourse(['routes', 'errors', dispatch.route_id]);
    expect(errors).toMatchObject({ code: 0, out: `✓ No errors recorded for route ${dispatch.route_id}.` });
    const c = capture({ RECOURSE_URL: t.url, RECOURSE_TOKEN: t.admin, FORCE_COLOR: '1' });
    expect(await main(['routes', 'errors', dispatch.route_id], c.io)).toBe(0);
    expect(c.text()).toBe(`\u001b[32m✓ No errors recorded for route ${dispatch.route_id}.\u001b[39m`);
  });

  it('prints the error history with counts, categories, attempts and exact recovery commands', async () => {
    await recourse(['profiles', 'apply', '-'], { stdin: JSON.stringify(slowRetryProfile('flaky')) });
    const dispatch = await startRouteViaCli('flaky');
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
    const view = JSON.parse((await recourse(['routes', 'show', dispatch.route_id, '--json'])).out);
    const json = JSON.parse(
      (await recourse(['routes', 'errors', dispatch.route_id, '--format', 'json'])).out,
    );
    expect(json).toMatchObject({ total_errors: 1, categories: { provider: 1 }, state: 'retry_wait' });
    expect(json.retries_per_error).toEqual([
      {
        seq: expect.any(Number),
        attempt_id: dispatch.attempt_id,
        code: 'provider_overloaded',
        retry_ordinal: 1,
        retries_used: 1,
        max_retries: 2,
        retry_text: 'retry 1/2 scheduled',
        decision: 'retry',
        exhausted: false,
      },
    ]);
    expect(json.attempts.map((a: { event: string }) => a.event)).toEqual(['dispatched', 'failed']);
    const cancel = `npx recourse routes cancel-wait ${dispatch.route_id} --generation ${view.generation}`;
    expect(json.recovery.map((h: { command: string | null }) => h.command)).toContain(
      `npx recourse routes retry-now ${dispatch.route_id} --generation ${view.generation}`,
    );
    const plain = await recourse(['routes', 'errors', dispatch.route_id, '--format', 'plain']);
    expect(plain.out).toMatch(/^Total errors: 1$/m);
    expect(plain.out).toMatch(/^ {2}#\d+ provider_overloaded: retry 1\/2 scheduled$/m);
    expect(plain.out).toMatch(/code provider_overloaded class transient category provider/);
    const rich = await recourse(['routes', 'errors', dispatch.route_id]);
    expect(rich.out).toMatch(/^╭─ Route Errors/);
    expect(Math.max(...rich.out.split('\n').map((l) => [...l].length))).toBeLessThanOrEqual(80);
    // The command is wrapped to fit 80 columns, with a shell continuation: it still pastes.
    const pasted = rich.out
      .split('\n')
      .map((l) => l.replace(/^│ /, '').replace(/ *│$/, ''))
      .join('\n')
      .replace(/ \\\n */g, ' ');
    expect(pasted).toContain(
      `$ npx recourse routes retry-now ${dispatch.route_id} --generation ${view.generation}`,
    );

    const stale = await recourse([
      'routes',
      'cancel-wait',
      dispatch.route_id,
      '--generation',
      String(view.generation - 1),
    ]);
    expect(stale.code).toBe(1);
    expect(stale.err).toMatch(/rejected \(stale_generation\)/);
    const done = await recourse(cancel.split(' ').slice(2));
    expect(done.code).toBe(0);
    expect(done.out).toMatch(/action_required/);
  });

  it('watches a route live: its current snapshot, then each change', async () => {
    await recourse(['profiles', 'apply', '-'], { stdin: JSON.stringify(slowRetryProfile('watched')) });
    const dispatch = await startRouteViaCli('watched');
    const lines: string[] = [];
    let firstLine: () => void = () => {};
    const first = new Promise<void>((resolve) => {
      firstLine = resolve;
    });
    const io: CliIo = {
      out: (text) => {
        lines.push(text);
        firstLine();
      },
      err: () => {},
      readStdin: async () => '',
      env: { RECOURSE_URL: t.url, RECOURSE_TOKEN: await t.token('viewer') },
    };
    const watching = main(['routes', 'watch', dispatch.route_id, '--json', '--count', '2'], io);
    await first;
    const current = JSON.parse(lines[0]!);
    expect(current).toMatchObject({ route_id: dispatch.route_id, state: 'active' });
    adapter.send({
      type: 'outcome',
      route_id: dispatch.route_id,
      attempt_id: dispatch.attempt_id,
      invocation_id: dispatch.invocation_id,
      generation: dispatch.generation,
      outcome: { kind: 'failure', envelope: overloadedEnvelope(dispatch) },
    });
    expect(await watching).toBe(0);
    // Which state follows depends on the circuits earlier tests opened; the change itself is what counts.
    const change = JSON.parse(lines[1]!);
    expect(change).toMatchObject({
      route_id: dispatch.route_id,
      code: 'provider_overloaded',
      attempt_in_flight: false,
    });
    expect(change.generation).toBeGreaterThan(current.generation);
  });

  it('starts a route no adapter serves yet and says which agent profile it waits for', async () => {
    const lonely = { id: 'lonely', name: 'Lonely', candidates: [{ id: 'solo', agent_profile: 'agent-z' }] };
    await recourse(['profiles', 'apply', '-'], { stdin: JSON.stringify(lonely) });
    const started = await recourse(['routes', 'start', 'lonely']);
    expect(started.code).toBe(0);
    expect(started.out).toMatch(
      /^started rt_\S+: waiting for an adapter serving agent profile agent-z \(candidate solo\); start one/,
    );
    const routeId = started.out.split(' ')[1]!.replace(/:$/, '');
    const list = await recourse(['routes', 'list', '--profile', 'lonely']);
    // The route is listed with its attempt recorded, and again among those waiting for an adapter.
    expect(list.out).toMatch(new RegExp(`^ROUTE .*\\n${routeId} +lonely +kanban +active +1 +solo `));
    expect(list.out).toContain(
      `Waiting for an adapter:\n  ${routeId}  lonely  candidate solo, generation 1: needs an adapter serving agent-z`,
    );
    // Stop withdraws the held dispatch and answers at once.
    const action = await recourse(['routes', 'stop', routeId, '--generation', '1']);
    expect(action.code).toBe(0);
    expect(action.out).toMatch(/^stop: .*action_required/);
  });

  it('refuses an action without --generation, a bad format and a missing token with exit 2', async () => {
    expect((await recourse(['routes', 'stop', 'r1'])).code).toBe(2);
    expect((await recourse(['routes', 'errors', 'r1', '--format', 'xml'])).code).toBe(2);
    expect((await recourse(['routes', 'list'], { token: '' })).code).toBe(2);
    expect((await recourse(['routes', 'teleport', 'r1'])).code).toBe(2);
  });

  it('fails with exit 1 when the service cannot be reached', async () => {
    const c = capture({ RECOURSE_TOKEN: 'x' });
    expect(await main(['routes', 'list', '--url', 'http://127.0.0.1:1'], c.io)).toBe(1);
    expect(c.errors()).toMatch(/cannot reach the service/);
  });

  it('prints help for each command and exits 0', async () => {
    for (const command of ['routes', 'profiles']) {
      const r = await recourse([command, '--help']);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^Usage: npx recourse /);
    }
  });
});
