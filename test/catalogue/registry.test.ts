import { describe, expect, it } from 'vitest';
import { CATEGORIES, CLASSES, CODE_NAMES, CODES, isCode, SCOPES } from '../../catalogue/codes.ts';
import { recoveryHints } from '../../catalogue/recovery.ts';
import { CATALOGUE_VERSION, RULES, TIERS } from '../../catalogue/rules/index.ts';

describe('the code registry', () => {
  it('gives every code exactly one class and one category from the allowed lists', () => {
    for (const code of CODE_NAMES) {
      const info = CODES[code];
      expect(CLASSES.filter((c) => c === info.class)).toHaveLength(1);
      expect(CATEGORIES).toContain(info.category);
      expect(info.scope === null || SCOPES.includes(info.scope)).toBe(true);
      expect(info.summary.length).toBeGreaterThan(10);
    }
  });

  it('holds every code the spec names for the two policy classes', () => {
    const transient = CODE_NAMES.filter((c) => CODES[c].class === 'transient');
    const hard = CODE_NAMES.filter((c) => CODES[c].class === 'hard');
    expect(transient.sort()).toEqual(
      [
        'agent_transport_lost',
        'model_capacity',
        'network_unavailable',
        'provider_overloaded',
        'provider_unavailable',
        'rate_limited',
      ].sort(),
    );
    expect(hard.sort()).toEqual(
      [
        'auth_required',
        'content_refused',
        'context_window_exceeded',
        'conversation_rejected',
        'missing_credentials',
        'model_unavailable',
        'provider_not_configured',
        'quota_limited',
        'subscription_required',
      ].sort(),
    );
    expect(CODES.unclassified.class).toBe('unclassified');
  });

  it('gives every code at least one recovery hint with an action and a message', () => {
    for (const code of CODE_NAMES) {
      const hints = recoveryHints(code, { route_id: 'r-1', generation: 3 });
      expect(hints.length).toBeGreaterThan(0);
      for (const h of hints) {
        expect(h.message.length).toBeGreaterThan(0);
        // Every command is printed as it is pasted, from the repository root.
        if (h.command) expect(h.command).toMatch(/^npx recourse /);
        if (h.command?.startsWith('npx recourse routes')) expect(h.command).toMatch(/ r-1 --generation 3$/);
      }
    }
  });

  it('prints placeholders in recovery commands when the route is unknown', () => {
    const retry = recoveryHints('provider_unavailable').find((h) => h.action === 'retry_now');
    expect(retry?.command).toBe('npx recourse routes retry-now <route-id> --generation <generation>');
    expect(recoveryHints('missing_credentials', { profile_id: 'p1' })[0]?.command).toBe(
      'npx recourse profiles get p1',
    );
  });
});

describe('the rule catalogue', () => {
  it('has a dated version', () => {
    expect(CATALOGUE_VERSION).toMatch(/^\d{4}\.\d{2}\.\d{2}-\d+$/);
  });

  it('has unique rule ids in family.cause form', () => {
    const ids = RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9_]+(?:\.[A-Za-z0-9_]+)+$/);
  });

  it('gives every rule a known tier, existing codes and at least one fixture', () => {
    for (const r of RULES) {
      expect(TIERS).toContain(r.tier);
      expect(isCode(r.code)).toBe(true);
      for (const c of r.codes ?? []) expect(isCode(c)).toBe(true);
      expect(r.fixtures.length).toBeGreaterThan(0);
      expect(r.summary.length).toBeGreaterThan(0);
    }
  });

  it('keeps rules sorted by tier, then priority, then id', () => {
    for (let i = 1; i < RULES.length; i++) {
      const a = RULES[i - 1]!;
      const b = RULES[i]!;
      const ta = TIERS.indexOf(a.tier);
      const tb = TIERS.indexOf(b.tier);
      expect(
        ta < tb || (ta === tb && (a.priority > b.priority || (a.priority === b.priority && a.id < b.id))),
      ).toBe(true);
    }
  });
});
