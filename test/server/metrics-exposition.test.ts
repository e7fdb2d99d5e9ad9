/**
 * Issue 12, metrics: the exposition text of one fixed sequence of events, scraped before the first
 * event, after each of two batches and twice in a row, is exactly what prom-client wrote when every
 * event was observed on it as it happened (`metrics-scrapes.txt` was written by that implementation,
 * at `9f6af93`). Counting in the service and handing prom-client the totals at scrape time must keep
 * every name, help text, label, bucket, value and the order of the series.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DispatchListener, Executor, RouteView } from '../../actors/engine-api.ts';
import {
  type AttemptRecord,
  type CircuitRecord,
  type Store,
  VersionConflictError,
} from '../../persistence/store.ts';
import { createMetrics, type HubStats } from '../../server/metrics.ts';

const FIXTURE = new URL('./fixtures/metrics-scrapes.txt', import.meta.url);

/** The attempt entries a commit makes durable, with only the fields metrics read set. */
function entry(
  event: string,
  cls: string | null = null,
  code: string | null = null,
  decision: string | null = null,
): AttemptRecord {
  return { event, class: cls, code, decision } as unknown as AttemptRecord;
}

/** A store whose writes take the given milliseconds on the metrics' clock, and fail when told to. */
function scriptedStore(clock: { now: number }) {
  const take = async (ms: number, error?: Error) => {
    await Promise.resolve();
    clock.now += ms;
    if (error) throw error;
  };
  let ms = 0;
  let error: Error | undefined;
  const store = {
    commitRoute: () => take(ms, error),
    commitCircuit: async (record: CircuitRecord) => {
      await take(ms, error);
      return record;
    },
    putProfile: async (profile: unknown) => {
      await take(ms, error);
      return profile;
    },
    deleteProfile: () => take(ms, error),
  } as unknown as Store;
  return {
    store,
    next(nextMs: number, nextError?: Error) {
      ms = nextMs;
      error = nextError;
    },
  };
}

type Result = 'acknowledged' | 'timeout' | 'disconnected' | 'shutdown' | 'unknown' | 'lost';

/** An executor that answers each dispatch as scripted, after the given milliseconds. */
function scriptedExecutor(clock: { now: number }) {
  let answer: { ms: number; result: Result } = { ms: 0, result: 'acknowledged' };
  const executor: Executor = {
    dispatch(_request, listener: DispatchListener) {
      listener.held();
      listener.sent();
      clock.now += answer.ms;
      if (answer.result === 'acknowledged') listener.acknowledged();
      else if (answer.result === 'lost') {
        listener.acknowledged();
        listener.lost('disconnected');
      } else listener.failed(answer.result as 'timeout');
      return { cancel: () => false, release: () => {} };
    },
  };
  return {
    executor,
    next(ms: number, result: Result) {
      answer = { ms, result };
    },
  };
}

const noop: DispatchListener = {
  held() {},
  sent() {},
  acknowledged() {},
  failed() {},
  lost() {},
};

const view = (state: string, caller: string, reason: string | null = null) =>
  ({ state, caller, reason }) as unknown as RouteView;
const circuit = (state: CircuitRecord['state'], leaseUntil: string | null = null) =>
  ({
    state,
    probe: leaseUntil ? { holder: 'r', lease_until: leaseUntil, acquired_at: '' } : null,
  }) as CircuitRecord;

async function scrapes(): Promise<string[]> {
  const clock = { now: 1_000 };
  const metrics = createMetrics({ clock: () => clock.now });
  const { store: base, next: nextWrite } = scriptedStore(clock);
  const store = metrics.measureStore(base);
  const { executor: baseExecutor, next: nextAnswer } = scriptedExecutor(clock);
  const executor = metrics.measureExecutor(baseExecutor);
  const out: string[] = [await metrics.render()];

  const routes: RouteView[] = [];
  const circuits: CircuitRecord[] = [];
  const hub: HubStats = { connectionsByRole: {}, subscriptions: 0, subscribers: 0, adapters: 0 };
  metrics.observe({
    routes: () => routes,
    circuits: () => circuits,
    hub: () => hub,
    now: () => Date.parse('2026-12-02T12:00:00.000Z'),
  });

  const commit = async (ms: number, records?: AttemptRecord[], error?: Error) => {
    nextWrite(ms, error);
    await store.commitRoute({} as never, records).catch(() => {});
  };
  const dispatch = (ms: number, result: Result) => {
    nextAnswer(ms, result);
    executor.dispatch({} as never, noop);
  };

  // Batch 1: a route dispatched, failing transiently and retried, one failing unclassified, one
  // with words from outside every vocabulary; writes of every kind, slow and failing.
  await commit(0.37, [entry('dispatched')]);
  await commit(1.9, [entry('failed', 'transient', 'provider_overloaded', 'retry'), entry('dispatched')]);
  await commit(0.0005, [entry('failed', 'unclassified', 'unclassified', 'stop')]);
  await commit(4.2, [entry('failed', 'no such class', 'no such code', 'no such decision')]);
  await commit(2_600, [entry('failed', null, null, null), entry('teleported')]);
  await commit(5, undefined);
  await commit(0.9, [entry('dispatched')], new Error('disk full'));
  nextWrite(0.21);
  await store.commitCircuit({} as CircuitRecord, null);
  nextWrite(0.4, new VersionConflictError('circuit x', 1, 2));
  await store.commitCircuit({} as CircuitRecord, 1).catch(() => {});
  nextWrite(12.5);
  await store.putProfile({} as never, null);
  dispatch(3.3, 'acknowledged');
  dispatch(30_001, 'timeout');
  dispatch(0.1, 'lost');
  metrics.hub.coalesced();
  metrics.hub.dropped(0);
  metrics.hub.dropped(3);
  metrics.httpRequest('POST', '/v1/routes', 201);
  metrics.httpRequest('GET', '/metrics', 200);
  metrics.httpRequest('PATCH', '/v1/routes/:id', null);
  routes.push(view('retry_wait', 'office'), view('action_required', 'office', 'unclassified'));
  circuits.push(circuit('open', '2026-12-02T12:00:05.000Z'), circuit('closed'));
  hub.connectionsByRole = { adapter: 1, viewer: 2 };
  Object.assign(hub, { subscriptions: 3, subscribers: 2, adapters: 1 });
  out.push(await metrics.render());
  // Scraping changes nothing.
  out.push(await metrics.render());

  // Batch 2: the same series again, and new ones first seen after them.
  await commit(0.37, [entry('dispatched')]);
  await commit(0.73, [
    entry('failed', 'transient', 'provider_overloaded', 'retry'),
    entry('failed', 'rate_limited', 'provider_rate_limited', 'wait_for_reset'),
    entry('succeeded'),
    entry('action'),
    entry('reconciled'),
  ]);
  await commit(0.11, [entry('failed', 'transient', 'provider_overloaded', 'skip')]);
  nextWrite(0.6, new Error('gone'));
  await store.deleteProfile('p', 1).catch(() => {});
  nextWrite(0.05);
  await store.deleteProfile('p', 1);
  dispatch(7.7, 'acknowledged');
  dispatch(2, 'disconnected');
  dispatch(2, 'unknown');
  metrics.hub.coalesced();
  metrics.hub.heartbeatTerminated();
  metrics.hub.slowConsumerClosed();
  metrics.httpRequest(undefined, 'unmatched', 404);
  metrics.httpRequest('POST', '/v1/routes', 201);
  routes.push(view('action_required', 'office', 'made up'), view('succeeded', 'ci'));
  out.push(await metrics.render());
  return out;
}

const SEPARATOR = /^=== scrape \d+ ===\n/m;

describe('the metrics exposition', () => {
  it('is the text prom-client wrote when it observed every event itself, scrape by scrape', async () => {
    const got = await scrapes();
    const want = readFileSync(FIXTURE, 'utf8').split(SEPARATOR).slice(1);
    expect(got).toHaveLength(want.length);
    for (const [i, text] of got.entries()) expect(text, `scrape ${i}`).toBe(want[i]);
  });
});
