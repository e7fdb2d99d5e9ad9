/**
 * Reads any XState machine definition into a plain, deterministic diagram graph: nested states and
 * every transition (`on`, `after`, `always`, invoke done/error) labelled with its event and guard.
 */
import type { AnyStateMachine } from 'xstate';

/** One state of the diagram. */
export interface DiagramState {
  /** The state node's id (`circuit.open`), unique in the machine. */
  id: string;
  /** Its key within its parent, shown as its name. */
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Id of the initial child of a compound state, or null. */
  initial: string | null;
  /** Names of the actors it invokes, in order. */
  invokes: string[];
  children: DiagramState[];
}

/** One transition arrow. A targetless transition is drawn as a self-loop. */
export interface DiagramEdge {
  source: string;
  target: string;
  /** The event as a reader says it: `ADMIT`, `after(retryDelay)`, `always`, `done(persist)`. */
  event: string;
  /** The guard's name or expression, or null when unguarded. */
  guard: string | null;
  /** `EVENT [guard]`. */
  label: string;
}

export interface DiagramGraph {
  id: string;
  root: DiagramState;
  edges: DiagramEdge[];
}

/** The minimum of a state node this walker reads; it keeps us off XState's internal types. */
interface NodeLike {
  id: string;
  key: string;
  type: DiagramState['type'];
  states: Record<string, NodeLike>;
  initial?: { target?: ReadonlyArray<{ id: string }> } | undefined;
  invoke: ReadonlyArray<{ id: string; src: unknown }>;
  transitions: Map<string, ReadonlyArray<TransitionLike>>;
  always?: ReadonlyArray<TransitionLike> | undefined;
}

interface TransitionLike {
  eventType: string;
  target?: ReadonlyArray<{ id: string }> | undefined;
  guard?: unknown;
}

/** Renders a guard: a named guard, `{ type }`, or the higher-order `and`/`or`/`not`. */
export function describeGuard(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const parts = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(parts)) {
      const inner = parts.map((g) => describeGuard(g) ?? 'true');
      if (guard.name === 'not') return `!${wrap(inner[0] ?? 'true')}`;
      const glue = guard.name === 'or' ? ' || ' : ' && ';
      return inner.map(wrap).join(glue);
    }
    return 'inline guard';
  }
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    const params = (guard as { params?: unknown }).params;
    if (params === undefined) return guard.type;
    return `${guard.type}(${describeParams(params)})`;
  }
  return 'inline guard';
}

/** Guard parameters as a reader wants them: the values of a static object, `…` when computed. */
function describeParams(params: unknown): string {
  if (typeof params === 'function') return '…';
  if (typeof params === 'object' && params !== null) {
    return Object.keys(params)
      .sort()
      .map((k) => {
        const v = (params as Record<string, unknown>)[k];
        return typeof v === 'string' ? v : JSON.stringify(v);
      })
      .join(', ');
  }
  return typeof params === 'string' ? params : JSON.stringify(params);
}

const wrap = (s: string): string => (/[ |&]/.test(s) ? `(${s})` : s);

/** Turns XState's internal event names into what a reader recognizes. */
export function describeEvent(eventType: string, nodeId: string): string {
  if (eventType === '') return 'always';
  const prefix = 'xstate.after.';
  if (eventType.startsWith(prefix) && eventType.endsWith(`.${nodeId}`)) {
    return `after(${eventType.slice(prefix.length, -(nodeId.length + 1))})`;
  }
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done !== null) return `done(${done[1]})`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error !== null) return `error(${error[1]})`;
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (doneState !== null) return `done.state(${doneState[1]})`;
  return eventType;
}

function srcName(src: unknown): string {
  if (typeof src === 'string') return src;
  return 'inline actor';
}

/** Walks `machine.root` into a {@link DiagramGraph}: states in definition order, events sorted. */
export function readMachine(machine: AnyStateMachine): DiagramGraph {
  const root = machine.root as unknown as NodeLike;
  const edges: DiagramEdge[] = [];

  const visit = (node: NodeLike): DiagramState => {
    const children = Object.values(node.states).map(visit);
    const events = [...node.transitions.keys()].sort();
    const groups: Array<[string, ReadonlyArray<TransitionLike>]> = events.map((e) => [
      e,
      node.transitions.get(e) ?? [],
    ]);
    if (node.always !== undefined && node.always.length > 0) groups.push(['', node.always]);
    for (const [eventType, transitions] of groups) {
      for (const t of transitions) {
        const event = describeEvent(eventType, node.id);
        const guard = describeGuard(t.guard);
        const label = guard === null ? event : `${event} [${guard}]`;
        const targets = t.target === undefined || t.target.length === 0 ? [node] : t.target;
        for (const target of targets) edges.push({ source: node.id, target: target.id, event, guard, label });
      }
    }
    return {
      id: node.id,
      key: node.key,
      type: node.type,
      initial: node.type === 'compound' ? (node.initial?.target?.[0]?.id ?? null) : null,
      invokes: node.invoke.map((i) => (srcName(i.src) === i.id ? i.id : `${i.id}: ${srcName(i.src)}`)),
      children,
    };
  };

  return { id: root.id, root: visit(root), edges };
}
