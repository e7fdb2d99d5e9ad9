/**
 * The anchor screen shared by the classifier and the text rules. Every literal some match of a
 * text rule must contain (its anchors, see `anchorsOf`) sits in one automaton built once, so a text
 * is scanned once for all of them; a rule, and each top-level alternative of its pattern, runs its
 * regex only when one of its anchors occurs. The regexes stay the authority.
 */
import { LiteralScanner } from '../literal-scan.ts';

const ids = new Map<string, number>();
let scanner: LiteralScanner | null = null;
/** The text the screen state belongs to. */
let scanned: string | null = null;

/**
 * The text rules' alternatives, numbered across rules: each one's first anchor set (one of its
 * anchors occurs in every text it can match), and once built, the alternatives each anchor heads.
 */
const firstSets: Int32Array[] = [];
/** The alternatives anchor `a` heads: `headed[headStart[a] .. headStart[a + 1])` (one array: few cache lines a scan). */
let headStart = new Int32Array(0);
let headed = new Int32Array(0);
/** The alternatives the text last scanned holds a first anchor of: `marked[0 .. markedCount)`. */
let marked = new Int32Array(0);
let markedCount = 0;
let markedAt = new Uint32Array(0);
let markStamp = 0;

/** The id of an anchor (lowercase); anchors are registered while the rules are built. */
export function anchorId(anchor: string): number {
  let id = ids.get(anchor);
  if (id === undefined) {
    if (scanner) throw new Error(`anchor "${anchor}" registered after the screen was built`);
    id = ids.size;
    ids.set(anchor, id);
  }
  return id;
}

/** The ids of `anchors`, or null for null (an unscreened pattern). */
export function anchorIds(anchors: readonly string[] | null | undefined): Int32Array | null {
  return anchors ? Int32Array.from(anchors, anchorId) : null;
}

/**
 * Numbers a text rule's screened alternatives by their first anchor sets (ids from {@link anchorIds}):
 * the first one's number is returned, the others follow it. {@link markedAlternatives} then names the
 * ones a text can match without walking every alternative of every rule.
 */
export function registerAlternatives(sets: readonly Int32Array[]): number {
  if (scanner) throw new Error('alternatives registered after the screen was built');
  const first = firstSets.length;
  firstSets.push(...sets);
  return first;
}

/**
 * Builds the automaton of every anchor registered so far. The classifier calls it once the
 * catalogue is built, so the first classification does not pay for it (a service would stall).
 */
export function buildScreen(): void {
  if (scanner) return;
  scanner = new LiteralScanner([...ids.keys()]);
  const lists: number[][] = Array.from({ length: ids.size }, () => []);
  firstSets.forEach((set, alternative) => {
    for (const id of set) lists[id]!.push(alternative);
  });
  headStart = new Int32Array(lists.length + 1);
  const flat: number[] = [];
  lists.forEach((list, id) => {
    headStart[id] = flat.length;
    flat.push(...new Set(list));
  });
  headStart[lists.length] = flat.length;
  headed = Int32Array.from(flat);
  marked = new Int32Array(firstSets.length);
  markedAt = new Uint32Array(firstSets.length);
}

/** Marks the anchors that occur in `text`, case-insensitively (kept when it was scanned last), and the alternatives they head. */
export function scanAnchors(text: string): void {
  // Several signals of one text (a text signal, an exception name read from it) share its scan.
  if (text === scanned) return;
  buildScreen();
  const screen = scanner!;
  screen.scanLowercase(text);
  scanned = text;
  markStamp = (markStamp + 1) >>> 0;
  if (markStamp === 0) {
    markedAt.fill(0);
    markStamp = 1;
  }
  let count = 0;
  for (let f = 0; f < screen.foundCount; f++) {
    const anchor = screen.found[f]!;
    for (let h = headStart[anchor]!; h < headStart[anchor + 1]!; h++) {
      const alternative = headed[h]!;
      if (markedAt[alternative] === markStamp) continue;
      markedAt[alternative] = markStamp;
      marked[count++] = alternative;
    }
  }
  markedCount = count;
}

/** The anchors found by the last scan: `ids[0 .. count)`. */
export function foundAnchors(): { ids: Int32Array; count: number } {
  return { ids: scanner!.found, count: scanner!.foundCount };
}

/**
 * The scanner holding `text`'s anchors (it scans the text unless it was scanned last), for
 * {@link LiteralScanner.hasEach} over anchor ids.
 */
export function anchorsIn(text: string): LiteralScanner {
  if (text !== scanned) scanAnchors(text);
  return scanner!;
}

/**
 * The alternatives (numbered by {@link registerAlternatives}) one of whose first anchors occurs in
 * the text last scanned by {@link anchorsIn} or {@link scanAnchors}: `ids[0 .. count)`, in no order.
 */
export function markedAlternatives(): { ids: Int32Array; count: number } {
  return { ids: marked, count: markedCount };
}
