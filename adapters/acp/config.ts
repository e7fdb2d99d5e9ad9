/**
 * The ACP adapter's configuration file: where the service is, and the agent profiles it serves.
 * Parsed with zod; a bad file is refused with one field-addressed error per problem.
 */
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { fromZodError, ValidationError } from '../../validation/field-errors.ts';

/** ACP tool kinds a permission rule can name. */
export const TOOL_KINDS = [
  'read',
  'edit',
  'delete',
  'move',
  'search',
  'execute',
  'think',
  'fetch',
  'switch_mode',
  'other',
] as const;
export type ToolKind = (typeof TOOL_KINDS)[number];

/** Defaults of the per-profile timeouts, in milliseconds; documented in docs/integration.md. */
export const DEFAULT_TIMEOUTS = {
  /** `initialize` (and `authenticate`) answered. */
  initialize_ms: 60_000,
  /** `session/new` answered. */
  session_ms: 60_000,
  /** `session/prompt` answered: a turn that runs longer is a hung prompt. */
  prompt_ms: 30 * 60_000,
  /** After `session/cancel`, how long the turn may take to end before the process group is killed. */
  cancel_grace_ms: 5_000,
  /** After stdin closes, how long the agent may take to exit before SIGTERM, then SIGKILL. */
  exit_grace_ms: 2_000,
  /** After a successful turn, how long its session stays open for the route's next turn. */
  keep_session_ms: 10 * 60_000,
} as const;

const absolutePath = z
  .string()
  .min(1)
  .max(4096)
  .refine((p) => isAbsolute(p), 'must be an absolute path');
const envName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'an environment variable name');
const timeout = (max: number) => z.number().int().min(1).max(max);

export const agentProfileConfigSchema = z.strictObject({
  /** The agent's executable (`claude-code-acp`, `codex-acp`, `gemini`, `node`, …). */
  command: z.string().min(1).max(4096),
  args: z.array(z.string().max(4096)).max(100).default([]),
  /** Variables set for the agent. Its environment is only these plus `inherit_env`. */
  env: z.record(envName, z.string().max(32_768)).default({}),
  /** Variables copied from the adapter's own environment when set. @default ["PATH"] */
  inherit_env: z.array(envName).max(100).default(['PATH']),
  /** Adapter family in evidence envelopes (`claude-code`, `codex`, `gemini-cli`, …). @default the profile name */
  agent: z.string().min(1).max(200).optional(),
  /** Working directories a task may name: it must lie inside one of these roots. */
  cwd: z.strictObject({ allowed_roots: z.array(absolutePath).min(1).max(100) }),
  /** `per_dispatch`: a fresh process per attempt. `reuse`: one process, a new session per attempt. */
  process: z.enum(['per_dispatch', 'reuse']).default('per_dispatch'),
  /** Tool kinds whose permission requests are allowed; every other request is rejected and logged. */
  permissions: z.strictObject({ allow: z.array(z.enum(TOOL_KINDS)).default([]) }).default({ allow: [] }),
  /** `authenticate` method id sent after `initialize` (codex-acp: `openai-api-key`). */
  authenticate: z.string().min(1).max(200).optional(),
  timeouts: z
    .strictObject({
      initialize_ms: timeout(600_000).default(DEFAULT_TIMEOUTS.initialize_ms),
      session_ms: timeout(600_000).default(DEFAULT_TIMEOUTS.session_ms),
      prompt_ms: timeout(24 * 3_600_000).default(DEFAULT_TIMEOUTS.prompt_ms),
      cancel_grace_ms: timeout(600_000).default(DEFAULT_TIMEOUTS.cancel_grace_ms),
      exit_grace_ms: timeout(600_000).default(DEFAULT_TIMEOUTS.exit_grace_ms),
      keep_session_ms: z
        .number()
        .int()
        .min(0)
        .max(24 * 3_600_000)
        .default(DEFAULT_TIMEOUTS.keep_session_ms),
    })
    .default(DEFAULT_TIMEOUTS),
});
export type AgentProfileConfig = z.output<typeof agentProfileConfigSchema>;

export const acpAdapterConfigSchema = z.strictObject({
  /** The service; `RECOURSE_URL` and `RECOURSE_TOKEN` take precedence. */
  service: z
    .strictObject({
      url: z.url().optional(),
      /** An adapter token. Prefer `RECOURSE_TOKEN`: a file holding it must be kept private. */
      token: z.string().min(1).max(1000).optional(),
    })
    .default({}),
  /** Agent profiles by name: the names the service's dynamic profiles route to. */
  agent_profiles: z
    .record(
      z.string().regex(/^[A-Za-z0-9._:-]{1,200}$/, 'letters, digits, ".", "_", ":" and "-"'),
      agentProfileConfigSchema,
    )
    .refine((r) => Object.keys(r).length >= 1, 'serve at least one agent profile')
    .refine((r) => Object.keys(r).length <= 100, 'at most 100 agent profiles'),
});
export type AcpAdapterConfigInput = z.input<typeof acpAdapterConfigSchema>;
export type AcpAdapterConfig = z.output<typeof acpAdapterConfigSchema>;

/** Parses a configuration object; throws a {@link ValidationError} naming every bad field. */
export function parseAcpAdapterConfig(input: unknown): AcpAdapterConfig {
  const parsed = acpAdapterConfigSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fromZodError(parsed.error), 'ACP adapter configuration');
  return parsed.data;
}

/** `.`, `..`, or a path starting with `./` or `../`: written relative to the configuration file. */
const fileRelative = (p: unknown): p is string => typeof p === 'string' && /^\.\.?(\/|$)/.test(p);

/**
 * A profile's `command` and `cwd.allowed_roots` entries written relative to the file (`./agent`,
 * `..`) made absolute against the file's directory; anything else is left for the schema to judge.
 */
function resolveFromFile(json: unknown, dir: string): unknown {
  const profiles = (json as { agent_profiles?: unknown } | null)?.agent_profiles;
  if (profiles === null || typeof profiles !== 'object') return json;
  for (const profile of Object.values(profiles as Record<string, unknown>)) {
    if (profile === null || typeof profile !== 'object') continue;
    const p = profile as { command?: unknown; cwd?: { allowed_roots?: unknown } };
    if (fileRelative(p.command)) p.command = resolve(dir, p.command);
    const roots = p.cwd?.allowed_roots;
    if (Array.isArray(roots))
      p.cwd!.allowed_roots = roots.map((r) => (fileRelative(r) ? resolve(dir, r) : r));
  }
  return json;
}

/**
 * Reads and parses a configuration file. A `command` or an `allowed_roots` entry starting with `./`
 * or `../` (or `.` / `..`) is relative to the file's directory.
 */
export async function loadAcpAdapterConfig(file: string): Promise<AcpAdapterConfig> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read ${file}: ${(error as Error).message}`);
  }
  return parseAcpAdapterConfig(resolveFromFile(json, dirname(resolve(file))));
}
