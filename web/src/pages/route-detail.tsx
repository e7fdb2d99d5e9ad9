/**
 * One route: its card with the actions, the error history (what `recourse routes errors` shows,
 * from the same `errorReport`), and the route statechart generated from the machine with the
 * current state highlighted.
 */
import { useEffect, useMemo, useState } from 'react';
import { errorReport } from '../../../cli/error-report.ts';
import type { AttemptList } from '../../../client/index.ts';
import routeSvg from '../../../visualizations/route.svg?raw';
import routeSvgUrl from '../../../visualizations/route.svg?url';
import { RouteCard } from '../components/route-card.tsx';
import { Link, useTitle } from '../router.tsx';
import { useClientState, useSession } from '../session.tsx';
import { codeWording, localAndUtc, STATE_LABEL } from '../wording.ts';

function Statechart({ state }: { state: string }) {
  // The SVG is generated at build time from the machine (visualizations/generate.ts), not user data.
  const html = useMemo(() => routeSvg.replace(/<svg /, '<svg role="img" aria-label="Route statechart" '), []);
  return (
    <figure className="statechart" data-current={state}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a build-time asset generated from the machine, no user or provider data */}
      <div className={`svg current-${state}`} dangerouslySetInnerHTML={{ __html: html }} />
      <figcaption>
        The route machine; the current state, <strong>{STATE_LABEL[state] ?? state}</strong>, is highlighted.{' '}
        <a href={routeSvgUrl} target="_blank" rel="noopener">
          Open full size
        </a>
      </figcaption>
    </figure>
  );
}

export function RouteDetail({ id }: { id: string }) {
  useTitle(`Route ${id}`);
  const { client } = useSession();
  const route = useClientState((ctx) => ctx.routes[id]);
  const [attempts, setAttempts] = useState<AttemptList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const generation = route?.generation;
  const updated = route?.updated_at;

  useEffect(() => {
    let live = true;
    if (!route) {
      client.http.getRoute(id).then(
        (r) => live && client.store.trigger.routesSeen({ routes: [r] }),
        (e: Error) => live && setError(e.message),
      );
    }
    return () => {
      live = false;
    };
  }, [client, id, route]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloaded whenever the route moves on
  useEffect(() => {
    let live = true;
    client.http.attempts(id).then(
      (a) => live && setAttempts(a),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [client, id, generation, updated]);

  if (error && !route)
    return (
      <main id="main">
        <h1>Route</h1>
        <p role="alert">{error}</p>
      </main>
    );
  if (!route)
    return (
      <main id="main">
        <h1>Route</h1>
        <p>Loading…</p>
      </main>
    );
  const report = attempts ? errorReport(route, attempts.attempts) : null;

  return (
    <main id="main" className="detail">
      <p>
        <Link to="/board">← Board</Link>
      </p>
      <h1>
        Route <span className="mono">{route.route_id}</span>
      </h1>
      <RouteCard route={route} variant="detail" />
      <section aria-labelledby="history">
        <h2 id="history">Error history</h2>
        {!report ? (
          <p>Loading…</p>
        ) : report.total_errors === 0 ? (
          <p className="ok">No errors: every attempt of this route succeeded or is still running.</p>
        ) : (
          <>
            <p>
              {report.total_errors} {report.total_errors === 1 ? 'error' : 'errors'}; categories:{' '}
              {Object.entries(report.categories)
                .map(([k, n]) => `${k} ${n}`)
                .join(', ')}
              {report.reason ? `; stopped: ${report.reason}` : ''}.
            </p>
            <h3>Retries per error</h3>
            <ul>
              {report.retries_per_error.map((r) => (
                <li key={r.attempt_id}>
                  {codeWording(r.code)} <span className="mono muted">{r.code}</span>:{' '}
                  {r.exhausted
                    ? `retries exhausted (${r.max_retries}/${r.max_retries}), then ${r.decision ?? '-'}`
                    : r.decision === 'retry'
                      ? `retry ${r.retry_ordinal}/${r.max_retries} scheduled`
                      : r.decision === 'wait_for_reset'
                        ? 'wait for reset'
                        : `no retry, then ${r.decision ?? '-'}`}
                </li>
              ))}
            </ul>
          </>
        )}
        {report && report.recovery.length > 0 && (
          <>
            <h3>Recovery</h3>
            <ul>
              {report.recovery.map((h) => (
                <li key={h.action + h.message}>
                  {h.message} {h.command && <code>{h.command}</code>}
                </li>
              ))}
            </ul>
          </>
        )}
        {attempts && attempts.attempts.length > 0 && (
          <>
            <h3>Attempts</h3>
            <ol className="attempts">
              {attempts.attempts.map((a) => (
                <li key={a.seq} className="panel">
                  <details>
                    <summary>
                      #{a.seq} {a.event === 'action' ? `action ${a.action ?? ''}` : a.event} ·{' '}
                      {a.candidate_id} · generation {a.generation}
                      {a.code ? ` · ${a.code}` : ''}
                      {a.decision ? ` → ${a.decision}` : ''}
                    </summary>
                    <dl>
                      <dt>At</dt>
                      <dd>
                        {localAndUtc(a.at).local} ({localAndUtc(a.at).utc})
                      </dd>
                      {a.code && (
                        <>
                          <dt>Error</dt>
                          <dd>
                            {a.class} · {a.category} · {codeWording(a.code)}
                          </dd>
                          <dt>Rule</dt>
                          <dd className="mono">{a.classifier_rule ?? '-'}</dd>
                          <dt>Catalogue</dt>
                          <dd className="mono">{a.catalogue_version ?? '-'}</dd>
                        </>
                      )}
                      {a.decision && (
                        <>
                          <dt>Decision</dt>
                          <dd>
                            {a.decision}
                            {a.reason ? ` (${a.reason})` : ''}, retry {a.retry_ordinal}/{a.max_retries}
                            {a.deadline ? `, until ${localAndUtc(a.deadline).utc}` : ''}
                          </dd>
                        </>
                      )}
                      {a.safe_excerpt && (
                        <>
                          <dt>Safe cause</dt>
                          <dd className="excerpt">{a.safe_excerpt}</dd>
                        </>
                      )}
                      {a.policy_snapshot != null && (
                        <>
                          <dt>Policy then</dt>
                          <dd>
                            <pre className="json">{JSON.stringify(a.policy_snapshot, null, 1)}</pre>
                          </dd>
                        </>
                      )}
                    </dl>
                  </details>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
      <section aria-labelledby="chart">
        <h2 id="chart">Statechart</h2>
        <Statechart state={route.state} />
      </section>
    </main>
  );
}
