// A player's page (/u/{name}): rating per game with its history as a chart,
// and the recent rated games with links to their replays; on your own page,
// also your sessions, agent tokens and a change-password form.
import { useEffect, useState } from 'preact/hooks';
import { fetchPlayer } from '../accountsApi';
import { ApiError } from '../api';
import { RatingChart } from '../components/RatingChart';
import { AccountSecurity } from '../components/account/AccountSecurity';
import { gameTitle, useGames, usePageTitle } from '../games';
import { errorText } from '../hooks';
import { isRegistered, useIdentity } from '../identity';
import { ratingDates, ratingSeries } from '../logic/chart';
import { formatChange, formatRating } from '../logic/rating';
import { leaderboardPath, linkClick } from '../router';
import type { PlayerProfile } from '../types';

export function ProfilePage({ name }: { name: string }) {
  const [profile, setProfile] = useState<PlayerProfile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const games = useGames();
  const { user } = useIdentity();
  // Names are unique in any letter case, so this is the account's own page.
  const own = isRegistered(user) && user.name.toLowerCase() === name.toLowerCase();
  usePageTitle(name);

  useEffect(() => {
    let alive = true;
    fetchPlayer(name)
      .then((p) => alive && setProfile(p))
      .catch((e: unknown) => {
        if (!alive) return;
        setError(e instanceof ApiError && e.status === 404 ? `There is no registered player called ${name}.` : errorText(e));
      });
    return () => {
      alive = false;
    };
  }, [name]);

  if (error) {
    return (
      <section class="panel" data-testid="profile-error">
        <h1>{name}</h1>
        <p class="error" role="alert">
          {error}
        </p>
      </section>
    );
  }
  if (!profile) return <p class="hint" role="status">Loading…</p>;

  return (
    <div class="profile" data-testid="profile">
      <section class="panel">
        <h1 data-testid="profile-name">{profile.name}</h1>
        {profile.ratings.length === 0 && <p class="hint">No rated games yet.</p>}
        <ul class="profile-ratings">
          {profile.ratings.map((r) => (
            <li key={r.game} data-testid={`profile-rating-${r.game}`} class="profile-rating">
              <div>
                <a href={leaderboardPath(r.game)} onClick={linkClick}>
                  {gameTitle(games, r.game)}
                </a>
                : <strong>{formatRating(r.rating)}</strong> <span class="muted">({r.games} game{r.games === 1 ? '' : 's'})</span>
              </div>
              <RatingChart
                values={ratingSeries(profile.history, r.game)}
                dates={ratingDates(profile.history, r.game)}
                label={`${gameTitle(games, r.game)} rating`}
                testid={`profile-chart-${r.game}`}
              />
            </li>
          ))}
        </ul>
      </section>
      <section class="panel" aria-labelledby="recent-title">
        <h2 id="recent-title">Recent games</h2>
        {profile.history.length === 0 ? (
          <p class="hint">None yet.</p>
        ) : (
          <table class="recent" data-testid="profile-games">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Game</th>
                <th scope="col">Rating</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {profile.history.map((h) => (
                <tr key={`${h.match}-${h.at}`} data-testid={`profile-game-${h.match}`}>
                  <td>{new Date(h.at).toLocaleDateString([], { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' })}</td>
                  <td>
                    <a href={`/replay/${h.match}`} onClick={linkClick}>
                      {gameTitle(games, h.game)} {h.match}
                    </a>
                  </td>
                  <td>{formatRating(h.new)}</td>
                  <td class={h.change < 0 ? 'neg-text' : 'pos-text'}>{formatChange(h.change)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {own && <AccountSecurity key={user.name} />}
    </div>
  );
}
