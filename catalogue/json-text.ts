/**
 * Whether a text is JSON, by the grammar `JSON.parse` accepts, without parsing it. Extraction tries
 * JSON.parse on many pieces of text that are not JSON (braces in prose, Python reprs); a failed parse
 * throws a SyntaxError, whose stack and message cost about a hundred successful parses. Checking
 * first leaves JSON.parse only the texts it accepts. Linear, no recursion (nesting has its own stack).
 */

const ARRAY = 0;
const OBJECT = 1;

function skipSpace(t: string, i: number, end: number): number {
  while (i < end) {
    const c = t.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) break;
    i++;
  }
  return i;
}

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

/** The index after the string opening at `i`, or -1. */
function skipString(t: string, i: number, end: number): number {
  if (i >= end || t.charCodeAt(i) !== 34) return -1;
  for (let j = i + 1; j < end; j++) {
    const c = t.charCodeAt(j);
    if (c === 34) return j + 1;
    if (c < 0x20) return -1;
    if (c !== 92) continue;
    if (++j >= end) return -1;
    const e = t.charCodeAt(j);
    if (e === 117) {
      if (j + 4 >= end) return -1;
      if (!isHex(t.charCodeAt(j + 1)) || !isHex(t.charCodeAt(j + 2))) return -1;
      if (!isHex(t.charCodeAt(j + 3)) || !isHex(t.charCodeAt(j + 4))) return -1;
      j += 4;
    } else if (
      e !== 34 &&
      e !== 92 &&
      e !== 47 &&
      e !== 98 &&
      e !== 102 &&
      e !== 110 &&
      e !== 114 &&
      e !== 116
    ) {
      return -1;
    }
  }
  return -1;
}

function skipDigits(t: string, i: number, end: number): number {
  while (i < end) {
    const c = t.charCodeAt(i);
    if (c < 48 || c > 57) break;
    i++;
  }
  return i;
}

/** The index after the number at `i` (`-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?`), or -1. */
function skipNumber(t: string, i: number, end: number): number {
  if (i < end && t.charCodeAt(i) === 45) i++;
  if (i >= end) return -1;
  const first = t.charCodeAt(i);
  if (first === 48) i++;
  else if (first >= 49 && first <= 57) i = skipDigits(t, i + 1, end);
  else return -1;
  if (i < end && t.charCodeAt(i) === 46) {
    const from = i + 1;
    i = skipDigits(t, from, end);
    if (i === from) return -1;
  }
  if (i < end && (t.charCodeAt(i) === 101 || t.charCodeAt(i) === 69)) {
    i++;
    if (i < end && (t.charCodeAt(i) === 43 || t.charCodeAt(i) === 45)) i++;
    const from = i;
    i = skipDigits(t, from, end);
    if (i === from) return -1;
  }
  return i;
}

function skipWord(t: string, i: number, end: number, word: string): number {
  return i + word.length <= end && t.startsWith(word, i) ? i + word.length : -1;
}

/** The index after `"key" :` and the space after it, or -1. */
function skipKey(t: string, i: number, end: number): number {
  i = skipString(t, i, end);
  if (i < 0) return -1;
  i = skipSpace(t, i, end);
  if (i >= end || t.charCodeAt(i) !== 58) return -1;
  return skipSpace(t, i + 1, end);
}

/** Whether `JSON.parse(t.slice(start, end))` would succeed. */
export function isJsonText(t: string, start = 0, end = t.length): boolean {
  const open: number[] = [];
  let i = skipSpace(t, start, end);
  for (;;) {
    // A value starts at i.
    if (i >= end) return false;
    const c = t.charCodeAt(i);
    if (c === 123 || c === 91) {
      i = skipSpace(t, i + 1, end);
      const close = c === 123 ? 125 : 93;
      if (i < end && t.charCodeAt(i) === close) {
        i++;
      } else {
        open.push(c === 123 ? OBJECT : ARRAY);
        if (c === 123) {
          i = skipKey(t, i, end);
          if (i < 0) return false;
        }
        continue;
      }
    } else if (c === 34) i = skipString(t, i, end);
    else if (c === 116) i = skipWord(t, i, end, 'true');
    else if (c === 102) i = skipWord(t, i, end, 'false');
    else if (c === 110) i = skipWord(t, i, end, 'null');
    else i = skipNumber(t, i, end);
    if (i < 0) return false;
    // After a value: close what ends here, or go on to the next element.
    for (;;) {
      i = skipSpace(t, i, end);
      if (open.length === 0) return i === end;
      if (i >= end) return false;
      const d = t.charCodeAt(i);
      const top = open[open.length - 1];
      if (d === 44) {
        i = skipSpace(t, i + 1, end);
        if (top === OBJECT) {
          i = skipKey(t, i, end);
          if (i < 0) return false;
        }
        break;
      }
      if ((top === ARRAY && d === 93) || (top === OBJECT && d === 125)) {
        open.pop();
        i++;
        continue;
      }
      return false;
    }
  }
}
