import { describe, expect, it } from 'vitest';
import { classify, parseEnvelope } from '../../catalogue/classify.ts';
import { type Fixture, loadFixtures } from '../../catalogue/fixtures.ts';
import { rawDevSet } from './helpers.ts';

interface Score {
  total: number;
  classCorrect: number;
  hardAsTransient: number;
  unknownOrNotProviderAsProvider: number;
  leaks: string[];
}

function score(fixtures: Fixture[]): Score {
  const s: Score = {
    total: 0,
    classCorrect: 0,
    hardAsTransient: 0,
    unknownOrNotProviderAsProvider: 0,
    leaks: [],
  };
  for (const f of fixtures) {
    const c = classify(parseEnvelope(f.envelope));
    const want = f.expected.expected_class;
    s.total++;
    if (c.class === want) s.classCorrect++;
    if (want === 'hard' && c.class === 'transient') s.hardAsTransient++;
    if (
      (want === 'unclassified' || want === 'not_provider') &&
      (c.class === 'transient' || c.class === 'hard')
    ) {
      s.unknownOrNotProviderAsProvider++;
    }
    const out = JSON.stringify(c);
    for (const secret of f.expected.must_not_leak)
      if (out.includes(secret)) s.leaks.push(`${f.id}: ${secret.length} chars`);
  }
  return s;
}

function assertTargets(s: Score): void {
  expect(s.total).toBeGreaterThan(0);
  expect(s.classCorrect / s.total).toBeGreaterThanOrEqual(0.95);
  expect(s.hardAsTransient).toBe(0);
  expect(s.unknownOrNotProviderAsProvider).toBe(0);
  expect(s.leaks).toEqual([]);
}

describe('the catalogue on real evidence', () => {
  it('meets the targets on the imported development fixtures (accuracy ≥ 95%, no unsafe class, no leak)', () => {
    const dev = loadFixtures().filter((f) => !f.id.startsWith('syn-'));
    expect(dev.length).toBeGreaterThanOrEqual(56);
    assertTargets(score(dev));
  });

  it('meets the targets on the raw shared development set, secrets included, when it is beside the repo', () => {
    const raw = rawDevSet();
    // A fresh clone without the shared folder still proves the targets on the imported copy above.
    const fixtures = raw ?? loadFixtures().filter((f) => !f.id.startsWith('syn-'));
    const s = score(fixtures);
    assertTargets(s);
    if (raw) expect(raw.some((f) => f.expected.must_not_leak.length > 0)).toBe(true);
  });
});
