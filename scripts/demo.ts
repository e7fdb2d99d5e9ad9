/**
 * `npm run demo`: the service on a temporary data directory, the ACP adapter serving fake ACP agents
 * that fail the way real ones do, and five routes that show a wait and retry, a switch after retries,
 * a switch on a hard failure, a stop for a human after tool activity, and a long prompt to stop.
 * Prints the console URL and the admin token, then one line per route change. Ctrl-C ends it.
 *
 *   npm run demo              # PORT=8787 by default; PORT=0 picks a free port
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createAcpAdapter } from '../adapters/acp/adapter.ts';
import { parseAcpAdapterConfig } from '../adapters/acp/config.ts';
import { fakeAgentCommand } from '../adapters/acp/fake-agent-command.ts';
import type { RouteView } from '../machines/route.types.ts';
import { type RunningServer, startServer } from '../server/app.ts';

const retry = (retries: number, seconds: number, onExhausted: 'skip' | 'stop') => ({
  version: 1,
  transient: {
    retry: { enabled: true, max_retries: retries, initial_interval_seconds: seconds },
    wait_for_reset: { enabled: false, max_wait_seconds: 0 },
    on_exhausted: onExhausted,
  },
  hard: {
    retry: { enabled: false, max_retries: 0, initial_interval_seconds: 0 },
    wait_for_reset: { enabled: false, max_wait_seconds: 0 },
    on_exhausted: 'skip',
  },
});

/** Scenario → the profile's candidates: [candidate id, agent profile, fake agent scripts, policy]. */
const SCENARIOS: { id: string; name: string; candidates: [string, string, string[], unknown][] }[] = [
  {
    id: 'demo-retry',
    name: 'Overloaded once: wait 3 s, retry, succeed',
    candidates: [['claude', 'claude-flaky', ['claude-overloaded', 'success'], retry(2, 3, 'skip')]],
  },
  {
    id: 'demo-switch',
    name: 'At capacity twice: retry once, then switch to the next candidate',
    candidates: [
      ['codex', 'codex-busy', ['codex-overloaded'], retry(1, 4, 'skip')],
      ['gemini', 'gemini-ok', ['success'], 'try_next'],
    ],
  },
  {
    id: 'demo-quota',
    name: 'Daily quota exhausted: a hard failure switches at once',
    candidates: [
      ['gemini', 'gemini-quota', ['gemini-quota'], retry(2, 3, 'skip')],
      ['claude', 'claude-ok', ['success'], 'try_next'],
    ],
  },
  {
    id: 'demo-unsafe',
    name: 'A tool ran before the failure: stop for a human, never replay',
    candidates: [
      ['claude', 'claude-tools', ['tool-then-overloaded'], retry(2, 3, 'skip')],
      ['codex', 'codex-ok', ['success'], 'try_next'],
    ],
  },
  {
    id: 'demo-long',
    name: 'A prompt that runs until someone stops it',
    candidates: [['claude', 'claude-long', ['hang'], retry(1, 3, 'stop')]],
  },
];

function line(view: RouteView, scenario: string): string {
  const parts = [
    new Date().toISOString().slice(11, 19),
    scenario.padEnd(12),
    view.state.padEnd(16),
    `candidate=${view.candidate ?? '-'}`,
    `gen=${view.generation}`,
  ];
  if (view.attempt_in_flight) parts.push('(attempt running)');
  else if (view.state === 'active') parts.push('(attempt succeeded)');
  if (view.code) parts.push(`${view.state === 'active' ? 'last failure ' : ''}${view.code}/${view.class}`);
  if (view.deadline) parts.push(`until ${view.deadline.slice(11, 19)}`);
  if (view.reason) parts.push(`reason=${view.reason}`);
  return parts.join('  ');
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'recourse-demo-'));
  const workDir = join(dataDir, 'workspace');
  await mkdir(workDir);
  let admin = '';
  const options = {
    dataDir,
    logger: pino({ level: process.env['LOG_LEVEL'] ?? 'warn' }),
    onAdminToken: (token: string) => {
      admin = token;
    },
  };
  let server: RunningServer;
  try {
    server = await startServer({ ...options, port: Number(process.env['PORT'] ?? 8787) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    server = await startServer({ ...options, port: 0 });
  }
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };

  const agentProfiles: Record<string, unknown> = {};
  for (const s of SCENARIOS) {
    await api('POST', '/v1/profiles', {
      id: s.id,
      name: s.name,
      candidates: s.candidates.map(([id, agent_profile, , policy]) => ({ id, agent_profile, policy })),
    });
    for (const [, agentProfile, scripts] of s.candidates) {
      agentProfiles[agentProfile] = {
        ...fakeAgentCommand(scripts, { state: join(dataDir, `${agentProfile}.count`), name: agentProfile }),
        agent: agentProfile.split('-')[0] === 'gemini' ? 'gemini-cli' : agentProfile.split('-')[0],
        cwd: { allowed_roots: [workDir] },
      };
    }
  }
  const adapterToken = (await api('POST', '/v1/tokens', { role: 'adapter', label: 'demo ACP adapter' }))[
    'token'
  ] as string;
  const adapter = await createAcpAdapter(parseAcpAdapterConfig({ agent_profiles: agentProfiles }), {
    url: server.url,
    token: adapterToken,
  });

  server.engine.subscribe((view) =>
    process.stdout.write(`${line(view, view.profile_id.replace(/^demo-/, ''))}\n`),
  );

  process.stdout.write(
    [
      '',
      `Recourse demo: the service, an ACP adapter and fake ACP agents (data in ${dataDir})`,
      '',
      `  console      ${server.url}/`,
      `  admin token  ${admin}`,
      '',
      'In another terminal:',
      `  export RECOURSE_URL=${server.url} RECOURSE_TOKEN=${admin}`,
      '  npx recourse routes list',
      '  npx recourse routes errors <route-id>',
      '  npx recourse routes stop <route-id> --generation <n>     # e.g. the "long" route',
      '',
      'Routes (one line per durable change):',
      '',
    ].join('\n'),
  );
  for (const s of SCENARIOS) {
    const started = await api('POST', '/v1/routes', {
      profile_id: s.id,
      caller: 'kanban',
      task: { prompt: `Demo task: ${s.name}`, cwd: workDir, metadata: { scenario: s.id } },
    });
    process.stdout.write(`route ${started['route_id']}: ${s.id.replace(/^demo-/, '')} (${s.name})\n`);
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) process.exit(1);
    stopping = true;
    process.stdout.write('\nstopping…\n');
    await adapter.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  process.stderr.write(`demo: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
