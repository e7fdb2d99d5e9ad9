/**
 * One interval for every countdown on the page: each subscriber re-renders once a second while
 * anything shows a countdown, instead of one timer per card. Display only.
 */
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let ticks = 0;
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    ticks++;
    for (const l of listeners) l();
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** Re-renders the caller every second; read the time itself with `Date.now()`. */
export function useSecondTick(): number {
  return useSyncExternalStore(subscribe, () => ticks);
}
