/**
 * The web console: (1) the gzip size of its JavaScript beside React's own production files, the
 * floor any React console pays; (2) the time for the board to take 1,000 route updates (200 routes,
 * 5 generations each) through the real client (WebSocket frames parsed with the protocol schemas, the
 * route store, React) until Chromium shows them, beside applying the same 1,000 frames (JSON.parse)
 * to a plain Map in the same page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import pino from 'pino';
import { startServer } from '../server/app.ts';
import { DESKTOP, ensureBuilt, launch } from '../test/web/browser.ts';
import type { BenchResult } from './types.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ROUTES = 200;
const GENERATIONS = 5;

function gz(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function frames(): string[] {
  const out: string[] = [];
  const at = Date.UTC(2026, 0, 1);
  for (let g = 1; g <= GENERATIONS; g++)
    for (let r = 0; r < ROUTES; r++) {
      out.push(
        JSON.stringify({
          type: 'route',
          route: {
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
            updated_at: new Date(at + g * 1000).toISOString(),
          },
        }),
      );
    }
  return out;
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
  const { mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
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
  try {
    const all = frames();
    for (let run = 0; run < 5; run++) {
      const context = await browser.newContext({ ...DESKTOP, baseURL: server.url });
      await context.addInitScript((tk) => sessionStorage.setItem('recourse.token', tk), admin);
      const page = await context.newPage();
      let inject: ((frame: string) => void) | null = null;
      await page.routeWebSocket(/\/v1\/ws$/, (ws) => {
        const upstream = ws.connectToServer();
        ws.onMessage((m) => upstream.send(m));
        upstream.onMessage((m) => ws.send(m));
        inject = (frame) => ws.send(frame);
      });
      await page.goto('/board');
      await page.locator('.status-open').waitFor();
      // Interleaved: the Map baseline and the store path in the same page, same frames.
      mapMs.push(
        await page.evaluate((list) => {
          const t0 = performance.now();
          const map = new Map<string, { generation: number }>();
          for (const f of list) {
            const route = JSON.parse(f).route;
            const held = map.get(route.route_id);
            if (!held || held.generation < route.generation) map.set(route.route_id, route);
          }
          return performance.now() - t0 + (map.size === 0 ? 1 : 0);
        }, all),
      );
      const t0 = performance.now();
      for (const f of all) inject!(f);
      await page.waitForFunction(
        (n) => document.querySelector('[data-column="retry_wait"] [data-count]')?.textContent === String(n),
        ROUTES,
        { polling: 'raf', timeout: 60_000 },
      );
      storeMs.push(performance.now() - t0);
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
      name: `board takes ${ROUTES * GENERATIONS} route updates (client store + React render in Chromium), median of 5`,
      unit: 'ms',
      value: median(storeMs),
      baseline: 'the same frames JSON.parsed into a plain Map in the same page',
      baselineValue: median(mapMs),
    },
  ];
}
