/** Renders a {@link DiagramGraph} as a Mermaid `stateDiagram-v2`, nested states included. */
import type { DiagramGraph, DiagramState } from './graph.ts';

/** A Mermaid-safe id for a state node id (`route.waiting.armed` → `route__waiting__armed`). */
export function mermaidId(id: string): string {
  return id.replace(/[^A-Za-z0-9_]/g, (c) => (c === '.' ? '__' : '_'));
}

/** Mermaid reads `:`, `;` and `#` specially inside labels; swap them for look-alikes. */
function label(text: string): string {
  return text.replace(/:/g, '∶').replace(/;/g, '，').replace(/#/g, '＃');
}

/** The Mermaid source for `graph`; deterministic for a given machine definition. */
export function toMermaid(graph: DiagramGraph, title: string): string {
  const lines: string[] = [
    '%% Generated from the machine definition by visualizations/generate.ts: do not edit by hand.',
    `%% Regenerate with: npx tsx visualizations/generate.ts`,
    '---',
    `title: ${label(title)}`,
    '---',
    'stateDiagram-v2',
  ];
  const parentOf = new Map<string, string>();
  const walkParents = (s: DiagramState): void => {
    for (const c of s.children) {
      parentOf.set(c.id, s.id);
      walkParents(c);
    }
  };
  walkParents(graph.root);

  const chain = (id: string): string[] => {
    const out = [id];
    for (let p = parentOf.get(id); p !== undefined; p = parentOf.get(p)) out.unshift(p);
    return out;
  };
  /** The innermost block holding both ends' parents: Mermaid moves a state into the block that names it last. */
  const homeOf = (source: string, target: string): string => {
    const a = chain(parentOf.get(source) ?? graph.root.id);
    const b = chain(parentOf.get(target) ?? graph.root.id);
    let home = graph.root.id;
    for (let i = 0; i < Math.min(a.length, b.length) && a[i] === b[i]; i++) home = a[i] ?? home;
    return home;
  };
  const edgesIn = new Map<string, string[]>();
  for (const e of graph.edges) {
    const home = homeOf(e.source, e.target);
    const list = edgesIn.get(home) ?? [];
    list.push(`${mermaidId(e.source)} --> ${mermaidId(e.target)} : ${label(e.label)}`);
    edgesIn.set(home, list);
  }

  const emit = (container: DiagramState, depth: number): void => {
    const pad = '  '.repeat(depth);
    if (container.initial !== null) lines.push(`${pad}[*] --> ${mermaidId(container.initial)}`);
    container.children.forEach((child, i) => {
      if (container.type === 'parallel' && i > 0) lines.push(`${pad}--`);
      const invokes = child.invokes.length > 0 ? ` (invokes ${child.invokes.join(', ')})` : '';
      lines.push(`${pad}state "${label(child.key + invokes).replace(/"/g, "'")}" as ${mermaidId(child.id)}`);
      if (child.children.length > 0) {
        lines.push(`${pad}state ${mermaidId(child.id)} {`);
        emit(child, depth + 1);
        lines.push(`${pad}}`);
      }
      if (child.type === 'final') lines.push(`${pad}${mermaidId(child.id)} --> [*]`);
    });
    for (const line of edgesIn.get(container.id) ?? []) lines.push(`${pad}${line}`);
  };
  emit(graph.root, 1);
  return `${lines.join('\n')}\n`;
}
