/** A JSON object as `JSON.parse` makes it: the shape hand-written fast checks in front of zod test first. */
export type Obj = Record<string, unknown>;

/** A plain object as JSON.parse makes it, with exactly `keys` own enumerable keys present. */
export function exactly(v: unknown, keys: number): v is Obj {
  // Object.keys counts own enumerable keys without walking them (a for-in walk cost 5x more).
  return (
    typeof v === 'object' &&
    v !== null &&
    Object.getPrototypeOf(v) === Object.prototype &&
    Object.keys(v).length === keys
  );
}

/** A plain object as JSON.parse (or an object literal) makes it; anything else goes to zod. */
export function plain(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
}

/** A string of `min` to `max` code units. */
export function str(v: unknown, min = 0, max = Number.POSITIVE_INFINITY): v is string {
  return typeof v === 'string' && v.length >= min && v.length <= max;
}

/** Whether `a` and `b` have the same own enumerable fields with the same values (compared with `===`). */
export function sameOwnFields(a: object, b: object): boolean {
  let count = 0;
  for (const key in b) if (Object.hasOwn(b, key)) count++;
  for (const key in a) {
    if (!Object.hasOwn(a, key)) continue;
    count--;
    if (!Object.hasOwn(b, key) || (a as Record<string, unknown>)[key] !== (b as Record<string, unknown>)[key])
      return false;
  }
  return count === 0;
}
