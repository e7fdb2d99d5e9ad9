/**
 * Which of a fixed set of literals occur in a text, found in one pass (an Aho–Corasick automaton
 * built once at load; a second one for the literals past ASCII, on texts that hold such a unit).
 * The catalogue screens rules and redactions with it before their regexes run: one table step per
 * character in the shallow states most steps land in (a deep state follows its edge or its failure
 * links) instead of a lookup per character and literal.
 */
/** The class marking a unit whose lowercase form is not one unit of its own (see {@link foldTable}). */
const SPECIAL = 0xff;

/**
 * Classes by lowercase form: the class of `String.fromCharCode(c).toLowerCase()` for every unit whose
 * lowercase is one unit regardless of context; {@link SPECIAL} for surrogates (a pair lowercases as
 * one character), capital sigma (final or not by its neighbours) and units lowercasing to two.
 */
function foldTable(classOf: Uint8Array): Uint8Array {
  const fold = new Uint8Array(0x10000);
  for (let c = 0; c < 0x10000; c++) {
    if ((c >= 0xd800 && c <= 0xdfff) || c === 0x3a3) {
      fold[c] = SPECIAL;
      continue;
    }
    const low = c < 128 ? (c >= 65 && c <= 90 ? c + 32 : c) : String.fromCharCode(c).toLowerCase();
    if (typeof low === 'number') fold[c] = classOf[low]!;
    else fold[c] = low.length === 1 ? classOf[low.charCodeAt(0)]! : SPECIAL;
  }
  return fold;
}

/** Bytes of dense rows an automaton keeps: within a core's cache beside everything else a classification reads. */
const DENSE_BYTES = 128 * 1024;
/** Slots of a deep state's record (16 bytes: four fit a cache line). */
const RECORD = 4;

/**
 * One Aho–Corasick automaton over some of a scanner's literals: its own classes and tables, its
 * outputs the scanner's literal ids.
 */
class Automaton {
  /** Class of each UTF-16 code unit: 0 for any unit none of its literals holds. */
  readonly classOf: Uint8Array;
  readonly classes: number;
  /** Class of each code unit after lowercasing it; {@link SPECIAL} where lowercasing is not one unit to one. */
  readonly foldOf: Uint8Array;
  /** Class of each code unit with only ASCII letters folded (what a regex's `i` flag does without `u`). */
  readonly asciiFoldOf: Uint8Array;
  /**
   * `next[state * classes + class]` for the {@link dense} shallowest states: their complete rows
   * (trie edges and failure links folded in). States are numbered breadth first.
   */
  readonly next: Uint16Array | Int32Array;
  /** States below this have a dense row; the deeper ones a record in {@link packed}. */
  readonly dense: number;
  /** Literal ids ending at a dense state: `outIds[outStart[s] .. outStart[s + 1])`. */
  readonly outStart: Int32Array;
  readonly outIds: Int32Array;
  /**
   * The deep states, each a record of {@link RECORD} slots or a multiple (state `s` starts at
   * `(s - dense) * RECORD`), so a step reads one cache line: its failure state, its edge count
   * with its literal count shifted left 8, its edges (`target << 8 | class`), then its literal ids.
   */
  readonly packed: Int32Array;

  /**
   * The automaton of `literals[id]` for each of `ids`, with dense rows for at most `denseRows`
   * states (the rest walk their edges and failure links).
   */
  constructor(literals: readonly string[], ids: readonly number[], denseRows: number | undefined) {
    const classOf = new Uint8Array(0x10000);
    let classes = 1;
    // One class is kept for the units a lowercase scan cannot class alone.
    for (const id of ids) {
      const literal = literals[id]!;
      if (literal.length === 0) throw new Error('a scanned literal must not be empty');
      for (let i = 0; i < literal.length; i++) {
        const c = literal.charCodeAt(i);
        if (classOf[c] === 0) {
          if (classes === SPECIAL) throw new Error('too many distinct characters in scanned literals');
          classOf[c] = classes++;
        }
      }
    }
    // The trie, then failure links breadth first (built in a few milliseconds at load).
    let capacity = 1;
    for (const id of ids) capacity += literals[id]!.length;
    const child = new Int32Array(capacity * classes).fill(-1);
    const kids: number[][] = [[]];
    const own: number[][] = [[]];
    let states = 1;
    for (const id of ids) {
      const literal = literals[id]!;
      let s = 0;
      for (let i = 0; i < literal.length; i++) {
        const k = classOf[literal.charCodeAt(i)]!;
        const at = s * classes + k;
        if (child[at]! < 0) {
          child[at] = states++;
          kids[s]!.push(k);
          kids.push([]);
          own.push([]);
        }
        s = child[at]!;
      }
      own[s]!.push(id);
    }
    const fail = new Int32Array(states);
    const out = own;
    const queue: number[] = kids[0]!.map((k) => child[k]!);
    for (let q = 0; q < queue.length; q++) {
      const s = queue[q]!;
      for (const k of kids[s]!) {
        const t = child[s * classes + k]!;
        let f = fail[s]!;
        while (f > 0 && child[f * classes + k]! < 0) f = fail[f]!;
        const g = child[f * classes + k]!;
        fail[t] = Math.max(g, 0);
        // Literals are distinct, so a state's own id never repeats an inherited one.
        if (out[fail[t]!]!.length > 0) out[t]!.push(...out[fail[t]!]!);
        queue.push(t);
      }
    }
    // States numbered breadth first: the shallow ones, where most steps of a scan land, come first.
    const order = new Int32Array(states);
    for (let q = 0; q < queue.length; q++) order[queue[q]!] = q + 1;
    const byOrder = [0, ...queue];
    // Complete rows for the shallowest states: a missing edge goes where the failure state's edge goes.
    // A full table of a large automaton (tens of thousands of states times dozens of classes) is
    // megabytes that a scan touches at random, each step a cache miss; the deep states, nearly all
    // with one edge, keep only their edges and failure link instead.
    const dense = Math.max(1, Math.min(states, denseRows ?? Math.floor(DENSE_BYTES / (2 * classes))));
    // The deep states are renumbered depth first: a chain of single edges (the tail of a long
    // literal) then sits in consecutive records, so following it reads consecutive cache lines
    // instead of one line per breadth-first level.
    if (dense < states) {
      const deep: number[] = [];
      const stack: number[] = [];
      for (let n = dense - 1; n >= 0; n--) {
        const s = byOrder[n]!;
        const ks = kids[s]!;
        for (let j = ks.length - 1; j >= 0; j--) {
          const t = child[s * classes + ks[j]!]!;
          if (order[t]! >= dense) stack.push(t);
        }
      }
      // Pushed in reverse, so the first dense state's first deep child comes out first.
      while (stack.length > 0) {
        const s = stack.pop()!;
        deep.push(s);
        const ks = kids[s]!;
        for (let j = ks.length - 1; j >= 0; j--) stack.push(child[s * classes + ks[j]!]!);
      }
      for (let j = 0; j < deep.length; j++) {
        byOrder[dense + j] = deep[j]!;
        order[deep[j]!] = dense + j;
      }
    }
    // A deep state's number is `dense` plus where its record starts, in records.
    const id = new Int32Array(states);
    let slots = 0;
    for (let n = 0; n < states; n++) {
      if (n < dense) {
        id[n] = n;
        continue;
      }
      const s = byOrder[n]!;
      id[n] = dense + slots / RECORD;
      slots += Math.ceil((2 + kids[s]!.length + out[s]!.length) / RECORD) * RECORD;
    }
    const stateIds = dense + slots / RECORD;
    // An edge keeps its target in 24 bits beside its class.
    if (stateIds > 0xffffff) throw new Error('too many states for an edge of a literal screen');
    // Two bytes an entry while the state numbers fit (they do by far): half the memory a scan walks.
    const next = stateIds <= 0x10000 ? new Uint16Array(dense * classes) : new Int32Array(dense * classes);
    const idOf = (trieState: number) => id[order[trieState]!]!;
    for (let n = 0; n < dense; n++) {
      const s = byOrder[n]!;
      const f = order[fail[s]!]!;
      for (let k = 0; k < classes; k++) {
        const c = child[s * classes + k]!;
        // The root's missing edges stay at the root; a failure state is shallower, its row already filled.
        next[n * classes + k] = c >= 0 ? idOf(c) : n === 0 ? 0 : next[f * classes + k]!;
      }
    }
    const packed = new Int32Array(slots);
    for (let n = dense; n < states; n++) {
      const s = byOrder[n]!;
      let o = (id[n]! - dense) * RECORD;
      packed[o++] = idOf(fail[s]!);
      packed[o++] = kids[s]!.length | (out[s]!.length << 8);
      for (const k of kids[s]!) packed[o++] = (idOf(child[s * classes + k]!) << 8) | k;
      for (const literal of out[s]!) packed[o++] = literal;
    }
    const outStart = new Int32Array(dense + 1);
    const flat: number[] = [];
    for (let n = 0; n < dense; n++) {
      outStart[n] = flat.length;
      flat.push(...out[byOrder[n]!]!);
    }
    outStart[dense] = flat.length;
    this.classOf = classOf;
    this.classes = classes;
    this.next = next;
    this.dense = dense;
    this.packed = packed;
    this.foldOf = foldTable(classOf);
    this.asciiFoldOf = classOf.slice();
    for (let c = 65; c <= 90; c++) this.asciiFoldOf[c] = classOf[c + 32]!;
    this.outStart = outStart;
    this.outIds = Int32Array.from(flat);
  }
}

/** How a scan classes each code unit: exactly, by its lowercase form, or with ASCII letters folded. */
type Fold = 'exact' | 'lower' | 'ascii';

function tableOf(automaton: Automaton, fold: Fold): Uint8Array {
  return fold === 'exact' ? automaton.classOf : fold === 'lower' ? automaton.foldOf : automaton.asciiFoldOf;
}

const ASCII_ONLY = /^[\x00-\x7f]*$/;

/** Distinct code units one automaton takes: its classes, with class 0 and {@link SPECIAL} kept apart. */
const UNITS_PER_AUTOMATON = SPECIAL - 2;

/**
 * The ids split into groups, in order, each holding at most {@link UNITS_PER_AUTOMATON} distinct
 * code units: one table's classes are a byte, and the catalogue's phrases in other scripts (Chinese,
 * Japanese, Korean, Russian) hold more distinct characters than that.
 */
function groupByUnits(literals: readonly string[], ids: readonly number[]): number[][] {
  const groups: number[][] = [];
  let group: number[] = [];
  let units = new Set<number>();
  for (const id of ids) {
    // Code units, as the automaton classes them (a character past the BMP is two).
    const literal = literals[id]!;
    const own = new Set<number>();
    for (let i = 0; i < literal.length; i++) own.add(literal.charCodeAt(i));
    let added = 0;
    for (const u of own) if (!units.has(u)) added++;
    if (group.length > 0 && units.size + added > UNITS_PER_AUTOMATON) {
      groups.push(group);
      group = [];
      units = new Set();
    }
    group.push(id);
    for (const u of own) units.add(u);
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

export class LiteralScanner {
  /** The literals, by id. */
  readonly literals: readonly string[];
  /**
   * The literals of ASCII units only, and the others apart: the others' characters (CJK phrases)
   * would multiply the classes of one table, and every step of a scan walks a row of classes. The
   * others' automata run only on a text holding a unit past ASCII, the only texts that can hold
   * one of them (no ASCII unit lowercases past ASCII).
   */
  private readonly ascii: Automaton;
  /** The others' automata, each under the classes one table can hold (empty when there are none). */
  private readonly others: Automaton[];
  /** `seenAt[id] === stamp` when literal `id` occurred in the text last scanned. */
  private readonly seenAt: Uint32Array;
  private stamp = 0;
  /** The literals found in the text last scanned, in the order first found: `found[0 .. foundCount)`. */
  readonly found: Int32Array;
  foundCount = 0;

  /** `denseRows`: dense rows per automaton (by default what {@link DENSE_BYTES} holds; tests force fewer). */
  constructor(literals: readonly string[], denseRows?: number) {
    this.literals = literals;
    const ascii: number[] = [];
    const other: number[] = [];
    literals.forEach((literal, id) => {
      (ASCII_ONLY.test(literal) ? ascii : other).push(id);
    });
    this.ascii = new Automaton(literals, ascii, denseRows);
    this.others = groupByUnits(literals, other).map((ids) => new Automaton(literals, ids, denseRows));
    this.seenAt = new Uint32Array(literals.length);
    this.found = new Int32Array(literals.length);
  }

  /** Marks every literal occurring in `text` (exactly, code unit by code unit), forgetting the last text. */
  scan(text: string): void {
    this.run(text, 'exact');
  }

  /**
   * Marks every literal occurring in `text.toLowerCase()`, without building that string: each code unit
   * is classed by its lowercase form. A text holding a unit whose lowercase depends on its neighbours
   * or is not one unit (final sigma, dotted capital I, surrogates) is lowercased whole instead.
   */
  scanLowercase(text: string): void {
    if (!this.run(text, 'lower')) this.run(text.toLowerCase(), 'exact');
  }

  /**
   * Marks every literal occurring in `text` with ASCII letters compared case-insensitively and every
   * other unit exactly: for ASCII literals, what a case-insensitive regex without the `u` flag
   * matches (its case folding never maps another unit to an ASCII one).
   */
  scanAsciiCaseless(text: string): void {
    this.run(text, 'ascii');
  }

  /** One pass of each automaton the text needs; false, having marked nothing, when one meets a {@link SPECIAL} unit. */
  private run(text: string, fold: Fold): boolean {
    this.stamp = (this.stamp + 1) >>> 0;
    if (this.stamp === 0) {
      this.seenAt.fill(0);
      this.stamp = 1;
    }
    this.foundCount = 0;
    const past = this.walk(this.ascii, text, tableOf(this.ascii, fold));
    if (past < 0) return false;
    if (past > 0)
      for (const other of this.others) if (this.walk(other, text, tableOf(other, fold)) < 0) return false;
    return true;
  }

  /**
   * Marks the literals of `automaton` in `text`: 1 when the text holds a unit past ASCII, 0 when it
   * holds none, -1 when it met a {@link SPECIAL} unit (the caller scans again, with a new stamp:
   * nothing marked here survives).
   */
  private walk(automaton: Automaton, text: string, classOf: Uint8Array): number {
    const { classes, next, dense, packed, outStart, outIds } = automaton;
    const { seenAt, stamp, found } = this;
    let count = this.foundCount;
    let s = 0;
    let units = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      units |= c;
      const k = classOf[c]!;
      if (k === SPECIAL) return -1;
      // A unit no literal holds leads back to the root from anywhere.
      if (k === 0) {
        s = 0;
        continue;
      }
      // A deep state follows its edge, else its failure links, until a dense row answers.
      for (;;) {
        if (s < dense) {
          s = next[s * classes + k]!;
          break;
        }
        const o = (s - dense) * RECORD;
        let e = o + 2;
        const end = e + (packed[o + 1]! & 0xff);
        while (e < end && (packed[e]! & 0xff) !== k) e++;
        if (e < end) {
          s = packed[e]! >>> 8;
          break;
        }
        s = packed[o]!;
      }
      let from: number;
      let to: number;
      let ids: Int32Array;
      if (s < dense) {
        from = outStart[s]!;
        to = outStart[s + 1]!;
        ids = outIds;
      } else {
        const o = (s - dense) * RECORD;
        const meta = packed[o + 1]!;
        from = o + 2 + (meta & 0xff);
        to = from + (meta >>> 8);
        ids = packed;
      }
      for (let f = from; f < to; f++) {
        const literal = ids[f]!;
        if (seenAt[literal] === stamp) continue;
        seenAt[literal] = stamp;
        found[count++] = literal;
      }
    }
    this.foundCount = count;
    return units > 0x7f ? 1 : 0;
  }

  /** Whether literal `id` occurred in the text last scanned. */
  has(id: number): boolean {
    return this.seenAt[id] === this.stamp;
  }

  /** Whether one of the literals `ids` occurred in the text last scanned. */
  hasAny(ids: Int32Array): boolean {
    const { seenAt, stamp } = this;
    for (let k = 0; k < ids.length; k++) if (seenAt[ids[k]!] === stamp) return true;
    return false;
  }

  /**
   * Whether the text last scanned holds a literal of each set `sets[at]` lists: `sets[at]` is the
   * count of sets, each then given as its length and its ids (see `flattenSets`). One loop over one
   * array, for the walk over a text rule's alternatives.
   */
  hasEach(sets: Int32Array, at: number): boolean {
    const { seenAt, stamp } = this;
    let p = at + 1;
    for (let n = sets[at]!; n > 0; n--) {
      const end = p + 1 + sets[p]!;
      let k = p + 1;
      while (k < end && seenAt[sets[k]!] !== stamp) k++;
      if (k === end) return false;
      p = end;
    }
    return true;
  }

  /** A set of literal ids as a mask over every literal, for {@link hasAnyIn}. */
  maskOf(ids: Int32Array): Uint8Array {
    const mask = new Uint8Array(this.found.length);
    for (const id of ids) mask[id] = 1;
    return mask;
  }

  /**
   * {@link hasAny} for a set given both ways: walks whichever is shorter, the literals found or
   * the set (a screen of 256 needle pairs against the dozen a text holds).
   */
  hasAnyIn(ids: Int32Array, mask: Uint8Array): boolean {
    const count = this.foundCount;
    if (count >= ids.length) return this.hasAny(ids);
    const { found } = this;
    for (let k = 0; k < count; k++) if (mask[found[k]!] === 1) return true;
    return false;
  }
}

/**
 * Sets of literal ids flattened for {@link LiteralScanner.hasEach}: for each list of sets, its
 * offset in the array, where the count of its sets stands, then each set's length and ids.
 */
export function flattenSets(lists: readonly (readonly Int32Array[])[]): { sets: Int32Array; at: Int32Array } {
  const flat: number[] = [];
  const at = new Int32Array(lists.length);
  lists.forEach((list, i) => {
    at[i] = flat.length;
    flat.push(list.length);
    for (const set of list) flat.push(set.length, ...set);
  });
  return { sets: Int32Array.from(flat), at };
}
