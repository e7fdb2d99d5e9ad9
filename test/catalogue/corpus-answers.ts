/**
 * `npm run corpus:answers`: every corpus sample's answer, to judge a rule change on the whole
 * corpus before it is kept. `--save FILE` writes the answers; `--compare FILE` prints what changed
 * since that save (class right gained and lost, unsafe answers new and gone, and with `-v` each
 * sample); `--rule ID` splits a text rule's answers by the top-level alternative that matched
 * (answered, right, unsafe), so an alternative that is wrong more often than right shows.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { alternatives as topLevelAlternatives } from '../../catalogue/rules/helpers.ts';
import { RULES } from '../../catalogue/rules/index.ts';
import { loadCorpus, runSample } from './corpus.ts';
import { compareAnswers, type SavedAnswer, savedAnswer } from './corpus-tools.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const corpus = loadCorpus();
const results = corpus.map(runSample);
const answers: Record<string, SavedAnswer> = Object.fromEntries(
  results.map((r) => [r.sample.id, savedAnswer(r)]),
);
const all = Object.values(answers);
const count = (xs: SavedAnswer[]) => `${xs.filter((x) => x.classOk).length}/${xs.length}`;
console.log(
  `all ${count(all)}, open ${count(all.filter((x) => !x.blind))}, blind ${count(all.filter((x) => x.blind))}, unsafe ${all.filter((x) => x.unsafe).length}`,
);

const save = option('--save');
if (save) writeFileSync(save, JSON.stringify(answers));

const compare = option('--compare');
if (compare) {
  const before = JSON.parse(readFileSync(compare, 'utf8')) as Record<string, SavedAnswer>;
  const d = compareAnswers(before, answers);
  console.log(
    `class right gained ${d.gained.length}, lost ${d.lost.length}; unsafe new ${d.unsafeNew.length}, gone ${d.unsafeGone.length}; other changes ${d.changed.length}`,
  );
  if (args.includes('-v')) {
    const show = (tag: string, id: string) => {
      const a = before[id]!;
      const b = answers[id]!;
      console.log(
        `${tag} ${id}${b.blind ? ' (blind)' : ''}: ${a.code} (${a.rule}) -> ${b.code} (${b.rule}), want ${b.want}`,
      );
    };
    for (const id of d.gained) show('gained ', id);
    for (const id of d.lost) show('lost   ', id);
    for (const id of d.unsafeNew) show('unsafe+', id);
    for (const id of d.changed) show('changed', id);
  }
}

const ruleId = option('--rule');
if (ruleId) {
  const rule = RULES.find((r) => r.id === ruleId) as { pattern?: RegExp } | undefined;
  if (!rule?.pattern) throw new Error(`${ruleId} is not a text rule`);
  const alternatives = topLevelAlternatives(rule.pattern.source).map(
    (a) => [a, new RegExp(a, rule.pattern!.flags.replace('g', ''))] as const,
  );
  const tally = new Map<number, { answered: number; right: number; unsafe: number }>();
  for (const s of corpus) {
    const a = answers[s.id]!;
    if (a.rule !== ruleId) continue;
    // The evidence as text, newlines and quotes unescaped, as the rule's patterns read it.
    const text = JSON.stringify(s.envelope.evidence).replace(/\\n/g, '\n').replace(/\\"/g, '"');
    const index = alternatives.findIndex(([, re]) => re.test(text));
    const t = tally.get(index) ?? { answered: 0, right: 0, unsafe: 0 };
    t.answered++;
    if (a.classOk) t.right++;
    if (a.unsafe) t.unsafe++;
    tally.set(index, t);
  }
  console.log('answered  right  unsafe  alternative');
  for (const [index, t] of [...tally].sort((x, y) => y[1].unsafe - x[1].unsafe))
    console.log(
      `${String(t.answered).padStart(8)} ${String(t.right).padStart(6)} ${String(t.unsafe).padStart(7)}  ${index < 0 ? '(no single alternative: read after normalization)' : alternatives[index]![0].slice(0, 120)}`,
    );
}
