/**
 * `recourse classify [--jsonl] [--explain] [--fixture-candidates OUT] FILE|-`: one classification
 * JSON per envelope, in order. A bad envelope prints `line N: path: message` on stderr and, in
 * --jsonl mode, an `{"error":…}` line on stdout so output lines stay aligned; the exit is then 2.
 */
import { writeFile } from 'node:fs/promises';
import { classifyWithExplanation, parseEnvelope } from '../../catalogue/classify.ts';
import { fixtureCandidate } from '../../catalogue/fixture-candidate.ts';
import { type FieldError, ValidationError } from '../../validation/field-errors.ts';
import { type CliIo, EXIT, parseArgs, readInput } from '../io.ts';

const HELP = `Usage: recourse classify [--jsonl] [--explain] [--fixture-candidates OUT] FILE|-

Reads one evidence envelope (JSON) from FILE, or standard input for "-", and prints its
classification as one JSON line.

Options:
  --jsonl                     read one envelope per line; print one line per envelope, in order
  --explain                   add an "explanation": the rules that matched, their tiers, the winner and why
  --fixture-candidates OUT    write a sanitized fixture candidate (JSON line) to OUT for each
                              envelope that stays unclassified
  --help                      show this help

Exit codes: 0 done, 2 bad input (the field errors are printed), 1 failure.`;

interface LineResult {
  ok: boolean;
  out: string;
  candidate?: string;
}

function fieldErrors(error: unknown): FieldError[] {
  if (error instanceof ValidationError) return error.errors;
  if (error instanceof SyntaxError) return [{ path: '', code: 'invalid_json', message: error.message }];
  throw error;
}

function classifyText(text: string, explain: boolean, candidates: boolean): LineResult | FieldError[] {
  let envelope: ReturnType<typeof parseEnvelope>;
  try {
    envelope = parseEnvelope(JSON.parse(text));
  } catch (error) {
    return fieldErrors(error);
  }
  const { classification, explanation } = classifyWithExplanation(envelope);
  const out = JSON.stringify(explain ? { ...classification, explanation } : classification);
  const result: LineResult = { ok: true, out };
  if (candidates && classification.class === 'unclassified') {
    result.candidate = JSON.stringify(fixtureCandidate(envelope, classification));
  }
  return result;
}

function printErrors(io: CliIo, line: number, errors: FieldError[]): void {
  for (const e of errors) io.err(`line ${line}: ${e.path || '(root)'}: ${e.message} [${e.code}]`);
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const { flags, positionals } = parseArgs(args, ['jsonl', 'explain', 'help']);
  if (flags['help']) {
    io.out(HELP);
    return EXIT.ok;
  }
  const unknown = Object.keys(flags).filter((f) => !['jsonl', 'explain', 'fixture-candidates'].includes(f));
  const file = positionals[0];
  const out = flags['fixture-candidates'];
  if (unknown.length > 0 || positionals.length !== 1 || !file || out === true) {
    io.err(
      unknown.length > 0
        ? `recourse classify: unknown option --${unknown[0]}\n\n${HELP}`
        : out === true
          ? `recourse classify: --fixture-candidates needs a file name\n\n${HELP}`
          : `recourse classify: expected exactly one FILE or "-"\n\n${HELP}`,
    );
    return EXIT.badInput;
  }
  let text: string;
  try {
    text = await readInput(file, io);
  } catch (error) {
    io.err(
      `recourse classify: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return EXIT.badInput;
  }
  const explain = flags['explain'] === true;
  const wantCandidates = typeof out === 'string';
  const candidates: string[] = [];
  let bad = false;
  const entries = flags['jsonl']
    ? text.split('\n').map((l, i) => ({ text: l, line: i + 1 }))
    : [{ text, line: 1 }];
  for (const entry of entries) {
    if (flags['jsonl'] && entry.text.trim().length === 0) continue;
    const result = classifyText(entry.text, explain, wantCandidates);
    if (Array.isArray(result)) {
      bad = true;
      printErrors(io, entry.line, result);
      if (flags['jsonl']) io.out(JSON.stringify({ error: { line: entry.line, errors: result } }));
      continue;
    }
    io.out(result.out);
    if (result.candidate) candidates.push(result.candidate);
  }
  if (wantCandidates) {
    await writeFile(out, candidates.map((c) => `${c}\n`).join(''), 'utf8');
    io.err(`recourse classify: wrote ${candidates.length} fixture candidate(s) to ${out}`);
  }
  return bad ? EXIT.badInput : EXIT.ok;
}
