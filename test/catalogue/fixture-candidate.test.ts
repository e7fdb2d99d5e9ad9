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

describe('unknown evidence keeps its context', () => {
  it('gives an unclassified failure with no matching rule a sanitized excerpt of its most telling item', () => {
    const c = classify(envelope);
    expect(c.class).toBe('unclassified');
    expect(c.safe_excerpt).not.toBeNull();
    for (const secret of Object.values(secrets)) expect(c.safe_excerpt).not.toContain(secret);
  });

  it('prefers an error frame over a bare exit, and the process output over nothing', () => {
    const framed = classify(
      parseEnvelope({
        observed_at: '2026-03-01T12:00:00Z',
        evidence: [
          { kind: 'jsonrpc_error', code: -32099, message: 'the widget subsystem declined' },
          { kind: 'exit', code: 9 },
        ],
      }),
    );
    expect(framed.safe_excerpt).toContain('widget subsystem declined');
    const bare = classify(
      parseEnvelope({ observed_at: '2026-03-01T12:00:00Z', evidence: [{ kind: 'exit', code: 9 }] }),
    );
    expect(bare.class).toBe('unclassified');
    expect(bare.safe_excerpt).toContain('exit 9');
  });

  it('shows what was there when nothing is read as failure evidence (a side channel alone, narration)', () => {
    const side = classify(
      parseEnvelope({
        observed_at: '2026-03-01T12:00:00Z',
        evidence: [
          { kind: 'assistant_output', text: 'I will retry the build.' },
          {
            kind: 'output',
            stream: 'stderr',
            text: `[telemetry] failed to export 3 events: 401 for ${secrets.org} with ${secrets.key}`,
          },
        ],
      }),
    );
    expect(side.class).toBe('unclassified');
    expect(side.safe_excerpt).toContain('failed to export 3 events');
    for (const secret of Object.values(secrets)) expect(side.safe_excerpt).not.toContain(secret);
    const narration = classify(
      parseEnvelope({
        observed_at: '2026-03-01T12:00:00Z',
        evidence: [
          { kind: 'assistant_output', text: 'The API answered 429 when I called it from the test.' },
        ],
      }),
    );
    expect(narration.code).not.toBe('rate_limited');
    expect(narration.safe_excerpt).toContain('answered 429');
  });

  it('gives the same failure observed twice one candidate id', () => {
    const later = parseEnvelope({ ...envelope, observed_at: '2026-03-02T08:00:00Z' });
    expect(fixtureCandidate(later, classify(later)).id).toBe(
      fixtureCandidate(envelope, classify(envelope)).id,
    );
  });

  it('cuts long strings only after redaction, so a cut never exposes part of a hidden secret', () => {
    const long = parseEnvelope({
      observed_at: '2026-03-01T12:00:00Z',
      evidence: [
        { kind: 'output', stream: 'stderr', text: `${'x '.repeat(20)}${secrets.key} ${'y '.repeat(200)}` },
      ],
    });
    const fx = fixtureCandidate(long, classify(long), { maxStringLength: 60 });
    const text = (fx.envelope.evidence[0] as { text: string }).text;
    expect(text.endsWith('…[cut]')).toBe(true);
    expect(text).not.toContain(secrets.key.slice(0, 12));
  });
});
