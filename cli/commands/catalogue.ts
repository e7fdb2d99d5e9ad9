/** `recourse catalogue [--json]`: codes (class, category, summary), rules and the version. */
import { CODE_NAMES, CODES } from '../../catalogue/codes.ts';
import { CATALOGUE_VERSION, RULES } from '../../catalogue/rules/index.ts';
import { type CliIo, EXIT, parseArgs } from '../io.ts';

const HELP = `Usage: recourse catalogue [--json]
       recourse catalogue candidates [--json] [--out FILE]   (see its --help)

Lists the catalogue version, every code with its class, category and summary, and every rule
with its tier, code and fixture count.

Options:
  --json   print one JSON document instead of tables
  --help   show this help

Exit codes: 0 done, 2 bad input.`;

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
  };
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!))).join('  '))
    .join('\n');
}

export async function run(args: string[], io: CliIo): Promise<number> {
  if (args[0] === 'candidates') return (await import('./catalogue-candidates.ts')).run(args.slice(1), io);
  const { flags, positionals } = parseArgs(args, ['json', 'help']);
  if (flags['help']) {
    io.out(HELP);
    return EXIT.ok;
  }
  const unknown = Object.keys(flags).filter((f) => f !== 'json');
  if (unknown.length > 0 || positionals.length > 0) {
    io.err(
      `recourse catalogue: unexpected ${unknown.length ? `option --${unknown[0]}` : `argument "${positionals[0]}"`}\n\n${HELP}`,
    );
    return EXIT.badInput;
  }
  const listing = catalogueListing();
  if (flags['json']) {
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
    ].join('\n'),
  );
  return EXIT.ok;
}
