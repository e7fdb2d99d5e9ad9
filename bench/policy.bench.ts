/**
 * The policy layer's cost per failure: one `evaluate` call and one `normalizePolicy` call, each
 * beside the least a route pays anyway (serializing the decision it persists; parsing the document).
 */
import { performance } from 'node:perf_hooks';
import type { Classification } from '../catalogue/classification.ts';
import { evaluate } from '../policy/evaluate.ts';
import { normalizePolicy } from '../policy/normalize.ts';
import type { EvaluationInput, PolicyDocument } from '../policy/types.ts';
import { NO_EFFECTS } from '../policy/types.ts';
import type { BenchResult } from './types.ts';

const N = 100_000;
const NOW = Date.UTC(2026, 0, 1);

const policy: PolicyDocument = {
  version: 1,
  transient: {
    retry: { enabled: true, max_retries: 3, initial_interval_seconds: 5 },
    wait_for_reset: { enabled: false, max_wait_seconds: 0 },
    on_exhausted: 'skip',
  },
  hard: {
    retry: { enabled: false, max_retries: 0, initial_interval_seconds: 0 },
    wait_for_reset: { enabled: true, max_wait_seconds: 300 },
    on_exhausted: 'stop',
  },
};

const classification: Classification = {
  code: 'quota_limited',
  class: 'hard',
  category: 'resource',
  confidence: 'high',
  scope: 'account',
  classifier_rule: 'bench.quota',
  catalogue_version: 'bench',
  provider_id: null,
  model_id: null,
  phase: null,
  occurred_at: new Date(NOW).toISOString(),
  retry_after: null,
  reset_at: new Date(NOW + 60_000).toISOString(),
  safe_excerpt: null,
};

const input: EvaluationInput = {
  classification,
  correlation: {
    evidence_invocation_id: 'i',
    evidence_generation: 1,
    current_invocation_id: 'i',
    current_generation: 1,
  },
  effects: NO_EFFECTS,
  policy,
  usage: { retries_used: 0, wait_used: false },
  automation: 'auto',
  now: NOW,
};

/** Microseconds per call of `fn`, best of three rounds of `n` calls. */
function perCall(n: number, fn: (i: number) => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  let sink = 0;
  for (let round = 0; round < 3; round++) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) sink += fn(i) ? 1 : 0;
    best = Math.min(best, ((performance.now() - t0) * 1000) / n);
  }
  if (sink < 0) throw new Error('unreachable');
  return best;
}

export default async function (): Promise<BenchResult[]> {
  const decision = evaluate(input);
  if (decision.kind !== 'wait_for_reset') throw new Error(`expected a reset wait, got ${decision.kind}`);
  const text = JSON.stringify(policy);

  const evaluateUs = perCall(N, (i) => evaluate({ ...input, now: NOW + (i % 1000) }));
  const stringifyUs = perCall(N, () => JSON.stringify(decision));
  const normalizeUs = perCall(N / 4, () => normalizePolicy(JSON.parse(text)));
  const parseUs = perCall(N / 4, () => JSON.parse(text));

  return [
    {
      name: 'evaluate one failure (reset wait decision)',
      unit: 'µs/call',
      value: evaluateUs,
      baseline: 'JSON.stringify of the decision the route persists',
      baselineValue: stringifyUs,
      aim: 'ratio <= 5: deciding costs no more than a few serializations of its result',
    },
    {
      name: 'parse + normalize a v1 policy document',
      unit: 'µs/call',
      value: normalizeUs,
      baseline: 'JSON.parse of the same document',
      baselineValue: parseUs,
      aim: 'ratio <= 20: validation stays cheap next to reading the bytes',
    },
  ];
}
