import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startFlags } from '../../bench/start-flags.ts';

const root = join(import.meta.dirname, '../..');
const startScript = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start;

describe('the start script', () => {
  it('gives the service a first old-generation limit, so a fresh service is not collected in full while its heap grows', () => {
    expect(startFlags(startScript)).toEqual(['--initial-old-space-size=128']);
  });

  it('carries only flags this Node accepts on its command line', () => {
    const run = spawnSync(process.execPath, [...startFlags(startScript), '-e', '0'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('reads the flags before the loader and the entry point, whatever their order', () => {
    expect(startFlags('exec node --import tsx server/main.ts')).toEqual([]);
    expect(startFlags('exec node --max-semi-space-size=4 --import tsx --trace-gc server/main.ts')).toEqual([
      '--max-semi-space-size=4',
      '--trace-gc',
    ]);
    expect(startFlags('tsx server/main.ts')).toEqual([]);
  });
});
