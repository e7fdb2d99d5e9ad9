/**
 * `recourse` command dispatcher. Each command lives in `cli/commands/<name>.ts` and exports
 * `run(args, io)`; it is imported only when called, so one command's dependencies never slow another.
 * Options are declared per command and parsed by `cli/args.ts`.
 * Exit codes: 0 done, 2 bad input, 1 failure.
 */
import { readFile } from 'node:fs/promises';
import { CLI, type CliIo, EXIT, processIo } from './io.ts';

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
    `Usage: ${CLI} <command> [options]`,
    '',
    'Commands:',
    ...lines,
    '',
    'Options:',
    '  -h, --help     show this help',
    '  -v, --version  print the version',
    '',
    `Run \`${CLI} <command> --help\` for a command’s options, and`,
    `\`${CLI} <command> <subcommand> --help\` for a subcommand’s.`,
    'Exit codes: 0 done, 2 bad input, 1 failure.',
  ].join('\n');
}

/** The version in package.json. */
export async function version(): Promise<string> {
  const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--version' || name === '-v') {
    if (rest.length > 0) {
      io.err(`recourse: ${name} takes no arguments`);
      return EXIT.badInput;
    }
    io.out(await version());
    return EXIT.ok;
  }
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    if (name) io.out(usage());
    else io.err(usage());
    return name ? EXIT.ok : EXIT.badInput;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`recourse: unknown ${name.startsWith('-') ? 'option' : 'command'} "${name}"\n\n${usage()}`);
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
