import { isJsonText } from './json-text.ts';

/**
 * Text normalization for catalogue matching. Every function here does bounded, linear work:
 * inputs are capped and no pattern nests quantifiers over overlapping classes.
 */

/** Longest input normalizeText looks at, in UTF-16 code units; the rest is dropped. */
export const NORMALIZE_MAX_INPUT = 64 * 1024;
/** Most objects extractEmbeddedJson returns. */
export const EMBEDDED_JSON_MAX_OBJECTS = 8;
/** Longest single embedded JSON object extractEmbeddedJson parses, in code units. */
export const EMBEDDED_JSON_MAX_CHARS = 64 * 1024;
/** Longest text extractEmbeddedJson scans. */
const EMBEDDED_JSON_MAX_SCAN = 256 * 1024;
/** Failed parse attempts before extractEmbeddedJson gives up on a text. */
const EMBEDDED_JSON_MAX_ATTEMPTS = 64;
/** Levels of JSON string escaping undone (JSON in a string in a string...). */
const UNESCAPE_LEVELS = 3;

const JSON_ESCAPE = /\\(["'\\/nrt]|u[0-9a-fA-F]{4})/g;
const HAS_JSON_ESCAPE = /\\(["'\\/nrt]|u[0-9a-fA-F]{4})/;
// Curly quotes become straight ones; zero-width characters disappear.
const TYPOGRAPHIC =
  /[\u2018\u2019\u201A\u201B\u2032\u201C\u201D\u201E\u201F\u2033\u200B-\u200D\u2060\uFEFF]/g;
const STRAIGHT: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2033': '"',
};
// A token cut by terminal wrapping: "api_\n    error", "rate-\n  limit", "api\n  _error", "x\n  -y".
const WRAPPED_AFTER = /([A-Za-z0-9][_-])[ \t]*\r?\n[ \t]*(?=[A-Za-z0-9])/g;
const WRAPPED_BEFORE = /([A-Za-z0-9])[ \t]*\r?\n[ \t]*(?=[_-][A-Za-z0-9])/g;
// Python repr strings in dict/list position: {'error': {'code': 429, 'message': 'x'}}. Each pattern
// starts with what it matches and looks behind from there: a lookbehind in front runs at every
// position of the text (five to fifteen times slower); `python-repr.test.ts` holds them to those.
const PY_STRING = /'(?<=[{[,:][ \t]{0,8}')((?:[^'\\\n]|\\.){0,2000})'(?=[ \t]{0,8}[:,}\]])/g;
const PY_CONSTANT = /(True|False|None)(?<=[:,[][ \t]{0,8}(?:True|False|None))(?=[ \t]{0,8}[,}\]])/g;
const PY_CONSTANTS: Record<string, string> = { True: 'true', False: 'false', None: 'null' };
const GO_KEY = /^([A-Za-z_][A-Za-z0-9_.-]{0,63}):(?=[^\s:])/;
// A quote right after a brace, bracket, comma or colon: a Python repr may be present.
export const PY_HINT = /[{[,:][ \t]{0,8}'/;

function decodeEscape(_m: string, esc: string): string {
  switch (esc[0]) {
    case 'n':
      return '\n';
    case 'r':
      return '\r';
    case 't':
      return '\t';
    case 'u':
      return String.fromCharCode(Number.parseInt(esc.slice(1), 16));
    default:
      return esc;
  }
}

// Terminal escapes: CSI ("\x1b[31m", "\x1b[2K"), OSC ("\x1b]8;;url\x07"), then two-byte escapes.
const ANSI =
  /\u001b\[[0-9;?]{0,32}[ -/]{0,4}[@-~]|\u001b\][^\u0007\u001b]{0,512}(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g;
// C0 controls other than tab, line feed and carriage return, and DEL.
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const HAS_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Removes terminal colour/cursor escapes and other control characters (CLI stderr is often coloured). */
export function stripControls(text: string): string {
  if (!HAS_CONTROL.test(text)) return text;
  return text.replace(ANSI, '').replace(CONTROLS, '');
}

/** Cuts a string to at most `max` code units without splitting a surrogate pair. */
export function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/** Brackets open while rewriting Go prints: a map, a struct, or a plain bracket/brace inside one. */
type GoOpen = 'map' | 'struct' | '[' | '{';

/**
 * Rewrites Go map and struct prints (`map[code:429 status:X]`, `&{Code:429 Message:x}`) as
 * `{"code": 429 "status": X}`: keys quoted only inside those prints, so URLs elsewhere stay intact.
 */
function unGoMaps(text: string): string {
  if (!text.includes('map[') && !text.includes('&{')) return text;
  const parts: string[] = [];
  const stack: GoOpen[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? '';
    const top = stack[stack.length - 1];
    const wordBefore = /[A-Za-z0-9_]/.test(text[i - 1] ?? ' ');
    if (ch === 'm' && !wordBefore && text.startsWith('map[', i)) {
      stack.push('map');
      parts.push('{');
      i += 4;
    } else if (ch === '&' && text[i + 1] === '{') {
      stack.push('struct');
      parts.push('{');
      i += 2;
    } else if ((ch === '[' || ch === '{') && top !== undefined) {
      stack.push(ch);
      parts.push(ch);
      i++;
    } else if (
      (ch === ']' && (top === 'map' || top === '[')) ||
      (ch === '}' && (top === 'struct' || top === '{'))
    ) {
      stack.pop();
      parts.push(top === 'map' || top === 'struct' ? '}' : ch);
      i++;
    } else if ((top === 'map' || top === 'struct') && /[{ ]/.test(parts[parts.length - 1]?.slice(-1) ?? '')) {
      const key = GO_KEY.exec(text.slice(i, i + 66));
      if (key) {
        parts.push(`"${key[1]}": `);
        i += key[0].length;
      } else {
        parts.push(ch);
        i++;
      }
    } else {
      parts.push(ch);
      i++;
    }
  }
  return parts.join('');
}

/**
 * Normalizes error text for matching: unwraps terminal line wrapping inside tokens ("api_\n    error"),
 * collapses whitespace, straightens curly quotes, decodes JSON strings nested in strings (\" \\n),
 * Python dict reprs and Go maps into a searchable form. Lowercases nothing: callers pick. Bounded work.
 */
export function normalizeText(text: string): string {
  // Extraction and the excerpt normalize the same text one after the other: remember the last.
  if (text === lastInput) return lastOutput;
  const out = normalizeUncached(text);
  lastInput = text;
  lastOutput = out;
  return out;
}
let lastInput = '';
let lastOutput = '';

// What one pass over a text says about it: which normalization steps can change anything.
const F_BACKSLASH = 1;
const F_CONTROL = 2;
const F_NON_ASCII = 4;
const F_QUOTE = 8;
/** Flags of the ASCII code units, built from the very patterns the steps use (every other unit is F_NON_ASCII only). */
const ASCII_FLAGS = Uint8Array.from({ length: 128 }, (_, c) => {
  const ch = String.fromCharCode(c);
  return (c === 92 ? F_BACKSLASH : 0) | (HAS_CONTROL.test(ch) ? F_CONTROL : 0) | (c === 39 ? F_QUOTE : 0);
});
const ONE_SPACE = /\s/;
/** ASCII code units `\s` matches (and `trim` removes). */
const ASCII_SPACE = Uint8Array.from({ length: 128 }, (_, c) =>
  ONE_SPACE.test(String.fromCharCode(c)) ? 1 : 0,
);

/** Every code unit that has a flag: the ASCII ones of {@link ASCII_FLAGS}, and every unit past ASCII. */
const FLAGGED = new RegExp(
  `[${[...ASCII_FLAGS].flatMap((f, c) => (f === 0 ? [] : [`\\u${c.toString(16).padStart(4, '0')}`])).join('')}\\u0080-\\uffff]`,
);

function flagsOf(s: string): number {
  // A pattern finds the first flagged unit a few times faster than a walk reads every unit, and
  // most texts hold none: the walk starts there.
  const from = s.search(FLAGGED);
  if (from < 0) return 0;
  let f = 0;
  for (let i = from; i < s.length; i++) {
    const c = s.charCodeAt(i);
    f |= c < 128 ? ASCII_FLAGS[c]! : F_NON_ASCII;
  }
  return f;
}

/** Whether `\s` matches code unit `c` (the test compares it with `\s` over every code unit). */
export function isSpace(c: number): boolean {
  if (c < 128) return ASCII_SPACE[c] === 1;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/**
 * What collapsing changes: whitespace other than a space, a space first or last, or two in a row
 * (a pattern scans for it faster than a walk over every unit).
 */
const UNCOLLAPSED = /[^\S ]|^ | $| {2}/;

/** `s` with whitespace runs collapsed to one space and trimmed; `s` itself when that changes nothing. */
export function collapseWhitespace(s: string): string {
  return UNCOLLAPSED.test(s) ? collapsed(s) : s;
}

/** The screens in front of the walks, for the test that holds them to the walks they replaced. */
export const NORMALIZE_SCREENS = { flagged: FLAGGED, uncollapsed: UNCOLLAPSED } as const;

/** `s.replace(/\s+/g, ' ').trim()` in one walk: lone spaces stay where they are, other runs become one. */
function collapsed(s: string): string {
  let i = 0;
  let end = s.length;
  while (i < end && isSpace(s.charCodeAt(i))) i++;
  while (end > i && isSpace(s.charCodeAt(end - 1))) end--;
  let out = '';
  let from = i;
  while (i < end) {
    const c = s.charCodeAt(i);
    if (c === 32 ? isSpace(s.charCodeAt(i + 1)) : isSpace(c)) {
      // A run inside the trimmed text: it ends before `end`, whose last unit is no space.
      out += `${s.slice(from, i)} `;
      i++;
      while (isSpace(s.charCodeAt(i))) i++;
      from = i;
    } else i++;
  }
  return from === 0 && end === s.length ? s : out + s.slice(from, end);
}

/**
 * Whether some line break has `_` or `-` beside it (across spaces, tabs and a carriage return): what
 * {@link WRAPPED_AFTER} and {@link WRAPPED_BEFORE} need. Without one neither can match.
 */
export function mayBeWrapped(s: string): boolean {
  for (let p = s.indexOf('\n'); p >= 0; p = s.indexOf('\n', p + 1)) {
    let q = p - 1;
    if (q >= 0 && s.charCodeAt(q) === 13) q--;
    while (q >= 0 && (s.charCodeAt(q) === 32 || s.charCodeAt(q) === 9)) q--;
    if (q >= 0 && (s.charCodeAt(q) === 95 || s.charCodeAt(q) === 45)) return true;
    let r = p + 1;
    while (r < s.length && (s.charCodeAt(r) === 32 || s.charCodeAt(r) === 9)) r++;
    if (r < s.length && (s.charCodeAt(r) === 95 || s.charCodeAt(r) === 45)) return true;
  }
  return false;
}

function normalizeUncached(text: string): string {
  let s = cutAt(text, NORMALIZE_MAX_INPUT);
  // A step whose characters are absent cannot change the text: skip it (one pass instead of one per step).
  let f = flagsOf(s);
  if (f & F_BACKSLASH) {
    for (let level = 0; level < UNESCAPE_LEVELS && HAS_JSON_ESCAPE.test(s); level++) {
      s = s.replace(JSON_ESCAPE, decodeEscape);
    }
    f = flagsOf(s);
  }
  if (f & F_CONTROL) s = stripControls(s);
  if (f & F_NON_ASCII) s = s.replace(TYPOGRAPHIC, (c) => STRAIGHT[c] ?? '');
  // Straightened quotes may open a Python repr.
  if (f & (F_QUOTE | F_NON_ASCII) && PY_HINT.test(s)) {
    s = s.replace(PY_STRING, (_m, body: string) => `"${body.replace(/\\'/g, "'")}"`);
    s = s.replace(PY_CONSTANT, (m) => PY_CONSTANTS[m] ?? m);
  }
  s = unGoMaps(s);
  if (mayBeWrapped(s)) s = s.replace(WRAPPED_AFTER, '$1').replace(WRAPPED_BEFORE, '$1');
  return collapseWhitespace(s);
}

/** Index of the brace closing the object opened at `start`, or -1 within `limit`. */
function closingBrace(text: string, start: number, limit: number): number {
  let depth = 0;
  let inString = false;
  const end = Math.min(text.length, start + limit);
  for (let i = start; i < end; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92)
        i++; // backslash: skip the escaped char
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123) depth++;
    else if (ch === 125) {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/**
 * Parses JSON that may be embedded in text (e.g. `Error: 429 {"type":"error",...}`), returning every
 * top-level JSON object found (bounded: at most 8, each at most 64 KiB).
 */
export function extractEmbeddedJson(text: string): unknown[] {
  const s = cutAt(text, EMBEDDED_JSON_MAX_SCAN);
  const found: unknown[] = [];
  let from = 0;
  let failures = 0;
  while (found.length < EMBEDDED_JSON_MAX_OBJECTS && failures < EMBEDDED_JSON_MAX_ATTEMPTS) {
    const start = s.indexOf('{', from);
    if (start < 0) break;
    const end = closingBrace(s, start, EMBEDDED_JSON_MAX_CHARS);
    // Only text JSON.parse accepts is parsed: a failed parse throws, which costs far more.
    if (end > start && isJsonText(s, start, end + 1)) {
      try {
        const value: unknown = JSON.parse(s.slice(start, end + 1));
        if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
          found.push(value);
          from = end + 1;
          continue;
        }
      } catch {
        // not JSON: try the next brace
      }
    }
    failures++;
    from = start + 1;
  }
  return found;
}

/** The Python repr patterns, for the test that holds them to the lookbehind-first forms they replaced. */
export const PY_PATTERNS = { string: PY_STRING, constant: PY_CONSTANT } as const;
