/**
 * One route as the board, the office list and the detail page show it: profile, candidate,
 * class, code in operator wording, safe cause, retry ordinal, absolute deadline with a display-only
 * countdown, pending outcome, and the actions the role and state allow. Text is rendered as text:
 * nothing here is parsed as HTML.
 */
import { memo, useMemo, useState } from 'react';
import type { ActionOutcome, RouteView } from '../../../client/index.ts';
import { type Notice, notices, useNotice } from '../notices.ts';
import { Link } from '../router.tsx';
import { useCan, useSession } from '../session.tsx';
import { useSecondTick } from '../ticker.ts';
import {
  ACTION_LABEL,
  actionsFor,
  codeWording,
  countdown,
  localAndUtc,
  OUTCOME_LABEL,
  STATE_LABEL,
} from '../wording.ts';

/** The absolute deadline, local and UTC, with a countdown that only updates the text. */
export function Deadline({ at }: { at: string }) {
  useSecondTick();
  const { local, utc } = useMemo(() => localAndUtc(at), [at]);
  return (
    <span className="deadline" data-deadline={at}>
      <time dateTime={at}>{local}</time> <span className="muted">({utc})</span>{' '}
      <span className="countdown">{countdown(at, Date.now())}</span>
    </span>
  );
}

/** What changed between the snapshot a person acted on and the authoritative one. */
export function describeChange(seen: RouteView, now: RouteView | null): string {
  if (!now) return 'The route is no longer known to the service.';
  const parts: string[] = [];
  if (seen.state !== now.state) parts.push(`state ${STATE_LABEL[seen.state]} → ${STATE_LABEL[now.state]}`);
  if (seen.generation !== now.generation) parts.push(`generation ${seen.generation} → ${now.generation}`);
  if (seen.candidate !== now.candidate)
    parts.push(`candidate ${seen.candidate ?? '-'} → ${now.candidate ?? '-'}`);
  if (seen.retry_ordinal !== now.retry_ordinal)
    parts.push(`retry ${seen.retry_ordinal} → ${now.retry_ordinal}`);
  if (seen.deadline !== now.deadline)
    parts.push(`deadline ${seen.deadline ?? 'none'} → ${now.deadline ?? 'none'}`);
  return parts.length ? `What changed: ${parts.join('; ')}.` : 'Nothing visible changed.';
}

function Actions({ route }: { route: RouteView }) {
  const { client } = useSession();
  const allowed = useCan('routes.act');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const notice = useNotice(route.route_id);
  const setNotice = (n: Notice) => notices.trigger.set({ routeId: route.route_id, notice: n });
  if (!allowed) return null;
  const actions = actionsFor(route.state, route.attempt_in_flight);

  const send = async (action: keyof typeof ACTION_LABEL) => {
    const seen = route;
    setBusy(true);
    setConfirming(false);
    let outcome: ActionOutcome;
    try {
      outcome = await client.act(seen.route_id, action, seen.generation);
    } finally {
      setBusy(false);
    }
    setNotice(
      outcome.ok
        ? { kind: 'ok', text: `${ACTION_LABEL[action]}: done (now ${STATE_LABEL[outcome.snapshot.state]}).` }
        : {
            kind: 'rejected',
            text: `${ACTION_LABEL[action]} was not applied (${outcome.reason}): ${outcome.message} ${describeChange(seen, outcome.snapshot)} The card shows the current snapshot.`,
          },
    );
  };

  return (
    <div className="actions">
      {actions.length > 0 && (
        <div className="buttons">
          {actions.map((a) =>
            a === 'stop' ? (
              <button
                key={a}
                type="button"
                className="danger"
                disabled={busy}
                onClick={() => setConfirming(true)}
              >
                {ACTION_LABEL[a]}
              </button>
            ) : (
              <button key={a} type="button" disabled={busy} onClick={() => void send(a)}>
                {ACTION_LABEL[a]}
              </button>
            ),
          )}
        </div>
      )}
      {confirming && (
        <div className="confirm" role="alertdialog" aria-label="Confirm stop">
          <p>Stop this route? Automatic recovery ends and it waits for a person.</p>
          <div className="buttons">
            <button type="button" className="danger" onClick={() => void send('stop')}>
              Confirm stop
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              Keep it running
            </button>
          </div>
        </div>
      )}
      {notice && (
        <p className={`notice ${notice.kind}`} role="status" data-notice={notice.kind}>
          {notice.text}
        </p>
      )}
    </div>
  );
}

/**
 * `board` and `compact` (Office) leave out the route id and caller that the detail page shows.
 * Memoized: the store keeps the same object for a route that did not change, so an update
 * re-renders only its own card.
 */
export const RouteCard = memo(function RouteCard({
  route,
  variant = 'board',
}: {
  route: RouteView;
  variant?: 'board' | 'compact' | 'detail';
}) {
  const compact = variant === 'compact';
  return (
    <article className={`card state-${route.state}`} data-route={route.route_id} data-state={route.state}>
      <header>
        <Link to={`/routes/${encodeURIComponent(route.route_id)}`} className="route-link">
          {route.profile_id} · {route.candidate ?? 'no candidate'}
        </Link>
        <span className="badge">{STATE_LABEL[route.state] ?? route.state}</span>
      </header>
      <dl>
        {variant === 'detail' && (
          <>
            <dt>Route</dt>
            <dd className="mono">{route.route_id}</dd>
            <dt>Caller</dt>
            <dd>{route.caller}</dd>
          </>
        )}
        <dt>Attempt</dt>
        <dd>
          {route.awaiting_adapter
            ? 'waiting for an adapter'
            : route.attempt_in_flight
              ? 'running'
              : route.state === 'active'
                ? 'done'
                : 'none'}
          {route.turn > 0 ? `, turn ${route.turn}` : ''}
        </dd>
        {route.code && (
          <>
            <dt>{route.state === 'active' || route.state === 'retrying' ? 'Last error' : 'Error'}</dt>
            <dd>
              <span className={`class class-${route.class}`}>{route.class}</span> {codeWording(route.code)}{' '}
              <span className="mono muted">{route.code}</span>
            </dd>
          </>
        )}
        {route.safe_excerpt && !compact && (
          <>
            <dt>Safe cause</dt>
            <dd className="excerpt">{route.safe_excerpt}</dd>
          </>
        )}
        {route.max_retries > 0 && (
          <>
            <dt>Retry</dt>
            <dd>
              {route.retry_ordinal} of {route.max_retries}
            </dd>
          </>
        )}
        {route.deadline && (
          <>
            <dt>Deadline</dt>
            <dd>
              <Deadline at={route.deadline} />
            </dd>
          </>
        )}
        {route.pending_outcome && (
          <>
            <dt>Then</dt>
            <dd>{OUTCOME_LABEL[route.pending_outcome]}</dd>
          </>
        )}
        {route.reason && (
          <>
            <dt>Reason</dt>
            <dd className="mono">{route.reason}</dd>
          </>
        )}
      </dl>
      <Actions route={route} />
    </article>
  );
});
