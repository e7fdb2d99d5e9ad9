/**
 * `npm run corpus:check-batch -- FILE N`: checks a collected batch file before it is committed as
 * `test/catalogue/corpus/batch-N.jsonl` (see "Collecting a batch" in docs/catalogue.md). Prints
 * `ok (n samples)` or each problem by line, and exits 1 on a problem. It never classifies: a batch
 * is labelled and committed blind.
 */
import { readFileSync } from 'node:fs';
import { loadCorpus } from './corpus.ts';
import { checkBatch, heldOf } from './corpus-tools.ts';

const [file, batchArg] = process.argv.slice(2);
const batch = Number(batchArg);
if (!file || !Number.isInteger(batch) || batch <= 0) {
  console.error('usage: npm run corpus:check-batch -- FILE BATCH_NUMBER');
  process.exit(2);
}
const held = heldOf(loadCorpus().filter((s) => s.batch !== batch));
const text = readFileSync(file, 'utf8');
const problems = checkBatch(text, batch, held);
if (problems.length > 0) {
  console.log(problems.join('\n'));
  process.exit(1);
}
console.log(`ok (${text.split('\n').filter((l) => l.trim()).length} samples)`);
