import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaFiles } from '../../policy/schemas.ts';

const root = new URL('../../', import.meta.url);

describe('published JSON Schemas', () => {
  it.each(Object.entries(schemaFiles()))(
    '%s is current (regenerate with npx tsx policy/write-schemas.ts)',
    (path, text) => {
      expect(readFileSync(new URL(path, root), 'utf8')).toBe(text);
    },
  );

  it('states the limits of an enabled retry section', () => {
    const schema = JSON.parse(schemaFiles()['policy/policy-document.schema.json']!);
    const enabled = schema.properties.transient.properties.retry.oneOf[0].properties;
    expect(enabled.max_retries).toMatchObject({ type: 'integer', minimum: 1, maximum: 10 });
    expect(enabled.initial_interval_seconds).toMatchObject({ minimum: 1, maximum: 3600 });
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(['version', 'transient', 'hard']);
  });
});
