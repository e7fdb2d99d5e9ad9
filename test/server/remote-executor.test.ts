import { describe, expect, it } from 'vitest';
import type { DispatchRequest } from '../../actors/engine-api.ts';
import { type AdapterLink, createRemoteExecutor } from '../../server/remote-executor.ts';
import { manualTimers } from './harness.ts';

function request(attempt: string, agentProfile = 'claude'): DispatchRequest {
  return {
    route_id: 'r1',
    profile_id: 'p1',
    caller: 'kanban',
    candidate_id: 'c1',
    agent_profile: agentProfile,
    attempt_id: attempt,
    invocation_id: `inv-${attempt}`,
    generation: 1,
  };
}

function link(id: string, profiles: string[], sent: DispatchRequest[], open = true): AdapterLink {
  return {
    id,
    agentProfiles: new Set(profiles),
    sendDispatch: (r) => {
      if (open) sent.push(r);
      return open;
    },
  };
}

describe('remote executor', () => {
  it('resolves when the adapter serving the agent profile acknowledges', async () => {
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers: manualTimers() });
    const sentA: DispatchRequest[] = [];
    const sentB: DispatchRequest[] = [];
    executor.attach(link('a', ['codex'], sentA));
    executor.attach(link('b', ['claude'], sentB));
    const done = executor.dispatch(request('at1'));
    expect(sentA).toHaveLength(0);
    expect(sentB.map((r) => r.attempt_id)).toEqual(['at1']);
    expect(executor.acknowledge('a', 'at1')).toBe(false);
    expect(executor.acknowledge('b', 'at1')).toBe(true);
    await expect(done).resolves.toBeUndefined();
    expect(executor.pendingCount()).toBe(0);
  });

  it('holds an unsent dispatch, with no acknowledgement clock, until an adapter for its profile connects', async () => {
    const timers = manualTimers();
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers });
    const held: string[] = [];
    executor.onHeld((r) => held.push(r.attempt_id));
    let settled = false;
    const done = executor.dispatch(request('at1')).finally(() => {
      settled = true;
    });
    expect(held).toEqual(['at1']);
    expect(executor.heldFor('r1')?.attempt_id).toBe('at1');
    expect(executor.heldCount()).toBe(1);
    expect(executor.held().map((r) => r.attempt_id)).toEqual(['at1']);
    // Nothing was sent, so no acknowledgement window runs: firing every timer changes nothing.
    expect(timers.armed()).toBe(0);
    timers.fireAll();
    // An adapter for another profile does not take it either.
    const otherSent: DispatchRequest[] = [];
    executor.attach(link('other', ['codex'], otherSent));
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(otherSent).toHaveLength(0);
    expect(executor.heldFor('r1')?.attempt_id).toBe('at1');

    const sent: DispatchRequest[] = [];
    executor.attach(link('late', ['claude'], sent));
    expect(sent.map((r) => r.attempt_id)).toEqual(['at1']);
    expect(executor.heldFor('r1')).toBeUndefined();
    expect(executor.heldCount()).toBe(0);
    expect(timers.armed()).toBe(1);
    expect(executor.acknowledge('late', 'at1')).toBe(true);
    await expect(done).resolves.toBeUndefined();
  });

  it('starts the acknowledgement timeout only when a held dispatch is sent', async () => {
    const timers = manualTimers();
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers });
    const done = executor.dispatch(request('at1'));
    timers.fireAll();
    executor.attach(link('late', ['claude'], []));
    expect(timers.armed()).toBe(1);
    timers.fireAll();
    await expect(done).rejects.toMatchObject({ reason: 'timeout' });
    expect(executor.acknowledge('late', 'at1')).toBe(false);
  });

  it('keeps a dispatch held when the only adapter for its profile cannot send', async () => {
    const timers = manualTimers();
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers });
    executor.attach(link('closing', ['claude'], [], false));
    const done = executor.dispatch(request('at1'));
    expect(executor.heldFor('r1')?.attempt_id).toBe('at1');
    expect(timers.armed()).toBe(0);
    executor.detach('closing');
    expect(executor.heldFor('r1')?.attempt_id).toBe('at1');
    const sent: DispatchRequest[] = [];
    executor.attach(link('fresh', ['claude'], sent));
    executor.acknowledge('fresh', 'at1');
    await expect(done).resolves.toBeUndefined();
    expect(sent).toHaveLength(1);
  });

  it('rejects when the adapter disconnects before acknowledging', async () => {
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers: manualTimers() });
    executor.attach(link('a', ['claude'], []));
    const done = executor.dispatch(request('at1'));
    executor.detach('a');
    await expect(done).rejects.toMatchObject({ reason: 'disconnected' });
  });

  it('rejects when the adapter it was sent to does not acknowledge within the timeout', async () => {
    const timers = manualTimers();
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers });
    executor.attach(link('a', ['claude'], []));
    const done = executor.dispatch(request('at1'));
    timers.fireAll();
    await expect(done).rejects.toMatchObject({ reason: 'timeout' });
    expect(executor.acknowledge('a', 'at1')).toBe(false);
  });

  it('rejects a held dispatch at shutdown', async () => {
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers: manualTimers() });
    const held = executor.dispatch(request('at1'));
    executor.close();
    await expect(held).rejects.toMatchObject({ reason: 'shutdown' });
    expect(executor.pendingCount()).toBe(0);
  });

  it('rejects pending and later dispatches once closed', async () => {
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers: manualTimers() });
    const pending = executor.dispatch(request('at1'));
    executor.close();
    await expect(pending).rejects.toMatchObject({ reason: 'shutdown' });
    await expect(executor.dispatch(request('at2'))).rejects.toMatchObject({ reason: 'shutdown' });
  });

  it('spreads dispatches over adapters serving the same profile', async () => {
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers: manualTimers() });
    const sentA: DispatchRequest[] = [];
    const sentB: DispatchRequest[] = [];
    executor.attach(link('a', ['claude'], sentA));
    executor.attach(link('b', ['claude'], sentB));
    const first = executor.dispatch(request('at1'));
    const second = executor.dispatch(request('at2'));
    expect(sentA.length).toBe(1);
    expect(sentB.length).toBe(1);
    executor.acknowledge('a', sentA[0]!.attempt_id);
    executor.acknowledge('b', sentB[0]!.attempt_id);
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });
});
