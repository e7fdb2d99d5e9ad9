/** Small node:http helpers: bounded JSON bodies, JSON answers and error bodies with stable codes. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FieldError } from '../validation/field-errors.ts';
import { type HttpErrorCode, LIMITS } from './protocol.ts';

/** A request that cannot be served; turned into `{ error: { code, message, … } }`. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: HttpErrorCode;
  readonly errors: FieldError[] | undefined;
  readonly currentVersion: number | null | undefined;
  readonly liveRoutes: number | undefined;
  constructor(
    status: number,
    code: HttpErrorCode,
    message: string,
    extra: { errors?: FieldError[]; currentVersion?: number | null; liveRoutes?: number } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.errors = extra.errors;
    this.currentVersion = extra.currentVersion;
    this.liveRoutes = extra.liveRoutes;
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(text);
}

export function sendError(res: ServerResponse, error: HttpError): void {
  const body: Record<string, unknown> = { code: error.code, message: error.message };
  if (error.errors) body['errors'] = error.errors;
  if (error.currentVersion !== undefined) body['current_version'] = error.currentVersion;
  if (error.liveRoutes !== undefined) body['live_routes'] = error.liveRoutes;
  const headers: Record<string, string> = {};
  if (error.status === 401) headers['www-authenticate'] = 'Bearer realm="recourse"';
  if (error.status === 413 || error.status === 408) headers['connection'] = 'close';
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  sendJson(res, error.status, { error: body });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Why a JSON document was refused before any schema saw it. */
export type JsonRefusal = 'invalid_utf8' | 'invalid_json' | 'too_deep';

export type JsonParse = { ok: true; value: unknown } | { ok: false; refusal: JsonRefusal; error: FieldError };

/**
 * The path of the first object or array nested deeper than `maxDepth` (the document itself is
 * depth 1), or null. Iterative, so no document can exhaust the stack here.
 */
export function tooDeepPath(value: unknown, maxDepth: number): string | null {
  interface Frame {
    value: object;
    depth: number;
    key: string;
    parent: Frame | null;
  }
  if (value === null || typeof value !== 'object') return null;
  const stack: Frame[] = [{ value, depth: 1, key: '', parent: null }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (frame.depth > maxDepth) {
      const keys: string[] = [];
      for (let f: Frame | null = frame; f?.parent; f = f.parent) keys.push(f.key);
      const path = keys.reverse().join('.');
      return path.length > 200 ? `${path.slice(0, 200)}…` : path;
    }
    // Own keys in Object.entries' order, without its array of pairs per object (every message walks this).
    const value = frame.value;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const child: unknown = value[i];
        if (child !== null && typeof child === 'object') {
          stack.push({ value: child, depth: frame.depth + 1, key: String(i), parent: frame });
        }
      }
      continue;
    }
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      const child: unknown = (value as Record<string, unknown>)[key];
      if (child !== null && typeof child === 'object') {
        stack.push({ value: child, depth: frame.depth + 1, key, parent: frame });
      }
    }
  }
  return null;
}

/**
 * Parses one JSON document from bytes: strict UTF-8 (no silent U+FFFD), then JSON, then a bound on
 * nesting depth, before any recursive code (zod, the engine, the store) walks it. Shared by the HTTP
 * body reader and the WebSocket message handler.
 */
export function parseJsonBytes(bytes: Uint8Array, maxDepth: number = LIMITS.maxJsonDepth): JsonParse {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return {
      ok: false,
      refusal: 'invalid_utf8',
      error: { path: '', code: 'invalid_utf8', message: 'the document is not valid UTF-8' },
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return {
      ok: false,
      refusal: 'invalid_json',
      error: { path: '', code: 'invalid_json', message: 'the document is not valid JSON' },
    };
  }
  const deep = tooDeepPath(value, maxDepth);
  if (deep !== null) {
    return {
      ok: false,
      refusal: 'too_deep',
      error: {
        path: deep,
        code: 'too_deep',
        message: `objects and arrays nest deeper than ${maxDepth} levels here`,
        allowed: `at most ${maxDepth} levels of nesting`,
      },
    };
  }
  return { ok: true, value };
}

/** Where body-read timeouts are armed (tests fire them by hand). */
export interface BodyTimers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: BodyTimers = {
  set: (fn, ms) => setTimeout(fn, ms).unref(),
  clear: (h) => clearTimeout(h as NodeJS.Timeout),
};

export interface BodyOptions {
  /** Largest body in bytes. */
  limit: number;
  /** How long the whole body may take to arrive once the handler starts reading it. */
  timeoutMs: number;
  /** @default setTimeout */
  timers?: BodyTimers;
  /** @default LIMITS.maxJsonDepth */
  maxDepth?: number;
}

/**
 * Reads a JSON body. Rejects with 415 for a non-JSON content type, 413 past the limit (without
 * reading the rest), 408 `request_timeout` when the body does not arrive within `timeoutMs` (a
 * body shorter than its Content-Length), and 400 `validation_failed` for invalid UTF-8, malformed
 * JSON or nesting deeper than `maxDepth`.
 */
export async function readJsonBody(req: IncomingMessage, options: BodyOptions): Promise<unknown> {
  const { limit } = options;
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new HttpError(415, 'unsupported_media_type', 'send the body as application/json');
  }
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) {
    throw new HttpError(413, 'payload_too_large', `request bodies are limited to ${limit} bytes`);
  }
  const timers = options.timers ?? realTimers;
  const bytes = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error: Error | null) => {
      timers.clear(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      if (error) {
        req.pause();
        reject(error);
      } else resolve(Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        finish(new HttpError(413, 'payload_too_large', `request bodies are limited to ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish(null);
    const onError = (error: Error) => finish(error);
    const timer = timers.set(
      () =>
        finish(
          new HttpError(
            408,
            'request_timeout',
            `the body did not arrive within ${options.timeoutMs} ms; send all of it, matching its Content-Length`,
          ),
        ),
      options.timeoutMs,
    );
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
  const parsed = parseJsonBytes(bytes, options.maxDepth);
  if (!parsed.ok) {
    const message =
      parsed.refusal === 'too_deep'
        ? 'the body nests too deeply'
        : parsed.refusal === 'invalid_utf8'
          ? 'the body is not valid UTF-8'
          : 'the body is not valid JSON';
    throw new HttpError(400, 'validation_failed', message, { errors: [parsed.error] });
  }
  return parsed.value;
}

/** Route patterns of requests, for logs and metrics: never the raw path, which may carry a token. */
const routePatterns = new WeakMap<IncomingMessage, string>();

/** Records the route pattern (`/v1/tokens/:id`) a request matched. */
export function setRoutePattern(req: IncomingMessage, pattern: string): void {
  routePatterns.set(req, pattern);
}

/** The route pattern a request matched, or `unmatched`. */
export function routePatternOf(req: IncomingMessage): string {
  return routePatterns.get(req) ?? 'unmatched';
}

/** The bearer token of a request, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}
