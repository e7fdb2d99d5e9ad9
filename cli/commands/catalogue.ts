/** `recourse catalogue [--json]`: codes (class, category, summary), rules and the version. */
import { RESOLUTION_STEPS } from '../../catalogue/classify.ts';
import { CODE_NAMES, CODES } from '../../catalogue/codes.ts';
import { CATALOGUE_VERSION, RULES } from '../../catalogue/rules/index.ts';
import { type CommandSpec, parseCommand } from '../args.ts';
import { type CliIo, EXIT } from '../io.ts';
import { SPEC as CANDIDATES_SPEC } from './catalogue-candidates.ts';

export const SPEC = {
  name: 'catalogue',
  arity: [0, 0],
  summary: 'List codes, classes, categories, rules and fixtures.',
  details:
    'Lists the catalogue version, every code with its class, category and summary, and every\n' +
    'rule with its tier, code and fixture count, and the resolution steps whose ids an answer can\n' +
    'carry instead of a rule id (none, conflict, the local-runtime step). `npx recourse catalogue\n' +
    'candidates --help`: the fixture candidates a running service kept.',
  options: { json: { type: 'boolean', description: 'print one JSON document instead of tables' } },
  exits: 'Exit codes: 0 done, 2 bad input.',
} as const satisfies CommandSpec;

/** The catalogue as data, for `--json` and tests. */
export function catalogueListing() {
  return {
    catalogue_version: CATALOGUE_VERSION,
    codes: CODE_NAMES.map((code) => ({
      code,
      class: CODES[code].class,
      category: CODES[code].category,
      summary: CODES[code].summary,
    })),
    rules: RULES.map((r) => ({
      id: r.id,
      tier: r.tier,
      priority: r.priority,
      code: r.code,
      other_codes: r.codes ?? [],
      fixtures: r.fixtures.length,
      summary: r.summary,
    })),
    resolution_steps: RESOLUTION_STEPS.map((s) => ({ id: s.id, code: s.code, summary: s.summary })),
  };
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!))).join('  '))
    .join('\n');
}

/** This command and its `candidates` subcommand, for the checks every command's options get. */
export const SPECS: CommandSpec[] = [SPEC, CANDIDATES_SPEC];

export async function run(args: string[], io: CliIo): Promise<number> {
  if (args[0] === 'candidates') return (await import('./catalogue-candidates.ts')).run(args.slice(1), io);
  const parsed = parseCommand(SPEC, args, io);
  if (typeof parsed === 'number') return parsed;
  const flags = parsed.values;
  const listing = catalogueListing();
  if (flags.json) {
    io.out(JSON.stringify(listing, null, 2));
    return EXIT.ok;
  }
  io.out(
    [
      `Catalogue ${listing.catalogue_version}`,
      '',
      `Codes (${listing.codes.length}):`,
      table([
        ['CODE', 'CLASS', 'CATEGORY', 'SUMMARY'],
        ...listing.codes.map((c) => [c.code, c.class, c.category, c.summary]),
      ]),
      '',
      `Rules (${listing.rules.length}):`,
      table([
        ['RULE', 'TIER', 'CODE', 'FIXTURES'],
        ...listing.rules.map((r) => [r.id, r.tier, [r.code, ...r.other_codes].join('|'), String(r.fixtures)]),
      ]),
      '',
      `Resolution steps (${listing.resolution_steps.length}; rule ids an answer can carry beside the rules'):`,
      table([['STEP', 'CODE', 'SUMMARY'], ...listing.resolution_steps.map((s) => [s.id, s.code, s.summary])]),
    ].join('\n'),
  );
  return EXIT.ok;
}
