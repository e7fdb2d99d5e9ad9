import { readFile } from 'node:fs/promises';
import type { FieldError } from '../validation/field-errors.ts';

export const EXIT = { ok: 0, failure: 1, badInput: 2 } as const;

/** Where a command reads and writes; tests pass their own. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  readStdin(): Promise<string>;
  env: Record<string, string | undefined>;
}

export function processIo(): CliIo {
  return {
    out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
    err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    env: process.env,
  };
}

/** Reads FILE, or standard input when FILE is `-`. */
export async function readInput(file: string, io: CliIo): Promise<string> {
  return file === '-' ? io.readStdin() : readFile(file, 'utf8');
}

/** Prints field errors one per line, as `path: message (allowed: …)`. */
export function printFieldErrors(io: CliIo, errors: FieldError[]): void {
  for (const e of errors) {
    io.err(`${e.path || '(root)'}: ${e.message}${e.allowed ? ` (allowed: ${e.allowed})` : ''} [${e.code}]`);
  }
}

export interface ParsedArgs {
  flags: Record<string, string | boolean>;
  positionals: string[];
}

/**
 * Minimal flag parser: `--name value`, `--name=value`, `--flag`. `booleans` lists flags that take
 * no value. `-` is a positional (standard input).
 */
export function parseArgs(args: string[], booleans: string[] = []): ParsedArgs {
  const flags: Record<string, string | boolean> = {};
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      const name = eq >= 0 ? a.slice(2, eq) : a.slice(2);
      if (eq >= 0) flags[name] = a.slice(eq + 1);
      else if (booleans.includes(name) || name === 'help') flags[name] = true;
      else if (i + 1 < args.length) flags[name] = args[++i]!;
      else flags[name] = true;
    } else if (a === '-h') {
      flags['help'] = true;
    } else {
      positionals.push(a);
    }
  }
  return { flags, positionals };
}
