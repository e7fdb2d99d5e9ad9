import { describe, expect, it } from 'vitest';
import { kept, keptBuffer, keptBytes, keptCopy, keptText } from '../../persistence/cached-records.ts';

describe('records kept as bytes', () => {
  it('keeps exactly the bytes written, as an ArrayBuffer of their own, and decodes them to equal records', () => {
    const record = { route_id: 'rt_1', note: 'naïve – 東京 🚦', n: 3, list: [1, null, 'x'] };
    const json = JSON.stringify(record);
    const bytes = keptBytes(json);
    const buffer = keptBuffer(bytes);
    expect(buffer).toBeInstanceOf(ArrayBuffer);
    expect(buffer.byteLength).toBe(Buffer.byteLength(json));
    expect(keptText(buffer)).toBe(json);
    expect(kept<typeof record>(buffer)).toEqual(record);
    const copy = keptCopy<typeof record>(buffer);
    copy.list.push(4);
    expect(kept<typeof record>(buffer)).toEqual(record);
  });

  it('hands a parsed record itself to readers and a copy to callers that may change it', () => {
    const record = { route_id: 'rt_2', list: [1] };
    expect(kept(record)).toBe(record);
    const copy = keptCopy(record);
    expect(copy).toEqual(record);
    expect(copy).not.toBe(record);
  });
});
