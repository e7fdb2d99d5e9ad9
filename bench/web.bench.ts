/**
 * The web console: (1) the gzip size of its JavaScript beside React's own production files, the
 * floor any React console pays; (2) the time for the board to take 1,000 route updates (200 routes,
 * 5 generations each) through the real client (each frame parsed with the protocol schemas, the
 * route store, React) until Chromium has painted them, beside applying the same 1,000 frames
 * (JSON.parse) to a plain Map in the same page. Both paths get each frame in its own task, as a
 * WebSocket delivers them, and run interleaved in the same page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import pino from 'pino';
import type { RouteView } from '../machines/route.types.ts';
import { startServer } from '../server/app.ts';
import { serverMessageSchema } from '../server/protocol.ts';
import { DESKTOP, ensureBuilt, launch } from '../test/web/browser.ts';
import type { BenchResult } from './types.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ROUTES = 200;
const GENERATIONS = 5;
const RUNS = 5;

function gz(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** 1,000 `route` frames; each is checked against the protocol first, as the client will parse it. */
export function frames(): string[] {
  const out: string[] = [];
  const at = Date.UTC(2026, 0, 1);
  for (let g = 1; g <= GENERATIONS; g++)
    for (let r = 0; r < ROUTES; r++) {
      const route: RouteView = {
        route_id: `rt_bench_${r}`,
        profile_id: 'bench',
        caller: 'kanban',
        state: 'retry_wait',
        generation: g,
        candidate: 'claude',
        invocation_id: `inv_${r}_${g}`,
        cycle: 0,
        excluded: [],
        retry_ordinal: g,
        max_retries: GENERATIONS,
        deadline: new Date(at + 3_600_000).toISOString(),
        pending_outcome: 'retry',
        code: 'provider_overloaded',
        class: 'transient',
        category: 'provider',
        safe_excerpt: 'overloaded_error | Overloaded',
        reason: null,
        attempt_in_flight: false,
        turn: 0,
        awaiting_adapter: false,
        updated_at: new Date(at + g * 1000).toISOString(),
      };
      const message = { type: 'route', route };
      // A frame the client cannot parse is dropped and the board never shows it: fail here instead.
      serverMessageSchema.parse(message);
      out.push(JSON.stringify(message));
    }
  return out;
}

declare global {
  interface Window {
    __sockets: WebSocket[];
  }
}

export default async function bench(): Promise<BenchResult[]> {
  ensureBuilt();
  const assets = join(ROOT, 'web', 'dist', 'assets');
  const js = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((n, f) => n + gz(join(assets, f)), 0);
  const react =
    gz(join(ROOT, 'node_modules/react/cjs/react.production.js')) +
    gz(join(ROOT, 'node_modules/react-dom/cjs/react-dom-client.production.js'));

  let admin = '';
  const dir = await mkdtemp(join(tmpdir(), 'recourse-bench-web-'));
  const server = await startServer({
    dataDir: dir,
    port: 0,
    logger: pino({ level: 'silent' }),
    onAdminToken: (t) => {
      admin = t;
    },
  });
  const browser = await launch();
  const storeMs: number[] = [];
  const mapMs: number[] = [];
  const all = frames();
  const last = `rt_bench_${ROUTES - 1}`;
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ ...DESKTOP, baseURL: server.url });
      await context.addInitScript((tk) => {
        sessionStorage.setItem('recourse.token', tk);
        // Keeps the sockets the page opens, so the bench can hand frames to the client's own handler.
        const sockets: WebSocket[] = [];
        window.__sockets = sockets;
        window.WebSocket = new Proxy(WebSocket, {
          construct(target, args: ConstructorParameters<typeof WebSocket>) {
            const ws = Reflect.construct(target, args) as WebSocket;
            sockets.push(ws);
            return ws;
          },
        });
      }, admin);
      const page = await context.newPage();
      await page.goto('/board');
      await page.locator('.status-open').waitFor();

      const viaMap = () =>
        page.evaluate(async (list) => {
          const map = new Map<string, { generation: number }>();
          const t0 = performance.now();
          await new Promise<void>((done) => {
            const channel = new MessageChannel();
            let i = 0;
            channel.port1.onmessage = () => {
              const route = JSON.parse(list[i++]!).route;
              const held = map.get(route.route_id);
              if (!held || held.generation < route.generation) map.set(route.route_id, route);
              if (i < list.length) channel.port2.postMessage(0);
              else done();
            };
            channel.port2.postMessage(0);
          });
          const ms = performance.now() - t0;
          if (map.size !== 200) throw new Error(`the Map holds ${map.size} routes`);
          return ms;
        }, all);

      const viaBoard = () =>
        page.evaluate(
          async ({ list, last, routes, generations }) => {
            const ws = window.__sockets.at(-1)!;
            const t0 = performance.now();
            await new Promise<void>((done) => {
              const channel = new MessageChannel();
              let i = 0;
              channel.port1.onmessage = () => {
                ws.dispatchEvent(new MessageEvent('message', { data: list[i++] }));
                if (i < list.length) channel.port2.postMessage(0);
                else done();
              };
              channel.port2.postMessage(0);
            });
            // Rendered: every route counted, and the last frame's route shows its last generation.
            // (No named inner functions here: tsx would wrap them in a helper the page lacks.)
            while (
              !(
                document
                  .querySelector('[data-column="retry_wait"] [data-count]')
                  ?.getAttribute('data-count') === String(routes) &&
                (document.querySelector(`[data-route="${last}"]`)?.textContent ?? '').includes(
                  `${generations} of ${generations}`,
                )
              )
            ) {
              if (performance.now() > t0 + 60_000)
                throw new Error('the board did not show the updates in 60 s');
              await new Promise((r) => requestAnimationFrame(r));
            }
            // One more frame: the one that paints what the DOM now holds.
            await new Promise((r) => requestAnimationFrame(r));
            return performance.now() - t0;
          },
          { list: all, last, routes: ROUTES, generations: GENERATIONS },
        );

      // Interleaved, alternating which goes first.
      if (run % 2 === 0) {
        mapMs.push(await viaMap());
        storeMs.push(await viaBoard());
      } else {
        storeMs.push(await viaBoard());
        mapMs.push(await viaMap());
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return [
    {
      name: 'console JavaScript, gzip',
      unit: 'KiB',
      value: js / 1024,
      baseline: 'react + react-dom production files, gzip',
      baselineValue: react / 1024,
    },
    {
      name: `board takes ${ROUTES * GENERATIONS} route updates, one per task (client parse + store + React, painted in Chromium), median of ${RUNS}`,
      unit: 'ms',
      value: median(storeMs),
      baseline: 'the same frames, one per task, JSON.parsed into a plain Map in the same page',
      baselineValue: median(mapMs),
    },
  ];
}
