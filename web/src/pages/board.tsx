/** The route board: one column per state with counts, filters, live over the WebSocket; starts routes. */
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { CALLERS } from '../../../machines/route.types.ts';
import type { DynamicProfile } from '../../../policy/profile.ts';
import { RouteCard } from '../components/route-card.tsx';
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

function StartRoute({ profiles }: { profiles: DynamicProfile[] }) {
  const { client } = useSession();
  const [profile, setProfile] = useState('');
  const [caller, setCaller] = useState<(typeof CALLERS)[number]>('kanban');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const id = profile || profiles[0]?.id;
    if (!id) return;
    setBusy(true);
    setMessage(null);
    try {
      const started = await client.http.startRoute({ profile_id: id, caller });
      setMessage(
        started.status === 'started'
          ? `Started route ${started.route.route_id}.`
          : `Route ${started.pending.route_id} is recorded and waits for an adapter serving ${started.pending.agent_profile}.`,
      );
    } catch (error) {
      setMessage(`Not started: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="panel start">
      <summary>Start a route</summary>
      <form onSubmit={(e) => void submit(e)} className="form-row">
        <label>
          Profile
          <select name="start-profile" value={profile} onChange={(e) => setProfile(e.target.value)} required>
            {profiles.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.id})
              </option>
            ))}
          </select>
        </label>
        <label>
          Caller
          <select
            name="start-caller"
            value={caller}
            onChange={(e) => setCaller(e.target.value as typeof caller)}
          >
            {CALLERS.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={busy || profiles.length === 0}>
          Start route
        </button>
      </form>
      {profiles.length === 0 && <p className="muted">Create a profile first.</p>}
      {message && (
        <p role="status" className="notice">
          {message}
        </p>
      )}
    </details>
  );
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
        .sort((a, b) => b.updated_at.localeCompare(a.updated_at)),
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
