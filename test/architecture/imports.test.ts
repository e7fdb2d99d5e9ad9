import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Rooms each room may not import from: the arrows of docs/architecture.md, checked in code. */
const FORBIDDEN: Record<string, string[]> = {
  machines: ['actors', 'persistence', 'server', 'cli', 'simulation'],
  persistence: ['actors', 'server', 'cli', 'simulation', 'catalogue'],
  catalogue: ['machines', 'actors', 'persistence', 'server', 'cli', 'policy'],
  policy: ['machines', 'actors', 'persistence', 'server', 'cli'],
  adapters: ['actors', 'persistence', 'simulation'],
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : [],
  );
}

describe('architecture', () => {
  for (const [room, forbidden] of Object.entries(FORBIDDEN)) {
    it(`${room}/ imports nothing from ${forbidden.join(', ')}`, () => {
      const offending: string[] = [];
      for (const file of sources(room)) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(/from '((?:\.\.\/)+)([a-z-]+)\//g)) {
          if (forbidden.includes(m[2]!)) offending.push(`${file} → ${m[2]}/`);
        }
      }
      expect(offending).toEqual([]);
    });
  }
});
