import { writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS, loadAcpAdapterConfig, parseAcpAdapterConfig } from '../../adapters/acp/config.ts';
import { permissionAnswer } from '../../adapters/acp/permissions.ts';
import { main } from '../../cli/main.ts';
import { ValidationError } from '../../validation/field-errors.ts';
import { workspace } from './support.ts';

const OPTIONS = [
  { optionId: 'yes', name: 'Allow', kind: 'allow_once' as const },
  { optionId: 'always', name: 'Always', kind: 'allow_always' as const },
  { optionId: 'no', name: 'Reject', kind: 'reject_once' as const },
];
const request = (kind: 'edit' | 'execute' | null, options = OPTIONS) => ({
  sessionId: 's',
  toolCall: { toolCallId: 't', kind },
  options,
});

describe('ACP adapter configuration', () => {
  it('fills defaults: per-dispatch processes, PATH only, nothing allowed, documented timeouts', () => {
    const config = parseAcpAdapterConfig({
      agent_profiles: { claude: { command: 'claude-code-acp', cwd: { allowed_roots: ['/work'] } } },
    });
    expect(config.agent_profiles['claude']).toEqual({
      command: 'claude-code-acp',
      args: [],
      env: {},
      inherit_env: ['PATH'],
      cwd: { allowed_roots: ['/work'] },
      process: 'per_dispatch',
      permissions: { allow: [] },
      timeouts: DEFAULT_TIMEOUTS,
    });
  });

  it('refuses a bad file with one field-addressed error per problem', () => {
    let error: unknown;
    try {
      parseAcpAdapterConfig({
        service: { url: 'not a url' },
        agent_profiles: {
          claude: {
            command: '',
            cwd: { allowed_roots: ['relative/dir'] },
            permissions: { allow: ['everything'] },
            timeouts: { prompt_ms: 0 },
            surprise: true,
          },
        },
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors.map((e) => e.path).sort()).toEqual([
      'agent_profiles.claude.command',
      'agent_profiles.claude.cwd.allowed_roots.0',
      'agent_profiles.claude.permissions.allow.0',
      'agent_profiles.claude.surprise',
      'agent_profiles.claude.timeouts.prompt_ms',
      'service.url',
    ]);
  });

  it('reads a command and allowed roots written relative to the file against its directory', async () => {
    const config = await loadAcpAdapterConfig(join(import.meta.dirname, '../../examples/acp-adapter.json'));
    const examples = resolve(import.meta.dirname, '../../examples');
    expect(config.agent_profiles['claude-code']).toMatchObject({
      command: join(examples, 'fake-acp-agent.mjs'),
      cwd: { allowed_roots: [dirname(examples), '/tmp'] },
    });
    // Only `./`, `../`, `.` and `..` are relative to the file: a bare name is looked up on PATH.
    const dir = await workspace();
    const file = join(dir, 'adapter.json');
    await writeFile(
      file,
      JSON.stringify({
        agent_profiles: { a: { command: 'claude-code-acp', cwd: { allowed_roots: ['.', 'rel'] } } },
      }),
    );
    await expect(loadAcpAdapterConfig(file)).rejects.toMatchObject({
      errors: [{ path: 'agent_profiles.a.cwd.allowed_roots.1', message: 'must be an absolute path' }],
    });
  });

  it('`recourse adapter acp` exits 2 on a bad configuration and names the field', async () => {
    const dir = await workspace();
    const file = join(dir, 'adapter.json');
    await writeFile(file, JSON.stringify({ agent_profiles: {} }));
    const err: string[] = [];
    const io = { out: () => {}, err: (t: string) => err.push(t), readStdin: async () => '', env: {} };
    expect(await main(['adapter', 'acp', '--config', file], io)).toBe(2);
    expect(err.join('\n')).toContain('agent_profiles: serve at least one agent profile');
  });
});

describe('permission rules', () => {
  it('reject by default, even when the agent offers only allow options', () => {
    expect(permissionAnswer([], request('edit'))).toEqual({
      decision: 'reject',
      response: { outcome: { outcome: 'selected', optionId: 'no' } },
    });
    expect(permissionAnswer([], request('edit', OPTIONS.slice(0, 2)))).toEqual({
      decision: 'reject',
      response: { outcome: { outcome: 'cancelled' } },
    });
  });

  it('allow the kinds a rule names, once; a tool without a kind is never allowed', () => {
    expect(permissionAnswer(['edit'], request('edit')).response).toEqual({
      outcome: { outcome: 'selected', optionId: 'yes' },
    });
    expect(permissionAnswer(['edit'], request('execute')).decision).toBe('reject');
    expect(permissionAnswer(['edit'], request(null)).decision).toBe('reject');
  });
});
