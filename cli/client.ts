/**
 * The HTTP client the remote commands (`routes`, `profiles`) share. URL and token come from
 * `--url` / `--token` or `RECOURSE_URL` / `RECOURSE_TOKEN`; the token is never printed.
 */
import type { FieldError } from '../validation/field-errors.ts';
import { type CliIo, EXIT, printFieldErrors } from './io.ts';

/** Where `recourse` finds the service when neither `--url` nor `RECOURSE_URL` is given. */
export const DEFAULT_URL = 'http://127.0.0.1:8787';

export interface ClientConfig {
  url: string;
  token: string;
}

/** A non-2xx answer, with the service's stable error code when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly errors: FieldError[];
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    const error = (body as { error?: { code?: string; message?: string; errors?: FieldError[] } } | null)
      ?.error;
    const rejection = body as { reason?: string; message?: string } | null;
    super(error?.message ?? rejection?.message ?? `the service answered HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = error?.code ?? rejection?.reason ?? null;
    this.errors = error?.errors ?? [];
    this.body = body;
  }
}

/** The service could not be reached at all. */
export class ConnectionError extends Error {
  constructor(url: string, cause: unknown) {
    super(
      `cannot reach the service at ${url}: ${cause instanceof Error ? cause.message : String(cause)}; is it running?`,
    );
    this.name = 'ConnectionError';
  }
}

/** URL and token from flags, then environment; an error sentence when the token is missing. */
export function clientConfig(
  flags: Record<string, string | boolean | undefined>,
  env: CliIo['env'],
): ClientConfig | string {
  const url = typeof flags['url'] === 'string' ? flags['url'] : (env['RECOURSE_URL'] ?? DEFAULT_URL);
  const token = typeof flags['token'] === 'string' ? flags['token'] : env['RECOURSE_TOKEN'];
  if (!token)
    return 'give a token with --token or RECOURSE_TOKEN (the admin token is printed on first start)';
  try {
    new URL(url);
  } catch {
    return `--url "${url}" is not a URL`;
  }
  return { url: url.replace(/\/+$/, ''), token };
}

export interface Client {
  request<T = unknown>(
    method: string,
    path: string,
    options?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: T }>;
}

/** A client that throws {@link ApiError} for non-2xx answers and {@link ConnectionError} when unreachable. */
export function createClient(config: ClientConfig, fetchImpl: typeof fetch = fetch): Client {
  return {
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { authorization: `Bearer ${config.token}`, ...options.headers };
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      let response: Response;
      try {
        response = await fetchImpl(`${config.url}${path}`, {
          method,
          headers,
          ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        });
      } catch (error) {
        throw new ConnectionError(config.url, error);
      }
      const text = await response.text();
      let body: unknown = null;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      if (!response.ok) throw new ApiError(response.status, body);
      return { status: response.status, body: body as never };
    },
  };
}

/** Prints a failed call and gives its exit code: 2 for input the service rejected, 1 otherwise. */
export function reportFailure(io: CliIo, command: string, error: unknown): number {
  if (error instanceof ApiError) {
    io.err(`recourse ${command}: ${error.message}${error.code ? ` [${error.code}]` : ''}`);
    if (error.errors.length > 0) printFieldErrors(io, error.errors);
    return error.status === 400 ? EXIT.badInput : EXIT.failure;
  }
  io.err(`recourse ${command}: ${error instanceof Error ? error.message : String(error)}`);
  return EXIT.failure;
}
