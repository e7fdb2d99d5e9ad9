/**
 * `recourse catalogue candidates [--json] [--out FILE]`: the sanitized envelopes of unclassified
 * failures a running service kept for catalogue growth (profile_admin and admin tokens).
 */
import { writeFile } from 'node:fs/promises';
import type { CandidateRecord, CandidateStats } from '../../persistence/candidate-store.ts';
import { clientConfig, createClient, reportFailure } from '../client.ts';
import { type CliIo, EXIT, parseArgs } from '../io.ts';

export const HELP = `Usage: recourse catalogue candidates [--json] [--out FILE]

Lists the fixture candidates a running service kept: the sanitized evidence of every failure the
catalogue could not classify (bounded; the oldest are dropped first and counted). Each is a
fixture in the catalogue's format: set its expected answer, then add a rule that cites its id
(docs/catalogue.md, "Growing the catalogue"). Needs a profile_admin or admin token.

Options:
  --out FILE     write the candidates' fixtures to FILE, one JSON line each
  --json         print the service's JSON answer
  --url URL      service URL (or RECOURSE_URL; default http://127.0.0.1:8787)
  --token TOKEN  access token (or RECOURSE_TOKEN)

Exit codes: 0 done, 2 bad input, 1 failure.`;

/** The service's answer: the store's stats and records, each fixture in the catalogue's format. */
type Listed = CandidateStats & {
  candidates: (CandidateRecord & {
    fixture: { envelope?: { agent?: string; evidence?: { kind?: string }[] } };
  })[];
};

export async function run(args: string[], io: CliIo): Promise<number> {
  const { flags, positionals } = parseArgs(args, ['json']);
  if (flags['help']) {
    io.out(HELP);
    return EXIT.ok;
  }
  const unknown = Object.keys(flags).filter((f) => !['json', 'out', 'url', 'token'].includes(f));
  if (unknown.length > 0 || positionals.length > 0 || flags['out'] === true) {
    const what = unknown.length
      ? `unknown option --${unknown[0]}`
      : flags['out'] === true
        ? '--out needs a file name'
        : `unexpected argument "${positionals[0]}"`;
    io.err(`recourse catalogue candidates: ${what}\n\n${HELP}`);
    return EXIT.badInput;
  }
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
  if (typeof flags['out'] === 'string') {
    const lines = listed.candidates.map((c) => JSON.stringify(c.fixture)).join('\n');
    await writeFile(flags['out'], lines.length > 0 ? `${lines}\n` : '');
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
