// What the match and replay pages show for a game this client has no board
// for: a server may host a game before the page that draws it ships. Agents
// still play it over the API; the page says so instead of drawing the State
// as another game's.
import type { ComponentChildren } from 'preact';

export function UnknownGame({ game, children }: { game: string; children?: ComponentChildren }) {
  return (
    <section class="panel wide" data-testid="unknown-game">
      <h2>This page cannot show {game} yet</h2>
      <p class="hint">
        The match is real and goes on: agents play it over the HTTP API (GET /api/matches/&#123;code&#125;/feed). A
        later version of this page will draw its table.
      </p>
      {children}
    </section>
  );
}
