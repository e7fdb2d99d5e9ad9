/** Sign in: paste a token; it is checked with the service and kept in sessionStorage for this tab. */
import { type FormEvent, useState } from 'react';
import { createHttp, RecourseHttpError } from '../../../client/index.ts';
import { useTitle } from '../router.tsx';

export function SignIn({ onToken }: { onToken: (token: string) => void }) {
  useTitle('Sign in');
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await createHttp({ url: location.origin, token: token.trim() }).check();
      onToken(token.trim());
    } catch (err) {
      setError(
        err instanceof RecourseHttpError && err.status === 401
          ? 'The service does not know this token. Use the admin token printed on first start, or one from `recourse tokens create`.'
          : (err as Error).message,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <main id="main" className="sign-in">
      <h1>Sign in to Recourse</h1>
      <form onSubmit={(e) => void submit(e)} className="panel">
        <label>
          Token
          <input
            type="password"
            name="token"
            autoComplete="off"
            spellCheck={false}
            value={token}
            onChange={(e) => setToken(e.target.value)}
            required
            aria-describedby="token-help"
            aria-invalid={error ? true : undefined}
          />
        </label>
        <p id="token-help" className="muted">
          The token stays in this tab only (sessionStorage) and is sent to this service alone. Your role
          decides which controls you see; the service checks every request again.
        </p>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy || token.trim() === ''}>
          Sign in
        </button>
      </form>
    </main>
  );
}
