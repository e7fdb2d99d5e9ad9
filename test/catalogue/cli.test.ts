import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../cli/io.ts';
import { main } from '../../cli/main.ts';
import { REPO_ROOT } from './helpers.ts';

function capture(stdin = ''): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (t) => stdout.push(...t.replace(/\n$/, '').split('\n')),
    err: (t) => stderr.push(...t.replace(/\n$/, '').split('\n')),
    readStdin: async () => stdin,
    env: {},
  };
}

const overloaded = {
  observed_at: '2026-01-01T00:00:00Z',
  provider_id: 'anthropic',
  evidence: [
    {
      kind: 'http',
      status: 529,
      body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
    },
  ],
};
const unknown = {
  observed_at: '2026-01-01T00:00:00Z',
  evidence: [
    {
      kind: 'output',
      stream: 'stderr',
      text: 'something odd happened to sk-ant-api03-AAAAAAAAAAAAAAAAAAAAAAAA',
    },
  ],
};

function tempFile(name: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'recourse-classify-'));
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('recourse classify', () => {
  it('prints one classification for one envelope read from standard input', async () => {
    const io = capture(JSON.stringify(overloaded));
    expect(await main(['classify', '-'], io)).toBe(0);
    expect(io.stdout).toHaveLength(1);
    const c = JSON.parse(io.stdout[0]!);
    expect(c).toMatchObject({
      code: 'provider_overloaded',
      class: 'transient',
      classifier_rule: 'anthropic.overloaded_error',
    });
  });

  it('keeps output lines aligned with input lines in --jsonl mode and exits 2 for a bad line', async () => {
    const input = [
      JSON.stringify(overloaded),
      '{"observed_at":"nope","evidence":[]}',
      JSON.stringify(unknown),
    ].join('\n');
    const io = capture(input);
    expect(await main(['classify', '--jsonl', '-'], io)).toBe(2);
    expect(io.stdout).toHaveLength(3);
    expect(JSON.parse(io.stdout[0]!).code).toBe('provider_overloaded');
    expect(JSON.parse(io.stdout[1]!).error.line).toBe(2);
    expect(JSON.parse(io.stdout[2]!).code).toBe('unclassified');
    expect(io.stderr.some((l) => l.startsWith('line 2: observed_at:'))).toBe(true);
    expect(io.stderr.some((l) => l.startsWith('line 2: evidence:'))).toBe(true);
  });

  it('adds the explanation with --explain', async () => {
    const io = capture(JSON.stringify(overloaded));
    expect(await main(['classify', '--explain', '-'], io)).toBe(0);
    const c = JSON.parse(io.stdout[0]!);
    expect(c.explanation.winner).toBe('anthropic.overloaded_error');
    expect(c.explanation.matches.map((m: { rule: string }) => m.rule)).toContain('http.529');
  });

  it('writes a redacted fixture candidate for each unclassified envelope', async () => {
    const file = tempFile('in.jsonl', `${JSON.stringify(overloaded)}\n${JSON.stringify(unknown)}\n`);
    const out = join(file, '..', 'candidates.jsonl');
    const io = capture();
    expect(await main(['classify', '--jsonl', '--fixture-candidates', out, file], io)).toBe(0);
    const lines = readFileSync(out, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('sk-ant-api03');
    expect(JSON.parse(lines[0]!).expected.expected_class).toBe('unclassified');
  });

  it('rejects a missing file argument and unknown options with exit 2', async () => {
    expect(await main(['classify'], capture())).toBe(2);
    expect(await main(['classify', '--frobnicate', '-'], capture())).toBe(2);
    const missing = capture();
    expect(await main(['classify', join(tmpdir(), 'recourse-no-such-file.json')], missing)).toBe(2);
    expect(missing.stderr[0]).toMatch(/cannot read/);
  });

  it('prints its usage for --help', async () => {
    const io = capture();
    expect(await main(['classify', '--help'], io)).toBe(0);
    expect(io.stdout[0]).toMatch(/^Usage: npx recourse classify FILE\|- \[--jsonl\]/);
  });

  it('runs as a real child process on a real file through bin/recourse.mjs', async () => {
    const file = tempFile('one.json', JSON.stringify(overloaded));
    const { stdout } = await promisify(execFile)(
      'node',
      [join(REPO_ROOT, 'bin/recourse.mjs'), 'classify', file],
      {
        cwd: REPO_ROOT,
      },
    );
    expect(JSON.parse(stdout.trim()).code).toBe('provider_overloaded');
  });
});

describe('recourse catalogue', () => {
  it('lists the version, every code and every rule with its fixture count as JSON', async () => {
    const io = capture();
    expect(await main(['catalogue', '--json'], io)).toBe(0);
    const listing = JSON.parse(io.stdout.join('\n'));
    expect(listing.catalogue_version).toMatch(/^\d{4}\.\d{2}\.\d{2}-\d+$/);
    expect(listing.codes.map((c: { code: string }) => c.code)).toContain('quota_limited');
    expect(listing.rules.every((r: { fixtures: number }) => r.fixtures > 0)).toBe(true);
  });

  it("lists the resolution steps whose ids an answer can carry besides the rules' ids", async () => {
    const io = capture();
    expect(await main(['catalogue', '--json'], io)).toBe(0);
    const listing = JSON.parse(io.stdout.join('\n'));
    const steps = listing.resolution_steps.map((s: { id: string; code: string }) => `${s.id}:${s.code}`);
    expect(steps).toEqual([
      'none:unclassified',
      'conflict:unclassified',
      'local.provider_transport:local_runtime_error',
    ]);
    const ruleIds = new Set(listing.rules.map((r: { id: string }) => r.id));
    expect(listing.resolution_steps.some((s: { id: string }) => ruleIds.has(s.id))).toBe(false);
    const table = capture();
    expect(await main(['catalogue'], table)).toBe(0);
    expect(table.stdout.join('\n')).toMatch(
      /^local\.provider_transport\s+local_runtime_error\s+A network failure/m,
    );
  });

  it('prints tables by default and its usage for --help', async () => {
    const io = capture();
    expect(await main(['catalogue'], io)).toBe(0);
    expect(io.stdout[0]).toMatch(/^Catalogue /);
    const help = capture();
    expect(await main(['catalogue', '--help'], help)).toBe(0);
    expect(help.stdout[0]).toBe('Usage: npx recourse catalogue [--json]');
    expect(await main(['catalogue', 'extra'], capture())).toBe(2);
  });
});

describe('recourse on a real process', () => {
  /**
   * Regression: `npx recourse catalogue | head -1` printed an EPIPE stack trace and exited 1. Root
   * cause: nothing handled the error standard output emits once its reader has gone.
   */
  it('exits 0 quietly when the reader of its output goes away', async () => {
    const child = spawn('node', [join(REPO_ROOT, 'bin/recourse.mjs'), 'catalogue'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Closed before the command starts writing: its first write meets a pipe with no reader.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });

  it('says the same about a missing file in every command that reads one', async () => {
    const path = join(tmpdir(), 'recourse-no-such-file.json');
    const why = `cannot read ${path}: no such file; check the path, or pass - to read standard input (ENOENT)`;
    for (const command of [
      ['classify'],
      ['simulate'],
      ['policy', 'normalize'],
      ['policy', 'preview'],
      ['profiles', 'validate'],
      ['profiles', 'apply'],
    ]) {
      const io = capture();
      expect(await main([...command, path], io), command.join(' ')).toBe(2);
      expect(io.stderr).toEqual([`recourse ${command.join(' ')}: ${why}`]);
    }
  });
});
