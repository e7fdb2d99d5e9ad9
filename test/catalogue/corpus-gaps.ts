/**
 * `npm run corpus:gaps`: after a rule pass, what the gap lists of `corpus.test.ts` need: listed
 * samples now answered right (remove them), open samples answered wrong and listed nowhere (fix
 * the kind or list them with why), unsafe answers not in `DECIDED_OTHERWISE`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCorpus, runSample } from './corpus.ts';
import { gapNeeds, listedIds } from './corpus-tools.ts';
import { REPO_ROOT } from './helpers.ts';

const source = readFileSync(join(REPO_ROOT, 'test/catalogue/corpus.test.ts'), 'utf8');
const results = loadCorpus().map(runSample);
const byId = new Map(results.map((r) => [r.sample.id, r]));
const needs = gapNeeds(results, listedIds(source, 'OPEN_GAPS'), listedIds(source, 'DECIDED_OTHERWISE'));
const show = (id: string) => {
  const r = byId.get(id)!;
  return `${id}: want ${r.sample.expected.expected_code}, got ${r.got.code} (${r.got.classifier_rule})`;
};
for (const id of needs.stale) console.log(`stale   ${show(id)}`);
for (const id of needs.open) console.log(`open    ${show(id)}`);
for (const id of needs.unsafe) console.log(`unsafe  ${show(id)}`);
if (needs.stale.length + needs.open.length + needs.unsafe.length === 0)
  console.log('the gap lists are up to date');
