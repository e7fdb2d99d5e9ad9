/**
 * The corpus's bookkeeping, shared by its scripts: checking a collected batch before it is
 * committed (`corpus:check-batch`), recording a round's first runs in docs/catalogue.md and
 * `first-runs.json` (`corpus:record`), and naming what the gap lists of `corpus.test.ts` need after
 * a rule pass (`corpus:gaps`). Pure functions here; the scripts read and write the files.
 */
import { CODES } from '../../catalogue/codes.ts';
import { envelopeSchema } from '../../catalogue/envelope.ts';
import { type CorpusSample, corpusSampleSchema, type SampleResult, score } from './corpus.ts';

/** What a new batch must not repeat: sample ids, and evidence held word for word. */
export interface Held {
  ids: Set<string>;
  evidence: Set<string>;
}

/** The evidence of an envelope as one comparable string (keys sorted at every depth). */
export function evidenceKey(evidence: unknown): string {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : v !== null && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(sorted(evidence));
}

export function heldOf(corpus: readonly CorpusSample[]): Held {
  return {
    ids: new Set(corpus.map((s) => s.id)),
    evidence: new Set(corpus.map((s) => evidenceKey(s.envelope.evidence))),
  };
}

const issuesOf = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`).join('; ');

/**
 * Problems of a collected batch file's text (one JSON sample a line), each addressed by line:
 * the sample schema and the envelope's limits, an id of this batch not used before, a public URL,
 * a class that is its code's, acceptable codes of that class, every must-not-leak present in the
 * envelope, timing that names what it resolves to, and evidence the corpus does not hold already.
 */
export function checkBatch(text: string, batch: number, held: Held): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const evidence = new Set<string>();
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const at = `line ${i + 1}`;
    if (line.trim() === '') {
      if (i !== lines.length - 1) problems.push(`${at}: blank line`);
      return;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch (e) {
      problems.push(`${at}: not JSON (${(e as Error).message})`);
      return;
    }
    const parsed = corpusSampleSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(`${at}: ${issuesOf(parsed.error)}`);
      return;
    }
    const s = parsed.data;
    const envelope = envelopeSchema.safeParse(s.envelope);
    if (!envelope.success) problems.push(`${at}: envelope ${issuesOf(envelope.error)}`);
    if (!s.id.startsWith(`b${batch}-`)) problems.push(`${at}: id must start with b${batch}-`);
    if (ids.has(s.id) || held.ids.has(s.id)) problems.push(`${at}: id ${s.id} is already used`);
    ids.add(s.id);
    if (!/^https?:\/\/[^\s/]+\.[^\s]+/.test(s.source.url))
      problems.push(`${at}: source.url is not a public URL`);
    const { expected_code, expected_class, acceptable_codes, must_not_leak, timing } = s.expected;
    if (CODES[expected_code].class !== expected_class)
      problems.push(
        `${at}: expected_class ${expected_class}, but ${expected_code} is ${CODES[expected_code].class}`,
      );
    for (const code of acceptable_codes)
      if (CODES[code].class !== expected_class)
        problems.push(`${at}: acceptable code ${code} is ${CODES[code].class}, not ${expected_class}`);
    const json = JSON.stringify(s.envelope);
    for (const secret of must_not_leak)
      if (!json.includes(JSON.stringify(secret).slice(1, -1)))
        problems.push(`${at}: must_not_leak "${secret}" is not in the envelope`);
    if (timing?.resolvable && !timing.expected_reset_at && timing.expected_retry_after_s == null)
      problems.push(`${at}: resolvable timing needs expected_reset_at or expected_retry_after_s`);
    const key = evidenceKey(s.envelope.evidence);
    if (held.evidence.has(key) || evidence.has(key))
      problems.push(`${at}: the corpus already holds this evidence word for word`);
    evidence.add(key);
  });
  return problems;
}

const ONES =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function under1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tail =
    rest < 20 ? ONES[rest]! : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${ONES[rest % 10]}` : ''}`;
  if (!hundreds) return tail;
  return rest ? `${ONES[hundreds]} hundred and ${tail}` : `${ONES[hundreds]} hundred`;
}

/** A count in words, as docs/catalogue.md writes the number of first runs ("one thousand and four"). */
export function numberWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1_000_000) throw new RangeError(`no words for ${n}`);
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  if (!thousands) return under1000(rest);
  if (!rest) return `${under1000(thousands)} thousand`;
  return `${under1000(thousands)} thousand${rest < 100 ? ' and ' : ' '}${under1000(rest)}`;
}

const count = (n: number) => n.toLocaleString('en-US');

/** One row of the first-run table: the batch's blind samples scored on their first run. */
export function firstRunRow(
  date: string,
  batch: number,
  corpusSize: number,
  blind: readonly SampleResult[],
  catalogue: string,
): string {
  const { total, classCorrect, unsafe, leaks } = score(blind);
  const pct = total ? `${((100 * classCorrect) / total).toFixed(1)} %` : 'n/a';
  return `| ${date} | ${batch} | ${count(corpusSize)} | ${total} (new) | ${pct} (${classCorrect}/${total}) | ${unsafe} | ${leaks} | ${catalogue} |`;
}

/**
 * A row of the first-run table in docs/catalogue.md: batch, right, scored, unsafe, leaks and the
 * catalogue version, in that order (`corpus:record` writes them, `corpus:first-runs` checks them).
 */
export const TABLE_ROW =
  /^\| \d{4}-\d{2}-\d{2} \| (\d+) \| [\d,]+ \| \d+(?: \(new\))? \| (?:[\d.]+ %|n\/a) \((\d+)\/(\d+)\) \| (\d+) \| (\d+) \| ([\w.-]+) \|$/gm;
const POOLED =
  /Pooled, the [a-z -]+? first runs are [\d.]+ % \([\d,]+\/[\d,]+\) with [\d,]+ unsafe\s+answers and \d+ leaks, on a blind split of [\d,]+ of [\d,]+ samples \([\d.]+ %\)/;
const TOGETHER_END = '; 27 before 26, 31 before 30';

/**
 * docs/catalogue.md with a round's rows after the table's last row, the pooled sentence counted
 * again over every row, and the round named among the batches scored together.
 */
export function recordRound(
  docs: string,
  rows: readonly string[],
  blindAll: number,
  corpusSize: number,
): string {
  const lines = docs.split('\n');
  let last = -1;
  lines.forEach((l, i) => {
    if (/^\| \d{4}-\d{2}-\d{2} \| \d+ \|/.test(l)) last = i;
  });
  if (last < 0) throw new Error('docs/catalogue.md: the first-run table was not found');
  lines.splice(last + 1, 0, ...rows);
  let text = lines.join('\n');
  let runs = 0;
  let right = 0;
  let scored = 0;
  let unsafe = 0;
  let leaks = 0;
  for (const m of text.matchAll(TABLE_ROW)) {
    runs++;
    right += Number(m[2]);
    scored += Number(m[3]);
    unsafe += Number(m[4]);
    leaks += Number(m[5]);
  }
  if (!POOLED.test(text)) throw new Error('docs/catalogue.md: the pooled sentence was not found');
  const pct = (n: number, d: number) => ((100 * n) / d).toFixed(1);
  text = text.replace(
    POOLED,
    `Pooled, the ${numberWords(runs)} first runs are ${pct(right, scored)} % (${count(right)}/${count(scored)}) with ${count(unsafe)} unsafe\nanswers and ${leaks} leaks, on a blind split of ${count(blindAll)} of ${count(corpusSize)} samples (${pct(blindAll, corpusSize)} %)`,
  );
  const batches = rows.map((r) => Number(r.split(' | ')[1]));
  if (batches.length > 1 && text.includes(TOGETHER_END))
    text = text.replace(TOGETHER_END, `, ${batches[0]} to ${batches.at(-1)} together${TOGETHER_END}`);
  return text;
}

/** Ids of the keys of one `Record<string, string>` literal named `name` in corpus.test.ts's text. */
export function listedIds(testSource: string, name: string): Set<string> {
  const start = testSource.indexOf(`const ${name}: Record<string, string> = {`);
  if (start < 0) throw new Error(`corpus.test.ts: ${name} was not found`);
  const end = testSource.indexOf('\n};', start);
  return new Set([...testSource.slice(start, end).matchAll(/^\s+'([^']+)':/gm)].map((m) => m[1]!));
}

/**
 * What the gap lists need after a rule pass: a listed sample now answered right (`stale`), an open
 * sample answered wrong and listed nowhere (`open`), an unsafe answer not decided with why (`unsafe`).
 */
export function gapNeeds(
  results: readonly SampleResult[],
  openGaps: Set<string>,
  decided: Set<string>,
): { stale: string[]; open: string[]; unsafe: string[] } {
  const stale: string[] = [];
  const open: string[] = [];
  const unsafe: string[] = [];
  for (const r of results) {
    const id = r.sample.id;
    const wrong = !r.classOk || !r.codeOk || r.timingOff;
    const listed = openGaps.has(id) || decided.has(id);
    if (listed && !wrong && r.leaks.length === 0) stale.push(id);
    if (!r.sample.blind && wrong && !listed) open.push(id);
    if (r.unsafe && !decided.has(id)) unsafe.push(id);
  }
  return { stale, open, unsafe };
}

/** One sample's answer as `corpus:answers` saves it, to compare answers across a rule change. */
export interface SavedAnswer {
  code: string;
  rule: string;
  classOk: boolean;
  right: boolean;
  unsafe: boolean;
  blind: boolean;
  want: string;
}

export function savedAnswer(r: SampleResult): SavedAnswer {
  return {
    code: r.got.code,
    rule: r.got.classifier_rule,
    classOk: r.classOk,
    right: r.classOk && r.codeOk && !r.timingOff,
    unsafe: r.unsafe,
    blind: r.sample.blind,
    want: r.sample.expected.expected_code,
  };
}

/** What changed between two saves of the same samples: class right gained and lost, unsafe new and gone, every other change. */
export function compareAnswers(
  before: Record<string, SavedAnswer>,
  after: Record<string, SavedAnswer>,
): { gained: string[]; lost: string[]; unsafeNew: string[]; unsafeGone: string[]; changed: string[] } {
  const out = {
    gained: [] as string[],
    lost: [] as string[],
    unsafeNew: [] as string[],
    unsafeGone: [] as string[],
    changed: [] as string[],
  };
  for (const [id, b] of Object.entries(after)) {
    const a = before[id];
    if (!a) continue;
    if (b.classOk && !a.classOk) out.gained.push(id);
    else if (a.classOk && !b.classOk) out.lost.push(id);
    else if (a.code !== b.code || a.rule !== b.rule) out.changed.push(id);
    if (b.unsafe && !a.unsafe) out.unsafeNew.push(id);
    if (a.unsafe && !b.unsafe) out.unsafeGone.push(id);
  }
  return out;
}
