/** Regenerates `server/schemas/*.schema.json` from the zod schemas: `npx tsx server/write-schemas.ts`. */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCHEMA_NAMES, schemaFileText } from './schemas.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'schemas');
await mkdir(dir, { recursive: true });
for (const file of await readdir(dir)) {
  if (file.endsWith('.schema.json')) await rm(join(dir, file));
}
for (const name of SCHEMA_NAMES) await writeFile(join(dir, `${name}.schema.json`), schemaFileText(name));
process.stdout.write(`wrote ${SCHEMA_NAMES.length} schemas to ${dir}\n`);
