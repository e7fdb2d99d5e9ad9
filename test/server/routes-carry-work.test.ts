/**
 * Issue 9 on a real server (port 0) with real ws adapters, in virtual time: routes carry their task
 * and take next turns; actions answer with the committed snapshot before any delivery (a dispatch
 * with no adapter shows `awaiting_adapter` and can be stopped or skipped); stop cancels a running
 * attempt; an adapter lost after acknowledging makes its attempt ambiguous after a grace period;
 * evidence is correlated by phase; a resumable retry passes the effect-safety gate end to end.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createVirtualClock, type VirtualClock } from '../../actors/virtual-clock.ts';
import { T0 } from '../support/classification.ts';
import {
  type Json,
  overloadedEnvelope,
  slowRetryProfile,
  startTestServer,
  type TestServer,
  WsClient,
} from './harness.ts';

const TASK = { prompt: 'fix the failing test', cwd: '/work/repo', metadata: { ticket: 'K-42' } };
const CANCEL_GRACE_MS = 30_000;
const LOSS_GRACE_MS = 60_000;

let t: TestServer | null = null;
let clock: VirtualClock;
const clients: WsClient[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) await c.close();
  await t?.close();
  t = null;
});

async function server(): Promise<TestServer> {
  clock = createVirtualClock(T0);
  t = await startTestServer({
    now: () => clock.now(),
    clock,
    limits: { cancelGraceMs: CANCEL_GRACE_MS, adapterLossGraceMs: LOSS_GRACE_MS },
  });
  await t.http('POST', '/v1/profiles', { body: slowRetryProfile() });
  return t;
}

async function connect(role: 'operator' | 'adapter' | 'viewer'): Promise<WsClient> {
  const client = await WsClient.connect(t!.wsUrl, await t!.token(role));
  clients.push(client);
  return client;
}

async function adapterFor(agentProfiles: string[]): Promise<WsClient> {
  const adapter = await connect('adapter');
  await adapter.request(
    { type: 'adapter_hello', agent_profiles: agentProfiles },
    (m) => m.type === 'adapter_ready',
  );
  return adapter;
}

/** Subscribes to every route; `until` waits for a snapshot matching `match`. */
async function watcher(): Promise<WsClient & { until(match: (route: Json) => boolean): Promise<Json> }> {
  const viewer = await connect('viewer');
  await viewer.request({ type: 'subscribe', id: 's', target: { all: true } }, (m) => m.type === 'subscribed');
  return Object.assign(viewer, {
    until: async (match: (route: Json) => boolean) =>
      (await viewer.next((m) => m.type === 'route' && match(m.route))).route,
  });
}

/** Waits for the next dispatch the adapter receives after `from` messages, and acknowledges it. */
async function takeDispatch(adapter: WsClient, from = 0): Promise<Json> {
  const message = await adapter.next((m) => m.type === 'dispatch', 5_000, from);
  adapter.send({ type: 'dispatch_ack', attempt_id: message.request.attempt_id });
  return message.request;
}

function report(adapter: WsClient, dispatch: Json, outcome: Json, id = `o${Math.random()}`): Promise<Json> {
  return adapter.request(
    {
      type: 'outcome',
      id,
      route_id: dispatch.route_id,
      attempt_id: dispatch.attempt_id,
      invocation_id: dispatch.invocation_id,
      generation: dispatch.generation,
      outcome,
    },
    (m) => m.type === 'report_result' && m.id === id,
  );
}

async function startRoute(body: Json): Promise<Json> {
  const started = await t!.http('POST', '/v1/routes', { body });
  expect([201, 202]).toContain(started.status);
  return started;
}

describe('routes carry work', () => {
  it('dispatches the task with turn 0, then takes the next turn as a new fenced invocation', async () => {
    await server();
    const adapter = await adapterFor(['agent-a']);
    const started = await startRoute({ profile_id: 'coding', caller: 'kanban', task: TASK });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ turn: 0, awaiting_adapter: false, attempt_in_flight: true });
    // The task is kept with the route, never in its view.
    expect(JSON.stringify(started.body)).not.toContain(TASK.prompt);
    const first = await takeDispatch(adapter);
    expect(first).toMatchObject({ task: TASK, turn: 0, generation: 1 });

    const done = await report(adapter, first, { kind: 'success' });
    expect(done).toMatchObject({ ok: true, snapshot: { state: 'active', attempt_in_flight: false } });
    const generation = done.snapshot.generation;

    const stale = await t!.http('POST', `/v1/routes/${first.route_id}/turns`, {
      body: { prompt: 'and the docs', expected_generation: generation - 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ reason: 'stale_generation', snapshot: { generation } });

    const from = adapter.messages.length;
    const turned = await t!.http('POST', `/v1/routes/${first.route_id}/turns`, {
      body: { prompt: 'and the docs', expected_generation: generation },
    });
    expect(turned.status).toBe(200);
    expect(turned.body).toMatchObject({ state: 'active', turn: 1, attempt_in_flight: true });
    expect(turned.body.generation).toBeGreaterThan(generation);
    const second = await takeDispatch(adapter, from);
    expect(second).toMatchObject({
      task: { ...TASK, prompt: 'and the docs' },
      turn: 1,
      generation: turned.body.generation,
    });
    expect(second.invocation_id).not.toBe(first.invocation_id);
    // Evidence of the first turn no longer applies.
    expect(await report(adapter, first, { kind: 'success' })).toMatchObject({
      ok: false,
      reason: 'stale_evidence',
    });

    // While the turn runs another turn is refused; over ws the answer is an action_result.
    const operator = await connect('operator');
    const busy = await operator.request(
      {
        type: 'turn',
        id: 't1',
        route_id: first.route_id,
        prompt: 'more',
        expected_generation: second.generation,
      },
      (m) => m.type === 'action_result',
    );
    expect(busy).toMatchObject({ id: 't1', ok: false, reason: 'attempt_in_flight' });
    await report(adapter, second, { kind: 'success' });
    const view = (await t!.http('GET', `/v1/routes/${first.route_id}`)).body;
    const fromWs = adapter.messages.length;
    const viaWs = await operator.request(
      {
        type: 'turn',
        id: 't2',
        route_id: first.route_id,
        prompt: 'ship it',
        expected_generation: view.generation,
      },
      (m) => m.type === 'action_result',
    );
    expect(viaWs).toMatchObject({ ok: true, snapshot: { turn: 2, attempt_in_flight: true } });
    expect((await takeDispatch(adapter, fromWs)).task.prompt).toBe('ship it');
  });

  it('keeps utility calls one-shot and refuses turns of a route started without a task', async () => {
    await server();
    const adapter = await adapterFor(['agent-a']);
    await startRoute({ profile_id: 'coding', caller: 'utility', task: TASK });
    const utility = await takeDispatch(adapter);
    const done = await report(adapter, utility, { kind: 'success' });
    const refused = await t!.http('POST', `/v1/routes/${utility.route_id}/turns`, {
      body: { prompt: 'again', expected_generation: done.snapshot.generation },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('one_shot');
    expect(refused.body.message).toContain('one-shot');

    const from = adapter.messages.length;
    await startRoute({ profile_id: 'coding', caller: 'kanban' });
    const bare = await takeDispatch(adapter, from);
    expect(bare).toMatchObject({ task: null, turn: 0 });
    const bareDone = await report(adapter, bare, { kind: 'success' });
    const noTask = await t!.http('POST', `/v1/routes/${bare.route_id}/turns`, {
      body: { prompt: 'again', expected_generation: bareDone.snapshot.generation },
    });
    expect(noTask.body.reason).toBe('no_task');
  });

  it('rejects an oversized or malformed task field by field and starts nothing', async () => {
    await server();
    const bad = await t!.http('POST', '/v1/routes', {
      body: {
        profile_id: 'coding',
        caller: 'kanban',
        task: { prompt: 'x'.repeat(32_769), cwd: '', metadata: { k: 1 } },
      },
    });
    expect(bad.status).toBe(400);
    const paths = bad.body.error.errors.map((e: Json) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['task.prompt', 'task.cwd', 'task.metadata.k']));
    expect((await t!.http('GET', '/v1/routes')).body.routes).toEqual([]);
  });
});

describe('nothing waits on an adapter', () => {
  it('answers retry-now at once with the committed snapshot when no adapter serves the candidate', async () => {
    await server();
    const adapter = await adapterFor(['agent-a']);
    await startRoute({ profile_id: 'coding', caller: 'kanban', task: TASK });
    const dispatch = await takeDispatch(adapter);
    const failed = await report(adapter, dispatch, {
      kind: 'failure',
      envelope: overloadedEnvelope(dispatch),
    });
    expect(failed.snapshot).toMatchObject({ state: 'retry_wait', pending_outcome: 'retry' });
    await adapter.close();

    // Regression (issue 9): with no adapter connected, retry-now blocked for five minutes because the
    // route's queue waited on delivery. The decision is now committed and answered; delivery follows.
    const retried = await t!.http('POST', `/v1/routes/${dispatch.route_id}/actions`, {
      body: { action: 'retry_now', expected_generation: failed.snapshot.generation },
    });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({
      state: 'retrying',
      attempt_in_flight: true,
      awaiting_adapter: true,
      generation: failed.snapshot.generation + 1,
    });
    const listed = (await t!.http('GET', '/v1/routes')).body;
    expect(listed.routes[0]).toMatchObject({ awaiting_adapter: true });
    expect(listed.awaiting_adapter).toEqual([expect.objectContaining({ route_id: dispatch.route_id })]);

    // An adapter connecting later takes it; the view stops waiting.
    const viewer = await watcher();
    const late = await adapterFor(['agent-a']);
    const retry = await takeDispatch(late);
    expect(retry).toMatchObject({ generation: retried.body.generation, task: TASK });
    expect(await viewer.until((r) => r.generation === retry.generation && !r.awaiting_adapter)).toMatchObject(
      {
        state: 'retrying',
      },
    );
  });

  it('stops a held dispatch at once and withdraws it: a later adapter never receives it', async () => {
    await server();
    const started = await startRoute({ profile_id: 'coding', caller: 'kanban', task: TASK });
    expect(started.status).toBe(202);
    const routeId = started.body.route_id;
    const view = (await t!.http('GET', `/v1/routes/${routeId}`)).body;
    expect(view).toMatchObject({ awaiting_adapter: true, attempt_in_flight: true });
    const operator = await connect('operator');
    const stopped = await operator.request(
      { type: 'action', id: 'a1', route_id: routeId, action: 'stop', expected_generation: view.generation },
      (m) => m.type === 'action_result',
    );
    expect(stopped).toMatchObject({
      ok: true,
      snapshot: {
        state: 'action_required',
        reason: 'stopped',
        attempt_in_flight: false,
        awaiting_adapter: false,
      },
    });
    const adapter = await adapterFor(['agent-a']);
    expect((await t!.http('GET', '/v1/routes')).body.awaiting_adapter).toEqual([]);
    expect(adapter.messages.some((m: Json) => m.type === 'dispatch')).toBe(false);
    // It was never sent, so it is not ambiguous.
    const attempts = (await t!.http('GET', `/v1/routes/${routeId}/attempts`)).body.attempts;
    expect(attempts.some((a: Json) => a.reason === 'ambiguous_dispatch')).toBe(false);
  });

  it('skips a held dispatch to the next candidate, which waits for its own adapter', async () => {
    await server();
    const started = await startRoute({ profile_id: 'coding', caller: 'kanban', task: TASK });
    const routeId = started.body.route_id;
    const skipped = await t!.http('POST', `/v1/routes/${routeId}/actions`, {
      body: { action: 'skip_now', expected_generation: started.body.generation },
    });
    expect(skipped.status).toBe(200);
    expect(skipped.body).toMatchObject({
      state: 'active',
      candidate: 'second',
      excluded: ['first'],
      awaiting_adapter: true,
    });
    const first = await adapterFor(['agent-a']);
    const second = await adapterFor(['agent-b']);
    expect(await takeDispatch(second)).toMatchObject({ candidate_id: 'second', task: TASK });
    expect(first.messages.some((m: Json) => m.type === 'dispatch')).toBe(false);
  });
});

/** A running attempt, acknowledged and seen by a watcher, whose stop asked its adapter to cancel. */
async function stopRunningAttempt() {
  await server();
  const adapter = await adapterFor(['agent-a']);
  const viewer = await watcher();
  await startRoute({ profile_id: 'coding', caller: 'kanban', task: TASK });
  const dispatch = await takeDispatch(adapter);
  await viewer.until((r) => r.route_id === dispatch.route_id && r.invocation_id === dispatch.invocation_id);
  const stop = await t!.http('POST', `/v1/routes/${dispatch.route_id}/actions`, {
    body: { action: 'stop', expected_generation: dispatch.generation },
  });
  expect(stop.body.reason).toBe('cancel_requested');
  return { adapter, viewer, dispatch };
}

describe('every route can be stopped', () => {
  it('stop of a running attempt asks its adapter to cancel and stops when the adapter confirms', async () => {
    await server();
    const adapter = await adapterFor(['agent-a']);
    await startRoute({ profile_id: 'coding', caller: 'kanban', task: TASK });
    const dispatch = await takeDispatch(adapter);
    const from = adapter.messages.length;
    const stop = await t!.http('POST', `/v1/routes/${dispatch.route_id}/actions`, {
      body: { action: 'stop', expected_generation: dispatch.generation },
    });
    // The committed decision: the cancel is requested, the attempt is still in flight.
    expect(stop.status).toBe(200);
    expect(stop.body).toMatchObject({
      state: 'active',
      attempt_in_flight: true,
      reason: 'cancel_requested',
      pending_outcome: 'stop',
      generation: dispatch.generation,
      deadline: new Date(clock.now() + CANCEL_GRACE_MS).toISOString(),
    });
    const cancel = await adapter.next((m) => m.type === 'cancel', 5_000, from);
    expect(cancel).toEqual({
      type: 'cancel',
      route_id: dispatch.route_id,
      attempt_id: dispatch.attempt_id,
      invocation_id: dispatch.invocation_id,
      generation: dispatch.generation,
    });
    // A second stop changes nothing.
    const again = await t!.http('POST', `/v1/routes/${dispatch.route_id}/actions`, {
      body: { action: 'stop', expected_generation: dispatch.generation },
    });
    expect(again.body).toMatchObject({ reason: 'cancel_requested' });
    const confirmed = await report(adapter, dispatch, { kind: 'cancelled' });
    expect(confirmed).toMatchObject({
      ok: true,
      snapshot: { state: 'action_required', reason: 'stopped', attempt_in_flight: false, deadline: null },
    });
  });

  it('stop of a running attempt whose adapter never confirms becomes ambiguous after the grace period', async () => {
    const { adapter, viewer, dispatch } = await stopRunningAttempt();
    await clock.advanceBy(CANCEL_GRACE_MS - 1);
    expect((await t!.http('GET', `/v1/routes/${dispatch.route_id}`)).body.state).toBe('active');
    await clock.advanceBy(1);
    expect(await viewer.until((r) => r.state === 'action_required')).toMatchObject({
      reason: 'ambiguous_dispatch',
      attempt_in_flight: false,
    });
    // The adapter's late report changes nothing.
    expect(await report(adapter, dispatch, { kind: 'cancelled' })).toMatchObject({
      ok: false,
      reason: 'stale_evidence',
    });
  });

  it('stop of a running attempt whose adapter is lost before confirming ends at once as ambiguous, not after the grace period', async () => {
    const { adapter, viewer } = await stopRunningAttempt();
    await adapter.next((m) => m.type === 'cancel');
    adapter.ws.terminate();
    // No virtual time passes: the loss itself ends the stop.
    expect(await viewer.until((r) => r.state === 'action_required')).toMatchObject({
      reason: 'ambiguous_dispatch',
      attempt_in_flight: false,
      deadline: null,
    });
    expect(clock.now()).toBe(T0);
  });

  it('an adapter lost after acknowledging makes the attempt ambiguous after the grace period and releases its probe at once', async () => {
    await server();
    // A retry inside the circuit's open interval (5 s < 30 s) reserves the scope's probe; a route
    // whose own retry lies beyond it holds none (docs/circuits.md).
    const quick = slowRetryProfile('quick');
    quick.candidates[0]!.policy!.transient.retry.initial_interval_seconds = 5;
    expect((await t!.http('POST', '/v1/profiles', { body: quick })).status).toBe(201);
    const adapter = await adapterFor(['agent-a']);
    const viewer = await watcher();
    await startRoute({ profile_id: 'quick', caller: 'kanban', task: TASK });
    const dispatch = await takeDispatch(adapter);
    const failed = await report(adapter, dispatch, {
      kind: 'failure',
      envelope: overloadedEnvelope(dispatch),
    });
    // The retry holds the circuit probe of its scope.
    const retried = await t!.http('POST', `/v1/routes/${dispatch.route_id}/actions`, {
      body: { action: 'retry_now', expected_generation: failed.snapshot.generation },
    });
    const retry = await takeDispatch(adapter, adapter.messages.length - 1);
    expect(retry.generation).toBe(retried.body.generation);
    const holders = () => t!.server.store.listCircuits().filter((c) => c.probe?.holder === dispatch.route_id);
    await viewer.until((r) => r.generation === retry.generation && r.state === 'retrying');
    expect(holders().length).toBeGreaterThan(0);

    adapter.ws.terminate();
    const lost = await viewer.until((r) => r.reason === 'adapter_lost');
    expect(lost).toMatchObject({
      state: 'retrying',
      attempt_in_flight: true,
      pending_outcome: 'stop',
      deadline: new Date(clock.now() + LOSS_GRACE_MS).toISOString(),
    });
    expect(holders()).toEqual([]);
    await clock.advanceBy(LOSS_GRACE_MS);
    expect(await viewer.until((r) => r.state === 'action_required')).toMatchObject({
      reason: 'ambiguous_dispatch',
      attempt_in_flight: false,
    });
  });

  it('an adapter that reconnects within the grace period still reports the attempt', async () => {
    await server();
    const adapter = await adapterFor(['agent-a']);
    const viewer = await watcher();
    await startRoute({ profile_id: 'coding', caller: 'kanban', task: TASK });
    const dispatch = await takeDispatch(adapter);
    await adapter.close();
    await viewer.until((r) => r.reason === 'adapter_lost');
    await clock.advanceBy(LOSS_GRACE_MS / 2);
    const back = await adapterFor(['agent-a']);
    expect(await report(back, dispatch, { kind: 'success' })).toMatchObject({
      ok: true,
      snapshot: { state: 'active', attempt_in_flight: false, reason: null, deadline: null },
    });
  });
});

describe('evidence correlation by phase and the resumable-retry gate', () => {
  it('treats evidence from a phase the attempt already left as stale', async () => {
    await server();
    const adapter = await adapterFor(['agent-a']);
    await startRoute({ profile_id: 'coding', caller: 'kanban', task: TASK });
    const dispatch = await takeDispatch(adapter);
    const ids = {
      route_id: dispatch.route_id,
      invocation_id: dispatch.invocation_id,
      generation: dispatch.generation,
    };
    const phase = (id: string, p: string) =>
      adapter.request(
        { type: 'phase', id, ...ids, phase: p },
        (m) => m.type === 'report_result' && m.id === id,
      );
    expect(await phase('p1', 'session')).toMatchObject({ ok: true, kind: 'phase' });
    expect(await phase('p2', 'stream')).toMatchObject({ ok: true });
    // Phases only move forward.
    expect(await phase('p3', 'prompt')).toMatchObject({ ok: false, reason: 'stale_evidence' });
    const early = await report(adapter, dispatch, {
      kind: 'failure',
      envelope: { ...overloadedEnvelope(dispatch), phase: 'launch' },
    });
    expect(early).toMatchObject({ ok: false, reason: 'stale_evidence', snapshot: { state: 'active' } });
    const current = await report(adapter, dispatch, {
      kind: 'failure',
      envelope: { ...overloadedEnvelope(dispatch), phase: 'stream' },
    });
    expect(current).toMatchObject({ ok: true, snapshot: { state: 'retry_wait' } });
  });

  it('retries a failure after tool activity only when the adapter reports a resumable session for that attempt', async () => {
    await server();
    const adapter = await adapterFor(['agent-a']);
    await startRoute({ profile_id: 'coding', caller: 'kanban', task: TASK });
    const unsafe = await takeDispatch(adapter);
    const stopped = await report(adapter, unsafe, {
      kind: 'failure',
      envelope: overloadedEnvelope(unsafe),
      effects: { tool_activity: true },
    });
    expect(stopped.snapshot).toMatchObject({ state: 'action_required', reason: 'effect_unsafe' });

    const from = adapter.messages.length;
    const retried = await t!.http('POST', `/v1/routes/${unsafe.route_id}/actions`, {
      body: { action: 'retry_now', expected_generation: stopped.snapshot.generation },
    });
    const resumable = await takeDispatch(adapter, from);
    expect(resumable.generation).toBe(retried.body.generation);
    const decided = await report(adapter, resumable, {
      kind: 'failure',
      envelope: overloadedEnvelope(resumable),
      effects: {
        tool_activity: true,
        resumable_retry: { provider_session_id: 'sess-1', generation: resumable.generation },
      },
    });
    expect(decided.snapshot).toMatchObject({ state: 'retry_wait', pending_outcome: 'retry', reason: null });
  });
});
