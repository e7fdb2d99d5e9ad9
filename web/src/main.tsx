/** The Recourse web console: sign in, profiles, the route board, route detail and Office. */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Board } from './pages/board.tsx';
import { Office } from './pages/office.tsx';
import { ProfileEditor } from './pages/profile-editor.tsx';
import { Profiles } from './pages/profiles.tsx';
import { RouteDetail } from './pages/route-detail.tsx';
import { SignIn } from './pages/sign-in.tsx';
import { Link, navigate, useLocation } from './router.tsx';
import {
  endSession,
  RoleProvider,
  type Session,
  SessionContext,
  savedToken,
  startSession,
  useClientState,
} from './session.tsx';
import './styles.css';

function Header({ onSignOut }: { onSignOut: () => void }) {
  const path = useLocation().pathname;
  const role = useClientState((ctx) => ctx.role);
  const status = useClientState((ctx) => ctx.status);
  const problem = useClientState((ctx) => ctx.problem);
  const nav: Array<[string, string]> = [
    ['/board', 'Board'],
    ['/office', 'Office'],
    ['/profiles', 'Profiles'],
  ];
  return (
    <header className="top">
      <a className="skip" href="#main">
        Skip to content
      </a>
      <span className="brand">Recourse</span>
      <nav aria-label="Main">
        {nav.map(([to, label]) => (
          <Link key={to} to={to} aria-current={path.startsWith(to) ? 'page' : undefined}>
            {label}
          </Link>
        ))}
      </nav>
      <span className="who">
        <span className={`status status-${status}`} title={problem ?? undefined}>
          {status === 'open' ? 'live' : status}
        </span>{' '}
        role <strong data-role={role ?? ''}>{role ?? '…'}</strong>
      </span>
      <button type="button" onClick={onSignOut}>
        Sign out
      </button>
      {status !== 'open' && problem && (
        <p className="banner" role="status">
          {problem}
        </p>
      )}
    </header>
  );
}

function Page() {
  const path = useLocation().pathname;
  const profile = /^\/profiles\/([^/]+)$/.exec(path);
  const route = /^\/routes\/([^/]+)$/.exec(path);
  if (path === '/profiles') return <Profiles />;
  if (profile) return <ProfileEditor id={profile[1] === 'new' ? null : decodeURIComponent(profile[1]!)} />;
  if (route) return <RouteDetail id={decodeURIComponent(route[1]!)} />;
  if (path === '/office') return <Office />;
  return <Board />;
}

const saved = savedToken();
const initialSession: Session | null = saved ? startSession(saved) : null;

function App() {
  const [session, setSession] = useState<Session | null>(initialSession);
  const path = useLocation().pathname;
  if (!session) {
    return (
      <SignIn
        onToken={(token) => {
          setSession(startSession(token));
          if (path === '/signin' || path === '/') navigate('/board', true);
        }}
      />
    );
  }
  return (
    <SessionContext.Provider value={session}>
      <RoleProvider>
        <Header
          onSignOut={() => {
            endSession(session);
            setSession(null);
            navigate('/signin');
          }}
        />
        <Page />
      </RoleProvider>
    </SessionContext.Provider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
