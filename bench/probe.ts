/**
 * Preloaded into a bench child process (`node --import tsx --import ./bench/probe.ts …`): measures
 * that process's own CPU time and event-loop delay while the bench says so, over the IPC channel
 * (`{ probe: 'start' | 'stop' | 'read' }`, each answered). It changes nothing else in the process;
 * without an IPC channel it does nothing. With `RECOURSE_BENCH_PROFILE=<file>` it also records a CPU
 * profile of the process from the first start to the read (open it in Chrome DevTools).
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface ProbeReading {
  /** CPU time (user + system) of the process between starts and stops, in microseconds. */
  cpuMicros: number;
  /** Event-loop delay p99 between starts and stops, in milliseconds. */
  delayP99Ms: number;
}

const send = process.send?.bind(process);
if (send) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  let cpuMicros = 0;
  let since: NodeJS.CpuUsage | null = null;
  const profileFile = process.env['RECOURSE_BENCH_PROFILE'];
  let profiler: Session | null = null;
  process.on('message', async (message: { probe?: string }) => {
    if (message?.probe === 'start') {
      if (profileFile && !profiler) {
        profiler = new Session();
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
      }
      delay.enable();
      since = process.cpuUsage();
    } else if (message?.probe === 'stop') {
      delay.disable();
      if (since) {
        const used = process.cpuUsage(since);
        cpuMicros += used.user + used.system;
        since = null;
      }
    } else if (message?.probe === 'read') {
      if (profiler && profileFile) {
        const { profile } = await profiler.post('Profiler.stop');
        await writeFile(profileFile, JSON.stringify(profile));
        profiler.disconnect();
        profiler = null;
      }
      const reading: ProbeReading = { cpuMicros, delayP99Ms: delay.percentile(99) / 1e6 };
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
