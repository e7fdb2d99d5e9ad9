/**
 * One Node timer for all of the engine's waits: an XState `Clock` over a heap of deadlines. Each
 * waiting route kept a Node `Timeout` (and a timer list per distinct delay) for its wait's life,
 * and every failure that schedules a retry made one (issue 12: what a failure keeps for good is
 * copied by every scavenge that finds it young). A wait here is one small record in the heap.
 *
 * Deadlines are counted in `now`'s milliseconds, the engine's own time source, in which the route
 * machine computes every delay from a stored deadline. The Node timer is armed for the earliest
 * one; when it fires, every wait due by `now` fires in deadline order, ties in scheduling order.
 * Node's clock and `now` may differ by a millisecond: a timer that fires before `now` reaches the
 * earliest deadline re-arms for what is left, so no wait ever fires before its due instant.
 */
import type { Clock } from './virtual-clock.ts';

/** Node's longest timer: a longer delay fires after 1 ms, as `setTimeout` does. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

interface Wait {
  /** Due instant, in `now`'s milliseconds since the timers were created (small integers stay unboxed). */
  due: number;
  seq: number;
  fn: (() => void) | null;
  /** Position in the heap; -1 once fired or cleared. */
  index: number;
}

export interface DeadlineTimers extends Clock {
  /** Number of waits armed. */
  pending(): number;
}

/**
 * Creates the timers. A callback that throws is reported as a Node timer's would be (an uncaught
 * exception), and the waits still due fire at the next turn of the loop.
 * @param now the time source the delays are computed in (epoch milliseconds)
 */
export function createDeadlineTimers(now: () => number): DeadlineTimers {
  const origin = now();
  const heap: Wait[] = [];
  let seq = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** The wait the Node timer counts down to, and the instant (relative to `origin`) it was armed for. */
  let armedFor: Wait | null = null;
  let armedUntil = 0;
  let firing = false;

  const before = (a: Wait, b: Wait) => a.due < b.due || (a.due === b.due && a.seq < b.seq);

  function place(w: Wait, i: number): void {
    heap[i] = w;
    w.index = i;
  }

  function up(i: number): void {
    const w = heap[i] as Wait;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = heap[parent] as Wait;
      if (!before(w, p)) break;
      place(p, i);
      i = parent;
    }
    place(w, i);
  }

  function down(i: number): void {
    const w = heap[i] as Wait;
    const n = heap.length;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      const c = r < n && before(heap[r] as Wait, heap[l] as Wait) ? r : l;
      const child = heap[c] as Wait;
      if (!before(child, w)) break;
      place(child, i);
      i = c;
    }
    place(w, i);
  }

  function remove(w: Wait): void {
    const i = w.index;
    w.index = -1;
    const last = heap.pop() as Wait;
    if (last === w) return;
    place(last, i);
    if (i > 0 && before(last, heap[(i - 1) >> 1] as Wait)) up(i);
    else down(i);
  }

  /** Keeps the Node timer armed for the earliest wait (or for none when there is none). */
  function arm(): void {
    if (firing) return;
    const first = heap[0];
    if (first === undefined) {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      armedFor = null;
      return;
    }
    // Armed for an earlier instant (the wait it counted down to was cleared): it fires and re-arms.
    if (timer !== null && (first === armedFor || armedUntil <= first.due)) return;
    if (timer !== null) clearTimeout(timer);
    const at = now() - origin;
    const delay = Math.min(MAX_TIMER_MS, Math.max(1, first.due - at));
    armedFor = first;
    armedUntil = at + delay;
    timer = setTimeout(fire, delay);
  }

  function fire(): void {
    timer = null;
    armedFor = null;
    // Only what is due by `now`: Node's clock may run a millisecond ahead of it, and a wait fired
    // then would act before its stored deadline. The earliest one left is re-armed (1 ms on).
    const limit = now() - origin;
    firing = true;
    try {
      while (heap.length > 0 && (heap[0] as Wait).due <= limit) {
        const w = heap[0] as Wait;
        remove(w);
        const fn = w.fn;
        w.fn = null;
        fn?.();
      }
    } finally {
      firing = false;
      arm();
    }
  }

  return {
    setTimeout(fn: (...args: unknown[]) => void, timeout: number): Wait {
      const ms = timeout >= 1 && timeout <= MAX_TIMER_MS ? timeout : 1;
      const w: Wait = { due: now() - origin + ms, seq: seq++, fn: fn as () => void, index: heap.length };
      heap.push(w);
      up(heap.length - 1);
      arm();
      return w;
    },
    clearTimeout(id: unknown): void {
      const w = id as Wait | undefined;
      if (!w || w.index < 0 || heap[w.index] !== w) return;
      remove(w);
      w.fn = null;
      arm();
    },
    pending: () => heap.length,
  };
}
