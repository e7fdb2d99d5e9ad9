/**
 * What the server bench's rounds kept, object by object: the JS objects of a heap snapshot taken at
 * the end whose ids the snapshot taken before the first round does not hold (V8 keeps an object's id
 * for its life), summed by kind and by the chain of what retains each, up to the first object that was
 * there before the rounds. Exact, where a sampling heap profile sees one object in 4 KB.
 *
 *   RECOURSE_BENCH_HEAP_SNAPSHOT=/tmp/h.heapsnapshot RECOURSE_BENCH_HEAP_SNAPSHOT_START=1 \
 *     RECOURSE_SERVER_BENCH=one-at-a-time npm run bench -- server
 *   node --max-old-space-size=6000 --import tsx bench/heap-diff.ts /tmp/h.heapsnapshot [failures] [depth] [rows]
 */
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[]];
      edge_fields: string[];
      edge_types: [string[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

const [file, perArg = '1000', depthArg = '3', rowsArg = '40'] = process.argv.slice(2);
if (!file) {
  console.error('usage: bench/heap-diff.ts <file> [failures] [depth] [rows] (reads <file>.start and <file>)');
  process.exit(2);
}
const per = Number(perArg);
const load = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Snapshot;
const before = load(`${file}.start`);
const after = load(file);
const meta = after.snapshot.meta;
const nfl = meta.node_fields.length;
const efl = meta.edge_fields.length;
const [iType, iName, iId, iSize, iEdges] = ['type', 'name', 'id', 'self_size', 'edge_count'].map((f) =>
  meta.node_fields.indexOf(f),
) as [number, number, number, number, number];
const [eType, eName, eTo] = ['type', 'name_or_index', 'to_node'].map((f) => meta.edge_fields.indexOf(f)) as [
  number,
  number,
  number,
];
const nodeTypes = meta.node_types[0];
const edgeTypes = meta.edge_types[0];
const { nodes, edges, strings } = after;
const count = nodes.length / nfl;

const old = new Set<number>();
for (let i = 0; i < before.nodes.length; i += nfl) old.add(before.nodes[i + iId] as number);
const isNew = (n: number) => !old.has(nodes[n * nfl + iId] as number);

// The first strong retainer of each node (maps and back pointers skipped: they say nothing of owners).
const retainer = new Int32Array(count).fill(-1);
const via: string[] = new Array(count);
for (let n = 0, e = 0; n < count; n++) {
  const end = e + (nodes[n * nfl + iEdges] as number) * efl;
  for (; e < end; e += efl) {
    const type = edgeTypes[edges[e + eType] as number] as string;
    if (type === 'weak') continue;
    const to = (edges[e + eTo] as number) / nfl;
    if (retainer[to] !== -1) continue;
    const name = type === 'element' || type === 'hidden' ? '[]' : String(strings[edges[e + eName] as number]);
    if (name === 'map' || name === 'back_pointer') continue;
    retainer[to] = n;
    via[to] = name;
  }
}

const label = (n: number) => {
  const type = nodeTypes[nodes[n * nfl + iType] as number] as string;
  const name = type.includes('string') ? '' : String(strings[nodes[n * nfl + iName] as number]).slice(0, 30);
  return `${type}:${name}`;
};

const rows = new Map<string, { objects: number; bytes: number }>();
let objects = 0;
let bytes = 0;
for (let n = 0; n < count; n++) {
  if (!isNew(n)) continue;
  const type = nodeTypes[nodes[n * nfl + iType] as number];
  if (type === 'native' || type === 'synthetic' || type === 'code') continue;
  const size = nodes[n * nfl + iSize] as number;
  objects++;
  bytes += size;
  let path = label(n);
  for (let m = n, d = 0; d < Number(depthArg) && retainer[m] !== -1; d++) {
    const r = retainer[m] as number;
    path += ` <- ${via[m]}@${label(r)}${isNew(r) ? '' : ' (before)'}`;
    m = r;
    if (!isNew(m)) break;
  }
  const row = rows.get(path) ?? { objects: 0, bytes: 0 };
  row.objects++;
  row.bytes += size;
  rows.set(path, row);
}
console.log(
  `kept by the rounds, per failure: ${(objects / per).toFixed(1)} objects, ${(bytes / per).toFixed(0)} bytes`,
);
for (const [path, row] of [...rows].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, Number(rowsArg))) {
  console.log(
    `${(row.objects / per).toFixed(2).padStart(6)} ${(row.bytes / per).toFixed(0).padStart(6)} B  ${path}`,
  );
}
