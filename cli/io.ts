import { readFile } from 'node:fs/promises';
import { RECOURSE } from '../catalogue/recovery.ts';
import type { FieldError } from '../validation/field-errors.ts';

export const EXIT = { ok: 0, failure: 1, badInput: 2 } as const;

/** How help, errors and recovery hints spell the command, so what they print can be pasted as is. */
export const CLI = RECOURSE;

/** Where a command reads and writes; tests pass their own. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  readStdin(): Promise<string>;
  env: Record<string, string | undefined>;
}

let pipeGuarded = false;

/**
 * A reader that goes away (`recourse catalogue | head -1`) is not a failure: on EPIPE of standard
 * output the process ends at once, quietly, with exit 0, as a command stopped by SIGPIPE would stop
 * writing; EPIPE on standard error is ignored. Any other stream error is rethrown.
 */
export function endQuietlyOnClosedPipe(
  out: NodeJS.WritableStream = process.stdout,
  err: NodeJS.WritableStream = process.stderr,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  const guard = (onEpipe: () => void) => (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    onEpipe();
  };
  out.on(
    'error',
    guard(() => exit(EXIT.ok)),
  );
  err.on(
    'error',
    guard(() => {}),
  );
}

export function processIo(): CliIo {
  if (!pipeGuarded) {
    pipeGuarded = true;
    endQuietlyOnClosedPipe();
  }
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

/** Why a file could not be read, by error code, in words. */
const READ_ERRORS: Record<string, string> = {
  ENOENT: 'no such file; check the path, or pass - to read standard input',
  EISDIR: 'it is a directory; pass a file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

/** The one wording every command uses for a file it cannot read. */
export function cannotRead(file: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code ?? 'unreadable';
  const why = READ_ERRORS[code] ?? 'it could not be read';
  return `cannot read ${file === '-' ? 'standard input' : file}: ${why} (${code})`;
}

/** Reads FILE, or standard input when FILE is `-`. */
export async function readInput(file: string, io: CliIo): Promise<string> {
  return file === '-' ? io.readStdin() : readFile(file, 'utf8');
}

/**
 * Reads FILE (or standard input for `-`); when it cannot, prints `recourse COMMAND: cannot read …`
 * and returns null (the caller exits 2).
 */
export async function readInputOrSay(file: string, io: CliIo, command: string): Promise<string | null> {
  try {
    return await readInput(file, io);
  } catch (error) {
    io.err(`recourse ${command}: ${cannotRead(file, error)}`);
    return null;
  }
}

/** Prints field errors one per line, as `path: message (allowed: …)`. */
export function printFieldErrors(io: CliIo, errors: FieldError[]): void {
  for (const e of errors) {
    io.err(`${e.path || '(root)'}: ${e.message}${e.allowed ? ` (allowed: ${e.allowed})` : ''} [${e.code}]`);
  }
}
