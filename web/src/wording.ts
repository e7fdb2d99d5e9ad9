/** Words the console shows for states, codes, outcomes and times: one place, like the catalogue's. */
import { CODES, type Code, isCode } from '../../catalogue/codes.ts';
import type { RouteState } from '../../machines/route.types.ts';

/** The board's columns, in the order a route usually moves through them. */
export const BOARD_STATES: readonly RouteState[] = [
  'active',
  'retry_wait',
  'waiting_for_reset',
  'retrying',
  'switching',
  'action_required',
];

export const STATE_LABEL: Record<string, string> = {
  active: 'Active',
  retry_wait: 'Retry wait',
  waiting_for_reset: 'Waiting for reset',
  retrying: 'Retrying',
  switching: 'Switching',
  action_required: 'Action required',
};

export const ACTION_LABEL = {
  retry_now: 'Retry now',
  skip_now: 'Skip now',
  cancel_wait: 'Cancel wait',
  stop: 'Stop',
} as const;

export const OUTCOME_LABEL: Record<string, string> = {
  retry: 'retry the same candidate',
  skip: 'skip to the next candidate',
  stop: 'stop for manual recovery',
};

/** A code in operator wording (the catalogue's summary), or the code itself when unknown. */
export function codeWording(code: string | null): string {
  if (!code) return '';
  return isCode(code) ? CODES[code].summary : code;
}

/** Up to `n` codes of a class, for the explanations of the policy editor. */
export function exampleCodes(cls: 'transient' | 'hard', n: number): Array<{ code: Code; summary: string }> {
  return (Object.keys(CODES) as Code[])
    .filter((c) => CODES[c].class === cls)
    .slice(0, n)
    .map((code) => ({ code, summary: CODES[code].summary }));
}

// One formatter for the page: building one per call costs more than the rest of a card.
const LOCAL_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** An instant in the viewer's local time and in UTC. */
export function localAndUtc(iso: string): { local: string; utc: string } {
  const d = new Date(iso);
  return {
    local: LOCAL_TIME.format(d),
    utc: `${d
      .toISOString()
      .replace('T', ' ')
      .replace(/\.\d+Z$/, '')} UTC`,
  };
}

/** Seconds from now until `iso`, in words: `in 1 min 5 s`, or `due` once past. Display only. */
export function countdown(iso: string, now: number): string {
  const s = Math.round((Date.parse(iso) - now) / 1000);
  if (s <= 0) return 'due now';
  const m = Math.floor(s / 60);
  const h = Math.floor(m / 60);
  if (h > 0) return `in ${h} h ${m % 60} min`;
  if (m > 0) return `in ${m} min ${s % 60} s`;
  return `in ${s} s`;
}

/** Which actions the route machine accepts in a state (the service checks again). */
export function actionsFor(state: string, inFlight: boolean): Array<keyof typeof ACTION_LABEL> {
  if (state === 'retry_wait' || state === 'waiting_for_reset')
    return ['retry_now', 'skip_now', 'cancel_wait', 'stop'];
  if (state === 'action_required') return ['retry_now', 'skip_now'];
  if ((state === 'active' && !inFlight) || state === 'switching') return ['stop'];
  return [];
}
