/**
 * `createAcpAdapter(config)`: connects to the service with an adapter token, serves the agent
 * profiles of its configuration, and runs every dispatch against an ACP agent (attempt.ts).
 */
import WebSocket from 'ws';
import { z } from 'zod';
import { PROTOCOL } from '../../server/protocol.ts';
import { type AgentProcess, realTimers, spawnAgent, type TimerPort } from './agent-process.ts';
import { AcpAttempt, type AgentSource, type AttemptResult, type KeptSession, type Phase } from './attempt.ts';
import type { AcpAdapterConfig, AgentProfileConfig } from './config.ts';
import { permissionAnswer } from './permissions.ts';

/** The parts of the service's messages this adapter reads (server/protocol.ts has them all). */
const dispatchSchema = z.object({
  type: z.literal('dispatch'),
  request: z.object({
    route_id: z.string(),
    agent_profile: z.string(),
    attempt_id: z.string(),
    invocation_id: z.string(),
    generation: z.number().int(),
    task: z.object({ prompt: z.string(), cwd: z.string() }).nullable().optional(),
    turn: z.number().int().optional(),
  }),
});
const cancelSchema = z.object({
  type: z.literal('cancel'),
  route_id: z.string(),
  attempt_id: z.string(),
  invocation_id: z.string(),
  generation: z.number().int(),
});
const inboundSchema = z.union([
  dispatchSchema,
  cancelSchema,
  z.object({ type: z.literal('adapter_ready'), agent_profiles: z.array(z.string()) }),
  z.object({
    type: z.literal('report_result'),
    kind: z.string(),
    ok: z.boolean(),
    reason: z.string().nullable(),
  }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
type Dispatch = z.infer<typeof dispatchSchema>['request'];

export interface AcpAdapterOptions {
  /** Overrides the config and `RECOURSE_URL`. */
  url?: string;
  /** Overrides the config and `RECOURSE_TOKEN`. */
  token?: string;
  /** Where the agents' inherited variables come from. @default process.env */
  env?: NodeJS.ProcessEnv;
  /** Timers of the adapter's timeouts and graces (tests fire them by hand). @default setTimeout */
  timers?: TimerPort;
  /** @default () => new Date() */
  now?: () => Date;
  /** One line per event; never tokens, prompts or agent output. @default nothing */
  log?: (line: string) => void;
  /** Reconnect when the connection drops. @default true */
  reconnect?: boolean;
  /** First delay before reconnecting; it doubles up to 5 s. @default 250 */
  reconnectDelayMs?: number;
}

export interface AcpAdapter {
  /** Attempts running now, with the phase each has reached. */
  running(): { attempt_id: string; route_id: string; phase: Phase }[];
  /** Resolves on the next `adapter_ready` (the first one is awaited by `createAcpAdapter`). */
  ready(): Promise<void>;
  /** Closes the connection, cancels running attempts and stops every agent process. */
  close(): Promise<void>;
}

/** `http://…` or `ws://…` of the service → its WebSocket URL. */
export function wsUrlOf(url: string): string {
  const u = new URL(url.replace(/^http/, 'ws'));
  if (!u.pathname.endsWith('/v1/ws')) u.pathname = `${u.pathname.replace(/\/+$/, '')}/v1/ws`;
  return u.toString();
}

/** One process per profile for `reuse`, spawned on first use in the profile's first allowed root. */
class SharedAgents {
  private agents = new Map<string, Promise<AgentProcess>>();
  constructor(private readonly spawnFor: (name: string, cwd: string) => Promise<AgentProcess>) {}

  source(name: string, profile: AgentProfileConfig): AgentSource {
    return {
      acquire: async () => {
        let p = this.agents.get(name);
        if (!p) {
          p = this.spawnFor(name, profile.cwd.allowed_roots[0]!);
          this.agents.set(name, p);
          p.then(
            (agent) => void agent.exited.then(() => this.forget(name, p!)),
            () => this.forget(name, p!),
          );
        }
        return { agent: await p, shared: true };
      },
      discard: (agent) => {
        const p = this.agents.get(name);
        if (p) void p.then((a) => a === agent && this.forget(name, p));
        agent.kill();
      },
    };
  }

  private forget(name: string, p: Promise<AgentProcess>): void {
    if (this.agents.get(name) === p) this.agents.delete(name);
  }

  async closeAll(timers: TimerPort, graceMs: (name: string) => number): Promise<void> {
    const all = [...this.agents.entries()];
    this.agents.clear();
    await Promise.all(
      all.map(([name, p]) =>
        p.then(
          (a) => a.stop(graceMs(name), timers),
          () => undefined,
        ),
      ),
    );
  }
}

/** Connects, says hello with the configured agent profiles, and serves dispatches until closed. */
export async function createAcpAdapter(
  config: AcpAdapterConfig,
  options: AcpAdapterOptions = {},
): Promise<AcpAdapter> {
  const env = options.env ?? process.env;
  const url = options.url ?? env['RECOURSE_URL'] ?? config.service.url;
  const token = options.token ?? env['RECOURSE_TOKEN'] ?? config.service.token;
  if (!url) throw new Error('no service URL: set RECOURSE_URL or service.url in the configuration');
  if (!token) throw new Error('no adapter token: set RECOURSE_TOKEN or service.token in the configuration');
  const timers = options.timers ?? realTimers;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const reconnect = options.reconnect ?? true;
  const profiles = config.agent_profiles;

  const spawnFor = (name: string, cwd: string) => {
    const profile = profiles[name]!;
    return spawnAgent({
      profile,
      cwd,
      env,
      onPermission: (params) => {
        const answer = permissionAnswer(profile.permissions.allow, params);
        log(
          `agent profile ${name}: permission for a ${params.toolCall.kind ?? 'unknown'} tool ${answer.decision === 'allow' ? 'allowed' : 'rejected'} by rule`,
        );
        return answer.response;
      },
    });
  };
  const shared = new SharedAgents(spawnFor);
  const attempts = new Map<string, { attempt: AcpAttempt; dispatch: Dispatch; phase: Phase }>();
  /** Sessions left open after a successful turn, by route: the route's next turn prompts them again. */
  const kept = new Map<string, { profile: string; session: KeptSession; handle: unknown }>();
  const release = (routeId: string): KeptSession | null => {
    const k = kept.get(routeId);
    if (!k) return null;
    kept.delete(routeId);
    timers.clear(k.handle);
    return k.session;
  };
  const closeSession = (name: string, session: KeptSession): void => {
    if (!session.shared) void session.agent.stop(profiles[name]!.timeouts.exit_grace_ms, timers);
  };

  let ws: WebSocket | null = null;
  let closing = false;
  let delay = options.reconnectDelayMs ?? 250;
  let readyWaiters: { resolve: () => void; reject: (e: Error) => void }[] = [];
  /** Reports written while disconnected; sent once the service says `adapter_ready` again. */
  const outbox: string[] = [];
  let serving = false;

  const send = (message: Record<string, unknown>): void => {
    const text = JSON.stringify(message);
    if (ws && ws.readyState === WebSocket.OPEN && serving) ws.send(text);
    else outbox.push(text);
  };

  const sourceFor = (name: string, profile: AgentProfileConfig): AgentSource =>
    profile.process === 'reuse'
      ? shared.source(name, profile)
      : {
          acquire: async (cwd) => ({ agent: await spawnFor(name, cwd), shared: false }),
          discard: (agent) => agent.kill(),
        };

  const correlationOf = (d: Dispatch) => ({
    route_id: d.route_id,
    invocation_id: d.invocation_id,
    generation: d.generation,
  });

  const report = (d: Dispatch, result: AttemptResult): void => {
    const outcome =
      result.kind === 'success'
        ? { kind: 'success' }
        : result.kind === 'cancelled'
          ? { kind: 'cancelled' }
          : { kind: 'failure', envelope: result.envelope, effects: result.effects };
    send({ type: 'outcome', ...correlationOf(d), attempt_id: d.attempt_id, outcome });
    log(
      `attempt ${d.attempt_id}: ${result.kind}${result.kind === 'failure' ? ` (${result.envelope.evidence.map((e) => e.kind).join(', ')})` : ''}`,
    );
  };

  const onDispatch = (d: Dispatch): void => {
    send({ type: 'dispatch_ack', attempt_id: d.attempt_id });
    const profile = profiles[d.agent_profile];
    log(`dispatch ${d.attempt_id}: route ${d.route_id} agent profile ${d.agent_profile} turn ${d.turn ?? 0}`);
    if (!profile) {
      // The service only sends profiles this adapter announced; a config reload could race it.
      log(`attempt ${d.attempt_id}: agent profile ${d.agent_profile} is not configured here`);
      return;
    }
    const task = d.task ? { prompt: d.task.prompt, cwd: d.task.cwd } : null;
    // A later turn on the same agent profile continues the previous turn's session; anything else
    // (a first turn, a retry after a failure, a switch of candidate) closes it and starts afresh.
    const previous = kept.get(d.route_id);
    let resume = release(d.route_id);
    if (resume && ((d.turn ?? 0) === 0 || previous?.profile !== d.agent_profile)) {
      closeSession(previous!.profile, resume);
      resume = null;
    }
    const keepSession = profile.timeouts.keep_session_ms > 0;
    const attempt = new AcpAttempt({
      resume,
      keepSession,
      profileName: d.agent_profile,
      profile,
      invocationId: d.invocation_id,
      generation: d.generation,
      task,
      source: sourceFor(d.agent_profile, profile),
      timers,
      now,
      onPhase: (phase) => {
        const running = attempts.get(d.attempt_id);
        if (running) running.phase = phase;
        send({ type: 'phase', ...correlationOf(d), phase });
      },
      onEffect: (effect) => send({ type: 'effect', ...correlationOf(d), effect }),
      log: (line) => log(`attempt ${d.attempt_id}: ${line}`),
    });
    attempts.set(d.attempt_id, { attempt, dispatch: d, phase: 'launch' });
    void attempt
      .run()
      .then(
        (result) => {
          const session = attempt.kept();
          if (session) {
            const handle = timers.set(() => {
              if (kept.get(d.route_id)?.session === session) release(d.route_id);
              closeSession(d.agent_profile, session);
            }, profile.timeouts.keep_session_ms);
            kept.set(d.route_id, { profile: d.agent_profile, session, handle });
          }
          report(d, result);
        },
        (error) => log(`attempt ${d.attempt_id}: adapter error ${(error as Error).message}`),
      )
      .finally(() => attempts.delete(d.attempt_id));
  };

  const onMessage = (data: WebSocket.RawData): void => {
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      return;
    }
    const parsed = inboundSchema.safeParse(json);
    if (!parsed.success) return;
    const m = parsed.data;
    if (m.type === 'dispatch') onDispatch(m.request);
    else if (m.type === 'cancel') {
      const running = attempts.get(m.attempt_id);
      if (
        running &&
        running.dispatch.invocation_id === m.invocation_id &&
        running.dispatch.generation === m.generation
      ) {
        log(`attempt ${m.attempt_id}: cancel requested`);
        running.attempt.cancel();
      } else {
        // Nothing runs here under that id (this adapter restarted, and its agents died with it):
        // confirm, so the route need not wait out the service's grace.
        log(`attempt ${m.attempt_id}: cancel for an attempt not running here; confirming`);
        send({
          type: 'outcome',
          route_id: m.route_id,
          invocation_id: m.invocation_id,
          generation: m.generation,
          attempt_id: m.attempt_id,
          outcome: { kind: 'cancelled' },
        });
      }
    } else if (m.type === 'adapter_ready') {
      serving = true;
      for (const text of outbox.splice(0)) ws?.send(text);
      log(`serving ${m.agent_profiles.join(', ')}`);
      for (const w of readyWaiters.splice(0)) w.resolve();
    } else if (m.type === 'report_result' && !m.ok) {
      log(`the service did not apply a ${m.kind} report: ${m.reason}`);
    } else if (m.type === 'error') {
      log(`service error ${m.code}: ${m.message}`);
      if (m.code === 'forbidden') {
        for (const w of readyWaiters.splice(0))
          w.reject(new Error(`the token may not serve as an adapter: ${m.message}`));
      }
    }
  };

  const connect = (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      serving = false;
      const socket = new WebSocket(wsUrlOf(url), [PROTOCOL], {
        headers: { authorization: `Bearer ${token}` },
      });
      ws = socket;
      socket.on('message', onMessage);
      socket.once('open', () => {
        delay = options.reconnectDelayMs ?? 250;
        socket.send(JSON.stringify({ type: 'adapter_hello', agent_profiles: Object.keys(profiles) }));
        resolve();
      });
      socket.once('unexpected-response', (_req, res) => {
        socket.terminate();
        reject(new Error(`the service refused the connection: HTTP ${res.statusCode}`));
      });
      socket.on('error', (error) => {
        log(`connection error: ${error.message}`);
        reject(error);
      });
      socket.once('close', () => {
        serving = false;
        if (closing || !reconnect) return;
        log(`connection lost; reconnecting in ${delay} ms`);
        const wait = delay;
        delay = Math.min(delay * 2, 5_000);
        setTimeout(() => {
          if (!closing) connect().catch(() => undefined);
        }, wait);
      });
    });

  const firstReady = new Promise<void>((resolve, reject) => readyWaiters.push({ resolve, reject }));
  try {
    await connect();
    await firstReady;
  } catch (error) {
    closing = true;
    (ws as WebSocket | null)?.terminate();
    throw error;
  }

  return {
    running: () =>
      [...attempts.values()].map((a) => ({
        attempt_id: a.dispatch.attempt_id,
        route_id: a.dispatch.route_id,
        phase: a.phase,
      })),
    ready: () => new Promise<void>((resolve, reject) => readyWaiters.push({ resolve, reject })),
    async close() {
      closing = true;
      readyWaiters = [];
      for (const { attempt } of attempts.values()) attempt.cancel();
      const stopping = [...kept].map(([routeId, k]) => {
        release(routeId);
        return k.session.shared
          ? null
          : k.session.agent.stop(profiles[k.profile]!.timeouts.exit_grace_ms, timers);
      });
      await Promise.all(stopping);
      await shared.closeAll(timers, (name) => profiles[name]!.timeouts.exit_grace_ms);
      const socket = ws;
      if (socket && socket.readyState !== WebSocket.CLOSED) {
        await new Promise<void>((resolve) => {
          socket.once('close', () => resolve());
          socket.close(1000);
        });
      }
    },
  };
}
