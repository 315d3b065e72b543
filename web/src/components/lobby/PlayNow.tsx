// The lobby's first strip, "Play now": your name and one button per game
// for a game against house bots at once. The default game (the registry's
// first) plays at an agent table (POST /api/matches, its quick game's texts);
// every other game in a room of its fewest players, the rest bots.
import type { JSX } from 'preact';
import { quickStart } from '../../agentTables';
import { useAction } from '../../hooks';
import { shownGame } from '../../games/registry';
import { quickRoom } from '../../roomsApi';
import { navigate } from '../../router';
import { saveName } from '../../storage';
import type { GameInfo } from '../../types';

const quick = shownGame().texts.quickGame;

interface Props {
  name: string;
  onName: (name: string) => void;
  games: GameInfo[];
}

export function PlayNow({ name, onName, games }: Props) {
  const { busy, error, run } = useAction();
  const defaultGame = games[0]?.name;
  const others = games.filter((g) => g.name !== defaultGame);
  const typed = (event: JSX.TargetedEvent<HTMLInputElement>) => {
    onName(event.currentTarget.value);
    saveName(event.currentTarget.value);
  };

  return (
    <section class="panel wide play-now" aria-labelledby="play-now-title" data-testid="play-now">
      <h2 id="play-now-title">Play now</h2>
      <div class="play-now-row">
        <button
          type="button"
          class="btn primary big"
          data-testid="start-game"
          disabled={busy !== null}
          onClick={() => run('quick', () => quickStart(name))}
        >
          {busy === 'quick' ? 'Starting…' : 'Start game'}
        </button>
        {others.map((g) => (
          <button
            key={g.name}
            type="button"
            class="btn big"
            data-testid={`play-now-${g.name}`}
            disabled={busy !== null}
            onClick={() =>
              run(g.name, async () => {
                navigate(`/m/${await quickRoom(g.name, g.room.minPlayers)}`);
              })
            }
          >
            {busy === g.name ? 'Starting…' : `${g.title} vs bot`}
          </button>
        ))}
        <div class="field">
          <label for="player-name">Your name</label>
          <input
            id="player-name"
            data-testid="player-name"
            type="text"
            maxLength={24}
            autoComplete="nickname"
            placeholder="Player"
            value={name}
            onInput={typed}
          />
        </div>
      </div>
      <p class="hint">
        Start game: {quick?.title ?? 'a quick game'} against two house bots, unrated, no login.
        {others.length > 0 && ' The others: a room against the house bot.'}
      </p>
      {quick && (
        <details class="hint">
          <summary>How to play</summary>
          {quick.rules}
        </details>
      )}
      {error && (
        <p class="error" role="alert" data-testid="home-error">
          {error}
        </p>
      )}
    </section>
  );
}
