import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileHandlePort, FsPort } from '../../persistence/fs-port.ts';
import { nodeFs } from '../../persistence/fs-port.ts';
import { createLogStore, type LogStoreOptions } from '../../persistence/log-store.ts';
import type { AttemptRecord, CircuitRecord, StoredProfile, StoredRoute } from '../../persistence/store.ts';
import type { StoreBacking } from './conformance.ts';

/** A fresh real folder under the OS temp dir; `cleanup` removes it. */
export async function tempDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const base = await mkdtemp(join(tmpdir(), 'recourse-store-'));
  return { dir: join(base, 'store'), cleanup: () => rm(base, { recursive: true, force: true }) };
}

export const T0 = new Date('2026-01-01T00:00:00.000Z');
export const now = (): Date => T0;

export function route(id: string, overrides: Partial<StoredRoute> = {}): StoredRoute {
  return {
    schema_version: 1,
    route_id: id,
    profile_id: 'profile-a',
    caller: 'kanban',
    machine_version: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    snapshot: { value: 'active', context: { generation: 0, deadline: null } },
    dispatch: null,
    ...overrides,
  };
}

export function attempt(routeId: string, seq: number, overrides: Partial<AttemptRecord> = {}): AttemptRecord {
  return {
    schema_version: 1,
    route_id: routeId,
    seq,
    at: '2026-01-01T00:00:01.000Z',
    attempt_id: `att-${seq}`,
    invocation_id: 'inv-1',
    generation: seq,
    candidate_id: 'cand-1',
    event: 'failed',
    code: 'provider.rate_limited',
    class: 'transient',
    category: 'capacity',
    catalogue_version: '2026.1',
    classifier_rule: 'http-429',
    safe_excerpt: 'rate limited',
    policy_snapshot: { retry: { max: 3 } },
    decision: 'retry',
    reason: 'retries remain',
    retry_ordinal: seq,
    max_retries: 3,
    deadline: '2026-01-01T00:00:06.000Z',
    pending_outcome: null,
    ...overrides,
  };
}

export function circuit(scopeKey: string, overrides: Partial<CircuitRecord> = {}): CircuitRecord {
  return {
    schema_version: 1,
    scope_key: scopeKey,
    state: 'open',
    opened_at: '2026-01-01T00:00:00.000Z',
    open_until: '2026-01-01T00:01:00.000Z',
    consecutive_failures: 1,
    probe: null,
    version: 0,
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function profile(id: string, overrides: Partial<StoredProfile> = {}): StoredProfile {
  return {
    schema_version: 1,
    profile_id: id,
    version: 0,
    updated_at: '2026-01-01T00:00:00.000Z',
    document: { candidates: [{ id: 'cand-1' }] },
    ...overrides,
  };
}

export type FaultPoint = 'open' | 'write' | 'sync' | 'datasync' | 'truncate' | 'rename' | 'unlink';

/**
 * The real file system with faults: `fail(point, path)` returning an error code makes that call
 * throw a Node-style error with that code instead of running.
 */
export function faultyFs(fail: (point: FaultPoint, path: string) => string | undefined): FsPort {
  const check = (point: FaultPoint, path: string): void => {
    const code = fail(point, path);
    if (code !== undefined) {
      throw Object.assign(new Error(`${code}: simulated failure at ${point} ${path}`), { code });
    }
  };
  return {
    ...nodeFs,
    async open(path, flags) {
      check('open', path);
      const handle = await nodeFs.open(path, flags);
      const wrapped: FileHandlePort = {
        async write(buffer, position) {
          check('write', path);
          await handle.write(buffer, position);
        },
        async sync() {
          check('sync', path);
          await handle.sync();
        },
        async datasync() {
          check('datasync', path);
          await handle.datasync();
        },
        async truncate(length) {
          check('truncate', path);
          await handle.truncate(length);
        },
        close: () => handle.close(),
      };
      // Where the real file takes durable writes (O_DSYNC, as the store's appends do), so does this
      // one: the bytes go through the same write and datasync fault points, in that order, so a fault
      // test exercises the path the service takes.
      if (handle.writeDurable) {
        const durable = handle.writeDurable;
        wrapped.writeDurable = async (buffer, position) => {
          check('write', path);
          await durable(buffer, position);
          check('datasync', path);
        };
      }
      return wrapped;
    },
    async rename(from, to) {
      check('rename', to);
      await nodeFs.rename(from, to);
    },
    async unlink(path) {
      check('unlink', path);
      await nodeFs.unlink(path);
    },
  };
}

/** Log lines a store reported, for assertions. */
export type LoggedLine = { level: 'info' | 'warn'; message: string; fields: Record<string, unknown> };

/** A log store in a fresh temp folder, as a conformance backing. */
export async function logBacking(
  options: Omit<LogStoreOptions, 'dir'> = {},
): Promise<StoreBacking & { dir: string; logged: LoggedLine[] }> {
  const { dir, cleanup } = await tempDir();
  const logged: LoggedLine[] = [];
  return {
    dir,
    logged,
    create: () =>
      createLogStore({
        dir,
        now,
        log: (level, message, fields = {}) => logged.push({ level, message, fields }),
        ...options,
      }),
    cleanup,
  };
}
