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
 * Builds the automaton of every anchor registered so far. The classifier calls it once the
 * catalogue is built, so the first classification does not pay for it (a service would stall).
 */
export function buildScreen(): void {
  scanner ??= new LiteralScanner([...ids.keys()]);
}

/** Marks the anchors that occur in `text`, case-insensitively (kept when it was scanned last). */
export function scanAnchors(text: string): void {
  // Several signals of one text (a text signal, an exception name read from it) share its scan.
  if (text === scanned) return;
  scanner ??= new LiteralScanner([...ids.keys()]);
  scanner.scanLowercase(text);
  scanned = text;
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
