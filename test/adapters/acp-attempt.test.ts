/**
 * One dispatch against the scripted fake ACP agent, a real child process: what the attempt reports
 * (phases, effects, outcome) and the evidence envelope it builds from the agent's real output, as
 * the catalogue classifies it.
 */
import { describe, expect, it, vi } from 'vitest';
import { spawnAgent } from '../../adapters/acp/agent-process.ts';
import { AcpAttempt, type AgentSource, type AttemptResult } from '../../adapters/acp/attempt.ts';
import type { AgentProfileConfig } from '../../adapters/acp/config.ts';
import { permissionAnswer } from '../../adapters/acp/permissions.ts';
import { classify } from '../../catalogue/classify.ts';
import { fakeProfile, manualTimers, TEST_TIMEOUTS, workspace } from './support.ts';

interface Run {
  result: Promise<AttemptResult>;
  attempt: AcpAttempt;
  phases: string[];
  effects: string[];
  logs: string[];
  timers: ReturnType<typeof manualTimers>;
}

function freshSource(profile: AgentProfileConfig, logs: string[]): AgentSource {
  return {
    acquire: async (cwd) => ({
      agent: await spawnAgent({
        profile,
        cwd,
        onPermission: (params) => {
          const a = permissionAnswer(profile.permissions.allow, params);
          logs.push(`permission ${params.toolCall.kind} ${a.decision}`);
          return a.response;
        },
      }),
      shared: false,
    }),
    discard: (agent) => agent.kill(),
  };
}

function start(
  profile: AgentProfileConfig,
  cwd: string,
  options: { source?: AgentSource; prompt?: string; generation?: number } = {},
): Run {
  const phases: string[] = [];
  const effects: string[] = [];
  const logs: string[] = [];
  const timers = manualTimers();
  const attempt = new AcpAttempt({
    profileName: 'fake',
    profile,
    invocationId: 'inv-1',
    generation: options.generation ?? 4,
    task: { prompt: options.prompt ?? 'Fix the failing test.', cwd },
    source: options.source ?? freshSource(profile, logs),
    timers,
    now: () => new Date('2026-12-01T10:00:00Z'),
    onPhase: (p) => phases.push(p),
    onEffect: (e) => effects.push(e),
    log: (l) => logs.push(l),
  });
  return { result: attempt.run(), attempt, phases, effects, logs, timers };
}

async function failure(run: Run) {
  const result = await run.result;
  if (result.kind !== 'failure') throw new Error(`expected a failure, got ${result.kind}`);
  return { ...result, classification: classify(result.envelope) };
}

describe.concurrent('ACP attempt against the fake agent', () => {
  it('a normal end_turn is success, with every phase in order and assistant output reported', async () => {
    const ws = await workspace();
    const run = start(fakeProfile(['success'], ws), ws);
    expect(await run.result).toEqual({ kind: 'success', stopReason: 'end_turn' });
    expect(run.phases).toEqual(['launch', 'session', 'prompt', 'stream']);
    expect(run.effects).toEqual(['assistant_output']);
  });

  it('codex style: −32603 with data {message, codex_error_info} becomes a transient overload', async () => {
    const ws = await workspace();
    const f = await failure(start(fakeProfile(['codex-overloaded'], ws), ws));
    expect(f.envelope.evidence[0]).toMatchObject({
      kind: 'jsonrpc_error',
      code: -32603,
      message: 'Internal error',
      data: { codex_error_info: 'server_overloaded' },
    });
    expect(f.envelope).toMatchObject({
      agent: 'fake',
      phase: 'prompt',
      invocation_id: 'inv-1',
      generation: 4,
    });
    expect(f.classification).toMatchObject({ code: 'provider_overloaded', class: 'transient' });
    expect(f.effects).toEqual({
      assistant_output: false,
      tool_activity: false,
      partial_utility_output: false,
    });
  });

  it('claude style: "Internal error: API Error: 529 {…}" becomes a transient overload', async () => {
    const ws = await workspace();
    const f = await failure(start(fakeProfile(['claude-overloaded'], ws), ws));
    expect(f.classification).toMatchObject({ code: 'provider_overloaded', class: 'transient' });
  });

  it('gemini style: the HTTP status as the JSON-RPC code with quota text becomes a hard quota limit', async () => {
    const ws = await workspace();
    const f = await failure(start(fakeProfile(['gemini-quota'], ws), ws));
    expect(f.envelope.evidence[0]).toMatchObject({ kind: 'jsonrpc_error', code: 429 });
    expect(f.classification).toMatchObject({ code: 'quota_limited', class: 'hard' });
  });

  it('error text in a chunk followed by a normal end_turn is the agent’s answer: success', async () => {
    const ws = await workspace();
    const run = start(fakeProfile(['chunk-error-end-turn'], ws), ws);
    expect((await run.result).kind).toBe('success');
    expect(run.effects).toEqual(['assistant_output']);
  });

  it('a crash mid-turn: the closed connection, the stderr tail and the exit code, in that order', async () => {
    const ws = await workspace();
    const f = await failure(start(fakeProfile(['crash'], ws), ws));
    const kinds = f.envelope.evidence.map((e) => e.kind);
    expect(kinds).toEqual(['agent_event', 'network', 'assistant_output', 'output', 'exit']);
    expect(f.envelope.evidence.at(-1)).toEqual({ kind: 'exit', code: 3, signal: null });
    expect(f.envelope.evidence.at(-2)).toMatchObject({
      stream: 'stderr',
      text: expect.stringContaining('fatal'),
    });
    expect(f.envelope.evidence[1]).toMatchObject({
      message: expect.stringContaining('ACP connection closed'),
    });
    expect(f.envelope.phase).toBe('stream');
    expect(f.classification.code).toBe('agent_transport_lost');
  });

  it('a hung prompt fails at the documented timeout with its own evidence, and the agent is killed', async () => {
    const ws = await workspace();
    const run = start(fakeProfile(['hang'], ws), ws);
    await vi.waitFor(() => expect(run.phases).toContain('stream'), { timeout: 20_000, interval: 20 });
    expect(run.timers.fire(TEST_TIMEOUTS.prompt_ms)).toBe(1);
    const f = await failure(run);
    expect(f.envelope.evidence).toContainEqual({
      kind: 'network',
      code: 'ETIMEDOUT',
      message: `ACP session/prompt gave no answer within ${TEST_TIMEOUTS.prompt_ms} ms`,
    });
    // The adapter's own kill is not the agent's evidence.
    expect(f.envelope.evidence.some((e) => e.kind === 'exit')).toBe(false);
    expect(f.classification).toMatchObject({ code: 'network_unavailable', class: 'transient' });
  });

  it('a protocol error: the error frame and the garbage the agent printed on stdout', async () => {
    const ws = await workspace();
    const f = await failure(start(fakeProfile(['protocol-error'], ws), ws));
    expect(f.envelope.evidence[0]).toMatchObject({ kind: 'jsonrpc_error', code: -32600 });
    expect(f.envelope.evidence).toContainEqual({
      kind: 'output',
      stream: 'stdout',
      text: 'this is not JSON-RPC\n',
    });
  });

  it('cancel sends session/cancel and the turn ends as cancelled', async () => {
    const ws = await workspace();
    const run = start(fakeProfile(['hang'], ws), ws);
    await vi.waitFor(() => expect(run.phases).toContain('stream'), { timeout: 20_000, interval: 20 });
    run.attempt.cancel();
    expect(await run.result).toEqual({ kind: 'cancelled' });
  });

  it('an agent deaf to session/cancel is killed after the cancel grace, and the attempt is cancelled', async () => {
    const ws = await workspace();
    const run = start(fakeProfile(['hang-deaf'], ws), ws);
    await vi.waitFor(() => expect(run.phases).toContain('stream'), { timeout: 20_000, interval: 20 });
    run.attempt.cancel();
    expect(run.timers.fire(TEST_TIMEOUTS.cancel_grace_ms)).toBe(1);
    expect(await run.result).toEqual({ kind: 'cancelled' });
    expect(run.logs.join('\n')).toContain('killing its process group');
  });

  it('tool activity before a failure is reported as it happens and marks the failure’s effects', async () => {
    const ws = await workspace();
    const run = start(fakeProfile(['tool-then-overloaded'], ws), ws);
    const f = await failure(run);
    expect(run.effects).toEqual(['tool_activity']);
    expect(f.effects.tool_activity).toBe(true);
    expect(f.envelope.evidence.slice(0, 2)).toEqual([
      {
        kind: 'agent_event',
        format: 'acp-session-update',
        event: {
          sessionUpdate: 'tool_call',
          toolCallId: 'call_1',
          kind: 'edit',
          status: 'in_progress',
          title: 'Edit src/app.ts',
        },
      },
      {
        kind: 'agent_event',
        format: 'acp-session-update',
        event: { sessionUpdate: 'tool_call_update', toolCallId: 'call_1', status: 'completed' },
      },
    ]);
  });

  it('records evidence in wire order although the error response overtakes the SDK’s update handlers', async () => {
    const ws = await workspace();
    const f = await failure(start(fakeProfile(['burst-then-overloaded'], ws), ws));
    const rpc = f.envelope.evidence.findIndex((e) => e.kind === 'jsonrpc_error');
    const events = f.envelope.evidence.filter((e) => e.kind === 'agent_event');
    // The last chunks before the error are all there, and the error comes after them.
    expect(events.at(-1)).toMatchObject({ event: { content: { text: 'part 199 ' } } });
    expect(rpc).toBe(events.length);
    expect(f.envelope.evidence.find((e) => e.kind === 'assistant_output')).toMatchObject({
      text: expect.stringMatching(/part 198 part 199 $/),
    });
  });

  it('the agent’s own retry notices are kept as evidence', async () => {
    const ws = await workspace();
    const f = await failure(start(fakeProfile(['retry-notice-then-overloaded'], ws), ws));
    expect(f.envelope.evidence.filter((e) => e.kind === 'agent_event')).toHaveLength(2);
    expect(f.classification.code).toBe('provider_overloaded');
  });

  it('permission requests are rejected by default and logged; a rule allows a tool kind', async () => {
    const ws = await workspace();
    const strict = start(fakeProfile(['permission'], ws), ws);
    await strict.result;
    expect(strict.logs).toEqual(['permission edit reject', 'permission execute reject']);
    const allowEdits = start(fakeProfile(['permission'], ws, { permissions: { allow: ['edit'] } }), ws);
    await allowEdits.result;
    expect(allowEdits.logs).toEqual(['permission edit allow', 'permission execute reject']);
  });

  it('an agent that advertises loadSession has its session id reported for a resumable retry', async () => {
    const ws = await workspace();
    const f = await failure(
      start(fakeProfile(['claude-overloaded'], ws, { loadSession: true }), ws, { generation: 7 }),
    );
    expect(f.effects.resumable_retry).toEqual({
      provider_session_id: expect.stringMatching(/^fake-session-/),
      generation: 7,
    });
  });

  it('an agent that cannot be spawned fails with the spawn error: not configured', async () => {
    const ws = await workspace();
    const profile = { ...fakeProfile(['success'], ws), command: '/nonexistent/acp-agent' };
    const f = await failure(start(profile, ws));
    expect(f.envelope.evidence).toEqual([
      { kind: 'spawn_error', code: 'ENOENT', message: expect.stringContaining('ENOENT') },
    ]);
    expect(f.envelope.phase).toBe('launch');
    expect(f.classification).toMatchObject({ code: 'provider_not_configured', class: 'hard' });
  });

  it('a working directory outside the profile’s allowed roots is refused before anything runs', async () => {
    const ws = await workspace();
    const other = await workspace();
    const f = await failure(start(fakeProfile(['success'], ws), other));
    expect(f.envelope.evidence[0]).toMatchObject({ kind: 'spawn_error', code: 'EPERM' });
    expect(f.classification).toMatchObject({ code: 'local_permission_error', class: 'not_provider' });
  });
});
