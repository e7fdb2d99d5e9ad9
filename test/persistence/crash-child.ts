/**
 * The child process of `crash.test.ts`: the real engine on the real store (opened as the service
 * opens it), driving up to 1,000 routes through dispatches, failures, retry waits and successes,
 * until the parent kills it with SIGKILL. Before the engine goes on after a commit or a dispatch,
 * the child hands the parent a report over IPC and waits until it is sent, so everything the parent
 * knows about was committed (or delivered) first.
 *
 * Usage: node --import tsx crash-child.ts <dataDir> <routes> <seed>
 */
import { createEngine } from '../../actors/engine.ts';
import type { DispatchListener, DispatchRequest, Executor } from '../../actors/engine-api.ts';
import { openStore } from '../../persistence/open-store.ts';
import type { AttemptRecord, Store, StoredRoute } from '../../persistence/store.ts';

export type ChildReport =
  | { type: 'ready' }
  | { type: 'committed'; route_id: string; generation: number; attempts: AttemptRecord[] }
  | { type: 'dispatched'; route_id: string; attempt_id: string; generation: number }
  | { type: 'started'; routes: number };

export const PROFILE_ID = 'crash';

const [dataDir, routesText, seedText] = process.argv.slice(2);
if (!dataDir || !routesText || !seedText || !process.send) {
  throw new Error('usage: crash-child.ts <dataDir> <routes> <seed>, forked with an IPC channel');
}
const routes = Number(routesText);
let seed = Number(seedText) >>> 0;
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

const inner = await openStore({ dataDir });
// Every resolved commit is reported before the engine sees it resolve.
const store: Store = Object.create(inner) as Store;
store.commitRoute = async (route, attempts = []) => {
  await inner.commitRoute(route, attempts);
  await report({ type: 'committed', route_id: route.route_id, generation: generationOf(route), attempts });
};

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
  await inner.putProfile(
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
  );
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
let next = 0;
await Promise.all(
  Array.from({ length: 32 }, async () => {
    while (next < routes) {
      const id = `route-${next++}`;
      if (inner.getRoute(id)) continue;
      await engine
        .startRoute({ profile_id: PROFILE_ID, caller: 'kanban', route_id: id })
        .catch(() => undefined);
      started++;
    }
  }),
);
await report({ type: 'started', routes: started });
// Keep answering retries until the parent kills this process.
setInterval(() => undefined, 1_000);
