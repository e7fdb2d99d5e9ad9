import { describe, expect, it } from 'vitest';
import { and, fromPromise, not, or, setup } from 'xstate';
import { circuitMachine } from '../../machines/circuit.machine.ts';
import { describeEvent, describeGuard, readMachine } from '../../visualizations/graph.ts';
import { mermaidId, toMermaid } from '../../visualizations/mermaid.ts';
import { toSvg, xmlEscape } from '../../visualizations/svg.ts';

/** A small machine using every kind of transition the generator must draw. */
const sample = setup({
  types: {} as { events: { type: 'GO' } | { type: 'STOP' } | { type: 'PICK'; n: number } },
  guards: { ready: () => true, late: () => false, picked: (_, _params: { n: number }) => true },
  delays: { pause: 1000 },
  actors: { save: fromPromise(async () => undefined) },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  states: {
    idle: {
      on: {
        GO: [{ guard: and(['ready', not('late')]), target: 'work' }, { target: 'done' }],
        PICK: { guard: { type: 'picked', params: { n: 2 } }, target: 'work.saving' },
      },
      after: { pause: 'work' },
    },
    work: {
      initial: 'saving',
      states: {
        saving: {
          invoke: { id: 'save', src: 'save', onDone: 'saved', onError: '#sample.done' },
        },
        saved: { always: { guard: or(['ready', 'late']), target: '#sample.done' } },
      },
      on: { STOP: {} },
    },
    both: {
      type: 'parallel',
      states: { left: {}, right: {} },
    },
    done: { type: 'final' },
  },
});

describe('machine graph reader', () => {
  const graph = readMachine(sample);
  const labels = graph.edges.map((e) => `${e.source} -> ${e.target} : ${e.label}`);

  it('reads nested states in definition order with their initial child and invokes', () => {
    expect(graph.root.children.map((c) => c.key)).toEqual(['idle', 'work', 'both', 'done']);
    const work = graph.root.children[1];
    expect(work?.initial).toBe('sample.work.saving');
    expect(work?.children[0]?.invokes).toEqual(['save']);
    expect(graph.root.children[2]?.type).toBe('parallel');
    expect(graph.root.children[3]?.type).toBe('final');
  });

  it('labels every kind of transition with its event and guard', () => {
    expect(labels).toEqual(
      expect.arrayContaining([
        'sample.idle -> sample.work : GO [ready && !late]',
        'sample.idle -> sample.done : GO',
        'sample.idle -> sample.work.saving : PICK [picked(2)]',
        'sample.idle -> sample.work : after(pause)',
        'sample.work.saving -> sample.work.saved : done(save)',
        'sample.work.saving -> sample.done : error(save)',
        'sample.work.saved -> sample.done : always [ready || late]',
        'sample.work -> sample.work : STOP',
      ]),
    );
    expect(labels).toHaveLength(8);
  });

  it('names guards and events the way a reader says them', () => {
    expect(describeGuard(undefined)).toBeNull();
    expect(describeGuard(() => true)).toBe('inline guard');
    expect(describeEvent('', 'm.a')).toBe('always');
    expect(describeEvent('xstate.after.5000.m.a', 'm.a')).toBe('after(5000)');
    expect(describeEvent('xstate.done.state.m.a', 'm.a')).toBe('done.state(m.a)');
  });

  it('draws every circuit transition', () => {
    const circuit = readMachine(circuitMachine);
    const events = circuit.edges.map((e) => `${e.source.split('.')[1]} ${e.label}`);
    expect(events).toEqual(
      expect.arrayContaining([
        'closed FAILURE',
        'open ADMIT [isProbeHolder]',
        'open ADMIT [openExpired]',
        'half_open ADMIT',
        'probing SUCCESS [isProbeHolder]',
        'probing FAILURE',
        'probing ADMIT [leaseExpired]',
        'probing RELEASE [isProbeHolder]',
      ]),
    );
  });
});

describe('mermaid output', () => {
  const text = toMermaid(readMachine(sample), 'sample machine');

  it('nests child states in blocks, marks initial and final states, and separates parallel regions', () => {
    expect(text).toContain('stateDiagram-v2');
    expect(text).toContain('  [*] --> sample__idle');
    expect(text).toContain('  state sample__work {\n    [*] --> sample__work__saving');
    expect(text).toContain('    state "right" as sample__both__right');
    expect(text).toMatch(/state "left" as sample__both__left\n\s+--\n/);
    expect(text).toContain('  sample__done --> [*]');
    expect(text).toContain('    sample__work__saving --> sample__work__saved : done(save)');
    // Edges crossing a block go where both ends' parents meet, or Mermaid would move a state.
    expect(text).toContain('\n  sample__work__saving --> sample__done : error(save)');
    expect(text).toContain('\n  sample__idle --> sample__work__saving : PICK [picked(2)]');
  });

  it('keeps ids and labels within what Mermaid parses', () => {
    expect(mermaidId('route.wait-x.armed')).toBe('route__wait_x__armed');
    expect(toMermaid(readMachine(sample), 'a: b; #c')).toContain('title: a∶ b， ＃c');
  });
});

describe('svg output', () => {
  it('draws a box per state, an arrow and label per transition, deterministically', async () => {
    const graph = readMachine(sample);
    const svg = await toSvg(graph, 'sample <machine>');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('sample &lt;machine&gt;');
    expect(svg.match(/<path class="transition"/g)).toHaveLength(graph.edges.length + 2);
    expect(svg.match(/<g class="label">/g)).toHaveLength(graph.edges.length);
    expect(svg).toContain('data-id="sample.work.saved"');
    expect(svg).toContain('GO [ready &amp;&amp; !late]');
    expect(await toSvg(graph, 'sample <machine>')).toBe(svg);
    expect(xmlEscape(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });
});
