/**
 * The parent's side of the kill -9 stresses: forks `crash-child.ts` processes, collects their reports
 * (every commit, dispatch and takeover, sent before the child goes on) and kills them with SIGKILL.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createEngine, type EngineRuntime } from '../../actors/engine.ts';
import type { DispatchRequest } from '../../actors/engine-api.ts';
import type { Store } from '../../persistence/store.ts';
import type { ChildReport, CrashChildConfig } from './crash-child.ts';

const CHILD = fileURLToPath(new URL('./crash-child.ts', import.meta.url));

export interface CrashChild {
  readonly name: string;
  /** Every report, in the order sent. */
  readonly reports: ChildReport[];
  /** What the child wrote to stderr so far. */
  stderr(): string;
  /** Kills the child with SIGKILL (once). */
  kill(): void;
  /** Resolves once the child was killed and every report it sent was read; rejects on any other exit. */
  readonly done: Promise<void>;
}

/** Forks a crash child; `onReport` sees each report as it arrives (and may kill the child). */
export function forkCrashChild(
  name: string,
  config: CrashChildConfig,
  onReport: (report: ChildReport, child: CrashChild) => void = () => {},
): CrashChild {
  const process: ChildProcess = fork(CHILD, [JSON.stringify(config)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  process.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    process.once('exit', (code, signal) => resolve({ code, signal })),
  );
  // Every report already in the channel is read before it closes.
  const disconnected = new Promise<void>((resolve) => process.once('disconnect', () => resolve()));
  const child: CrashChild = {
    name,
    reports: [],
    stderr: () => stderr,
    kill: () => {
      if (process.exitCode === null && process.signalCode === null) process.kill('SIGKILL');
    },
    done: Promise.all([exited, disconnected]).then(([exit]) => {
      if (exit.signal !== 'SIGKILL') throw new Error(`${name} exited ${JSON.stringify(exit)}: ${stderr}`);
    }),
  };
  process.on('message', (m: ChildReport) => {
    child.reports.push(m);
    onReport(m, child);
  });
  return child;
}

/** mulberry32: a small deterministic generator for kill points and victims (seeded, seed printed). */
export function generator(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Attempt ids and `route#generation` pairs that were dispatched more than once (both must be empty). */
export function dispatchedTwice(reports: ChildReport[]): { attempts: string[]; generations: string[] } {
  const twice = (keys: string[]) => {
    const seen = new Set<string>();
    return keys.filter((k) => seen.has(k) || !seen.add(k));
  };
  const dispatched = reports.flatMap((r) => (r.type === 'dispatched' ? [r] : []));
  return {
    attempts: twice(dispatched.map((d) => d.attempt_id)),
    generations: twice(dispatched.map((d) => `${d.route_id}#${d.generation}`)),
  };
}

/**
 * The engine a restart after the stress runs, as the service would, on `store`; every dispatch it
 * makes is recorded instead of sent (reconciliation must make none twice).
 */
export function recordingEngine(store: Store): { engine: EngineRuntime; redispatched: DispatchRequest[] } {
  const redispatched: DispatchRequest[] = [];
  const engine = createEngine({
    store,
    now: Date.now,
    executor: {
      dispatch(request) {
        redispatched.push(request);
        return { cancel: () => false, release: () => undefined };
      },
    },
  });
  return { engine, redispatched };
}
