/**
 * `npm run corpus:record -- FIRST LAST [DATE]`: records the first run of batches FIRST..LAST, which
 * the last commit added before any rule was written for them. Their blind parts are scored with the
 * catalogue at HEAD; the rows go into docs/catalogue.md's table (and its pooled sentence), and HEAD
 * into `first-runs.json` for `corpus:first-runs` to replay. Refuses a tree with changes, so the
 * recorded commit is exactly what was scored. Prints the rows and every blind miss.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE_VERSION } from '../../catalogue/rules/index.ts';
import { CORPUS_DIR, loadCorpus, runSample } from './corpus.ts';
import { firstRunRow, recordRound } from './corpus-tools.ts';
import { REPO_ROOT } from './helpers.ts';

const [firstArg, lastArg, dateArg] = process.argv.slice(2);
const first = Number(firstArg);
const last = Number(lastArg);
if (!Number.isInteger(first) || !Number.isInteger(last) || last < first) {
  console.error('usage: npm run corpus:record -- FIRST_BATCH LAST_BATCH [YYYY-MM-DD]');
  process.exit(2);
}
const git = (...args: string[]) =>
  execFileSync('git', ['-C', REPO_ROOT, ...args], { encoding: 'utf8' }).trim();
if (git('status', '--porcelain') !== '') {
  console.error('the tree has changes: commit the batches (and nothing else) first');
  process.exit(1);
}
const commit = git('rev-parse', 'HEAD');
const date = dateArg ?? new Date().toISOString().slice(0, 10);
const corpus = loadCorpus();
const batches = [...new Set(corpus.map((s) => s.batch))]
  .filter((b) => b >= first && b <= last)
  .sort((a, b) => a - b);
const recordsPath = join(CORPUS_DIR, 'first-runs.json');
const records = JSON.parse(readFileSync(recordsPath, 'utf8')) as { batch: number; commit: string }[];
const again = batches.filter((b) => records.some((r) => r.batch === b));
if (again.length > 0) {
  console.error(`batches already recorded: ${again.join(', ')}`);
  process.exit(1);
}
const rows: string[] = [];
const misses: string[] = [];
for (const b of batches) {
  const blind = corpus.filter((s) => s.batch === b && s.blind).map(runSample);
  rows.push(firstRunRow(date, b, corpus.filter((s) => s.batch <= b).length, blind, CATALOGUE_VERSION));
  for (const r of blind)
    if (!r.classOk || r.leaks.length > 0)
      misses.push(
        `${r.unsafe ? 'UNSAFE ' : ''}${r.leaks.length ? 'LEAK ' : ''}${r.sample.id}: want ${r.sample.expected.expected_code}, got ${r.got.code} (${r.got.classifier_rule})`,
      );
}
const docsPath = join(REPO_ROOT, 'docs/catalogue.md');
const blindAll = corpus.filter((s) => s.blind).length;
writeFileSync(docsPath, recordRound(readFileSync(docsPath, 'utf8'), rows, blindAll, corpus.length));
for (const b of batches) records.push({ batch: b, commit });
writeFileSync(recordsPath, `${JSON.stringify(records, null, 2)}\n`);
console.log(rows.join('\n'));
console.log(misses.length ? `blind misses:\n${misses.join('\n')}` : 'no blind miss');
