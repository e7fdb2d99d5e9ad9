/**
 * `recourse classify [--jsonl] [--explain] [--fixture-candidates OUT] FILE|-`: one classification
 * JSON per envelope, in order. A bad envelope prints `line N: path: message` on stderr and, in
 * --jsonl mode, an `{"error":…}` line on stdout so output lines stay aligned; the exit is then 2.
 */
import { writeFile } from 'node:fs/promises';
import { classifyWithExplanation, parseEnvelope } from '../../catalogue/classify.ts';
import { fixtureCandidate } from '../../catalogue/fixture-candidate.ts';
import { type FieldError, ValidationError } from '../../validation/field-errors.ts';
import { type CommandSpec, parseCommand } from '../args.ts';
import { type CliIo, EXIT, readInputOrSay } from '../io.ts';

export const SPEC = {
  name: 'classify',
  args: 'FILE|-',
  arity: [1, 1],
  summary: 'Classify evidence envelopes (JSON or JSON Lines).',
  details:
    'Reads one evidence envelope (JSON) from FILE, or standard input for "-", and prints its\n' +
    'classification as one JSON line.',
  options: {
    jsonl: {
      type: 'boolean',
      description: 'read one envelope per line; print one line per envelope, in order',
    },
    explain: {
      type: 'boolean',
      description: 'add an "explanation": the rules that matched, their tiers, the winner and why',
    },
    'fixture-candidates': {
      type: 'string',
      value: 'OUT',
      description: 'write a sanitized fixture candidate (JSON line) to OUT for each unclassified envelope',
    },
  },
  exits: 'Exit codes: 0 done, 2 bad input (the field errors are printed), 1 failure.',
} as const satisfies CommandSpec;

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
  const parsed = parseCommand(SPEC, args, io);
  if (typeof parsed === 'number') return parsed;
  const flags = parsed.values;
  const file = parsed.positionals[0]!;
  const out = flags['fixture-candidates'];
  const text = await readInputOrSay(file, io, 'classify');
  if (text === null) return EXIT.badInput;
  const explain = flags.explain === true;
  const wantCandidates = out !== undefined;
  const candidates: string[] = [];
  let bad = false;
  const entries = flags.jsonl
    ? text.split('\n').map((l, i) => ({ text: l, line: i + 1 }))
    : [{ text, line: 1 }];
  for (const entry of entries) {
    if (flags.jsonl && entry.text.trim().length === 0) continue;
    const result = classifyText(entry.text, explain, wantCandidates);
    if (Array.isArray(result)) {
      bad = true;
      printErrors(io, entry.line, result);
      if (flags.jsonl) io.out(JSON.stringify({ error: { line: entry.line, errors: result } }));
      continue;
    }
    io.out(result.out);
    if (result.candidate) candidates.push(result.candidate);
  }
  if (out !== undefined) {
    await writeFile(out, candidates.map((c) => `${c}\n`).join(''), 'utf8');
    io.err(`recourse classify: wrote ${candidates.length} fixture candidate(s) to ${out}`);
  }
  return bad ? EXIT.badInput : EXIT.ok;
}
