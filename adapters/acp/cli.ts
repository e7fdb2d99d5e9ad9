/**
 * `recourse adapter acp --config FILE`: runs the ACP adapter until SIGINT or SIGTERM.
 */
import { type GroupSpec, parseGroup } from '../../cli/args.ts';
import { type CliIo, EXIT, printFieldErrors } from '../../cli/io.ts';
import { ValidationError } from '../../validation/field-errors.ts';
import { createAcpAdapter } from './adapter.ts';
import { loadAcpAdapterConfig } from './config.ts';

export const GROUP = {
  name: 'adapter',
  summary: 'Serve agent profiles of a running service with ACP agents.',
  subcommands: [
    {
      name: 'adapter acp',
      arity: [0, 0],
      summary: 'Connect as an adapter and run every dispatch against an ACP agent.',
      details:
        'Runs every dispatch for the agent profiles in FILE against an ACP agent (claude-code-acp,\n' +
        'codex-acp, gemini --acp, …); see docs/integration.md. Runs until SIGINT or\n' +
        'SIGTERM: then running attempts are cancelled and agent processes stopped.',
      options: {
        config: {
          type: 'string',
          value: 'FILE',
          required: true,
          description: 'the adapter configuration (JSON: agent profiles, commands, permissions, timeouts)',
        },
        url: {
          type: 'string',
          value: 'URL',
          description: 'service URL (or RECOURSE_URL, or service.url in FILE)',
        },
        token: {
          type: 'string',
          value: 'TOKEN',
          description: 'an adapter token (or RECOURSE_TOKEN, or service.token in FILE)',
        },
        quiet: { type: 'boolean', description: 'no event lines on standard error' },
      },
      exits:
        'Exit codes: 0 stopped by a signal, 2 bad configuration, 1 failure (e.g. the service refused the token).',
    },
  ],
} as const satisfies GroupSpec;

export async function run(args: string[], io: CliIo): Promise<number> {
  const found = parseGroup(GROUP, args, io);
  if (typeof found === 'number') return found;
  const flags = found.parsed.values;
  const file = String(flags['config']);
  let config: Awaited<ReturnType<typeof loadAcpAdapterConfig>>;
  try {
    config = await loadAcpAdapterConfig(file);
  } catch (error) {
    if (error instanceof ValidationError) {
      io.err(`recourse adapter acp: invalid configuration ${file}`);
      printFieldErrors(io, error.errors);
    } else io.err(`recourse adapter acp: ${(error as Error).message}`);
    return EXIT.badInput;
  }
  const adapter = await createAcpAdapter(config, {
    ...(typeof flags['url'] === 'string' ? { url: flags['url'] } : {}),
    ...(typeof flags['token'] === 'string' ? { token: flags['token'] } : {}),
    env: io.env as NodeJS.ProcessEnv,
    log: flags['quiet'] ? () => {} : (line) => io.err(`${new Date().toISOString()} ${line}`),
  });
  io.err(`recourse adapter acp: serving ${Object.keys(config.agent_profiles).join(', ')}`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await adapter.close();
  return EXIT.ok;
}
