/** An engine on a real log store in a temporary folder, in virtual time, with fault injection. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { InspectionEvent } from 'xstate';
import { createCircuits } from '../../actors/circuits.ts';
import { createEngine, type EngineProfile, type EngineRuntime } from '../../actors/engine.ts';
import type { RouteView } from '../../actors/engine-api.ts';
import { createInProcessExecutor, type InProcessExecutor } from '../../actors/in-process-executor.ts';
import { createVirtualClock } from '../../actors/virtual-clock.ts';
import type { EvidenceEnvelope } from '../../catalogue/envelope.ts';
import { type FsPort, nodeFs } from '../../persistence/fs-port.ts';
import { createLogStore } from '../../persistence/log-store.ts';
import type { Store } from '../../persistence/store.ts';
import type { PolicyDocument } from '../../policy/types.ts';
import { T0 } from './helpers.ts';

export interface HarnessOptions {
  candidates?: Array<{ id: string; policy?: PolicyDocument; provider_id?: string; model_id?: string }>;
  automation?: 'auto' | 'manual';
  circuits?: boolean;
  dir?: string;
  start?: number;
  /** The engine's inspector of its route actors. */
  inspect?: (event: InspectionEvent) => void;
  /** The engine's profile lookup, as the server wires one (built on the harness's store). */
  profiles?: (store: Store) => (id: string) => EngineProfile | undefined;
}

/** Disk faults: while `full` is set every file write fails with ENOSPC. */
export interface DiskFaults {
  full: boolean;
}

function faultyFs(faults: DiskFaults): FsPort {
  const enospc = () => Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
  return {
    ...nodeFs,
    async open(path, flags) {
      const handle = await nodeFs.open(path, flags);
      return {
        ...handle,
        // Writes and syncs go through the calls below, not one durable write that passes them by.
        writeDurable: undefined,
        async write(buffer, position) {
          if (faults.full) throw enospc();
          return handle.write(buffer, position);
        },
      };
    },
    async rename(from, to) {
      if (faults.full) throw enospc();
      return nodeFs.rename(from, to);
    },
  };
}

function fsError(code: string, syscall: string, path: string): Error {
  return Object.assign(new Error(`${code}: ${syscall} '${path}'`), { code, syscall, path });
}

/**
 * The store's file-system port held in memory: the real store code runs (framing, temp + rename,
 * reopen and parse), without paying for disk and fsync. For tests about the engine and its machine
 * rather than the disk; the store's own tests run on real files.
 */
export interface MemoryFs extends FsPort {
  /** A copy of every file and folder, to start another memory disk from. */
  image(): MemoryImage;
}

export interface MemoryImage {
  files: Map<string, Buffer>;
  dirs: Set<string>;
}

export function memoryFs(from?: MemoryImage): MemoryFs {
  const files = new Map<string, Buffer>([...(from?.files ?? [])].map(([k, v]) => [k, Buffer.from(v)]));
  const dirs = new Set<string>(from?.dirs ?? ['/']);
  const parentOf = (path: string) => dirname(path);
  const needParent = (path: string, syscall: string) => {
    if (!dirs.has(parentOf(path))) throw fsError('ENOENT', syscall, path);
  };
  return {
    async mkdir(path) {
      for (let p = path; !dirs.has(p); p = parentOf(p)) dirs.add(p);
    },
    async readdir(path) {
      if (!dirs.has(path)) throw fsError('ENOENT', 'scandir', path);
      const names = new Set<string>();
      for (const p of [...files.keys(), ...dirs])
        if (p !== path && parentOf(p) === path) names.add(basename(p));
      return [...names];
    },
    async readFile(path) {
      const bytes = files.get(path);
      if (!bytes) throw fsError(dirs.has(path) ? 'EISDIR' : 'ENOENT', 'open', path);
      return Buffer.from(bytes);
    },
    async open(path, flags) {
      if (flags === 'r') {
        if (!files.has(path) && !dirs.has(path)) throw fsError('ENOENT', 'open', path);
      } else {
        needParent(path, 'open');
        if (flags === 'w' || !files.has(path)) files.set(path, Buffer.alloc(0));
      }
      return {
        async write(buffer, position) {
          const current = files.get(path) ?? Buffer.alloc(0);
          const next = Buffer.alloc(Math.max(current.length, position + buffer.length));
          current.copy(next);
          Buffer.from(buffer).copy(next, position);
          files.set(path, next);
        },
        sync: async () => {},
        datasync: async () => {},
        async truncate(length) {
          const current = files.get(path) ?? Buffer.alloc(0);
          const next = Buffer.alloc(length);
          current.copy(next, 0, 0, Math.min(length, current.length));
          files.set(path, next);
        },
        close: async () => {},
      };
    },
    async rename(from, to) {
      const bytes = files.get(from);
      if (!bytes) throw fsError('ENOENT', 'rename', from);
      needParent(to, 'rename');
      files.delete(from);
      files.set(to, bytes);
    },
    async unlink(path) {
      if (!files.delete(path)) throw fsError('ENOENT', 'unlink', path);
    },
    image: () => ({ files: new Map([...files].map(([k, v]) => [k, Buffer.from(v)])), dirs: new Set(dirs) }),
  };
}

export interface EngineHarness {
  dir: string;
  store: Store;
  engine: EngineRuntime;
  executor: InProcessExecutor;
  clock: ReturnType<typeof createVirtualClock>;
  faults: DiskFaults;
  views: RouteView[];
  /** What the engine reported through `onError`: context and message. */
  errors: Array<{ context: string; message: string }>;
  /** Stops this engine and builds a new one (new store instance) on the same folder. */
  restart(at?: number): Promise<EngineHarness>;
  close(): Promise<void>;
}

export const PROFILE_ID = 'coder';

export async function engineHarness(opts: HarnessOptions = {}): Promise<EngineHarness> {
  const dir = opts.dir ?? (await mkdtemp(join(tmpdir(), 'recourse-engine-')));
  const faults: DiskFaults = { full: false };
  const clock = createVirtualClock(opts.start ?? T0);
  const store = createLogStore({ dir, fs: faultyFs(faults), now: () => new Date(clock.now()) });
  await store.open();
  if (!opts.dir) {
    const candidates = (opts.candidates ?? [{ id: 'claude' }, { id: 'codex' }]).map((c) => ({
      id: c.id,
      agent_profile: c.id,
      ...(c.provider_id ? { provider_id: c.provider_id } : {}),
      ...(c.model_id ? { model_id: c.model_id } : {}),
      ...(c.policy ? { policy: c.policy } : {}),
    }));
    await store.putProfile(
      {
        schema_version: 1,
        profile_id: PROFILE_ID,
        version: 1,
        updated_at: new Date(clock.now()).toISOString(),
        document: {
          id: PROFILE_ID,
          name: 'Coder',
          automation: opts.automation ?? 'auto',
          version: 1,
          candidates,
        },
      },
      null,
    );
  }
  const executor = createInProcessExecutor();
  const now = () => clock.now();
  const errors: Array<{ context: string; message: string }> = [];
  const circuits = opts.circuits ? createCircuits({ store, now: () => new Date(clock.now()) }) : undefined;
  const engine = createEngine({
    store,
    executor,
    now,
    clock,
    ...(circuits ? { circuits } : {}),
    ...(opts.profiles ? { profiles: opts.profiles(store) } : {}),
    ...(opts.inspect ? { inspect: opts.inspect } : {}),
    onError: (error, context) => errors.push({ context, message: (error as Error).message }),
    idFactory: (() => {
      let n = 0;
      return () => `r${++n}`;
    })(),
  });
  clock.setSettle(() => engine.settle());
  const views: RouteView[] = [];
  engine.subscribe((v) => views.push(v));
  await engine.start();
  const harness: EngineHarness = {
    dir,
    store,
    engine,
    executor,
    clock,
    faults,
    views,
    errors,
    async restart(at) {
      await engine.stop();
      await store.close();
      return engineHarness({ ...opts, dir, start: at ?? clock.now() });
    },
    async close() {
      await engine.stop();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
  return harness;
}

/** An envelope the real classifier reads as provider overload (HTTP 529). */
export function overloaded(at: number): EvidenceEnvelope {
  return {
    observed_at: new Date(at).toISOString(),
    agent: 'claude-code',
    evidence: [{ kind: 'http', status: 529, body: { type: 'error', error: { type: 'overloaded_error' } } }],
  };
}

/** Reports a failure for the attempt in flight (or a stale one with `stale`). */
export async function failCurrent(h: EngineHarness, routeId: string, envelope: EvidenceEnvelope) {
  const d = h.executor.last(routeId);
  if (!d) throw new Error('nothing dispatched');
  return h.engine.reportOutcome({
    route_id: routeId,
    attempt_id: d.attempt_id,
    invocation_id: d.invocation_id,
    generation: d.generation,
    outcome: {
      kind: 'failure',
      envelope: { ...envelope, invocation_id: d.invocation_id, generation: d.generation },
    },
  });
}

export async function succeedCurrent(h: EngineHarness, routeId: string) {
  const d = h.executor.last(routeId);
  if (!d) throw new Error('nothing dispatched');
  return h.engine.reportOutcome({
    route_id: routeId,
    attempt_id: d.attempt_id,
    invocation_id: d.invocation_id,
    generation: d.generation,
    outcome: { kind: 'success' },
  });
}
