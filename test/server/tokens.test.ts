import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTokens, TOKENS_FILE, TokenFileError } from '../../server/tokens.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'recourse-tokens-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('tokens file', () => {
  it('is created on first open with mode 0600 and one admin token whose text is never stored', async () => {
    const { registry, createdAdminToken } = await openTokens(dir);
    expect(createdAdminToken).toMatch(/^rct_/);
    const file = join(dir, TOKENS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const text = await readFile(file, 'utf8');
    expect(text).not.toContain(createdAdminToken);
    expect(registry.list()).toHaveLength(1);
    expect(registry.authenticate(createdAdminToken)).toEqual({
      token_id: registry.list()[0]!.id,
      role: 'admin',
    });
  });

  it('shows the admin token only on the first open and still accepts it afterwards', async () => {
    const first = await openTokens(dir);
    const second = await openTokens(dir);
    expect(second.createdAdminToken).toBeNull();
    expect(second.registry.authenticate(first.createdAdminToken)?.role).toBe('admin');
  });

  it('rejects unknown, empty and oversized tokens', async () => {
    const { registry, createdAdminToken } = await openTokens(dir);
    expect(registry.authenticate(`${createdAdminToken}x`)).toBeNull();
    expect(registry.authenticate('')).toBeNull();
    expect(registry.authenticate(null)).toBeNull();
    expect(registry.authenticate('a'.repeat(10_000))).toBeNull();
  });

  it('creates tokens of any role that survive a reopen, even when created concurrently', async () => {
    const { registry } = await openTokens(dir);
    const [viewer, adapter] = await Promise.all([
      registry.create('viewer', 'ui'),
      registry.create('adapter', 'a1'),
    ]);
    const reopened = (await openTokens(dir)).registry;
    expect(reopened.authenticate(viewer.token)?.role).toBe('viewer');
    expect(reopened.authenticate(adapter.token)?.role).toBe('adapter');
    expect(reopened.list()).toHaveLength(3);
  });

  it('revokes a token durably: it fails now and after a reopen', async () => {
    const { registry } = await openTokens(dir);
    const viewer = await registry.create('viewer', 'ui');
    expect(await registry.revoke(viewer.record.id)).toBe(true);
    expect(registry.authenticate(viewer.token)).toBeNull();
    expect((await openTokens(dir)).registry.authenticate(viewer.token)).toBeNull();
    expect(await registry.revoke(viewer.record.id)).toBe(false);
  });

  it('refuses a tokens file other users can read, saying how to fix it', async () => {
    await openTokens(dir);
    await chmod(join(dir, TOKENS_FILE), 0o644);
    await expect(openTokens(dir)).rejects.toThrow(/chmod 600/);
  });

  it('refuses an invalid tokens file with the field that is wrong and leaves it unchanged', async () => {
    const file = join(dir, TOKENS_FILE);
    const bad = JSON.stringify({ schema_version: 1, tokens: [{ id: 'tok_00000000', role: 'root' }] });
    await writeFile(file, bad, { mode: 0o600 });
    const error = await openTokens(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TokenFileError);
    expect((error as Error).message).toMatch(/tokens\.0\.role/);
    expect(await readFile(file, 'utf8')).toBe(bad);
  });
});
