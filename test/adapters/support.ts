/** Shared pieces of the ACP adapter tests: fake-agent profiles and timers fired by hand. */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TimerPort } from '../../adapters/acp/agent-process.ts';
import { type AgentProfileConfig, agentProfileConfigSchema } from '../../adapters/acp/config.ts';
import { fakeAgentCommand } from '../../adapters/acp/fake-agent-command.ts';

/** Distinct timeouts, so a test fires exactly the one it means. */
export const TEST_TIMEOUTS = {
  initialize_ms: 500_001,
  session_ms: 500_002,
  prompt_ms: 500_003,
  cancel_grace_ms: 500_004,
  exit_grace_ms: 500_005,
} as const;

export async function workspace(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'recourse-acp-ws-'));
}

/** An agent profile running the fake agent with `scripts`, allowed to work under `root`. */
export function fakeProfile(
  scripts: string[],
  root: string,
  over: Partial<AgentProfileConfig> & { state?: string; loadSession?: boolean } = {},
): AgentProfileConfig {
  const { state, loadSession, ...rest } = over;
  return agentProfileConfigSchema.parse({
    ...fakeAgentCommand(scripts, { ...(state ? { state } : {}), ...(loadSession ? { loadSession } : {}) }),
    cwd: { allowed_roots: [root] },
    timeouts: TEST_TIMEOUTS,
    ...rest,
  });
}

/** Timers a test fires by hand, by their delay. */
export function manualTimers(): TimerPort & { armed(ms: number): number; fire(ms: number): number } {
  const timers = new Map<number, { fn: () => void; ms: number }>();
  let next = 0;
  return {
    set: (fn, ms) => {
      timers.set(++next, { fn, ms });
      return next;
    },
    clear: (h) => {
      timers.delete(h as number);
    },
    armed: (ms) => [...timers.values()].filter((t) => t.ms === ms).length,
    fire: (ms) => {
      const due = [...timers].filter(([, t]) => t.ms === ms);
      for (const [k, t] of due) {
        timers.delete(k);
        t.fn();
      }
      return due.length;
    },
  };
}
