import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeadlineTimers } from '../../actors/deadline-timers.ts';

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('deadline timers (one Node timer for the engine waits)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 2) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires each wait at its delay, in deadline order and ties in scheduling order, with one Node timer', async () => {
    const timers = createDeadlineTimers(Date.now);
    const start = Date.now();
    const fired: string[] = [];
    const at = (name: string) => () => fired.push(`${name}@${Date.now() - start}`);
    timers.setTimeout(at('c'), 300);
    timers.setTimeout(at('a'), 100);
    timers.setTimeout(at('b1'), 200);
    timers.setTimeout(at('b2'), 200);
    expect(timers.pending()).toBe(4);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(fired).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fired).toEqual(['a@100', 'b1@200', 'b2@200', 'c@300']);
    expect(timers.pending()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never fires a wait before its due instant in its own clock, when that clock lags Node by a millisecond', async () => {
    let lag = 0;
    const now = () => Date.now() - lag;
    const timers = createDeadlineTimers(now);
    const due = now() + 100;
    const firedAt: number[] = [];
    timers.setTimeout(() => firedAt.push(now()), 100);
    lag = 1;
    await vi.advanceTimersByTimeAsync(100);
    expect(firedAt).toEqual([]);
    expect(timers.pending()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(firedAt).toEqual([due]);
    expect(timers.pending()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a cleared wait never fires, and clearing every wait leaves no Node timer', async () => {
    const timers = createDeadlineTimers(Date.now);
    const fired: string[] = [];
    const first = timers.setTimeout(() => fired.push('first'), 100);
    const second = timers.setTimeout(() => fired.push('second'), 200);
    timers.setTimeout(() => fired.push('third'), 300);
    timers.clearTimeout(first);
    timers.clearTimeout(first);
    await vi.advanceTimersByTimeAsync(250);
    expect(fired).toEqual(['second']);
    timers.clearTimeout(second);
    expect(timers.pending()).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(fired).toEqual(['second', 'third']);
    const last = timers.setTimeout(() => fired.push('never'), 1000);
    timers.clearTimeout(last);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fired).toEqual(['second', 'third']);
  });

  it('an earlier wait scheduled later re-arms the Node timer for it', async () => {
    const timers = createDeadlineTimers(Date.now);
    const start = Date.now();
    const fired: number[] = [];
    timers.setTimeout(() => fired.push(Date.now() - start), 1000);
    await vi.advanceTimersByTimeAsync(100);
    timers.setTimeout(() => fired.push(Date.now() - start), 50);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fired).toEqual([150, 1000]);
  });

  it('a wait scheduled by a firing callback fires at its own delay; delays under 1 ms fire after 1 ms', async () => {
    const timers = createDeadlineTimers(Date.now);
    const start = Date.now();
    const fired: string[] = [];
    timers.setTimeout(() => {
      fired.push(`outer@${Date.now() - start}`);
      timers.setTimeout(() => fired.push(`zero@${Date.now() - start}`), 0);
      timers.setTimeout(() => fired.push(`inner@${Date.now() - start}`), 20);
    }, 10);
    timers.setTimeout(() => fired.push(`nan@${Date.now() - start}`), Number.NaN);
    await vi.advanceTimersByTimeAsync(100);
    expect(fired).toEqual(['nan@1', 'outer@10', 'zero@11', 'inner@30']);
  });

  it('a callback that throws is reported, and the waits due after it still fire', async () => {
    const timers = createDeadlineTimers(Date.now);
    const fired: string[] = [];
    timers.setTimeout(() => {
      throw new Error('boom');
    }, 10);
    timers.setTimeout(() => fired.push('after'), 10);
    await expect(vi.advanceTimersByTimeAsync(10)).rejects.toThrow('boom');
    await vi.advanceTimersByTimeAsync(10);
    expect(fired).toEqual(['after']);
  });

  it('fires random waits as a Node timer each would, clears included', async () => {
    for (let seed = 1; seed <= 20; seed++) {
      const rnd = random(seed);
      const timers = createDeadlineTimers(Date.now);
      const start = Date.now();
      const expected: Array<{ due: number; seq: number }> = [];
      const fired: number[] = [];
      const handles: Array<{ id: unknown; seq: number }> = [];
      for (let seq = 0; seq < 200; seq++) {
        // Scheduled at different instants, so deadlines interleave with waits already armed.
        if (rnd() < 0.2) await vi.advanceTimersByTimeAsync(Math.floor(rnd() * 50));
        const delay = Math.floor(rnd() * 500);
        const due = Date.now() - start + Math.max(1, delay);
        handles.push({ id: timers.setTimeout(() => fired.push(seq), delay), seq });
        expected.push({ due, seq });
        if (rnd() < 0.25 && handles.length > 0) {
          const k = Math.floor(rnd() * handles.length);
          const [h] = handles.splice(k, 1);
          timers.clearTimeout(h!.id);
          const i = expected.findIndex((e) => e.seq === h!.seq);
          // Cleared before it fired: it must never fire. Already fired: clearing does nothing.
          if (i >= 0 && !fired.includes(h!.seq)) expected.splice(i, 1);
        }
      }
      await vi.advanceTimersByTimeAsync(1000);
      const order = expected.sort((a, b) => a.due - b.due || a.seq - b.seq).map((e) => e.seq);
      expect(fired).toEqual(order);
      expect(timers.pending()).toBe(0);
    }
  });
});
