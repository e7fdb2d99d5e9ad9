import { describe, expect, it } from 'vitest';
import { copyRecord } from '../../persistence/copy.ts';

describe('copyRecord', () => {
  it('copies a JSON-shaped record deeply: equal, sharing no object with the original', () => {
    const record = {
      route_id: 'r',
      generation: 3,
      flag: false,
      nothing: null,
      absent: undefined,
      snapshot: { value: 'retry_wait', context: { candidates: [{ id: 'a', tags: ['x'] }], deadline: null } },
    };
    const copy = copyRecord(record);
    expect(copy).toStrictEqual(record);
    expect(copy).not.toBe(record);
    expect(copy.snapshot).not.toBe(record.snapshot);
    expect(copy.snapshot.context.candidates[0]).not.toBe(record.snapshot.context.candidates[0]);
    copy.snapshot.context.candidates[0]!.tags.push('y');
    expect(record.snapshot.context.candidates[0]!.tags).toEqual(['x']);
  });

  it('answers what structuredClone answers on stored records', () => {
    const records = [
      [],
      [1, 'two', null, [3, { four: 4 }]],
      { a: { b: { c: [{ d: 'e' }] } }, n: -0.5, s: '\u2028' },
    ];
    for (const r of records) expect(copyRecord(r)).toStrictEqual(structuredClone(r));
  });
});
