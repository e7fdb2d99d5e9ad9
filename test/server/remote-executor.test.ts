import { describe, expect, it } from 'vitest';
import type { DispatchListener, DispatchRequest } from '../../actors/engine-api.ts';
import { type AdapterLink, type CancelRequest, createRemoteExecutor } from '../../server/remote-executor.ts';
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
    task: { prompt: 'fix the bug', cwd: '/work/repo', metadata: {} },
    turn: 0,
  };
}

function link(
  id: string,
  profiles: string[],
  sent: DispatchRequest[],
  open = true,
  cancels: CancelRequest[] = [],
): AdapterLink {
  return {
    id,
    agentProfiles: new Set(profiles),
    sendDispatch: (r) => {
      if (open) sent.push(r);
      return open;
    },
    sendCancel: (r) => {
      if (open) cancels.push(r);
      return open;
    },
  };
}

/** A listener that records what the executor reported, in order. */
function recorder(): DispatchListener & { events: string[] } {
  const events: string[] = [];
  return {
    events,
    held: () => events.push('held'),
    sent: () => events.push('sent'),
    acknowledged: () => events.push('acknowledged'),
    failed: (reason) => events.push(`failed:${reason}`),
    lost: (reason) => events.push(`lost:${reason}`),
  };
}

describe('remote executor', () => {
  it('reports the acknowledgement of the adapter serving the agent profile', () => {
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers: manualTimers() });
    const sentA: DispatchRequest[] = [];
    const sentB: DispatchRequest[] = [];
    executor.attach(link('a', ['codex'], sentA));
    executor.attach(link('b', ['claude'], sentB));
    const l = recorder();
    executor.dispatch(request('at1'), l);
    expect(sentA).toHaveLength(0);
    expect(sentB.map((r) => r.attempt_id)).toEqual(['at1']);
    expect(sentB[0]?.task).toEqual({ prompt: 'fix the bug', cwd: '/work/repo', metadata: {} });
    expect(executor.acknowledge('a', 'at1')).toBe(false);
    expect(executor.acknowledge('b', 'at1')).toBe(true);
    expect(executor.acknowledge('b', 'at1')).toBe(false);
    expect(l.events).toEqual(['acknowledged']);
    expect(executor.pendingCount()).toBe(0);
  });

  it('holds an unsent dispatch, with no acknowledgement clock, until an adapter for its profile connects', () => {
    const timers = manualTimers();
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers });
    const held: string[] = [];
    executor.onHeld((r) => held.push(r.attempt_id));
    const l = recorder();
    executor.dispatch(request('at1'), l);
    expect(l.events).toEqual(['held']);
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
    expect(otherSent).toHaveLength(0);
    expect(executor.heldFor('r1')?.attempt_id).toBe('at1');

    const sent: DispatchRequest[] = [];
    executor.attach(link('late', ['claude'], sent));
    expect(sent.map((r) => r.attempt_id)).toEqual(['at1']);
    expect(executor.heldFor('r1')).toBeUndefined();
    expect(executor.heldCount()).toBe(0);
    expect(timers.armed()).toBe(1);
    expect(executor.acknowledge('late', 'at1')).toBe(true);
    expect(l.events).toEqual(['held', 'sent', 'acknowledged']);
  });

  it('withdraws a held dispatch when the route releases it: a later adapter never receives it', () => {
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers: manualTimers() });
    const l = recorder();
    const handle = executor.dispatch(request('at1'), l);
    expect(handle.cancel()).toBe(false);
    handle.release();
    expect(executor.heldCount()).toBe(0);
    const sent: DispatchRequest[] = [];
    executor.attach(link('late', ['claude'], sent));
    expect(sent).toEqual([]);
    expect(l.events).toEqual(['held']);
  });

  it('starts the acknowledgement timeout only when a held dispatch is sent', () => {
    const timers = manualTimers();
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers });
    const l = recorder();
    executor.dispatch(request('at1'), l);
    timers.fireAll();
    executor.attach(link('late', ['claude'], []));
    expect(timers.armed()).toBe(1);
    timers.fireAll();
    expect(l.events).toEqual(['held', 'sent', 'failed:timeout']);
    expect(executor.acknowledge('late', 'at1')).toBe(false);
  });

  it('keeps a dispatch held when the only adapter for its profile cannot send', () => {
    const timers = manualTimers();
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers });
    executor.attach(link('closing', ['claude'], [], false));
    const l = recorder();
    executor.dispatch(request('at1'), l);
    expect(executor.heldFor('r1')?.attempt_id).toBe('at1');
    expect(timers.armed()).toBe(0);
    executor.detach('closing');
    expect(executor.heldFor('r1')?.attempt_id).toBe('at1');
    const sent: DispatchRequest[] = [];
    executor.attach(link('fresh', ['claude'], sent));
    executor.acknowledge('fresh', 'at1');
    expect(l.events).toEqual(['held', 'sent', 'acknowledged']);
    expect(sent).toHaveLength(1);
  });

  it('reports delivery failed when the adapter disconnects before acknowledging', () => {
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers: manualTimers() });
    executor.attach(link('a', ['claude'], []));
    const l = recorder();
    executor.dispatch(request('at1'), l);
    executor.detach('a');
    expect(l.events).toEqual(['failed:disconnected']);
  });

  it('reports the attempt lost when the adapter disconnects after acknowledging', () => {
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers: manualTimers() });
    executor.attach(link('a', ['claude'], []));
    const l = recorder();
    const handle = executor.dispatch(request('at1'), l);
    executor.acknowledge('a', 'at1');
    executor.detach('a');
    expect(l.events).toEqual(['acknowledged', 'lost:disconnected']);
    // Nobody holds it any more: a cancel cannot be delivered.
    expect(handle.cancel()).toBe(false);
  });

  it('sends a cancel to the adapter holding the attempt, and not after the route released it', () => {
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers: manualTimers() });
    const cancels: CancelRequest[] = [];
    executor.attach(link('a', ['claude'], [], true, cancels));
    const handle = executor.dispatch(request('at1'), recorder());
    executor.acknowledge('a', 'at1');
    expect(handle.cancel()).toBe(true);
    expect(cancels).toEqual([{ route_id: 'r1', attempt_id: 'at1', invocation_id: 'inv-at1', generation: 1 }]);
    handle.release();
    expect(handle.cancel()).toBe(false);
  });

  it('reports delivery failed when the adapter it was sent to does not acknowledge within the timeout', () => {
    const timers = manualTimers();
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers });
    executor.attach(link('a', ['claude'], []));
    const l = recorder();
    executor.dispatch(request('at1'), l);
    timers.fireAll();
    expect(l.events).toEqual(['failed:timeout']);
    expect(executor.acknowledge('a', 'at1')).toBe(false);
  });

  it('fails pending and later dispatches once closed', () => {
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers: manualTimers() });
    const pending = recorder();
    executor.dispatch(request('at1'), pending);
    executor.close();
    expect(pending.events).toEqual(['held', 'failed:shutdown']);
    expect(executor.pendingCount()).toBe(0);
    const later = recorder();
    executor.dispatch(request('at2'), later);
    expect(later.events).toEqual(['failed:shutdown']);
  });

  it('spreads dispatches over adapters serving the same profile', () => {
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers: manualTimers() });
    const sentA: DispatchRequest[] = [];
    const sentB: DispatchRequest[] = [];
    executor.attach(link('a', ['claude'], sentA));
    executor.attach(link('b', ['claude'], sentB));
    executor.dispatch(request('at1'), recorder());
    executor.dispatch(request('at2'), recorder());
    expect(sentA.length).toBe(1);
    expect(sentB.length).toBe(1);
    expect(executor.acknowledge('a', sentA[0]!.attempt_id)).toBe(true);
    expect(executor.acknowledge('b', sentB[0]!.attempt_id)).toBe(true);
  });
});
