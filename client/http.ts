/**
 * Typed HTTP helpers of the client: profiles, policy limits, routes, attempts and actions. Every
 * answer is parsed with the service's own zod schemas; every non-2xx answer becomes a
 * {@link RecourseHttpError} carrying the stable code and the field errors.
 */
import type { z } from 'zod';
import type { RouteAction, RouteView } from '../machines/route.types.ts';
import { type DynamicProfile, dynamicProfileSchema } from '../policy/profile.ts';
import {
  actionRejectionSchema,
  attemptListResponseSchema,
  errorResponseSchema,
  policyLimitsResponseSchema,
  type RouteStartPending,
  routeListResponseSchema,
  routeStartPendingSchema,
  routeViewSchema,
} from '../server/protocol.ts';
import type { FieldError } from '../validation/field-errors.ts';
import type { ActionOutcome } from './types.ts';

export type PolicyLimits = z.output<typeof policyLimitsResponseSchema>;
export type RouteList = z.output<typeof routeListResponseSchema>;
export type AttemptList = z.output<typeof attemptListResponseSchema>;

/** A route start's task (the agent prompt and working directory), when the service takes one. */
export interface RouteTask {
  prompt: string;
  cwd: string;
  metadata?: Record<string, string>;
}

/** A non-2xx answer of the service, with its stable code and field errors. */
export class RecourseHttpError extends Error {
  readonly status: number;
  /** Stable code (`validation_failed`, `version_conflict`, …), or `http_<status>` for a foreign answer. */
  readonly code: string;
  readonly errors: FieldError[];
  /** The stored version, on a `version_conflict`. */
  readonly currentVersion: number | null;
  constructor(status: number, body: unknown) {
    const parsed = errorResponseSchema.safeParse(body);
    super(parsed.success ? parsed.data.error.message : `the service answered HTTP ${status}`);
    this.name = 'RecourseHttpError';
    this.status = status;
    this.code = parsed.success ? parsed.data.error.code : `http_${status}`;
    this.errors = parsed.success ? (parsed.data.error.errors ?? []) : [];
    this.currentVersion = parsed.success ? (parsed.data.error.current_version ?? null) : null;
  }
}

/** The service could not be reached. */
export class RecourseConnectionError extends Error {
  constructor(url: string, cause: unknown) {
    super(`cannot reach the service at ${url}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RecourseConnectionError';
  }
}

export interface HttpOptions {
  url: string;
  token: string;
  fetch?: typeof fetch;
}

/** What `startRoute` answers: the first snapshot, or the notice that the route waits for an adapter. */
export type RouteStart =
  | { status: 'started'; route: RouteView }
  | { status: 'awaiting_adapter'; pending: RouteStartPending };

export function createHttp(options: HttpOptions) {
  const base = options.url.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function call(
    method: string,
    path: string,
    body?: unknown,
    accept: number[] = [],
  ): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { authorization: `Bearer ${options.token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch (error) {
      throw new RecourseConnectionError(base, error);
    }
    const text = await response.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
    }
    if (!response.ok && !accept.includes(response.status))
      throw new RecourseHttpError(response.status, parsed);
    return { status: response.status, body: parsed };
  }

  const enc = encodeURIComponent;
  const profileList = dynamicProfileSchema.array();

  return {
    /** `GET /v1/profiles`. */
    async listProfiles(): Promise<DynamicProfile[]> {
      const { body } = await call('GET', '/v1/profiles');
      return profileList.parse((body as { profiles?: unknown })?.profiles);
    },
    /** `GET /v1/profiles/:id`. */
    async getProfile(id: string): Promise<DynamicProfile> {
      return dynamicProfileSchema.parse((await call('GET', `/v1/profiles/${enc(id)}`)).body);
    },
    /** `POST /v1/profiles`: the stored profile at version 1. */
    async createProfile(profile: unknown): Promise<DynamicProfile> {
      return dynamicProfileSchema.parse((await call('POST', '/v1/profiles', profile)).body);
    },
    /** `PUT /v1/profiles/:id` at `expectedVersion`; a conflict throws `version_conflict` with `currentVersion`. */
    async updateProfile(id: string, profile: unknown, expectedVersion: number): Promise<DynamicProfile> {
      const body = { ...(profile as object), expected_version: expectedVersion };
      return dynamicProfileSchema.parse((await call('PUT', `/v1/profiles/${enc(id)}`, body)).body);
    },
    /** `DELETE /v1/profiles/:id` at `expectedVersion`. */
    async deleteProfile(id: string, expectedVersion: number): Promise<void> {
      await call('DELETE', `/v1/profiles/${enc(id)}?expected_version=${expectedVersion}`);
    },
    /** `GET /v1/policy/limits`: the backend-owned limits a form must respect. */
    async limits(): Promise<PolicyLimits> {
      return policyLimitsResponseSchema.parse((await call('GET', '/v1/policy/limits')).body);
    },
    /** `GET /v1/routes`, optionally of one profile. */
    async listRoutes(profileId?: string): Promise<RouteList> {
      const q = profileId ? `?profile_id=${enc(profileId)}` : '';
      return routeListResponseSchema.parse((await call('GET', `/v1/routes${q}`)).body);
    },
    /** `GET /v1/routes/:id`. */
    async getRoute(id: string): Promise<RouteView> {
      return routeViewSchema.parse((await call('GET', `/v1/routes/${enc(id)}`)).body);
    },
    /** `GET /v1/routes/:id/attempts`: the append-only attempt history, oldest first. */
    async attempts(id: string): Promise<AttemptList> {
      return attemptListResponseSchema.parse((await call('GET', `/v1/routes/${enc(id)}/attempts`)).body);
    },
    /** `POST /v1/routes`. */
    async startRoute(input: {
      profile_id: string;
      caller: RouteView['caller'];
      route_id?: string;
      task?: RouteTask;
    }): Promise<RouteStart> {
      const { status, body } = await call('POST', '/v1/routes', input);
      return status === 202
        ? { status: 'awaiting_adapter', pending: routeStartPendingSchema.parse(body) }
        : { status: 'started', route: routeViewSchema.parse(body) };
    },
    /** `POST /v1/routes/:id/actions`: the authoritative snapshot, or the rejection with it. */
    async act(id: string, action: RouteAction, expectedGeneration: number): Promise<ActionOutcome> {
      const { status, body } = await call(
        'POST',
        `/v1/routes/${enc(id)}/actions`,
        { action, expected_generation: expectedGeneration },
        [409],
      );
      if (status === 409) return { ok: false, ...actionRejectionSchema.parse(body) };
      return { ok: true, snapshot: routeViewSchema.parse(body) };
    },
    /** `GET /v1/schemas`: answers for every valid token; used to check a token before connecting. */
    async check(): Promise<void> {
      await call('GET', '/v1/schemas');
    },
  };
}

export type RecourseHttp = ReturnType<typeof createHttp>;
