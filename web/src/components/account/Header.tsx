// The top bar: the brand, the links (Lobby, Leaderboard of the game last
// played here, or the game picker; Profile), who you
// are, and the Log in / Sign up / Log out controls.
import { SoundToggle } from '../SoundToggle';
import { useEffect, useState } from 'preact/hooks';
import { logOut } from '../../accountsApi';
import { useAction } from '../../hooks';
import { isRegistered, refreshIdentity, useIdentity } from '../../identity';
import { leaderboardPath, linkClick, onNavigate, profilePath } from '../../router';
import { onLastGame, savedLastGame } from '../../storage';
import { type AuthMode, AuthForm } from './AuthForm';

export function Header() {
  const { user, ready } = useIdentity();
  const [form, setForm] = useState<AuthMode | null>(null);
  const { busy, error, run } = useAction();
  const registered = isRegistered(user);
  // The room page saves the game it seats you in; another tab may have too (read again on navigation).
  const [lastGame, setLastGame] = useState(savedLastGame);
  useEffect(() => {
    const reread = () => setLastGame(savedLastGame());
    const unsubscribe = onLastGame(reread);
    const unlisten = onNavigate(reread);
    return () => {
      unsubscribe();
      unlisten();
    };
  }, []);

  const toggle = (mode: AuthMode) => setForm((open) => (open === mode ? null : mode));
  const logout = () => run('logout', async () => {
    await logOut();
    await refreshIdentity();
  });

  return (
    <header class="topbar">
      <div class="topbar-row">
        <a class="brand" href="/" onClick={linkClick}>
          <span aria-hidden="true" class="brand-mark">
            ◆
          </span>{' '}
          Gavel
        </a>
        <nav class="nav" aria-label="Main">
          <a href="/" onClick={linkClick} data-testid="nav-lobby">
            Lobby
          </a>
          <a href={lastGame ? leaderboardPath(lastGame) : '/leaderboard'} onClick={linkClick} data-testid="nav-leaderboard">
            Leaderboard
          </a>
          {user?.admin && (
            <a href="/admin" onClick={linkClick} data-testid="nav-admin">
              Admin
            </a>
          )}
          {registered && (
            <a href={profilePath(user.name)} onClick={linkClick} data-testid="nav-profile">
              Profile
            </a>
          )}
          <SoundToggle />
        </nav>
        <div class="who">
          {user && (
            <span class="user-name" data-testid="user-name" data-guest={user.guest ? 'true' : 'false'}>
              {user.name}
              {user.guest && <span class="guest-mark"> (guest)</span>}
            </span>
          )}
          {ready && !registered && (
            <>
              <button type="button" class="btn small on-dark" data-testid="login-open" aria-expanded={form === 'login'} onClick={() => toggle('login')}>
                Log in
              </button>
              <button type="button" class="btn small on-dark" data-testid="signup-open" aria-expanded={form === 'signup'} onClick={() => toggle('signup')}>
                Sign up
              </button>
            </>
          )}
          {registered && (
            <button type="button" class="btn small on-dark" data-testid="logout" disabled={busy !== null} onClick={logout}>
              Log out
            </button>
          )}
        </div>
      </div>
      {error && (
        <p class="error on-dark-error" role="alert">
          {error}
        </p>
      )}
      {form && !registered && (
        <div class="auth-panel">
          <AuthForm key={form} mode={form} onDone={() => setForm(null)} />
        </div>
      )}
    </header>
  );
}
