import { describe, expect, it } from 'vitest';
import { classify, classifyWithExplanation, parseEnvelope } from '../../catalogue/classify.ts';

const at = '2026-12-02T06:00:00Z';
const http = (status: number, message: string) => ({
  kind: 'http',
  status,
  body: JSON.stringify({ error: { message } }),
});
const stderr = (text: string) => ({ kind: 'output', stream: 'stderr', text });
const run = (...evidence: unknown[]) => classify(parseEnvelope({ observed_at: at, evidence }));

describe('the request-refusal fallback', () => {
  it('reads a refused request by the noun its message names', () => {
    expect(run(http(400, 'Prompt size is beyond what this model can take (context of 32768).')).code).toBe(
      'context_window_exceeded',
    );
    expect(run(http(422, 'message 4 has role system after role user; reorder the turns')).code).toBe(
      'conversation_rejected',
    );
    expect(run(http(400, 'The input was flagged by the safety screen of this deployment.')).code).toBe(
      'content_refused',
    );
  });

  it('answers hard with low confidence: another candidate may take the request, a person may change it', () => {
    const c = run(http(400, 'Prompt size is beyond what this model can take (context of 32768).'));
    expect(c.class).toBe('hard');
    expect(c.confidence).toBe('low');
    expect(c.classifier_rule).toBe('fallback.request_refused');
  });

  it('reads an invalid-request type or exception name as the refusal when no status is given', () => {
    expect(
      run(stderr('the model API answered invalid_request_error: messages.3: a thinking block was edited'))
        .code,
    ).toBe('conversation_rejected');
  });

  it('takes content over the conversation and the conversation over size, whatever the order of items', () => {
    const content = http(400, 'The input was flagged by the safety screen of this deployment.');
    const size = http(400, 'Prompt size is beyond what this model can take (context of 32768).');
    expect(run(size, content).code).toBe('content_refused');
    expect(run(content, size).code).toBe('content_refused');
  });

  it('stands aside when any other rule matched any item, even a weaker one', () => {
    const refused = http(400, 'Prompt size is beyond what this model can take (context of 32768).');
    const { classification, explanation } = classifyWithExplanation(
      parseEnvelope({
        observed_at: at,
        evidence: [refused, stderr('upstream said 503 Service Unavailable')],
      }),
    );
    expect(classification.classifier_rule).not.toBe('fallback.request_refused');
    expect(explanation.matches.map((m) => m.rule)).not.toContain('fallback.request_refused');
  });

  it('leaves mixed evidence open: another failure status beside the refusal', () => {
    const c = run(http(400, 'Prompt size is beyond what this model can take (context of 32768).'), {
      kind: 'http',
      status: 401,
    });
    expect(c.classifier_rule).not.toBe('fallback.request_refused');
  });

  it('leaves a request setting the agent chose to the task: a named parameter is not the provider refusing', () => {
    expect(run(http(400, 'max_tokens is above what this model allows for its context')).code).toBe(
      'unclassified',
    );
    expect(run(http(400, 'temperature must be within the context of 0 to 2')).code).toBe('unclassified');
  });

  it('does not count a lone "token" as size: it names a credential as often as a count', () => {
    expect(run(http(400, 'Fail to access the model: the token seems invalid')).code).toBe('unclassified');
  });

  it('needs a rejection: the same nouns without a 400, 422 or invalid-request name stay open', () => {
    expect(run(stderr('the context of this conversation is long')).code).toBe('unclassified');
  });

  it('never reads the agent narrative: an assistant message quoting a 400 is no evidence', () => {
    const c = run({
      kind: 'assistant_output',
      text: 'The API answered 400: the prompt exceeds the context of the model.',
    });
    expect(c.code).toBe('unclassified');
  });
});
