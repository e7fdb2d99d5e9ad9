/**
 * Single changes to a JSON value, for the tests that hold a hand-written fast check to the zod
 * schema behind it (every field changed, removed, or given an unknown neighbour).
 */
import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';

export type Path = (string | number)[];

/** One change at one place: a value replaced, a field removed, or an unknown field added beside it. */
export type Change = 'set' | 'delete' | 'extra';

/** Every path to a value inside `v` (objects and arrays), the root excluded; `opaque` keys are not entered. */
export function paths(v: unknown, opaque: ReadonlySet<string> = new Set(), at: Path = []): Path[] {
  if (v === null || typeof v !== 'object') return [];
  const out: Path[] = [];
  for (const [k, x] of Object.entries(v)) {
    const p = [...at, Array.isArray(v) ? Number(k) : k];
    out.push(p);
    if (!opaque.has(k)) out.push(...paths(x, opaque, p));
  }
  return out;
}

/** A copy of `value` with `change` made at `path`. */
export function mutated(value: unknown, path: Path, change: Change, to: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(value)) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (change === 'delete') delete parent[last];
  else if (change === 'extra' && !Array.isArray(parent)) parent[`${String(last)}_extra`] = to;
  else parent[last] = to;
  return copy;
}

/** Deep strict equality (prototypes, undefined fields); vitest's matcher explains a difference. */
export function same(actual: unknown, expected: unknown): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual).toStrictEqual(expected);
}
