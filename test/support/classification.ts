/** A classification builder shared by tests: the code's registry class, category and scope, high confidence. */
import type { Classification } from '../../catalogue/classification.ts';
import { CODES, type Code } from '../../catalogue/codes.ts';

export const T0 = Date.parse('2026-01-01T00:00:00.000Z');

export function classification(code: Code, over: Partial<Classification> = {}): Classification {
  const info = CODES[code];
  return {
    code,
    class: info.class,
    category: info.category,
    confidence: 'high',
    scope: info.scope,
    classifier_rule: `test.${code}`,
    catalogue_version: '2026.01.0',
    provider_id: null,
    model_id: null,
    phase: null,
    occurred_at: new Date(T0).toISOString(),
    retry_after: null,
    reset_at: null,
    safe_excerpt: null,
    ...over,
  };
}
