/**
 * Structured JSON logs (pino). Request bodies are never logged; redact paths cover every place a
 * token, an Authorization header or evidence could appear by mistake.
 */
import pino, { type DestinationStream, type Logger } from 'pino';

export const REDACT_PATHS = [
  'token',
  '*.token',
  'authorization',
  '*.authorization',
  'headers.authorization',
  'req.headers.authorization',
  'req.headers["sec-websocket-protocol"]',
  'headers["sec-websocket-protocol"]',
  'envelope',
  '*.envelope',
  'evidence',
  '*.evidence',
  'body',
  '*.body',
];

/** A pino logger that writes JSON lines to `destination` (default standard output). */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: 'recourse' },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination,
  );
}
