/**
 * The HTTP API under `/v1` (node:http, no framework): profiles, routes, attempts, route actions,
 * policy limits, schemas and tokens. Every request is authenticated before anything is read; every body is
 * bounded, JSON, and parsed with its zod schema; request bodies are never logged.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { DispatchRequest, Engine } from '../actors/engine-api.ts';
import type { CandidateStore } from '../persistence/candidate-store.ts';
import { POLICY_LIMITS } from '../policy/limits.ts';
import { PROFILE_LIMITS } from '../policy/profile.ts';
import { parseOrThrow, ValidationError } from '../validation/field-errors.ts';
import {
  type BodyTimers,
  bearerToken,
  HttpError,
  readJsonBody,
  routePatternOf,
  sendError,
  sendJson,
  setRoutePattern,
} from './http-util.ts';
import type { Metrics } from './metrics.ts';
import { can, type Operation } from './permissions.ts';
import type { ProfileService } from './profiles.ts';
import {
  LIMITS,
  type RouteStartPending,
  routeActionRequestSchema,
  routeStartRequestSchema,
  routeTurnRequestSchema,
  tokenCreateRequestSchema,
} from './protocol.ts';
import type { HeldDispatches } from './remote-executor.ts';
import { SCHEMA_NAMES, schemaDocument } from './schemas.ts';
import type { Principal, TokenRegistry } from './tokens.ts';

export interface ApiOptions {
  engine: Engine;
  profiles: ProfileService;
  tokens: TokenRegistry;
  logger: Logger;
  maxBodyBytes: number;
  /** How long a request body may take to arrive, then 408. @default LIMITS.bodyTimeoutMs */
  bodyTimeoutMs?: number;
  /** Where body-read timeouts are armed. @default setTimeout */
  bodyTimers?: BodyTimers;
  /** Deepest nesting of a JSON body. @default LIMITS.maxJsonDepth */
  maxJsonDepth?: number;
  /** Called after a token is revoked, to close its open connections. */
  onRevoke?: (tokenId: string) => void;
  /** `starting`, `ready` or `draining`: `/healthz` answers 200 only when ready. */
  status: () => 'starting' | 'ready' | 'draining';
  /** Dispatches waiting for an adapter: a route start whose first dispatch is held answers 202. */
  held?: HeldDispatches;
  /** Serves `GET /metrics` (Prometheus text) when given. */
  metrics?: Pick<Metrics, 'render' | 'contentType'>;
  /** Fixture candidates kept from unclassified failures. */
  candidates?: CandidateStore;
}

/** Header of a `PUT /v1/profiles/:id` answer whose document was identical: nothing was written. */
export const UNCHANGED_HEADER = 'recourse-unchanged';

/** A dispatch waiting for an adapter, as the `202` of a route start and in route lists. */
export function startPending(request: DispatchRequest): RouteStartPending {
  return {
    route_id: request.route_id,
    profile_id: request.profile_id,
    status: 'awaiting_adapter',
    candidate_id: request.candidate_id,
    agent_profile: request.agent_profile,
    generation: request.generation,
    message: `route ${request.route_id} is recorded; its attempt (candidate ${request.candidate_id}, generation ${request.generation}) waits for an adapter serving agent profile ${request.agent_profile}`,
  };
}

type Params = Record<string, string>;
type Handler = (ctx: {
  req: IncomingMessage;
  res: ServerResponse;
  params: Params;
  query: URLSearchParams;
  principal: Principal;
}) => Promise<void>;

interface Route {
  method: string;
  /** The path as declared (`/v1/tokens/:id`): what logs and metrics name, never the raw path. */
  path: string;
  pattern: RegExp;
  keys: string[];
  operation: Operation;
  handler: Handler;
}

function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path.replace(/:([a-z_]+)/g, (_, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), keys };
}

/** The expected version from the body's `expected_version`, an `If-Match` header or `?expected_version=`. */
function expectedVersion(req: IncomingMessage, query: URLSearchParams, body: unknown): number {
  let raw: unknown;
  if (body !== null && typeof body === 'object' && 'expected_version' in body) {
    raw = (body as { expected_version: unknown }).expected_version;
  } else if (typeof req.headers['if-match'] === 'string') {
    raw = req.headers['if-match'].replace(/^W\//, '').replace(/"/g, '').trim();
  } else if (query.has('expected_version')) {
    raw = query.get('expected_version');
  }
  const n = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) {
    throw new ValidationError([
      {
        path: 'expected_version',
        code: n === undefined ? 'required' : 'invalid_type',
        message: 'give the version you expect to replace, as body expected_version or an If-Match header',
        allowed: 'an integer >= 1',
      },
    ]);
  }
  return n;
}

function withoutExpectedVersion(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { expected_version: _ignored, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** Builds the request listener for the `/v1` API and `/healthz`. */
export function createApi(options: ApiOptions): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const { engine, profiles, tokens, logger, maxBodyBytes } = options;
  const routes: Route[] = [];
  const on = (method: string, path: string, operation: Operation, handler: Handler): void => {
    routes.push({ method, path, ...compile(path), operation, handler });
  };
  const body = (req: IncomingMessage) =>
    readJsonBody(req, {
      limit: maxBodyBytes,
      timeoutMs: options.bodyTimeoutMs ?? LIMITS.bodyTimeoutMs,
      maxDepth: options.maxJsonDepth ?? LIMITS.maxJsonDepth,
      ...(options.bodyTimers ? { timers: options.bodyTimers } : {}),
    });
  /** 404, or 409 `profile_invalid` with its field errors when the stored document fails validation. */
  const missingProfile = (id: string): HttpError => {
    const invalid = profiles.invalid(id);
    if (!invalid) return new HttpError(404, 'not_found', `no profile ${id}`);
    return new HttpError(409, 'profile_invalid', invalid.message, {
      errors: invalid.errors,
      currentVersion: invalid.version,
    });
  };
  const routeOr404 = (id: string) => {
    const view = engine.getRoute(id);
    if (view) return view;
    throw new HttpError(404, 'not_found', `no route ${id}`);
  };

  on('GET', '/v1/profiles', 'profiles.read', async ({ res }) => {
    sendJson(res, 200, { profiles: profiles.list(), invalid_profiles: profiles.listInvalid() });
  });
  on('POST', '/v1/profiles', 'profiles.write', async ({ req, res }) => {
    const profile = await profiles.create(await body(req));
    res.setHeader('etag', `"${profile.version}"`);
    res.setHeader('location', `/v1/profiles/${encodeURIComponent(profile.id)}`);
    sendJson(res, 201, profile);
  });
  on('GET', '/v1/profiles/:id', 'profiles.read', async ({ res, params }) => {
    const profile = profiles.get(params['id']!);
    if (!profile) throw missingProfile(params['id']!);
    res.setHeader('etag', `"${profile.version}"`);
    sendJson(res, 200, profile);
  });
  on('PUT', '/v1/profiles/:id', 'profiles.write', async ({ req, res, params, query }) => {
    const input = await body(req);
    const expected = expectedVersion(req, query, input);
    const { profile, unchanged } = await profiles.update(
      params['id']!,
      withoutExpectedVersion(input),
      expected,
    );
    res.setHeader('etag', `"${profile.version}"`);
    // An identical document is a no-op: same version, and the answer says so.
    if (unchanged) res.setHeader(UNCHANGED_HEADER, 'true');
    sendJson(res, 200, profile);
  });
  on('DELETE', '/v1/profiles/:id', 'profiles.write', async ({ req, res, params, query }) => {
    const stopRoutes = query.get('stop_routes');
    if (stopRoutes !== null && stopRoutes !== 'true' && stopRoutes !== 'false') {
      throw new ValidationError([
        {
          path: 'stop_routes',
          code: 'invalid_value',
          message: 'stop_routes is true or false',
          allowed: 'true, false',
        },
      ]);
    }
    const { stopped } = await profiles.remove(params['id']!, expectedVersion(req, query, null), {
      stopRoutes: stopRoutes === 'true',
    });
    if (stopRoutes === 'true')
      sendJson(res, 200, { id: params['id'], deleted: true, stopped_routes: stopped });
    else res.writeHead(204).end();
  });

  on('GET', '/v1/routes', 'routes.read', async ({ res, query }) => {
    const profileId = query.get('profile_id');
    const views = engine.listRoutes().filter((v) => !profileId || v.profile_id === profileId);
    const awaiting = (options.held?.held() ?? []).filter((r) => !profileId || r.profile_id === profileId);
    sendJson(res, 200, { routes: views, awaiting_adapter: awaiting.map(startPending) });
  });
  on('POST', '/v1/routes', 'routes.start', async ({ req, res }) => {
    const input = parseOrThrow(routeStartRequestSchema, await body(req), 'route');
    const invalid = profiles.invalid(input.profile_id);
    if (invalid) {
      throw new ValidationError([{ path: 'profile_id', code: 'profile_invalid', message: invalid.message }]);
    }
    if (!profiles.get(input.profile_id)) {
      throw new ValidationError([
        {
          path: 'profile_id',
          code: 'unknown_profile',
          message: `no profile ${input.profile_id}; create it first`,
        },
      ]);
    }
    if (input.route_id && engine.getRoute(input.route_id)) {
      throw new HttpError(409, 'version_conflict', `route ${input.route_id} already exists`);
    }
    const routeId = input.route_id ?? `rt_${randomUUID()}`;
    // Answers once the first dispatch is recorded; delivery happens after.
    const view = await engine.startRoute({ ...input, route_id: routeId });
    res.setHeader('location', `/v1/routes/${encodeURIComponent(routeId)}`);
    const held = view.awaiting_adapter ? options.held?.heldFor(routeId) : undefined;
    if (held) sendJson(res, 202, startPending(held));
    else sendJson(res, 201, view);
  });
  on('GET', '/v1/routes/:id', 'routes.read', async ({ res, params }) => {
    sendJson(res, 200, routeOr404(params['id']!));
  });
  on('GET', '/v1/routes/:id/attempts', 'routes.read', async ({ res, params }) => {
    routeOr404(params['id']!);
    sendJson(res, 200, { route_id: params['id'], attempts: await engine.listAttempts(params['id']!) });
  });
  on('POST', '/v1/routes/:id/actions', 'routes.act', async ({ req, res, params }) => {
    const input = parseOrThrow(routeActionRequestSchema, await body(req), 'action');
    routeOr404(params['id']!);
    const result = await engine.act(params['id']!, input.action, input.expected_generation);
    if (result.ok) sendJson(res, 200, result.snapshot);
    else sendJson(res, 409, { reason: result.reason, message: result.message, snapshot: result.snapshot });
  });
  on('POST', '/v1/routes/:id/turns', 'routes.act', async ({ req, res, params }) => {
    const input = parseOrThrow(routeTurnRequestSchema, await body(req), 'turn');
    routeOr404(params['id']!);
    const result = await engine.turn(params['id']!, input);
    if (result.ok) sendJson(res, 200, result.snapshot);
    else sendJson(res, 409, { reason: result.reason, message: result.message, snapshot: result.snapshot });
  });

  on('GET', '/metrics', 'metrics.read', async ({ res }) => {
    if (!options.metrics) throw new HttpError(404, 'not_found', 'metrics are not enabled');
    const text = await options.metrics.render();
    res.writeHead(200, { 'content-type': options.metrics.contentType, 'cache-control': 'no-store' });
    res.end(text);
  });

  on('GET', '/v1/policy/limits', 'limits.read', async ({ res }) => {
    sendJson(res, 200, { policy: POLICY_LIMITS, profile: PROFILE_LIMITS });
  });

  on('GET', '/v1/catalogue/candidates', 'catalogue.candidates', async ({ res }) => {
    const kept = options.candidates;
    sendJson(res, 200, {
      ...(kept?.stats() ?? { kept: 0, dropped: 0, limit: 0 }),
      candidates: kept?.list() ?? [],
    });
  });

  on('GET', '/v1/schemas', 'schemas.read', async ({ res }) => {
    sendJson(res, 200, { schemas: SCHEMA_NAMES.map((name) => ({ name, url: `/v1/schemas/${name}` })) });
  });
  on('GET', '/v1/schemas/:name', 'schemas.read', async ({ res, params }) => {
    const doc = schemaDocument(params['name']!);
    if (!doc) throw new HttpError(404, 'not_found', `no schema ${params['name']}; see /v1/schemas`);
    sendJson(res, 200, doc);
  });

  on('GET', '/v1/tokens', 'tokens.manage', async ({ res }) => {
    const tokensList = tokens
      .list()
      .map(({ id, role, label, created_at }) => ({ id, role, label, created_at }));
    sendJson(res, 200, { tokens: tokensList });
  });
  on('DELETE', '/v1/tokens/:id', 'tokens.manage', async ({ res, params, principal }) => {
    const id = params['id']!;
    const target = tokens.list().find((r) => r.id === id);
    if (!target) throw new HttpError(404, 'not_found', `no token ${id}`);
    if (target.role === 'admin' && tokens.list().filter((r) => r.role === 'admin').length === 1) {
      throw new HttpError(
        409,
        'last_admin',
        'this is the only admin token; create another admin token first',
      );
    }
    await tokens.revoke(id);
    options.onRevoke?.(id);
    logger.info({ token_id: id, by: principal.token_id }, 'token revoked');
    res.writeHead(204).end();
  });
  on('POST', '/v1/tokens', 'tokens.manage', async ({ req, res, principal }) => {
    const input = parseOrThrow(tokenCreateRequestSchema, await body(req), 'token');
    const { token, record } = await tokens.create(input.role, input.label);
    logger.info({ token_id: record.id, role: record.role, by: principal.token_id }, 'token created');
    sendJson(res, 201, {
      id: record.id,
      role: record.role,
      label: record.label,
      created_at: record.created_at,
      token,
    });
  });

  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (url.pathname === '/healthz') {
        setRoutePattern(req, '/healthz');
        const status = options.status();
        sendJson(res, status === 'ready' ? 200 : 503, { status });
        return;
      }
      if (!url.pathname.startsWith('/v1/') && url.pathname !== '/metrics') {
        throw new HttpError(404, 'not_found', 'the API lives under /v1');
      }
      const declared = routes.find((r) => r.pattern.test(url.pathname));
      if (declared) setRoutePattern(req, declared.path);
      if (options.status() !== 'ready') {
        res.setHeader('retry-after', '1');
        throw new HttpError(503, 'unavailable', `the service is ${options.status()}; try again shortly`);
      }
      const principal = tokens.authenticate(bearerToken(req.headers.authorization));
      if (!principal)
        throw new HttpError(401, 'unauthorized', 'send a valid token as Authorization: Bearer <token>');
      let matchedPath = false;
      for (const route of routes) {
        const m = route.pattern.exec(url.pathname);
        if (!m) continue;
        matchedPath = true;
        if (route.method !== req.method) continue;
        if (!can(principal.role, route.operation)) {
          throw new HttpError(403, 'forbidden', `the ${principal.role} role may not ${route.operation}`);
        }
        const params: Params = {};
        route.keys.forEach((key, i) => {
          try {
            params[key] = decodeURIComponent(m[i + 1]!);
          } catch {
            throw new HttpError(404, 'not_found', `no such resource ${url.pathname}`);
          }
        });
        await route.handler({ req, res, params, query: url.searchParams, principal });
        return;
      }
      throw matchedPath
        ? new HttpError(405, 'method_not_allowed', `${req.method} is not supported on ${url.pathname}`)
        : new HttpError(404, 'not_found', `no such resource ${url.pathname}`);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) sendError(res, error);
      else if (error instanceof ValidationError) {
        sendError(
          res,
          new HttpError(400, 'validation_failed', 'the request is invalid', { errors: error.errors }),
        );
      } else {
        logger.error(
          { method: req.method, route: routePatternOf(req), err: { name: (error as Error)?.name } },
          'request failed',
        );
        sendError(
          res,
          new HttpError(500, 'internal', 'the service could not handle this request; try again'),
        );
      }
    }
  };
}
