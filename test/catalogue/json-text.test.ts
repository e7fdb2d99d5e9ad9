/**
 * `isJsonText` answers exactly what JSON.parse does (it screens the texts extraction tries to parse,
 * so that failed parses, which throw, are not paid for).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isJsonText } from '../../catalogue/json-text.ts';

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** JSON texts with one character inserted, deleted or replaced: mostly near-misses. */
const nearJson = fc
  .tuple(
    fc.json({ depthSize: 'small' }),
    fc.nat(),
    fc.constantFrom('delete', 'insert', 'replace'),
    fc.constantFrom(...'{}[]",:.-+eE0123456789 \t\n\\u/abtfnrl\u0000\u001f'),
  )
  .map(([json, at, op, ch]) => {
    const i = json.length === 0 ? 0 : at % json.length;
    if (op === 'delete') return json.slice(0, i) + json.slice(i + 1);
    if (op === 'insert') return json.slice(0, i) + ch + json.slice(i);
    return json.slice(0, i) + ch + json.slice(i + 1);
  });

const alphabet = fc.string({ unit: fc.constantFrom(...'{}[]",: 0-1.e5tnrufalsu\\\n'), maxLength: 24 });

describe('isJsonText', () => {
  it('agrees with JSON.parse on JSON texts, their near-misses and strings of JSON characters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), nearJson, alphabet), (text) => {
        expect(isJsonText(text)).toBe(parses(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees on the edge cases of the grammar', () => {
    const cases = [
      '',
      ' ',
      '0',
      '-0',
      '01',
      '-',
      '1.',
      '.5',
      '1e',
      '1e+',
      '1E-7',
      '"\\u12"',
      '"\\u12aG"',
      '"\\x"',
      '"a\tb"',
      '"\u2028"',
      'tru',
      'true ',
      ' null\n',
      '[1,]',
      '[,1]',
      '{"a":1,}',
      '{"a" : [ {} , [] ] }',
      '{a:1}',
      "{'a':1}",
      '[1] [2]',
      '{"a":1}}',
      '\u00a0{}',
      '{}\r\n\t ',
    ];
    for (const text of cases) expect(isJsonText(text), JSON.stringify(text)).toBe(parses(text));
  });

  it('reads a range of a longer text', () => {
    const text = 'Error: 429 {"error":{"code":429}} and {not json}';
    expect(isJsonText(text, 11, 33)).toBe(true);
    expect(isJsonText(text, 38, 48)).toBe(false);
  });
});
