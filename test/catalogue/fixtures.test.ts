import { describe, expect, it } from 'vitest';
import { classificationSchema } from '../../catalogue/classification.ts';
import { classifyWithExplanation, parseEnvelope } from '../../catalogue/classify.ts';
import { loadFixtures } from '../../catalogue/fixtures.ts';
import { RULES } from '../../catalogue/rules/index.ts';
import { codeAccepted, resetError } from './helpers.ts';

const fixtures = loadFixtures();
const byId = new Map(fixtures.map((f) => [f.id, f]));

describe('catalogue fixtures', () => {
  it('have unique ids', () => {
    expect(byId.size).toBe(fixtures.length);
  });

  describe.each(fixtures.map((f) => [f.id, f] as const))('%s', (_id, fixture) => {
    it('classifies to its expected class and an accepted code, with the expected timing and no leak', () => {
      const { classification: c } = classifyWithExplanation(parseEnvelope(fixture.envelope));
      expect(classificationSchema.safeParse(c).success).toBe(true);
      if (fixture.known_gap) {
        // Deliberately not handled (reason in the fixture): the answer must still be safe.
        expect(c.class === 'transient' || c.class === 'hard').toBe(false);
        return;
      }
      expect(c.class).toBe(fixture.expected.expected_class);
      expect(codeAccepted(fixture, c)).toBe(true);
      const timing = fixture.expected.timing;
      if (timing?.resolvable) {
        expect(resetError(fixture, c)).not.toBeNull();
        expect(resetError(fixture, c)!).toBeLessThanOrEqual(timing.tolerance_s ?? 1);
      } else if (timing && !timing.resolvable) {
        expect(c.reset_at).toBeNull();
        expect(c.retry_after).toBeNull();
      }
      const out = JSON.stringify(c);
      for (const secret of fixture.expected.must_not_leak) expect(out).not.toContain(secret);
    });
  });
});

describe('every rule is proven by its fixtures', () => {
  it.each(RULES.map((r) => [r.id, r] as const))('%s', (_id, rule) => {
    expect(rule.fixtures.length).toBeGreaterThan(0);
    for (const id of rule.fixtures) {
      const fixture = byId.get(id);
      expect(fixture, `fixture ${id}`).toBeDefined();
      const { explanation } = classifyWithExplanation(parseEnvelope(fixture!.envelope));
      // The rule fires on its fixture (it need not win: collisions are tested on their own).
      expect(explanation.matches.map((m) => m.rule)).toContain(rule.id);
    }
  });
});
