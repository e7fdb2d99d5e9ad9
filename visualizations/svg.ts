/**
 * Lays a {@link DiagramGraph} out with elkjs (layered, nested states kept inside their parents) and
 * writes the SVG text itself: boxes, arrows and labels. Same graph, same bytes.
 */
import ElkBundled from 'elkjs/lib/elk.bundled.js';
import type { ELK as ElkApi, ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api.js';
import type { DiagramGraph, DiagramState } from './graph.ts';

type ElkConstructor = new () => ElkApi;
// The bundle is CommonJS: under Node's ESM interop the default import is the constructor itself.
const ELK = ((ElkBundled as unknown as { default?: ElkConstructor }).default ??
  ElkBundled) as unknown as ElkConstructor;

const FONT_SIZE = 12;
/** Width of one character of the monospace font at {@link FONT_SIZE}; text is measured with it. */
const CHAR_WIDTH = 7.3;
const LINE_HEIGHT = 16;
const INITIAL_SIZE = 12;
const TITLE_PAD = 30;

const textWidth = (text: string): number => Math.ceil(text.length * CHAR_WIDTH);
const r = (n: number): string => String(Math.round(n * 10) / 10);

/** Escapes text for an SVG text node or attribute. */
export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const initialId = (id: string): string => `${id}#initial`;

function stateTitle(s: DiagramState): string {
  return s.invokes.length > 0 ? `${s.key}  ⟳ ${s.invokes.join(', ')}` : s.key;
}

function toElkNode(s: DiagramState): ElkNode {
  const title = stateTitle(s);
  if (s.children.length === 0) {
    return {
      id: s.id,
      width: Math.max(90, textWidth(title) + 28),
      height: 38,
      labels: [{ text: title }],
    };
  }
  const children: ElkNode[] = [];
  if (s.initial !== null) children.push({ id: initialId(s.id), width: INITIAL_SIZE, height: INITIAL_SIZE });
  children.push(...s.children.map(toElkNode));
  return {
    id: s.id,
    labels: [{ text: title }],
    children,
    layoutOptions: {
      'elk.padding': `[top=${TITLE_PAD + 6},left=16,bottom=16,right=16]`,
      'elk.nodeSize.minimum': `(${textWidth(title) + 32}, 60)`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
    },
  };
}

function initialEdges(s: DiagramState): ElkExtendedEdge[] {
  const own: ElkExtendedEdge[] =
    s.initial === null ? [] : [{ id: `init:${s.id}`, sources: [initialId(s.id)], targets: [s.initial] }];
  return [...own, ...s.children.flatMap(initialEdges)];
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Lays out `graph` and returns the complete SVG document. */
export async function toSvg(graph: DiagramGraph, title: string): Promise<string> {
  const elk = new ELK();
  const edges: ElkExtendedEdge[] = [
    ...initialEdges(graph.root),
    ...graph.edges.map((e, i) => ({
      id: `e${i}`,
      sources: [e.source],
      targets: [e.target],
      labels: [{ text: e.label, width: textWidth(e.label) + 8, height: LINE_HEIGHT + 2 }],
    })),
  ];
  const input: ElkNode = {
    id: 'diagram',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.randomSeed': '1',
      'elk.padding': '[top=44,left=20,bottom=20,right=20]',
      'elk.spacing.nodeNode': '36',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.edgeLabel': '6',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
    },
    children: [toElkNode(graph.root)],
    edges,
  };
  const laid: ElkNode = await elk.layout(input);

  const boxes = new Map<string, Box>();
  const collect = (n: ElkNode): void => {
    boxes.set(n.id, { x: n.x ?? 0, y: n.y ?? 0, width: n.width ?? 0, height: n.height ?? 0 });
    for (const c of n.children ?? []) collect(c);
  };
  for (const c of laid.children ?? []) collect(c);

  const width = laid.width ?? 0;
  const height = laid.height ?? 0;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${r(width)}" height="${r(height)}" viewBox="0 0 ${r(width)} ${r(height)}" font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" font-size="${FONT_SIZE}">`,
    '<!-- Generated from the machine definition by visualizations/generate.ts: do not edit by hand. -->',
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#334155"/></marker></defs>',
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="20" y="26" font-size="15" font-weight="bold" fill="#0f172a">${xmlEscape(title)}</text>`,
  ];

  const drawState = (s: DiagramState): void => {
    const b = boxes.get(s.id);
    if (b === undefined) return;
    const name = xmlEscape(stateTitle(s));
    if (s.children.length > 0) {
      out.push(
        `<g class="state compound" data-id="${xmlEscape(s.id)}"><rect x="${r(b.x)}" y="${r(b.y)}" width="${r(b.width)}" height="${r(b.height)}" rx="12" fill="#f1f5f9" stroke="#64748b"/>`,
        `<text x="${r(b.x + 12)}" y="${r(b.y + 20)}" font-weight="bold" fill="#0f172a">${name}</text></g>`,
      );
      const init = boxes.get(initialId(s.id));
      if (init !== undefined) {
        out.push(
          `<circle class="initial" cx="${r(init.x + init.width / 2)}" cy="${r(init.y + init.height / 2)}" r="${r(INITIAL_SIZE / 2)}" fill="#0f172a"/>`,
        );
      }
      for (const c of s.children) drawState(c);
      return;
    }
    const final = s.type === 'final';
    out.push(
      `<g class="state${final ? ' final' : ''}" data-id="${xmlEscape(s.id)}"><rect x="${r(b.x)}" y="${r(b.y)}" width="${r(b.width)}" height="${r(b.height)}" rx="8" fill="#ffffff" stroke="#334155" stroke-width="${final ? 3 : 1.5}"/>`,
      `<text x="${r(b.x + b.width / 2)}" y="${r(b.y + b.height / 2 + 4)}" text-anchor="middle" fill="#0f172a">${name}</text></g>`,
    );
  };
  drawState(graph.root);

  const labelsOut: string[] = [];
  for (const e of laid.edges ?? []) {
    for (const section of e.sections ?? []) {
      const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
      const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${r(p.x)},${r(p.y)}`).join(' ');
      out.push(
        `<path class="transition" d="${d}" fill="none" stroke="#334155" stroke-width="1.2" marker-end="url(#arrow)"/>`,
      );
    }
    for (const l of (e.labels ?? []) as ElkLabel[]) {
      const x = l.x ?? 0;
      const y = l.y ?? 0;
      labelsOut.push(
        `<g class="label"><rect x="${r(x)}" y="${r(y)}" width="${r(l.width ?? 0)}" height="${r(l.height ?? 0)}" rx="3" fill="#ffffff" fill-opacity="0.9"/>`,
        `<text x="${r(x + 4)}" y="${r(y + LINE_HEIGHT - 3)}" fill="#1e3a8a">${xmlEscape(l.text ?? '')}</text></g>`,
      );
    }
  }
  // Labels go last so no arrow is drawn over them.
  out.push(...labelsOut, '</svg>');
  return `${out.join('\n')}\n`;
}
