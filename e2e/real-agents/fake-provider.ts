/**
 * A local fake model provider on 127.0.0.1: the Anthropic Messages API, the OpenAI Responses API and
 * Gemini's streamGenerateContent, each answering in its own SSE format. A test queues what the next
 * model requests get (`inject`); anything not queued gets a short successful stream.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Failures a test can inject, by the provider's own words. */
export const FAULTS = [
  'overloaded', // Anthropic 529 overloaded_error; OpenAI/Gemini 503
  'rate_limited', // 429 with retry-after and the provider's reset headers
  'quota', // the account's quota or credit is exhausted
  'unauthorized', // 401
  'bad_request', // 400
  'server_error', // 500
  'reset', // the stream starts, then the connection is destroyed
] as const;
export type Fault = (typeof FAULTS)[number];
export type Api = 'anthropic' | 'openai' | 'gemini';

export interface FakeProvider {
  url: string;
  /** The next `count` model requests of `api` get `fault` (in order, after earlier injections). */
  inject(api: Api, fault: Fault, count?: number): void;
  /** Every model request of `api` gets `fault` until cleared with null (after queued injections). */
  failWith(api: Api, fault: Fault | null): void;
  /** Model requests seen, by API. */
  requests: Record<Api, number>;
  /** Forgets pending injections and counts. */
  reset(): void;
  close(): Promise<void>;
}

const TEXT = 'Done: the change is in place.';

function sse(res: ServerResponse, events: { event?: string; data: unknown }[], resetAfter?: number): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  events.forEach((e, i) => {
    if (resetAfter !== undefined && i === resetAfter) return;
    if (resetAfter !== undefined && i > resetAfter) return;
    res.write(`${e.event ? `event: ${e.event}\n` : ''}data: ${JSON.stringify(e.data)}\n\n`);
  });
  if (resetAfter !== undefined) {
    // Let the first events reach the client, then drop the connection mid-stream.
    setTimeout(() => res.socket?.destroy(), 50);
    return;
  }
  res.end();
}

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

// ---------------------------------------------------------------------------------------------
// Anthropic Messages

function anthropicStream(model: string): { event: string; data: unknown }[] {
  return [
    {
      event: 'message_start',
      data: {
        type: 'message_start',
        message: {
          id: 'msg_fake_1',
          type: 'message',
          role: 'assistant',
          model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 12, output_tokens: 1 },
        },
      },
    },
    {
      event: 'content_block_start',
      data: { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
    },
    {
      event: 'content_block_delta',
      data: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: TEXT } },
    },
    { event: 'content_block_stop', data: { type: 'content_block_stop', index: 0 } },
    {
      event: 'message_delta',
      data: {
        type: 'message_delta',
        delta: { stop_reason: 'end_turn', stop_sequence: null },
        usage: { output_tokens: 8 },
      },
    },
    { event: 'message_stop', data: { type: 'message_stop' } },
  ];
}

function anthropic(res: ServerResponse, body: Record<string, unknown>, fault: Fault | null) {
  const model = typeof body['model'] === 'string' ? body['model'] : 'claude-sonnet-4-5';
  const error = (status: number, type: string, message: string, headers: Record<string, string> = {}) =>
    json(res, status, { type: 'error', error: { type, message }, request_id: 'req_fake' }, headers);
  switch (fault) {
    case 'overloaded':
      return error(529, 'overloaded_error', 'Overloaded');
    case 'rate_limited':
      return error(
        429,
        'rate_limit_error',
        'This request would exceed the rate limit for your organization of 50 requests per minute.',
        {
          'retry-after': '20',
          'anthropic-ratelimit-requests-limit': '50',
          'anthropic-ratelimit-requests-remaining': '0',
          'anthropic-ratelimit-requests-reset': new Date(Date.now() + 20_000).toISOString(),
        },
      );
    case 'quota':
      return error(
        400,
        'invalid_request_error',
        'Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.',
      );
    case 'unauthorized':
      return error(401, 'authentication_error', 'invalid x-api-key');
    case 'bad_request':
      return error(400, 'invalid_request_error', 'messages: at least one message is required');
    case 'server_error':
      return error(500, 'api_error', 'Internal server error');
    case 'reset':
      return sse(res, anthropicStream(model), 2);
    default:
      if (body['stream'] === true) return sse(res, anthropicStream(model));
      return json(res, 200, {
        id: 'msg_fake_1',
        type: 'message',
        role: 'assistant',
        model,
        content: [{ type: 'text', text: TEXT }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 12, output_tokens: 8 },
      });
  }
}

// ---------------------------------------------------------------------------------------------
// OpenAI Responses

function openaiStream(model: string): { event: string; data: unknown }[] {
  const item = (status: string, text: string) => ({
    type: 'message',
    id: 'msg_fake_1',
    status,
    role: 'assistant',
    content: text ? [{ type: 'output_text', text, annotations: [] }] : [],
  });
  const response = (status: string, output: unknown[]) => ({
    id: 'resp_fake_1',
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    status,
    model,
    output,
    usage:
      status === 'completed'
        ? {
            input_tokens: 12,
            input_tokens_details: { cached_tokens: 0 },
            output_tokens: 8,
            output_tokens_details: { reasoning_tokens: 0 },
            total_tokens: 20,
          }
        : null,
  });
  return [
    { event: 'response.created', data: { type: 'response.created', response: response('in_progress', []) } },
    {
      event: 'response.output_item.added',
      data: { type: 'response.output_item.added', output_index: 0, item: item('in_progress', '') },
    },
    {
      event: 'response.output_text.delta',
      data: {
        type: 'response.output_text.delta',
        item_id: 'msg_fake_1',
        output_index: 0,
        content_index: 0,
        delta: TEXT,
      },
    },
    {
      event: 'response.output_item.done',
      data: { type: 'response.output_item.done', output_index: 0, item: item('completed', TEXT) },
    },
    {
      event: 'response.completed',
      data: { type: 'response.completed', response: response('completed', [item('completed', TEXT)]) },
    },
  ];
}

function openai(res: ServerResponse, body: Record<string, unknown>, fault: Fault | null) {
  const model = typeof body['model'] === 'string' ? body['model'] : 'gpt-5';
  const error = (
    status: number,
    type: string,
    code: string | null,
    message: string,
    headers: Record<string, string> = {},
  ) => json(res, status, { error: { message, type, param: null, code } }, headers);
  switch (fault) {
    case 'overloaded':
      return error(
        503,
        'server_error',
        'server_is_overloaded',
        'The server is overloaded. Please try again later.',
      );
    case 'rate_limited':
      return error(
        429,
        'requests',
        'rate_limit_exceeded',
        'Rate limit reached for gpt-5 on requests per min (RPM): Limit 50, Used 50, Requested 1. Please try again in 20s.',
        { 'retry-after': '20', 'x-ratelimit-reset-requests': '20s', 'x-ratelimit-remaining-requests': '0' },
      );
    case 'quota':
      return error(
        429,
        'insufficient_quota',
        'insufficient_quota',
        'You exceeded your current quota, please check your plan and billing details.',
      );
    case 'unauthorized':
      return error(
        401,
        'invalid_request_error',
        'invalid_api_key',
        'Incorrect API key provided: sk-fake***.',
      );
    case 'bad_request':
      return error(400, 'invalid_request_error', null, "Invalid value for 'input': expected a list.");
    case 'server_error':
      return error(500, 'server_error', null, 'The server had an error while processing your request.');
    case 'reset':
      return sse(res, openaiStream(model), 2);
    default:
      return sse(res, openaiStream(model));
  }
}

// ---------------------------------------------------------------------------------------------
// Gemini streamGenerateContent

function geminiStream(): { data: unknown }[] {
  return [
    { data: { candidates: [{ content: { parts: [{ text: 'Done: ' }], role: 'model' }, index: 0 }] } },
    {
      data: {
        candidates: [
          {
            content: { parts: [{ text: 'the change is in place.' }], role: 'model' },
            finishReason: 'STOP',
            index: 0,
          },
        ],
        usageMetadata: { promptTokenCount: 12, candidatesTokenCount: 8, totalTokenCount: 20 },
      },
    },
  ];
}

function gemini(res: ServerResponse, fault: Fault | null) {
  const error = (status: number, state: string, message: string, details: unknown[] = []) =>
    json(res, status, { error: { code: status, message, status: state, details } });
  switch (fault) {
    case 'overloaded':
      return error(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.');
    case 'rate_limited':
      return error(
        429,
        'RESOURCE_EXHAUSTED',
        'You exceeded your current quota, please check your plan and billing details. Please retry in 2.5s.',
        [
          {
            '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
            violations: [
              {
                quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_requests',
                quotaId: 'GenerateRequestsPerMinutePerProjectPerModel-FreeTier',
              },
            ],
          },
          { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '2s' },
        ],
      );
    case 'quota':
      return error(
        429,
        'RESOURCE_EXHAUSTED',
        'You exceeded your current quota, please check your plan and billing details.',
        [
          {
            '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
            violations: [
              {
                quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_requests',
                quotaId: 'GenerateRequestsPerDayPerProjectPerModel-FreeTier',
              },
            ],
          },
        ],
      );
    case 'unauthorized':
      return error(401, 'UNAUTHENTICATED', 'API key not valid. Please pass a valid API key.');
    case 'bad_request':
      return error(400, 'INVALID_ARGUMENT', '* GenerateContentRequest.contents: contents is not specified\n');
    case 'server_error':
      return error(500, 'INTERNAL', 'An internal error has occurred. Please retry or report.');
    case 'reset':
      return sse(res, geminiStream(), 1);
    default:
      return sse(res, geminiStream());
  }
}

// ---------------------------------------------------------------------------------------------

function apiOf(req: IncomingMessage): Api | null {
  const path = (req.url ?? '').split('?')[0]!;
  if (req.method !== 'POST') return null;
  if (/\/v1\/messages$/.test(path)) return 'anthropic';
  if (/\/v1\/responses$/.test(path)) return 'openai';
  if (/:streamGenerateContent$/.test(path) || /:generateContent$/.test(path)) return 'gemini';
  return null;
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const queues: Record<Api, Fault[]> = { anthropic: [], openai: [], gemini: [] };
  const requests: Record<Api, number> = { anthropic: 0, openai: 0, gemini: 0 };
  const sticky: Record<Api, Fault | null> = { anthropic: null, openai: null, gemini: null };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const api = apiOf(req);
      if (!api) {
        // Model lists, token counts, telemetry: nothing a test asserts on.
        if ((req.url ?? '').includes('count_tokens')) return json(res, 200, { input_tokens: 12 });
        if ((req.url ?? '').endsWith('/models'))
          return json(res, 200, { object: 'list', data: [], models: [] });
        return json(res, 404, { error: { message: 'not found' } });
      }
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {}
      requests[api]++;
      const fault = queues[api].shift() ?? sticky[api];
      if (api === 'anthropic') anthropic(res, body, fault);
      else if (api === 'openai') openai(res, body, fault);
      else gemini(res, fault);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    inject(api, fault, count = 1) {
      for (let i = 0; i < count; i++) queues[api].push(fault);
    },
    failWith(api, fault) {
      sticky[api] = fault;
    },
    reset() {
      for (const api of Object.keys(queues) as Api[]) {
        queues[api] = [];
        requests[api] = 0;
        sticky[api] = null;
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
