/**
 * `recourse simulate FILE|-`: runs one dynamic route against a scripted timeline in virtual time and
 * prints its decision trace as JSON Lines (contracts/policy-and-simulation.md).
 */
import { runSimulation, toJsonLines } from '../../simulation/simulator.ts';
import { ValidationError } from '../../validation/field-errors.ts';
import { type CommandSpec, parseCommand } from '../args.ts';
import { type CliIo, EXIT, printFieldErrors, readInputOrSay } from '../io.ts';

const DETAILS = `Runs one dynamic route against a scripted timeline, in virtual time, through the real engine,
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
handed to a candidate), fail, succeed, action, timer, restart, reconcile, rejected, end.`;

export const SPEC = {
  name: 'simulate',
  args: 'FILE|-',
  arity: [1, 1],
  summary: 'Run a dynamic route against a scripted timeline in virtual time.',
  details: DETAILS,
  options: {},
  exits: 'Exit codes: 0 the timeline ran, 2 invalid input (field-addressed errors on stderr), 1 failure.',
} as const satisfies CommandSpec;

export async function run(args: string[], io: CliIo): Promise<number> {
  const parsed = parseCommand(SPEC, args, io);
  if (typeof parsed === 'number') return parsed;
  const text = await readInputOrSay(parsed.positionals[0]!, io, 'simulate');
  if (text === null) return EXIT.badInput;
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
