/** `recourse routes start` with a task: the options become the API's task, checked by the API's own schema. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_LIMITS } from '../../actors/engine-api.ts';
import { main } from '../../cli/main.ts';
import { slowRetryProfile, startTestServer, type TestServer, WsClient } from '../server/harness.ts';

let t: TestServer;
let adapter: WsClient;

async function recourse(args: string[], stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, {
    out: (s) => out.push(s),
    err: (s) => err.push(s),
    readStdin: async () => stdin,
    env: { RECOURSE_URL: t.url, RECOURSE_TOKEN: t.admin },
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const routeCount = async () => (await t.http('GET', '/v1/routes')).body.routes.length;

beforeAll(async () => {
  t = await startTestServer();
  await t.http('POST', '/v1/profiles', { body: slowRetryProfile() });
  adapter = await WsClient.connect(t.wsUrl, await t.token('adapter'));
  await adapter.request(
    { type: 'adapter_hello', agent_profiles: ['agent-a'] },
    (m) => m.type === 'adapter_ready',
  );
});
afterAll(async () => {
  await adapter.close();
  await t.close();
});

describe('recourse routes start with a task', () => {
  it('carries the prompt, the working directory and the metadata to the adapter', async () => {
    const from = adapter.messages.length;
    const started = await recourse([
      'routes',
      'start',
      'coding',
      '--prompt',
      'Fix the failing test',
      '--cwd',
      '/home/me/repo',
      '--meta',
      'ticket=K-42',
      '--meta',
      'board=a=b',
    ]);
    expect(started).toMatchObject({ code: 0, err: '' });
    expect(started.out).toMatch(/^started rt_/);
    const dispatch = (await adapter.next((m) => m.type === 'dispatch', 5_000, from)).request;
    expect(dispatch).toMatchObject({
      turn: 0,
      task: {
        prompt: 'Fix the failing test',
        cwd: '/home/me/repo',
        metadata: { ticket: 'K-42', board: 'a=b' },
      },
    });
  });

  it('reads the prompt from a file or standard input, and resolves a relative directory', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'recourse-start-task-'));
    const file = join(dir, 'prompt.md');
    await writeFile(file, 'Fix the failing test.\nThen run the suite.\n');
    let from = adapter.messages.length;
    expect((await recourse(['routes', 'start', 'coding', '--prompt-file', file, '--cwd', 'repo'])).code).toBe(
      0,
    );
    expect((await adapter.next((m) => m.type === 'dispatch', 5_000, from)).request.task).toEqual({
      prompt: 'Fix the failing test.\nThen run the suite.\n',
      cwd: resolve('repo'),
      metadata: {},
    });
    from = adapter.messages.length;
    expect(
      (await recourse(['routes', 'start', 'coding', '--prompt-file', '-', '--cwd', '/r'], 'from stdin')).code,
    ).toBe(0);
    expect((await adapter.next((m) => m.type === 'dispatch', 5_000, from)).request.task.prompt).toBe(
      'from stdin',
    );
  });

  it('refuses a bad task field by field with exit 2 and starts nothing', async () => {
    const before = await routeCount();
    const noCwd = await recourse(['routes', 'start', 'coding', '--prompt', 'x']);
    expect(noCwd.code).toBe(2);
    expect(noCwd.err).toMatch(/^task\.cwd: /m);

    const long = await recourse([
      'routes',
      'start',
      'coding',
      '--prompt',
      'x'.repeat(TASK_LIMITS.promptChars + 1),
      '--cwd',
      '/r',
    ]);
    expect(long.code).toBe(2);
    expect(long.err).toMatch(/^task\.prompt: .*\[too_big\]$/m);

    const metas = Array.from({ length: TASK_LIMITS.metadataKeys + 1 }, (_, i) => [
      '--meta',
      `k${i}=v`,
    ]).flat();
    const many = await recourse(['routes', 'start', 'coding', '--prompt', 'x', '--cwd', '/r', ...metas]);
    expect(many.code).toBe(2);
    expect(many.err).toMatch(/^task\.metadata: /m);

    const pair = await recourse([
      'routes',
      'start',
      'coding',
      '--prompt',
      'x',
      '--cwd',
      '/r',
      '--meta',
      'novalue',
    ]);
    expect(pair.code).toBe(2);
    expect(pair.err).toContain('--meta takes KEY=VALUE (got "novalue")');

    const both = await recourse([
      'routes',
      'start',
      'coding',
      '--prompt',
      'x',
      '--prompt-file',
      '-',
      '--cwd',
      '/r',
    ]);
    expect(both.code).toBe(2);
    expect(both.err).toContain('--prompt TEXT or --prompt-file FILE');

    const missing = await recourse([
      'routes',
      'start',
      'coding',
      '--prompt-file',
      '/no/such/file',
      '--cwd',
      '/r',
    ]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('cannot read /no/such/file');

    expect(await routeCount()).toBe(before);
  });

  it('documents the task options in its help', async () => {
    const help = await recourse(['routes', 'start', '--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('[--prompt TEXT] [--prompt-file FILE|-] [--cwd DIR] [--meta KEY=VALUE …]');
  });
});
