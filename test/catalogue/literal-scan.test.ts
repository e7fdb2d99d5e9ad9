/**
 * The literal scanner (one table step per code unit) finds exactly the literals `includes` finds,
 * and its lowercase scan (each unit classed by its lowercase form, no lowercased copy) finds exactly
 * what a scan of `text.toLowerCase()` finds, also around units whose lowercase is not one unit.
 * Literals with units past ASCII sit in an automaton of their own (`σς` and `i̇x` below), which
 * only texts with such a unit run.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flattenSets, LiteralScanner } from '../../catalogue/literal-scan.ts';
import { ANY_TRIGGER, hasTrigger, TRIGGER_LITERALS } from '../../catalogue/timing.ts';

function found(scanner: LiteralScanner): string[] {
  return Array.from(scanner.found.subarray(0, scanner.foundCount), (id) => scanner.literals[id]!).sort();
}

const LITERALS = ['he', 'she', 'his', 'hers', 'rate limit', 'limit', 'σς', 'i̇x', 'k', 'ab', 'b', 'abc'];
// Units whose lowercase is another unit, several units, or depends on context (Kelvin sign, dotted I, sigma).
const unit = fc.constantFrom(
  ...'heSHIrsEabcK \u212a\u0130\u03a3\u03c3\u03c2i\u0307xLIMITratl',
  '\ud801\udc00',
);
const text = fc.array(unit, { maxLength: 40 }).map((u) => u.join(''));

describe('LiteralScanner', () => {
  const scanner = new LiteralScanner(LITERALS);

  it('finds exactly the literals a text includes', () => {
    fc.assert(
      fc.property(text, (t) => {
        scanner.scan(t);
        expect(found(scanner)).toEqual(LITERALS.filter((l) => t.includes(l)).sort());
        for (const l of LITERALS) expect(scanner.has(LITERALS.indexOf(l))).toBe(t.includes(l));
      }),
      { numRuns: 500 },
    );
  });

  it('finds the same literals in the same order with only the shallowest states dense (the rest walk edges and failure links)', () => {
    // Overlapping literals, so deep states fail over to other branches: `hers` inside `shers`.
    const overlapping = [...LITERALS, 'shers', 'ershe', 'rs', 'sh', 'hehe'];
    const dense = new LiteralScanner(overlapping);
    const thin = [1, 2, 5].map((rows) => new LiteralScanner(overlapping, rows));
    const order = (s: LiteralScanner) => Array.from(s.found.subarray(0, s.foundCount));
    fc.assert(
      fc.property(text, (t) => {
        for (const scan of ['scan', 'scanLowercase', 'scanAsciiCaseless'] as const) {
          dense[scan](t);
          for (const s of thin) {
            s[scan](t);
            expect(order(s)).toEqual(order(dense));
          }
        }
      }),
      { numRuns: 500 },
    );
    thin[0]!.scan('shershehe');
    expect(found(thin[0]!)).toEqual(['ershe', 'he', 'hehe', 'hers', 'rs', 'sh', 'she', 'shers']);
  });

  it('answers whether one of a set occurred, walking the found literals or the set, the same', () => {
    const ids = fc.uniqueArray(fc.integer({ min: 0, max: LITERALS.length - 1 }), {
      maxLength: LITERALS.length,
    });
    fc.assert(
      fc.property(text, ids, (t, set) => {
        scanner.scanLowercase(t);
        const of = Int32Array.from(set);
        const expected = set.some((id) => scanner.has(id));
        expect(scanner.hasAny(of)).toBe(expected);
        expect(scanner.hasAnyIn(of, scanner.maskOf(of))).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('answers whether each of several sets occurred, flattened into one array, as asking each set does', () => {
    const set = fc
      .uniqueArray(fc.integer({ min: 0, max: LITERALS.length - 1 }), { minLength: 1, maxLength: 4 })
      .map((ids) => Int32Array.from(ids));
    const lists = fc.array(fc.array(set, { maxLength: 3 }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(text, lists, (t, ls) => {
        scanner.scanLowercase(t);
        const { sets, at } = flattenSets(ls);
        ls.forEach((list, i) => {
          expect(scanner.hasEach(sets, at[i]!)).toBe(list.every((ids) => scanner.hasAny(ids)));
        });
      }),
      { numRuns: 500 },
    );
  });

  it('scans lowercase exactly as a scan of the lowercased text', () => {
    fc.assert(
      fc.property(text, (t) => {
        scanner.scan(t.toLowerCase());
        const expected = found(scanner);
        scanner.scanLowercase(t);
        expect(found(scanner)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
    scanner.scanLowercase('RATE LIMIT \u212a');
    expect(found(scanner)).toEqual(['k', 'limit', 'rate limit']);
    // Final sigma: lowercased by its position, so the whole text is lowercased.
    scanner.scanLowercase('Σ\u03a3');
    expect(found(scanner)).toEqual(['σς']);
  });

  it("scans ASCII letters caselessly and the rest exactly, as a case-insensitive regex without 'u' (the timing trigger screen)", () => {
    const escaped = TRIGGER_LITERALS.map((l) => l.replace(/[|\\^$.*+?()[\]{}]/g, '\\$&')).join('|');
    expect(ANY_TRIGGER.source).toBe(escaped);
    const trigger = fc.constantFrom(
      ...'retryRETRYtry again|resetWAITavailabrenewrefreshunlockLIFTEDuntilback in\u212a\u017f\u0131 -'.split(
        '',
      ),
    );
    fc.assert(
      fc.property(
        fc.array(fc.oneof(trigger, fc.constantFrom(...TRIGGER_LITERALS)), { maxLength: 12 }),
        (parts) => {
          const text = parts.join('');
          expect(hasTrigger(text)).toBe(ANY_TRIGGER.test(text));
        },
      ),
      { numRuns: 1000 },
    );
    expect(hasTrigger('UNLOC\u212a')).toBe(false);
    expect(hasTrigger('Try Again later')).toBe(true);
  });

  it('finds the literals past ASCII with the others, in every scan, and none in an ASCII text', () => {
    const mixed = new LiteralScanner(['限流', 'rate limit', 'k', 'überlastet', '请求']);
    for (const scan of ['scan', 'scanLowercase', 'scanAsciiCaseless'] as const) {
      mixed[scan]('rate limit: 触发限流 k überlastet');
      expect(found(mixed)).toEqual(['k', 'rate limit', 'überlastet', '限流']);
      mixed[scan]('rate limit k uberlastet');
      expect(found(mixed)).toEqual(['k', 'rate limit']);
    }
    // The Kelvin sign lowercases to an ASCII `k`; a capital Ü to `ü`.
    mixed.scanLowercase('\u212a ÜBERLASTET');
    expect(found(mixed)).toEqual(['k', 'überlastet']);
  });

  it('finds literals past ASCII that hold more distinct characters than one table can class', () => {
    // 600 CJK ideographs in literals of three: more than a byte of classes, so several automata.
    const others = Array.from({ length: 200 }, (_, i) =>
      String.fromCharCode(0x4e00 + 3 * i, 0x4e01 + 3 * i, 0x4e02 + 3 * i),
    );
    const wide = new LiteralScanner(['limit', ...others]);
    for (const scan of ['scan', 'scanLowercase', 'scanAsciiCaseless'] as const) {
      wide[scan](`limit ${others[0]} ${others[199]} ${others[100]!.slice(0, 2)}`);
      expect(found(wide)).toEqual(['limit', others[0], others[199]].sort());
    }
  });

  it('counts a character past the BMP as the two code units a table classes', () => {
    // 300 symbols share one high surrogate and differ in the low one: 300 distinct units.
    const astral = Array.from({ length: 300 }, (_, i) => String.fromCodePoint(0x1f300 + i));
    const wide = new LiteralScanner(astral);
    wide.scan(`x ${astral[0]} ${astral[299]}`);
    expect(found(wide)).toEqual([astral[0], astral[299]].sort());
  });
});
