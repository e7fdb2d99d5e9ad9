import { afterEach, describe, expect, it } from 'vitest';
import { classify } from '../../catalogue/classify.ts';
import type { EvidenceEnvelope } from '../../catalogue/envelope.ts';
import { type EngineHarness, engineHarness, failCurrent, overloaded, PROFILE_ID } from './engine-harness.ts';
import { policy, RETRY3 } from './helpers.ts';

const open: EngineHarness[] = [];
afterEach(async () => {
  for (const h of open.splice(0)) await h.close().catch(() => {});
});

/** A route on one candidate whose profile names its provider and model. */
async function routeOnNamedCandidate() {
  const h = await engineHarness({
    candidates: [
      { id: 'claude', policy: policy(RETRY3), provider_id: 'anthropic', model_id: 'claude-sonnet-4' },
    ],
  });
  open.push(h);
  const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
  return { h, route_id };
}

describe('attempt history', () => {
  it('keeps when an attempt was recorded across every commit of it, and after a restart (persist reads the previous record from its own last commit, or from the store)', async () => {
    const h = await engineHarness({ candidates: [{ id: 'claude', policy: policy(RETRY3) }] });
    open.push(h);
    const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    const first = h.store.getRoute(route_id);
    const recordedAt = first?.dispatch?.recorded_at;
    expect(recordedAt).toBe(new Date(h.clock.now()).toISOString());
    await h.clock.advanceBy(5_000);
    await failCurrent(h, route_id, overloaded(h.clock.now()));
    const failed = h.store.getRoute(route_id);
    expect(failed?.dispatch).toMatchObject({ status: 'failed', recorded_at: recordedAt });
    expect(failed?.created_at).toBe(first?.created_at);
    expect(failed?.updated_at).not.toBe(first?.updated_at);
    // After a restart the woken route's first commit reads the store's record.
    const again = await h.restart();
    open.splice(open.indexOf(h), 1, again);
    const view = again.engine.getRoute(route_id);
    expect(view?.state).toBe('retry_wait');
    const result = await again.engine.act(route_id, 'retry_now', view?.generation ?? -1);
    expect(result.ok).toBe(true);
    const retried = again.store.getRoute(route_id);
    expect(retried?.created_at).toBe(first?.created_at);
    expect(retried?.dispatch?.attempt_id).not.toBe(failed?.dispatch?.attempt_id);
    expect(retried?.dispatch?.recorded_at).toBe(new Date(again.clock.now()).toISOString());
  });

  it('keeps the whole classification of a failed attempt, across a restart', async () => {
    const h = await engineHarness({
      candidates: [{ id: 'claude', policy: policy(RETRY3) }, { id: 'codex' }],
    });
    open.push(h);
    const { route_id } = await h.engine.startRoute({ profile_id: PROFILE_ID, caller: 'kanban' });
    const envelope: EvidenceEnvelope = {
      observed_at: new Date(h.clock.now()).toISOString(),
      agent: 'claude-code',
      provider_id: 'anthropic',
      model_id: 'claude-sonnet-4',
      phase: 'prompt',
      evidence: [
        {
          kind: 'http',
          status: 429,
          headers: { 'retry-after': '7' },
          body: {
            type: 'error',
            error: { type: 'rate_limit_error', message: 'Number of requests exceeded' },
          },
        },
      ],
    };
    await failCurrent(h, route_id, envelope);
    const failed = (await h.engine.listAttempts(route_id)).find((a) => a.event === 'failed');
    expect(failed).toMatchObject({ code: 'rate_limited', class: 'transient' });
    const c = classify(envelope);
    const expected = {
      confidence: c.confidence,
      scope: c.scope,
      provider_id: 'anthropic',
      model_id: 'claude-sonnet-4',
      phase: 'prompt',
      occurred_at: envelope.observed_at,
      retry_after: c.retry_after,
      reset_at: c.reset_at,
    };
    expect(c.retry_after).toBe(7);
    expect(failed?.classification).toEqual(expected);
    const again = await h.restart();
    open.splice(open.indexOf(h), 1, again);
    const reloaded = (await again.engine.listAttempts(route_id)).find((a) => a.event === 'failed');
    expect(reloaded?.classification).toEqual(expected);
    // Entries that are not failures carry none.
    expect(
      (await again.engine.listAttempts(route_id)).find((a) => a.event === 'dispatched')?.classification,
    ).toBeUndefined();
  });

  it("names the candidate's provider and model in a failed attempt's classification when the adapter did not", async () => {
    const { h, route_id } = await routeOnNamedCandidate();
    // An ACP agent's evidence: no provider or model of its own.
    await failCurrent(h, route_id, overloaded(h.clock.now()));
    const failed = (await h.engine.listAttempts(route_id)).find((a) => a.event === 'failed');
    expect(failed).toMatchObject({ code: 'provider_overloaded', class: 'transient' });
    expect(failed?.classification).toMatchObject({ provider_id: 'anthropic', model_id: 'claude-sonnet-4' });
  });

  it("keeps the provider and model the adapter named over the candidate's", async () => {
    const { h, route_id } = await routeOnNamedCandidate();
    await failCurrent(h, route_id, {
      ...overloaded(h.clock.now()),
      provider_id: 'bedrock',
      model_id: 'claude-opus-4',
    });
    const failed = (await h.engine.listAttempts(route_id)).find((a) => a.event === 'failed');
    expect(failed?.classification).toMatchObject({ provider_id: 'bedrock', model_id: 'claude-opus-4' });
  });
});
