import { describe, expect, it } from 'vitest';
import type { DispatchRequest } from '../../actors/engine-api.ts';
import { type AdapterLink, createRemoteExecutor, type TimerPort } from '../../server/remote-executor.ts';

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

/** Timers fired by hand, so a timeout is proven without waiting. */
function manualTimers(): TimerPort & { fireAll(): void } {
  const timers = new Map<number, () => void>();
  let next = 0;
  return {
    set: (fn) => {
      timers.set(++next, fn);
      return next;
    },
    clear: (h) => {
      timers.delete(h as number);
    },
    fireAll: () => {
      for (const [k, fn] of [...timers]) {
        timers.delete(k);
        fn();
      }
    },
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

  it('holds a dispatch until an adapter for its profile connects', async () => {
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers: manualTimers() });
    const done = executor.dispatch(request('at1'));
    const sent: DispatchRequest[] = [];
    executor.attach(link('late', ['claude'], sent));
    expect(sent).toHaveLength(1);
    executor.acknowledge('late', 'at1');
    await expect(done).resolves.toBeUndefined();
  });

  it('rejects when the adapter disconnects before acknowledging', async () => {
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers: manualTimers() });
    executor.attach(link('a', ['claude'], []));
    const done = executor.dispatch(request('at1'));
    executor.detach('a');
    await expect(done).rejects.toMatchObject({ reason: 'disconnected' });
  });

  it('rejects when no acknowledgement arrives within the timeout', async () => {
    const timers = manualTimers();
    const executor = createRemoteExecutor({ ackTimeoutMs: 1000, timers });
    const done = executor.dispatch(request('at1'));
    timers.fireAll();
    await expect(done).rejects.toMatchObject({ reason: 'timeout' });
    expect(executor.acknowledge('a', 'at1')).toBe(false);
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
