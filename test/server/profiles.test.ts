import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogStore } from '../../persistence/log-store.ts';
import type { Store } from '../../persistence/store.ts';
import { HttpError } from '../../server/http-util.ts';
import { createProfileService, type ProfileService } from '../../server/profiles.ts';
import { ValidationError } from '../../validation/field-errors.ts';

let dir: string;
let store: Store;
let service: ProfileService;
let busy: Set<string>;

const input = (policy: unknown = 'try_next') => ({
  id: 'coding',
  name: 'Coding',
  candidates: [{ id: 'claude', agent_profile: 'claude-code', policy }, { id: 'codex' }],
});

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'recourse-profiles-'));
  store = createLogStore({ dir });
  await store.open();
  busy = new Set();
  service = createProfileService({
    store,
    now: () => Date.parse('2026-11-30T00:00:00Z'),
    logger: pino({ level: 'silent' }),
    routes: {
      live: (id) => (busy.has(id) ? [{ route_id: 'rt_1', generation: 3, in_flight: false }] : []),
      stop: async () => ({ ok: false, reason: 'not_allowed', message: 'test', snapshot: null }),
    },
  });
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('profile service', () => {
  it('creates version 1 with legacy policies normalized and reads it back from a reopened store', async () => {
    const created = await service.create(input('retry_same'));
    expect(created.version).toBe(1);
    expect(created.candidates[0]!.policy.transient.retry).toEqual({
      enabled: true,
      max_retries: 1,
      initial_interval_seconds: 5,
    });
    expect(created.candidates[1]!.agent_profile).toBe('codex');
    await store.close();
    store = createLogStore({ dir });
    await store.open();
    const reread = createProfileService({
      store,
      now: Date.now,
      logger: pino({ level: 'silent' }),
    });
    expect(reread.get('coding')).toEqual(created);
  });

  it('answers invalid input with field-addressed errors and stores nothing', async () => {
    const bad = input({
      version: 1,
      transient: {
        retry: { enabled: true, max_retries: 11, initial_interval_seconds: 5 },
        wait_for_reset: { enabled: false, max_wait_seconds: 0 },
        on_exhausted: 'skip',
      },
      hard: {
        retry: { enabled: false, max_retries: 0, initial_interval_seconds: 0 },
        wait_for_reset: { enabled: false, max_wait_seconds: 0 },
        on_exhausted: 'stop',
      },
    });
    const error = await service.create(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors.map((e) => e.path)).toContain(
      'candidates.0.policy.transient.retry.max_retries',
    );
    expect(service.list()).toEqual([]);
  });

  it('refuses to create an id that exists, naming the current version', async () => {
    await service.create(input());
    await expect(service.create(input())).rejects.toMatchObject({
      status: 409,
      code: 'version_conflict',
      currentVersion: 1,
    });
  });

  it('updates only at the expected version', async () => {
    await service.create(input());
    const { profile: updated } = await service.update('coding', { ...input('stop'), name: 'Coding v2' }, 1);
    expect(updated.version).toBe(2);
    expect(updated.name).toBe('Coding v2');
    const stale = await service.update('coding', input(), 1).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(HttpError);
    expect(stale).toMatchObject({ status: 409, currentVersion: 2 });
    expect(service.get('coding')?.name).toBe('Coding v2');
  });

  it('refuses an update whose body names another profile', async () => {
    await service.create(input());
    await expect(service.update('coding', { ...input(), id: 'other' }, 1)).rejects.toBeInstanceOf(
      ValidationError,
    );
  });

  it('deletes at the expected version, but not while routes depend on the profile', async () => {
    await service.create(input());
    busy.add('coding');
    await expect(service.remove('coding', 1)).rejects.toMatchObject({ status: 409, code: 'profile_in_use' });
    busy.clear();
    await expect(service.remove('coding', 2)).rejects.toMatchObject({
      status: 409,
      code: 'version_conflict',
    });
    await service.remove('coding', 1);
    expect(service.get('coding')).toBeUndefined();
    await expect(service.remove('coding', 1)).rejects.toMatchObject({ status: 404 });
  });
});
