/**
 * Dynamic profiles on the store: create, read, list, update and delete with compare-and-set
 * versions. Input is parsed (and legacy policies normalized) by `policy/profile.ts`; a stored
 * document that no longer parses is reported, never used.
 */
import type { Logger } from 'pino';
import type { Store, StoredProfile } from '../persistence/store.ts';
import { VersionConflictError } from '../persistence/store.ts';
import {
  type DynamicProfile,
  dynamicProfileSchema,
  type ProfileInput,
  parseProfileInput,
} from '../policy/profile.ts';
import { ValidationError } from '../validation/field-errors.ts';
import { HttpError } from './http-util.ts';

export interface ProfileService {
  list(): DynamicProfile[];
  get(id: string): DynamicProfile | undefined;
  /** Creates version 1; 409 `version_conflict` when the id exists. Throws ValidationError. */
  create(input: unknown): Promise<DynamicProfile>;
  /** Replaces the profile if it is at `expectedVersion`; 409 with the current version otherwise. */
  update(id: string, input: unknown, expectedVersion: number): Promise<DynamicProfile>;
  remove(id: string, expectedVersion: number): Promise<void>;
}

/** The profile of a stored record, or undefined when its document does not parse. */
export function toDynamicProfile(stored: StoredProfile): DynamicProfile | undefined {
  const parsed = dynamicProfileSchema.safeParse(stored.document);
  if (!parsed.success) return undefined;
  return { ...parsed.data, version: stored.version };
}

export function createProfileService(options: {
  store: Store;
  now: () => number;
  logger: Logger;
  /** Whether routes still depend on the profile (a wait or an attempt in flight). */
  inUse: (profileId: string) => boolean;
}): ProfileService {
  const { store, now, logger } = options;

  const read = (stored: StoredProfile): DynamicProfile | undefined => {
    const profile = toDynamicProfile(stored);
    if (!profile) {
      logger.warn(
        { profile_id: stored.profile_id },
        'stored profile document is invalid; it authorizes no work',
      );
    }
    return profile;
  };

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

  return {
    list() {
      return store
        .listProfiles()
        .map(read)
        .filter((p): p is DynamicProfile => p !== undefined)
        .sort((a, b) => a.id.localeCompare(b.id));
    },
    get(id) {
      const stored = store.getProfile(id);
      return stored ? read(stored) : undefined;
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
      if (!store.getProfile(id)) throw new HttpError(404, 'not_found', `no profile ${id}`);
      return write(parsed, expectedVersion);
    },
    async remove(id, expectedVersion) {
      if (!store.getProfile(id)) throw new HttpError(404, 'not_found', `no profile ${id}`);
      if (options.inUse(id)) {
        throw new HttpError(
          409,
          'profile_in_use',
          `routes of profile ${id} are waiting or running; stop them first`,
        );
      }
      try {
        await store.deleteProfile(id, expectedVersion);
      } catch (error) {
        if (error instanceof VersionConflictError) throw conflict(id, error);
        throw error;
      }
    },
  };
}
