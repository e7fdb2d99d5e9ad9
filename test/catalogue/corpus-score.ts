/**
 * `npm run corpus:score`: scores the real-evidence corpus with the current catalogue and prints
 * class accuracy, unsafe automations, leaks and timing misses, for the blind and the open split,
 * per batch and per kind, then every blind miss. `--all` lists the open misses too.
 */
import { CATALOGUE_VERSION } from '../../catalogue/rules/index.ts';
import { loadCorpus, runSample, type SampleResult, type Score, score } from './corpus.ts';

const results = loadCorpus().map(runSample);
const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);
const line = (label: string, s: Score) =>
  `${label.padEnd(28)} n=${String(s.total).padStart(4)}  class ${pct(s.classCorrect, s.total).padStart(6)}  code ${pct(s.codeCorrect, s.total).padStart(6)}  unsafe ${s.unsafe}  leaks ${s.leaks}  timing-off ${s.timingOff}`;

console.log(`catalogue ${CATALOGUE_VERSION}, ${results.length} samples`);
console.log(line('all', score(results)));
console.log(line('blind', score(results.filter((r) => r.sample.blind))));
console.log(line('open', score(results.filter((r) => !r.sample.blind))));
const batches = [...new Set(results.map((r) => r.sample.batch))];
for (const b of batches) {
  const inBatch = results.filter((r) => r.sample.batch === b);
  console.log(line(`batch ${b} blind`, score(inBatch.filter((r) => r.sample.blind))));
  console.log(line(`batch ${b} open`, score(inBatch.filter((r) => !r.sample.blind))));
}
console.log('\nby kind');
const kinds = [...new Set(results.map((r) => r.sample.kind))].sort();
for (const k of kinds) console.log(line(`  ${k}`, score(results.filter((r) => r.sample.kind === k))));

const miss = (r: SampleResult) => !r.classOk || !r.codeOk || r.unsafe || r.leaks.length > 0 || r.timingOff;
const show = (r: SampleResult) =>
  `  ${r.sample.blind ? 'B' : ' '} ${r.sample.id}: want ${r.sample.expected.expected_code}/${r.sample.expected.expected_class}, got ${r.got.code}/${r.got.class} (${r.got.classifier_rule})${r.unsafe ? ' UNSAFE' : ''}${r.leaks.length ? ` LEAK×${r.leaks.length}` : ''}${r.timingOff ? ' TIMING' : ''}`;
const all = process.argv.includes('--all');
console.log(`\nmisses${all ? '' : ' (blind only; --all for every one)'}`);
for (const r of results) if (miss(r) && (all || r.sample.blind)) console.log(show(r));
