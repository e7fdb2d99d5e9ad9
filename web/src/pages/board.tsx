/** The route board: one column per state with counts, filters, live over the WebSocket; starts routes with their task. */
import { useEffect, useMemo, useState } from 'react';
import { CALLERS } from '../../../machines/route.types.ts';
import type { DynamicProfile } from '../../../policy/profile.ts';
import { RouteCard } from '../components/route-card.tsx';
import { StartRoute } from '../components/start-route.tsx';
import { navigate, setQuery, useLocation, useTitle } from '../router.tsx';
import { useCan, useClientState, useSession } from '../session.tsx';
import { BOARD_STATES, STATE_LABEL } from '../wording.ts';

/** Profiles, loaded once per page. */
export function useProfiles(): { profiles: DynamicProfile[]; error: string | null; reload: () => void } {
  const { client } = useSession();
  const [profiles, setProfiles] = useState<DynamicProfile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [n, setN] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: n is the reload trigger
  useEffect(() => {
    let live = true;
    client.http.listProfiles().then(
      (p) => live && setProfiles(p),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [client, n]);
  return { profiles, error, reload: () => setN((x) => x + 1) };
}

export function Board() {
  useTitle('Route board');
  const routes = useClientState((ctx) => ctx.routes);
  const canStart = useCan('routes.start');
  const { profiles } = useProfiles();
  const query = useLocation().searchParams;
  const profile = query.get('profile') ?? '';
  const caller = query.get('caller') ?? '';
  const state = query.get('state') ?? '';

  const shown = useMemo(
    () =>
      Object.values(routes)
        .filter((r) => (!profile || r.profile_id === profile) && (!caller || r.caller === caller))
        .sort((a, b) => (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0)),
    [routes, profile, caller],
  );
  const profileIds = useMemo(
    () =>
      [...new Set([...profiles.map((p) => p.id), ...Object.values(routes).map((r) => r.profile_id)])].sort(),
    [profiles, routes],
  );

  return (
    <main id="main" className="board-page">
      <h1>Route board</h1>
      <form className="filters" aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          Profile
          <select value={profile} onChange={(e) => setQuery('profile', e.target.value)}>
            <option value="">All profiles</option>
            {profileIds.map((id) => (
              <option key={id}>{id}</option>
            ))}
          </select>
        </label>
        <label>
          Caller
          <select value={caller} onChange={(e) => setQuery('caller', e.target.value)}>
            <option value="">All callers</option>
            {CALLERS.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <label>
          State
          <select value={state} onChange={(e) => setQuery('state', e.target.value)}>
            <option value="">All states</option>
            {BOARD_STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
      </form>
      {canStart && <StartRoute profiles={profiles} />}
      <div className="columns">
        {BOARD_STATES.filter((s) => !state || s === state).map((s) => {
          const cards = shown.filter((r) => r.state === s);
          return (
            <details key={s} className="column" data-column={s} open>
              <summary>
                <span>{STATE_LABEL[s]}</span>{' '}
                <span className="count" data-count={cards.length}>
                  {cards.length}
                </span>
              </summary>
              <div className="cards">
                {cards.length === 0 ? (
                  <p className="muted empty">No routes</p>
                ) : (
                  cards.map((r) => <RouteCard key={r.route_id} route={r} />)
                )}
              </div>
            </details>
          );
        })}
      </div>
      {profileIds.length === 0 && Object.keys(routes).length === 0 && (
        <p>
          No routes yet.{' '}
          <button type="button" onClick={() => navigate('/profiles/new')}>
            Create a profile
          </button>
        </p>
      )}
    </main>
  );
}
