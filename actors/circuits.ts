/**
 * The shared resource-circuit registry: one durable circuit per scope key, one exclusive probe per
 * expired circuit, across any number of routes.
 *
 * The circuit machine (`machines/circuit.machine.ts`) is the transition authority: every operation
 * rebuilds the machine's snapshot from the stored record, applies one event with xstate's pure
 * `transition`, and commits the result with the store's compare-and-set. Operations on a key are
 * serialized in-process; the version check guards against other processes.
 */
import { type AnyActorScope, createActor, type SnapshotFrom } from 'xstate';
import { z } from 'zod';
import type { Classification } from '../catalogue/classification.ts';
import {
  type CircuitContext,
  type CircuitEvent,
  type CircuitState,
  circuitMachine,
} from '../machines/circuit.machine.ts';
import { type CircuitRecord, type Store, VersionConflictError } from '../persistence/store.ts';
import { parseOrThrow } from '../validation/field-errors.ts';

/** What a candidate contributes to its scope keys. Only the candidate's own ids are used. */
export interface CircuitCandidate {
  id: string;
  agent_profile: string;
  provider_id?: string;
  model_id?: string;
}

export type AdmitResult = { admitted: true; probe: boolean } | { admitted: false; until: string };

export interface CircuitsOptions {
  store: Store;
  /** The injected clock, used when an operation is not given its own `now`. */
  now: () => Date;
  /** How long a probe lease lasts before another route may probe. @default 300 */
  probeLeaseSeconds?: number;
  /**
   * How long a failure without evidence timing opens its circuit the first time; each consecutive
   * failure doubles it. @default 30
   */
  backoffBaseSeconds?: number;
  /** The longest the backoff opens a circuit. @default 600 */
  backoffMaxSeconds?: number;
}

export interface Circuits {
  /** Every scope key the candidate belongs to: provider, account and (when known) model. */
  candidateScopeKeys(c: CircuitCandidate): string[];
  /** The key a classified failure opens, or null when it is not a provider failure with a resource scope. */
  scopeKeyFor(classification: Classification, c: CircuitCandidate): string | null;
  /** The failure's own timing: the later of its trusted reset and its retry hint, when in the future; else null. */
  evidenceUntil(classification: Classification, now?: Date): Date | null;
  /**
   * `route`'s attempt in the scope failed. The circuit opens until `until` (the evidence's timing)
   * or, without it, for its own backoff. `nextAttemptAt` is when the route's own policy runs its
   * next attempt on this scope: inside the open interval that attempt holds the probe, so the
   * circuit never delays it; a later one reserves nothing.
   */
  recordFailure(
    key: string,
    o: { route: string | null; until: Date | null; nextAttemptAt: Date | null; now?: Date },
  ): Promise<CircuitRecord>;
  /** The probe holder's attempt succeeded: the circuit closes. Anyone else's success changes nothing. */
  recordSuccess(key: string, holder: string, now?: Date): Promise<CircuitRecord>;
  /**
   * May `routeId` start an attempt on a candidate with these keys? Admitted when every circuit is
   * closed or the route holds (or is granted) its probe; `probe` says it now tests an open scope.
   * Otherwise nothing changes and `until` says when to ask again at the latest.
   */
  admit(keys: string[], routeId: string, now?: Date): Promise<AdmitResult>;
  /** What `admit` would answer, without taking a probe or writing anything. */
  peek(keys: string[], routeId: string, now?: Date): AdmitResult;
  /** Frees every probe `routeId` holds, without a verdict (it left its probing attempt). */
  release(routeId: string, now?: Date): Promise<void>;
  /** The scope keys on which `routeId` holds a live probe lease (no store read). */
  held(routeId: string, now?: Date): string[];
  /** Called with every committed circuit record. Returns an unsubscribe. */
  subscribe(listener: (r: CircuitRecord) => void): () => void;
  /** Every stored circuit. */
  list(): CircuitRecord[];
}

const SCOPE_KINDS = ['provider', 'account', 'model'] as const;
/** Ids: printable, no whitespace, no `:` at the start so keys stay unambiguous. */
const idSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^\s:][^\s]*$/, 'must be a non-empty identifier without whitespace');
const scopeKeySchema = z
  .string()
  .max(512)
  .regex(/^(provider|account|model):[^\s]+$/, 'must be a scope key such as "provider:<id>"');
const candidateSchema = z.object({
  id: idSchema,
  agent_profile: idSchema,
  provider_id: idSchema.optional(),
  model_id: idSchema.optional(),
});
const optionsSchema = z
  .object({
    probeLeaseSeconds: z.number().int().min(1).max(86_400).default(300),
    backoffBaseSeconds: z.number().int().min(1).max(86_400).default(30),
    backoffMaxSeconds: z.number().int().min(1).max(604_800).default(600),
  })
  .refine((o) => o.backoffMaxSeconds >= o.backoffBaseSeconds, {
    path: ['backoffMaxSeconds'],
    message: 'backoffMaxSeconds cannot be less than backoffBaseSeconds',
  });
/**
 * Fast tests of the inputs every failure's bookkeeping passes (ids, scope keys, dates, candidates):
 * a value one passes is one its schema accepts and answers as it is (strings, dates; a candidate is
 * only read), so zod's parse and its garbage are skipped; anything else goes to zod, which decides
 * and words the error. `test/circuits/input-fast.test.ts` holds each to its schema.
 */
const ID_PATTERN = /^[^\s:][^\s]*$/;
const SCOPE_KEY_PATTERN = /^(provider|account|model):[^\s]+$/;
const isId = (v: unknown): v is string =>
  typeof v === 'string' && v.length >= 1 && v.length <= 200 && ID_PATTERN.test(v);
const isScopeKey = (v: unknown): v is string =>
  typeof v === 'string' && v.length <= 512 && SCOPE_KEY_PATTERN.test(v);
const isDate = (v: unknown): v is Date => v instanceof Date && !Number.isNaN(v.getTime());
const isDateOrNull = (v: unknown): v is Date | null => v === null || isDate(v);
const isCandidate = (v: unknown): v is CircuitCandidate => {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Record<string, unknown>;
  return (
    isId(c['id']) &&
    isId(c['agent_profile']) &&
    (c['provider_id'] === undefined || isId(c['provider_id'])) &&
    (c['model_id'] === undefined || isId(c['model_id']))
  );
};

/** `value` when its fast test passes, else what zod answers (or its field-addressed error). */
function input<T>(fast: (v: unknown) => v is T, schema: z.ZodType<T>, value: unknown, what: string): T {
  return fast(value) ? value : parseOrThrow(schema, value, what);
}

const utc = z.iso.datetime();
const recordSchema = z.strictObject({
  schema_version: z.literal(1),
  scope_key: scopeKeySchema,
  state: z.enum(['closed', 'open', 'half_open']),
  opened_at: utc.nullable(),
  open_until: utc.nullable(),
  consecutive_failures: z.number().int().nonnegative(),
  probe: z.strictObject({ holder: z.string().min(1), lease_until: utc, acquired_at: utc }).nullable(),
  version: z.number().int().nonnegative(),
  updated_at: utc,
});
const dateSchema = z.date({ error: 'must be a valid date' });
const optionalDateSchema = dateSchema.nullable();
const keysSchema = z.array(scopeKeySchema).max(64);

/** The fast input tests beside the schemas they stand in front of, for the test that holds them equal. */
export const FAST_INPUTS = {
  id: { fast: isId, schema: idSchema },
  scopeKey: { fast: isScopeKey, schema: scopeKeySchema },
  date: { fast: isDate, schema: dateSchema },
  dateOrNull: { fast: isDateOrNull, schema: optionalDateSchema },
  candidate: { fast: isCandidate, schema: candidateSchema },
};

/** How many times an operation re-reads and retries after another writer won the compare-and-set. */
const MAX_CAS_ATTEMPTS = 8;

type Snapshot = SnapshotFrom<typeof circuitMachine>;

/** The stored state of a machine state: `probing` is `half_open` with a lease. */
function recordStateOf(state: CircuitState): CircuitRecord['state'] {
  return state === 'probing' ? 'half_open' : state;
}

function machineStateOf(record: CircuitRecord): CircuitState {
  if (record.state === 'half_open' && record.probe !== null) return 'probing';
  return record.state;
}

function leaseLive(record: CircuitRecord, nowMs: number): boolean {
  return record.probe !== null && Date.parse(record.probe.lease_until) > nowMs;
}

/** Same durable meaning (ignores version and timestamps of no-op steps). */
function sameCircuit(a: CircuitRecord, b: CircuitRecord): boolean {
  return (
    a.state === b.state &&
    a.opened_at === b.opened_at &&
    a.open_until === b.open_until &&
    a.consecutive_failures === b.consecutive_failures &&
    JSON.stringify(a.probe) === JSON.stringify(b.probe)
  );
}

/**
 * Whether the circuit machine's FAILURE step on `record` would change nothing durable (`sameCircuit`):
 * the circuit is open until later than `now` for this outage (the failure does not reopen it: the
 * route holds no live probe), the failure's own timing ends no later, any probe it holds is live
 * (so kept) and the failing route reserves none. Most failures a route reports are such a repeat, and
 * this answers them without the machine. Anything else, odd values included, says false and takes
 * the machine's step (`test/circuits/failure-fast.test.ts` checks it against the machine).
 */
export function failureKeepsCircuit(
  record: CircuitRecord,
  event: Extract<CircuitEvent, { type: 'FAILURE' }>,
): boolean {
  if (record.state !== 'open' || record.opened_at === null || record.open_until === null) return false;
  if (!(record.consecutive_failures >= 1)) return false;
  const now = Date.parse(event.now);
  const openUntil = Date.parse(record.open_until);
  if (!Number.isFinite(now) || !(openUntil > now)) return false;
  const probe = record.probe;
  const live = probe !== null && Date.parse(probe.lease_until) > now;
  // An expired lease the step would drop, or the failing route's own live probe (its verdict).
  if (probe !== null && (!live || probe.holder === event.route)) return false;
  if (event.until !== null) {
    const until = Date.parse(event.until);
    if (Number.isNaN(until)) return false;
    if (until > now && until >= openUntil && event.until !== record.open_until) return false;
  }
  // With no live probe, a next attempt inside the open interval would reserve it.
  if (probe === null && event.route !== null && event.next_attempt_at !== null) {
    const next = Date.parse(event.next_attempt_at);
    if (!(next > openUntil)) return false;
  }
  return true;
}

type Verdict = { ok: true; probe: boolean } | { ok: false; until: string };

/** What one circuit says about `routeId` starting an attempt now. */
function verdictOf(record: CircuitRecord, routeId: string, nowMs: number): Verdict {
  const state = machineStateOf(record);
  if (state === 'closed') return { ok: true, probe: false };
  const live = leaseLive(record, nowMs);
  if (live && record.probe?.holder === routeId && (state === 'probing' || state === 'open')) {
    return { ok: true, probe: true };
  }
  const untils = [record.open_until, live ? (record.probe?.lease_until ?? null) : null].filter(
    (u): u is string => u !== null && Date.parse(u) > nowMs,
  );
  const until = untils.sort().at(-1) ?? new Date(nowMs).toISOString();
  return { ok: false, until };
}

/**
 * A scope for the circuit machine's pure steps, built once. xstate's `transition` and
 * `initialTransition` build a new actor for every call, whose eager initial snapshot (without
 * input) fails and captures an error: that was most of a circuit step's CPU and garbage, paid on
 * every failure a route reports. Actions are not executed here, as with those helpers: the machine
 * only assigns and raises (handled inside the step), and the registry commits the result itself.
 */
function inertScope(): AnyActorScope {
  const self = createActor(circuitMachine, {
    input: {
      scope_key: 'provider:inert',
      now: new Date(0).toISOString(),
      probe_lease_seconds: 1,
      backoff_base_seconds: 1,
      backoff_max_seconds: 1,
    },
  });
  return {
    self,
    id: '',
    sessionId: '',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    system: self.system,
    stopChild: () => {},
    actionExecutor: () => {},
  };
}

/** Creates the registry over `store`. Throws a ValidationError naming any bad option. */
export function createCircuits(options: CircuitsOptions): Circuits {
  const settings = parseOrThrow(
    optionsSchema,
    {
      probeLeaseSeconds: options.probeLeaseSeconds,
      backoffBaseSeconds: options.backoffBaseSeconds,
      backoffMaxSeconds: options.backoffMaxSeconds,
    },
    'circuit options',
  );
  const { store } = options;
  const scope = inertScope();
  const listeners = new Set<(r: CircuitRecord) => void>();
  const tails = new Map<string, Promise<void>>();
  /** Probe leases by scope key, as last committed or read: answers `held` without reading the store. */
  let leases: Map<string, CircuitRecord['probe']> | null = null;
  const leaseIndex = (): Map<string, CircuitRecord['probe']> => {
    leases ??= new Map(store.listCircuits().map((r) => [r.scope_key, r.probe]));
    return leases;
  };

  const nowOf = (now: Date | undefined): Date => input(isDate, dateSchema, now ?? options.now(), 'now');

  /** Runs `fn` once every earlier operation on any of `keys` has finished. */
  async function withKeys<T>(keys: string[], fn: () => Promise<T>): Promise<T> {
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = keys.map((k) => tails.get(k));
    for (const k of keys) tails.set(k, mine);
    await Promise.all(before);
    try {
      return await fn();
    } finally {
      release();
      for (const k of keys) if (tails.get(k) === mine) tails.delete(k);
    }
  }

  function stored(key: string): CircuitRecord | undefined {
    const found = store.getCircuit(key);
    if (found === undefined) return undefined;
    const record = parseOrThrow(recordSchema, found, `stored circuit ${key}`);
    leaseIndex().set(key, record.probe);
    return record;
  }

  function snapshotOf(key: string, record: CircuitRecord | undefined, nowIso: string): Snapshot {
    const base = {
      scope_key: key,
      now: nowIso,
      probe_lease_seconds: settings.probeLeaseSeconds,
      backoff_base_seconds: settings.backoffBaseSeconds,
      backoff_max_seconds: settings.backoffMaxSeconds,
    };
    if (record === undefined) return circuitMachine.getInitialSnapshot(scope, base);
    const context: CircuitContext = {
      scope_key: key,
      opened_at: record.opened_at,
      open_until: record.open_until,
      consecutive_failures: record.consecutive_failures,
      probe: record.probe,
      updated_at: record.updated_at,
      probe_lease_seconds: settings.probeLeaseSeconds,
      backoff_base_seconds: settings.backoffBaseSeconds,
      backoff_max_seconds: settings.backoffMaxSeconds,
    };
    return circuitMachine.resolveState({ value: machineStateOf(record), context });
  }

  function recordOf(snapshot: Snapshot, previous: CircuitRecord | undefined): CircuitRecord {
    const c = snapshot.context;
    return {
      schema_version: 1,
      scope_key: c.scope_key,
      state: recordStateOf(snapshot.value as CircuitState),
      opened_at: c.opened_at,
      open_until: c.open_until,
      consecutive_failures: c.consecutive_failures,
      probe: c.probe,
      version: previous?.version ?? 0,
      updated_at: c.updated_at,
    };
  }

  /** The record after `event`, computed purely from what is stored. */
  function next(
    key: string,
    event: CircuitEvent,
  ): { before: CircuitRecord | undefined; after: CircuitRecord } {
    const before = stored(key);
    const snapshot = circuitMachine.transition(snapshotOf(key, before, event.now), event, scope);
    return { before, after: recordOf(snapshot, before) };
  }

  async function commit(before: CircuitRecord | undefined, after: CircuitRecord): Promise<CircuitRecord> {
    const saved = await store.commitCircuit(after, before?.version ?? null);
    committed(saved);
    return saved;
  }

  /** A committed circuit, this process's or (on a shared store) another's: leases and listeners learn it. */
  function committed(saved: CircuitRecord): void {
    leaseIndex().set(saved.scope_key, saved.probe);
    for (const listener of listeners) {
      try {
        listener(saved);
      } catch {
        // A listener's own failure must not turn a durable commit into a reported failure.
      }
    }
  }
  // Other processes' circuit changes wake this process's waiting routes too.
  store.watch?.((change) => {
    if (change.kind === 'circuit') committed(change.circuit);
  });

  /** Applies `event` to one key and commits a change, re-reading after a lost compare-and-set. */
  async function apply(key: string, event: CircuitEvent): Promise<CircuitRecord> {
    for (let attempt = 1; ; attempt++) {
      const { before, after } = next(key, event);
      if (before !== undefined && sameCircuit(before, after)) return before;
      if (before === undefined && after.state === 'closed') return after;
      try {
        return await commit(before, after);
      } catch (error) {
        if (!(error instanceof VersionConflictError) || attempt >= MAX_CAS_ATTEMPTS) throw error;
      }
    }
  }

  function evaluate(keys: string[], routeId: string, now: Date) {
    const nowIso = now.toISOString();
    const event: CircuitEvent = { type: 'ADMIT', route: routeId, now: nowIso };
    const steps = keys.map((key) => ({ key, ...next(key, event) }));
    const verdicts = steps.map((s) => verdictOf(s.after, routeId, now.getTime()));
    const denied = verdicts.filter((v): v is { ok: false; until: string } => !v.ok);
    const result: AdmitResult =
      denied.length > 0
        ? {
            admitted: false,
            until: denied
              .map((d) => d.until)
              .sort()
              .at(-1)!,
          }
        : { admitted: true, probe: verdicts.some((v) => v.ok && v.probe) };
    return { steps, result };
  }

  function candidateScopeKeys(c: CircuitCandidate): string[] {
    const candidate = input(isCandidate, candidateSchema, c, 'candidate');
    const provider = candidate.provider_id ?? candidate.agent_profile;
    const keys = [`provider:${provider}`, `account:${candidate.agent_profile}`];
    if (candidate.model_id !== undefined) keys.push(`model:${provider}/${candidate.model_id}`);
    return keys;
  }

  function parseKeys(keys: string[]): string[] {
    return [...new Set(parseOrThrow(keysSchema, keys, 'scope keys'))].sort();
  }

  return {
    candidateScopeKeys,

    scopeKeyFor(classification, c) {
      if (classification.class !== 'transient' && classification.class !== 'hard') return null;
      const scope = classification.scope;
      if (scope === null || !(SCOPE_KINDS as readonly string[]).includes(scope)) return null;
      const [provider, account, model] = candidateScopeKeys(c);
      if (scope === 'provider') return provider ?? null;
      // A model failure on a candidate whose model is unknown falls back to its own account scope.
      if (scope === 'model') return model ?? account ?? null;
      return account ?? null;
    },

    evidenceUntil(classification, now) {
      const at = nowOf(now).getTime();
      const occurred = Date.parse(classification.occurred_at);
      const hints = [
        classification.reset_at === null ? Number.NaN : Date.parse(classification.reset_at),
        classification.retry_after === null ? Number.NaN : occurred + classification.retry_after * 1000,
      ].filter((t) => Number.isFinite(t) && t > at);
      return hints.length === 0 ? null : new Date(Math.max(...hints));
    },

    async recordFailure(key, o) {
      const k = input(isScopeKey, scopeKeySchema, key, 'scope key');
      const route = o.route === null ? null : input(isId, idSchema, o.route, 'route');
      const until = input(isDateOrNull, optionalDateSchema, o.until, 'until');
      const next = input(isDateOrNull, optionalDateSchema, o.nextAttemptAt, 'nextAttemptAt');
      const now = nowOf(o.now);
      const event: CircuitEvent = {
        type: 'FAILURE',
        route,
        until: until?.toISOString() ?? null,
        next_attempt_at: next?.toISOString() ?? null,
        now: now.toISOString(),
      };
      // Nothing queued on the key and the stored circuit already open for this outage: no machine
      // step, no commit (the same answer `apply` gives after its step found nothing changed).
      if (!tails.has(k)) {
        const found = store.getCircuit(k);
        if (found !== undefined && failureKeepsCircuit(found, event)) {
          leaseIndex().set(k, found.probe);
          return found;
        }
      }
      return withKeys([k], () => apply(k, event));
    },

    async recordSuccess(key, holder, now) {
      const k = parseOrThrow(scopeKeySchema, key, 'scope key');
      const h = parseOrThrow(idSchema, holder, 'holder');
      const event: CircuitEvent = { type: 'SUCCESS', holder: h, now: nowOf(now).toISOString() };
      return withKeys([k], () => apply(k, event));
    },

    async admit(keys, routeId, now) {
      const ks = parseKeys(keys);
      const route = parseOrThrow(idSchema, routeId, 'route id');
      const at = nowOf(now);
      return withKeys(ks, async () => {
        const granted: string[] = [];
        for (let attempt = 1; ; attempt++) {
          const { steps, result } = evaluate(ks, route, at);
          if (!result.admitted) {
            // A retry after a lost compare-and-set can deny what an earlier pass granted: give it back.
            for (const key of granted) await apply(key, { type: 'RELEASE', route, now: at.toISOString() });
            return result;
          }
          try {
            for (const s of steps) {
              if (s.before !== undefined ? sameCircuit(s.before, s.after) : s.after.state === 'closed')
                continue;
              await commit(s.before, s.after);
              granted.push(s.key);
            }
            return result;
          } catch (error) {
            if (!(error instanceof VersionConflictError) || attempt >= MAX_CAS_ATTEMPTS) throw error;
          }
        }
      });
    },

    peek(keys, routeId, now) {
      const route = parseOrThrow(idSchema, routeId, 'route id');
      return evaluate(parseKeys(keys), route, nowOf(now)).result;
    },

    async release(routeId, now) {
      const route = parseOrThrow(idSchema, routeId, 'route id');
      const at = nowOf(now).toISOString();
      const held = [...leaseIndex()].filter(([, p]) => p?.holder === route).map(([key]) => key);
      for (const key of held) await withKeys([key], () => apply(key, { type: 'RELEASE', route, now: at }));
    },

    held(routeId, now) {
      const at = nowOf(now).getTime();
      const keys: string[] = [];
      for (const [key, probe] of leaseIndex()) {
        if (probe?.holder === routeId && Date.parse(probe.lease_until) > at) keys.push(key);
      }
      return keys;
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    list() {
      return store.listCircuits();
    },
  };
}
