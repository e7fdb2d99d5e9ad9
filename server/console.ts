/**
 * Serves the built web console (web/dist) at the service's own origin, next to /v1 and the
 * WebSocket: hashed assets with long-lived caching, index.html (never cached) for every other
 * non-API path so the console's client-side URLs load directly, and a strict Content Security Policy.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setRoutePattern } from './http-util.ts';

/** Where `npm run build:web` writes the console. */
export const DEFAULT_CONSOLE_DIR = fileURLToPath(new URL('../web/dist/', import.meta.url));

/** Scripts, styles and connections only to this origin (which includes its ws://); nothing inline. */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/**
 * A request handler for the console; resolves `false` for requests it does not serve (the API,
 * `/healthz`, methods other than GET and HEAD), which the caller hands to the API.
 */
export function createConsoleHandler(dir: string = DEFAULT_CONSOLE_DIR) {
  const root = normalize(dir.endsWith(sep) ? dir : dir + sep);
  const cache = new Map<string, Buffer | null>();
  const load = async (file: string): Promise<Buffer | null> => {
    if (!cache.has(file)) cache.set(file, await readFile(file).catch(() => null));
    return cache.get(file) ?? null;
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path.startsWith('/v1/') || path === '/v1' || path === '/healthz' || path === '/metrics') return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    // Request logs name this pattern, never the raw path (which may hold anything a person pasted).
    setRoutePattern(req, path.startsWith('/assets/') ? '/assets/*' : 'console');
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      decoded = '/';
    }
    const file = normalize(join(root, decoded));
    const inside = file.startsWith(root) && !decoded.includes('\0');
    const asset = inside && decoded.startsWith('/assets/') ? await load(file) : null;
    const send = (status: number, body: Buffer, type: string, cacheControl: string) => {
      res.writeHead(status, {
        'content-type': type,
        'content-length': body.length,
        'cache-control': cacheControl,
        'content-security-policy': CONSOLE_CSP,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (asset) {
      send(
        200,
        asset,
        TYPES[extname(file)] ?? 'application/octet-stream',
        'public, max-age=31536000, immutable',
      );
      return true;
    }
    if (decoded.startsWith('/assets/')) {
      send(404, Buffer.from('no such asset\n'), 'text/plain; charset=utf-8', 'no-store');
      return true;
    }
    const index = await load(join(root, 'index.html'));
    if (!index) {
      send(
        503,
        Buffer.from('The web console is not built. Run `npm run build:web` (npm ci and npm start run it).\n'),
        'text/plain; charset=utf-8',
        'no-store',
      );
      return true;
    }
    // Client-side routes (/board, /profiles/x, …) all load the same page.
    send(200, index, TYPES['.html']!, 'no-cache');
    return true;
  };
}
