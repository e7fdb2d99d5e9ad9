/**
 * The command that runs the fake ACP agent (fake-agent.ts), for agent profiles in tests and the
 * demo. The agent is bundled once per source version into the temporary directory, so each start is
 * a plain `node` start rather than a TypeScript compile (about a quarter of the CPU).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const SOURCE = fileURLToPath(new URL('./fake-agent.ts', import.meta.url));
let bundled: string | null = null;

/** Path of the bundled fake agent, built when its source changed. */
export function fakeAgentBundle(): string {
  if (bundled && existsSync(bundled)) return bundled;
  const hash = createHash('sha256').update(readFileSync(SOURCE)).digest('hex').slice(0, 16);
  const out = join(tmpdir(), `recourse-fake-acp-agent-${hash}.mjs`);
  if (!existsSync(out)) {
    const tmp = `${out}.${process.pid}.tmp`;
    buildSync({
      entryPoints: [SOURCE],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: tmp,
      logLevel: 'silent',
    });
    renameSync(tmp, out);
  }
  bundled = out;
  return out;
}

/** `command` and `args` of an agent profile that runs the fake agent with `scripts`. */
export function fakeAgentCommand(
  scripts: string[],
  options: { state?: string; loadSession?: boolean; name?: string } = {},
): { command: string; args: string[] } {
  return {
    command: process.execPath,
    args: [
      fakeAgentBundle(),
      '--script',
      scripts.join(','),
      ...(options.state ? ['--state', options.state] : []),
      ...(options.loadSession ? ['--load-session'] : []),
      ...(options.name ? ['--name', options.name] : []),
    ],
  };
}
