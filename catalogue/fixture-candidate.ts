/**
 * Catalogue growth: an unclassified envelope becomes a sanitized fixture candidate, one JSON line
 * in the fixture format. Every string is redacted; a person fills in the expected answer and adds
 * a rule (docs/catalogue.md).
 */
import { createHash } from 'node:crypto';
import type { Classification } from './classification.ts';
import type { EvidenceEnvelope } from './envelope.ts';
import type { Fixture } from './fixtures.ts';
import { CATALOGUE_VERSION } from './rules/index.ts';
import { redact } from './sanitize.ts';

function redactDeep(value: unknown, maxString: number): unknown {
  if (typeof value === 'string') {
    const clean = redact(value);
    // Cut after redaction, so a cut never exposes part of a secret the whole string hid.
    return clean.length > maxString ? `${clean.slice(0, maxString)}…[cut]` : clean;
  }
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, maxString));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [redact(k), redactDeep(v, maxString)]));
  }
  return value;
}

export interface FixtureCandidateOptions {
  /** Longest string kept (after redaction); longer ones are cut. @default no cut */
  maxStringLength?: number;
}

/**
 * A fixture candidate for `envelope`, which `classification` left unclassified. Its id hashes the
 * sanitized evidence without the observation time, so the same failure seen twice has one id.
 */
export function fixtureCandidate(
  envelope: EvidenceEnvelope,
  classification: Classification,
  options: FixtureCandidateOptions = {},
): Fixture {
  const clean = redactDeep(envelope, options.maxStringLength ?? Number.POSITIVE_INFINITY) as EvidenceEnvelope;
  // Routing correlation says nothing about the failure and may identify a workspace.
  delete clean.invocation_id;
  delete clean.generation;
  const { observed_at: _at, ...identity } = clean;
  const id = `candidate-${createHash('sha256').update(JSON.stringify(identity)).digest('hex').slice(0, 12)}`;
  return {
    id,
    envelope: clean,
    expected: {
      expected_code: 'unclassified',
      acceptable_codes: [],
      expected_class: 'unclassified',
      timing: null,
      must_not_leak: [],
    },
    source: { repo: null, ref: 'recourse classify --fixture-candidates', url: null },
    notes: `Unclassified by catalogue ${CATALOGUE_VERSION} (rule ${classification.classifier_rule}). Set the expected answer, then add a rule that cites this id.`,
  };
}
