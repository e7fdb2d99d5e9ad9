/**
 * Service benchmarks (`npm run bench server`):
 * - snapshot deliveries per second to 100 WebSocket subscribers through the hub, beside a raw `ws`
 *   broadcast of the same bytes to 100 clients in the same run (aim: at least 70% of it);
 * - evidence-to-snapshot latency (p50, p99): an adapter reports a failure, a subscriber sees the
 *   route's durable retry_wait snapshot, while 1,000 routes fail at a steady rate; beside a raw `ws`
 *   relay of the same messages at the same rate, and (p99) beside that relay's p99 plus the p99 of a
 *   raw fdatasynced append of the same bytes at the same rate (aim: at most 2x); the three run in
 *   interleaved rounds. Measured twice: with the service started as `npm start` starts it and the
 *   relay each in a process of their own (the aim; the bench process is the adapter and the
 *   subscriber), and with everything in the bench's process (as before, for comparison); each
 *   with the CPU time and event-loop delay of the service's process beside the relay's.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, open as openFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pino from 'pino';
import WebSocket, { WebSocketServer } from 'ws';
import { createEngine } from '../actors/engine.ts';
import type { DispatchRequest, RouteView } from '../actors/engine-api.ts';
import { openStore } from '../persistence/open-store.ts';
import { startServer } from '../server/app.ts';
import { createHub } from '../server/hub.ts';
import { LIMITS } from '../server/protocol.ts';
import { createRemoteExecutor } from '../server/remote-executor.ts';
import { openTokens } from '../server/tokens.ts';
import {
  type GcPause,
  type GcReading,
  gcMeter,
  mainThreadCpuMicros,
  type ProbeReading,
  stallMeter,
} from './probe.ts';
import { startRelay, view } from './relay.ts';
import { startFlags } from './start-flags.ts';
import type { BenchResult } from './types.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

const SUBSCRIBERS = 100;
const SNAPSHOTS = 3_000;
const BATCH = 10;
const ROUTES = 1_000;
const FAILURES_PER_SECOND = 250;
/** The latency figure's rounds: each path takes ROUTES / ROUNDS failures per round, interleaved. */
const ROUNDS = 4;

/**
 * `RECOURSE_SERVER_BENCH_WARMUP=<n>`: before the measured rounds each path takes `n` failures of
 * other routes at the same rate, unmeasured, so the rounds see processes whose code V8 has compiled
 * (a service runs for days; its first thousand failures run in V8's lower tiers while the optimizing
 * compiler works beside them). Default 2,000: the aim is judged on a service in its steady state;
 * `0` measures the first failures a fresh process sees (every figure before 2026-12-02 17:00 UTC).
 */
const DEFAULT_WARMUP = 2_000;
function warmupFailures(): number {
  const raw = process.env['RECOURSE_SERVER_BENCH_WARMUP'];
  if (raw === undefined || raw === '') return DEFAULT_WARMUP;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 100_000)
    throw new Error(
      `RECOURSE_SERVER_BENCH_WARMUP must be a whole number of failures from 0 to 100000, got '${raw}'`,
    );
  return n;
}
const WARMUP = warmupFailures();

/**
 * The bench's process is the adapter and the subscriber, not the service under test: it runs without
 * V8's memory reducer, which takes its slow allocation during the rounds for idleness and switches it
 * to a reducing mark-compact and a scavenge every third of a second (docs/persistence.md, "What the
 * single stalls are"). The service's process keeps the flags `npm start` gives it.
 */
export const nodeFlags = ['--no-memory-reducer'] as const;

const silent = pino({ level: 'silent' });
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Connects `n` clients; each resolves `done` once it has seen a message containing `marker`. */
async function connectClients(
  url: string,
  n: number,
  options: WebSocket.ClientOptions,
  afterOpen?: (ws: WebSocket) => Promise<void>,
): Promise<{ clients: WebSocket[]; counts: number[]; waitFor(marker: string): Promise<void> }> {
  const clients: WebSocket[] = [];
  const counts = new Array<number>(n).fill(0);
  let marker = '\u0000';
  const waiting: (() => void)[] = [];
  let done = 0;
  for (let i = 0; i < n; i++) {
    const ws = new WebSocket(url, options);
    ws.on('error', () => {});
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    if (afterOpen) await afterOpen(ws);
    ws.on('message', (data: Buffer) => {
      counts[i]!++;
      if (data.includes(marker)) {
        done++;
        if (done === n) for (const w of waiting.splice(0)) w();
      }
    });
    clients.push(ws);
  }
  return {
    clients,
    counts,
    waitFor(m) {
      marker = m;
      done = 0;
      counts.fill(0);
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}

/** Publishes SNAPSHOTS views in small batches and returns deliveries per second. */
async function drive(
  publish: (v: RouteView) => void,
  group: { counts: number[]; waitFor(marker: string): Promise<void> },
  round: number,
): Promise<number> {
  const finalRoute = `final_${round}`;
  const finished = group.waitFor(finalRoute);
  const start = performance.now();
  for (let i = 0; i < SNAPSHOTS; i++) {
    publish(view(`rt_${i % 50}`, i));
    if (i % BATCH === BATCH - 1) await tick();
  }
  publish(view(finalRoute, SNAPSHOTS));
  await finished;
  const seconds = (performance.now() - start) / 1000;
  return group.counts.reduce((a, b) => a + b, 0) / seconds;
}

async function fanout(): Promise<{ hub: number; raw: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'recourse-bench-hub-'));
  const store = await openStore({ dataDir: dir });
  const executor = createRemoteExecutor({ ackTimeoutMs: 1_000 });
  const engine = createEngine({ store, executor, now: Date.now });
  await engine.start();
  const { registry } = await openTokens(dir);
  const { token } = await registry.create('viewer', 'bench');
  const hub = createHub({
    engine,
    executor,
    tokens: registry,
    logger: silent,
    limits: { ...LIMITS },
    now: Date.now,
  });
  const server = createServer();
  server.on('upgrade', (req, socket, head) => hub.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const hubUrl = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/v1/ws`;

  const raw = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await new Promise<void>((resolve) => raw.once('listening', () => resolve()));
  const rawUrl = `ws://127.0.0.1:${(raw.address() as AddressInfo).port}`;

  const subscribe = (ws: WebSocket) =>
    new Promise<void>((resolve) => {
      ws.on('message', function onMessage(data: Buffer) {
        if (data.includes('"subscribed"')) {
          ws.off('message', onMessage);
          resolve();
        }
      });
      ws.send(JSON.stringify({ type: 'subscribe', id: 's', target: { all: true } }));
    });
  const hubClients = await connectClients(
    hubUrl,
    SUBSCRIBERS,
    { headers: { authorization: `Bearer ${token}` } },
    subscribe,
  );
  const rawClients = await connectClients(rawUrl, SUBSCRIBERS, {});

  const broadcast = (v: RouteView) => {
    const buf = Buffer.from(JSON.stringify({ type: 'route', route: v }));
    for (const c of raw.clients) c.send(buf, { binary: false });
  };
  // Warm up both paths, then alternate rounds and keep the best of each.
  await drive((v) => hub.publish(v), hubClients, 0);
  await drive(broadcast, rawClients, 0);
  let hubBest = 0;
  let rawBest = 0;
  for (let round = 1; round <= 3; round++) {
    hubBest = Math.max(hubBest, await drive((v) => hub.publish(v), hubClients, round));
    rawBest = Math.max(rawBest, await drive(broadcast, rawClients, round));
  }

  for (const c of [...hubClients.clients, ...rawClients.clients]) c.terminate();
  await hub.close();
  server.closeAllConnections();
  server.close();
  raw.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
  return { hub: hubBest, raw: rawBest };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function open(url: string, token?: string): Promise<WebSocket> {
  const ws = new WebSocket(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  ws.on('error', () => {});
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** CPU time and event-loop delay of the process a path's far end runs in, while its rounds run. */
interface Probe {
  start(): Promise<void>;
  stop(): Promise<void>;
  read(): Promise<ProbeReading>;
}

/** This process, measured only between `start` and `stop`. */
function ownProbe(): Probe {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const stalls = stallMeter();
  const gc = gcMeter();
  let cpuMicros = 0;
  let mainCpuMicros = 0;
  let since: NodeJS.CpuUsage | null = null;
  let mainSince = 0;
  return {
    async start() {
      delay.enable();
      stalls.start();
      gc.start();
      since = process.cpuUsage();
      mainSince = mainThreadCpuMicros();
    },
    async stop() {
      delay.disable();
      stalls.stop();
      if (since) {
        const used = process.cpuUsage(since);
        cpuMicros += used.user + used.system;
        mainCpuMicros += mainThreadCpuMicros() - mainSince;
      }
      since = null;
      gc.stop();
    },
    async read() {
      return {
        cpuMicros,
        mainCpuMicros,
        delayP99Ms: delay.percentile(99) / 1e6,
        delayMaxMs: stalls.max,
        ...gc.read(),
      };
    },
  };
}

/** A child process started with `bench/probe.ts` preloaded, measured over its IPC channel. */
function childProbe(child: ChildProcess): Probe {
  const ask = <T>(probe: string): Promise<T> =>
    new Promise((resolve) => {
      const onMessage = (message: { probe?: string; reading?: ProbeReading }) => {
        if (message?.probe !== probe) return;
        child.off('message', onMessage);
        resolve((message.reading ?? undefined) as T);
      };
      child.on('message', onMessage);
      child.send({ probe });
    });
  return {
    start: () => ask<void>('start'),
    stop: () => ask<void>('stop'),
    read: () => ask<ProbeReading>('read'),
  };
}

const probeModule = pathToFileURL(join(here, 'probe.ts')).href;

/** The flags `npm start` gives the service's Node, read from the start script. */
const SERVICE_FLAGS = startFlags(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts
    .start,
);

/**
 * Starts `args` as `npm start` runs the service (`node [its flags] --import tsx …`, from the
 * repository root), with the probe preloaded; resolves once `ready(stdout line, stderr so far)`
 * returns a value. Only the service gets the start script's flags.
 */
function startChild<T>(
  args: string[],
  env: Record<string, string>,
  ready: (line: string, stderr: string) => T | undefined,
): Promise<{ child: ChildProcess; value: T; stop(): Promise<void>; gcLines: string[] }> {
  const flags = args[0] === 'server/main.ts' ? SERVICE_FLAGS : [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', '--import', probeModule, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  let started = false;
  // `--trace-gc-nvp` lines (RECOURSE_BENCH_TRACE_GC): V8 prints them on the process's stdout.
  const gcLines: string[] = [];
  return new Promise((resolve, reject) => {
    void exited.then(() => {
      const why = `${args.join(' ')} exited ${started ? 'during the bench' : 'before it was ready'}: ${stderr}`;
      if (!started) reject(new Error(why));
      // A process gone mid-run would leave the rounds waiting for ever: end the bench with its words.
      else if (!stopping) {
        console.error(why);
        process.exit(1);
      }
    });
    // Every line is read (the service logs at info, as `npm start` does), so the pipe never fills.
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes(' gc=')) gcLines.push(line);
      const value = ready(line, stderr);
      if (value === undefined || started) return;
      started = true;
      resolve({ child, value, stop, gcLines });
    });
  });
}

/** Where the bench finds the service under test: its URL, first admin token, and its process's probe. */
interface Service {
  url: string;
  admin: string;
  probe: Probe;
  /** Its process's `--trace-gc-nvp` lines so far (RECOURSE_BENCH_TRACE_GC; none in this process). */
  gcLines: string[];
  /** Its process id (this process's when the service runs in it). */
  pid: number;
  close(): Promise<void>;
}

/** The service in this process, as the tests start it (`startServer`). */
async function serviceInProcess(dataDir: string): Promise<Service> {
  let admin = '';
  const server = await startServer({
    dataDir,
    port: 0,
    logger: silent,
    onAdminToken: (t) => {
      admin = t;
    },
  });
  return {
    url: server.url,
    admin,
    probe: ownProbe(),
    gcLines: [],
    pid: process.pid,
    close: () => server.close(),
  };
}

/** The service in a process of its own, started as `npm start` starts it (`server/main.ts`). */
async function serviceProcess(dataDir: string): Promise<Service> {
  const { child, value, stop, gcLines } = await startChild(
    ['server/main.ts'],
    // RECOURSE_BENCH_SERVICE_NODE_OPTIONS: Node and V8 flags for the service's process alone (an A/B of
    // flags `npm start` would then carry), e.g. `--v8-pool-size=1`.
    {
      PORT: '0',
      RECOURSE_DATA_DIR: dataDir,
      ...(process.env['RECOURSE_BENCH_SERVICE_NODE_OPTIONS']
        ? { NODE_OPTIONS: process.env['RECOURSE_BENCH_SERVICE_NODE_OPTIONS'] }
        : {}),
    },
    (line, stderr) => {
      let log: { msg?: string; url?: string };
      try {
        log = JSON.parse(line) as typeof log;
      } catch {
        return undefined;
      }
      const admin = /rct_[A-Za-z0-9_-]+/.exec(stderr)?.[0];
      return log.msg === 'ready' && log.url && admin ? { url: log.url, admin } : undefined;
    },
  );
  return { ...value, probe: childProbe(child), gcLines, pid: child.pid ?? 0, close: stop };
}

/** The raw relay, in this process or in a process of its own. */
async function relayIn(layout: Layout): Promise<{ url: string; probe: Probe; close(): Promise<void> }> {
  if (layout === 'in-process') {
    const relay = await startRelay();
    return {
      url: `ws://127.0.0.1:${relay.port}`,
      probe: ownProbe(),
      close: async () => relay.close(),
    };
  }
  // A CPU or heap profile (RECOURSE_BENCH_PROFILE, RECOURSE_BENCH_HEAP_PROFILE) is of the service only.
  const { child, value, stop } = await startChild(
    ['bench/relay.ts'],
    { RECOURSE_BENCH_PROFILE: '', RECOURSE_BENCH_HEAP_PROFILE: '', RECOURSE_BENCH_TRACE_GC: '' },
    (line) => /^listening (\d+)$/.exec(line)?.[1],
  );
  return { url: `ws://127.0.0.1:${value}`, probe: childProbe(child), close: stop };
}

/** One way from a sent message to a seen one: the service, the raw relay, or the raw append. */
interface Path<T> {
  send(item: T): void;
  /** Set by `steady` for the round it runs: called when an item has been seen. */
  seen: (item: T) => void;
  /** The process at the far end, measured while this path's rounds run. */
  probe: Probe;
}

function path<T>(send: (item: T) => void, probe: Probe): Path<T> {
  return { send, seen: () => undefined, probe };
}

/**
 * `RECOURSE_SERVER_BENCH=one-at-a-time`: each failure is sent once the one before was seen, so no two
 * overlap and what a failure allocates, keeps and costs does not depend on the machine's load.
 */
const ONE_AT_A_TIME = process.env['RECOURSE_SERVER_BENCH'] === 'one-at-a-time';

/** One item's trip: sent at `at` (epoch milliseconds, comparable with the probes' pauses), seen `ms` later. */
interface Sample {
  at: number;
  ms: number;
}

/** Sends one message per item at FAILURES_PER_SECOND; resolves with each item's trip once all are seen. */
async function steady<T>(items: T[], way: Path<T>, measured = true): Promise<Sample[]> {
  const sentAt = new Map<T, number>();
  const latencies: Sample[] = [];
  let next: (() => void) | null = null;
  const all = new Promise<void>((resolve) => {
    way.seen = (item) => {
      const at = sentAt.get(item);
      if (at === undefined) return;
      sentAt.delete(item);
      latencies.push({ at: performance.timeOrigin + at, ms: performance.now() - at });
      next?.();
      if (latencies.length === items.length) resolve();
    };
  });
  if (measured) await way.probe.start();
  if (ONE_AT_A_TIME) {
    for (const item of items) {
      const seen = new Promise<void>((resolve) => {
        next = resolve;
      });
      sentAt.set(item, performance.now());
      way.send(item);
      await seen;
    }
  }
  // Each item once: the one-at-a-time loop used to fall through to the schedule below and send every
  // item again, stale, at FAILURES_PER_SECOND, inside the measured span.

  // On a schedule of FAILURES_PER_SECOND from the start (3 per 10 ms timer used to make it 270-300/s).
  const start = performance.now();
  let sent = ONE_AT_A_TIME ? items.length : 0;
  while (sent < items.length) {
    const due = Math.min(
      items.length,
      1 + Math.floor(((performance.now() - start) * FAILURES_PER_SECOND) / 1000),
    );
    for (; sent < due; sent++) {
      const item = items[sent] as T;
      sentAt.set(item, performance.now());
      way.send(item);
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await all;
  if (measured) await way.probe.stop();
  way.seen = () => undefined;
  return latencies;
}

/**
 * `process`: the service runs as `npm start` runs it, in its own process, and so does the relay; the
 * bench process only sends the adapter's messages and receives the subscriber's (what production
 * looks like). `in-process`: all of it in the bench's process, as before.
 */
type Layout = 'process' | 'in-process';

interface Latency {
  p50: number;
  p99: number;
  rawP50: number;
  rawP99: number;
  fsyncP99: number;
  /** Event-loop delay p99 (ms) of the service's process while its rounds ran, and of the relay's. */
  delayP99: number;
  rawDelayP99: number;
  /** CPU time (µs) of the service's process per failure, and of the relay's per message. */
  cpuPerFailure: number;
  rawCpuPerMessage: number;
  /** The garbage collection of the service's process during its rounds, and of the relay's. */
  gc: GcReading;
  rawGc: GcReading;
  failures: number;
  messages: number;
}

/**
 * The service, the raw relay and the raw append each take the same 1,000 failures at the same rate,
 * in ROUNDS rounds interleaved (the order rotating), so a machine whose load changes during the run
 * weighs on all three alike.
 */
export async function latency(layout: Layout): Promise<Latency> {
  const dir = await mkdtemp(join(tmpdir(), 'recourse-bench-latency-'));
  const service =
    layout === 'process' ? await serviceProcess(dir) : await serviceInProcess(join(dir, 'data'));
  const relay = await relayIn(layout);
  const syncDir = await mkdtemp(join(tmpdir(), 'recourse-bench-fsync-'));
  const file = await openFile(join(syncDir, 'raw.log'), 'a');
  const sockets: WebSocket[] = [];
  try {
    const headers = { authorization: `Bearer ${service.admin}`, 'content-type': 'application/json' };
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${service.url}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<unknown>;
    };
    const token = async (role: string) =>
      ((await post('/v1/tokens', { role, label: `bench ${role}` })) as { token: string }).token;
    await post('/v1/profiles', {
      id: 'bench',
      name: 'Bench',
      candidates: [
        {
          id: 'first',
          agent_profile: 'bench-agent',
          policy: {
            version: 1,
            transient: {
              retry: { enabled: true, max_retries: 3, initial_interval_seconds: 3600 },
              wait_for_reset: { enabled: false, max_wait_seconds: 0 },
              on_exhausted: 'stop',
            },
            hard: {
              retry: { enabled: false, max_retries: 0, initial_interval_seconds: 0 },
              wait_for_reset: { enabled: false, max_wait_seconds: 0 },
              on_exhausted: 'stop',
            },
          },
        },
      ],
    });
    const wsUrl = `${service.url.replace('http', 'ws')}/v1/ws`;
    // An adapter and a subscriber with their own roles' tokens, as they connect in production.
    const adapter = await open(wsUrl, await token('adapter'));
    sockets.push(adapter);
    const dispatches = new Map<string, DispatchRequest>();
    adapter.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString()) as { type: string; request?: DispatchRequest };
      if (m.type === 'dispatch' && m.request) {
        dispatches.set(m.request.route_id, m.request);
        adapter.send(JSON.stringify({ type: 'dispatch_ack', attempt_id: m.request.attempt_id }));
      }
    });
    adapter.send(JSON.stringify({ type: 'adapter_hello', agent_profiles: ['bench-agent'] }));
    const ids: string[] = [];
    for (let i = 0; i < ROUTES + WARMUP; i += 25) {
      const batch = Array.from({ length: Math.min(25, ROUTES + WARMUP - i) }, () =>
        post('/v1/routes', { profile_id: 'bench', caller: 'kanban' }).then((r) => (r as RouteView).route_id),
      );
      ids.push(...(await Promise.all(batch)));
    }
    while (dispatches.size < ids.length) await new Promise((resolve) => setTimeout(resolve, 10));
    const outcome = (d: DispatchRequest) =>
      JSON.stringify({
        type: 'outcome',
        route_id: d.route_id,
        attempt_id: d.attempt_id,
        invocation_id: d.invocation_id,
        generation: d.generation,
        outcome: {
          kind: 'failure',
          envelope: {
            observed_at: new Date().toISOString(),
            invocation_id: d.invocation_id,
            generation: d.generation,
            agent: 'claude-code',
            evidence: [
              { kind: 'http', status: 529, body: { type: 'error', error: { type: 'overloaded_error' } } },
            ],
          },
        },
      });

    // The service: an adapter reports the failure, a subscriber sees the durable retry_wait snapshot.
    const viewer = await open(wsUrl, await token('viewer'));
    sockets.push(viewer);
    const subscribed = new Promise<void>((resolve) => {
      viewer.on('message', function onMessage(data: Buffer) {
        if (!data.includes('"subscribed"')) return;
        viewer.off('message', onMessage);
        resolve();
      });
    });
    viewer.send(JSON.stringify({ type: 'subscribe', id: 's', target: { all: true } }));
    await subscribed;
    const served = path<string>((id) => adapter.send(outcome(dispatches.get(id)!)), service.probe);
    viewer.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString()) as { type: string; route?: RouteView };
      if (m.type === 'route' && m.route?.state === 'retry_wait') served.seen(m.route.route_id);
    });

    // Baseline: a raw ws relay forwarding the same outcome messages from one client to another.
    const sender = await open(relay.url);
    sockets.push(sender);
    const receiver = await open(relay.url);
    sockets.push(receiver);
    const relayed = path<string>((id) => sender.send(outcome({ ...dispatches.get(id)! })), relay.probe);
    receiver.on('message', (data: Buffer) => {
      relayed.seen((JSON.parse(data.toString()) as { route: RouteView }).route.route_id);
    });

    // Baseline: a raw fdatasynced append of the same outcome bytes at the same rate (the disk's share).
    const appended = path<string>((id) => {
      void file
        .write(outcome(dispatches.get(id)!))
        .then(() => file.datasync())
        .then(() => appended.seen(id));
    }, ownProbe());

    // The service's own count of durable commits by operation (`GET /metrics`), before and after.
    const commitCounts = async (): Promise<Map<string, number>> => {
      const res = await fetch(`${service.url}/metrics`, { headers });
      const text = await res.text();
      const counts = new Map<string, number>();
      for (const m of text.matchAll(/^recourse_store_commit_seconds_count\{operation="(\w+)"\} (\d+)/gm))
        counts.set(m[1]!, Number(m[2]));
      return counts;
    };
    // The warm-up (RECOURSE_SERVER_BENCH_WARMUP): its own routes, probes not started, in rounds of the
    // measured rounds' size with the paths in turn as below, so no process idles for long (V8 shrinks
    // an idle process's young generation, and the rounds would then see scavenges of another size).
    const warm = ids.splice(ROUTES, WARMUP);
    const perRound = Math.ceil(ids.length / ROUNDS);
    for (let i = 0; i < warm.length; i += perRound) {
      const items = warm.slice(i, i + perRound);
      for (const way of [served, relayed, appended]) await steady(items, way, false);
    }
    const commitsBefore = await commitCounts();
    // This process's own collections over the rounds: a pause here delays what it sends and sees.
    const ownGc = gcMeter();
    ownGc.start();
    const samples: Sample[] = [];
    const rawSamples: Sample[] = [];
    const syncSamples: Sample[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const items = ids.slice(round * perRound, (round + 1) * perRound);
      const runs = [
        async () => samples.push(...(await steady(items, served))),
        async () => rawSamples.push(...(await steady(items, relayed))),
        async () => syncSamples.push(...(await steady(items, appended))),
      ];
      for (let k = 0; k < runs.length; k++) await runs[(round + k) % runs.length]!();
    }
    const latencies = samples.map((x) => x.ms);
    const rawLatencies = rawSamples.map((x) => x.ms);
    const syncLatencies = syncSamples.map((x) => x.ms);
    ownGc.stop();
    const serviceReading = await service.probe.read();
    console.error(
      tailSummary(
        samples,
        serviceReading.pauses,
        layout,
        percentile(syncLatencies, 99) + percentile(rawLatencies, 99),
        layout === 'process' ? ownGc.read().pauses : [],
      ),
    );
    console.error(
      `  the longest stall of the service's main thread during its rounds (a 10 ms timer's lateness): ${serviceReading.delayMaxMs.toFixed(1)} ms`,
    );
    const commitsAfter = await commitCounts();
    const perFailure = [...commitsAfter]
      .map(([op, n]) => `${op} ${((n - (commitsBefore.get(op) ?? 0)) / samples.length).toFixed(3)}`)
      .join(', ');
    console.error(`durable commits of the service per failure (${layout} layout): ${perFailure}`);
    console.error(
      `main-thread CPU of the service's process per failure (${layout} layout): ${(serviceReading.mainCpuMicros / samples.length).toFixed(0)} µs of ${(serviceReading.cpuMicros / samples.length).toFixed(0)} µs`,
    );
    const relayReading = await relay.probe.read();
    // Every measured trip, sent at (epoch ms) and taking (ms), with the service's pid
    // (RECOURSE_BENCH_SAMPLES=<file>): to line the slowest up with a system-wide trace (perf sched).
    const samplesFile = process.env['RECOURSE_BENCH_SAMPLES'];
    if (samplesFile)
      await writeFile(
        samplesFile,
        JSON.stringify({ pid: service.pid, service: samples, relay: rawSamples, append: syncSamples }),
      );
    const traceFile = process.env['RECOURSE_BENCH_TRACE_GC'];
    if (traceFile && service.gcLines.length > 0) {
      await writeFile(traceFile, `${service.gcLines.join('\n')}\n`);
      console.error(gcTraceSummary(service.gcLines, latencies.length));
    }
    return {
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      rawP50: percentile(rawLatencies, 50),
      rawP99: percentile(rawLatencies, 99),
      fsyncP99: percentile(syncLatencies, 99),
      delayP99: serviceReading.delayP99Ms,
      rawDelayP99: relayReading.delayP99Ms,
      cpuPerFailure: serviceReading.cpuMicros / latencies.length,
      rawCpuPerMessage: relayReading.cpuMicros / rawLatencies.length,
      gc: serviceReading,
      rawGc: relayReading,
      failures: latencies.length,
      messages: rawLatencies.length,
    };
  } finally {
    for (const ws of sockets) ws.terminate();
    await relay.close();
    await file.close();
    await service.close();
    await rm(dir, { recursive: true, force: true });
    await rm(syncDir, { recursive: true, force: true });
  }
}

/** How long after a pause a failure still counts as touched by it: the backlog the pause left. */
const BACKLOG_MS = 10;

/**
 * What the slowest failures have in common with the service's collections: how many of the slowest
 * 1 % and 2 % overlapped a pause of the service's process (a pause that started while they were on
 * their way), how long those pauses were, and the p99 of the failures no pause touched against the
 * aim's baseline (what the ratio would be without the collections).
 */
export function tailSummary(
  samples: Sample[],
  pauses: GcPause[],
  layout: Layout,
  baselineMs: number,
  benchPauses: GcPause[] = [],
): string {
  const sorted = [...samples].sort((a, b) => b.ms - a.ms);
  const lines = [`the slowest failures (${layout} layout) and the service's collections:`];
  for (const share of [1, 2]) {
    const slow = sorted.slice(0, Math.max(1, Math.round((samples.length * share) / 100)));
    const hit = slow.map((x) => pauses.filter((p) => p.at < x.at + x.ms && p.at + p.ms > x.at));
    const withPause = hit.filter((h) => h.length > 0).length;
    const pauseMs = hit.flat().reduce((sum, p) => sum + p.ms, 0) / Math.max(1, hit.flat().length);
    const mean = slow.reduce((sum, x) => sum + x.ms, 0) / slow.length;
    lines.push(
      `  slowest ${share} % (${slow.length}): mean ${mean.toFixed(1)} ms, fastest of them ${slow.at(-1)!.ms.toFixed(1)} ms; ${withPause} overlapped a collection (mean pause ${pauseMs.toFixed(1)} ms)`,
    );
  }
  // Where the slowest 1 % sit: by round, and how far apart they were sent (one stall, or many).
  const worst = sorted.slice(0, Math.max(1, Math.round(samples.length / 100)));
  const perRound = Math.ceil(samples.length / ROUNDS);
  const byRound = Array.from(
    { length: ROUNDS },
    (_, r) => worst.filter((x) => Math.floor(samples.indexOf(x) / perRound) === r).length,
  );
  const sent = worst.map((x) => x.at);
  const own = worst.filter((x) => benchPauses.some((p) => p.at < x.at + x.ms && p.at + p.ms > x.at));
  const longest = Math.max(0, ...benchPauses.map((p) => p.ms));
  lines.push(
    `  the slowest 1 % by round: ${byRound.join(' / ')}; sent within ${(Math.max(...sent) - Math.min(...sent)).toFixed(0)} ms of each other, the first at ${new Date(Math.min(...sent)).toISOString()}`,
  );
  if (layout === 'process')
    lines.push(
      `  the bench process's own collections during the rounds: ${benchPauses.length} (longest ${longest.toFixed(1)} ms, ${benchPauses.filter((p) => p.kind === 'mark-sweep').length} mark-sweep); ${own.length} of the slowest 1 % overlapped one`,
    );
  const kinds = ['scavenge', 'mark-sweep', 'other'].map(
    (k) => `${pauses.filter((p) => p.kind === k).length} ${k}`,
  );
  lines.push(`  collections during the rounds: ${kinds.join(', ')}`);
  // The tail without the collections: failures on their way during no pause and sent more than
  // BACKLOG_MS after one ended (the queue a pause leaves behind), against the aim's baseline.
  const untouched = samples
    .filter((x) => !pauses.some((p) => p.at < x.at + x.ms && p.at + p.ms + BACKLOG_MS > x.at))
    .map((x) => x.ms);
  const p99 = percentile(untouched, 99);
  lines.push(
    `  p99 of the ${untouched.length} failures no collection touched (none during their trip, none ending within ${BACKLOG_MS} ms before it): ${p99.toFixed(1)} ms, ratio ${(p99 / baselineMs).toFixed(2)} against fdatasync p99 + relay p99 (${baselineMs.toFixed(1)} ms)`,
  );
  return lines.join('\n');
}

/** The scavenges of a `--trace-gc-nvp` trace: what their pauses were spent on, per scavenge and failure. */
export function gcTraceSummary(lines: string[], failures: number): string {
  const scavenges = lines
    .filter((line) => / gc=s /.test(line))
    .map((line) => new Map([...line.matchAll(/([\w.]+)=([\d.]+)/g)].map((m) => [m[1], Number(m[2])])));
  const ms = ['pause', 'scavenge.roots', 'scavenge.parallel', 'scavenge.weak', 'scavenge.update_refs'];
  const kb = ['new_space_survived', 'promoted'];
  const out = [
    `--trace-gc-nvp of the service's process: ${scavenges.length} scavenges, ${failures} failures`,
  ];
  for (const field of [...ms, ...kb]) {
    const values = scavenges.map((s) => s.get(field) ?? 0);
    const unit = kb.includes(field) ? 'KB' : 'ms';
    const scale = unit === 'KB' ? 1024 : 1;
    const sum = values.reduce((a, b) => a + b, 0) / scale;
    const max = Math.max(0, ...values) / scale;
    out.push(
      `  ${field}: mean ${(sum / Math.max(1, scavenges.length)).toFixed(2)} ${unit} a scavenge (longest ${max.toFixed(2)}), ${(sum / Math.max(1, failures)).toFixed(3)} ${unit} a failure`,
    );
  }
  return out.join('\n');
}

function latencyResults(lat: Latency, layout: Layout): BenchResult[] {
  const warmed = WARMUP > 0 ? `, after ${WARMUP} unmeasured` : '';
  const what = ONE_AT_A_TIME
    ? `${ROUTES} routes failing one at a time${warmed}`
    : `${ROUTES} routes failing at ${FAILURES_PER_SECOND}/s${warmed}`;
  const where =
    layout === 'process'
      ? 'service and relay each in their own process'
      : 'service, relay and load in the bench process';
  return [
    {
      name: `evidence-to-snapshot latency p50 (${what}; ${where})`,
      unit: 'ms',
      value: lat.p50,
      baseline: 'raw ws relay of the same messages, p50',
      baselineValue: lat.rawP50,
    },
    {
      name: `evidence-to-snapshot latency p99 (${what}; ${where})`,
      unit: 'ms',
      value: lat.p99,
      baseline: 'raw ws relay of the same messages, p99',
      baselineValue: lat.rawP99,
    },
    {
      name: `evidence-to-snapshot latency p99 (${what}; ${where})`,
      unit: 'ms',
      value: lat.p99,
      baseline: `fdatasynced append p99 (${lat.fsyncP99.toFixed(1)} ms) + raw ws relay p99 (${lat.rawP99.toFixed(1)} ms), same rate`,
      baselineValue: lat.fsyncP99 + lat.rawP99,
      ...(layout === 'process' ? { aim: 'ratio <= 2' } : {}),
    },
    {
      name: `event-loop delay p99 of the service's process during its rounds (${where})`,
      unit: 'ms',
      value: lat.delayP99,
      baseline: "event-loop delay p99 of the relay's process during its rounds",
      baselineValue: lat.rawDelayP99,
    },
    {
      name: `CPU time of the service's process per failure (${where})`,
      unit: 'µs',
      value: lat.cpuPerFailure,
      baseline: "CPU time of the relay's process per message",
      baselineValue: lat.rawCpuPerMessage,
    },
    ...gcResults(lat, where),
  ];
}

/**
 * What the service's process allocates and keeps per failure, and its scavenges, beside the relay's
 * per message: figures that do not depend on the machine's load (but for the pauses), to compare
 * builds with on a shared machine.
 */
function gcResults(lat: Latency, where: string): BenchResult[] {
  const { gc, rawGc, failures, messages } = lat;
  const kb = (bytes: number, n: number) => bytes / 1024 / Math.max(1, n);
  const scavenges = (r: GcReading) =>
    `${r.scavenges} scavenges, ${r.scavengeMs.toFixed(1)} ms in all, longest ${r.scavengeMaxMs.toFixed(1)} ms; ${r.markSweeps} mark-sweeps, ${r.markSweepMs.toFixed(1)} ms`;
  return [
    {
      name: `JS heap allocated by the service's process per failure (${where})`,
      unit: 'KB',
      value: kb(gc.allocatedBytes, failures),
      baseline: "allocated by the relay's process per message",
      baselineValue: kb(rawGc.allocatedBytes, messages),
    },
    {
      name: `JS heap surviving scavenges in the service's process per failure (${where})`,
      unit: 'KB',
      value: kb(gc.survivedBytes, failures),
      baseline: "surviving in the relay's process per message",
      baselineValue: kb(rawGc.survivedBytes, messages),
    },
    {
      name: `scavenge pause of the service's process per failure (${where}; ${scavenges(gc)})`,
      unit: 'µs',
      value: (gc.scavengeMs * 1000) / Math.max(1, failures),
      baseline: `the relay's per message (${scavenges(rawGc)})`,
      baselineValue: (rawGc.scavengeMs * 1000) / Math.max(1, messages),
    },
  ];
}

export default async function (): Promise<BenchResult[]> {
  // `RECOURSE_SERVER_BENCH=latency` (or `one-at-a-time`): the production-layout latency and its
  // process figures alone.
  if (process.env['RECOURSE_SERVER_BENCH'] === 'latency' || ONE_AT_A_TIME)
    return latencyResults(await latency('process'), 'process');
  const rates = await fanout();
  // The aim is judged in the production layout; the in-process figure is kept for comparison.
  const separate = await latency('process');
  const together = await latency('in-process');
  return [
    {
      name: `snapshot deliveries to ${SUBSCRIBERS} subscribers`,
      unit: 'deliveries/s',
      value: rates.hub,
      baseline: 'raw ws broadcast of the same bytes',
      baselineValue: rates.raw,
      aim: 'ratio >= 0.7',
    },
    ...latencyResults(separate, 'process'),
    ...latencyResults(together, 'in-process'),
  ];
}
