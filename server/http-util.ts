/** Small node:http helpers: bounded JSON bodies, JSON answers and error bodies with stable codes. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FieldError } from '../validation/field-errors.ts';
import type { HttpErrorCode } from './protocol.ts';

/** A request that cannot be served; turned into `{ error: { code, message, … } }`. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: HttpErrorCode;
  readonly errors: FieldError[] | undefined;
  readonly currentVersion: number | null | undefined;
  constructor(
    status: number,
    code: HttpErrorCode,
    message: string,
    extra: { errors?: FieldError[]; currentVersion?: number | null } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.errors = extra.errors;
    this.currentVersion = extra.currentVersion;
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
  const headers: Record<string, string> = {};
  if (error.status === 401) headers['www-authenticate'] = 'Bearer realm="recourse"';
  if (error.status === 413) headers['connection'] = 'close';
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  sendJson(res, error.status, { error: body });
}

/**
 * Reads a JSON body of at most `limit` bytes. Rejects with 415 for a non-JSON content type, 413
 * past the limit (without reading the rest), 400 `validation_failed` for malformed JSON.
 */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new HttpError(415, 'unsupported_media_type', 'send the body as application/json');
  }
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) {
    throw new HttpError(413, 'payload_too_large', `request bodies are limited to ${limit} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      throw new HttpError(413, 'payload_too_large', `request bodies are limited to ${limit} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'validation_failed', 'the body is not valid JSON', {
      errors: [{ path: '', code: 'invalid_json', message: 'the body is not valid JSON' }],
    });
  }
}

/** The bearer token of a request, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}
