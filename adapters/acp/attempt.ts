/**
 * One dispatch run against one ACP agent: launch (spawn or reuse), `initialize`, `session/new` with
 * the task's cwd, `session/prompt` with its prompt. Effects and phases are reported the moment the
 * tap sees them; the result is success on `end_turn`, `cancelled` after a cancel, or a failure with
 * an evidence envelope built from what the agent really emitted.
 */
import { realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import * as acp from '@agentclientprotocol/sdk';
import type { EvidenceEnvelope } from '../../catalogue/envelope.ts';
import {
  type AgentProcess,
  type ExitInfo,
  SpawnError,
  type TimerPort,
  type WireMessage,
} from './agent-process.ts';
import type { AgentProfileConfig } from './config.ts';
import { AttemptEvidence } from './evidence.ts';

/** Lifecycle phases of an attempt, in order (the protocol's `phase` message). */
export const PHASES = ['launch', 'session', 'prompt', 'stream'] as const;
export type Phase = (typeof PHASES)[number];

export type AttemptEffect = 'assistant_output' | 'tool_activity';

export interface AttemptTask {
  prompt: string;
  cwd: string;
}

export type AttemptResult =
  | { kind: 'success'; stopReason: string }
  | { kind: 'cancelled' }
  | {
      kind: 'failure';
      envelope: EvidenceEnvelope;
      effects: {
        assistant_output: boolean;
        tool_activity: boolean;
        partial_utility_output: boolean;
        resumable_retry?: { provider_session_id: string; generation: number };
      };
    };

/** An agent session left open after a successful turn. */
export interface KeptSession {
  agent: AgentProcess;
  shared: boolean;
  sessionId: string;
  resumable: boolean;
}

/** How an attempt gets its agent process: a fresh one, or a shared one it must not stop. */
export interface AgentSource {
  acquire(cwd: string): Promise<{ agent: AgentProcess; shared: boolean }>;
  /** A shared process that hung or broke: stop it so the next attempt gets a fresh one. */
  discard(agent: AgentProcess): void;
}

export interface AttemptOptions {
  profileName: string;
  profile: AgentProfileConfig;
  invocationId: string;
  generation: number;
  task: AttemptTask | null;
  source: AgentSource;
  /** The session the route's previous turn ran in, still open: this turn prompts it again. */
  resume?: KeptSession | null;
  /** On success, leave the process and session open for the route's next turn ({@link kept}). */
  keepSession?: boolean;
  timers: TimerPort;
  now: () => Date;
  onPhase(phase: Phase): void;
  onEffect(effect: AttemptEffect): void;
  log(message: string, fields?: Record<string, unknown>): void;
}

/** Rejections of a request the adapter itself decided (the agent sent nothing). */
class Timeout extends Error {
  constructor(
    readonly method: string,
    readonly ms: number,
  ) {
    super(`${method} gave no answer within ${ms} ms`);
  }
}
class Cancelled extends Error {}

/** Whether `dir` lies inside one of `roots` (both resolved through symlinks). */
export async function insideRoots(dir: string, roots: string[]): Promise<boolean> {
  if (!isAbsolute(dir)) return false;
  const real = await realpath(dir).catch(() => null);
  if (!real) return false;
  for (const root of roots) {
    const r = await realpath(root).catch(() => resolve(root));
    const rel = relative(r, real);
    if (rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))) return true;
  }
  return false;
}

export class AcpAttempt {
  private readonly evidence = new AttemptEvidence();
  private phase: Phase = 'launch';
  private agent: AgentProcess | null = null;
  private shared = false;
  private sessionId: string | null = null;
  private resumable = false;
  private promptSent = false;
  private cancelRequested = false;
  private cancelWaiters: (() => void)[] = [];
  private readonly ownRequests = new Map<string | number, string>();
  private reported = new Set<AttemptEffect>();

  constructor(private readonly o: AttemptOptions) {}

  /** Asks the agent to stop the turn (`session/cancel`); kills it if it has not stopped after the grace. */
  cancel(): void {
    if (this.cancelRequested) return;
    this.cancelRequested = true;
    for (const w of this.cancelWaiters.splice(0)) w();
    const agent = this.agent;
    if (!agent) return;
    if (this.sessionId) {
      void agent.connection.agent
        .notify(acp.methods.agent.session.cancel, { sessionId: this.sessionId })
        .catch(() => {});
    }
    const handle = this.o.timers.set(() => {
      this.o.log('the agent did not stop within the cancel grace; killing its process group');
      if (this.shared) this.o.source.discard(agent);
      agent.kill();
    }, this.o.profile.timeouts.cancel_grace_ms);
    void agent.exited.then(() => this.o.timers.clear(handle));
    this.afterCancel = () => this.o.timers.clear(handle);
  }
  private afterCancel: () => void = () => {};
  private keptSession: KeptSession | null = null;

  /** After a success with `keepSession`: the open session, for the route's next turn. */
  kept(): KeptSession | null {
    return this.keptSession;
  }

  async run(): Promise<AttemptResult> {
    try {
      return await this.runInner();
    } finally {
      this.afterCancel();
    }
  }

  private enter(phase: Phase): void {
    if (PHASES.indexOf(phase) <= PHASES.indexOf(this.phase) && phase !== 'launch') return;
    this.phase = phase;
    this.o.onPhase(phase);
  }

  private effect(effect: AttemptEffect): void {
    if (this.reported.has(effect)) return;
    this.reported.add(effect);
    this.o.onEffect(effect);
  }

  /** Everything the agent and the SDK exchange, in wire order. */
  private onWire = (message: WireMessage, direction: 'in' | 'out'): void => {
    const m = message as Record<string, unknown>;
    if (direction === 'out') {
      if (typeof m['method'] === 'string' && m['id'] !== undefined && m['id'] !== null) {
        this.ownRequests.set(m['id'] as string | number, m['method']);
      }
      return;
    }
    if (m['method'] === acp.methods.client.session.update) {
      const params = m['params'] as { sessionId?: string; update?: Record<string, unknown> } | undefined;
      if (!params?.update || params.sessionId !== this.sessionId) return;
      if (this.promptSent) this.enter('stream');
      this.evidence.update(params.update);
      const kind = params.update['sessionUpdate'];
      if (kind === 'agent_message_chunk' && this.evidence.sawOutput) this.effect('assistant_output');
      if (kind === 'tool_call' || kind === 'tool_call_update') this.effect('tool_activity');
      return;
    }
    if (m['id'] !== undefined && m['error'] && this.ownRequests.has(m['id'] as string | number)) {
      this.evidence.rpcError(m['error'] as { code?: unknown; message?: unknown; data?: unknown });
    }
  };

  /** A request with the adapter's timeout, that also ends when the attempt is cancelled. */
  private async request<T>(send: () => Promise<T>, method: string, ms: number): Promise<T> {
    let handle: unknown;
    const timeout = new Promise<never>((_, reject) => {
      handle = this.o.timers.set(() => reject(new Timeout(method, ms)), ms);
    });
    const cancelled = new Promise<never>((_, reject) => {
      if (this.cancelRequested && method !== 'session/prompt') reject(new Cancelled());
      else if (method !== 'session/prompt') this.cancelWaiters.push(() => reject(new Cancelled()));
    });
    try {
      return await Promise.race([send(), timeout, cancelled]);
    } finally {
      this.o.timers.clear(handle);
    }
  }

  private async runInner(): Promise<AttemptResult> {
    const { profile, task } = this.o;
    this.enter('launch');
    if (!task) {
      this.evidence.transport(
        undefined,
        'the dispatch carries no task (prompt and cwd): start the route with a task to run an ACP agent',
      );
      return this.fail();
    }
    if (!(await insideRoots(task.cwd, profile.cwd.allowed_roots))) {
      this.evidence.spawnError(
        'EPERM',
        `the working directory is not an existing directory inside agent profile ${this.o.profileName}'s allowed roots`,
      );
      return this.fail();
    }
    if (this.cancelRequested) return { kind: 'cancelled' };

    const resume = this.o.resume && !this.o.resume.agent.exit ? this.o.resume : null;
    try {
      const { agent, shared } = resume ?? (await this.o.source.acquire(task.cwd));
      this.agent = agent;
      this.shared = shared;
      if (resume) {
        this.sessionId = resume.sessionId;
        this.resumable = resume.resumable;
      }
    } catch (error) {
      if (error instanceof SpawnError) this.evidence.spawnError(error.code, error.message);
      else this.evidence.spawnError('UNKNOWN', (error as Error).message);
      return this.fail();
    }
    const agent = this.agent;
    const stderrSince = agent.stderr.mark();
    const untap = agent.tap(this.onWire);
    try {
      if (this.cancelRequested) throw new Cancelled();
      const conn = agent.connection.agent;
      if (!agent.initialized) {
        agent.initialized = this.request(
          () =>
            conn.request(acp.methods.agent.initialize, {
              protocolVersion: acp.PROTOCOL_VERSION,
              clientCapabilities: { fs: { readTextFile: false, writeTextFile: false }, terminal: false },
              clientInfo: { name: 'recourse-acp-adapter', version: '1' },
            }),
          'initialize',
          profile.timeouts.initialize_ms,
        ).then(async (init) => {
          const methodId = profile.authenticate;
          if (methodId) {
            await this.request(
              () => conn.request(acp.methods.agent.authenticate, { methodId }),
              'authenticate',
              profile.timeouts.initialize_ms,
            );
          }
          return init;
        });
      }
      const init = await agent.initialized;
      const caps = init.agentCapabilities;
      this.resumable = !!(caps?.loadSession || caps?.sessionCapabilities?.resume);

      if (!this.sessionId) {
        this.enter('session');
        const session = await this.request(
          () => conn.request(acp.methods.agent.session.new, { cwd: task.cwd, mcpServers: [] }),
          'session/new',
          profile.timeouts.session_ms,
        );
        this.sessionId = session.sessionId;
      }
      const sessionId = this.sessionId;
      if (this.cancelRequested) {
        this.cancelRequested = false;
        this.cancel();
        throw new Cancelled();
      }

      this.enter('prompt');
      this.promptSent = true;
      const response = await this.request(
        () =>
          conn.request(acp.methods.agent.session.prompt, {
            sessionId,
            prompt: [{ type: 'text', text: task.prompt }],
          }),
        'session/prompt',
        profile.timeouts.prompt_ms,
      );
      if (this.cancelRequested) return await this.finish({ kind: 'cancelled' });
      if (response.stopReason === 'end_turn') {
        if (this.o.keepSession) {
          this.keptSession = { agent, shared: this.shared, sessionId, resumable: this.resumable };
          return { kind: 'success', stopReason: response.stopReason };
        }
        return await this.finish({ kind: 'success', stopReason: response.stopReason });
      }
      this.evidence.event('acp-prompt-response', { stopReason: response.stopReason });
      return await this.failAfterAgent(stderrSince);
    } catch (error) {
      if (this.cancelRequested) return await this.finish({ kind: 'cancelled' });
      // A shared process that hung, died or failed to start is replaced for the next attempt.
      if (this.shared && (error instanceof Timeout || this.phase === 'launch' || agent.exit)) {
        this.o.source.discard(agent);
      }
      if (error instanceof Timeout) {
        this.evidence.transport('ETIMEDOUT', `ACP ${error.message}`);
        if (!this.shared) agent.kill();
      } else if (!(error instanceof acp.RequestError) && !this.hasRpcError(error)) {
        // The SDK's own rejection: the connection closed (a dead agent) or the pipe broke.
        const e = error as NodeJS.ErrnoException;
        this.evidence.transport(e.code, `${e.message || 'ACP connection closed'} (${this.phase} phase)`);
      }
      return await this.failAfterAgent(stderrSince);
    } finally {
      untap();
    }
  }

  /** Whether the SDK's rejection is the agent's error response (already taken from the tap). */
  private hasRpcError(error: unknown): boolean {
    const e = error as { code?: unknown; message?: unknown };
    return typeof e?.code === 'number' && typeof e.message === 'string';
  }

  /** Success or cancel: a process of its own is stopped in the background. */
  private async finish<R extends AttemptResult>(result: R): Promise<R> {
    const agent = this.agent;
    if (agent && !this.shared) {
      if (result.kind === 'cancelled' && !agent.exit) {
        // The turn is over but the process may linger; give it the cancel grace, then the group dies.
        void agent.stop(this.o.profile.timeouts.cancel_grace_ms, this.o.timers);
      } else void agent.stop(this.o.profile.timeouts.exit_grace_ms, this.o.timers);
    }
    return result;
  }

  /** A failure once the agent ran: its own process is stopped first, so its stderr and exit are complete. */
  private async failAfterAgent(stderrSince: number): Promise<AttemptResult> {
    const agent = this.agent!;
    if (!this.shared) await agent.stop(this.o.profile.timeouts.exit_grace_ms, this.o.timers);
    // The process's own end is evidence; an end the adapter caused is not.
    const exit = agent.exit && !agent.signalled ? agent.exit : null;
    return this.fail(exit, agent.stderr.text(this.shared ? stderrSince : 0), agent.stdoutNoise.text());
  }

  private fail(exit: ExitInfo | null = null, stderr = '', stdoutNoise = ''): AttemptResult {
    const envelope = this.evidence.envelope({
      observedAt: this.o.now(),
      agent: this.o.profile.agent ?? this.o.profileName,
      phase: this.phase,
      invocationId: this.o.invocationId,
      generation: this.o.generation,
      stderr,
      stdoutNoise,
      exit,
    });
    return {
      kind: 'failure',
      envelope,
      effects: {
        assistant_output: this.evidence.sawOutput,
        tool_activity: this.evidence.sawTool,
        partial_utility_output: false,
        ...(this.resumable && this.sessionId
          ? { resumable_retry: { provider_session_id: this.sessionId, generation: this.o.generation } }
          : {}),
      },
    };
  }
}
