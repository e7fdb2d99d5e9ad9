/**
 * A small adapter client for the README walkthrough and tests: it connects with an adapter token,
 * announces the agent profiles it serves, acknowledges every dispatch and answers it with the next
 * outcome of a script file (success, or failure with an evidence envelope and effects).
 *
 *   RECOURSE_URL=http://127.0.0.1:8787 RECOURSE_TOKEN=… npx tsx examples/scripted-adapter.ts script.json
 *
 * Script file:
 *   { "agent_profiles": ["agent-a", "agent-b"],
 *     "steps": [
 *       { "agent_profile": "agent-a", "outcome": "failure", "effects": [],
 *         "envelope": { "agent": "claude-code", "evidence": [{ "kind": "http", "status": 529 }] } },
 *       { "outcome": "success" } ],
 *     "after_steps": "success" }
 * Each dispatch takes the first unused step whose `agent_profile` matches (or that names none);
 * `after_steps` answers dispatches once the steps run out (`success`, or `ignore` to leave them running).
 * The adapter fills in each envelope's `observed_at`, `invocation_id` and `generation`. A `cancel`
 * for an attempt left running is confirmed with the outcome `{ kind: 'cancelled' }`.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { z } from 'zod';
import type { DispatchRequest } from '../actors/engine-api.ts';
import { envelopeSchema, evidenceItemSchema } from '../catalogue/envelope.ts';
import { type ClientMessage, PROTOCOL, serverMessageSchema } from '../server/protocol.ts';
import { fromZodError } from '../validation/field-errors.ts';

const stepSchema = z.strictObject({
  agent_profile: z.string().min(1).optional(),
  outcome: z.enum(['success', 'failure']),
  /** Effects reported before the outcome, in order. */
  effects: z.array(z.enum(['assistant_output', 'tool_activity', 'partial_utility_output'])).default([]),
  envelope: z
    .strictObject({
      evidence: z.array(evidenceItemSchema).min(1),
      agent: z.string().optional(),
      provider_id: z.string().optional(),
      model_id: z.string().optional(),
      phase: z.string().optional(),
    })
    .optional(),
});

export const scriptSchema = z
  .strictObject({
    agent_profiles: z.array(z.string().min(1)).min(1),
    steps: z.array(stepSchema),
    after_steps: z.enum(['success', 'ignore']).default('success'),
  })
  .superRefine((script, ctx) => {
    script.steps.forEach((step, i) => {
      if (step.outcome === 'failure' && !step.envelope) {
        ctx.addIssue({
          code: 'custom',
          path: ['steps', i, 'envelope'],
          message: 'a failure step needs an envelope',
        });
      }
    });
  });

export type Script = z.output<typeof scriptSchema>;
type Step = Script['steps'][number];

export interface AdapterOptions {
  /** `http://…` or `ws://…` of the service; `/v1/ws` is appended when missing. */
  url: string;
  token: string;
  script: Script;
  /** Receives one line per event. @default nothing */
  log?: (line: string) => void;
  /** Reconnect (and say hello again) when the connection drops, e.g. across a service restart. @default false */
  reconnect?: boolean;
  /** First delay before reconnecting; it doubles up to 5 s. @default 250 */
  reconnectDelayMs?: number;
}

export interface RunningAdapter {
  /** Dispatches received, in order. */
  readonly dispatches: DispatchRequest[];
  /** Attempt ids the service asked to cancel, in order. */
  readonly cancels: string[];
  /** Resolves on the next `adapter_ready`, i.e. once a (re)connection serves dispatches. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function wsUrlOf(url: string): string {
  const u = new URL(url.replace(/^http/, 'ws'));
  if (!u.pathname.endsWith('/v1/ws')) u.pathname = `${u.pathname.replace(/\/+$/, '')}/v1/ws`;
  return u.toString();
}

/** Connects, says hello, and answers dispatches from the script until closed. */
export async function runScriptedAdapter(options: AdapterOptions): Promise<RunningAdapter> {
  const log = options.log ?? (() => {});
  const used = new Set<number>();
  const dispatches: DispatchRequest[] = [];
  const cancels: string[] = [];
  /** Attempts left running (`after_steps: ignore`), which a `cancel` can end. */
  const running = new Map<string, DispatchRequest>();
  let ws: WebSocket | null = null;
  let closing = false;
  let delay = options.reconnectDelayMs ?? 250;
  let readyWaiters: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const send = (message: ClientMessage) => ws?.send(JSON.stringify(message));

  const nextStep = (agentProfile: string): Step | null => {
    const index = options.script.steps.findIndex(
      (s, i) => !used.has(i) && (s.agent_profile === undefined || s.agent_profile === agentProfile),
    );
    if (index < 0) return null;
    used.add(index);
    return options.script.steps[index]!;
  };

  const answer = (request: DispatchRequest): void => {
    const step = nextStep(request.agent_profile);
    const correlation = {
      route_id: request.route_id,
      invocation_id: request.invocation_id,
      generation: request.generation,
    };
    if (!step && options.script.after_steps === 'ignore') {
      running.set(request.attempt_id, request);
      log(`${request.attempt_id}: no step left; leaving it running`);
      return;
    }
    for (const effect of step?.effects ?? []) send({ type: 'effect', ...correlation, effect });
    if (!step || step.outcome === 'success') {
      send({ type: 'outcome', ...correlation, attempt_id: request.attempt_id, outcome: { kind: 'success' } });
      log(`${request.attempt_id}: success`);
      return;
    }
    const envelope = envelopeSchema.parse({
      ...step.envelope,
      observed_at: new Date().toISOString(),
      invocation_id: request.invocation_id,
      generation: request.generation,
    });
    send({
      type: 'outcome',
      ...correlation,
      attempt_id: request.attempt_id,
      outcome: { kind: 'failure', envelope },
    });
    log(`${request.attempt_id}: failure (${step.envelope!.evidence.map((e) => e.kind).join(', ')})`);
  };

  const onMessage = (data: WebSocket.RawData): void => {
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      return;
    }
    const parsed = serverMessageSchema.safeParse(json);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'dispatch') {
      const request = message.request;
      dispatches.push(request);
      log(
        `dispatch ${request.attempt_id}: route ${request.route_id} candidate ${request.candidate_id} (${request.agent_profile})`,
      );
      send({ type: 'dispatch_ack', attempt_id: request.attempt_id });
      answer(request);
    } else if (message.type === 'cancel') {
      cancels.push(message.attempt_id);
      const request = running.get(message.attempt_id);
      running.delete(message.attempt_id);
      if (!request) {
        log(`${message.attempt_id}: cancel for an attempt already answered; nothing to do`);
        return;
      }
      send({
        type: 'outcome',
        route_id: request.route_id,
        attempt_id: request.attempt_id,
        invocation_id: request.invocation_id,
        generation: request.generation,
        outcome: { kind: 'cancelled' },
      });
      log(`${request.attempt_id}: cancelled`);
    } else if (message.type === 'report_result' && !message.ok) {
      log(`the service rejected a report: ${message.reason}`);
    } else if (message.type === 'error') {
      log(`error ${message.code}: ${message.message}`);
      if (message.code === 'forbidden') {
        for (const w of readyWaiters.splice(0))
          w.reject(new Error(`the token may not serve as an adapter: ${message.message}`));
      }
    } else if (message.type === 'adapter_ready') {
      log(`serving ${message.agent_profiles.join(', ')}`);
      for (const w of readyWaiters.splice(0)) w.resolve();
    }
  };

  /** Opens one connection and says hello; resolves once open, rejects when refused. */
  const connect = (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(wsUrlOf(options.url), [PROTOCOL], {
        headers: { authorization: `Bearer ${options.token}` },
      });
      ws = socket;
      socket.on('message', onMessage);
      socket.once('open', () => {
        delay = options.reconnectDelayMs ?? 250;
        send({ type: 'adapter_hello', agent_profiles: options.script.agent_profiles });
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
        if (closing || !options.reconnect) return;
        log(`connection lost; reconnecting in ${delay} ms`);
        const wait = delay;
        delay = Math.min(delay * 2, 5_000);
        setTimeout(() => {
          if (!closing) connect().catch(() => undefined);
        }, wait);
      });
    });

  const firstReady = new Promise<void>((resolve, reject) => readyWaiters.push({ resolve, reject }));
  await connect();
  try {
    await firstReady;
  } catch (error) {
    closing = true;
    (ws as WebSocket | null)?.close();
    throw error;
  }

  return {
    dispatches,
    cancels,
    ready: () => new Promise<void>((resolve, reject) => readyWaiters.push({ resolve, reject })),
    close: () =>
      new Promise<void>((resolve) => {
        closing = true;
        readyWaiters = [];
        const socket = ws;
        if (!socket || socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close(1000);
      }),
  };
}

/** Reads and validates a script file; throws with field-addressed problems. */
export async function loadScript(file: string): Promise<Script> {
  const parsed = scriptSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `invalid script ${file}: ${fromZodError(parsed.error)
        .map((e) => `${e.path || '(root)'}: ${e.message}`)
        .join('; ')}`,
    );
  }
  return parsed.data;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = process.argv[2];
  const url = process.env['RECOURSE_URL'] ?? 'http://127.0.0.1:8787';
  const token = process.env['RECOURSE_TOKEN'];
  if (!file || !token) {
    process.stderr.write(
      'usage: RECOURSE_TOKEN=<adapter token> npx tsx examples/scripted-adapter.ts SCRIPT.json\n',
    );
    process.exit(2);
  }
  try {
    const adapter = await runScriptedAdapter({
      url,
      token,
      script: await loadScript(file),
      reconnect: true,
      log: (line) => process.stdout.write(`${line}\n`),
    });
    const stop = () => void adapter.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    process.stderr.write(`scripted-adapter: ${(error as Error).message}\n`);
    process.exit(1);
  }
}
