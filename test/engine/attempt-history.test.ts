import { afterEach, describe, expect, it } from 'vitest';
import { classify } from '../../catalogue/classify.ts';
import type { EvidenceEnvelope } from '../../catalogue/envelope.ts';
import { type EngineHarness, engineHarness, failCurrent, PROFILE_ID } from './engine-harness.ts';
import { policy, RETRY3 } from './helpers.ts';

const open: EngineHarness[] = [];
afterEach(async () => {
  for (const h of open.splice(0)) await h.close().catch(() => {});
});

describe('attempt history', () => {
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
});
