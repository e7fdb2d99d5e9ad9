import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateAll, MACHINES, ROOT } from '../../visualizations/generate.ts';

const HOW = 'regenerate with `npx tsx visualizations/generate.ts` and commit the result';

describe('committed visualizations', () => {
  it('match what the current machine definitions generate', async () => {
    const files = await generateAll();
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const onDisk = join(ROOT, f.path);
      expect(existsSync(onDisk), `${f.path} is missing: ${HOW}`).toBe(true);
      expect(readFileSync(onDisk, 'utf8') === f.content, `${f.path} is stale: ${HOW}`).toBe(true);
    }
  });

  it('draw every machine whose module exists, and nothing else', async () => {
    const expected = MACHINES.filter((m) => existsSync(join(ROOT, m.module)))
      .flatMap((m) => [`${m.name}.mmd`, `${m.name}.svg`])
      .sort();
    const generated = (await generateAll()).map((f) => f.path.replace('visualizations/', '')).sort();
    expect(generated).toEqual(expected);
    const committed = readdirSync(join(ROOT, 'visualizations'))
      .filter((f) => f.endsWith('.mmd') || f.endsWith('.svg'))
      .sort();
    expect(committed, `leftover or missing diagrams: ${HOW}`).toEqual(expected);
  });
});
