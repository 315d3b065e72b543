import { useEffect, useState } from 'preact/hooks';
import { Home } from './pages/Home';
import { MatchPage } from './pages/Match';
import { ReplayPage } from './pages/Replay';
import { linkClick, onNavigate, parseRoute } from './router';

export function App() {
  const [route, setRoute] = useState(() => parseRoute(window.location.pathname));
  useEffect(() => onNavigate(() => setRoute(parseRoute(window.location.pathname))), []);

  useEffect(() => {
    document.title =
      route.page === 'match'
        ? `Bidlock · ${route.code}`
        : route.page === 'replay'
          ? `Bidlock replay · ${route.code}`
          : 'Bidlock · Gavel';
  }, [route]);

  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="topbar">
        <a class="brand" href="/" onClick={linkClick}>
          <span aria-hidden="true" class="brand-mark">
            ◆
          </span>{' '}
          Bidlock
        </a>
        <span class="tagline">sealed-bid strategy for 2–4 players</span>
      </header>
      <main id="main" tabIndex={-1}>
        {route.page === 'home' && <Home />}
        {route.page === 'match' && <MatchPage key={route.code} code={route.code} />}
        {route.page === 'replay' && <ReplayPage key={route.code} code={route.code} />}
        {route.page === 'missing' && (
          <section class="panel">
            <h1>Page not found</h1>
            <p>
              There is nothing at <code>{route.path}</code>.{' '}
              <a href="/" onClick={linkClick}>
                Go to the home page
              </a>
              .
            </p>
          </section>
        )}
      </main>
    </>
  );
}
