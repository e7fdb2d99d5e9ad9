import { describe, expect, it } from 'vitest';
import { parseEnvelope } from '../../catalogue/classify.ts';
import { extractSignals } from '../../catalogue/extractors/index.ts';
import type { Signal } from '../../catalogue/extractors/signal.ts';
import { loadFixtures } from '../../catalogue/fixtures.ts';
import { RULES } from '../../catalogue/rules/index.ts';

const needing = RULES.filter((r) => r.needs !== undefined);
const envelopes = loadFixtures().map((f) => extractSignals(parseEnvelope(f.envelope)));

describe('the field index in front of field rules', () => {
  it("indexes the discriminator tables (claude error, ACP errorKind, codex error info, AWS, Google reason), the tool-failure flag, the allowance codes and a gateway guardrail's words", () => {
    const prefixes = new Set(needing.map((r) => r.id.split('.').slice(0, -1).join('.')));
    expect([...prefixes].sort()).toEqual([
      'acp.error_kind',
      'agent',
      'aws',
      'claude.error',
      'codex.error_info',
      'gateway',
      'google.reason',
      'provider',
    ]);
  });

  it('skips only rules that answer null without their field, on every fixture signal with the field removed', () => {
    let checked = 0;
    for (const signals of envelopes) {
      for (const signal of signals) {
        for (const rule of needing) {
          const without: Signal = { ...signal };
          delete without[rule.needs!];
          const all = signals.map((s) => (s === signal ? without : s));
          expect(rule.match(without, all), `${rule.id} on item ${signal.item}`).toBeNull();
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(needing.length * 100);
  });

  it('still matches when the field is present: every indexed rule proves itself on its own fixtures', () => {
    const byId = new Map(loadFixtures().map((f) => [f.id, f]));
    for (const rule of needing) {
      const hits = rule.fixtures.flatMap((id) => {
        const f = byId.get(id);
        if (!f) return [];
        const signals = extractSignals(parseEnvelope(f.envelope));
        return signals.filter((s) => s[rule.needs!] !== undefined && rule.match(s, signals) !== null);
      });
      expect(hits.length, rule.id).toBeGreaterThan(0);
    }
  });
});
