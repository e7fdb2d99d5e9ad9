import { describe, expect, it } from 'vitest';
import { classify, parseEnvelope, RULE_LOCAL_PROVIDER } from '../../catalogue/classify.ts';

const at = '2026-12-05T01:30:00Z';
const stderr = (text: string, provider_id?: string) =>
  classify(
    parseEnvelope({
      observed_at: at,
      ...(provider_id ? { provider_id } : {}),
      evidence: [{ kind: 'output', stream: 'stderr', text }],
    }),
  );

describe('a transport failure of a local-runtime provider', () => {
  it("is the local runtime's when the candidate's provider runs on the caller's machine", () => {
    for (const provider of ['ollama', 'lmstudio', 'llama.cpp', 'localai']) {
      const c = stderr('httpx.ConnectError: [Errno 111] Connection refused', provider);
      expect(c).toMatchObject({
        code: 'local_runtime_error',
        class: 'not_provider',
        classifier_rule: RULE_LOCAL_PROVIDER,
      });
      expect(c.retry_after).toBeNull();
    }
  });

  it("is the local runtime's when the provider id says it is local, whatever serves it", () => {
    for (const provider of ['vllm-local', 'local-qwen', 'sglang_local', 'foundry-local']) {
      expect(stderr('openai.APITimeoutError: Request timed out.', provider).code).toBe('local_runtime_error');
    }
  });

  it('stays the network for a serving stack named alone, which is as often a remote cluster', () => {
    for (const provider of ['vllm', 'tgi', 'sglang', 'localhost-gateway']) {
      expect(stderr('openai.APITimeoutError: Request timed out.', provider).code).toBe('network_unavailable');
    }
  });

  it('stays the network when the evidence names a public host or address', () => {
    expect(
      stderr(
        'Error: max retries exceeded: Get "https://registry.ollama.ai/v2/library/llama3/manifests/latest": dial tcp: i/o timeout',
        'ollama',
      ).code,
    ).toBe('network_unavailable');
    expect(stderr('connect ECONNREFUSED 64.225.56.89:11434', 'ollama').code).toBe('network_unavailable');
  });

  it("leaves a hosted provider's transport failure to the network", () => {
    expect(stderr('httpx.ConnectError: [Errno 111] Connection refused', 'openai').code).toBe(
      'network_unavailable',
    );
    expect(stderr('httpx.ConnectError: [Errno 111] Connection refused').code).toBe('network_unavailable');
  });

  it('changes nothing but the network: a local runtime that answers a quota keeps the quota', () => {
    expect(stderr('Error: you have exceeded your weekly usage limit, resets in 3 days', 'ollama').class).toBe(
      'hard',
    );
  });
});
