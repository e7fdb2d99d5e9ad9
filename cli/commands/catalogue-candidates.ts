/**
 * `recourse catalogue candidates [--json] [--out FILE]`: the sanitized envelopes of unclassified
 * failures a running service kept for catalogue growth (profile_admin and admin tokens).
 */
import { writeFile } from 'node:fs/promises';
import type { CandidateRecord, CandidateStats } from '../../persistence/candidate-store.ts';
import { type CommandSpec, parseCommand, REMOTE_OPTIONS } from '../args.ts';
import { clientConfig, createClient, reportFailure } from '../client.ts';
import { type CliIo, EXIT } from '../io.ts';

export const SPEC = {
  name: 'catalogue candidates',
  arity: [0, 0],
  summary: 'List the fixture candidates a running service kept.',
  details:
    'The sanitized evidence of every failure the catalogue could not classify (bounded; the oldest\n' +
    "are dropped first and counted). Each is a fixture in the catalogue's format: set its expected\n" +
    'answer, then add a rule that cites its id (docs/catalogue.md, "Growing the catalogue"). Needs a\n' +
    'profile_admin or admin token.',
  options: {
    out: {
      type: 'string',
      value: 'FILE',
      description: "write the candidates' fixtures to FILE, one JSON line each",
    },
    json: { type: 'boolean', description: "print the service's JSON answer" },
    ...REMOTE_OPTIONS,
  },
} as const satisfies CommandSpec;

/** The service's answer: the store's stats and records, each fixture in the catalogue's format. */
type Listed = CandidateStats & {
  candidates: (CandidateRecord & {
    fixture: { envelope?: { agent?: string; evidence?: { kind?: string }[] } };
  })[];
};

export async function run(args: string[], io: CliIo): Promise<number> {
  const parsed = parseCommand(SPEC, args, io);
  if (typeof parsed === 'number') return parsed;
  const flags = parsed.values;
  const config = clientConfig(flags, io.env);
  if (typeof config === 'string') {
    io.err(`recourse catalogue candidates: ${config}`);
    return EXIT.badInput;
  }
  let listed: Listed;
  try {
    listed = (await createClient(config).request<Listed>('GET', '/v1/catalogue/candidates')).body;
  } catch (error) {
    return reportFailure(io, 'catalogue candidates', error);
  }
  if (flags.out !== undefined) {
    const lines = listed.candidates.map((c) => JSON.stringify(c.fixture)).join('\n');
    await writeFile(flags.out, lines.length > 0 ? `${lines}\n` : '');
    io.err(`wrote ${listed.candidates.length} fixture candidate(s) to ${flags['out']}`);
  }
  if (flags['json']) {
    io.out(JSON.stringify(listed));
    return EXIT.ok;
  }
  if (typeof flags['out'] === 'string') return EXIT.ok;
  io.out(
    `${listed.kept} candidate(s) kept (limit ${listed.limit}, ${listed.dropped} older dropped)` +
      (listed.kept > 0 ? '; export them with --out FILE' : ''),
  );
  for (const c of listed.candidates) {
    const kinds = (c.fixture.envelope?.evidence ?? []).map((e) => e.kind ?? '?').join(',');
    io.out(
      `${c.id}  seen ${c.count}x, last ${c.last_seen}  agent ${c.fixture.envelope?.agent ?? '-'}  evidence ${kinds}  (catalogue ${c.catalogue_version})`,
    );
  }
  return EXIT.ok;
}
