// The leaderboard of one game (/leaderboard/{game}), with a game switcher;
// /leaderboard alone is the game picker (no game is assumed).
import { useEffect, useState } from 'preact/hooks';
import { fetchLeaderboard } from '../accountsApi';
import { GameOptions } from '../components/Fields';
import { useGames, usePageTitle } from '../games';
import { errorText } from '../hooks';
import { formatRating } from '../logic/rating';
import { leaderboardPath, linkClick, navigate, profilePath } from '../router';
import type { Leaderboard } from '../types';

export function LeaderboardPage({ game }: { game: string | null }) {
  const games = useGames();
  const chosen = game;
  usePageTitle('Leaderboard', chosen);
  const [board, setBoard] = useState<Leaderboard | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!chosen) return undefined;
    let alive = true;
    setBoard(null);
    setError(null);
    fetchLeaderboard(chosen)
      .then((b) => alive && setBoard(b))
      .catch((e: unknown) => alive && setError(errorText(e)));
    return () => {
      alive = false;
    };
  }, [chosen]);

  return (
    <section class="panel" data-testid="leaderboard" aria-labelledby="board-title">
      <div class="section-head">
        <h1 id="board-title">Leaderboard</h1>
        <div class="field inline">
          <label for="leaderboard-game">Game</label>
          <select
            id="leaderboard-game"
            data-testid="leaderboard-game"
            value={chosen ?? ''}
            onChange={(e) => navigate(leaderboardPath(e.currentTarget.value))}
          >
            {chosen === null && <option value="">Choose a game…</option>}
            <GameOptions games={games ?? []} />
          </select>
        </div>
      </div>
      {error && (
        <p class="error" role="alert" data-testid="leaderboard-error">
          {error}
        </p>
      )}
      {chosen === null && (
        <ul class="game-picker" data-testid="leaderboard-picker">
          {(games ?? []).map((g) => (
            <li key={g.name}>
              <a href={leaderboardPath(g.name)} onClick={linkClick} data-testid={`leaderboard-pick-${g.name}`}>
                {g.title}
              </a>
            </li>
          ))}
        </ul>
      )}
      {chosen !== null && !error && !board && <p class="hint">Loading…</p>}
      {board && board.players.length === 0 && <p class="hint">No rated games yet.</p>}
      {board && board.players.length > 0 && (
        <table class="board" data-testid="leaderboard-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Player</th>
              <th scope="col">ELO</th>
            </tr>
          </thead>
          <tbody>
            {board.players.map((p) => (
              <tr key={p.name} data-testid={`leaderboard-row-${p.rank}`}>
                <td>{p.rank}</td>
                <td>
                  <a href={profilePath(p.name)} onClick={linkClick}>
                    {p.name}
                  </a>
                </td>
                <td>{formatRating(p.rating)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
