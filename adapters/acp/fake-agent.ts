/**
 * A scripted fake ACP agent: a real child process on the SDK's agent side (`acp.agent()`) that
 * reports provider failures on the wire the way real agents do (../shared/notes/acp.md). Tests and
 * `npm run demo` run it as an agent profile's command (`fakeAgentCommand` in fake-agent-command.ts
 * bundles it once, so each start costs a plain `node` start):
 *
 *   node --import tsx adapters/acp/fake-agent.ts --script codex-overloaded,success --state FILE
 *
 * `--script` (or `FAKE_ACP_SCRIPT`) is a comma-separated list: the n-th prompt seen across processes
 * sharing `--state FILE` (or `FAKE_ACP_STATE`) plays the n-th script; the last one repeats. Without a
 * state file each process counts from its first prompt. A prompt containing `[script:NAME]` plays
 * NAME instead; one containing `[expect-turn:N]` fails unless its session saw N earlier prompts. `--load-session` advertises `loadSession`; `--name` sets the agent's name.
 */
import { closeSync, openSync, writeFileSync } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import * as acp from '@agentclientprotocol/sdk';

type Ctx = acp.AgentRequestContext<acp.PromptRequest>;
type Script = (ctx: Ctx, io: ScriptIo) => Promise<acp.PromptResponse>;

interface ScriptIo {
  chunk(text: string): Promise<void>;
  update(update: acp.SessionUpdate): Promise<void>;
  /** Resolves when the client sends `session/cancel` for this session. */
  cancelled: Promise<void>;
}

const OVERLOADED_BODY = JSON.stringify({
  type: 'error',
  error: { type: 'overloaded_error', message: 'Overloaded' },
  request_id: 'req_011CVfakefakefakefake',
});

const forever = () => new Promise<never>(() => {});

/** Every script by name; each plays one prompt turn. */
export const SCRIPTS: Record<string, Script> = {
  /** A normal turn: some text, then `end_turn`. */
  success: async (_ctx, io) => {
    await io.chunk('Done: the change is in place.');
    return { stopReason: 'end_turn' };
  },
  /** codex-acp: −32603 "Internal error" with `data {message, codex_error_info}`. */
  'codex-overloaded': async () => {
    throw new acp.RequestError(-32603, 'Internal error', {
      message: 'Selected model is at capacity. Please try a different model.',
      codex_error_info: 'server_overloaded',
    });
  },
  /** codex-acp after its own retries on a 429 (`insufficient_quota` looks the same on the wire). */
  'codex-429': async () => {
    throw new acp.RequestError(-32603, 'Internal error', {
      message: 'exceeded retry limit, last status: 429 Too Many Requests',
      codex_error_info: { response_too_many_failed_attempts: { http_status_code: 429 } },
    });
  },
  /** claude-code-acp: −32603 with the raw body embedded in the message, no `data`. */
  'claude-overloaded': async () => {
    throw new acp.RequestError(-32603, `Internal error: API Error: 529 ${OVERLOADED_BODY}`);
  },
  /** claude-code-acp on a 401: the body is replaced by its own text. */
  'claude-auth': async () => {
    throw new acp.RequestError(-32603, 'Internal error: Invalid API key · Fix external API key');
  },
  /** gemini --acp: the HTTP status is the JSON-RPC code; per-day quota text. */
  'gemini-quota': async () => {
    throw new acp.RequestError(
      429,
      'You have exhausted your daily quota on this model. Your quota will reset after 0s.',
    );
  },
  /** gemini --acp: a 503 with the raw Google error JSON as the message. */
  'gemini-unavailable': async () => {
    throw new acp.RequestError(
      503,
      JSON.stringify({
        error: {
          code: 503,
          message: 'The model is overloaded. Please try again later.',
          status: 'UNAVAILABLE',
        },
      }),
    );
  },
  /** Error text streamed as a message chunk, then a normal end of turn (TypeScript codex-acp, gemini). */
  'chunk-error-end-turn': async (_ctx, io) => {
    await io.chunk('stream error: 503 Service Unavailable: upstream connect error, retrying failed');
    return { stopReason: 'end_turn' };
  },
  /** The process dies mid-turn after some output. */
  crash: async (_ctx, io) => {
    await io.chunk('Starting.');
    process.stderr.write('fatal: unexpected internal state, aborting\n');
    setImmediate(() => process.exit(3));
    return forever();
  },
  /** No answer, ever; a `session/cancel` ends the turn with `cancelled`. */
  hang: async (_ctx, io) => {
    await io.chunk('Thinking…');
    await io.cancelled;
    return { stopReason: 'cancelled' };
  },
  /** No answer and deaf to `session/cancel`: only a signal ends it. */
  'hang-deaf': async (_ctx, io) => {
    await io.chunk('Thinking…');
    return forever();
  },
  /** A tool runs, then the provider fails: the failure is not safe to replay. */
  'tool-then-overloaded': async (ctx, io) => {
    await io.update({
      sessionUpdate: 'tool_call',
      toolCallId: 'call_1',
      title: 'Edit src/app.ts',
      kind: 'edit',
      status: 'in_progress',
    });
    await io.update({ sessionUpdate: 'tool_call_update', toolCallId: 'call_1', status: 'completed' });
    return SCRIPTS['claude-overloaded']!(ctx, io);
  },
  /** Asks permission for an edit and a command, and says what it got. */
  permission: async (ctx, io) => {
    const answers: string[] = [];
    for (const [id, kind] of [
      ['call_edit', 'edit'],
      ['call_exec', 'execute'],
    ] as const) {
      const res = await ctx.client.request(acp.methods.client.session.requestPermission, {
        sessionId: ctx.params.sessionId,
        toolCall: { toolCallId: id, title: `${kind} something`, kind, status: 'pending' },
        options: [
          { optionId: 'allow', name: 'Allow', kind: 'allow_once' },
          { optionId: 'reject', name: 'Reject', kind: 'reject_once' },
        ],
      });
      answers.push(`${kind}=${res.outcome.outcome === 'selected' ? res.outcome.optionId : 'cancelled'}`);
    }
    await io.chunk(`permissions: ${answers.join(' ')}`);
    return { stopReason: 'end_turn' };
  },
  /** Codex-style retry notices (`session_info_update`), then a failure. */
  'retry-notice-then-overloaded': async (ctx, io) => {
    for (const attempt of [1, 2]) {
      await io.update({
        sessionUpdate: 'session_info_update',
        _meta: { codex: { error: { message: `Reconnecting... ${attempt}/5`, willRetry: true } } },
      });
    }
    return SCRIPTS['codex-overloaded']!(ctx, io);
  },
  /** Many chunks right before the error: the error response overtakes the SDK's update handlers. */
  'burst-then-overloaded': async (ctx, io) => {
    for (let i = 0; i < 200; i++) void io.chunk(`part ${i} `);
    return SCRIPTS['claude-overloaded']!(ctx, io);
  },
  /** A protocol error: a line of garbage and a response nobody asked for, then a failure. */
  'protocol-error': async () => {
    process.stdout.write('this is not JSON-RPC\n');
    throw new acp.RequestError(-32600, 'Invalid request: unexpected message in session state');
  },
};

export interface FakeAgentOptions {
  scripts: string[];
  stateFile: string | null;
  loadSession: boolean;
  name: string;
}

export function parseFakeAgentArgs(argv: string[], env: NodeJS.ProcessEnv): FakeAgentOptions {
  const flag = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const scripts = (flag('script') ?? env['FAKE_ACP_SCRIPT'] ?? 'success').split(',').map((s) => s.trim());
  for (const s of scripts) if (!SCRIPTS[s]) throw new Error(`unknown fake agent script "${s}"`);
  return {
    scripts,
    stateFile: flag('state') ?? env['FAKE_ACP_STATE'] ?? null,
    loadSession: argv.includes('--load-session'),
    name: flag('name') ?? 'fake-acp-agent',
  };
}

/**
 * The n-th prompt across processes sharing the state file (0-based). Each ordinal is claimed by
 * creating `FILE.<n>` exclusively, so agents prompted at once never take the same one (a read and
 * a write of one counter raced); the file itself then holds the number of prompts claimed.
 */
function nextOrdinal(stateFile: string | null, local: { n: number }): number {
  if (!stateFile) return local.n++;
  for (let n = 0; ; n++) {
    try {
      closeSync(openSync(`${stateFile}.${n}`, 'wx'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    writeFileSync(stateFile, String(n + 1));
    return n;
  }
}

export function runFakeAgent(options: FakeAgentOptions): void {
  const local = { n: 0 };
  const cancels = new Map<string, () => void>();
  const promptsSeen = new Map<string, number>();
  let sessions = 0;
  const input = Readable.toWeb(process.stdin) as unknown as ReadableStream<Uint8Array>;
  const output = Writable.toWeb(process.stdout) as WritableStream<Uint8Array>;
  const connection = acp
    .agent({ name: options.name })
    .onRequest(acp.methods.agent.initialize, () => ({
      protocolVersion: acp.PROTOCOL_VERSION,
      agentCapabilities: { loadSession: options.loadSession },
      agentInfo: { name: options.name, version: '0.0.0' },
    }))
    .onRequest(acp.methods.agent.session.new, () => ({
      sessionId: `fake-session-${process.pid}-${++sessions}`,
    }))
    .onNotification(acp.methods.agent.session.cancel, ({ params }) => cancels.get(params.sessionId)?.())
    .onRequest(acp.methods.agent.session.prompt, async (ctx) => {
      const text = ctx.params.prompt.map((b) => (b.type === 'text' ? b.text : '')).join('');
      const earlier = promptsSeen.get(ctx.params.sessionId) ?? 0;
      promptsSeen.set(ctx.params.sessionId, earlier + 1);
      // A prompt that needs the conversation so far: it fails in a session that has not seen it.
      const expected = /\[expect-turn:(\d+)\]/.exec(text)?.[1];
      if (expected !== undefined && Number(expected) !== earlier) {
        throw new acp.RequestError(
          -32602,
          `this session saw ${earlier} earlier prompts; the prompt continues turn ${expected}`,
        );
      }
      const directive = /\[script:([a-z0-9-]+)\]/.exec(text)?.[1];
      const ordinal = nextOrdinal(options.stateFile, local);
      const name = directive ?? options.scripts[Math.min(ordinal, options.scripts.length - 1)]!;
      const script = SCRIPTS[name];
      if (!script) throw new acp.RequestError(-32602, `unknown fake agent script "${name}"`);
      const sessionId = ctx.params.sessionId;
      const cancelled = new Promise<void>((resolve) => cancels.set(sessionId, resolve));
      const update = (u: acp.SessionUpdate) =>
        ctx.client.notify(acp.methods.client.session.update, { sessionId, update: u });
      try {
        return await script(ctx, {
          update,
          chunk: (t) => update({ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: t } }),
          cancelled,
        });
      } finally {
        cancels.delete(sessionId);
      }
    })
    .connect(acp.ndJsonStream(output, input));
  // Like gemini: the agent exits when its client goes away (stdin closes).
  void connection.closed.then(() => process.exit(0));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    runFakeAgent(parseFakeAgentArgs(process.argv.slice(2), process.env));
  } catch (error) {
    process.stderr.write(`fake-agent: ${(error as Error).message}\n`);
    process.exit(2);
  }
}
