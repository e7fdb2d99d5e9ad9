import { describe, expect, it } from 'vitest';
import { classify, classifyWithExplanation, parseEnvelope } from '../../catalogue/classify.ts';
import type { EvidenceItem } from '../../catalogue/envelope.ts';

const T0 = '2026-03-01T12:00:00Z';
const envelope = (...evidence: EvidenceItem[]) => parseEnvelope({ observed_at: T0, evidence });
const stderr = (text: string): EvidenceItem => ({ kind: 'output', stream: 'stderr', text });
const anthropic = (status: number, type: string, message: string): EvidenceItem => ({
  kind: 'http',
  status,
  body: { type: 'error', error: { type, message } },
});

describe('when several rules match', () => {
  it('answers the same classification for the same envelope every time', () => {
    const env = envelope(anthropic(529, 'overloaded_error', 'Overloaded'), stderr('Error: 502 Bad Gateway'));
    const first = JSON.stringify(classifyWithExplanation(env));
    for (let i = 0; i < 5; i++) expect(JSON.stringify(classifyWithExplanation(env))).toBe(first);
  });

  it('lets the structured tier win over a text phrase of another transient code', () => {
    const { classification, explanation } = classifyWithExplanation(
      envelope(stderr('Error: 502 Bad Gateway'), anthropic(529, 'overloaded_error', 'Overloaded')),
    );
    expect(classification.classifier_rule).toBe('anthropic.overloaded_error');
    expect(explanation.matches.map((m) => m.rule)).toContain('text.server_error');
  });

  it('lets hard evidence beat a transient wrapper in the same line (lesson 4)', () => {
    const c = classify(
      envelope(
        stderr(
          'stream error: stream disconnected before completion: You exceeded your current quota, please check your plan and billing details.',
        ),
      ),
    );
    expect(c).toMatchObject({ code: 'quota_limited', class: 'hard' });
  });

  it('lets hard text evidence beat a structured transient status in another item (lesson 4)', () => {
    const c = classify(
      envelope(
        anthropic(429, 'rate_limit_error', 'rate limited'),
        stderr('Claude AI usage limit reached|1772398800'),
      ),
    );
    expect(c).toMatchObject({ code: 'quota_limited', classifier_rule: 'claude.usage_limit_epoch' });
    expect(c.reset_at).toBe('2026-03-01T21:00:00.000Z');
  });

  it('lets cancellation dominate an earlier overload (lesson 7)', () => {
    const { classification, explanation } = classifyWithExplanation(
      envelope(anthropic(529, 'overloaded_error', 'Overloaded'), stderr('Error: context canceled')),
    );
    expect(classification).toMatchObject({ code: 'cancelled', class: 'not_provider' });
    expect(explanation.why).toMatch(/cancellation/);
  });

  it('answers unclassified with rule "conflict" when hard and not_provider evidence meet at one tier', () => {
    const { classification, explanation } = classifyWithExplanation(
      envelope(anthropic(401, 'authentication_error', 'invalid x-api-key'), {
        kind: 'exit',
        code: 137,
        signal: 'SIGKILL',
      }),
    );
    expect(classification).toMatchObject({
      code: 'unclassified',
      class: 'unclassified',
      classifier_rule: 'conflict',
    });
    expect(explanation.why).toMatch(/^conflict/);
  });

  it('answers "conflict" when transient and not_provider evidence meet at one tier', () => {
    const c = classify(
      envelope({ kind: 'network', code: 'ECONNRESET', host: 'api.example.com' }, { kind: 'exit', code: 137 }),
    );
    expect(c).toMatchObject({ code: 'unclassified', classifier_rule: 'conflict' });
  });

  it('lets the latest evidence win between transient causes of one tier (lesson 7)', () => {
    const c = classify(
      envelope(
        anthropic(529, 'overloaded_error', 'Overloaded'),
        anthropic(500, 'api_error', 'Internal server error'),
      ),
    );
    expect(c.classifier_rule).toBe('anthropic.api_error');
  });

  it('lets a bare status of another item yield to specific evidence', () => {
    const c = classify(envelope({ kind: 'http', status: 503 }, stderr('API Error: Overloaded')));
    expect(c.code).toBe('provider_overloaded');
  });

  it('lets the stronger tier decide between hard and not_provider evidence at different tiers', () => {
    const c = classify(
      envelope(
        anthropic(401, 'authentication_error', 'invalid x-api-key'),
        stderr('fatal: Unable to create index.lock'),
      ),
    );
    expect(c.code).toBe('auth_required');
  });

  it('splits identical rate-limit wording by the length of the wait (lesson 3)', () => {
    const wording = (s: number) =>
      stderr(
        `Requests to the ChatCompletions_Create Operation have exceeded token rate limit of your current OpenAI S0 pricing tier. Please retry after ${s} seconds.`,
      );
    expect(classify(envelope(wording(30))).code).toBe('rate_limited');
    expect(classify(envelope(wording(600))).code).toBe('rate_limited');
    expect(classify(envelope(wording(601))).code).toBe('quota_limited');
  });

  it('takes timing only from the winning evidence, never from a client backoff line', () => {
    const c = classify(envelope(stderr('API Error: Overloaded · Retrying in 30 seconds… (attempt 2/10)')));
    expect(c.code).toBe('provider_overloaded');
    expect(c.retry_after).toBeNull();
    expect(c.reset_at).toBeNull();
  });

  it('takes the latest wait a text states, even when a wait is wrapped across lines (lesson 7)', () => {
    const c = classify(
      envelope(
        stderr(
          'stream error: Rate limit is exceeded. Try again in 4 seconds.; retrying 1/5 in 209ms…\n■ stream disconnected before completion: Rate limit is exceeded. Try again in 11 seconds.',
        ),
      ),
    );
    expect(c.retry_after).toBe(11);
    const wrapped = classify(
      envelope(stderr("■ You've hit your usage limit. Try again in 5 days 22 hours 11\nminutes.")),
    );
    expect(wrapped.retry_after).toBe(((5 * 24 + 22) * 60 + 11) * 60);
  });

  it('reads no wait from "Please wait and try again later"', () => {
    const c = classify(
      envelope(
        { kind: 'http', status: 429 },
        stderr('429 Too Many Requests. Please wait and try again later.'),
      ),
    );
    expect(c).toMatchObject({ code: 'rate_limited', retry_after: null, reset_at: null });
  });

  it('lets a background utility agent veto routing on its error (lesson 7)', () => {
    const c = classify(
      envelope(
        stderr(
          'INFO service=llm agent=title small=true stream\nERROR service=acp-command reason=ProviderModelNotFoundError',
        ),
      ),
    );
    expect(c.class).toBe('unclassified');
    expect(c.classifier_rule).toBe('background.utility_agent');
  });

  it('answers unclassified with rule "none" when nothing matches, including a bare exit 1', () => {
    const c = classify(envelope({ kind: 'exit', code: 1 }));
    expect(c).toMatchObject({ code: 'unclassified', classifier_rule: 'none', confidence: 'low' });
  });
});

describe('classification fields', () => {
  it('scopes a per-model daily quota to the model (lesson 11)', () => {
    const c = classify(
      envelope({
        kind: 'http',
        status: 429,
        body: {
          error: {
            code: 429,
            status: 'RESOURCE_EXHAUSTED',
            details: [
              {
                '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
                violations: [{ quotaId: 'GenerateRequestsPerDayPerProjectPerModel-FreeTier' }],
              },
            ],
          },
        },
      }),
    );
    expect(c).toMatchObject({ code: 'quota_limited', scope: 'model' });
  });

  it('copies safe ids, correlation and observed_at, and drops unsafe ids', () => {
    const c = classify(
      parseEnvelope({
        observed_at: T0,
        provider_id: 'anthropic',
        model_id: 'model with spaces',
        phase: 'prompt',
        invocation_id: 'inv-1',
        generation: 4,
        evidence: [anthropic(529, 'overloaded_error', 'Overloaded')],
      }),
    );
    expect(c).toMatchObject({
      provider_id: 'anthropic',
      model_id: null,
      phase: 'prompt',
      occurred_at: T0,
      invocation_id: 'inv-1',
      generation: 4,
      category: 'provider',
      scope: 'provider',
    });
    expect(c.safe_excerpt).toContain('Overloaded');
  });

  it('never gives not_provider answers a timing hint', () => {
    const c = classify(
      envelope(
        stderr(
          'Error: EACCES: permission denied, open /etc/app.conf · Retrying in 30 seconds… (attempt 1/3)',
        ),
      ),
    );
    expect(c.class).toBe('not_provider');
    expect(c.retry_after).toBeNull();
  });

  it('lets a 429 that asks for hours beat the "Too Many Requests" phrase of its own body (lesson 3)', () => {
    const { classification: c, explanation } = classifyWithExplanation(
      envelope({ kind: 'http', status: 429, headers: { 'retry-after': '86400' }, body: 'Too Many Requests' }),
    );
    expect(explanation.matches.map((m) => m.rule)).toContain('text.too_many_requests');
    expect(c).toMatchObject({ code: 'quota_limited', class: 'hard', classifier_rule: 'http.429_long_wait' });
  });

  it('answers a request larger than the whole per-minute budget as a task error, not a throttle', () => {
    const body = {
      error: {
        message:
          'Request too large for gpt-4o on tokens per min (TPM): Limit 30000, Requested 45210. The input or output tokens must be reduced in order to run successfully.',
        type: 'tokens',
        code: 'rate_limit_exceeded',
      },
    };
    const c = classify(envelope({ kind: 'http', status: 429, body }));
    expect(c).toMatchObject({ code: 'task_error', class: 'not_provider' });
  });

  it('lets narrating stdout of a failed process veto the phrases it mentions', () => {
    const c = classify(
      envelope(
        {
          kind: 'output',
          stream: 'stdout',
          text: 'Refactored billing: a lapsed subscription now returns 402 Payment Required.',
        },
        { kind: 'exit', code: 1 },
      ),
    );
    expect(c).toMatchObject({ code: 'unclassified', classifier_rule: 'agent.stdout_narration' });
    const error = classify(
      envelope(
        { kind: 'output', stream: 'stdout', text: 'Error: 402 Payment Required' },
        { kind: 'exit', code: 1 },
      ),
    );
    expect(error.class).toBe('hard');
  });

  it('reads an error event an SDK user printed on stdout, with its indented fields', () => {
    const printed = (indent: string) =>
      [
        '[event] {',
        `${indent}type: "session.error",`,
        `${indent}data: {`,
        `${indent}${indent}message: "Execution failed: CAPIError: 413 413 Request Entity Too Large",`,
        `${indent}}`,
        '}',
      ].join('\n');
    for (const indent of ['  ', '\t']) {
      const c = classify(envelope({ kind: 'output', stream: 'stdout', text: printed(indent) }));
      expect(c).toMatchObject({ code: 'task_error', classifier_rule: 'provider.request_too_large' });
    }
    // The same fields under a type that names no error stay the program's own output.
    const info = printed('  ').replace('session.error', 'session.idle');
    expect(classify(envelope({ kind: 'output', stream: 'stdout', text: info })).code).toBe('unclassified');
    // Code the agent printed with an error object in it is its narrative, not an error line.
    const code = ['return {', "  type: 'error',", "  message: 'Rate limit exceeded',", '};'].join('\n');
    expect(classify(envelope({ kind: 'output', stream: 'stdout', text: code })).code).toBe('unclassified');
  });

  it("reads the words an app's 5xx body nests beside or under its label, not the bare status", () => {
    const http = (status: number, body: unknown) => classify(envelope({ kind: 'http', status, body }));
    expect(
      http(500, { error: 'Internal error', details: 'Request blocked due to safety concerns.' }).code,
    ).toBe('content_refused');
    expect(
      http(500, { detail: { response: 'The quota has been exceeded', cause: 'Quota limit reached' } }).class,
    ).toBe('hard');
    const twice = {
      error: {
        error: {
          message: "Requested token count exceeds the model's maximum context length of 32768 tokens.",
        },
      },
    };
    expect(http(502, twice).code).toBe('context_window_exceeded');
    // A successful answer's payload is not an error's words.
    const ok = { status: 'success', data: { message: 'Evaluation service is temporarily unavailable.' } };
    expect(http(200, ok).code).toBe('unclassified');
  });

  it("reads a Claude Code transcript's API-error record, whose flags are camelCase", () => {
    const record = {
      type: 'assistant',
      isApiErrorMessage: true,
      apiErrorStatus: 429,
      message: { model: '<synthetic>', content: [{ type: 'text', text: "You've hit your limit" }] },
    };
    const c = classify(envelope({ kind: 'agent_event', format: 'stream-json', event: record }));
    expect(c).toMatchObject({ code: 'quota_limited', class: 'hard' });
    // The same words in an ordinary assistant message are the model's narrative.
    const prose = { ...record, isApiErrorMessage: false };
    expect(classify(envelope({ kind: 'agent_event', format: 'stream-json', event: prose })).code).toBe(
      'unclassified',
    );
  });

  it("lets a per-minute QuotaFailure decide over Gemini's plan wording (lesson 2)", () => {
    const body = (quotaId: string) => ({
      error: {
        code: 429,
        status: 'RESOURCE_EXHAUSTED',
        message: 'You exceeded your current quota, please check your plan and billing details.',
        details: [{ '@type': 'type.googleapis.com/google.rpc.QuotaFailure', violations: [{ quotaId }] }],
      },
    });
    const minute = classify(
      envelope({ kind: 'http', status: 429, body: body('GenerateRequestsPerMinutePerProject') }),
    );
    expect(minute).toMatchObject({
      code: 'rate_limited',
      classifier_rule: 'google.quota_failure.short_window',
    });
    const day = classify(
      envelope({ kind: 'http', status: 429, body: body('GenerateRequestsPerDayPerProject') }),
    );
    expect(day).toMatchObject({ code: 'quota_limited', class: 'hard' });
  });

  it('answers an OAuth permission_error as a login problem, not a missing plan', () => {
    const c = classify(
      envelope(
        anthropic(403, 'permission_error', 'OAuth token does not meet scope requirement user:inference'),
      ),
    );
    expect(c).toMatchObject({ code: 'auth_required', classifier_rule: 'anthropic.permission_error.oauth' });
    const plan = classify(
      envelope(anthropic(403, 'permission_error', 'Your organization does not have access to this feature.')),
    );
    expect(plan.code).toBe('subscription_required');
  });
});
