/**
 * Generates `visualizations/<name>.mmd` (Mermaid) and `visualizations/<name>.svg` (elkjs layout)
 * from the machine definitions. Run: `npx tsx visualizations/generate.ts`.
 * A machine whose module does not exist yet is skipped; it is picked up once it lands.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { readMachine } from './graph.ts';
import { toMermaid } from './mermaid.ts';
import { toSvg } from './svg.ts';

/** One machine to draw: its module (relative to the repository root) and export name. */
export interface MachineSource {
  name: string;
  module: string;
  exportName: string;
}

/** The machines drawn, in order. */
export const MACHINES: readonly MachineSource[] = [
  { name: 'route', module: 'machines/route.machine.ts', exportName: 'routeMachine' },
  { name: 'circuit', module: 'machines/circuit.machine.ts', exportName: 'circuitMachine' },
];

/** The repository root (this file lives in `visualizations/`). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** One generated file: its path relative to the repository root, and its text. */
export interface GeneratedFile {
  path: string;
  content: string;
}

function isMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'config' in value &&
    typeof (value as { transition?: unknown }).transition === 'function'
  );
}

/** Loads a machine; falls back to the module's only machine export when the named one is absent. */
export async function loadMachine(source: MachineSource, root = ROOT): Promise<AnyStateMachine | null> {
  const file = join(root, source.module);
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const named = mod[source.exportName];
  if (isMachine(named)) return named;
  const machines = Object.keys(mod)
    .sort()
    .map((k) => mod[k])
    .filter(isMachine);
  if (machines.length === 1 && machines[0] !== undefined) return machines[0];
  throw new Error(
    `${source.module} has no machine export "${source.exportName}"; update MACHINES in visualizations/generate.ts`,
  );
}

/** Renders both files for one machine. */
export async function render(name: string, machine: AnyStateMachine): Promise<GeneratedFile[]> {
  const graph = readMachine(machine);
  const title = `${name} machine`;
  return [
    { path: `visualizations/${name}.mmd`, content: toMermaid(graph, title) },
    { path: `visualizations/${name}.svg`, content: await toSvg(graph, title) },
  ];
}

/** Renders every machine whose module exists, in memory. */
export async function generateAll(root = ROOT): Promise<GeneratedFile[]> {
  const files: GeneratedFile[] = [];
  for (const source of MACHINES) {
    const machine = await loadMachine(source, root);
    if (machine !== null) files.push(...(await render(source.name, machine)));
  }
  return files;
}

async function main(): Promise<void> {
  const files = await generateAll();
  for (const f of files) {
    await writeFile(join(ROOT, f.path), f.content);
    process.stdout.write(`wrote ${f.path}\n`);
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
