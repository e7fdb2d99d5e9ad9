/**
 * A virtual time source and XState `Clock`. Time moves only when advanced; due timers fire in
 * deadline order (ties in scheduling order), and `settle` runs after each so the work a timer
 * starts (persisting, delivering) finishes before the next timer fires. Used by `simulate` and tests.
 */
/** The timer interface XState's `createActor(machine, { clock })` accepts. */
export interface Clock {
  setTimeout(fn: (...args: unknown[]) => void, timeout: number): unknown;
  clearTimeout(id: unknown): void;
}

interface Timer {
  id: number;
  due: number;
  fn: () => void;
}

export interface VirtualClock extends Clock {
  /** Current virtual time, epoch milliseconds. */
  now(): number;
  /** Moves time to `target` (never backwards), firing every timer due on the way. */
  advanceTo(target: number): Promise<void>;
  /** Moves time forward by `ms`. */
  advanceBy(ms: number): Promise<void>;
  /** Number of armed timers. */
  pending(): number;
  /** Due time of the earliest armed timer, or null. */
  nextDue(): number | null;
}

/** Yields to the event loop so promise chains started by a timer can run. */
export async function yieldToLoop(): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * Creates a virtual clock starting at `start` (epoch ms).
 * @param settle awaited after each fired timer; @default one event-loop turn
 */
export function createVirtualClock(
  start: number,
  settle: () => Promise<void> = yieldToLoop,
): VirtualClock & { setSettle(fn: () => Promise<void>): void } {
  let current = start;
  let seq = 0;
  let timers: Timer[] = [];
  let settleFn = settle;

  function earliest(limit: number): Timer | undefined {
    let best: Timer | undefined;
    for (const t of timers) {
      if (t.due > limit) continue;
      if (!best || t.due < best.due || (t.due === best.due && t.id < best.id)) best = t;
    }
    return best;
  }

  const clock = {
    setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
      const id = ++seq;
      timers.push({ id, due: current + Math.max(0, timeout), fn: () => fn() });
      return id;
    },
    clearTimeout(id: unknown): void {
      timers = timers.filter((t) => t.id !== id);
    },
    now: () => current,
    async advanceTo(target: number): Promise<void> {
      await settleFn();
      for (;;) {
        const next = earliest(target);
        if (!next) break;
        timers = timers.filter((t) => t !== next);
        current = Math.max(current, next.due);
        next.fn();
        await settleFn();
      }
      current = Math.max(current, target);
      await settleFn();
    },
    advanceBy(ms: number): Promise<void> {
      return clock.advanceTo(current + ms);
    },
    pending: () => timers.length,
    nextDue: () => (timers.length ? Math.min(...timers.map((t) => t.due)) : null),
    setSettle(fn: () => Promise<void>): void {
      settleFn = fn;
    },
  };
  return clock;
}
