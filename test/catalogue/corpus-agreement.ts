/**
 * `npm run corpus:agreement`: how often two labellers agree, and how the catalogue stands beside
 * them. A second labeller labelled a sample of the corpus by the same guide without seeing the
 * first label (`agreement/second-labels.jsonl`); the class agreement of the two is the ceiling any
 * classifier can be measured to reach against one of them. Prints the agreement, the catalogue's
 * class accuracy against each label and on the samples both agree on, split open / blind, and with
 * `-v` every disagreement. A second draw, among the samples the catalogue answered unsafely, shows how
 * many of those answers a second labeller would also call unsafe.
 */
import { classify, parseEnvelope } from '../../catalogue/classify.ts';
import { CODES } from '../../catalogue/codes.ts';
import { loadSecondLabels, type SecondLabel } from './agreement.ts';
import { loadCorpus, unsafeAnswer } from './corpus.ts';

const corpus = new Map(loadCorpus().map((s) => [s.id, s]));
const second = loadSecondLabels();

interface Row {
  label: SecondLabel;
  first: { code: string; cls: string; acceptable: readonly string[] };
  got: { code: string; cls: string };
  blind: boolean;
}

const rows: Row[] = second.map((label) => {
  const sample = corpus.get(label.id);
  if (!sample) throw new Error(`${label.id}: a second label for a sample the corpus does not hold`);
  const got = classify(parseEnvelope(sample.envelope));
  return {
    label,
    first: {
      code: sample.expected.expected_code,
      cls: sample.expected.expected_class,
      acceptable: sample.expected.acceptable_codes,
    },
    got: { code: got.code, cls: CODES[got.code].class },
    blind: sample.blind,
  };
});

const pct = (n: number, d: number) => `${n}/${d} (${d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)} %`})`;
const classAgree = (r: Row) => r.first.cls === r.label.expected_class;
const codeAgree = (r: Row) =>
  r.first.code === r.label.expected_code ||
  r.first.acceptable.includes(r.label.expected_code) ||
  (r.label.acceptable_codes as readonly string[]).includes(r.first.code);

function report(name: string, rs: Row[]): void {
  const agreed = rs.filter(classAgree);
  console.log(`${name}: ${rs.length} samples`);
  console.log(
    `  labellers agree on the class ${pct(agreed.length, rs.length)}, on the code ${pct(rs.filter(codeAgree).length, rs.length)}`,
  );
  const sure = rs.filter((r) => r.label.sure);
  console.log(
    `  where the second labeller was sure: class ${pct(sure.filter(classAgree).length, sure.length)}`,
  );
  console.log(
    `  catalogue's class against the first label ${pct(rs.filter((r) => r.got.cls === r.first.cls).length, rs.length)}, against the second ${pct(rs.filter((r) => r.got.cls === r.label.expected_class).length, rs.length)}, where both agree ${pct(agreed.filter((r) => r.got.cls === r.first.cls).length, agreed.length)}`,
  );
}

const random = rows.filter((r) => r.label.draw === 'random');
report('all', random);
report(
  'open',
  random.filter((r) => !r.blind),
);
report(
  'blind',
  random.filter((r) => r.blind),
);

const misses = new Map<string, number>();
for (const r of random.filter(classAgree))
  if (r.got.cls !== r.first.cls) {
    const key = `${r.first.cls} read as ${r.got.cls}`;
    misses.set(key, (misses.get(key) ?? 0) + 1);
  }
console.log('catalogue misses where both labels agree:');
for (const [key, n] of [...misses].sort((a, b) => b[1] - a[1]))
  console.log(`  ${String(n).padStart(4)}  ${key}`);

// The unsafe draw: only the samples the catalogue still answers unsafely against the first label.
const drawn = rows.filter((r) => r.label.draw === 'unsafe-answers');
const stillUnsafe = drawn.filter((r) => unsafeAnswer(r.first.cls, r.got.cls));
console.log(
  `unsafe answers, labelled again: ${stillUnsafe.length} of the ${drawn.length} drawn are still unsafe against the first label`,
);
for (const [name, rs] of [
  ['  all', stillUnsafe],
  ['  where the second labeller was sure', stillUnsafe.filter((r) => r.label.sure)],
] as const)
  console.log(
    `${name}: the second label sides with the first ${pct(rs.filter(classAgree).length, rs.length)}, with the catalogue ${pct(rs.filter((r) => r.got.cls === r.label.expected_class).length, rs.length)}; still unsafe against it ${pct(rs.filter((r) => unsafeAnswer(r.label.expected_class, r.got.cls)).length, rs.length)}`,
  );

if (process.argv.includes('-v'))
  for (const r of random.filter((x) => !classAgree(x)))
    console.log(
      `${r.label.id}${r.blind ? ' (blind)' : ''}: first ${r.first.code}, second ${r.label.expected_code}${r.label.sure ? '' : ' (unsure)'}, catalogue ${r.got.code}: ${r.label.why}`,
    );
