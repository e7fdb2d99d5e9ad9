/**
 * The child process of the kill -9 stresses (`test/persistence/crash.test.ts` on the embedded store,
 * `test/multiprocess/pg-crash.test.ts` with three of them on one PostgreSQL): the real engine on the
 * real store (opened with `openStore`, as the service opens it), driving its share of the routes
 * through dispatches, failures, retry waits and successes, until the parent kills it with SIGKILL.
 * Before the engine goes on after a commit, a dispatch or a takeover, the child hands the parent a
 * report over IPC and waits until it is sent, so everything the parent knows about happened first.
 *
 * Usage: node --import tsx crash-child.ts '<CrashChildConfig as JSON>' (forked with an IPC channel)
 */
import { createEngine } from '../../actors/engine.ts';
import type { DispatchListener, DispatchRequest, Executor } from '../../actors/engine-api.ts';
import { openStore } from '../../persistence/open-store.ts';
import type {
  AttemptRecord,
  DispatchRecord,
  RouteOwnershipEvents,
  Store,
  StoredRoute,
} from '../../persistence/store.ts';
import { VersionConflictError } from '../../persistence/store.ts';

export interface CrashChildConfig {
  dataDir: string;
  /** `RECOURSE_STORE`: unset for the embedded store in `dataDir`. */
  storeUrl?: string;
  /** PostgreSQL: the route lease. */
  leaseMs?: number;
  /** This child starts `route-<from>` … `route-<to - 1>` (those not stored yet). */
  from: number;
  to: number;
  seed: number;
}

export type ChildReport =
  /** The store is open; `owner` names this process in lease rows (PostgreSQL), before it holds any. */
  | { type: 'opened'; owner: string | null }
  | { type: 'ready' }
  | { type: 'committed'; route_id: string; generation: number; attempts: AttemptRecord[] }
  | { type: 'dispatched'; route_id: string; attempt_id: string; generation: number }
  /** Routes this process took over (PostgreSQL), as last committed, before the engine restores them. */
  | { type: 'claimed'; routes: { route_id: string; dispatch: DispatchRecord | null }[] }
  /** Its share started; `refused` counts the starts that failed, by error (a route another process holds). */
  | { type: 'started'; routes: number; refused: Record<string, number> };

export const PROFILE_ID = 'crash';

const configText = process.argv[2];
if (!configText || !process.send) {
  throw new Error(`usage: crash-child.ts '<config JSON>', forked with an IPC channel`);
}
const config = JSON.parse(configText) as CrashChildConfig;
let seed = config.seed >>> 0;
/** mulberry32: the parent passes the seed, so a failing run can be replayed. */
function random(): number {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

function report(message: ChildReport): Promise<void> {
  return new Promise((resolve, reject) => {
    process.send?.(message, undefined, {}, (error) => (error ? reject(error) : resolve()));
  });
}

function generationOf(route: StoredRoute): number {
  const context = (route.snapshot as { context?: { generation?: unknown } } | null)?.context;
  return typeof context?.generation === 'number' ? context.generation : -1;
}

const inner = await openStore({
  dataDir: config.dataDir,
  ...(config.storeUrl ? { url: config.storeUrl } : {}),
  ...(config.leaseMs ? { leaseMs: config.leaseMs } : {}),
  onError: (error) => process.stderr.write(`store: ${String(error)}\n`),
});
await report({ type: 'opened', owner: inner.ownership?.owner ?? null });
// Every resolved commit is reported before the engine sees it resolve.
const store: Store = Object.create(inner) as Store;
store.commitRoute = async (route, attempts = []) => {
  await inner.commitRoute(route, attempts);
  await report({ type: 'committed', route_id: route.route_id, generation: generationOf(route), attempts });
};
const ownership = inner.ownership;
if (ownership) {
  // Every takeover is reported before the engine restores (and so reconciles) the routes.
  const claimedReport = (routes: StoredRoute[]): Promise<void> =>
    report({ type: 'claimed', routes: routes.map((r) => ({ route_id: r.route_id, dispatch: r.dispatch })) });
  Object.defineProperty(store, 'ownership', {
    value: {
      ...ownership,
      join: async (events: RouteOwnershipEvents) => {
        const claimed = await ownership.join({
          claimed: (routes) => void claimedReport(routes).then(() => events.claimed(routes)),
          lost: (routeId) => events.lost(routeId),
        });
        if (claimed.length > 0) await claimedReport(claimed);
        return claimed;
      },
    },
  });
}

if (!inner.getProfile(PROFILE_ID)) {
  const retry = { enabled: true, max_retries: 2, initial_interval_seconds: 1 };
  const off = { enabled: false, max_wait_seconds: 0 };
  const policy = {
    version: 1,
    transient: { retry, wait_for_reset: off, on_exhausted: 'skip' },
    hard: {
      retry: { enabled: false, max_retries: 0, initial_interval_seconds: 0 },
      wait_for_reset: off,
      on_exhausted: 'stop',
    },
  };
  await inner
    .putProfile(
      {
        schema_version: 1,
        profile_id: PROFILE_ID,
        version: 0,
        updated_at: new Date().toISOString(),
        document: {
          id: PROFILE_ID,
          name: 'Crash',
          automation: 'auto',
          version: 1,
          candidates: [
            { id: 'first', agent_profile: 'agent-a', policy },
            { id: 'second', agent_profile: 'agent-b', policy },
          ],
        },
      },
      null,
    )
    .catch((error: unknown) => {
      // Another process on the same database created it first: the same profile.
      if (!(error instanceof VersionConflictError)) throw error;
    });
}

const engine = createEngine({
  store,
  now: Date.now,
  executor: {
    dispatch(request: DispatchRequest, listener: DispatchListener) {
      // Delivered once the parent (the adapter, here) has it; then it acknowledges and answers.
      void report({
        type: 'dispatched',
        route_id: request.route_id,
        attempt_id: request.attempt_id,
        generation: request.generation,
      }).then(() => {
        listener.sent();
        listener.acknowledged();
        setImmediate(() => void answer(request));
      });
      return { cancel: () => false, release: () => undefined };
    },
  } satisfies Executor,
});

/** The adapter's answer: mostly an overloaded provider (a retry wait), sometimes success. */
async function answer(request: DispatchRequest): Promise<void> {
  const failure = random() < 0.7;
  await engine
    .reportOutcome({
      route_id: request.route_id,
      attempt_id: request.attempt_id,
      invocation_id: request.invocation_id,
      generation: request.generation,
      outcome: failure
        ? {
            kind: 'failure',
            envelope: {
              observed_at: new Date().toISOString(),
              invocation_id: request.invocation_id,
              generation: request.generation,
              agent: 'claude-code',
              evidence: [
                { kind: 'http', status: 529, body: { type: 'error', error: { type: 'overloaded_error' } } },
              ],
            },
          }
        : { kind: 'success' },
    })
    .catch(() => undefined);
}

await engine.start();
await report({ type: 'ready' });
let started = 0;
const refused: Record<string, number> = {};
let next = config.from;
await Promise.all(
  Array.from({ length: 32 }, async () => {
    while (next < config.to) {
      const id = `route-${next++}`;
      if (inner.getRoute(id)) continue;
      await engine
        .startRoute({ profile_id: PROFILE_ID, caller: 'kanban', route_id: id })
        .catch((error: unknown) => {
          const why = error instanceof Error ? `${error.name}: ${error.message.slice(0, 80)}` : String(error);
          refused[why] = (refused[why] ?? 0) + 1;
        });
      started++;
    }
  }),
);
await report({ type: 'started', routes: started, refused });
// Keep answering retries until the parent kills this process.
setInterval(() => undefined, 1_000);
