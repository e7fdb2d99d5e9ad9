/**
 * Real ACP agents from this folder's own install (package.json, lock file), pointed at the fake
 * provider with their own retries turned off (../shared/notes/acp.md says how), each in a fresh HOME.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AcpAdapterConfigInput } from '../../adapters/acp/config.ts';
import type { Api } from './fake-provider.ts';

const BIN = join(import.meta.dirname, 'node_modules', '.bin');

export interface RealAgent {
  /** Agent profile name in the service's profiles and the adapter's config. */
  name: string;
  api: Api;
  /** The agent's adapter profile, with its own retries off. */
  profile(providerUrl: string, workspace: string): Promise<AcpAdapterConfigInput['agent_profiles'][string]>;
}

async function freshHome(name: string): Promise<string> {
  return mkdtemp(join(tmpdir(), `recourse-real-${name}-`));
}

export const CLAUDE: RealAgent = {
  name: 'claude-code',
  api: 'anthropic',
  async profile(url, workspace) {
    return {
      command: join(BIN, 'claude-code-acp'),
      agent: 'claude-code',
      process: 'reuse',
      cwd: { allowed_roots: [workspace] },
      env: {
        HOME: await freshHome('claude'),
        ANTHROPIC_BASE_URL: url,
        ANTHROPIC_API_KEY: 'sk-ant-api03-fake-key-for-a-local-provider',
        CLAUDE_CODE_MAX_RETRIES: '0',
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
        DISABLE_AUTOUPDATER: '1',
        DISABLE_TELEMETRY: '1',
        DISABLE_ERROR_REPORTING: '1',
      },
      timeouts: { prompt_ms: 60_000 },
    };
  },
};

export const CODEX: RealAgent = {
  name: 'codex',
  api: 'openai',
  async profile(url, workspace) {
    const home = await freshHome('codex');
    const codexHome = join(home, '.codex');
    await mkdir(codexHome, { recursive: true });
    // OPENAI_BASE_URL is ignored: the provider is configured in config.toml, retries off.
    await writeFile(
      join(codexHome, 'config.toml'),
      [
        'model = "gpt-5.4"',
        'model_provider = "fake"',
        '[model_providers.fake]',
        'name = "fake"',
        `base_url = "${url}/v1"`,
        'env_key = "OPENAI_API_KEY"',
        'wire_api = "responses"',
        'supports_websockets = false',
        'request_max_retries = 0',
        'stream_max_retries = 0',
        '',
      ].join('\n'),
    );
    // The native binary directly: killing the npm wrapper would orphan it.
    const native = join(BIN, 'codex-acp-linux-x64');
    return {
      command: existsSync(native) ? native : join(BIN, 'codex-acp'),
      agent: 'codex',
      process: 'reuse',
      authenticate: 'openai-api-key',
      cwd: { allowed_roots: [workspace] },
      env: { HOME: home, CODEX_HOME: codexHome, OPENAI_API_KEY: 'sk-fake-key-for-a-local-provider' },
      timeouts: { prompt_ms: 60_000 },
    };
  },
};

export const GEMINI: RealAgent = {
  name: 'gemini',
  api: 'gemini',
  async profile(url, workspace) {
    const home = await freshHome('gemini');
    await mkdir(join(home, '.gemini'), { recursive: true });
    // An API key, not a Google login; one attempt per request (its own retries off).
    await writeFile(
      join(home, '.gemini', 'settings.json'),
      JSON.stringify({ security: { auth: { selectedType: 'gemini-api-key' } }, general: { maxAttempts: 1 } }),
    );
    return {
      command: join(BIN, 'gemini'),
      // A pinned model: the default "auto" model adds a routing call with retries of its own.
      args: ['--acp', '-m', 'gemini-2.5-pro'],
      agent: 'gemini-cli',
      process: 'reuse',
      cwd: { allowed_roots: [workspace] },
      env: {
        HOME: home,
        GOOGLE_GEMINI_BASE_URL: url,
        GEMINI_API_KEY: 'fake-gemini-api-key-for-a-local-provider',
      },
      timeouts: { prompt_ms: 60_000 },
    };
  },
};
