/**
 * The one option parser every `recourse` command uses. A command declares its options and how many
 * arguments it takes; anything else (an unknown option, a string option without a value, a value
 * given to a flag, a wrong number of arguments) is refused with exit 2 and a message naming it.
 * `--help` / `-h` prints the command's help, generated from the same declaration.
 */
import { parseArgs } from 'node:util';
import { CLI, type CliIo, EXIT } from './io.ts';

/** One option of a command. */
export interface OptionSpec {
  type: 'string' | 'boolean';
  /** What the value is, in help (`--format F`); string options only. */
  value?: string;
  /** The command cannot run without it. */
  required?: boolean;
  /** May be given more than once; its value is then every value given, in order (string options). */
  multiple?: boolean;
  description: string;
}

export type OptionSpecs = Record<string, OptionSpec>;

/** A command (or a group's subcommand): what it takes, and its help. */
export interface CommandSpec<O extends OptionSpecs = OptionSpecs> {
  /** The words after `recourse`, e.g. `routes errors`. */
  name: string;
  /** The arguments as the usage line shows them, e.g. `ID` or `FILE|-`. */
  args?: string;
  /** Fewest and most arguments. */
  arity: [number, number];
  /** One line, for the group's list and the top of the help. */
  summary: string;
  /** More paragraphs for the command's own help. */
  details?: string;
  options: O;
  /** The exit-code line of the help. */
  exits?: string;
}

type ValueOf<T> = T extends 'string' ? string : boolean;

/** What a command gets: option values by name, and its arguments. */
export interface Parsed<O extends OptionSpecs> {
  values: { [K in keyof O]?: O[K] extends { multiple: true } ? string[] : ValueOf<O[K]['type']> };
  positionals: string[];
}

/** `--url` and `--token`, for the commands that talk to a running service. */
export const REMOTE_OPTIONS = {
  url: {
    type: 'string',
    value: 'URL',
    description: 'service URL (or RECOURSE_URL; default http://127.0.0.1:8787)',
  },
  token: { type: 'string', value: 'TOKEN', description: 'access token (or RECOURSE_TOKEN)' },
} as const satisfies OptionSpecs;

const HELP_OPTION: OptionSpec = { type: 'boolean', description: 'show this help' };
const DEFAULT_EXITS = 'Exit codes: 0 done, 2 bad input, 1 failure.';

function optionLabel(name: string, spec: OptionSpec): string {
  return spec.type === 'string' ? `--${name} ${spec.value ?? 'VALUE'}` : `--${name}`;
}

/** The declaration `util.parseArgs` takes. */
function parseArgsOptions(options: OptionSpecs) {
  return Object.fromEntries(
    Object.entries(options).map(([n, o]) => [n, { type: o.type, ...(o.multiple ? { multiple: true } : {}) }]),
  );
}

/** The usage line's options: `[--json] [--format F]`. */
function optionsSynopsis(options: OptionSpecs, skip: string[] = []): string {
  return Object.entries(options)
    .filter(([name]) => !skip.includes(name))
    .map(([name, spec]) => {
      const label = `${optionLabel(name, spec)}${spec.multiple ? ' …' : ''}`;
      return spec.required ? label : `[${label}]`;
    })
    .join(' ');
}

/** `routes errors ID [--format F]`, without `--url`/`--token`/`--help`. */
export function synopsis(spec: CommandSpec): string {
  return [spec.name, spec.args ?? '', optionsSynopsis(spec.options, Object.keys(REMOTE_OPTIONS))]
    .filter((s) => s.length > 0)
    .join(' ');
}

/** Aligned `label  description` lines. */
export function columns(rows: [string, string][], indent = '  '): string[] {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, text]) => `${indent}${label.padEnd(width)}  ${text}`.trimEnd());
}

/** The help of one command, from its declaration. */
export function commandHelp(spec: CommandSpec): string {
  const options: [string, string][] = Object.entries(spec.options).map(([name, o]) => [
    optionLabel(name, o),
    o.description,
  ]);
  options.push(['-h, --help', HELP_OPTION.description]);
  return [
    `Usage: ${CLI} ${synopsis(spec)}`,
    '',
    spec.summary,
    ...(spec.details ? ['', spec.details] : []),
    '',
    'Options:',
    ...columns(options),
    '',
    spec.exits ?? DEFAULT_EXITS,
  ].join('\n');
}

/** Edit distance, to suggest the option a typo meant. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

function suggestion(name: string, options: OptionSpecs): string {
  const near = Object.keys(options)
    .map((o) => [o, distance(name, o)] as const)
    .filter(([, d]) => d <= 2)
    .sort((x, y) => x[1] - y[1])[0];
  return near ? ` (did you mean --${near[0]}?)` : '';
}

/** Why `args` do not fit `spec`, or null when they do. */
function problem(spec: CommandSpec, args: string[]): string | null {
  const { tokens, positionals } = parseArgs({
    args,
    options: parseArgsOptions(spec.options),
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const option = spec.options[token.name];
    if (!option) return `unknown option ${token.rawName}${suggestion(token.name, spec.options)}`;
    if (option.type === 'boolean' && token.value !== undefined) {
      return `${token.rawName} takes no value`;
    }
    if (option.type === 'string') {
      // util.parseArgs takes the next word whatever it is: `--name --json` would name the token "--json".
      const missing =
        token.value === undefined ||
        token.value === '' ||
        (!token.inlineValue && token.value.startsWith('-') && token.value !== '-');
      if (missing) return `${token.rawName} needs a value: ${optionLabel(token.name, option)}`;
    }
  }
  for (const [name, option] of Object.entries(spec.options)) {
    if (option.required && !tokens.some((t) => t.kind === 'option' && t.name === name)) {
      return `missing ${optionLabel(name, option)}${option.type === 'string' ? ` (${option.description})` : ''}`;
    }
  }
  const [min, max] = spec.arity;
  if (positionals.length < min) {
    return `missing ${spec.args ? `argument: ${spec.args}` : 'arguments'}`;
  }
  if (positionals.length > max) {
    return max === 0
      ? `takes no arguments (got "${positionals[0]}")`
      : `unexpected argument "${positionals[max]}"`;
  }
  return null;
}

/** Whether `args` ask for help (before any `--`). */
export function wantsHelp(args: string[]): boolean {
  for (const a of args) {
    if (a === '--') return false;
    if (a === '--help' || a === '-h') return true;
  }
  return false;
}

/**
 * Parses `args` for `spec`: prints the help (exit 0) or why the arguments do not fit (exit 2) and
 * returns the exit code, or returns the parsed values.
 */
export function parseCommand<O extends OptionSpecs>(
  spec: CommandSpec<O>,
  args: string[],
  io: CliIo,
): Parsed<O> | number {
  if (wantsHelp(args)) {
    io.out(commandHelp(spec));
    return EXIT.ok;
  }
  const why = problem(spec, args);
  if (why) {
    io.err(`recourse ${spec.name}: ${why}\nRun \`${CLI} ${spec.name} --help\` for usage.`);
    return EXIT.badInput;
  }
  const { values, positionals } = parseArgs({
    args,
    options: parseArgsOptions(spec.options),
    allowPositionals: true,
    strict: true,
  });
  return { values: values as Parsed<O>['values'], positionals };
}

/** A command with subcommands (`routes`, `profiles`, `tokens`, `policy`). */
export interface GroupSpec {
  name: string;
  summary: string;
  subcommands: CommandSpec[];
  /** Paragraphs after the list of subcommands. */
  details?: string;
  /** Options every subcommand takes, listed once in the group's help. */
  common?: OptionSpecs;
  exits?: string;
}

/** The group's help: each subcommand's synopsis and summary. */
export function groupHelp(group: GroupSpec): string {
  const common: [string, string][] = Object.entries(group.common ?? {}).map(([name, o]) => [
    optionLabel(name, o),
    o.description,
  ]);
  common.push(['-h, --help', 'show this help; after a subcommand, that subcommand’s help']);
  return [
    `Usage: ${CLI} ${group.name} <subcommand> [options]`,
    '',
    group.summary,
    '',
    'Subcommands:',
    ...group.subcommands.flatMap((s) => [
      `  ${synopsis(s).slice(group.name.length + 1)}`,
      `      ${s.summary}`,
    ]),
    ...(group.details ? ['', group.details] : []),
    '',
    'Options:',
    ...columns(common),
    '',
    group.exits ?? DEFAULT_EXITS,
  ].join('\n');
}

/**
 * Finds the subcommand named by the first argument and parses the rest for it. `recourse GROUP`,
 * `recourse GROUP --help` and an unknown subcommand answer with the group's help or an error.
 */
export function parseGroup(
  group: GroupSpec,
  args: string[],
  io: CliIo,
): { sub: string; parsed: Parsed<OptionSpecs> } | number {
  const [sub, ...rest] = args;
  if (sub === undefined || sub === '--help' || sub === '-h') {
    if (sub === undefined) {
      io.err(`recourse ${group.name}: missing subcommand\n\n${groupHelp(group)}`);
      return EXIT.badInput;
    }
    io.out(groupHelp(group));
    return EXIT.ok;
  }
  const spec = group.subcommands.find((s) => s.name === `${group.name} ${sub}`);
  if (!spec) {
    const names = group.subcommands.map((s) => s.name.slice(group.name.length + 1));
    io.err(
      `recourse ${group.name}: unknown subcommand "${sub}"; use one of ${names.join(', ')}\n` +
        `Run \`${CLI} ${group.name} --help\` for usage.`,
    );
    return EXIT.badInput;
  }
  const parsed = parseCommand(spec, rest, io);
  return typeof parsed === 'number' ? parsed : { sub, parsed };
}
