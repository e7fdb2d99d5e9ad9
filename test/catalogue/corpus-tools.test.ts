import { describe, expect, it } from 'vitest';
import { alternatives as topLevelAlternatives } from '../../catalogue/rules/helpers.ts';
import type { SampleResult } from './corpus.ts';
import {
  checkBatch,
  compareAnswers,
  evidenceKey,
  firstRunRow,
  gapNeeds,
  type Held,
  listedIds,
  numberWords,
  recordRound,
  type SavedAnswer,
} from './corpus-tools.ts';

const sample = (over: Record<string, unknown> = {}, expected: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 'b7-relay-429',
    kind: 'plain',
    envelope: {
      observed_at: '2026-12-05T12:00:00Z',
      evidence: [
        { kind: 'output', stream: 'stderr', text: 'Error: 429 rate limit reached for req_abc123def456' },
      ],
    },
    expected: {
      expected_code: 'rate_limited',
      acceptable_codes: [],
      expected_class: 'transient',
      timing: null,
      must_not_leak: ['req_abc123def456'],
      ...expected,
    },
    source: { repo: 'acme/relay', ref: null, url: 'https://github.com/acme/relay/issues/1' },
    notes: null,
    ...over,
  });

const none: Held = { ids: new Set(), evidence: new Set() };

describe('checking a collected batch', () => {
  it('accepts a well-formed batch', () => {
    expect(checkBatch(`${sample()}\n`, 7, none)).toEqual([]);
  });

  it('names each problem by its line', () => {
    const lines = [
      sample({ id: 'b8-wrong-batch' }),
      sample({ id: 'b7-class' }, { expected_class: 'hard' }),
      sample({ id: 'b7-acceptable' }, { acceptable_codes: ['auth_required'] }),
      sample({ id: 'b7-leak' }, { must_not_leak: ['sk-not-in-the-text'] }),
      '{not json',
    ];
    const problems = checkBatch(lines.join('\n'), 7, none);
    expect(problems).toEqual([
      'line 1: id must start with b7-',
      'line 2: expected_class hard, but rate_limited is transient',
      'line 2: the corpus already holds this evidence word for word',
      'line 3: acceptable code auth_required is hard, not transient',
      'line 3: the corpus already holds this evidence word for word',
      'line 4: must_not_leak "sk-not-in-the-text" is not in the envelope',
      'line 4: the corpus already holds this evidence word for word',
      expect.stringMatching(/^line 5: not JSON/),
    ]);
  });

  it('refuses an id or evidence the corpus already holds, whatever the key order', () => {
    const held: Held = {
      ids: new Set(['b7-relay-429']),
      evidence: new Set([
        evidenceKey([
          { text: 'Error: 429 rate limit reached for req_abc123def456', stream: 'stderr', kind: 'output' },
        ]),
      ]),
    };
    expect(checkBatch(sample(), 7, held)).toEqual([
      'line 1: id b7-relay-429 is already used',
      'line 1: the corpus already holds this evidence word for word',
    ]);
  });

  it('addresses a schema error by its field', () => {
    const [problem] = checkBatch(sample({ kind: 'weird' }), 7, none);
    expect(problem).toMatch(/^line 1: kind: /);
  });
});

describe('recording a round of first runs', () => {
  it('writes counts in words as the docs do', () => {
    expect(numberWords(4)).toBe('four');
    expect(numberWords(21)).toBe('twenty-one');
    expect(numberWords(300)).toBe('three hundred');
    expect(numberWords(1004)).toBe('one thousand and four');
    expect(numberWords(1021)).toBe('one thousand and twenty-one');
    expect(numberWords(1100)).toBe('one thousand one hundred');
    expect(numberWords(2345)).toBe('two thousand three hundred and forty-five');
  });

  const result = (classOk: boolean, unsafe = false) =>
    ({ classOk, unsafe, leaks: [] }) as unknown as SampleResult;

  it('scores a batch as a table row, and a batch with no blind sample as n/a', () => {
    expect(firstRunRow('2026-12-05', 12, 41_799, [result(true), result(false, true)], '2026.12.05-1')).toBe(
      '| 2026-12-05 | 12 | 41,799 | 2 (new) | 50.0 % (1/2) | 1 | 0 | 2026.12.05-1 |',
    );
    expect(firstRunRow('2026-12-05', 13, 41_800, [], '2026.12.05-1')).toBe(
      '| 2026-12-05 | 13 | 41,800 | 0 (new) | n/a (0/0) | 0 | 0 | 2026.12.05-1 |',
    );
  });

  it('appends the rows to the table and counts the pooled sentence again', () => {
    const docs = [
      '| 2026-12-01 | 1 | 10 | 4 (new) | 75.0 % (3/4) | 1 | 0 | 2026.12.01-1 |',
      '',
      'Pooled, the one first runs are 75.0 % (3/4) with 1 unsafe',
      'answers and 0 leaks, on a blind split of 4 of 10 samples (40.0 %). Some batches were scored',
      'together (2 with 3; 27 before 26, 31 before 30).',
    ].join('\n');
    const rows = [
      '| 2026-12-05 | 2 | 14 | 2 (new) | 100.0 % (2/2) | 0 | 0 | 2026.12.05-1 |',
      '| 2026-12-05 | 3 | 16 | 0 (new) | n/a (0/0) | 0 | 0 | 2026.12.05-1 |',
    ];
    expect(recordRound(docs, rows, 6, 16).split('\n')).toEqual([
      '| 2026-12-01 | 1 | 10 | 4 (new) | 75.0 % (3/4) | 1 | 0 | 2026.12.01-1 |',
      ...rows,
      '',
      'Pooled, the three first runs are 83.3 % (5/6) with 1 unsafe',
      'answers and 0 leaks, on a blind split of 6 of 16 samples (37.5 %). Some batches were scored',
      'together (2 with 3, 2 to 3 together; 27 before 26, 31 before 30).',
    ]);
  });
});

describe('the gap lists after a rule pass', () => {
  const r = (id: string, blind: boolean, right: boolean, unsafe = false) =>
    ({
      sample: { id, blind },
      classOk: right,
      codeOk: right,
      timingOff: false,
      unsafe,
      leaks: [],
    }) as unknown as SampleResult;

  it('reads the listed ids of a gap table from the test source', () => {
    const source = "const OPEN_GAPS: Record<string, string> = {\n  'a': WHY,\n  'b':\n    WHY,\n};\n";
    expect([...listedIds(source, 'OPEN_GAPS')]).toEqual(['a', 'b']);
  });

  it('names listed samples now right, open misses listed nowhere and unsafe answers not decided', () => {
    const results = [
      r('fixed', false, true),
      r('still-open', false, false),
      r('new-miss', false, false),
      r('blind-miss', true, false),
      r('blind-unsafe', true, false, true),
    ];
    expect(gapNeeds(results, new Set(['fixed', 'still-open']), new Set())).toEqual({
      stale: ['fixed'],
      open: ['new-miss'],
      unsafe: ['blind-unsafe'],
    });
  });
});

describe('judging a rule change on the whole corpus', () => {
  const answer = (code: string, classOk: boolean, unsafe = false): SavedAnswer => ({
    code,
    rule: `r.${code}`,
    classOk,
    right: classOk,
    unsafe,
    blind: false,
    want: 'x',
  });

  it('sorts what changed into gained, lost, unsafe new and gone, and other changes', () => {
    const before = {
      a: answer('unclassified', false),
      b: answer('rate_limited', true),
      c: answer('network_unavailable', false, true),
      d: answer('model_unavailable', true),
      e: answer('task_error', true),
    };
    const after = {
      a: answer('rate_limited', true),
      b: answer('unclassified', false),
      c: answer('unclassified', false),
      d: { ...answer('model_unavailable', true), rule: 'r.other' },
      e: answer('task_error', true),
      new: answer('task_error', true),
    };
    expect(compareAnswers(before, after)).toEqual({
      gained: ['a'],
      lost: ['b'],
      unsafeNew: [],
      unsafeGone: ['c'],
      changed: ['c', 'd'],
    });
  });

  it('splits a pattern at its top-level bars only, not inside groups, classes or escapes', () => {
    expect(topLevelAlternatives(String.raw`a\|b|c(d|e)|[|x]f|g`)).toEqual([
      String.raw`a\|b`,
      'c(d|e)',
      '[|x]f',
      'g',
    ]);
  });
});
