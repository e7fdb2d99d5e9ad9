/**
 * Issue 11, defect 2: stored state that locked the service out or silently lost a profile. A tokens
 * file without an admin token, and a stored profile whose document fails validation.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { CliIo } from '../../cli/io.ts';
import { main } from '../../cli/main.ts';
import { startServer } from '../../server/app.ts';
import { openTokens, TOKENS_FILE, TokenFileError } from '../../server/tokens.ts';
import { slowRetryProfile, startTestServer, type TestServer } from './harness.ts';

const root = join(import.meta.dirname, '../..');
const dirs: string[] = [];
let t: TestServer | null = null;
const children: ChildProcess[] = [];
afterEach(async () => {
  // A service that started after all (as before the fix) must not outlive its test.
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await t?.close();
  t = null;
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'recourse-stored-'));
  dirs.push(dir);
  return dir;
}

async function recourse(args: string[], env: Record<string, string | undefined> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (s) => out.push(s), err: (s) => err.push(s), readStdin: async () => '', env };
  const code = await main(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const EMPTY_TOKENS = `${JSON.stringify({ schema_version: 1, tokens: [] })}\n`;

describe('a tokens file without an admin token', () => {
  // Regression: `{"schema_version":1,"tokens":[]}` started a service that printed no admin token
  // (the file existed, so none was created) and answered 401 to every request, with no way back in.
  it('refuses to start, naming the host-side command that mints an admin token', async () => {
    const dir = await dataDir();
    await writeFile(join(dir, TOKENS_FILE), EMPTY_TOKENS, { mode: 0o600 });
    const error = await openTokens(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TokenFileError);
    expect((error as Error).message).toMatch(/no admin token/);
    expect((error as Error).message).toContain(`npx recourse tokens recover-admin --data-dir "${dir}"`);
    expect(await readFile(join(dir, TOKENS_FILE), 'utf8')).toBe(EMPTY_TOKENS);
  });

  it('npm start exits 1 with that message', async () => {
    const dir = await dataDir();
    await writeFile(join(dir, TOKENS_FILE), EMPTY_TOKENS, { mode: 0o600 });
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: '0', RECOURSE_DATA_DIR: dir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d) => {
      stderr += d.toString();
    });
    children.push(child);
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(1);
    expect(stderr).toMatch(/tokens\.json: holds no admin token.*recover-admin --data-dir/s);
  });

  it('recovers with `recourse tokens recover-admin --data-dir DIR`: the token is printed once and works', async () => {
    const dir = await dataDir();
    await writeFile(join(dir, TOKENS_FILE), EMPTY_TOKENS, { mode: 0o600 });
    const recovered = await recourse(['tokens', 'recover-admin', '--data-dir', dir]);
    expect(recovered.code).toBe(0);
    expect(recovered.out).toMatch(/^rct_[A-Za-z0-9_-]+$/);
    expect(recovered.err).toMatch(/added admin token tok_[a-f0-9]+ to .*tokens\.json; keep it now/);
    const file = join(dir, TOKENS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).not.toContain(recovered.out);

    const server = await startServer({ dataDir: dir, port: 0, logger: pino({ level: 'silent' }) });
    try {
      const res = await fetch(`${server.url}/v1/tokens`, {
        headers: { authorization: `Bearer ${recovered.out}` },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { tokens: { role: string }[] }).tokens).toEqual([
        expect.objectContaining({ role: 'admin', label: 'recovered admin' }),
      ]);
    } finally {
      await server.close();
    }
  });

  it('recover-admin refuses an invalid tokens file and changes nothing', async () => {
    const dir = await dataDir();
    await writeFile(join(dir, TOKENS_FILE), '{"schema_version": 1, "tokens": [', { mode: 0o600 });
    const result = await recourse(['tokens', 'recover-admin'], { RECOURSE_DATA_DIR: dir });
    expect(result.code).toBe(1);
    expect(result.out).toBe('');
    expect(result.err).toMatch(/is not valid JSON/);
    expect(await readFile(join(dir, TOKENS_FILE), 'utf8')).toBe('{"schema_version": 1, "tokens": [');
  });
});

describe('a stored profile that fails validation', () => {
  /** Stores `coding` (version 1) with a retry count over the limit, as a hand edit or an old build could. */
  async function storeInvalidProfile(server: TestServer) {
    const document = { ...slowRetryProfile('coding'), version: 1 } as Record<string, unknown>;
    const candidates = structuredClone(document['candidates']) as {
      policy?: { transient: { retry: object } };
    }[];
    candidates[0]!.policy!.transient.retry = { enabled: true, max_retries: 99, initial_interval_seconds: 5 };
    await server.server.store.putProfile(
      {
        schema_version: 1,
        profile_id: 'coding',
        version: 1,
        updated_at: '2026-11-30T00:00:00.000Z',
        document: { ...document, candidates },
      },
      null,
    );
  }

  // Regression: such a profile was logged and then read as missing: the API answered 404 and listed
  // nothing, and its routes stopped with `profile_unavailable`, with no hint of what to fix.
  it('is listed as invalid with field errors, and reading it answers 409 profile_invalid saying how to fix it', async () => {
    t = await startTestServer();
    await storeInvalidProfile(t);
    const list = await t.http('GET', '/v1/profiles');
    expect(list.body.profiles).toEqual([]);
    expect(list.body.invalid_profiles).toEqual([
      expect.objectContaining({ id: 'coding', version: 1, status: 'invalid' }),
    ]);
    expect(list.body.invalid_profiles[0].errors[0].path).toBe(
      'candidates.0.policy.transient.retry.max_retries',
    );

    const read = await t.http('GET', '/v1/profiles/coding');
    expect(read.status).toBe(409);
    expect(read.body.error).toMatchObject({ code: 'profile_invalid', current_version: 1 });
    expect(read.body.error.message).toMatch(
      /replace it with PUT \/v1\/profiles\/coding at expected_version 1/,
    );
    expect(read.body.error.errors[0].path).toBe('candidates.0.policy.transient.retry.max_retries');

    // It still never authorizes work.
    const start = await t.http('POST', '/v1/routes', { body: { profile_id: 'coding', caller: 'kanban' } });
    expect(start.status).toBe(400);
    expect(start.body.error.errors[0]).toMatchObject({ path: 'profile_id', code: 'profile_invalid' });
    expect((await t.http('GET', '/v1/routes')).body.routes).toEqual([]);
  });

  it('shows in `recourse profiles list` and `get`, and `profiles apply` replaces it at its version', async () => {
    t = await startTestServer();
    await storeInvalidProfile(t);
    const env = { RECOURSE_URL: t.url, RECOURSE_TOKEN: t.admin };
    const list = await recourse(['profiles', 'list'], env);
    expect(list.code).toBe(0);
    expect(list.out).toMatch(
      /^coding {2}v1 {2}INVALID {2}stored profile coding \(version 1\) fails validation/m,
    );
    expect(list.out).toMatch(/^ {4}candidates\.0\.policy\.transient\.retry\.max_retries: /m);
    const get = await recourse(['profiles', 'get', 'coding'], env);
    expect(get.code).toBe(1);
    expect(get.err).toMatch(/\[profile_invalid\]/);
    expect(get.err).toMatch(/^candidates\.0\.policy\.transient\.retry\.max_retries: /m);

    const file = join(await dataDir(), 'coding.json');
    await writeFile(file, JSON.stringify(slowRetryProfile('coding')));
    expect(await recourse(['profiles', 'apply', file], env)).toMatchObject({
      code: 0,
      out: 'updated profile coding at version 2',
    });
    expect((await t.http('GET', '/v1/profiles')).body).toMatchObject({
      profiles: [{ id: 'coding', version: 2 }],
      invalid_profiles: [],
    });
  });
});
