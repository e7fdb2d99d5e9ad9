/**
 * `recourse policy normalize FILE|-` and `recourse policy preview [--json] FILE|-`
 * (contracts/policy-and-simulation.md). Invalid input prints field errors on stderr and exits 2.
 */
import { normalizePolicy } from '../../policy/normalize.ts';
import { previewSchedule } from '../../policy/preview.ts';
import type { PolicyDocument } from '../../policy/types.ts';
import { ValidationError } from '../../validation/field-errors.ts';
import { type GroupSpec, parseGroup } from '../args.ts';
import { type CliIo, EXIT, printFieldErrors, readInputOrSay } from '../io.ts';

const FILE_DETAILS =
  'FILE is a JSON file with a version-1 class-policy document or a legacy shape\n' +
  '("try_next", "stop", "retry_same", or {"default": …, "per_code": {…}}); "-" reads standard input.\n\n' +
  'Invalid documents print one error per line on stderr, as\n' +
  '  path: message (allowed: …) [rule]';

export const GROUP = {
  name: 'policy',
  summary: 'Normalize or preview a class-policy document (docs/policy.md).',
  details: FILE_DETAILS,
  subcommands: [
    {
      name: 'policy normalize',
      args: 'FILE|-',
      arity: [1, 1],
      summary: 'Print the normalized version-1 policy document as JSON.',
      details: FILE_DETAILS,
      options: {},
    },
    {
      name: 'policy preview',
      args: 'FILE|-',
      arity: [1, 1],
      summary: 'Print the retry/wait schedule and outcome of each class.',
      details: FILE_DETAILS,
      options: { json: { type: 'boolean', description: 'print the schedule as JSON' } },
    },
  ],
} as const satisfies GroupSpec;

type Subcommand = 'normalize' | 'preview';

/** Runs `recourse policy …`. */
export async function run(args: string[], io: CliIo): Promise<number> {
  const found = parseGroup(GROUP, args, io);
  if (typeof found === 'number') return found;
  const command = found.sub as Subcommand;
  const doc = await readDocument(found.parsed.positionals[0]!, io, command);
  if (typeof doc === 'number') return doc;
  if (command === 'normalize') {
    io.out(JSON.stringify(doc, null, 2));
    return EXIT.ok;
  }
  const preview = previewSchedule(doc);
  io.out(
    found.parsed.values['json']
      ? JSON.stringify(preview, null, 2)
      : [preview.transient.summary, preview.hard.summary].join('\n'),
  );
  return EXIT.ok;
}

/** Reads, parses and normalizes the document, or prints why not and returns the exit code. */
async function readDocument(file: string, io: CliIo, command: Subcommand): Promise<PolicyDocument | number> {
  const text = await readInputOrSay(file, io, `policy ${command}`);
  if (text === null) return EXIT.badInput;
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
