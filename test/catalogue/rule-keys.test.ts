/**
 * Field rules dispatched by value (`Rule.keys`, compiled per field into a value -> rules table):
 * `findMatches` calls a keyed rule only when one of the signal's values names it. These tests hold
 * the keys sound: every rule whose predicate holds on a signal is among the rules its values name,
 * and the predicate never holds once the keyed fields are gone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyedRuleIds, parseEnvelope } from '../../catalogue/classify.ts';
import { extractSignals, type Signal } from '../../catalogue/extractors/index.ts';
import { loadFixtures } from '../../catalogue/fixtures.ts';
import { RULES } from '../../catalogue/rules/index.ts';
import { loadCorpus } from './corpus.ts';
import { REPO_ROOT } from './helpers.ts';

const HOLDOUT = join(REPO_ROOT, 'test/catalogue/holdout');
const holdout = readdirSync(HOLDOUT)
  .filter((f) => f.endsWith('.jsonl'))
  .flatMap((f) =>
    readFileSync(join(HOLDOUT, f), 'utf8')
      .split('\n')
      .filter((l) => l.trim().length > 0)
      .map((l): [string, unknown] => [`${f}:${JSON.parse(l).id}`, JSON.parse(l).envelope]),
  );
const envelopes: [string, unknown][] = [
  ...loadFixtures().map((f): [string, unknown] => [f.id, f.envelope]),
  ...loadCorpus().map((s): [string, unknown] => [s.id, s.envelope]),
  ...holdout,
];
const signalSets = envelopes.map(([id, e]) => ({ id, signals: extractSignals(parseEnvelope(e)) }));
const keyed = RULES.filter((r) => r.keys !== undefined && r.keys.length > 0);
const fieldSignal = (s: Signal) => s.origin !== 'text';

describe('field rules dispatched by value', () => {
  it('keys every structured rule but the QuotaFailure period rules, the tool-failure flags, the credits reason, the allowance codes, the bare internal-error message and the gateway guardrail words', () => {
    // A boolean flag has no value to dispatch on, nor does a reason read by a word inside it; such a
    // rule is screened by its field's presence; so is a body's message read by its words alone.
    const unkeyed = RULES.filter((r) => r.reads === 'fields' && !r.keys).map((r) => r.id);
    expect(unkeyed.sort()).toEqual([
      'agent.narrative_tool_failed',
      'agent.tool_failed',
      'gateway.guardrail_block',
      'google.quota_failure.long_window',
      'google.quota_failure.short_window',
      'google.reason.credits',
      'google.reason.unsafe',
      'provider.allowance_limit_code',
      'provider.bare_internal_error',
    ]);
  });

  it('names every rule whose predicate holds, on every signal of every fixture, corpus and held-out sample', () => {
    let held = 0;
    const missed: string[] = [];
    for (const { id, signals } of signalSets) {
      for (const signal of signals.filter(fieldSignal)) {
        const named = keyedRuleIds(signal);
        for (const rule of keyed) {
          if (!rule.when!(signal, signals) && rule.match(signal, signals) === null) continue;
          held++;
          if (!named.has(rule.id)) missed.push(`${rule.id} on ${id} item ${signal.item}`);
        }
      }
    }
    expect(missed).toEqual([]);
    expect(held).toBeGreaterThan(500);
  });

  it("never holds once a rule's keyed fields are removed, wherever it held", () => {
    let checked = 0;
    const wrong: string[] = [];
    for (const { id, signals } of signalSets) {
      for (const signal of signals.filter(fieldSignal)) {
        for (const rule of keyed) {
          if (!rule.when!(signal, signals)) continue;
          const without: Signal = { ...signal };
          for (const key of rule.keys!) delete without[key.field];
          const all = signals.map((s) => (s === signal ? without : s));
          if (rule.when!(without, all) || rule.match(without, all) !== null)
            wrong.push(`${rule.id} on ${id}`);
          checked++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  });

  it('folds a value as `is` does: case, `_` and `-` do not change which rules a value names', () => {
    for (const rule of keyed) {
      for (const { field, values } of rule.keys!) {
        for (const value of values) {
          const variants =
            typeof value === 'number'
              ? [value]
              : [value, value.toUpperCase(), value.toLowerCase(), value.replace(/_/g, '-'), `_${value}`];
          for (const v of variants) {
            const signal = {
              item: 0,
              channel: 'http',
              origin: 'structured',
              family: 'http',
              timing: null,
              excerpt: [],
            } as Signal;
            (signal as unknown as Record<string, unknown>)[field] = field === 'reasons' ? [v] : v;
            expect(keyedRuleIds(signal).has(rule.id), `${rule.id} by ${field}=${String(v)}`).toBe(true);
          }
        }
      }
    }
  });

  it('names no keyed rule for a value no key declares', () => {
    const signal = {
      item: 0,
      channel: 'http',
      origin: 'structured',
      family: 'http',
      errorType: 'no_such_error',
      errorCode: 'nothing_declared',
      status: 299,
      timing: null,
      excerpt: [],
    } as Signal;
    expect([...keyedRuleIds(signal)]).toEqual([]);
  });
});
