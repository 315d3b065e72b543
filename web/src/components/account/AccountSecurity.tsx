// Your own account's security, on your player page: the browsers logged in
// as you and your agents' tokens, each with a button that ends it at once,
// and a change-password form (which logs every other browser out). The
// server never sends a secret here, only public ids.
import { useEffect, useState } from 'preact/hooks';
import {
  changePassword,
  endSession,
  fetchSessions,
  fetchTokens,
  revokeToken,
  type SessionEntry,
  type TokenEntry,
} from '../../accountsApi';
import { useAction } from '../../hooks';

function when(ms: number): string {
  return new Date(ms).toLocaleString([], { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

export function AccountSecurity() {
  const [sessions, setSessions] = useState<SessionEntry[] | null>(null);
  const [tokens, setTokens] = useState<TokenEntry[] | null>(null);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [changed, setChanged] = useState(false);
  const lists = useAction();
  const password = useAction();

  const reload = () =>
    lists.run('load', async () => {
      const [s, t] = await Promise.all([fetchSessions(), fetchTokens()]);
      setSessions(s);
      setTokens(t);
    });

  // Loaded once per visit; every change below reloads.
  useEffect(() => {
    void reload();
  }, []);

  const submit = async (event: Event) => {
    event.preventDefault();
    setChanged(false);
    const ok = await password.run('change', () => changePassword(current, next));
    if (ok) {
      setCurrent('');
      setNext('');
      setChanged(true);
      await reload();
    }
  };

  return (
    <section class="panel" aria-labelledby="security-title" data-testid="account-security">
      <h2 id="security-title">Your account</h2>
      {lists.error && (
        <p class="error" role="alert" data-testid="security-error">
          {lists.error}
        </p>
      )}
      <h3>Browsers logged in</h3>
      {sessions === null ? (
        <p class="hint">Loading…</p>
      ) : (
        <ul class="security-list" data-testid="session-list">
          {sessions.map((s) => (
            <li key={s.id} data-testid={`session-${s.id}`}>
              <span>
                Since {when(s.created)}, last seen {when(s.lastSeen)}
                {s.current && <strong> (this browser)</strong>}
              </span>{' '}
              {!s.current && (
                <button
                  type="button"
                  class="btn ghost"
                  data-testid={`end-session-${s.id}`}
                  disabled={lists.busy !== null}
                  onClick={() => void lists.run('end', async () => endSession(s.id)).then(reload)}
                >
                  Log out
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <h3>Agent tokens</h3>
      {tokens === null ? (
        <p class="hint">Loading…</p>
      ) : tokens.length === 0 ? (
        <p class="hint" data-testid="no-tokens">
          None. Agents use a token made with POST /api/auth/tokens.
        </p>
      ) : (
        <ul class="security-list" data-testid="token-list">
          {tokens.map((t) => (
            <li key={t.id} data-testid={`token-${t.id}`}>
              <span>
                <strong>{t.label}</strong>: made {when(t.created)}, last used {when(t.lastUsed)}
              </span>{' '}
              <button
                type="button"
                class="btn ghost"
                data-testid={`revoke-token-${t.id}`}
                disabled={lists.busy !== null}
                onClick={() => void lists.run('revoke', async () => revokeToken(t.id)).then(reload)}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      <h3>Change password</h3>
      <form class="auth-form" onSubmit={submit} data-testid="password-form" aria-label="Change password">
        <div class="field">
          <label for="password-current">Current password</label>
          <input
            id="password-current"
            data-testid="password-current"
            type="password"
            autoComplete="current-password"
            maxLength={128}
            required
            value={current}
            onInput={(e) => setCurrent(e.currentTarget.value)}
          />
        </div>
        <div class="field">
          <label for="password-new">New password</label>
          <input
            id="password-new"
            data-testid="password-new"
            type="password"
            autoComplete="new-password"
            minLength={12}
            maxLength={128}
            required
            value={next}
            onInput={(e) => setNext(e.currentTarget.value)}
          />
        </div>
        <p class="hint">12 characters or more. Every other browser logged in as you is logged out; agent tokens stay.</p>
        <div class="row">
          <button type="submit" class="btn primary" data-testid="password-submit" disabled={password.busy !== null}>
            {password.busy ? 'Changing…' : 'Change password'}
          </button>
        </div>
        {password.error && (
          <p class="error" role="alert" data-testid="password-error">
            {password.error}
          </p>
        )}
        {changed && (
          <p class="hint" role="status" data-testid="password-changed">
            Password changed. Other browsers are logged out.
          </p>
        )}
      </form>
    </section>
  );
}
