/**
 * A deep copy of a stored record. Records are JSON-shaped (parsed from JSON and validated by the
 * schemas in `schemas.ts`): plain objects, arrays and primitives only, so a walk of own keys copies
 * them exactly, several times faster than `structuredClone`, which serializes through the host
 * (a restart hands out every route once).
 */
export function copyRecord<T>(value: T): T {
  return copy(value) as T;
}

function copy(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copy(value[i]);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key in value as Record<string, unknown>) {
    if (Object.hasOwn(value, key)) out[key] = copy((value as Record<string, unknown>)[key]);
  }
  return out;
}
