import { useEffect, useState } from 'preact/hooks';
import { Header } from './components/account/Header';
import { usePageTitle } from './games';
import { AdminPage } from './pages/Admin';
import { refreshIdentity, useIdentity } from './identity';
import { Home } from './pages/Home';
import { LeaderboardPage } from './pages/Leaderboard';
import { MatchPage } from './pages/Match';
import { ProfilePage } from './pages/Profile';
import { ReplayPage } from './pages/Replay';
import { linkClick, onNavigate, parseRoute } from './router';

function NotFound({ path }: { path: string }) {
  usePageTitle('Page not found');
  return (
    <section class="panel">
      <h1>Page not found</h1>
      <p>
        There is nothing at <code>{path}</code>.{' '}
        <a href="/" onClick={linkClick}>
          Go to the lobby
        </a>
        .
      </p>
    </section>
  );
}

/**
 * The skip link goes to the page's main action when it has one that can
 * take the focus (data-main-action: a table's hand or bet, which the next
 * Tab enters; the waiting room's Start or Ready, a replay's Next); else to
 * the page's content.
 */
function skipToAction(event: MouseEvent) {
  const action = [...document.querySelectorAll<HTMLElement>('[data-main-action]')].find((el) => !(el as HTMLButtonElement).disabled);
  if (!action) return;
  event.preventDefault();
  action.focus();
}

export function App() {
  const [route, setRoute] = useState(() => parseRoute(window.location.pathname));
  const { user, ready } = useIdentity();
  useEffect(() => onNavigate(() => setRoute(parseRoute(window.location.pathname))), []);
  useEffect(() => {
    void refreshIdentity();
  }, []);

  // A page that depends on who you are starts again when that changes
  // (login, logout): the room's state and buttons differ per identity.
  const who = user?.name ?? '';

  return (
    <>
      <a class="skip" href="#main" onClick={skipToAction}>
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {!ready ? (
          <p class="hint" role="status" aria-busy="true">
            Loading…
          </p>
        ) : (
          <>
            {route.page === 'home' && <Home key={who} />}
            {route.page === 'match' && <MatchPage key={`${route.code}:${who}`} code={route.code} />}
            {route.page === 'replay' && <ReplayPage key={route.code} code={route.code} />}
            {route.page === 'profile' && <ProfilePage key={route.name} name={route.name} />}
            {route.page === 'admin' && <AdminPage key={who} />}
            {route.page === 'leaderboard' && <LeaderboardPage key={route.game ?? ''} game={route.game} />}
            {route.page === 'missing' && <NotFound path={route.path} />}
          </>
        )}
      </main>
    </>
  );
}
