import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collapseWhitespace,
  EMBEDDED_JSON_MAX_OBJECTS,
  extractEmbeddedJson,
  isSpace,
  NORMALIZE_MAX_INPUT,
  NORMALIZE_SCREENS,
  normalizeText,
} from '../../catalogue/normalize.ts';

describe('collapseWhitespace', () => {
  it('knows exactly the code units \\s matches', () => {
    const differ: number[] = [];
    for (let c = 0; c < 0x10000; c++) if (isSpace(c) !== /\s/.test(String.fromCharCode(c))) differ.push(c);
    expect(differ).toEqual([]);
  });

  it('answers what collapsing every whitespace run and trimming answers, skipping texts it cannot change', () => {
    const unit = fc.oneof(
      fc.constantFrom(
        ' ',
        '  ',
        '\t',
        '\n',
        '\r\n',
        '\u00a0',
        '\u2028',
        '\u3000',
        '\ufeff',
        '\u180e',
        '\u0085',
      ),
      fc.string({ maxLength: 4 }),
      fc.constantFrom('é', '\u2019', '😀', '\ud800', '\u00ad'),
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 12 }), (parts) => {
        const s = parts.join('');
        expect(collapseWhitespace(s)).toBe(s.replace(/\s+/g, ' ').trim());
      }),
      { numRuns: 500 },
    );
  });
});

describe('the screen in front of the flag walk', () => {
  it('matches exactly the units a normalization step reads: a backslash, a quote, a control, any unit past ASCII', () => {
    const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
    const differ: number[] = [];
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      const flagged = c === 92 || c === 39 || control.test(ch) || c >= 128;
      if (NORMALIZE_SCREENS.flagged.test(ch) !== flagged) differ.push(c);
    }
    expect(differ).toEqual([]);
  });
});

describe('normalizeText', () => {
  it.each([
    ['joins a token wrapped after an underscore', '"type": "api_\n    error"', '"type": "api_error"'],
    ['joins a token wrapped before an underscore', 'RESOURCE\n   _EXHAUSTED', 'RESOURCE_EXHAUSTED'],
    ['joins a token wrapped after a hyphen', 'x-should-\n  retry: false', 'x-should-retry: false'],
    [
      'keeps ordinary line breaks as spaces',
      'Error: 429\n\n  Too many requests',
      'Error: 429 Too many requests',
    ],
    ['collapses runs of whitespace and trims', '  a \t\t b\r\n c  ', 'a b c'],
    ['straightens curly quotes', '“overloaded” isn’t ‘fine’', "\"overloaded\" isn't 'fine'"],
    ['drops zero-width characters', 'rate\u200b_limit\ufeff', 'rate_limit'],
    [
      'decodes JSON escapes in a string',
      String.raw`{\"type\":\"error\",\"message\":\"a\nb\"}`,
      '{"type":"error","message":"a b"}',
    ],
    [
      'decodes doubly escaped JSON',
      String.raw`{"message":"{\\\"error\\\":{\\\"type\\\":\\\"overloaded_error\\\"}}"}`,
      '{"message":"{"error":{"type":"overloaded_error"}}"}',
    ],
    ['decodes unicode escapes', String.raw`quota \u2019exceeded\u2019`, "quota 'exceeded'"],
    [
      'rewrites a Python dict repr as JSON-style quotes',
      "{'error': {'code': 429, 'status': 'RESOURCE_EXHAUSTED', 'retry': True, 'detail': None}}",
      '{"error": {"code": 429, "status": "RESOURCE_EXHAUSTED", "retry": true, "detail": null}}',
    ],
    ['keeps apostrophes in prose', "you've hit your account's limit", "you've hit your account's limit"],
    [
      'rewrites a Go map print',
      'googleapi: Error 429: map[error:map[code:429 status:RESOURCE_EXHAUSTED]]',
      'googleapi: Error 429: {"error": {"code": 429 "status": RESOURCE_EXHAUSTED}}',
    ],
    ['leaves a plain bracket alone', 'list [a:b] and bitmap[1]', 'list [a:b] and bitmap[1]'],
    [
      'rewrites a Go struct print',
      'error: &{Code:429 Message:quota exceeded Details:[]}',
      'error: {"Code": 429 "Message": quota exceeded "Details": []}',
    ],
    [
      'leaves URLs outside a Go print alone',
      'see https://x.dev/a: map[reason:RATE_LIMIT_EXCEEDED] at https://y.dev',
      'see https://x.dev/a: {"reason": RATE_LIMIT_EXCEEDED} at https://y.dev',
    ],
    ['keeps letter case', 'Overloaded_Error', 'Overloaded_Error'],
    [
      'strips terminal colours',
      '\u001b[1;31mError:\u001b[0m 429 \u001b[2Krate_limit_error',
      'Error: 429 rate_limit_error',
    ],
    [
      'strips hyperlinks and control characters',
      '\u001b]8;;https://x.dev\u0007docs\u001b]8;;\u0007\u0000 ok\u007f',
      'docs ok',
    ],
    [
      'strips colours that arrive JSON-escaped',
      String.raw`{\"m\":\"\u001b[33mquota\u001b[0m\"}`,
      '{"m":"quota"}',
    ],
  ])('%s', (_label, input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it('makes a Python repr searchable like the JSON it mirrors', () => {
    const py = normalizeText("{'@type': 'type.googleapis.com/google.rpc.RetryInfo', 'retryDelay': '58s'}");
    expect(py).toContain('"retryDelay": "58s"');
  });

  it('bounds its work on huge input', () => {
    const huge = `${'api_\n  error '.repeat(50_000)}${"{'a': 'b'} ".repeat(50_000)}`;
    const out = normalizeText(huge);
    expect(out.length).toBeLessThanOrEqual(NORMALIZE_MAX_INPUT);
    expect(out.startsWith('api_error api_error')).toBe(true);
  });

  it('never splits a surrogate pair at the input cap', () => {
    const text = `${'a'.repeat(NORMALIZE_MAX_INPUT - 1)}😀tail`;
    const out = normalizeText(text);
    expect(out).toBe('a'.repeat(NORMALIZE_MAX_INPUT - 1));
  });

  it('stays linear on pathological quoting', () => {
    const text = `{'${"\\'".repeat(20_000)}`;
    expect(typeof normalizeText(text)).toBe('string');
    expect(normalizeText(`${'map['.repeat(10_000)}x`)).toBe(`${'{'.repeat(10_000)}x`);
  });
});

describe('extractEmbeddedJson', () => {
  it('finds the JSON after an error prefix', () => {
    const text =
      'Error: 429 {"type":"error","error":{"type":"rate_limit_error","message":"x"},"request_id":"r"}';
    expect(extractEmbeddedJson(text)).toEqual([
      { type: 'error', error: { type: 'rate_limit_error', message: 'x' }, request_id: 'r' },
    ]);
  });

  it('returns every top-level object in order, not the nested ones', () => {
    expect(extractEmbeddedJson('a {"x":{"y":1}} b {"z":2}')).toEqual([{ x: { y: 1 } }, { z: 2 }]);
  });

  it('copes with braces inside strings', () => {
    expect(extractEmbeddedJson('body: {"message":"use {braces} and \\"quotes\\" }"}')).toEqual([
      { message: 'use {braces} and "quotes" }' },
    ]);
  });

  it('skips text that only looks like JSON and continues after it', () => {
    expect(extractEmbeddedJson('{\'python\': 1} then {not json} then {"ok":true}')).toEqual([{ ok: true }]);
  });

  it('ignores arrays and scalars', () => {
    expect(extractEmbeddedJson('[1,2] "s" 42')).toEqual([]);
  });

  it('returns nothing for text without JSON', () => {
    expect(extractEmbeddedJson('plain text')).toEqual([]);
  });

  it('returns at most the bounded number of objects', () => {
    const text = Array.from({ length: 20 }, (_, i) => `{"i":${i}}`).join(' ');
    const found = extractEmbeddedJson(text);
    expect(found).toHaveLength(EMBEDDED_JSON_MAX_OBJECTS);
    expect(found[0]).toEqual({ i: 0 });
  });

  it('refuses an object larger than 64 KiB', () => {
    const big = `{"a":"${'x'.repeat(70 * 1024)}"}`;
    expect(extractEmbeddedJson(`${big} {"small":1}`)).toEqual([{ small: 1 }]);
  });

  it('stays bounded on unbalanced braces', () => {
    const text = `${'{'.repeat(100_000)} {"late":1}`;
    expect(extractEmbeddedJson(text)).toEqual([]);
  });
});

describe('properties', () => {
  it('normalizeText never throws and leaves single-spaced, trimmed text within the cap', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'binary' }), (text) => {
        const out = normalizeText(text);
        expect(out.length).toBeLessThanOrEqual(NORMALIZE_MAX_INPUT);
        expect(/\s{2}/.test(out)).toBe(false);
        expect(out).toBe(out.trim());
      }),
      { numRuns: 2000 },
    );
  });

  it('extractEmbeddedJson finds any object embedded in brace-free text', () => {
    const plain = fc.string({ maxLength: 40 }).map((t) => t.replace(/[{}"]/g, ''));
    fc.assert(
      fc.property(
        plain,
        fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 })),
        plain,
        (before, obj, after) => {
          const found = extractEmbeddedJson(`${before}${JSON.stringify(obj)}${after}`);
          expect(found).toEqual([JSON.parse(JSON.stringify(obj))]);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
