/**
 * A real service process for tests that restart or kill it: `node --import tsx server/main.ts` on
 * port 0 with the given environment, resolved once it logs "ready".
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Json } from '../server/harness.ts';

const root = join(import.meta.dirname, '../..');

export interface ServiceProcess {
  name: string;
  process: ChildProcess;
  url: string;
  /** The admin token a first start printed on stderr, if it printed one. */
  adminToken: string | null;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr(): string;
}

/** Starts the service with `env` (over the test's own); `children` collects it for clean-up. */
export function startServiceProcess(options: {
  name?: string;
  env: Record<string, string>;
  children: ChildProcess[];
  timeoutMs?: number;
}): Promise<ServiceProcess> {
  const name = options.name ?? 'server';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', NODE_ENV: 'production', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  options.children.push(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let stderr = '';
  child.stderr!.on('data', (d) => {
    stderr += d.toString();
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not get ready: ${stderr}`)),
      options.timeoutMs ?? 20_000,
    );
    void exited.then(({ code }) => reject(new Error(`${name} exited with ${code}: ${stderr}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let log: { msg?: string; url?: string };
      try {
        log = JSON.parse(line);
      } catch {
        return;
      }
      if (log.msg === 'ready' && log.url) {
        clearTimeout(timer);
        resolve({
          name,
          process: child,
          url: log.url,
          adminToken: /rct_[A-Za-z0-9_-]+/.exec(stderr)?.[0] ?? null,
          exited,
          stderr: () => stderr,
        });
      }
    });
  });
}

/** One HTTP call to a service process with a bearer token: its status and JSON body (null if none). */
export async function callApi(
  url: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Json> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}
