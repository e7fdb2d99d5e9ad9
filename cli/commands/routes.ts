/**
 * `recourse routes`: inspect and act on the routes of a running service.
 *
 *   recourse routes list [--profile ID] [--json]
 *   recourse routes show ID [--json]
 *   recourse routes start PROFILE [--caller kanban|office|utility] [--json]
 *   recourse routes errors ID [--format rich|json|plain]
 *   recourse routes watch [ID] [--profile ID] [--json] [--count N]
 *   recourse routes retry-now|skip-now|cancel-wait|stop ID --generation N
 */

import WebSocket from 'ws';
import type { RouteAction, RouteView } from '../../actors/engine-api.ts';
import { isCode } from '../../catalogue/codes.ts';
import { type RecoveryHint, recoveryHints } from '../../catalogue/recovery.ts';
import { createRecourseClient, RecourseHttpError, type WebSocketConstructor } from '../../client/index.ts';
import { type AttemptRecord, CALLERS, type Caller } from '../../persistence/store.ts';
import type { RouteStartPending } from '../../server/protocol.ts';
import { ApiError, type Client, clientConfig, createClient, reportFailure } from '../client.ts';
import { type CliIo, EXIT, parseArgs } from '../io.ts';

const ACTIONS: Record<string, RouteAction> = {
  'retry-now': 'retry_now',
  'skip-now': 'skip_now',
  'cancel-wait': 'cancel_wait',
  stop: 'stop',
};

export const HELP = `Usage: recourse routes <subcommand> [options]

Inspect and act on the routes of a running Recourse service.

Subcommands:
  list [--profile ID] [--json]          routes with state, generation, candidate, code and deadline
  show ID [--json]                      one route's authoritative snapshot
  start PROFILE [--caller C] [--json]   start a route for a dynamic profile (caller: kanban, office, utility)
  errors ID [--format rich|json|plain]  error history: counts, retries per error, categories,
                                        chronological attempts and recovery commands
  watch [ID] [--profile ID] [--json] [--count N]
                                        print every change live (one route, a profile's, or all)
  retry-now ID --generation N           dispatch the current candidate now
  skip-now ID --generation N            exclude the current candidate and switch
  cancel-wait ID --generation N         cancel a pending wait (manual recovery follows)
  stop ID --generation N                stop for manual recovery

Every action carries the generation you saw (\`routes show\`); a stale one is rejected with the
current snapshot, so an action never applies twice.

Options:
  --url URL      service URL (or RECOURSE_URL; default http://127.0.0.1:8787)
  --token TOKEN  access token (or RECOURSE_TOKEN)

Exit codes: 0 done, 2 bad input, 1 failure (unreachable, not found, rejected).`;

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
  if (view.attempt_in_flight) parts.push('attempt running');
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
    ['retry', `${view.retry_ordinal}/${view.max_retries}`],
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

/** The error history of a route, in the shape `--format json` prints. */
export interface ErrorReport {
  route_id: string;
  state: RouteView['state'];
  generation: number;
  /** Why the route stopped automatic work (e.g. `ambiguous_dispatch`), when it did. */
  reason: string | null;
  total_errors: number;
  /** One entry per failure: the retry ordinal its decision scheduled (0 when none). */
  retries_per_error: {
    attempt_id: string;
    code: string | null;
    retry_ordinal: number;
    max_retries: number;
    /** The failure's decision: `retry`, `wait_for_reset`, `skip`, `stop` (null when none was made). */
    decision: string | null;
    /** Whether this failure found its retry budget used up. */
    exhausted: boolean;
  }[];
  categories: Record<string, number>;
  attempts: {
    seq: number;
    at: string;
    event: AttemptRecord['event'];
    candidate_id: string;
    attempt_id: string;
    generation: number;
    code: string | null;
    class: string | null;
    category: string | null;
    decision: string | null;
    reason: string | null;
    action: string | null;
    retry: string;
    deadline: string | null;
    safe_excerpt: string | null;
  }[];
  recovery: RecoveryHint[];
}

/** Builds the error report of `view` from its attempt history. */
export function errorReport(view: RouteView, attempts: AttemptRecord[]): ErrorReport {
  const failures = attempts.filter((a) => a.event === 'failed');
  const categories: Record<string, number> = {};
  for (const f of failures) {
    const key = f.category ?? 'unknown';
    categories[key] = (categories[key] ?? 0) + 1;
  }
  const lastCode = view.code ?? failures.at(-1)?.code ?? null;
  const needsHelp = failures.length > 0 && view.state !== 'active';
  const routeHints =
    view.state === 'action_required' && view.reason ? ROUTE_REASON_HINTS[view.reason] : undefined;
  return {
    route_id: view.route_id,
    state: view.state,
    generation: view.generation,
    reason: view.reason,
    total_errors: failures.length,
    retries_per_error: failures.map((f) => ({
      attempt_id: f.attempt_id,
      code: f.code,
      retry_ordinal: f.retry_ordinal,
      max_retries: f.max_retries,
      decision: f.decision,
      exhausted: f.reason === 'exhausted',
    })),
    categories,
    attempts: attempts.map((a) => ({
      seq: a.seq,
      at: a.at,
      event: a.event,
      candidate_id: a.candidate_id,
      attempt_id: a.attempt_id,
      generation: a.generation,
      code: a.code,
      class: a.class,
      category: a.category,
      decision: a.decision,
      reason: a.reason,
      action: a.action ?? null,
      retry: `${a.retry_ordinal}/${a.max_retries}`,
      deadline: a.deadline,
      safe_excerpt: a.safe_excerpt,
    })),
    recovery: routeHints
      ? routeHints(view)
      : needsHelp && lastCode && isCode(lastCode)
        ? recoveryHints(lastCode, {
            route_id: view.route_id,
            generation: view.generation,
            profile_id: view.profile_id,
          }).filter((hint) => appliesIn(hint, view.state))
        : [],
  };
}

function routeCommand(verb: string, view: RouteView): string {
  return `recourse routes ${verb} ${view.route_id} --generation ${view.generation}`;
}

/**
 * Recovery for a route that stopped for a reason of its own rather than a classified failure (the
 * failure codes' hints would describe an older error). Messages are the CLI's, kept here.
 */
const ROUTE_REASON_HINTS: Record<string, (view: RouteView) => RecoveryHint[]> = {
  ambiguous_dispatch: (v) => [
    {
      action: 'check_logs',
      message:
        'The last dispatch may or may not have reached the agent; check the agent’s work before repeating it.',
      command: null,
    },
    {
      action: 'retry_now',
      message: 'Once you know it did not run, dispatch it again.',
      command: routeCommand('retry-now', v),
    },
    { action: 'skip', message: 'Or continue with the next candidate.', command: routeCommand('skip-now', v) },
  ],
  stopped: (v) => [
    {
      action: 'retry_now',
      message: 'An operator stopped the route; retry the current candidate.',
      command: routeCommand('retry-now', v),
    },
    { action: 'skip', message: 'Or continue with the next candidate.', command: routeCommand('skip-now', v) },
  ],
  cancelled: (v) => [
    {
      action: 'retry_now',
      message: 'An operator cancelled the wait; retry the current candidate.',
      command: routeCommand('retry-now', v),
    },
    { action: 'skip', message: 'Or continue with the next candidate.', command: routeCommand('skip-now', v) },
  ],
  no_candidate: (v) => [
    {
      action: 'fix_configuration',
      message: 'No candidate of the profile can take the work; fix its candidates, then start a new route.',
      command: `recourse profiles get ${v.profile_id}`,
    },
  ],
  profile_unavailable: (v) => [
    {
      action: 'fix_configuration',
      message: 'The route’s profile is missing or invalid; apply a valid one, then retry.',
      command: `recourse profiles get ${v.profile_id}`,
    },
    {
      action: 'retry_now',
      message: 'Retry once the profile is fixed.',
      command: routeCommand('retry-now', v),
    },
  ],
  selection_failed: (v) => [
    {
      action: 'check_logs',
      message: 'The service could not choose a candidate; check its logs.',
      command: null,
    },
    { action: 'retry_now', message: 'Then retry.', command: routeCommand('retry-now', v) },
  ],
  store_unavailable: (v) => [
    {
      action: 'check_logs',
      message: 'The decision could not be written durably; check the service’s logs and data directory.',
      command: null,
    },
    { action: 'retry_now', message: 'Then retry.', command: routeCommand('retry-now', v) },
  ],
};

/** Whether a hint's route action is one the route's state accepts (stopping a stopped route is not). */
function appliesIn(hint: RecoveryHint, state: RouteView['state']): boolean {
  const waiting = state === 'retry_wait' || state === 'waiting_for_reset';
  switch (hint.action) {
    case 'stop':
      return state !== 'action_required';
    case 'cancel_wait':
      return waiting;
    case 'retry_now':
    case 'skip':
      return waiting || state === 'action_required';
    default:
      return true;
  }
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

/** How a failure used its retry budget, in words. */
function retryText(r: ErrorReport['retries_per_error'][number]): string {
  if (r.exhausted) return `retries exhausted (${r.max_retries}/${r.max_retries}), then ${r.decision ?? '-'}`;
  if (r.decision === 'retry') return `retry ${r.retry_ordinal}/${r.max_retries} scheduled`;
  if (r.decision === 'wait_for_reset') return 'wait for reset';
  return `no retry, then ${r.decision ?? '-'}`;
}

/** One attempt as a heading line and its details (code, decision, deadline), one a line. */
function attemptLines(a: ErrorReport['attempts'][number]): string[] {
  const what = a.event === 'action' ? `action ${a.action ?? '-'}` : a.event;
  const lines = [`#${a.seq} ${a.at} ${what}, candidate ${a.candidate_id}, generation ${a.generation}`];
  const details: string[] = [];
  if (a.code) details.push(`code ${a.code} class ${a.class} category ${a.category}`);
  if (a.decision) details.push(`decision ${a.decision}${a.reason ? ` (${a.reason})` : ''}, retry ${a.retry}`);
  else if (a.reason) details.push(`reason ${a.reason}`);
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
    ...orNone(report.retries_per_error.map((r) => `  ${r.attempt_id}: ${r.code ?? '-'} ${retryText(r)}`)),
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
      if (hint.command) lines.push(`    $ ${hint.command}`);
    }
  }
  return lines;
}

function frame(title: string, lines: string[]): string {
  const width = Math.max(title.length + 2, ...lines.map((l) => [...l].length)) + 2;
  const top = `╭─ ${title} ${'─'.repeat(Math.max(0, width - title.length - 3))}╮`;
  const body = lines.map((l) => `│ ${l}${' '.repeat(width - [...l].length - 1)}│`);
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

async function fetchRoute(client: Client, id: string): Promise<RouteView> {
  return (await client.request<RouteView>('GET', `/v1/routes/${encode(id)}`)).body;
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const { flags, positionals } = parseArgs(args, ['json']);
  const [sub, id] = positionals;
  if (flags['help'] || !sub) {
    io.out(HELP);
    return flags['help'] ? EXIT.ok : EXIT.badInput;
  }
  const bad = (message: string): number => {
    io.err(`recourse routes ${sub}: ${message}\nRun \`recourse routes --help\` for usage.`);
    return EXIT.badInput;
  };
  const known = ['list', 'show', 'start', 'errors', 'watch', ...Object.keys(ACTIONS)];
  if (!known.includes(sub)) return bad(`unknown subcommand; use one of ${known.join(', ')}`);
  if (sub !== 'list' && sub !== 'watch' && !id)
    return bad(sub === 'start' ? 'name the profile: routes start PROFILE' : 'name the route: ID');
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
  if (sub in ACTIONS) {
    const g = flags['generation'];
    if (typeof g !== 'string' || !/^\d+$/.test(g)) {
      return bad('give the generation you saw: --generation N (see `recourse routes show ID`)');
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
                `${v.retry_ordinal}/${v.max_retries}`,
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
        const { status, body } = await client.request<RouteView | RouteStartPending>('POST', '/v1/routes', {
          body: { profile_id: id, caller: caller as Caller },
        });
        if (flags['json']) io.out(JSON.stringify(body, null, 2));
        else if (status === 202 && 'status' in body) {
          // Recorded, but no adapter serves the first candidate yet: say what to start.
          io.out(
            `started ${body.route_id}: waiting for an adapter serving agent profile ${body.agent_profile} ` +
              `(candidate ${body.candidate_id}); start one, e.g. npx tsx examples/scripted-adapter.ts SCRIPT`,
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
        const action = ACTIONS[sub]!;
        try {
          const { body } = await client.request<RouteView>('POST', `/v1/routes/${encode(id!)}/actions`, {
            body: { action, expected_generation: generation },
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
