import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { syntaxErrorOffset } from '../../cli/commands/policy.ts';

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('locating a JSON syntax error for recourse policy', () => {
  it.each([
    ['{"a": tru}', 9],
    ['[1,]', 3],
    ['{"a":1,}', 7],
    ['{"a" 1}', 5],
    ['{"a": "x', 8],
    ['{"a":1} x', 8],
    ['{"a":"\\q"}', 7],
    ['{"a": 12.}', 8],
    ['{\n  "version": 1,\n  "transient": }\n', 33],
  ])('finds the error in %j at offset %i', (text, offset) => {
    expect(parses(text)).toBe(false);
    expect(syntaxErrorOffset(text)).toBe(offset);
  });

  it('finds no error in any JSON that JSON.parse accepts', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(syntaxErrorOffset(text)).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('finds an error within the text whenever JSON.parse refuses it', () => {
    const nearlyJson = fc
      .tuple(fc.json(), fc.nat(), fc.constantFrom('', ',', '}', ']', '"', ':', 'x', '-', '.', '\\'))
      .map(([text, at, junk]) => {
        const i = at % (text.length + 1);
        return text.slice(0, i) + junk + text.slice(i + (junk === '' ? 1 : 0));
      });
    fc.assert(
      fc.property(nearlyJson, (text) => {
        const offset = syntaxErrorOffset(text);
        if (parses(text)) expect(offset).toBeNull();
        else {
          expect(offset).not.toBeNull();
          expect(offset!).toBeGreaterThanOrEqual(0);
          expect(offset!).toBeLessThanOrEqual(text.length);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
