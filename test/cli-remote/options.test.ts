/**
 * Every `recourse` command refuses unknown options and options missing their value with exit 2,
 * before it reads a file or calls the service, and prints its own help for `--help`.
 *
 * Regression: `routes`, `profiles` and `tokens` ignored unknown options (`tokens create viewer
 * --nmae foo` minted a token named "viewer"). Root cause: each command parsed its own flags with a
 * lenient parser and checked only some of them.
 */
import { describe, expect, it } from 'vitest';
import type { CommandSpec, GroupSpec } from '../../cli/args.ts';
import type { CliIo } from '../../cli/io.ts';
import { COMMANDS, main } from '../../cli/main.ts';

/** Nothing listens on port 1: a command that got as far as the network would exit 1, not 2. */
const ENV = { RECOURSE_URL: 'http://127.0.0.1:1', RECOURSE_TOKEN: 'rct_unused' };

async function recourse(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  let stdinRead = false;
  const io: CliIo = {
    out: (s) => out.push(s),
    err: (s) => err.push(s),
    readStdin: async () => {
      stdinRead = true;
      return '';
    },
    env: ENV,
  };
  const code = await main(args, io);
  return { code, out: out.join('\n'), err: err.join('\n'), stdinRead };
}

/** Every command and subcommand, from the declarations the parser uses. */
async function specs(): Promise<CommandSpec[]> {
  const all: CommandSpec[] = [];
  for (const name of Object.keys(COMMANDS)) {
    const mod = (await COMMANDS[name]!.load()) as {
      SPEC?: CommandSpec;
      SPECS?: CommandSpec[];
      GROUP?: GroupSpec;
    };
    if (mod.GROUP) all.push(...mod.GROUP.subcommands);
    else if (mod.SPECS) all.push(...mod.SPECS);
    else if (mod.SPEC) all.push(mod.SPEC);
    else throw new Error(`${name} declares neither SPEC nor GROUP`);
  }
  return all;
}

const all = await specs();

/** The smallest valid call: its arguments (`-` where a file goes) and its required options. */
function minimal(spec: CommandSpec): string[] {
  const args = Array.from({ length: spec.arity[0] }, () => (spec.args?.includes('FILE') ? '-' : 'x1'));
  const required = Object.entries(spec.options)
    .filter(([, o]) => o.required)
    .flatMap(([name]) => [`--${name}`, '1']);
  return [...spec.name.split(' '), ...args, ...required];
}

describe('every recourse command', () => {
  it('is covered: all seven commands and their subcommands declare their options', () => {
    expect(all.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'catalogue candidates',
        'classify',
        'catalogue',
        'simulate',
        'policy preview',
        'routes errors',
        'profiles apply',
        'tokens create',
      ]),
    );
    expect(all.length).toBeGreaterThanOrEqual(20);
  });

  it.each(all.map((s) => [s.name, s] as const))(
    '%s refuses an unknown option with exit 2 before doing anything',
    async (_name, spec) => {
      const r = await recourse([...minimal(spec), '--nmae', 'foo']);
      expect(r).toMatchObject({ code: 2, out: '', stdinRead: false });
      expect(r.err).toContain(`recourse ${spec.name}: unknown option --nmae`);
      expect(r.err).toContain(`Run \`npx recourse ${spec.name} --help\` for usage.`);
    },
  );

  const withValues = all.flatMap((s) =>
    Object.entries(s.options)
      .filter(([, o]) => o.type === 'string')
      .map(([option]) => [`${s.name} --${option}`, s, option] as const),
  );
  it.each(withValues)('%s without its value exits 2', async (_label, spec, option) => {
    const base = minimal(spec).filter((a, i, list) => a !== `--${option}` && list[i - 1] !== `--${option}`);
    for (const args of [
      [...base, `--${option}`],
      [...base, `--${option}=`],
      [...base, `--${option}`, '--json'],
    ]) {
      const r = await recourse(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toContain(`--${option} needs a value`);
      expect(r.stdinRead).toBe(false);
    }
  });

  it.each(all.map((s) => [s.name, s] as const))('%s --help prints its own help', async (_name, spec) => {
    const r = await recourse([...spec.name.split(' '), '--help']);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toMatch(new RegExp(`^Usage: npx recourse ${spec.name}( |$)`));
    for (const option of Object.keys(spec.options)) expect(r.out).toContain(`--${option}`);
  });

  it('suggests the option a typo meant, and refuses a value given to a flag', async () => {
    const typo = await recourse(['tokens', 'create', 'viewer', '--nmae', 'foo']);
    expect(typo.err.split('\n')[0]).toBe(
      'recourse tokens create: unknown option --nmae (did you mean --name?)',
    );
    const flag = await recourse(['routes', 'list', '--json=yes']);
    expect(flag.code).toBe(2);
    expect(flag.err).toContain('--json takes no value');
  });

  it('refuses a missing required option and extra arguments', async () => {
    const generation = await recourse(['routes', 'stop', 'rt_1']);
    expect(generation.code).toBe(2);
    expect(generation.err).toContain('missing --generation N');
    const extra = await recourse(['routes', 'show', 'rt_1', 'rt_2']);
    expect(extra.code).toBe(2);
    expect(extra.err).toContain('unexpected argument "rt_2"');
  });

  it('takes a value that starts with a dash when it is written --option=value', async () => {
    // Gets past parsing (to the unreachable service: exit 1), where `--name -x` would not.
    expect((await recourse(['tokens', 'create', 'viewer', '--name=-x'])).code).toBe(1);
    expect((await recourse(['tokens', 'create', 'viewer', '--name', '-x'])).code).toBe(2);
  });

  it('prints the version with --version', async () => {
    const { version } = (await import('../../package.json', { with: { type: 'json' } })).default;
    expect(await recourse(['--version'])).toMatchObject({ code: 0, out: version });
    expect((await recourse(['-v'])).out).toBe(version);
  });
});
