import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../cli/main.ts';

const dir = mkdtempSync(join(tmpdir(), 'recourse-policy-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

/** Runs `recourse …` with a capturing io. */
async function cli(args: string[], stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    readStdin: async () => stdin,
    env: {},
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const contractExample = {
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

describe('recourse policy normalize', () => {
  it('prints a version-1 document back as JSON and exits 0', async () => {
    const r = await cli(['policy', 'normalize', file('v1.json', contractExample)]);
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(JSON.parse(r.out)).toEqual(contractExample);
  });

  it('normalizes a legacy shape read from standard input', async () => {
    const r = await cli(
      ['policy', 'normalize', '-'],
      JSON.stringify({ default: 'try_next', per_code: { quota_limited: 'stop' } }),
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({
      version: 1,
      transient: { on_exhausted: 'skip' },
      hard: { on_exhausted: 'stop' },
    });
  });

  it('prints one field error per line with allowed range and rule, and exits 2', async () => {
    const bad = {
      ...contractExample,
      transient: {
        ...contractExample.transient,
        retry: { enabled: true, max_retries: 11, initial_interval_seconds: 5 },
      },
      hard: { ...contractExample.hard, on_exhausted: 'retry' },
    };
    const r = await cli(['policy', 'normalize', file('bad.json', bad)]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.split('\n')).toEqual([
      expect.stringMatching(
        /^transient\.retry\.max_retries: .+ \(allowed: 1\.\.10 \(integer additional attempts\)\) \[too_big\]$/,
      ),
      expect.stringMatching(/^hard\.on_exhausted: .+ \(allowed: "skip", "stop"\) \[unknown_outcome\]$/),
    ]);
  });

  it.each([
    ['an unsupported version', { ...contractExample, version: 2 }, 'version', 'unsupported_version'],
    [
      'an unknown class',
      { ...contractExample, unclassified: contractExample.hard },
      'unclassified',
      'unknown_class',
    ],
    [
      'a missing class',
      { version: 1, transient: contractExample.transient },
      'hard',
      'incomplete_class_coverage',
    ],
  ])('rejects %s with exit 2', async (_, doc, path, rule) => {
    const r = await cli(['policy', 'normalize', '-'], JSON.stringify(doc));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(new RegExp(`^${path}: .*\\[${rule}\\]$`));
  });

  it('reads a file that starts with a byte-order mark', async () => {
    const r = await cli([
      'policy',
      'normalize',
      file('bom.json', `\uFEFF${JSON.stringify(contractExample)}`),
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual(contractExample);
  });

  it('answers malformed JSON with a field error, not a stack trace', async () => {
    const r = await cli(['policy', 'normalize', file('broken.json', '{"version": 1,')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^\(root\): input is not valid JSON: .*\[invalid_json\]$/);
    expect(r.err).not.toContain('    at ');
  });

  it('names the line and column of a JSON syntax error at a known position', async () => {
    const r = await cli(['policy', 'normalize', '-'], '{\n  "version": 1,\n  "transient": {},\n}\n');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /^\(root\): input is not valid JSON: .* at position 37 \(line 4, column 1\) \[invalid_json\]$/,
    );
  });

  it('keeps a JSON syntax error whose excerpt spans lines on one line, with its line and column', async () => {
    const r = await cli(['policy', 'normalize', '-'], '{\n  "version": 1,\n  "transient": }\n');
    expect(r.code).toBe(2);
    expect(r.err.split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/^\(root\): input is not valid JSON: .*\(line 3, column 16\) \[invalid_json\]$/);
  });

  it('answers a missing file with exit 2, saying there is no such file', async () => {
    const path = join(dir, 'nope.json');
    const r = await cli(['policy', 'normalize', path]);
    expect(r).toMatchObject({ code: 2, out: '' });
    expect(r.err).toBe(
      `recourse policy normalize: cannot read ${path}: no such file; check the path, or pass - to read standard input (ENOENT)`,
    );
  });

  it('answers a directory with exit 2, asking for a file', async () => {
    const r = await cli(['policy', 'preview', dir]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `recourse policy preview: cannot read ${dir}: it is a directory; pass a file (EISDIR)`,
    );
  });

  it.each(['', '  \n', '\uFEFF'])(
    'answers empty standard input %j with exit 2, saying what to give',
    async (stdin) => {
      const r = await cli(['policy', 'normalize', '-'], stdin);
      expect(r).toMatchObject({ code: 2, out: '' });
      expect(r.err).toBe(
        '(root): standard input is empty: give a JSON policy document or a legacy rule such as "try_next" [empty_input]',
      );
    },
  );

  it('previews a legacy per-code shape from standard input', async () => {
    const r = await cli(
      ['policy', 'preview', '-'],
      JSON.stringify({ default: 'try_next', per_code: { rate_limited: 'retry_same' } }),
    );
    expect(r.code).toBe(0);
    expect(r.out.split('\n')).toEqual([
      'transient: no reset wait; retry up to 1 time after 5 s (5 s in all); then stop for manual recovery',
      'hard: no reset wait; no retry; then skip to the next candidate',
    ]);
  });
});

describe('recourse policy preview', () => {
  it('describes each class’s schedule in words', async () => {
    const r = await cli(['policy', 'preview', file('preview.json', contractExample)]);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')).toEqual([
      'transient: no reset wait; retry up to 3 times after 5 s, 10 s, 20 s (35 s in all); then skip to the next candidate',
      'hard: wait for a trusted reset up to 5 min away, once per route cycle, then one attempt outside the retry budget (a later reset is neither waited for nor shortened); no retry; then stop for manual recovery',
    ]);
  });

  it('prints the schedule as JSON with --json', async () => {
    const r = await cli(['policy', 'preview', '--json', '-'], '"retry_same"');
    expect(r.code).toBe(0);
    const preview = JSON.parse(r.out);
    expect(preview.transient).toMatchObject({
      retry_delays_seconds: [5],
      cumulative_seconds: [5],
      on_exhausted: 'stop',
    });
    expect(preview.hard.retry_delays_seconds).toEqual([5]);
  });

  it('rejects an invalid document like normalize does', async () => {
    const r = await cli(['policy', 'preview', '-'], '"retry_forever"');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^\(root\): unknown legacy rule .*\[unknown_legacy_rule\]$/);
  });
});

describe('recourse policy usage', () => {
  it('prints the group help, listing both subcommands, for --help', async () => {
    const r = await cli(['policy', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Usage: npx recourse policy <subcommand>/);
    expect(r.out).toContain('  normalize FILE|-\n');
    expect(r.out).toContain('  preview FILE|- [--json]\n');
  });

  it.each([
    [['policy', 'normalize', '--help'], 'Usage: npx recourse policy normalize FILE|-\n'],
    [['policy', 'preview', '-h'], 'Usage: npx recourse policy preview FILE|- [--json]\n'],
  ])('%j prints that subcommand’s help and exits 0', async (args, usage) => {
    const r = await cli(args);
    expect(r.code).toBe(0);
    expect(r.out.startsWith(usage)).toBe(true);
  });

  it.each([
    [['policy'], 'missing subcommand'],
    [['policy', 'lint', 'x.json'], 'unknown subcommand "lint"'],
    [['policy', 'normalize'], 'missing argument: FILE|-'],
    [['policy', 'normalize', 'a.json', 'b.json'], 'unexpected argument "b.json"'],
    [['policy', 'normalize', '--json', '-'], 'unknown option --json'],
    [['policy', 'preview', '--json=false', '-'], '--json takes no value'],
  ])('%j exits 2 saying %s', async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });
});
