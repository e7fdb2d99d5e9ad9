/**
 * Classification cost over the whole evidence we hold: the catalogue's fixtures and the
 * real-evidence corpus (`test/catalogue/corpus/`), beside `JSON.parse` of the same bytes. The
 * measurements are interleaved in short rounds (parse, then classify, order alternating) so that
 * load on a shared machine falls on both sides alike; each figure is the median over rounds, in
 * CPU time of this process.
 */
import { classify, parseEnvelope } from '../catalogue/classify.ts';
import type { EvidenceEnvelope } from '../catalogue/envelope.ts';
import { loadFixtures } from '../catalogue/fixtures.ts';
import { loadCorpus } from '../test/catalogue/corpus.ts';
import type { BenchResult } from './types.ts';

/** Rounds per figure and the least time one side of a round runs. */
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 40);
const ROUND_MS = 60;

let sink = 0;

/** CPU microseconds of this process, so time spent waiting for a core on a shared machine is not counted. */
function cpuUs(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

/** CPU microseconds per input of `fn` over `inputs`, repeated until `ROUND_MS` of CPU time passed. */
function pass<T>(inputs: readonly T[], fn: (input: T) => unknown): number {
  let n = 0;
  const start = cpuUs();
  let elapsed = 0;
  do {
    for (const input of inputs) if (fn(input)) sink++;
    n += inputs.length;
    elapsed = cpuUs() - start;
  } while (elapsed < ROUND_MS * 1000);
  return elapsed / n;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

interface Set {
  name: string;
  lines: string[];
  envelopes: EvidenceEnvelope[];
}

const parse = (line: string) => JSON.parse(line);
const full = (line: string) => classify(parseEnvelope(JSON.parse(line)));
const only = (envelope: EvidenceEnvelope) => classify(envelope);

/** Median µs per envelope of parse, parse + validate + classify, and classify alone, interleaved. */
function measureSet(set: Set, rounds: number): { parseUs: number; fullUs: number; onlyUs: number } {
  const parseUs: number[] = [];
  const fullUs: number[] = [];
  const onlyUs: number[] = [];
  for (let r = 0; r < rounds; r++) {
    // Alternate which side runs first, so neither always follows the other's garbage.
    if (r % 2 === 0) {
      parseUs.push(pass(set.lines, parse));
      fullUs.push(pass(set.lines, full));
      onlyUs.push(pass(set.envelopes, only));
    } else {
      onlyUs.push(pass(set.envelopes, only));
      fullUs.push(pass(set.lines, full));
      parseUs.push(pass(set.lines, parse));
    }
  }
  return { parseUs: median(parseUs), fullUs: median(fullUs), onlyUs: median(onlyUs) };
}

function toSet(name: string, envelopes: readonly unknown[]): Set {
  const lines = envelopes.map((e) => JSON.stringify(e));
  return { name, lines, envelopes: lines.map((l) => parseEnvelope(JSON.parse(l))) };
}

export default async function (): Promise<BenchResult[]> {
  const fixtures = loadFixtures().map((f) => f.envelope);
  const corpus = loadCorpus().map((s) => s.envelope);
  const sets = [toSet('all', [...fixtures, ...corpus]), toSet('fixtures', fixtures), toSet('corpus', corpus)];
  // Warm up every path (JIT, regex compilation).
  for (const set of sets) measureSet(set, 2);
  const results: BenchResult[] = [];
  for (const set of sets) {
    const m = measureSet(set, set.name === 'all' ? ROUNDS : Math.ceil(ROUNDS / 2));
    const bytes = Math.round(set.lines.reduce((n, l) => n + l.length, 0) / set.lines.length);
    const baseline = 'JSON.parse of the same bytes';
    results.push(
      {
        name: `${set.name}: parse + validate + classify (${set.lines.length} envelopes, ${bytes} B average)`,
        unit: 'µs/envelope',
        value: m.fullUs,
        baseline,
        baselineValue: m.parseUs,
        aim: 'ratio <= 10',
      },
      {
        name: `${set.name}: classify only (envelope already validated)`,
        unit: 'µs/envelope',
        value: m.onlyUs,
        baseline,
        baselineValue: m.parseUs,
        aim: 'ratio <= 10',
      },
    );
  }
  if (sink < 0) console.log(sink);
  return results;
}
