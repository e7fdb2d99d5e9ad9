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

Input (JSON): { "start": ISO instant, "caller": "kanban"|"office"|"utility" (default kanban),
  "profile": { "candidates": [ { "id", "policy"? (version 1 or legacy; default: skip) } ] },
  "timeline": [ { "at": seconds after start (in order), "do": …, … } ] }

Timeline entries ("do"):
  start                         start the route (dispatches the first candidate)
  fail     evidence, effects?, stale?
                                end the attempt in flight with an evidence envelope (observed_at,
                                invocation_id and generation are filled in; "stale": true uses an
                                earlier invocation); effects: ["assistant_output", "tool_activity"]
  succeed  stale?               end the attempt in flight with success
  action   action, expected_generation?
                                retry_now | skip_now | cancel_wait | stop; expected_generation is a
                                number, "current" (default) or "stale" (one less than current)
  restart                       stop every actor and restore the route from the store
  crash    point                crash at the next dispatch (before_dispatch_record or
                                after_dispatch_record), then restart from the store
  end                           print the final line and stop

A timer due at or before an entry's time fires first, in deadline order. Events printed: start, dispatch (each attempt
handed to a candidate), fail, succeed, action, timer, restart, reconcile, rejected, end.

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
