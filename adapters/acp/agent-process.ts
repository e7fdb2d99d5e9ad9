/**
 * One ACP agent as a child process: spawned detached (its own process group, so a signal reaches
 * wrappers' children too), connected through `@agentclientprotocol/sdk`'s client side with a tap on
 * the raw message stream in both directions, its stderr and stray stdout kept as bounded tails, and
 * its exit code or signal from the `'exit'` event.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import * as acp from '@agentclientprotocol/sdk';
import type { AgentProfileConfig } from './config.ts';
import { EVIDENCE_BOUNDS, TailBuffer } from './evidence.ts';

export type WireMessage = acp.AnyMessage;
export type TapListener = (message: WireMessage, direction: 'in' | 'out') => void;

export interface ExitInfo {
  code: number | null;
  signal: string | null;
}

/** Answers the agent's permission requests (the profile's rules). */
export type PermissionHandler = (
  params: acp.RequestPermissionRequest,
) => acp.RequestPermissionResponse | Promise<acp.RequestPermissionResponse>;

/** Spawning failed: the code (`ENOENT`, `EACCES`, …) and message Node gave. */
export class SpawnError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SpawnError';
  }
}

export interface AgentProcess {
  readonly pid: number;
  readonly connection: acp.ClientConnection;
  readonly stderr: TailBuffer;
  readonly stdoutNoise: TailBuffer;
  /** The initialize answer once a session runner has sent it (shared processes initialize once). */
  initialized: Promise<acp.InitializeResponse> | null;
  /** Set once the process ended. */
  readonly exit: ExitInfo | null;
  readonly exited: Promise<ExitInfo>;
  /** Whether the adapter signalled the process (its exit is then not the agent's own evidence). */
  readonly signalled: boolean;
  /** Sees every JSON-RPC message in wire order, before the SDK handles it. Returns an unsubscribe. */
  tap(listener: TapListener): () => void;
  /** Closes stdin, waits `graceMs` for an exit, then SIGTERM, then after `graceMs` SIGKILL. */
  stop(graceMs: number, timers: TimerPort): Promise<ExitInfo>;
  /** SIGKILL to the whole process group. */
  kill(): void;
}

/** How long an exit waits for the rest of stderr when a grandchild keeps the pipe open. */
const STDERR_DRAIN_GRACE_MS = 1000;

/** Where the adapter sets its timers; tests pass timers they fire by hand. */
export interface TimerPort {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const realTimers: TimerPort = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as NodeJS.Timeout),
};

/** The environment an agent sees: only its profile's variables and the ones it inherits. */
export function agentEnv(profile: AgentProfileConfig, from: NodeJS.ProcessEnv): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of profile.inherit_env) {
    const v = from[name];
    if (v !== undefined) env[name] = v;
  }
  return { ...env, ...profile.env };
}

/** Spawns the agent in `cwd` and connects the SDK's client to it. Rejects with a {@link SpawnError}. */
export async function spawnAgent(options: {
  profile: AgentProfileConfig;
  cwd: string;
  env?: NodeJS.ProcessEnv;
  onPermission: PermissionHandler;
}): Promise<AgentProcess> {
  const { profile } = options;
  let child: ChildProcess;
  try {
    child = spawn(profile.command, profile.args, {
      cwd: options.cwd,
      env: agentEnv(profile, options.env ?? process.env),
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    });
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    throw new SpawnError(e.code ?? 'EINVAL', e.message);
  }
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(new SpawnError(error.code ?? 'UNKNOWN', error.message)),
    );
  });
  // After spawning, errors (EPIPE on a dead agent's stdin) surface as a closed connection.
  child.on('error', () => {});
  child.stdin!.on('error', () => {});

  const stderr = new TailBuffer(EVIDENCE_BOUNDS.stderrTailBytes);
  const stdoutNoise = new TailBuffer(EVIDENCE_BOUNDS.stdoutNoiseBytes);
  child.stderr!.on('data', (chunk: Buffer) => stderr.write(chunk));

  let exit: ExitInfo | null = null;
  let signalled = false;
  // 'exit' may come before the last stderr bytes are read (a busy machine): the exit resolves once
  // stderr has ended too, or after a short grace when a grandchild still holds the pipe open.
  const stderrEnded = new Promise<void>((resolve) => {
    child.stderr!.once('end', resolve);
    child.stderr!.once('close', resolve);
  });
  const exited = new Promise<ExitInfo>((resolve) =>
    child.once('exit', (code, signal) => {
      const info: ExitInfo = { code, signal };
      const grace = setTimeout(() => done(), STDERR_DRAIN_GRACE_MS);
      grace.unref();
      const done = () => {
        clearTimeout(grace);
        exit = info;
        resolve(info);
      };
      void stderrEnded.then(done);
    }),
  );

  // stdout bytes go to the SDK unchanged; lines that are not JSON (which the SDK drops) are kept.
  let partial = '';
  const input = new ReadableStream<Uint8Array>({
    start(controller) {
      child.stdout!.on('data', (chunk: Buffer) => {
        const lines = (partial + chunk.toString('utf8')).split('\n');
        partial = lines.pop() ?? '';
        if (partial.length > EVIDENCE_BOUNDS.stdoutNoiseBytes * 4 && !partial.trimStart().startsWith('{')) {
          stdoutNoise.write(`${partial}\n`);
          partial = '';
        }
        for (const line of lines)
          if (line.trim() && !line.trimStart().startsWith('{')) stdoutNoise.write(`${line}\n`);
        controller.enqueue(new Uint8Array(chunk));
      });
      child.stdout!.once('end', () => controller.close());
      child.stdout!.once('error', (error) => controller.error(error));
    },
  });
  const output = new WritableStream<Uint8Array>({
    write(chunk) {
      return new Promise<void>((resolve) => {
        if (!child.stdin!.writable) return resolve();
        child.stdin!.write(chunk, () => resolve());
      });
    },
    close() {
      child.stdin!.end();
    },
  });

  const listeners = new Set<TapListener>();
  const tapStream = (direction: 'in' | 'out') =>
    new TransformStream<WireMessage, WireMessage>({
      transform(message, controller) {
        for (const l of listeners) {
          try {
            l(message, direction);
          } catch {}
        }
        controller.enqueue(message);
      },
    });
  const wire = acp.ndJsonStream(output, input);
  const outTap = tapStream('out');
  void outTap.readable.pipeTo(wire.writable).catch(() => {});
  const stream: acp.Stream = {
    writable: outTap.writable,
    readable: wire.readable.pipeThrough(tapStream('in')),
  };

  const connection = acp
    .client({ name: 'recourse-acp-adapter' })
    // Updates are read from the tap, in wire order; the SDK's handler runs later and may be overtaken.
    .onNotification(acp.methods.client.session.update, () => {})
    .onRequest(acp.methods.client.session.requestPermission, ({ params }) => options.onPermission(params))
    .connect(stream);

  const signalGroup = (signal: NodeJS.Signals) => {
    if (exit) return;
    signalled = true;
    try {
      process.kill(-child.pid!, signal);
    } catch {
      try {
        child.kill(signal);
      } catch {}
    }
  };

  return {
    pid: child.pid!,
    connection,
    stderr,
    stdoutNoise,
    initialized: null,
    get exit() {
      return exit;
    },
    exited,
    get signalled() {
      return signalled;
    },
    tap(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop(graceMs, timers) {
      if (exit) return exit;
      child.stdin!.end();
      const within = (ms: number) =>
        new Promise<boolean>((resolve) => {
          const handle = timers.set(() => resolve(false), ms);
          void exited.then(() => {
            timers.clear(handle);
            resolve(true);
          });
        });
      if (await within(graceMs)) return exit!;
      signalGroup('SIGTERM');
      if (await within(graceMs)) return exit!;
      signalGroup('SIGKILL');
      return exited;
    },
    kill: () => signalGroup('SIGKILL'),
  };
}
