/**
 * `recourse simulate FILE|-`: runs one dynamic route against a scripted timeline in virtual time and
 * prints its decision trace as JSON Lines (contracts/policy-and-simulation.md).
 */
import { runSimulation, toJsonLines } from '../../simulation/simulator.ts';
import { ValidationError } from '../../validation/field-errors.ts';
import { type CliIo, EXIT, parseArgs, printFieldErrors, readInput } from '../io.ts';

const HELP = `Usage: recourse simulate FILE|-

Runs one dynamic route against a scripted timeline, in virtual time, through the real engine,
classifier, policy evaluator and store (a temporary folder, removed afterwards), and prints one
JSON object per event: t, event, state, generation, candidate, retry_ordinal, max_retries,
deadline, pending_outcome, code, class, reason.

Input (JSON): { "start": ISO instant, "caller": "kanban"|"office"|"utility",
  "profile": { "candidates": [ { "id", "policy"? } ] },
  "timeline": [ { "at": seconds, "do": "start"|"fail"|"succeed"|"action"|"restart"|"crash"|"end", … } ] }

Exit codes: 0 the timeline ran, 2 invalid input (field-addressed errors on stderr), 1 failure.`;

export async function run(args: string[], io: CliIo): Promise<number> {
  const { flags, positionals } = parseArgs(args);
  if (flags['help']) {
    io.out(HELP);
    return EXIT.ok;
  }
  const unknown = Object.keys(flags);
  if (unknown.length > 0 || positionals.length !== 1) {
    io.err(
      unknown.length > 0
        ? `recourse simulate: unknown option --${unknown[0]}\n\n${HELP}`
        : `recourse simulate: expected one FILE or -\n\n${HELP}`,
    );
    return EXIT.badInput;
  }
  let text: string;
  try {
    text = await readInput(positionals[0]!, io);
  } catch (error) {
    io.err(`recourse simulate: cannot read ${positionals[0]}: ${(error as Error).message}`);
    return EXIT.badInput;
  }
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    printFieldErrors(io, [
      { path: '', code: 'invalid_json', message: `not JSON: ${(error as Error).message}` },
    ]);
    return EXIT.badInput;
  }
  try {
    const trace = await runSimulation(input);
    io.out(toJsonLines(trace));
    return EXIT.ok;
  } catch (error) {
    if (error instanceof ValidationError) {
      printFieldErrors(io, error.errors);
      return EXIT.badInput;
    }
    throw error;
  }
}
