import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../cli/io.ts';
import { main } from '../../cli/main.ts';
import { startTestServer, type TestServer } from '../server/harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

async function recourse(args: string[], token: string = t.admin) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (s) => out.push(s),
    err: (s) => err.push(s),
    readStdin: async () => '',
    env: { RECOURSE_URL: t.url, RECOURSE_TOKEN: token },
  };
  const code = await main(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('recourse tokens', () => {
  it('prints its usage with --help and exit 0, and without a subcommand with exit 2', async () => {
    const help = await recourse(['tokens', '--help']);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/create ROLE \[--name N\]/);
    expect((await recourse(['tokens'])).code).toBe(2);
  });

  it('creates a token that works, printing the token once and alone on standard output', async () => {
    const created = await recourse(['tokens', 'create', 'viewer', '--name', 'dashboard']);
    expect(created.code).toBe(0);
    expect(created.out).toMatch(/^rct_[A-Za-z0-9_-]+$/);
    expect(created.err).toMatch(/^created viewer token tok_[a-f0-9]+ \("dashboard"\); keep it now/);
    expect(created.err).not.toContain(created.out);
    const asViewer = await t.http('GET', '/v1/profiles', { token: created.out });
    expect(asViewer.status).toBe(200);

    const listed = await recourse(['tokens', 'list']);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/^tok_[a-f0-9]+ {2}viewer {2}\S+ {2}dashboard$/m);
    expect(listed.out).not.toContain(created.out);
    expect(listed.out).not.toContain(t.admin);
  });

  it('names a new token after its role unless --name is given, and prints JSON with --json', async () => {
    const created = await recourse(['tokens', 'create', 'operator', '--json']);
    expect(created.code).toBe(0);
    const body = JSON.parse(created.out);
    expect(body).toMatchObject({ role: 'operator', label: 'operator' });
    const listed = JSON.parse((await recourse(['tokens', 'list', '--json'])).out);
    expect(listed).toContainEqual({
      id: body.id,
      role: 'operator',
      label: 'operator',
      created_at: body.created_at,
    });
  });

  it('revokes a token, after which it is refused; an unknown id fails with exit 1', async () => {
    const created = await recourse(['tokens', 'create', 'operator', '--json']);
    const { id, token } = JSON.parse(created.out);
    const revoked = await recourse(['tokens', 'revoke', id]);
    expect(revoked).toMatchObject({ code: 0, out: `revoked token ${id}` });
    expect((await t.http('GET', '/v1/routes', { token })).status).toBe(401);
    const again = await recourse(['tokens', 'revoke', id]);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/\[not_found\]/);
  });

  it('refuses to revoke the only admin token with exit 1', async () => {
    const admins = JSON.parse((await recourse(['tokens', 'list', '--json'])).out).filter(
      (k: { role: string }) => k.role === 'admin',
    );
    expect(admins).toHaveLength(1);
    const refused = await recourse(['tokens', 'revoke', admins[0].id]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/\[last_admin\]/);
    expect((await recourse(['tokens', 'list'])).code).toBe(0);
  });

  it('rejects an unknown role, an over-long name or a missing id with exit 2, creating nothing', async () => {
    const before = (await recourse(['tokens', 'list', '--json'])).out;
    const role = await recourse(['tokens', 'create', 'superuser']);
    expect(role.code).toBe(2);
    expect(role.err).toMatch(/^ROLE: unknown role \(allowed: viewer, operator/m);
    const name = await recourse(['tokens', 'create', 'viewer', '--name', 'x'.repeat(201)]);
    expect(name.code).toBe(2);
    expect(name.err).toMatch(/^--name: /m);
    expect((await recourse(['tokens', 'revoke'])).code).toBe(2);
    expect((await recourse(['tokens', 'rotate'])).code).toBe(2);
    expect((await recourse(['tokens', 'list', '--json'])).out).toBe(before);
  });

  it('refuses a mistyped option with exit 2 and mints nothing (it used to mint a token named after the role)', async () => {
    const before = (await recourse(['tokens', 'list', '--json'])).out;
    const typo = await recourse(['tokens', 'create', 'viewer', '--nmae', 'foo']);
    expect(typo).toMatchObject({ code: 2, out: '' });
    expect(typo.err).toMatch(/unknown option --nmae \(did you mean --name\?\)/);
    expect((await recourse(['tokens', 'list', '--json'])).out).toBe(before);
  });

  it('fails with exit 1 when the token may not manage tokens', async () => {
    const result = await recourse(['tokens', 'list'], await t.token('operator'));
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/\[forbidden\]/);
  });
});
