/**
 * Dynamic profiles on the store: create, read, list, update and delete with compare-and-set
 * versions. Input is parsed (and legacy policies normalized) by `policy/profile.ts`. A stored
 * document that no longer parses is reported as an actionable configuration error (listed as
 * `invalid`, `profile_invalid` on read), never used: it authorizes no work.
 */
import type { Logger } from 'pino';
import type { ActionResult } from '../actors/engine-api.ts';
import type { Store, StoredProfile } from '../persistence/store.ts';
import { VersionConflictError } from '../persistence/store.ts';
import {
  type DynamicProfile,
  loadStoredProfile,
  type ProfileInput,
  parseProfileInput,
} from '../policy/profile.ts';
import { type FieldError, ValidationError } from '../validation/field-errors.ts';
import { HttpError, tooDeepPath } from './http-util.ts';
import { LIMITS } from './protocol.ts';

/** A stored profile whose document fails validation: what is wrong and how to replace it. */
export interface InvalidProfile {
  id: string;
  version: number;
  status: 'invalid';
  updated_at: string;
  errors: FieldError[];
  message: string;
}

/** A live route of a profile, as the delete check sees it. */
export interface LiveRoute {
  route_id: string;
  generation: number;
  /** An attempt is dispatched (or held for an adapter) with no outcome yet: it cannot be stopped now. */
  in_flight: boolean;
}

/** The routes a profile's deletion must account for; the server wires it to the engine. */
export interface ProfileRoutes {
  /** Routes of the profile not resting in `action_required` (they may still dispatch its candidates). */
  live(profileId: string): LiveRoute[];
  /** Stops one route at its generation, as the `stop` route action does. */
  stop(routeId: string, generation: number): Promise<ActionResult>;
}

/** What a create or update did; `unchanged` when an update carried the document already stored. */
export interface ProfileWrite {
  profile: DynamicProfile;
  unchanged: boolean;
}

export interface ProfileService {
  /** Valid profiles, by id. */
  list(): DynamicProfile[];
  /** Stored profiles that fail validation, by id. */
  listInvalid(): InvalidProfile[];
  /** A valid profile; undefined when missing or invalid (see {@link invalid}). */
  get(id: string): DynamicProfile | undefined;
  /** The problem of a stored profile that fails validation; undefined when valid or missing. */
  invalid(id: string): InvalidProfile | undefined;
  /** Creates version 1; 409 `version_conflict` when the id exists. Throws ValidationError. */
  create(input: unknown): Promise<DynamicProfile>;
  /**
   * Replaces the profile if it is at `expectedVersion`; 409 with the current version otherwise. An
   * identical document changes nothing and keeps the version (`unchanged: true`).
   */
  update(id: string, input: unknown, expectedVersion: number): Promise<ProfileWrite>;
  /**
   * Deletes at `expectedVersion`. With live routes: 409 `profile_in_use` with their count, or with
   * `stopRoutes` each is stopped at its generation first (none is stopped while any has an attempt
   * in flight). Resolves with how many routes were stopped.
   */
  remove(
    id: string,
    expectedVersion: number,
    options?: { stopRoutes?: boolean },
  ): Promise<{ stopped: number }>;
}

/** The profile of a stored record, or undefined when its document does not parse. */
export function toDynamicProfile(stored: StoredProfile): DynamicProfile | undefined {
  const loaded = load(stored);
  return loaded.ok ? loaded.profile : undefined;
}

function load(
  stored: StoredProfile,
): { ok: true; profile: DynamicProfile } | { ok: false; errors: FieldError[] } {
  // A hand-edited store could nest arbitrarily deep: bound it before the recursive schema walks it.
  const deep = tooDeepPath(stored.document, LIMITS.maxJsonDepth);
  if (deep !== null) {
    return {
      ok: false,
      errors: [
        {
          path: deep,
          code: 'too_deep',
          message: `objects and arrays nest deeper than ${LIMITS.maxJsonDepth} levels here`,
        },
      ],
    };
  }
  const loaded = loadStoredProfile(stored.document);
  if (!loaded.ok) return { ok: false, errors: loaded.error.errors ?? [] };
  return { ok: true, profile: { ...loaded.profile, version: stored.version } };
}

/** Key-order-independent JSON, to tell an identical document from a changed one. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const noRoutes: ProfileRoutes = {
  live: () => [],
  stop: async () => ({ ok: false, reason: 'not_found', message: 'no routes', snapshot: null }),
};

export function createProfileService(options: {
  store: Store;
  now: () => number;
  logger: Logger;
  /** @default no routes */
  routes?: ProfileRoutes;
}): ProfileService {
  const { store, now, logger } = options;
  const routes = options.routes ?? noRoutes;

  const invalidOf = (stored: StoredProfile, errors: FieldError[]): InvalidProfile => ({
    id: stored.profile_id,
    version: stored.version,
    status: 'invalid',
    updated_at: stored.updated_at,
    errors,
    message:
      `stored profile ${stored.profile_id} (version ${stored.version}) fails validation, so it authorizes no work; ` +
      `replace it with PUT /v1/profiles/${stored.profile_id} at expected_version ${stored.version} ` +
      `(\`npx recourse profiles apply FILE --expected-version ${stored.version}\`), or delete it`,
  });

  const read = (stored: StoredProfile): DynamicProfile | InvalidProfile => {
    const loaded = load(stored);
    if (loaded.ok) return loaded.profile;
    logger.warn(
      { profile_id: stored.profile_id, version: stored.version, paths: loaded.errors.map((e) => e.path) },
      'stored profile document is invalid; it authorizes no work',
    );
    return invalidOf(stored, loaded.errors);
  };
  const isInvalid = (p: DynamicProfile | InvalidProfile): p is InvalidProfile =>
    (p as InvalidProfile).status === 'invalid';

  const conflict = (id: string, error: VersionConflictError): HttpError =>
    new HttpError(409, 'version_conflict', `profile ${id} is at version ${error.current ?? 'none'}`, {
      currentVersion: error.current,
    });

  const write = async (input: ProfileInput, expected: number | null): Promise<DynamicProfile> => {
    const version = (expected ?? 0) + 1;
    const profile: DynamicProfile = { ...input, version };
    const record: StoredProfile = {
      schema_version: 1,
      profile_id: input.id,
      version,
      updated_at: new Date(now()).toISOString(),
      // The whole profile, version included, so `loadStoredProfile(document)` reads it as is.
      document: profile,
    };
    try {
      const stored = await store.putProfile(record, expected);
      return { ...profile, version: stored.version };
    } catch (error) {
      if (error instanceof VersionConflictError) throw conflict(input.id, error);
      throw error;
    }
  };

  const inUse = (message: string, count: number): HttpError =>
    new HttpError(409, 'profile_in_use', message, { liveRoutes: count });

  return {
    list() {
      return store
        .listProfiles()
        .map(read)
        .filter((p): p is DynamicProfile => !isInvalid(p))
        .sort((a, b) => a.id.localeCompare(b.id));
    },
    listInvalid() {
      return store
        .listProfiles()
        .map(read)
        .filter(isInvalid)
        .sort((a, b) => a.id.localeCompare(b.id));
    },
    get(id) {
      const stored = store.getProfile(id);
      if (!stored) return undefined;
      const p = read(stored);
      return isInvalid(p) ? undefined : p;
    },
    invalid(id) {
      const stored = store.getProfile(id);
      if (!stored) return undefined;
      const p = read(stored);
      return isInvalid(p) ? p : undefined;
    },
    async create(input) {
      return write(parseProfileInput(input), null);
    },
    async update(id, input, expectedVersion) {
      const body =
        input !== null && typeof input === 'object' && !Array.isArray(input) && !('id' in input)
          ? { ...input, id }
          : input;
      const parsed = parseProfileInput(body);
      if (parsed.id !== id) {
        throw new ValidationError([
          {
            path: 'id',
            code: 'id_mismatch',
            message: `the body's id "${parsed.id}" is not the profile "${id}"`,
          },
        ]);
      }
      const stored = store.getProfile(id);
      if (!stored) throw new HttpError(404, 'not_found', `no profile ${id}`);
      if (stored.version !== expectedVersion) {
        throw conflict(id, new VersionConflictError(`profile ${id}`, expectedVersion, stored.version));
      }
      const current = toDynamicProfile(stored);
      if (current) {
        const { version: _version, ...currentInput } = current;
        if (canonical(currentInput) === canonical(parsed)) return { profile: current, unchanged: true };
      }
      return { profile: await write(parsed, expectedVersion), unchanged: false };
    },
    async remove(id, expectedVersion, removeOptions = {}) {
      const stored = store.getProfile(id);
      if (!stored) throw new HttpError(404, 'not_found', `no profile ${id}`);
      // Check the version first: routes are never stopped for a delete that would then conflict.
      if (stored.version !== expectedVersion) {
        throw conflict(id, new VersionConflictError(`profile ${id}`, expectedVersion, stored.version));
      }
      let stopped = 0;
      const live = routes.live(id);
      if (live.length > 0) {
        const n = live.length;
        const routesText = `${n} live route${n === 1 ? '' : 's'}`;
        if (!removeOptions.stopRoutes) {
          throw inUse(
            `profile ${id} has ${routesText} that may still dispatch its candidates; stop them first, ` +
              `or delete with ?stop_routes=true (\`npx recourse profiles delete ${id} --expected-version ${expectedVersion} --stop-routes\`)`,
            n,
          );
        }
        const busy = live.filter((r) => r.in_flight);
        if (busy.length > 0) {
          throw inUse(
            `profile ${id} has ${routesText}; ${busy.length} of them ${busy.length === 1 ? 'has' : 'have'} an attempt in flight ` +
              `(${busy.map((r) => r.route_id).join(', ')}) and cannot be stopped cleanly now: nothing was stopped; ` +
              'wait for their outcomes, then delete again',
            n,
          );
        }
        const refused: string[] = [];
        for (const route of live) {
          const result = await routes.stop(route.route_id, route.generation);
          if (result.ok) stopped++;
          else refused.push(`${route.route_id} (${result.reason})`);
        }
        const still = routes.live(id);
        if (refused.length > 0 || still.length > 0) {
          throw inUse(
            `stopped ${stopped} of ${n} live routes of profile ${id}, but ${refused.length > 0 ? `${refused.join(', ')} could not be stopped` : `${still.length} route(s) are live again`}; ` +
              'the profile is kept: check them with `npx recourse routes list`, then delete again',
            still.length,
          );
        }
      }
      try {
        await store.deleteProfile(id, expectedVersion);
      } catch (error) {
        if (error instanceof VersionConflictError) throw conflict(id, error);
        throw error;
      }
      return { stopped };
    },
  };
}
