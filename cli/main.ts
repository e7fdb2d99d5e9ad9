/**
 * `recourse` command dispatcher. Each command lives in `cli/commands/<name>.ts` and exports
 * `run(args, io)`; it is imported only when called, so one command's dependencies never slow another.
 * Exit codes: 0 done, 2 bad input, 1 failure.
 */
import { type CliIo, EXIT, processIo } from './io.ts';

interface CommandModule {
  run(args: string[], io: CliIo): Promise<number>;
}

export const COMMANDS: Record<string, { summary: string; load: () => Promise<CommandModule> }> = {
  classify: {
    summary: 'Classify evidence envelopes (JSON or JSON Lines)',
    load: () => import('./commands/classify.ts'),
  },
  catalogue: {
    summary: 'List codes, classes, categories, rules and fixtures',
    load: () => import('./commands/catalogue.ts'),
  },
  policy: {
    summary: 'Normalize or preview a class-policy document',
    load: () => import('./commands/policy.ts'),
  },
  simulate: {
    summary: 'Run a dynamic route against a scripted timeline in virtual time',
    load: () => import('./commands/simulate.ts'),
  },
  routes: {
    summary: 'Inspect and act on routes of a running service',
    load: () => import('./commands/routes.ts'),
  },
  profiles: {
    summary: 'Manage dynamic profiles on a running service',
    load: () => import('./commands/profiles.ts'),
  },
  tokens: { summary: 'List, create and revoke access tokens', load: () => import('./commands/tokens.ts') },
  adapter: {
    summary: 'Serve agent profiles of a running service with ACP agents (adapter acp)',
    load: () => import('../adapters/acp/cli.ts'),
  },
};

export function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((c) => c.length));
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return [
    'Usage: recourse <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    'Run `recourse <command> --help` for a command’s options.',
    'Exit codes: 0 done, 2 bad input, 1 failure.',
  ].join('\n');
}

export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(usage());
    return name ? EXIT.ok : EXIT.badInput;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`recourse: unknown command "${name}"\n\n${usage()}`);
    return EXIT.badInput;
  }
  try {
    const mod = await command.load();
    return await mod.run(rest, io);
  } catch (error) {
    io.err(`recourse ${name}: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failure;
  }
}
