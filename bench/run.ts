/**
 * `npm run bench`: runs every `bench/*.bench.ts` (or those named on the command line) and prints each
 * figure beside the baseline measured in the same run, with their ratio.
 */
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchModule } from './types.ts';

const here = dirname(fileURLToPath(import.meta.url));

function fmt(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const abs = Math.abs(n);
  if (abs >= 1000) return n.toFixed(0);
  if (abs >= 10) return n.toFixed(1);
  return n.toPrecision(3);
}

/** Set in a bench's own process (below), which prints no header of its own. */
const CHILD = 'RECOURSE_BENCH_OWN_PROCESS';

/** Runs one bench in a process of its own with `flags` added; resolves with its exit code. */
function runInOwnProcess(name: string, flags: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, ...flags, fileURLToPath(import.meta.url), name],
      { stdio: 'inherit', env: { ...process.env, [CHILD]: '1' } },
    );
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const files = (await readdir(here))
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => only.length === 0 || only.includes(basename(f, '.bench.ts')))
    .sort();
  let failures = 0;
  for (const file of files) {
    const name = basename(file, '.bench.ts');
    if (process.env[CHILD] !== '1') console.log(`\n== ${name}`);
    try {
      const mod = (await import(pathToFileURL(join(here, file)).href)) as BenchModule;
      const missing = (mod.nodeFlags ?? []).filter((flag) => !process.execArgv.includes(flag));
      if (missing.length > 0) {
        const code = await runInOwnProcess(name, missing);
        if (code !== 0) failures++;
        continue;
      }
      for (const r of await mod.default()) {
        const ratio = r.baselineValue === 0 ? Number.NaN : r.value / r.baselineValue;
        console.log(
          `${r.name}: ${fmt(r.value)} ${r.unit} | baseline (${r.baseline}): ${fmt(r.baselineValue)} ${r.unit} | ratio ${fmt(ratio)}${r.aim ? ` | aim: ${r.aim}` : ''}`,
        );
      }
    } catch (error) {
      failures++;
      console.error(
        `${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
  }
  if (failures > 0) process.exitCode = 1;
}

await main();
