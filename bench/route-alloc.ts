/**
 * `npm run bench:route-alloc`: what one route actor allocates per failure, the route machine wired as
 * the engine wires it (persist and deliver handed in by name, a subscriber reading the view of every
 * settled snapshot, `waitFor` for each failure to settle), with no store, classifier or server around it.
 *
 * N routes are brought to a running attempt; then each gets one transient failure its policy answers
 * with a retry (`FAIL` -> the wait's `persisting` -> the persister's answer -> `armed`), one at a time.
 * Run with a young generation large enough that no collection happens in the measured span
 * (`--max-semi-space-size=256`, set by the npm script), so the used heap's growth is what was allocated:
 * - `send`: the synchronous `actor.send(FAIL)` (the transition, any transient step, entering the
 *   wait's `persisting`, sending the `persister` its request);
 * - `settle`: the write resolving, the persister's `PERSISTED` answer, `armed` and its `after` timer.
 * `RECOURSE_ROUTE_ALLOC_PROFILE=1` adds a sampling heap profile of the failures (objects freed since
 * included), summed by function and by file.
 */
import { Session } from 'node:inspector/promises';
import { getHeapStatistics } from 'node:v8';
import { createActor, waitFor } from 'xstate';
import {
  deliverer,
  persister,
  type RouteEvent,
  routeIo,
  routeMachine,
  toRouteView,
} from '../machines/route.machine.ts';
import type { PolicyDocument } from '../policy/types.ts';
import { classification, T0 } from '../test/support/classification.ts';

const N = Number(process.env['RECOURSE_ROUTE_ALLOC_N'] ?? 1000);

const OFF = {
  retry: { enabled: false, max_retries: 0, initial_interval_seconds: 0 },
  wait_for_reset: { enabled: false, max_wait_seconds: 0 },
  on_exhausted: 'skip' as const,
};
// The server bench's policy: a transient failure is retried after an hour, up to three times.
const POLICY: PolicyDocument = {
  version: 1,
  transient: { ...OFF, retry: { enabled: true, max_retries: 3, initial_interval_seconds: 3600 } },
  hard: OFF,
};

const machine = routeMachine.provide({
  actors: {
    io: routeIo(
      persister(async (input) => ({
        at: new Date(Date.parse(input.route.context.updated_at) + 1).toISOString(),
      })),
      deliverer((_request, report) => {
        report({ type: 'DELIVERY_ACKED' });
        return { cancel: () => {}, release: () => {} };
      }),
    ),
  },
});

const used = () => getHeapStatistics().used_heap_size;

async function main(): Promise<void> {
  const actors = [];
  for (let i = 0; i < N; i++) {
    const actor = createActor(machine, {
      input: {
        kind: 'new',
        route_id: `rt_${i}`,
        profile_id: 'bench',
        caller: 'kanban',
        candidates: [{ id: 'a', agent_profile: 'bench-agent' }],
        now: new Date(T0).toISOString(),
      },
    });
    // As the engine: a subscriber that reads the view of every settled snapshot.
    actor.subscribe((s) => {
      if (!s.hasTag('busy')) toRouteView(s);
    });
    actor.start();
    await waitFor(actor, (s) => !s.hasTag('busy'));
    actors.push(actor);
  }
  const events: RouteEvent[] = actors.map((actor) => {
    const c = actor.getSnapshot().context;
    return {
      type: 'FAIL',
      invocation_id: c.invocation_id ?? '',
      generation: c.generation,
      envelope_invocation_id: c.invocation_id,
      envelope_generation: c.generation,
      envelope_phase: null,
      classification: classification('provider_overloaded', {
        classifier_rule: 'bench.overloaded',
        safe_excerpt: 'overloaded',
      }),
      effects: {},
      policy: POLICY,
      automation: 'auto',
      now: T0 + 1000,
      provider_session_id: null,
    };
  });
  // The cost of reading the heap's size, taken off each reading below.
  const a = used();
  const b = used();
  const probe = b - a;
  const session = process.env['RECOURSE_ROUTE_ALLOC_PROFILE'] ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 64,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
  }
  let send = 0;
  let settle = 0;
  const start = used();
  for (let i = 0; i < N; i++) {
    const actor = actors[i];
    const event = events[i];
    if (!actor || !event) continue;
    const h0 = used();
    actor.send(event);
    const h1 = used();
    await waitFor(actor, (s) => !s.hasTag('busy'));
    const h2 = used();
    send += h1 - h0 - probe;
    settle += h2 - h1 - probe;
  }
  const total = used() - start;
  for (const actor of actors) {
    const s = actor.getSnapshot();
    if (JSON.stringify(s.value) !== '{"retry_wait":"armed"}')
      throw new Error(`unexpected ${JSON.stringify(s.value)}`);
  }
  const kb = (bytes: number) => (bytes / N / 1024).toFixed(2);
  console.log(`route actor, ${N} failures one at a time (KB allocated per failure):`);
  console.log(`  send ${kb(send)}, settle ${kb(settle)}, all ${kb(total)}`);
  if (session) {
    const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as {
      profile: { head: ProfileNode };
    };
    report(profile.head);
    session.disconnect();
  }
  for (const actor of actors) actor.stop();
}

interface ProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: ProfileNode[];
}

function report(head: ProfileNode): void {
  const byFn = new Map<string, number>();
  const byFile = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const name = (f: ProfileNode['callFrame']) =>
    `${f.functionName || '(anon)'} ${f.url.replace(/^.*\/(node_modules\/)?/, '')}:${f.lineNumber + 1}`;
  // A builtin's allocation (Set, Map, Array.from…) is counted to the JS function that called it.
  const walk = (node: ProfileNode, owner: string, file: string, stack: Set<string>): number => {
    const f = node.callFrame;
    const own = f.url === '' && owner !== '' ? owner : name(f);
    const ownFile = f.url === '' && file !== '' ? file : f.url.replace(/^.*\/(node_modules\/)?/, '');
    byFn.set(own, (byFn.get(own) ?? 0) + node.selfSize);
    byFile.set(ownFile, (byFile.get(ownFile) ?? 0) + node.selfSize);
    const key = name(f);
    const fresh = !stack.has(key);
    if (fresh) stack.add(key);
    let sum = node.selfSize;
    for (const child of node.children) sum += walk(child, own, ownFile, stack);
    if (fresh) {
      stack.delete(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + sum);
    }
    return sum;
  };
  walk(head, '', '', new Set());
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((x, y) => y[1] - x[1])
      .slice(0, n)
      .map(([k, v]) => `  ${(v / N / 1024).toFixed(2).padStart(7)} KB  ${k}`)
      .join('\n');
  console.log(`sampled, by file:\n${top(byFile, 12)}`);
  console.log(`sampled, by function (builtins counted to their caller):\n${top(byFn, 30)}`);
  console.log(`sampled, inclusive (callees counted):\n${top(inclusive, 45)}`);
}

await main();
