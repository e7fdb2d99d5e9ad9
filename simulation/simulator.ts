/**
 * `recourse simulate`: one dynamic route against a scripted timeline, in virtual time, through the
 * real engine, classifier, evaluator and lowdb store (in a temporary folder, removed afterwards).
 * Contract: `contracts/policy-and-simulation.md`. Crashes are injected at the store and executor
 * boundary; `restart` and `crash` rebuild the engine from the same store folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { createEngine, type EngineRuntime } from '../actors/engine.ts';
import type { DispatchRequest, Executor, RouteView } from '../actors/engine-api.ts';
import { type Clock, createVirtualClock } from '../actors/virtual-clock.ts';
import { type EvidenceEnvelope, envelopeSchema, instantSchema } from '../catalogue/envelope.ts';
import { persistedRouteSchema, toRouteView } from '../machines/route.machine.ts';
import { openStore } from '../persistence/open-store.ts';
import { type Store, StoreWriteError } from '../persistence/store.ts';
import { parseProfileInput } from '../policy/profile.ts';
import { type FieldError, fromZodError, ValidationError } from '../validation/field-errors.ts';

export const SIMULATION_EVENTS = [
  'start',
  'dispatch',
  'fail',
  'succeed',
  'action',
  'timer',
  'restart',
  'reconcile',
  'rejected',
  'end',
] as const;
export type SimulationEvent = (typeof SIMULATION_EVENTS)[number];

export const CRASH_POINTS = ['before_dispatch_record', 'after_dispatch_record'] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

/** Seconds after `start`; at most 400 days. */
const at = z
  .number()
  .min(0)
  .max(400 * 86_400);

const partialEnvelope = z.looseObject({}).describe('an evidence envelope without observed_at');

const entrySchema = z.discriminatedUnion('do', [
  z.strictObject({ at, do: z.literal('start') }),
  z.strictObject({
    at,
    do: z.literal('fail'),
    evidence: partialEnvelope,
    effects: z
      .array(z.enum(['assistant_output', 'tool_activity']))
      .max(8)
      .optional(),
    stale: z.boolean().optional(),
  }),
  z.strictObject({ at, do: z.literal('succeed'), stale: z.boolean().optional() }),
  z.strictObject({
    at,
    do: z.literal('action'),
    action: z.enum(['retry_now', 'skip_now', 'cancel_wait', 'stop']),
    expected_generation: z
      .union([z.number().int().min(0), z.literal('current'), z.literal('stale')], {
        error: 'must be a whole number of at least 0, "current" or "stale"',
      })
      .default('current'),
  }),
  z.strictObject({ at, do: z.literal('restart') }),
  z.strictObject({ at, do: z.literal('crash'), point: z.enum(CRASH_POINTS) }),
  z.strictObject({ at, do: z.literal('end') }),
]);
export type TimelineEntry = z.infer<typeof entrySchema>;

/** The simulation input (contract: policy-and-simulation.md). */
export const simulationInputSchema = z.strictObject({
  start: instantSchema,
  caller: z.enum(['kanban', 'office', 'utility']).default('kanban'),
  profile: z.strictObject({
    candidates: z.array(z.unknown()).min(1),
    automation: z.enum(['auto', 'manual']).optional(),
    name: z.string().optional(),
  }),
  timeline: z.array(entrySchema).min(1).max(10_000),
});
export type SimulationInput = z.output<typeof simulationInputSchema>;

/** One line of the trace: `t`, `event` and the route snapshot after it. */
export interface TraceLine {
  t: number;
  event: SimulationEvent;
  state: RouteView['state'] | null;
  generation: number | null;
  candidate: string | null;
  retry_ordinal: number;
  max_retries: number;
  deadline: string | null;
  pending_outcome: RouteView['pending_outcome'];
  code: string | null;
  class: string | null;
  reason: string | null;
  /** For `action` and rejected actions: which action. */
  action?: string;
  /** For a `restart` caused by a crash: where it crashed. */
  crash?: CrashPoint;
}

const ROUTE_ID = 'route';
const PROFILE_ID = 'simulated';

/** The profile's field errors (paths under `profile.`), or none. */
function profileErrors(profile: Record<string, unknown>): FieldError[] {
  try {
    const name = typeof profile['name'] === 'string' ? profile['name'] : 'Simulated profile';
    parseProfileInput({ id: PROFILE_ID, ...profile, name });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.errors.map((e) => ({ ...e, path: e.path ? `profile.${e.path}` : 'profile' }));
  }
}

/** Validates the whole input up front, with field paths (`timeline.2.evidence.evidence.0.status`). */
export function parseSimulation(input: unknown): {
  sim: SimulationInput;
  envelopes: Map<number, EvidenceEnvelope>;
} {
  const parsed = simulationInputSchema.safeParse(input);
  if (!parsed.success) {
    // Report the profile's own problems too (policies, duplicate ids), so one run shows them all.
    const errors = fromZodError(parsed.error);
    const raw = (input as { profile?: unknown } | null)?.profile;
    if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
      const seen = new Set(errors.map((e) => e.path));
      errors.push(...profileErrors(raw as Record<string, unknown>).filter((e) => !seen.has(e.path)));
    }
    throw new ValidationError(errors, 'simulation');
  }
  const sim = parsed.data;
  const errors: FieldError[] = profileErrors(sim.profile);
  const envelopes = new Map<number, EvidenceEnvelope>();
  let previous = 0;
  sim.timeline.forEach((entry, i) => {
    if (entry.at < previous) {
      errors.push({
        path: `timeline.${i}.at`,
        code: 'not_ordered',
        message: `entries must be in time order; ${entry.at} comes after ${previous}`,
        allowed: `at least ${previous}`,
      });
    }
    previous = Math.max(previous, entry.at);
    if (entry.do !== 'fail') return;
    const filled = { ...entry.evidence, observed_at: sim.start, invocation_id: 'placeholder', generation: 0 };
    const result = envelopeSchema.safeParse(filled);
    if (!result.success) {
      errors.push(
        ...fromZodError(result.error).map((e) => ({
          ...e,
          path: `timeline.${i}.evidence${e.path ? `.${e.path}` : ''}`,
        })),
      );
    } else {
      envelopes.set(i, result.data);
    }
  });
  if (errors.length > 0) throw new ValidationError(errors, 'simulation');
  return { sim, envelopes };
}

interface CrashSwitch {
  armed: CrashPoint | null;
  crashed: CrashPoint | null;
}

const crashError = () => new StoreWriteError('route', new Error('simulated process crash'));

/** The store as a crashing process sees it: the armed crash hits at the next dispatch record. */
function crashingStore(inner: Store, sw: CrashSwitch): Store {
  return {
    open: () => inner.open(),
    close: () => inner.close(),
    listRoutes: () => inner.listRoutes(),
    readRoutes: () => inner.readRoutes(),
    getRoute: (id) => inner.getRoute(id),
    async commitRoute(route, attempts) {
      if (sw.crashed) throw crashError();
      const isNewDispatch =
        route.dispatch?.status === 'recorded' &&
        inner.getRoute(route.route_id)?.dispatch?.attempt_id !== route.dispatch.attempt_id;
      if (isNewDispatch && sw.armed === 'before_dispatch_record') {
        sw.crashed = sw.armed;
        sw.armed = null;
        throw crashError();
      }
      await inner.commitRoute(route, attempts);
      if (isNewDispatch && sw.armed === 'after_dispatch_record') {
        sw.crashed = sw.armed;
        sw.armed = null;
      }
    },
    listAttempts: (id) => inner.listAttempts(id),
    listCircuits: () => inner.listCircuits(),
    getCircuit: (key) => inner.getCircuit(key),
    commitCircuit: (record, expected) => inner.commitCircuit(record, expected),
    listProfiles: () => inner.listProfiles(),
    getProfile: (id) => inner.getProfile(id),
    putProfile: (profile, expected) => inner.putProfile(profile, expected),
    deleteProfile: (id, expected) => inner.deleteProfile(id, expected),
  };
}

/** Options of {@link runSimulation}. */
export interface SimulationOptions {
  /** Folder under which the temporary store is created. @default the OS temp folder */
  tmpRoot?: string;
}

/**
 * Runs a simulation and returns its trace. Throws a {@link ValidationError} for invalid input
 * before anything runs.
 */
export async function runSimulation(input: unknown, options: SimulationOptions = {}): Promise<TraceLine[]> {
  const { sim, envelopes } = parseSimulation(input);
  const start = Date.parse(sim.start);
  const dir = await mkdtemp(join(options.tmpRoot ?? tmpdir(), 'recourse-simulate-'));
  const trace: TraceLine[] = [];
  const clock = createVirtualClock(start);
  const sw: CrashSwitch = { armed: null, crashed: null };
  let fired = 0;
  const timerClock: Clock = {
    setTimeout: (fn, ms) =>
      clock.setTimeout(() => {
        fired++;
        fn();
      }, ms),
    clearTimeout: (id) => clock.clearTimeout(id),
  };
  let dispatches: DispatchRequest[] = [];
  const delivered: DispatchRequest[] = [];
  const executor: Executor = {
    dispatch(request, listener) {
      if (sw.crashed) listener.failed('shutdown');
      else {
        delivered.push(request);
        dispatches.push(request);
        listener.acknowledged();
      }
      return { cancel: () => false, release: () => {} };
    },
  };

  let store: Store | null = null;
  let engine: EngineRuntime | null = null;
  let started = false;

  const t = () => (clock.now() - start) / 1000;

  async function boot(): Promise<void> {
    const inner = await openStore({ dataDir: dir, now: () => new Date(clock.now()) });
    store = crashingStore(inner, sw);
    engine = createEngine({ store, executor, now: () => clock.now(), clock: timerClock });
    clock.setSettle(async () => {
      await engine?.settle();
    });
    await engine.start();
  }

  function viewNow(): RouteView | null {
    if (sw.crashed) return storedView();
    return engine?.getRoute(ROUTE_ID) ?? null;
  }

  function storedView(): RouteView | null {
    const stored = store?.getRoute(ROUTE_ID);
    if (!stored) return null;
    const parsed = persistedRouteSchema.safeParse(stored.snapshot);
    if (!parsed.success) return null;
    return toRouteView({
      value: parsed.data.state,
      context: { ...parsed.data.context, outbox: [], restored_state: null, awaiting_adapter: false },
    });
  }

  function line(event: SimulationEvent, view: RouteView | null, extra: Partial<TraceLine> = {}): void {
    trace.push({
      t: t(),
      event,
      state: view?.state ?? null,
      generation: view?.generation ?? null,
      candidate: view?.candidate ?? null,
      retry_ordinal: view?.retry_ordinal ?? 0,
      max_retries: view?.max_retries ?? 0,
      deadline: view?.deadline ?? null,
      pending_outcome: view?.pending_outcome ?? null,
      code: view?.code ?? null,
      class: view?.class ?? null,
      reason: view?.reason ?? null,
      ...extra,
    });
  }

  /** Prints the lines of one step: its own line, then one per dispatch it caused; handles a crash. */
  async function finishStep(event: SimulationEvent | null, extra: Partial<TraceLine> = {}): Promise<void> {
    const view = viewNow();
    if (event) line(event, view, extra);
    for (const _ of dispatches) line('dispatch', view);
    dispatches = [];
    if (sw.crashed) await restart(sw.crashed);
  }

  async function restart(crash: CrashPoint | null): Promise<void> {
    await engine?.stop();
    await store?.close();
    sw.crashed = null;
    engine = null;
    const inner = await openStore({ dataDir: dir, now: () => new Date(clock.now()) });
    store = crashingStore(inner, sw);
    line('restart', storedView(), crash ? { crash } : {});
    await inner.close();
    await boot();
    await engine!.settle();
    // Reconciliation may dispatch (a durable switch or a wait already due): print those too.
    await finishStep('reconcile');
  }

  async function advanceTo(target: number): Promise<void> {
    for (;;) {
      const due = clock.nextDue();
      if (due === null || due > target) break;
      fired = 0;
      await clock.advanceTo(due);
      for (let i = 0; i < fired; i++) {
        await finishStep(i === 0 ? 'timer' : null);
      }
      if (fired === 0) await finishStep(null);
    }
    await clock.advanceTo(target);
  }

  /** The ids the simulator fills into evidence: the attempt in flight, or an earlier one. */
  function evidenceIds(stale: boolean | undefined) {
    const view = engine?.getRoute(ROUTE_ID);
    const generation = view?.generation ?? 0;
    const current = delivered.findLast((d) => d.invocation_id === view?.invocation_id);
    if (!stale) {
      return {
        attempt_id: current?.attempt_id ?? `att_${ROUTE_ID}_${generation}`,
        invocation_id: view?.invocation_id ?? `inv_${ROUTE_ID}_${generation}`,
        generation,
      };
    }
    const earlier = delivered.findLast((d) => d.invocation_id !== view?.invocation_id);
    return {
      attempt_id: earlier?.attempt_id ?? `att_${ROUTE_ID}_stale`,
      invocation_id: earlier?.invocation_id ?? `inv_${ROUTE_ID}_stale`,
      generation: earlier?.generation ?? Math.max(0, generation - 1),
    };
  }

  try {
    await boot();
    const profile = parseProfileInput({
      id: PROFILE_ID,
      name: sim.profile.name ?? 'Simulated profile',
      ...sim.profile,
    });
    await store!.putProfile(
      {
        schema_version: 1,
        profile_id: PROFILE_ID,
        version: 1,
        updated_at: new Date(clock.now()).toISOString(),
        document: { ...profile, version: 1 },
      },
      null,
    );
    for (const [i, entry] of sim.timeline.entries()) {
      await advanceTo(start + entry.at * 1000);
      const eng = engine!;
      if (entry.do === 'end') {
        line('end', viewNow());
        break;
      }
      if (entry.do === 'restart') {
        await restart(null);
        continue;
      }
      if (entry.do === 'crash') {
        sw.armed = entry.point;
        continue;
      }
      if (entry.do === 'start') {
        // A route whose first write was lost in a crash never existed: it may start again.
        if (started && viewNow() !== null) {
          line('rejected', viewNow(), { reason: 'already_started' });
          continue;
        }
        started = true;
        await eng.startRoute({ profile_id: PROFILE_ID, caller: sim.caller, route_id: ROUTE_ID });
        await finishStep('start');
        continue;
      }
      if (!started) {
        line('rejected', null, {
          reason: 'not_started',
          ...(entry.do === 'action' ? { action: entry.action } : {}),
        });
        continue;
      }
      if (entry.do === 'action') {
        const view = eng.getRoute(ROUTE_ID);
        const g = view?.generation ?? 0;
        const expected =
          entry.expected_generation === 'current'
            ? g
            : entry.expected_generation === 'stale'
              ? Math.max(0, g - 1)
              : entry.expected_generation;
        const result = await eng.act(ROUTE_ID, entry.action, expected);
        await eng.settle();
        // A crash hit the dispatch this action caused: the action was taken, then the process died.
        if (result.ok || sw.crashed) await finishStep('action', { action: entry.action });
        else {
          line('rejected', viewNow(), { reason: result.reason, action: entry.action });
          await finishStep(null);
        }
        continue;
      }
      const ids = evidenceIds(entry.stale);
      const outcome =
        entry.do === 'succeed'
          ? ({ kind: 'success' } as const)
          : {
              kind: 'failure' as const,
              envelope: {
                ...(envelopes.get(i) as EvidenceEnvelope),
                observed_at: new Date(clock.now()).toISOString(),
                invocation_id: ids.invocation_id,
                generation: ids.generation,
              },
              effects: Object.fromEntries((entry.effects ?? []).map((e) => [e, true])),
            };
      const result = await eng.reportOutcome({ route_id: ROUTE_ID, ...ids, outcome });
      await eng.settle();
      if (result.ok || sw.crashed) await finishStep(entry.do);
      else {
        line('rejected', viewNow(), { reason: result.reason });
        await finishStep(null);
      }
    }
    return trace;
  } finally {
    // Assigned inside closures, which TypeScript's narrowing does not see.
    await (engine as EngineRuntime | null)?.stop().catch(() => {});
    await (store as Store | null)?.close().catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
}

/** Renders a trace as JSON Lines. */
export function toJsonLines(trace: TraceLine[]): string {
  return trace.map((l) => JSON.stringify(l)).join('\n');
}
