import { describe, expect, it } from 'vitest';
import { classify, parseEnvelope } from '../../catalogue/classify.ts';
import { fixtureCandidate } from '../../catalogue/fixture-candidate.ts';
import { fixtureSchema } from '../../catalogue/fixtures.ts';

const secrets = {
  key: 'sk-ant-api03-Qw8Er7Ty6Ui5Op4As3Df2Gh1JkLzXcVbNm-ZZZZ',
  google: 'AIzaSyB1c2D3e4F5g6H7i8J9k0LmNoPqRsTuVwX',
  org: 'org-Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2',
};

const envelope = parseEnvelope({
  observed_at: '2026-03-01T12:00:00Z',
  agent: 'some-new-agent',
  invocation_id: 'inv-42',
  generation: 7,
  evidence: [
    { kind: 'output', stream: 'stderr', text: `frobnication failed for ${secrets.org} using ${secrets.key}` },
    {
      kind: 'http',
      status: 418,
      headers: { 'x-debug': secrets.google },
      body: { detail: `key=${secrets.google}` },
    },
  ],
});

describe('fixture candidates', () => {
  it('turn an unclassified envelope into a valid fixture line with every secret redacted', () => {
    const c = classify(envelope);
    expect(c.class).toBe('unclassified');
    const candidate = fixtureCandidate(envelope, c);
    expect(fixtureSchema.safeParse(JSON.parse(JSON.stringify(candidate))).success).toBe(true);
    const text = JSON.stringify(candidate);
    for (const s of Object.values(secrets)) expect(text).not.toContain(s);
    expect(text).not.toContain('inv-42');
    expect(candidate.expected.expected_class).toBe('unclassified');
    expect(candidate.notes).toContain('rule none');
  });

  it('get a stable id from their redacted content', () => {
    const c = classify(envelope);
    expect(fixtureCandidate(envelope, c).id).toBe(fixtureCandidate(structuredClone(envelope), c).id);
    expect(fixtureCandidate(envelope, c).id).toMatch(/^candidate-[0-9a-f]{12}$/);
  });
});
