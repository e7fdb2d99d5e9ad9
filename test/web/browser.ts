/**
 * What the console's browser tests need: a current build of web/, Debian's Chromium (installed
 * with apt-get when missing and running as root; otherwise the error says how), and one launch.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const ARTIFACTS = join(ROOT, '.tmp', 'screenshots');

function newest(dir: string): number {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Whether web/dist holds React's development build (one a NODE_ENV other than production made). */
function developmentBuild(): boolean {
  const assets = join(ROOT, 'web', 'dist', 'assets');
  if (!existsSync(assets)) return false;
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .some((f) => !readFileSync(join(assets, f), 'utf8').includes('Minified React error'));
}

/**
 * Builds web/dist when it is missing, older than the console's sources (npm ci builds it too), or a
 * development build.
 */
export function ensureBuilt(): void {
  const index = join(ROOT, 'web', 'dist', 'index.html');
  const sources = Math.max(...['web', 'client', 'policy', 'catalogue'].map((d) => newest(join(ROOT, d))));
  if (existsSync(index) && statSync(index).mtimeMs >= sources && !developmentBuild()) return;
  // vitest sets NODE_ENV=test, and Vite keeps a NODE_ENV it finds: the build would be React's
  // development one, not what `npm start` serves. The build is a production one whatever runs it.
  execFileSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--config', 'web/vite.config.ts'], {
    cwd: ROOT,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** Debian's Chromium (Playwright gives each launch a fresh temporary profile), installed when missing and this process may install it. */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() === 0) {
    execFileSync('sh', ['-c', 'apt-get update && apt-get install -y chromium'], { stdio: 'pipe' });
    if (existsSync(CHROMIUM)) return CHROMIUM;
  }
  throw new Error(
    `no Chromium at ${CHROMIUM}: run \`sudo apt-get update && sudo apt-get install -y chromium\` (or set CHROMIUM_PATH)`,
  );
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: ensureChromium(),
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
} as const;
