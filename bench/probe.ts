/**
 * Preloaded into a bench child process (`node --import tsx --import ./bench/probe.ts …`): measures
 * that process's own CPU time, event-loop delay and garbage collection while the bench says so, over
 * the IPC channel (`{ probe: 'start' | 'stop' | 'read' }`, each answered). It changes nothing else in
 * the process; without an IPC channel it does nothing. With `RECOURSE_BENCH_PROFILE=<file>` it also
 * records a CPU profile of the process from the first start to the read (open it in Chrome DevTools).
 * With `RECOURSE_BENCH_HEAP_PROFILE=<file>`, a sampling heap profile over the same span, objects
 * the collector freed included (what was allocated; open it in Chrome DevTools); with
 * `RECOURSE_BENCH_HEAP_KEPT=1` as well, only those still alive after a full collection at the read
 * (what the span kept); with `RECOURSE_BENCH_HEAP_SURVIVED=1` instead, those that outlived a scavenge
 * (what the scavenges' pauses copied, whether kept or dead later in the old generation).
 * With `RECOURSE_BENCH_TRACE_GC=<file>`, V8 prints a `--trace-gc-nvp` line per collection between
 * starts and stops on the process's stdout (the bench keeps the service's in the file).
 * With `RECOURSE_BENCH_HEAP_SNAPSHOT=<file>`, the service's process (`server/main.ts`) writes a heap
 * snapshot at the read: every object the rounds kept, with what retains it (open it in Chrome DevTools);
 * with `RECOURSE_BENCH_HEAP_SNAPSHOT_START=1` also `<file>.start` before the first round, for
 * `bench/heap-diff.ts` (the objects the rounds kept, by kind and by what retains them).
 * The bench's own process uses `gcMeter()` for the same GC figures.
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { GCProfiler, getHeapStatistics, setFlagsFromString, writeHeapSnapshot } from 'node:v8';

/** What the heap did between starts and stops (load-independent but for the pauses). */
export interface GcReading {
  /** Bytes allocated on the JS heap (the used size's growth between collections, summed). */
  allocatedBytes: number;
  /** Bytes that survived a scavenge (kept in the young generation or promoted to the old one). */
  survivedBytes: number;
  scavenges: number;
  /** Main-thread time of the scavenges, in milliseconds: total and the longest one. */
  scavengeMs: number;
  scavengeMaxMs: number;
  /** Mark-sweep-compact collections (incremental marking included) and their main-thread time. */
  markSweeps: number;
  markSweepMs: number;
  /**
   * Every collection's main-thread pause: its start (epoch milliseconds, `performance.timeOrigin`
   * based, so comparable across processes on one machine), length and kind, to line pauses up with
   * the failures they delayed.
   */
  pauses: GcPause[];
}

export interface GcPause {
  at: number;
  ms: number;
  kind: 'scavenge' | 'mark-sweep' | 'other';
}

export interface ProbeReading extends GcReading {
  /** CPU time (user + system) of the process between starts and stops, in microseconds. */
  cpuMicros: number;
  /** Of it, the main thread's (the event loop's; not libuv's pool or the collector's helpers). */
  mainCpuMicros: number;
  /** Event-loop delay p99 between starts and stops, in milliseconds. */
  delayP99Ms: number;
  /**
   * The longest stall of the main thread between starts and stops, in milliseconds: how late a 10 ms
   * interval timer ran at worst (the delay histogram's max also holds the gap from a stop to the next start).
   */
  delayMaxMs: number;
}

interface HeapStats {
  usedHeapSize: number;
}
interface GcStatistic {
  gcType: string;
  cost: number;
  beforeGC: {
    heapStatistics: HeapStats;
    heapSpaceStatistics: { spaceName: string; spaceUsedSize: number }[];
  };
  afterGC: { heapStatistics: HeapStats };
}

/** The longest lateness of a 10 ms interval timer while started: the longest stall of the event loop. */
export function stallMeter(): { start(): void; stop(): void; readonly max: number } {
  let timer: NodeJS.Timeout | null = null;
  let last = 0;
  let max = 0;
  return {
    start() {
      if (timer) return;
      last = performance.now();
      timer = setInterval(() => {
        const now = performance.now();
        max = Math.max(max, now - last - 10);
        last = now;
      }, 10);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    get max() {
      return max;
    },
  };
}

/**
 * Sums what V8's `GCProfiler` reports per collection (heap before and after, and its cost) over the
 * intervals between `start` and `stop`. Allocated = used before each collection minus used after the
 * previous one (and at `stop` minus the last one); survived (scavenges) = used after minus what was
 * used outside the young generation before.
 */
export function gcMeter(): { start(): void; stop(): void; read(): GcReading } {
  const total: GcReading = {
    allocatedBytes: 0,
    survivedBytes: 0,
    scavenges: 0,
    scavengeMs: 0,
    scavengeMaxMs: 0,
    markSweeps: 0,
    markSweepMs: 0,
    pauses: [],
  };
  let profiler: GCProfiler | null = null;
  let usedAtStart = 0;
  const record = (entries: PerformanceEntry[]) => {
    for (const entry of entries) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      total.pauses.push({
        at: performance.timeOrigin + entry.startTime,
        ms: entry.duration,
        kind:
          kind === constants.NODE_PERFORMANCE_GC_MINOR
            ? 'scavenge'
            : kind === constants.NODE_PERFORMANCE_GC_MAJOR
              ? 'mark-sweep'
              : 'other',
      });
    }
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  return {
    start() {
      if (profiler) return;
      usedAtStart = getHeapStatistics().used_heap_size;
      profiler = new GCProfiler();
      profiler.start();
      observer.observe({ entryTypes: ['gc'] });
    },
    stop() {
      if (!profiler) return;
      record(observer.takeRecords());
      observer.disconnect();
      const usedNow = getHeapStatistics().used_heap_size;
      const stats = (profiler.stop()?.statistics ?? []) as unknown as GcStatistic[];
      profiler = null;
      let last = usedAtStart;
      for (const gc of stats) {
        const before = gc.beforeGC.heapStatistics.usedHeapSize;
        const after = gc.afterGC.heapStatistics.usedHeapSize;
        total.allocatedBytes += Math.max(0, before - last);
        last = after;
        const ms = gc.cost / 1000;
        if (gc.gcType === 'Scavenge' || gc.gcType === 'MinorMarkCompact') {
          const young =
            gc.beforeGC.heapSpaceStatistics.find((s) => s.spaceName === 'new_space')?.spaceUsedSize ?? 0;
          total.survivedBytes += Math.max(0, after - (before - young));
          total.scavenges++;
          total.scavengeMs += ms;
          total.scavengeMaxMs = Math.max(total.scavengeMaxMs, ms);
        } else if (gc.gcType === 'MarkSweepCompact' || gc.gcType === 'IncrementalMarking') {
          total.markSweeps++;
          total.markSweepMs += ms;
        }
      }
      total.allocatedBytes += Math.max(0, usedNow - last);
    },
    read: () => ({ ...total, pauses: [...total.pauses] }),
  };
}

/**
 * CPU time (user + system) of this process's main thread so far, in microseconds, from
 * `/proc/self/task/<pid>/stat` (clock ticks of 10 ms: read it over spans of seconds); 0 elsewhere.
 */
export function mainThreadCpuMicros(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return 0;
  }
}

/** Allocates about `bytes` of short-lived objects (so the young generation is scavenged). */
function churn(bytes: number): void {
  let last: unknown = null;
  for (let i = 0; i < bytes / 32; i++) last = { i, last: i % 2 === 0 ? null : last };
  if (last === undefined) throw new Error('unreachable');
}

const send = process.send?.bind(process);
if (send) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const stalls = stallMeter();
  const gc = gcMeter();
  let cpuMicros = 0;
  let mainCpuMicros = 0;
  let since: NodeJS.CpuUsage | null = null;
  let mainSince = 0;
  const profileFile = process.env['RECOURSE_BENCH_PROFILE'];
  let profiler: Session | null = null;
  const heapFile = process.env['RECOURSE_BENCH_HEAP_PROFILE'];
  const kept = process.env['RECOURSE_BENCH_HEAP_KEPT'] === '1';
  // Only what outlived a scavenge (kept, or dead later in the old generation): what a pause copies.
  const survived = process.env['RECOURSE_BENCH_HEAP_SURVIVED'] === '1';
  let heap: Session | null = null;
  const traceGc = Boolean(process.env['RECOURSE_BENCH_TRACE_GC']);
  const snapshotFile = process.argv.some((a) => a.endsWith('main.ts'))
    ? process.env['RECOURSE_BENCH_HEAP_SNAPSHOT']
    : undefined;
  // `<file>.start` at the first start as well (RECOURSE_BENCH_HEAP_SNAPSHOT_START=1): what the rounds
  // kept is then every object of the second snapshot whose id the first does not hold.
  let startSnapshot = snapshotFile !== undefined && process.env['RECOURSE_BENCH_HEAP_SNAPSHOT_START'] === '1';
  process.on('message', async (message: { probe?: string }) => {
    if (message?.probe === 'start') {
      if (startSnapshot) {
        startSnapshot = false;
        writeHeapSnapshot(`${snapshotFile}.start`);
      }
      if (profileFile && !profiler) {
        profiler = new Session();
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
      }
      if (heapFile && !heap) {
        heap = new Session();
        heap.connect();
        await heap.post('HeapProfiler.startSampling', {
          samplingInterval: 4096,
          includeObjectsCollectedByMajorGC: !kept,
          includeObjectsCollectedByMinorGC: !kept && !survived,
        });
      }
      delay.enable();
      stalls.start();
      if (traceGc) setFlagsFromString('--trace-gc-nvp');
      gc.start();
      since = process.cpuUsage();
      mainSince = mainThreadCpuMicros();
    } else if (message?.probe === 'stop') {
      delay.disable();
      stalls.stop();
      if (traceGc) setFlagsFromString('--no-trace-gc-nvp');
      if (since) {
        const used = process.cpuUsage(since);
        cpuMicros += used.user + used.system;
        mainCpuMicros += mainThreadCpuMicros() - mainSince;
        since = null;
      }
      gc.stop();
    } else if (message?.probe === 'read') {
      if (snapshotFile) writeHeapSnapshot(snapshotFile);
      if (profiler && profileFile) {
        const { profile } = await profiler.post('Profiler.stop');
        await writeFile(profileFile, JSON.stringify(profile));
        profiler.disconnect();
        profiler = null;
      }
      if (heap && heapFile) {
        // What is kept is what a full collection leaves: dead objects in the old generation go first.
        if (kept) await heap.post('HeapProfiler.collectGarbage');
        // What is still young at the end was never scavenged: two scavenges' worth of garbage decides it.
        if (survived) churn(64 * 1024 * 1024);
        const { profile } = await heap.post('HeapProfiler.stopSampling');
        await writeFile(heapFile, JSON.stringify(profile));
        heap.disconnect();
        heap = null;
      }
      const reading: ProbeReading = {
        cpuMicros,
        mainCpuMicros,
        delayP99Ms: delay.percentile(99) / 1e6,
        delayMaxMs: stalls.max,
        ...gc.read(),
      };
      send({ probe: 'read', reading });
      return;
    } else return;
    send({ probe: message.probe });
  });
  // The channel must not keep the process alive: it ends as it would without the probe.
  process.channel?.unref();
  // The bench gone (crashed, killed): stop as a signal would stop it, never left running.
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
