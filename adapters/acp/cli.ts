/**
 * `recourse adapter acp --config FILE`: runs the ACP adapter until SIGINT or SIGTERM.
 */
import { type CliIo, EXIT, parseArgs, printFieldErrors } from '../../cli/io.ts';
import { ValidationError } from '../../validation/field-errors.ts';
import { createAcpAdapter } from './adapter.ts';
import { loadAcpAdapterConfig } from './config.ts';

export const HELP = `Usage: recourse adapter acp --config FILE [--url URL] [--token TOKEN]

Connects to a Recourse service as an adapter and runs every dispatch for the agent profiles in FILE
against an ACP agent (claude-code-acp, codex-acp, gemini --experimental-acp, …). See docs/integration.md.

Options:
  --config FILE  the adapter configuration (JSON; agent profiles with command, args, env, cwd roots,
                 process reuse, permission rules and timeouts)
  --url URL      service URL (or RECOURSE_URL, or service.url in FILE)
  --token TOKEN  an adapter token (or RECOURSE_TOKEN, or service.token in FILE)
  --quiet        no event lines on standard error

Runs until SIGINT or SIGTERM: then running attempts are cancelled and agent processes stopped.
Exit codes: 0 stopped by a signal, 2 bad configuration, 1 failure (e.g. the service refused the token).`;

export async function run(args: string[], io: CliIo): Promise<number> {
  const { flags, positionals } = parseArgs(args, ['quiet']);
  const [kind, ...extra] = positionals;
  if (flags['help']) {
    io.out(HELP);
    return EXIT.ok;
  }
  if (kind !== 'acp' || extra.length > 0 || typeof flags['config'] !== 'string') {
    io.err(`recourse adapter: expected \`acp --config FILE\`\n\n${HELP}`);
    return EXIT.badInput;
  }
  let config: Awaited<ReturnType<typeof loadAcpAdapterConfig>>;
  try {
    config = await loadAcpAdapterConfig(flags['config']);
  } catch (error) {
    if (error instanceof ValidationError) {
      io.err(`recourse adapter acp: invalid configuration ${flags['config']}`);
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
