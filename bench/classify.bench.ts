/**
 * Classification throughput over realistic envelopes (the catalogue's fixtures: real dev samples
 * and synthetic ones), beside `JSON.parse` of the same bytes in the same run.
 */
import { performance } from 'node:perf_hooks';
import { classify, parseEnvelope } from '../catalogue/classify.ts';
import { loadFixtures } from '../catalogue/fixtures.ts';
import type { BenchResult } from './types.ts';

/** Runs `fn` over every line until at least `ms` passed; returns microseconds per envelope. */
function measure(lines: string[], ms: number, fn: (line: string) => unknown): number {
  let n = 0;
  let sink = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    for (const line of lines) {
      if (fn(line)) sink++;
      n++;
    }
  }
  const elapsed = performance.now() - start;
  if (sink < 0) console.log(sink);
  return (elapsed * 1000) / n;
}

export default async function (): Promise<BenchResult[]> {
  const lines = loadFixtures().map((f) => JSON.stringify(f.envelope));
  const parse = (line: string) => JSON.parse(line);
  const full = (line: string) => classify(parseEnvelope(JSON.parse(line)));
  // Warm up both paths (JIT, regex compilation).
  measure(lines, 300, parse);
  measure(lines, 500, full);
  const parseUs = measure(lines, 2000, parse);
  const classifyUs = measure(lines, 4000, full);
  const envelopes = lines.map((l) => parseEnvelope(JSON.parse(l)));
  let k = 0;
  const classifyOnly = () => classify(envelopes[k++ % envelopes.length]!);
  measure(lines, 300, classifyOnly);
  const classifyOnlyUs = measure(lines, 3000, classifyOnly);
  return [
    {
      name: `classify cost (parse + validate + classify, ${lines.length} envelopes)`,
      unit: 'µs/envelope',
      value: classifyUs,
      baseline: 'JSON.parse of the same bytes',
      baselineValue: parseUs,
      aim: 'ratio <= 10',
    },
    {
      name: 'classify only (envelope already validated)',
      unit: 'µs/envelope',
      value: classifyOnlyUs,
      baseline: 'JSON.parse of the same bytes',
      baselineValue: parseUs,
      aim: 'ratio <= 10',
    },
    {
      name: 'classify throughput',
      unit: 'envelopes/s',
      value: 1e6 / classifyUs,
      baseline: 'JSON.parse of the same bytes',
      baselineValue: 1e6 / parseUs,
      aim: 'ratio >= 0.1',
    },
  ];
}
