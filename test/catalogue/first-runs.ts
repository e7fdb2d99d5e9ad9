/**
 * `npm run corpus:first-runs`: replays every recorded first run from the repository's history and
 * checks it against the table in docs/catalogue.md. Each batch's first run is the commit that added
 * the batch and recorded its score (`corpus/first-runs.json`); that commit's own corpus loader,
 * labels and catalogue classify the batch again, in a copy of the commit's tree, so the number in
 * the table can be verified by anyone with the history. Needs git and a few minutes; not part of
 * `npm test`. Exits 1 when a replayed row differs from the table.
 *
 * `--by-rule` also prints, for every rule that answered a blind sample on its first run, how often
 * that answer was right and how often unsafe: which rules generalized worst to evidence they had
 * never seen.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { TABLE_ROW } from './corpus-tools.ts';
import { REPO_ROOT } from './helpers.ts';

const record = z
  .array(z.object({ batch: z.number().int().positive(), commit: z.string().regex(/^[0-9a-f]{40}$/) }))
  .parse(JSON.parse(readFileSync(join(REPO_ROOT, 'test/catalogue/corpus/first-runs.json'), 'utf8')));

/** The table's rows: batch -> "correct/total", unsafe, leaks, catalogue ("n/a (0/0)": a batch with no blind sample). */
function tableRows(): Map<number, { score: string; unsafe: number; leaks: number; catalogue: string }> {
  const rows = new Map<number, { score: string; unsafe: number; leaks: number; catalogue: string }>();
  const docs = readFileSync(join(REPO_ROOT, 'docs/catalogue.md'), 'utf8');
  for (const m of docs.matchAll(TABLE_ROW))
    rows.set(Number(m[1]), {
      score: `${m[2]}/${m[3]}`,
      unsafe: Number(m[4]),
      leaks: Number(m[5]),
      catalogue: m[6]!,
    });
  return rows;
}

// Run inside the copied tree: its own loader, labels and catalogue.
const REPLAY = `
import { loadCorpus, runSample } from './test/catalogue/corpus.ts';
import { CATALOGUE_VERSION } from './catalogue/rules/index.ts';
const batches = process.argv.slice(2).map(Number);
for (const b of batches) {
  const blind = loadCorpus().filter((s) => s.batch === b && s.blind).map(runSample);
  const correct = blind.filter((r) => r.classOk).length;
  console.log(JSON.stringify({ batch: b, score: correct + '/' + blind.length,
    unsafe: blind.filter((r) => r.unsafe).length, leaks: blind.filter((r) => r.leaks.length > 0).length,
    catalogue: CATALOGUE_VERSION,
    answers: blind.map((r) => ({ rule: r.got.classifier_rule, class: r.got.class, ok: r.classOk, unsafe: r.unsafe })) }));
}
`;

const byRule = process.argv.includes('--by-rule');
/** Rule -> first-run answers of the class it gave: how many, right, unsafe. */
const rules = new Map<string, { answered: number; right: number; unsafe: number }>();

const table = tableRows();
// A recorded commit must be on this history: a rebase before landing makes new ids, and the old
// ones can linger in a local object store, replaying fine while naming nothing on main.
const offHistory = record.filter(
  ({ commit }) =>
    spawnSync('git', ['-C', REPO_ROOT, 'merge-base', '--is-ancestor', commit, 'HEAD']).status !== 0,
);
for (const { batch, commit } of offHistory)
  console.log(`batch ${batch}: recorded commit ${commit.slice(0, 7)} is not on this history`);
const byCommit = new Map<string, number[]>();
for (const { batch, commit } of record) byCommit.set(commit, [...(byCommit.get(commit) ?? []), batch]);
let differ = 0;
for (const [commit, batches] of byCommit) {
  const dir = mkdtempSync(join(tmpdir(), 'recourse-first-run-'));
  try {
    const tar = execFileSync('git', ['-C', REPO_ROOT, 'archive', commit], { maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
    symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'));
    writeFileSync(join(dir, 'replay.ts'), REPLAY);
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'replay.ts', ...batches.map(String)], {
      cwd: dir,
      encoding: 'utf8',
    });
    for (const line of out.trim().split('\n')) {
      const got = JSON.parse(line) as {
        batch: number;
        score: string;
        unsafe: number;
        leaks: number;
        catalogue: string;
        answers?: { rule: string; class: string; ok: boolean; unsafe: boolean }[];
      };
      for (const a of got.answers ?? []) {
        if (a.class === 'unclassified') continue;
        const key = `${a.rule} (${a.class})`;
        const tally = rules.get(key) ?? { answered: 0, right: 0, unsafe: 0 };
        tally.answered++;
        if (a.ok) tally.right++;
        if (a.unsafe) tally.unsafe++;
        rules.set(key, tally);
      }
      const want = table.get(got.batch);
      const same =
        want !== undefined &&
        want.score === got.score &&
        want.unsafe === got.unsafe &&
        want.leaks === got.leaks &&
        want.catalogue === got.catalogue;
      if (!same) differ++;
      console.log(
        `batch ${String(got.batch).padStart(2)} at ${commit.slice(0, 7)} (catalogue ${got.catalogue}): blind ${got.score}, unsafe ${got.unsafe}, leaks ${got.leaks}${same ? '' : `  DIFFERS from the table: ${JSON.stringify(want ?? null)}`}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (byRule) {
  // Worst first: the most unsafe answers, then the fewest right.
  const rows = [...rules].sort(
    (a, b) => b[1].unsafe - a[1].unsafe || a[1].right / a[1].answered - b[1].right / b[1].answered,
  );
  console.log('\nfirst-run answers by rule (blind samples; a rule answering unclassified is not counted):');
  console.log('answered  right  unsafe  rule (class)');
  for (const [rule, t] of rows)
    console.log(
      `${String(t.answered).padStart(8)} ${String(t.right).padStart(6)} ${String(t.unsafe).padStart(7)}  ${rule}`,
    );
}
const missing = [...table.keys()].filter((b) => !record.some((r) => r.batch === b));
for (const b of missing) console.log(`batch ${b}: in the table, no recorded first-run commit`);
console.log(`${record.length} first runs replayed, ${differ} differ from docs/catalogue.md`);
process.exit(differ > 0 || missing.length > 0 || offHistory.length > 0 ? 1 : 0);
