import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_NAMES, schemaDocument, schemaFileText } from '../../server/schemas.ts';

const dir = join(import.meta.dirname, '../../server/schemas');

describe('committed JSON Schemas', () => {
  it('match the zod schemas (regenerate with `npx tsx server/write-schemas.ts`)', async () => {
    const files = (await readdir(dir)).filter((f) => f.endsWith('.schema.json')).sort();
    expect(files).toEqual(SCHEMA_NAMES.map((n) => `${n}.schema.json`).sort());
    for (const name of SCHEMA_NAMES) {
      expect(await readFile(join(dir, `${name}.schema.json`), 'utf8'), `${name} is stale`).toBe(
        schemaFileText(name),
      );
    }
  });

  it('cover every HTTP body and every WebSocket message type', () => {
    for (const name of [
      'profile_create_request',
      'route_view',
      'error_response',
      'ws_client_outcome',
      'ws_server_route',
    ]) {
      expect(SCHEMA_NAMES).toContain(name);
    }
    expect(schemaDocument('no_such_schema')).toBeUndefined();
  });
});
