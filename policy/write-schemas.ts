/** Regenerates the published JSON Schemas: `npx tsx policy/write-schemas.ts`. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { schemaFiles } from './schemas.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const [path, text] of Object.entries(schemaFiles())) {
  writeFileSync(`${root}${path}`, text);
  process.stdout.write(`wrote ${path}\n`);
}
