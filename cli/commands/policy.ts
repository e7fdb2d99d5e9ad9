/**
 * `recourse policy normalize FILE|-` and `recourse policy preview [--json] FILE|-`
 * (contracts/policy-and-simulation.md). Invalid input prints field errors on stderr and exits 2.
 */
import { normalizePolicy } from '../../policy/normalize.ts';
import { previewSchedule } from '../../policy/preview.ts';
import type { PolicyDocument } from '../../policy/types.ts';
import { ValidationError } from '../../validation/field-errors.ts';
import { type CliIo, EXIT, parseArgs, printFieldErrors, readInput } from '../io.ts';

const HELP = `Usage:
  recourse policy normalize FILE|-         Print the normalized version-1 policy document as JSON
  recourse policy preview [--json] FILE|-  Print the retry/wait schedule and outcome of each class

FILE is a JSON file with a version-1 class-policy document or a legacy shape
("try_next", "stop", "retry_same", or {"default": …, "per_code": {…}}); "-" reads standard input.

Options:
  --json   (preview) print the schedule as JSON
  --help   show this help

Invalid documents print one error per line on stderr, as
  path: message (allowed: …) [rule]
Exit codes: 0 done, 2 bad input, 1 failure.`;

const SUBCOMMANDS = ['normalize', 'preview'] as const;
type Subcommand = (typeof SUBCOMMANDS)[number];
const FLAGS: Record<Subcommand, string[]> = { normalize: [], preview: ['json'] };

/** Runs `recourse policy …`. */
export async function run(args: string[], io: CliIo): Promise<number> {
  const { flags, positionals } = parseArgs(args, ['json']);
  if (flags['help']) {
    io.out(HELP);
    return EXIT.ok;
  }
  const [sub, file, ...extra] = positionals;
  if (!sub || !(SUBCOMMANDS as readonly string[]).includes(sub)) {
    io.err(`recourse policy: ${sub ? `unknown subcommand "${sub}"` : 'missing subcommand'}\n\n${HELP}`);
    return EXIT.badInput;
  }
  const command = sub as Subcommand;
  const unknown = Object.keys(flags).filter((f) => !FLAGS[command].includes(f));
  if (unknown.length > 0) {
    io.err(
      `recourse policy ${command}: unknown option ${unknown.map((f) => `--${f}`).join(', ')} (see --help)`,
    );
    return EXIT.badInput;
  }
  if (typeof flags['json'] === 'string') {
    io.err(`recourse policy ${command}: --json takes no value (see --help)`);
    return EXIT.badInput;
  }
  if (!file || extra.length > 0) {
    io.err(`recourse policy ${command}: expected exactly one FILE or - (see --help)`);
    return EXIT.badInput;
  }

  const doc = await readDocument(file, io, command);
  if (typeof doc === 'number') return doc;
  if (command === 'normalize') {
    io.out(JSON.stringify(doc, null, 2));
    return EXIT.ok;
  }
  const preview = previewSchedule(doc);
  io.out(
    flags['json']
      ? JSON.stringify(preview, null, 2)
      : [preview.transient.summary, preview.hard.summary].join('\n'),
  );
  return EXIT.ok;
}

/** Why a file could not be read, by error code, in words. */
const READ_ERRORS: Record<string, string> = {
  ENOENT: 'no such file; check the path, or pass - to read standard input',
  EISDIR: 'it is a directory; pass a JSON file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

/** Reads, parses and normalizes the document, or prints why not and returns the exit code. */
async function readDocument(file: string, io: CliIo, command: Subcommand): Promise<PolicyDocument | number> {
  let text: string;
  try {
    text = await readInput(file, io);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    const why = READ_ERRORS[code] ?? 'it could not be read';
    io.err(
      `recourse policy ${command}: cannot read ${file === '-' ? 'standard input' : file}: ${why} (${code})`,
    );
    return EXIT.badInput;
  }
  if (text.replace(/^\uFEFF/, '').trim() === '') {
    printFieldErrors(io, [
      {
        path: '',
        code: 'empty_input',
        message: `${file === '-' ? 'standard input' : file} is empty: give a JSON policy document or a legacy rule such as "try_next"`,
      },
    ]);
    return EXIT.badInput;
  }
  let value: unknown;
  const json = text.replace(/^\uFEFF/, '');
  try {
    value = JSON.parse(json);
  } catch (error) {
    const detail = error instanceof Error ? withLineAndColumn(error.message, json) : String(error);
    printFieldErrors(io, [{ path: '', code: 'invalid_json', message: `input is not valid JSON: ${detail}` }]);
    return EXIT.badInput;
  }
  try {
    return normalizePolicy(value);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    printFieldErrors(io, error.errors);
    return EXIT.badInput;
  }
}

/**
 * Keeps a JSON.parse message on one line (its excerpt may hold newlines) and adds
 * `(line L, column C)` when it names only a character position.
 */
function withLineAndColumn(raw: string, text: string): string {
  const message = raw.replace(/\r?\n/g, '\\n');
  if (/line \d+/.test(message)) return message;
  const at = /at position (\d+)/.exec(message);
  const offset = at ? Number(at[1]) : syntaxErrorOffset(text);
  if (offset === null) return message;
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `${message} (line ${line}, column ${column})`;
}

const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;

/** Offset of the first JSON syntax error in `text`, or null when it finds none. */
export function syntaxErrorOffset(text: string): number | null {
  let i = 0;
  const fail = (): never => {
    throw i;
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const literal = (word: string) => {
    for (const ch of word) {
      if (text[i] !== ch) fail();
      i++;
    }
  };
  const string = () => {
    i++;
    while (text[i] !== '"') {
      if (i >= text.length || text.charCodeAt(i) < 0x20) fail();
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail();
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail();
      }
      i++;
    }
    i++;
  };
  const value = (): void => {
    space();
    const ch = text[i];
    if (ch === '{' || ch === '[') {
      const close = ch === '{' ? '}' : ']';
      i++;
      space();
      if (text[i] === close) {
        i++;
        return;
      }
      for (;;) {
        if (close === '}') {
          space();
          if (text[i] !== '"') fail();
          string();
          space();
          if (text[i] !== ':') fail();
          i++;
        }
        value();
        space();
        if (text[i] === ',') i++;
        else if (text[i] === close) {
          i++;
          return;
        } else fail();
      }
    }
    const word = ch === 't' ? 'true' : ch === 'f' ? 'false' : ch === 'n' ? 'null' : null;
    if (ch === '"') string();
    else if (word) literal(word);
    else {
      NUMBER.lastIndex = i;
      const number = NUMBER.exec(text);
      if (!number) fail();
      i += number![0].length;
    }
  };
  try {
    value();
    space();
    return i < text.length ? i : null;
  } catch (at) {
    // A thrown offset; anything else (say, nesting too deep for the stack) gives no position.
    return typeof at === 'number' ? Math.min(at, text.length) : null;
  }
}
