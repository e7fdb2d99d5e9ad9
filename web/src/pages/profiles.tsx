/** Profiles: the list, with links to edit each and to create one. */
import { Link, useTitle } from '../router.tsx';
import { useCan } from '../session.tsx';
import { useProfiles } from './board.tsx';

export function Profiles() {
  useTitle('Profiles');
  const { profiles, error } = useProfiles();
  const canWrite = useCan('profiles.write');
  return (
    <main id="main">
      <h1>Profiles</h1>
      {canWrite && (
        <p>
          <Link to="/profiles/new" className="button">
            New profile
          </Link>
        </p>
      )}
      {error && <p role="alert">{error}</p>}
      {profiles.length === 0 && !error && <p>No profiles yet.</p>}
      <ul className="profile-list">
        {profiles.map((p) => (
          <li key={p.id} className="panel" data-profile={p.id}>
            <Link to={`/profiles/${encodeURIComponent(p.id)}`}>
              {p.name} <span className="mono muted">({p.id})</span>
            </Link>
            <p className="muted">
              {p.candidates.map((c) => c.id).join(' → ')} · automation {p.automation} · version {p.version}
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
