/**
 * The sanitizer over the whole real-evidence corpus (issue 10, kind 8): every string of every
 * sample, redacted, holds no identifier-shaped token (provider keys, masked keys, e-mails, request
 * and organization ids, UUIDs, long hex runs, home paths). Real evidence carries forms the
 * hand-written sanitizer tests never imagined; this is where a new one shows up.
 */
import { describe, expect, it } from 'vitest';
import { classify, parseEnvelope } from '../../catalogue/classify.ts';
import { redact } from '../../catalogue/sanitize.ts';
import { CORPUS_WIDE_TIMEOUT, loadCorpus } from './corpus.ts';
import { strings } from './helpers.ts';

/**
 * Identifiers that are a whole string of their own (a metadata value): nothing around them says
 * what they are, and a bare hyphenated name cannot be told from words. The catalogue reads
 * messages, never such values; the test below holds that no excerpt carries them.
 */
const BARE: Record<string, string> = {
  // An `openai-organization` header's value alone (a header's value never reaches an excerpt).
  'b142-mirascope-openai-400-model-not-found-responses': 'sotai-i3ryiz',
  'b291-mirascope-responses-strict-required-missing-unit': 'sotai-i3ryiz',
  'b295-pyd-cassette-o1-mini-developer-role': 'pydantic-28gund',
  'b373-crewai-missing-content-type-param': 'crewai-iuxna1',
  'b373-curator-openai-empty-messages-array': 'personl-pozv85',
  'b546-paperqa-cassette-openai-invalid-image-format': 'future-house-xr4tdh',
  'b634-mirascope-gpt5-mini-stop-unsupported': 'sotai-i3ryiz',
  'b756-ddtrace-openai-completions-400-invalid-token-in-prompt': 'datadog-staging',
  'b756-nrjs-openai-400-bad-role-not-one-of': 'new-relic-nkmd8b',
  'b967-openai-captured-400-model-not-found': 'syncpad',
  // A serverless worker's `workerId` value alone (with its key it is redacted).
  'b1302-whisperx-worker-nonetype-eval': 's9sm2jg5usew0l',
  // A Bedrock guardrail's `guardrailId` value alone (with its key, or in its ARN, it is redacted).
  'b137-aws-apply-guardrail-intervened-sql': 'h7t5aokrpe1n',
  // Google ErrorInfo `metadata.containerInfo` (the project is also named in the message, redacted).
  'b42-antigravity2api-403-consumer-invalid-project': 'swift-core-xxxx',
  // A body's `storage_name` value alone (with its key, in the body's text, it is redacted).
  'b449-graphrag-accel-status-failed': 'styzw4pkgwycpyy',
  // A server's `loading.node` (the node is also named in the message, redacted).
  'b103-localai-model-loading-staging-503': 'nvidia-thor',
  // A body's `request_id` value alone (with its key, in the body's text, it is redacted).
  'b102-v-quiverai-429-slow-down': 'req_1',
  // A `request-id` or `x-request-id` header's value alone (a header's value never reaches an excerpt).
  'b187-ats-400-bad-request-req-123': 'req_123',
  'b969-hf-novita-500-unknown-inference-error': 'XvV00EEDF_2PvxYO',
  'b373-hfhub-inference-missing-input-field': 'hAZ8Na',
  'b373-genai-hf-500-repeat-request-later': 'jZV2s3Rw_6hKLGYx',
  'b187-on-responses-nested-over-capacity-sse': 'req_nested_stream',
  'b187-opy-bedrock-404-org-invites': 'req_admin',
  'b258-on-sse-named-error-provider-rejected': 'req_synthetic_named_stream_error',
  'b260-rig-ws-handshake-429-rate-limit-exceeded': 'req_rate_limited',
  'b261-pai-model-http-error-429-retry-after-60': 'abc',
  // A Qianfan error body's top-level `id` (its request id) alone.
  'b199-qianfan-v2-doc-400-malformed-json': 'as-t2z8xi6mm8',
  // A body's `request_id` value alone.
  'b211-quiverai-400-prompt-invalid': 'req_2',
  // A guardrail's `guardrail_id` value alone in OpenRouter's error metadata.
  'b216-oa-cc-403-guardrail-prompt-injection': 'grd_abc123',
  // A body's `requestId` value alone (with its key, in the body's text, it is redacted).
  'b316-pollinations-no-active-flux-servers': 'vwrypm',
  // An `openai-organization` header's value alone (a header's value never reaches an excerpt).
  'b416-crewai-cassette-o1-mini-stop-http': 'crewai-iuxna1',
  // An `x-baseten-model-id` header's value alone.
  'b416-genai-baseten-gpt-oss-image-url-not-supported': '32ppevvq',
  // An `x-request-id` header's value alone.
  'b416-genai-hf-nebius-not-multimodal': 'hhliOq4kuWRL-V6r',
};

/**
 * Identifiers a sample's text names once as one (redacted there) and repeats in another item with
 * no word that says it is a name (`zhijing logging into …`, then `zhijing updating …`): each string
 * is redacted alone, so the repeat stays in that string; the excerpt never holds it (checked).
 */
const REPEATED: Record<string, string> = {
  'b456-mindcraft-bot-not-spawned-300s': 'zhijing',
};

/** Shapes no redacted text may hold, each named for the failure message. */
const IDENTIFIER_SHAPES: Record<string, RegExp> = {
  // An xAI key mixes cases and digits; `xai-grokfast`, all lowercase letters, is a mode's name.
  // A Hugging Face token likewise; `hf_provider`, all lowercase letters, is a setting's name.
  'provider key':
    /(?<![A-Za-z0-9])(?:sk-(?:ant-|proj-|or-)?[A-Za-z0-9]{6,}|xai-(?=[a-z]*[A-Z0-9])[A-Za-z0-9]{6,}|gsk_[A-Za-z0-9]{6,}|AIza[A-Za-z0-9_-]{6,}|AKIA[A-Z0-9]{8,}|gh[pousr]_[A-Za-z0-9]{8,}|hf_(?=[a-z]*[A-Z0-9])[A-Za-z0-9]{8,})/,
  'masked key': /[A-Za-z0-9]{2,}(?:\*{3,}|[•●]{2,})[A-Za-z0-9]{2,}|(?:\*{3,}|[•●]{3,})[A-Za-z0-9]{3,}/,
  'e-mail':
    /(?<![\w.+-])[\p{L}\p{N}._%+-]{1,64}@(?!\[redacted)(?:localhost\b|\[[0-9a-f.:]+\]|[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,})/iu,
  'request id': /(?<![A-Za-z0-9])(?:req|msg|toolu|chatcmpl|resp)_[A-Za-z0-9]{12,}/,
  'organization id': /(?<![A-Za-z0-9])org-[A-Za-z0-9]{12,}/,
  uuid: /(?<![0-9a-f])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![0-9a-f])/i,
  'hex run': /(?<![0-9a-f])[0-9a-f]{32,}(?![0-9a-f])/i,
  'home path': /(?:^|[\s"'(=:])(?:[A-Za-z]:)?[\\/]+(?:Users|home)[\\/]+(?!\[redacted)[^\\/\s"'`]{2,}[\\/]/,
};

describe('the sanitizer over every corpus sample', () => {
  const corpus = loadCorpus();

  it(
    'leaves no identifier-shaped token in any redacted string',
    () => {
      const survivors: string[] = [];
      for (const sample of corpus) {
        for (const text of strings(sample.envelope.evidence)) {
          const out = redact(text);
          for (const [shape, re] of Object.entries(IDENTIFIER_SHAPES)) {
            const m = re.exec(out);
            if (m) survivors.push(`${sample.id}: ${shape} "${m[0]}"`);
          }
        }
      }
      expect(survivors).toEqual([]);
    },
    CORPUS_WIDE_TIMEOUT,
  );

  it('redacts every identifier a sample names as must-not-leak, wherever it sits', () => {
    const leaks: string[] = [];
    for (const sample of corpus) {
      const bare = BARE[sample.id];
      const out = strings(sample.envelope.evidence)
        .filter((text) => text !== bare)
        .map(redact)
        .join('\n');
      for (const secret of sample.expected.must_not_leak)
        if (out.includes(secret) && REPEATED[sample.id] !== secret) leaks.push(`${sample.id}: ${secret}`);
    }
    expect(leaks).toEqual([]);
  });

  it('never puts a name a sample repeats unnamed into an excerpt, and redacts where it is named', () => {
    for (const [id, secret] of Object.entries(REPEATED)) {
      const sample = corpus.find((s) => s.id === id);
      const texts = sample ? strings(sample.envelope.evidence) : [];
      expect(texts.some((t) => t.includes(secret) && !redact(t).includes(secret))).toBe(true);
      const excerpt = classify(parseEnvelope(sample!.envelope)).safe_excerpt ?? '';
      expect(excerpt).not.toContain(secret);
    }
  });

  it('never puts an identifier that sits alone in a field into an excerpt', () => {
    for (const [id, secret] of Object.entries(BARE)) {
      const sample = corpus.find((s) => s.id === id);
      expect(sample?.envelope.evidence && strings(sample.envelope.evidence)).toContain(secret);
      const excerpt = classify(parseEnvelope(sample!.envelope)).safe_excerpt ?? '';
      expect(excerpt).not.toContain(secret);
    }
  });

  it('finds what it looks for: the shapes catch the raw corpus identifiers', () => {
    // Without this the first test could pass with shapes that match nothing.
    const raw = corpus.flatMap((s) => strings(s.envelope.evidence)).join('\n');
    for (const shape of ['provider key', 'masked key', 'request id', 'home path'])
      expect(IDENTIFIER_SHAPES[shape]!.test(raw), shape).toBe(true);
  });
});
