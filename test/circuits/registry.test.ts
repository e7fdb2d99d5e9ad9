import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type AdmitResult, type Circuits, createCircuits } from '../../actors/circuits.ts';
import type { Classification } from '../../catalogue/classification.ts';
import { type FsPort, nodeFs } from '../../persistence/fs-port.ts';
import { createLogStore } from '../../persistence/log-store.ts';
import { type CircuitRecord, type Store, StoreWriteError } from '../../persistence/store.ts';
import { ValidationError } from '../../validation/field-errors.ts';

const T0 = Date.parse('2026-01-01T00:00:00.000Z');
/** The instant `s` virtual seconds after T0. */
const at = (s: number): Date => new Date(T0 + s * 1000);
const iso = (s: number): string => at(s).toISOString();

const claude = { id: 'claude', agent_profile: 'claude-work', provider_id: 'anthropic', model_id: 'sonnet' };
const codex = { id: 'codex', agent_profile: 'codex-main', provider_id: 'openai' };

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

/** A real lowdb store in a fresh temp folder. */
async function openStore(dir?: string, fs: FsPort = nodeFs): Promise<{ store: Store; dir: string }> {
  let folder = dir;
  if (folder === undefined) {
    const base = await mkdtemp(join(tmpdir(), 'recourse-circuits-'));
    cleanups.push(() => rm(base, { recursive: true, force: true }));
    folder = join(base, 'store');
  }
  const store = createLogStore({ dir: folder, now: () => at(0), fs });
  await store.open();
  cleanups.unshift(() => store.close());
  return { store, dir: folder };
}

async function registry(
  options: { lease?: number } = {},
): Promise<{ circuits: Circuits; store: Store; dir: string }> {
  const { store, dir } = await openStore();
  const circuits = createCircuits({ store, now: () => at(0), probeLeaseSeconds: options.lease ?? 300 });
  return { circuits, store, dir };
}

function classification(overrides: Partial<Classification>): Classification {
  return {
    code: 'provider_overloaded',
    class: 'transient',
    category: 'provider',
    confidence: 'high',
    scope: 'provider',
    classifier_rule: 'http.529',
    catalogue_version: '1',
    provider_id: 'anthropic',
    model_id: null,
    phase: 'prompt',
    occurred_at: iso(0),
    retry_after: null,
    reset_at: null,
    safe_excerpt: null,
    ...overrides,
  };
}

const PROVIDER = 'provider:anthropic';

describe('scope keys', () => {
  it('names the provider, account and model scopes of a candidate from its own ids only', async () => {
    const { circuits } = await registry();
    expect(circuits.candidateScopeKeys(claude)).toEqual([
      'provider:anthropic',
      'account:claude-work',
      'model:anthropic/sonnet',
    ]);
    expect(circuits.candidateScopeKeys({ id: 'x', agent_profile: 'local' })).toEqual([
      'provider:local',
      'account:local',
    ]);
  });

  it('maps a classified provider failure to the scope it names', async () => {
    const { circuits } = await registry();
    expect(circuits.scopeKeyFor(classification({ scope: 'provider' }), claude)).toBe('provider:anthropic');
    expect(circuits.scopeKeyFor(classification({ scope: 'account', class: 'hard' }), claude)).toBe(
      'account:claude-work',
    );
    expect(circuits.scopeKeyFor(classification({ scope: 'model' }), claude)).toBe('model:anthropic/sonnet');
    expect(circuits.scopeKeyFor(classification({ scope: 'model' }), codex)).toBe('account:codex-main');
  });

  it('opens no circuit for non-provider, unclassified, profile or request failures', async () => {
    const { circuits } = await registry();
    expect(circuits.scopeKeyFor(classification({ class: 'not_provider' }), claude)).toBeNull();
    expect(circuits.scopeKeyFor(classification({ class: 'unclassified' }), claude)).toBeNull();
    expect(circuits.scopeKeyFor(classification({ scope: 'profile' }), claude)).toBeNull();
    expect(circuits.scopeKeyFor(classification({ scope: 'request' }), claude)).toBeNull();
    expect(circuits.scopeKeyFor(classification({ scope: null }), claude)).toBeNull();
  });

  it('rejects a candidate id with whitespace with a field-addressed error', async () => {
    const { circuits } = await registry();
    const error = (() => {
      try {
        circuits.candidateScopeKeys({ id: 'x', agent_profile: 'has space' });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors[0]?.path).toBe('agent_profile');
  });

  it('takes the evidence timing from a trusted reset or the retry hint (the later), else none', async () => {
    const { circuits } = await registry();
    expect(circuits.evidenceUntil(classification({ reset_at: iso(90) }), at(0))).toEqual(at(90));
    expect(circuits.evidenceUntil(classification({ retry_after: 20 }), at(0))).toEqual(at(20));
    expect(circuits.evidenceUntil(classification({ retry_after: 20, reset_at: iso(45) }), at(0))).toEqual(
      at(45),
    );
    expect(circuits.evidenceUntil(classification({}), at(0))).toBeNull();
    expect(circuits.evidenceUntil(classification({ reset_at: iso(-5) }), at(0))).toBeNull();
  });
});

describe('circuit registry on a real lowdb store', () => {
  it('makes an open scope ineligible for other routes while other scopes stay eligible', async () => {
    const { circuits } = await registry();
    const opened = await circuits.recordFailure(PROVIDER, {
      route: null,
      until: at(30),
      nextAttemptAt: null,
      now: at(0),
    });
    expect(opened).toMatchObject({ state: 'open', open_until: iso(30), version: 1, probe: null });
    const keys = circuits.candidateScopeKeys(claude);
    expect(await circuits.admit(keys, 'r2', at(10))).toEqual({ admitted: false, until: iso(30) });
    expect(await circuits.admit(circuits.candidateScopeKeys(codex), 'r2', at(10))).toEqual({
      admitted: true,
      probe: false,
    });
  });

  it('grants exactly one probe after expiry, and closes on its success', async () => {
    const { circuits, store } = await registry();
    await circuits.recordFailure(PROVIDER, { route: null, until: at(30), nextAttemptAt: null, now: at(0) });
    const keys = circuits.candidateScopeKeys(claude);
    expect(await circuits.admit(keys, 'r2', at(31))).toEqual({ admitted: true, probe: true });
    expect(await circuits.admit(keys, 'r3', at(32))).toEqual({ admitted: false, until: iso(331) });
    expect(await circuits.admit(keys, 'r2', at(33))).toEqual({ admitted: true, probe: true });
    const closed = await circuits.recordSuccess(PROVIDER, 'r2', at(40));
    expect(closed).toMatchObject({ state: 'closed', probe: null, consecutive_failures: 0 });
    expect(store.getCircuit(PROVIDER)?.state).toBe('closed');
    expect(await circuits.admit(keys, 'r3', at(41))).toEqual({ admitted: true, probe: false });
  });

  it('reopens with the new until when the probe fails', async () => {
    const { circuits } = await registry();
    await circuits.recordFailure(PROVIDER, { route: null, until: at(30), nextAttemptAt: null, now: at(0) });
    const keys = circuits.candidateScopeKeys(claude);
    await circuits.admit(keys, 'r2', at(31));
    const reopened = await circuits.recordFailure(PROVIDER, {
      route: null,
      until: at(100),
      nextAttemptAt: null,
      now: at(35),
    });
    expect(reopened).toMatchObject({
      state: 'open',
      open_until: iso(100),
      consecutive_failures: 2,
      probe: null,
    });
    expect(await circuits.admit(keys, 'r3', at(99))).toEqual({ admitted: false, until: iso(100) });
    expect(await circuits.admit(keys, 'r3', at(100))).toEqual({ admitted: true, probe: true });
  });

  it('lets another route probe once the holder lease expires', async () => {
    const { circuits } = await registry({ lease: 60 });
    await circuits.recordFailure(PROVIDER, { route: null, until: at(30), nextAttemptAt: null, now: at(0) });
    const keys = circuits.candidateScopeKeys(claude);
    expect(await circuits.admit(keys, 'r2', at(31))).toEqual({ admitted: true, probe: true });
    expect(await circuits.admit(keys, 'r3', at(90))).toEqual({ admitted: false, until: iso(91) });
    expect(await circuits.admit(keys, 'r3', at(91))).toEqual({ admitted: true, probe: true });
    // The old holder's late verdict no longer counts.
    expect((await circuits.recordSuccess(PROVIDER, 'r2', at(92))).state).toBe('half_open');
  });

  it('never delays the failing route own scheduled attempt: its holder keeps the probe', async () => {
    const { circuits } = await registry();
    await circuits.recordFailure(PROVIDER, { route: 'r1', until: null, nextAttemptAt: at(5), now: at(0) });
    const keys = circuits.candidateScopeKeys(claude);
    expect(await circuits.admit(keys, 'r1', at(5))).toEqual({ admitted: true, probe: true });
    expect(await circuits.admit(keys, 'r2', at(31))).toEqual({ admitted: false, until: iso(305) });
    expect((await circuits.recordSuccess(PROVIDER, 'r1', at(6))).state).toBe('closed');
    expect(await circuits.admit(keys, 'r2', at(7))).toEqual({ admitted: true, probe: false });
  });

  it('regression (issue 11): a failing route retrying in an hour does not open the shared circuit for the hour', async () => {
    // Root cause: the engine passed the route's own deadline (its 3,600 s interval) as the circuit's until.
    const { circuits } = await registry();
    const opened = await circuits.recordFailure(PROVIDER, {
      route: 'r1',
      until: null,
      nextAttemptAt: at(3600),
      now: at(0),
    });
    expect(opened).toMatchObject({ state: 'open', open_until: iso(30), probe: null });
    const keys = circuits.candidateScopeKeys(claude);
    expect(await circuits.admit(keys, 'r2', at(10))).toEqual({ admitted: false, until: iso(30) });
    expect(await circuits.admit(keys, 'r2', at(30))).toEqual({ admitted: true, probe: true });
  });

  it('backs off 30 s doubling per failed probe, capped, and says which probes a route holds', async () => {
    const { circuits } = await registry();
    const keys = circuits.candidateScopeKeys(claude);
    let t = 0;
    const opens: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await circuits.recordFailure(PROVIDER, {
        route: 'p',
        until: null,
        nextAttemptAt: null,
        now: at(t),
      });
      const until = (Date.parse(r.open_until ?? '') - at(t).getTime()) / 1000;
      opens.push(until);
      t += until;
      expect(await circuits.admit(keys, 'p', at(t))).toEqual({ admitted: true, probe: true });
      expect(circuits.held('p', at(t))).toEqual([PROVIDER]);
    }
    expect(opens).toEqual([30, 60, 120, 240, 480, 600]);
    await circuits.recordSuccess(PROVIDER, 'p', at(t));
    expect(circuits.held('p', at(t))).toEqual([]);
  });

  it('frees a probe its holder releases without a verdict', async () => {
    const { circuits } = await registry();
    await circuits.recordFailure(PROVIDER, { route: null, until: at(30), nextAttemptAt: null, now: at(0) });
    const keys = circuits.candidateScopeKeys(claude);
    await circuits.admit(keys, 'r2', at(31));
    await circuits.release('r2', at(32));
    expect(circuits.list().find((r) => r.scope_key === PROVIDER)?.probe).toBeNull();
    expect(await circuits.admit(keys, 'r3', at(33))).toEqual({ admitted: true, probe: true });
  });

  it('admits on several scopes atomically: a denied scope takes no probe elsewhere', async () => {
    const { circuits, store } = await registry();
    await circuits.recordFailure(PROVIDER, { route: null, until: at(30), nextAttemptAt: null, now: at(0) });
    await circuits.recordFailure('model:anthropic/sonnet', {
      route: null,
      until: at(200),
      nextAttemptAt: null,
      now: at(0),
    });
    const keys = circuits.candidateScopeKeys(claude);
    expect(await circuits.admit(keys, 'r2', at(31))).toEqual({ admitted: false, until: iso(200) });
    expect(store.getCircuit(PROVIDER)).toMatchObject({ state: 'open', probe: null, version: 1 });
    expect(circuits.peek(keys, 'r2', at(200))).toEqual({ admitted: true, probe: true });
    expect(store.getCircuit(PROVIDER)?.version).toBe(1);
  });

  it('a new registry on the same store folder sees the open circuit and its probe lease', async () => {
    const first = await registry();
    await first.circuits.recordFailure(PROVIDER, {
      route: null,
      until: at(30),
      nextAttemptAt: null,
      now: at(0),
    });
    await first.circuits.admit(first.circuits.candidateScopeKeys(claude), 'r2', at(31));
    await first.store.close();

    const { store } = await openStore(first.dir);
    const again = createCircuits({ store, now: () => at(40) });
    const keys = again.candidateScopeKeys(claude);
    expect(again.list()).toEqual([
      expect.objectContaining({
        scope_key: PROVIDER,
        state: 'half_open',
        probe: { holder: 'r2', acquired_at: iso(31), lease_until: iso(331) },
        version: 2,
      }),
    ]);
    expect(await again.admit(keys, 'r3')).toEqual({ admitted: false, until: iso(331) });
    expect(await again.admit(keys, 'r2')).toEqual({ admitted: true, probe: true });
    expect((await again.recordSuccess(PROVIDER, 'r2')).state).toBe('closed');
  });

  it('tells subscribers about every committed record and stops after unsubscribe', async () => {
    const { circuits } = await registry();
    const seen: CircuitRecord[] = [];
    const off = circuits.subscribe((r) => seen.push(r));
    await circuits.recordFailure(PROVIDER, { route: null, until: at(30), nextAttemptAt: null, now: at(0) });
    await circuits.admit([PROVIDER], 'r2', at(5));
    off();
    await circuits.admit([PROVIDER], 'r2', at(31));
    expect(seen.map((r) => [r.state, r.version])).toEqual([['open', 1]]);
  });

  it('rejects bad input with field-addressed errors and changes nothing', async () => {
    const { circuits, store } = await registry();
    await expect(circuits.admit(['region:eu'], 'r1', at(0))).rejects.toBeInstanceOf(ValidationError);
    await expect(
      circuits.recordFailure('provider:x', {
        route: null,
        until: new Date(Number.NaN),
        nextAttemptAt: null,
        now: at(0),
      }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(circuits.recordSuccess(PROVIDER, '', at(0))).rejects.toBeInstanceOf(ValidationError);
    expect(() => createCircuits({ store, now: () => at(0), probeLeaseSeconds: 0 })).toThrow(
      /probeLeaseSeconds/,
    );
    expect(() =>
      createCircuits({ store, now: () => at(0), backoffBaseSeconds: 60, backoffMaxSeconds: 30 }),
    ).toThrow(/backoffMaxSeconds cannot be less than backoffBaseSeconds/);
    expect(store.listCircuits()).toEqual([]);
  });
});

describe('a failing store', () => {
  it('grants no probe when the probe lease cannot be written, and grants it once writes work again', async () => {
    let diskFull = false;
    const enospc = () => Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    const fs: FsPort = {
      ...nodeFs,
      async open(path, flags) {
        const handle = await nodeFs.open(path, flags);
        return {
          ...handle,
          // Writes and syncs go through the calls below, not one durable write that passes them by.
          writeDurable: undefined,
          async write(buffer, position) {
            if (diskFull) throw enospc();
            await handle.write(buffer, position);
          },
        };
      },
      async rename(from, to) {
        if (diskFull) throw enospc();
        await nodeFs.rename(from, to);
      },
    };
    const { store } = await openStore(undefined, fs);
    const circuits = createCircuits({ store, now: () => at(0) });
    const seen: CircuitRecord[] = [];
    circuits.subscribe((r) => seen.push(r));
    await circuits.recordFailure(PROVIDER, { route: null, until: at(30), nextAttemptAt: null, now: at(0) });
    diskFull = true;
    await expect(circuits.admit([PROVIDER], 'r2', at(31))).rejects.toBeInstanceOf(StoreWriteError);
    expect(store.getCircuit(PROVIDER)).toMatchObject({ state: 'open', probe: null, version: 1 });
    expect(seen).toHaveLength(1);
    diskFull = false;
    expect(await circuits.admit([PROVIDER], 'r3', at(32))).toEqual({ admitted: true, probe: true });
  });
});

describe('no retry herd', () => {
  it('1,000 routes admitting at once on one expired circuit get exactly one probe', async () => {
    const { circuits } = await registry();
    await circuits.recordFailure(PROVIDER, { route: null, until: at(30), nextAttemptAt: null, now: at(0) });
    const keys = circuits.candidateScopeKeys(claude);
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => circuits.admit(keys, `route-${i}`, at(31))),
    );
    const probes = results.filter((r) => r.admitted && r.probe);
    const denied = results.filter((r): r is Extract<AdmitResult, { admitted: false }> => !r.admitted);
    expect(probes).toHaveLength(1);
    expect(denied).toHaveLength(999);
    expect(new Set(denied.map((d) => d.until))).toEqual(new Set([iso(331)]));
  });

  it('two registries on one store (as two processes) still grant one probe, through compare-and-set', async () => {
    const { circuits, store } = await registry();
    const other = createCircuits({ store, now: () => at(0) });
    await circuits.recordFailure(PROVIDER, { route: null, until: at(30), nextAttemptAt: null, now: at(0) });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        (i % 2 === 0 ? circuits : other).admit([PROVIDER], `route-${i}`, at(31)),
      ),
    );
    expect(results.filter((r) => r.admitted && r.probe)).toHaveLength(1);
    expect(results.filter((r) => !r.admitted)).toHaveLength(199);
    expect(store.getCircuit(PROVIDER)?.version).toBe(2);
  });
});
