/**
 * `recourse routes`: inspect and act on the routes of a running service.
 *
 *   recourse routes list [--profile ID] [--json]
 *   recourse routes show ID [--json]
 *   recourse routes start PROFILE [--caller kanban|office|utility] [--prompt TEXT | --prompt-file FILE]
 *     [--cwd DIR] [--meta KEY=VALUE …] [--json]
 *   recourse routes errors ID [--format rich|json|plain]
 *   recourse routes watch [ID] [--profile ID] [--json] [--count N]
 *   recourse routes retry-now|skip-now|cancel-wait|stop ID --generation N
 *   recourse routes send ID --prompt TEXT --generation N
 */

import { resolve } from 'node:path';
import WebSocket from 'ws';
import {
  type RouteAction,
  type RouteTask,
  type RouteView,
  routeTaskSchema,
} from '../../actors/engine-api.ts';
import { createRecourseClient, RecourseHttpError, type WebSocketConstructor } from '../../client/index.ts';
import { type AttemptRecord, CALLERS, type Caller } from '../../persistence/store.ts';
import type { RouteStartPending } from '../../server/protocol.ts';
import { fromZodError } from '../../validation/field-errors.ts';
import { type CommandSpec, type GroupSpec, parseGroup, REMOTE_OPTIONS } from '../args.ts';
import { ApiError, type Client, clientConfig, createClient, reportFailure } from '../client.ts';
import { type ErrorReport, errorReport } from '../error-report.ts';
import { CLI, type CliIo, EXIT, printFieldErrors, readInputOrSay } from '../io.ts';

const ACTIONS: Record<string, RouteAction> = {
  'retry-now': 'retry_now',
  'skip-now': 'skip_now',
  'cancel-wait': 'cancel_wait',
  stop: 'stop',
};

const GENERATION = {
  type: 'string',
  value: 'N',
  required: true,
  description: 'the generation you saw (`routes show ID`); a stale one is rejected',
} as const;

function actionSpec(verb: string, summary: string): CommandSpec {
  return {
    name: `routes ${verb}`,
    args: 'ID',
    arity: [1, 1],
    summary,
    details:
      'Every action carries the generation you saw; a stale one is rejected with the current\n' +
      'snapshot, so an action never applies twice.',
    options: { generation: GENERATION, ...REMOTE_OPTIONS },
    exits: 'Exit codes: 0 done, 2 bad input, 1 failure (unreachable, not found, rejected).',
  };
}

export const GROUP = {
  name: 'routes',
  summary: 'Inspect and act on the routes of a running Recourse service.',
  details:
    'Every action carries the generation you saw (`routes show`); a stale one is rejected with the\n' +
    'current snapshot, so an action never applies twice.',
  common: REMOTE_OPTIONS,
  subcommands: [
    {
      name: 'routes list',
      arity: [0, 0],
      summary: 'Routes with state, generation, candidate, code and deadline.',
      options: {
        profile: { type: 'string', value: 'ID', description: 'only the routes of this profile' },
        json: { type: 'boolean', description: 'print the routes as JSON' },
        ...REMOTE_OPTIONS,
      },
    },
    {
      name: 'routes show',
      args: 'ID',
      arity: [1, 1],
      summary: "One route's authoritative snapshot.",
      options: { json: { type: 'boolean', description: 'print the snapshot as JSON' }, ...REMOTE_OPTIONS },
    },
    {
      name: 'routes start',
      args: 'PROFILE',
      arity: [1, 1],
      summary: 'Start a route for a dynamic profile, with the task its attempts carry.',
      details:
        'The task is what every dispatch of the route carries to its adapter: the prompt and the\n' +
        "working directory on the adapter's host (a relative DIR is resolved against the current\n" +
        "one), and optional metadata. It is checked against the API's own limits before anything is\n" +
        'sent: a prompt of 1 to 32768 characters, a directory of 1 to 4096, at most 32 metadata keys\n' +
        '(key up to 64 characters, value up to 1024).',
      options: {
        caller: {
          type: 'string',
          value: 'kanban|office|utility',
          description: 'who starts the route (default kanban)',
        },
        prompt: { type: 'string', value: 'TEXT', description: "the task's prompt (the first turn)" },
        'prompt-file': {
          type: 'string',
          value: 'FILE|-',
          description: 'read the prompt from FILE (- for standard input) instead',
        },
        cwd: { type: 'string', value: 'DIR', description: "the task's working directory (with a prompt)" },
        meta: {
          type: 'string',
          value: 'KEY=VALUE',
          multiple: true,
          description: 'task metadata; repeat for more keys',
        },
        json: { type: 'boolean', description: "print the service's JSON answer" },
        ...REMOTE_OPTIONS,
      },
    },
    {
      name: 'routes errors',
      args: 'ID',
      arity: [1, 1],
      summary: 'Error history: counts, retries, categories, attempts and recovery commands.',
      details:
        'Each attempt shows its code, class and decision, the policy it was decided under, and the\n' +
        'catalogue version and rule that classified it.',
      options: {
        format: {
          type: 'string',
          value: 'rich|json|plain',
          description: 'rich (default; fits 80 columns), json or plain',
        },
        ...REMOTE_OPTIONS,
      },
    },
    {
      name: 'routes watch',
      args: '[ID]',
      arity: [0, 1],
      summary: "Print every change live: one route's, a profile's, or all.",
      options: {
        profile: { type: 'string', value: 'ID', description: "watch this profile's routes" },
        json: { type: 'boolean', description: 'print each snapshot as JSON' },
        count: { type: 'string', value: 'N', description: 'stop after N snapshots' },
        ...REMOTE_OPTIONS,
      },
    },
    actionSpec('retry-now', 'Dispatch the current candidate now.'),
    actionSpec('skip-now', 'Exclude the current candidate and switch.'),
    actionSpec('cancel-wait', 'Cancel a pending wait (manual recovery follows).'),
    actionSpec('stop', 'Stop for manual recovery (an attempt in flight is asked to cancel).'),
    {
      ...actionSpec('send', 'Send the next turn of a route whose last attempt succeeded.'),
      options: {
        prompt: { type: 'string', value: 'TEXT', required: true, description: 'the next prompt' },
        generation: GENERATION,
        ...REMOTE_OPTIONS,
      },
    },
  ],
  exits: 'Exit codes: 0 done, 2 bad input, 1 failure (unreachable, not found, rejected).',
} as const satisfies GroupSpec;

function encode(id: string): string {
  return encodeURIComponent(id);
}

/** One line per snapshot: state, generation, candidate, what runs or waits, and the error. */
export function summary(view: RouteView): string {
  const parts = [
    `${view.route_id}: ${view.state}`,
    `generation ${view.generation}`,
    `candidate ${view.candidate ?? '-'}`,
  ];
  if (view.awaiting_adapter) parts.push('waiting for an adapter');
  else if (view.attempt_in_flight) parts.push('attempt running');
  else if (view.state === 'active') parts.push('attempt done');
  if (view.code) {
    // After a retry or a switch the view keeps the failure that led there: say it is past.
    const past = view.state === 'active' || view.state === 'retrying';
    parts.push(`${past ? 'last error' : 'error'} ${view.code} (${view.class})`);
  }
  if (view.max_retries > 0) parts.push(`retry ${view.retry_ordinal}/${view.max_retries}`);
  if (view.deadline) parts.push(`until ${view.deadline} then ${view.pending_outcome ?? '-'}`);
  if (view.reason) parts.push(`reason ${view.reason}`);
  return parts.join(', ');
}

/**
 * The route's retry count while a retry is scheduled, else `-`: the view clears it after a skip or a
 * stop, and `0/0` beside the last error would contradict its history (`routes errors`).
 */
function retryColumn(view: RouteView): string {
  return view.max_retries > 0 ? `${view.retry_ordinal}/${view.max_retries}` : '-';
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map((r) =>
      r
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function showView(view: RouteView): string {
  const lines: [string, string][] = [
    ['route', view.route_id],
    ['profile', view.profile_id],
    ['caller', view.caller],
    ['state', view.state],
    ['generation', String(view.generation)],
    ['candidate', view.candidate ?? '-'],
    ['cycle', String(view.cycle)],
    ['excluded', view.excluded.join(', ') || '-'],
    ['retry', retryColumn(view)],
    ['deadline', view.deadline ?? '-'],
    ['pending outcome', view.pending_outcome ?? '-'],
    ['code', view.code ?? '-'],
    ['class', view.class ?? '-'],
    ['category', view.category ?? '-'],
    ['safe excerpt', view.safe_excerpt ?? '-'],
    ['reason', view.reason ?? '-'],
    ['attempt in flight', view.attempt_in_flight ? 'yes' : 'no'],
    ['updated', view.updated_at],
  ];
  const width = Math.max(...lines.map(([k]) => k.length));
  return lines.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n');
}

/**
 * Colours the rich "no errors" confirmation green: with FORCE_COLOR, or on the process's own terminal;
 * never with NO_COLOR, so captured output (tests, pipes) stays plain.
 */
function green(text: string, io: CliIo): string {
  const env = io.env;
  if (env['NO_COLOR'] !== undefined) return text;
  const forced = env['FORCE_COLOR'] !== undefined && env['FORCE_COLOR'] !== '0';
  const terminal = env === process.env && process.stdout.isTTY === true;
  return forced || terminal ? `\u001b[32m${text}\u001b[39m` : text;
}

/** One attempt as a heading line and its details (code, decision, policy, rule, deadline), one a line. */
function attemptLines(a: ErrorReport['attempts'][number]): string[] {
  const what = a.event === 'action' ? `action ${a.action ?? '-'}` : a.event;
  const lines = [`#${a.seq} ${a.at} ${what}, candidate ${a.candidate_id}, generation ${a.generation}`];
  const details: string[] = [];
  if (a.code) details.push(`code ${a.code} class ${a.class} category ${a.category}`);
  if (a.decision) details.push(`decision ${a.decision}${a.reason ? ` (${a.reason})` : ''}: ${a.retry_text}`);
  else if (a.reason) details.push(`reason ${a.reason}`);
  if (a.policy) details.push(`policy ${a.policy}`);
  if (a.classifier_rule || a.catalogue_version) {
    details.push(`rule ${a.classifier_rule ?? '-'}, catalogue ${a.catalogue_version ?? '-'}`);
  }
  if (a.deadline) details.push(`until ${a.deadline}`);
  // One detail a line keeps the rich frame narrow enough for a terminal.
  for (const d of details) lines.push(`    ${d}`);
  return lines;
}

function orNone(lines: string[]): string[] {
  return lines.length > 0 ? lines : ['  none'];
}

/** Nothing failed and nothing waits for a human: the short confirmation is the whole report. */
function noErrors(report: ErrorReport): boolean {
  return report.total_errors === 0 && report.state !== 'action_required';
}

/** The report as plain lines (no frame); `rich` frames the same lines. */
function reportLines(report: ErrorReport): string[] {
  if (noErrors(report)) return [`✓ No errors recorded for route ${report.route_id}.`];
  const lines = [
    `Route: ${report.route_id}`,
    `State: ${report.state} (generation ${report.generation})${report.reason ? `, reason ${report.reason}` : ''}`,
    `Total errors: ${report.total_errors}`,
    '',
    'Retry count per error:',
    ...orNone(report.retries_per_error.map((r) => `  #${r.seq} ${r.code ?? '-'}: ${r.retry_text}`)),
    '',
    'Category breakdown:',
    ...orNone(
      Object.entries(report.categories)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([c, n]) => `  ${c}: ${n}`),
    ),
    '',
    'Attempts (oldest first):',
    ...report.attempts.flatMap((a) => attemptLines(a).map((l) => `  ${l}`)),
  ];
  lines.push('');
  if (report.recovery.length === 0) {
    lines.push(
      report.state === 'active'
        ? '✓ The route is active; no recovery needed.'
        : 'Recovery suggestions: none.',
    );
  } else {
    lines.push('Recovery suggestions:');
    for (const hint of report.recovery) {
      lines.push(`  → ${hint.message}`);
      if (hint.command) lines.push(`  $ ${hint.command}`);
    }
  }
  return lines;
}

/** Terminal width the rich report keeps to, frame included. */
export const RICH_WIDTH = 80;

/**
 * Breaks a line longer than `width` at spaces, indenting what follows by two more spaces; a shell
 * command (`$ …`) ends each broken line with ` \` so it still pastes as one command.
 */
export function wrap(line: string, width: number): string[] {
  if ([...line].length <= width) return [line];
  const indent = /^ */.exec(line)![0];
  const command = line.trimStart().startsWith('$ ');
  const more = `${indent}${command ? '    ' : '  '}`;
  const tail = command ? ' \\' : '';
  const out: string[] = [];
  let current = '';
  for (const word of line.trimStart().split(' ')) {
    const start = out.length === 0 && current === '' ? indent : more;
    const next = current === '' ? `${start}${word}` : `${current} ${word}`;
    if (current !== '' && [...next].length + tail.length > width) {
      out.push(`${current}${tail}`);
      current = `${more}${word}`;
    } else current = next;
  }
  out.push(current);
  return out;
}

function frame(title: string, lines: string[]): string {
  const inner = RICH_WIDTH - 4;
  const wrapped = lines.flatMap((l) => wrap(l, inner));
  const width = Math.max(title.length + 2, ...wrapped.map((l) => [...l].length)) + 2;
  const top = `╭─ ${title} ${'─'.repeat(Math.max(0, width - title.length - 3))}╮`;
  const body = wrapped.map((l) => `│ ${l}${' '.repeat(width - [...l].length - 1)}│`);
  return [top, ...body, `╰${'─'.repeat(width)}╯`].join('\n');
}

/**
 * Subscribes through the typed client (client/) and prints each snapshot it applies (one line, or
 * JSON with `--json`) until interrupted, or until `count` snapshots were printed. A dropped
 * connection is retried with backoff and resubscribed; a revoked token ends the watch.
 */
async function watch(
  config: { url: string; token: string },
  target: { route: string } | { profile: string } | { all: true },
  count: number | null,
  json: boolean,
  io: CliIo,
): Promise<number> {
  const client = createRecourseClient({ ...config, WebSocket: WebSocket as unknown as WebSocketConstructor });
  try {
    // A wrong token or a stopped service fails here, once, instead of being retried forever.
    await client.http.check();
  } catch (error) {
    client.close();
    io.err(
      `recourse routes watch: ${error instanceof RecourseHttpError ? `the service refused the connection (HTTP ${error.status})` : (error as Error).message}`,
    );
    return EXIT.failure;
  }
  return new Promise<number>((resolve) => {
    let printed = 0;
    let settled = false;
    let lost = false;
    const finish = (code: number) => {
      if (settled) return;
      settled = true;
      process.off('SIGINT', onSignal);
      stopStatus.unsubscribe();
      stopNotices();
      client.close();
      resolve(code);
    };
    const onSignal = () => finish(EXIT.ok);
    process.once('SIGINT', onSignal);
    const stopStatus = client.store
      .select((ctx) => ctx.status)
      .subscribe((status) => {
        if (status === 'reconnecting' && !lost) {
          lost = true;
          io.err(`recourse routes watch: ${client.store.getSnapshot().context.problem}; reconnecting`);
        } else if (status === 'open') lost = false;
      });
    const stopNotices = client.onNotice((notice) => {
      if (notice.type === 'subscribed' && !json) io.out(`watching ${notice.routes} route(s); Ctrl-C to stop`);
      else if (notice.type === 'error') {
        io.err(`recourse routes watch: ${notice.message} [${notice.code}]`);
        finish(EXIT.failure);
      } else if (notice.type === 'refused') {
        io.err(`recourse routes watch: ${notice.message}`);
        finish(EXIT.failure);
      } else if (notice.type === 'route') {
        // Printed only when applied: an older generation arriving late is not news.
        if (client.store.getSnapshot().context.routes[notice.route.route_id] !== notice.route) return;
        io.out(json ? JSON.stringify(notice.route) : `${notice.route.updated_at}  ${summary(notice.route)}`);
        printed++;
        if (count !== null && printed >= count) finish(EXIT.ok);
      }
    });
    client.subscribe(target);
  });
}

/**
 * The task of `routes start` from its options, checked with the API's own schema; null when no task
 * option was given; an exit code (2) after saying which field or option is wrong.
 */
async function taskOf(
  flags: Record<string, string | boolean | string[] | undefined>,
  io: CliIo,
): Promise<RouteTask | null | number> {
  const say = (message: string): number => {
    io.err(`recourse routes start: ${message}\nRun \`${CLI} routes start --help\` for usage.`);
    return EXIT.badInput;
  };
  const prompt = flags['prompt'];
  const promptFile = flags['prompt-file'];
  const cwd = flags['cwd'];
  const meta = Array.isArray(flags['meta']) ? flags['meta'] : [];
  if (prompt === undefined && promptFile === undefined && cwd === undefined && meta.length === 0) return null;
  if (typeof prompt === 'string' && typeof promptFile === 'string') {
    return say('give the prompt once: --prompt TEXT or --prompt-file FILE');
  }
  let text = typeof prompt === 'string' ? prompt : undefined;
  if (typeof promptFile === 'string') {
    const read = await readInputOrSay(promptFile, io, 'routes start');
    if (read === null) return EXIT.badInput;
    text = read;
  }
  const metadata: Record<string, string> = {};
  for (const pair of meta) {
    const at = pair.indexOf('=');
    if (at <= 0) return say(`--meta takes KEY=VALUE (got "${pair}")`);
    metadata[pair.slice(0, at)] = pair.slice(at + 1);
  }
  const parsed = routeTaskSchema.safeParse({
    prompt: text,
    cwd: typeof cwd === 'string' ? resolve(cwd) : undefined,
    metadata,
  });
  if (!parsed.success) {
    io.err('recourse routes start: the task is invalid (--prompt/--prompt-file, --cwd, --meta):');
    printFieldErrors(
      io,
      fromZodError(parsed.error).map((e) => ({ ...e, path: e.path ? `task.${e.path}` : 'task' })),
    );
    return EXIT.badInput;
  }
  return parsed.data;
}

async function fetchRoute(client: Client, id: string): Promise<RouteView> {
  return (await client.request<RouteView>('GET', `/v1/routes/${encode(id)}`)).body;
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const found = parseGroup(GROUP, args, io);
  if (typeof found === 'number') return found;
  const { sub } = found;
  const flags = found.parsed.values;
  const id = found.parsed.positionals[0];
  const bad = (message: string): number => {
    io.err(`recourse routes ${sub}: ${message}\nRun \`${CLI} routes ${sub} --help\` for usage.`);
    return EXIT.badInput;
  };
  const format = typeof flags['format'] === 'string' ? flags['format'] : 'rich';
  if (sub === 'errors' && !['rich', 'json', 'plain'].includes(format))
    return bad('--format is rich, json or plain');
  const caller = typeof flags['caller'] === 'string' ? flags['caller'] : 'kanban';
  if (sub === 'start' && !(CALLERS as readonly string[]).includes(caller))
    return bad('--caller is kanban, office or utility');
  const countFlag = flags['count'];
  if (countFlag !== undefined && (typeof countFlag !== 'string' || !/^[1-9]\d*$/.test(countFlag))) {
    return bad('--count is an integer >= 1');
  }
  let generation: number | null = null;
  if (sub in ACTIONS || sub === 'send') {
    const g = flags['generation'];
    if (typeof g !== 'string' || !/^\d+$/.test(g)) {
      return bad(`give the generation you saw: --generation N (see \`${CLI} routes show ID\`)`);
    }
    generation = Number(g);
  }
  const config = clientConfig(flags, io.env);
  if (typeof config === 'string') return bad(config);
  const client = createClient(config);

  if (sub === 'watch') {
    const target =
      typeof flags['profile'] === 'string'
        ? { profile: flags['profile'] }
        : id
          ? { route: id }
          : { all: true as const };
    return watch(
      config,
      target,
      countFlag === undefined ? null : Number(countFlag),
      Boolean(flags['json']),
      io,
    );
  }
  try {
    switch (sub) {
      case 'list': {
        const profile = typeof flags['profile'] === 'string' ? `?profile_id=${encode(flags['profile'])}` : '';
        const { routes, awaiting_adapter: awaiting = [] } = (
          await client.request<{ routes: RouteView[]; awaiting_adapter?: RouteStartPending[] }>(
            'GET',
            `/v1/routes${profile}`,
          )
        ).body;
        if (flags['json']) io.out(JSON.stringify(routes, null, 2));
        else if (routes.length === 0 && awaiting.length === 0) io.out('No routes.');
        else if (routes.length > 0) {
          io.out(
            table([
              [
                'ROUTE',
                'PROFILE',
                'CALLER',
                'STATE',
                'GEN',
                'CANDIDATE',
                'CODE',
                'RETRY',
                'DEADLINE',
                'THEN',
                'REASON',
              ],
              ...routes.map((v) => [
                v.route_id,
                v.profile_id,
                v.caller,
                v.state,
                String(v.generation),
                v.candidate ?? '-',
                v.code ?? '-',
                retryColumn(v),
                v.deadline ?? '-',
                v.pending_outcome ?? '-',
                v.reason ?? '-',
              ]),
            ]),
          );
        }
        if (!flags['json'] && awaiting.length > 0) {
          if (routes.length > 0) io.out('');
          io.out('Waiting for an adapter:');
          for (const a of awaiting) {
            io.out(
              `  ${a.route_id}  ${a.profile_id}  candidate ${a.candidate_id}, generation ${a.generation}: needs an adapter serving ${a.agent_profile}`,
            );
          }
        }
        return EXIT.ok;
      }
      case 'show': {
        const view = await fetchRoute(client, id!);
        io.out(flags['json'] ? JSON.stringify(view, null, 2) : showView(view));
        return EXIT.ok;
      }
      case 'start': {
        const task = await taskOf(flags, io);
        if (typeof task === 'number') return task;
        const { status, body } = await client.request<RouteView | RouteStartPending>('POST', '/v1/routes', {
          body: { profile_id: id, caller: caller as Caller, ...(task ? { task } : {}) },
        });
        if (flags['json']) io.out(JSON.stringify(body, null, 2));
        else if (status === 202 && 'status' in body) {
          // Recorded, but no adapter serves the first candidate yet: say what to start.
          io.out(
            `started ${body.route_id}: waiting for an adapter serving agent profile ${body.agent_profile} ` +
              `(candidate ${body.candidate_id}); start one, e.g. ${CLI} adapter acp --config FILE`,
          );
        } else io.out(`started ${summary(body as RouteView)}`);
        return EXIT.ok;
      }
      case 'errors': {
        const view = await fetchRoute(client, id!);
        const { attempts } = (
          await client.request<{ attempts: AttemptRecord[] }>('GET', `/v1/routes/${encode(id!)}/attempts`)
        ).body;
        const report = errorReport(view, attempts);
        if (format === 'json') io.out(JSON.stringify(report, null, 2));
        else if (format === 'plain') io.out(reportLines(report).join('\n'));
        else if (noErrors(report)) io.out(green(reportLines(report)[0]!, io));
        else io.out(frame('Route Errors', reportLines(report)));
        return EXIT.ok;
      }
      default: {
        // `send` is the next turn; the rest are actions. Both answer with the committed snapshot.
        const [path, request] =
          sub === 'send'
            ? ['turns', { prompt: flags['prompt'], expected_generation: generation }]
            : ['actions', { action: ACTIONS[sub]!, expected_generation: generation }];
        try {
          const { body } = await client.request<RouteView>('POST', `/v1/routes/${encode(id!)}/${path}`, {
            body: request,
          });
          io.out(`${sub}: ${summary(body)}`);
          return EXIT.ok;
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) {
            const snapshot = (error.body as { snapshot?: RouteView | null }).snapshot;
            io.err(`recourse routes ${sub}: rejected (${error.code}): ${error.message}`);
            if (snapshot) io.err(`current: ${summary(snapshot)}`);
            return EXIT.failure;
          }
          throw error;
        }
      }
    }
  } catch (error) {
    return reportFailure(io, `routes ${sub}`, error);
  }
}
