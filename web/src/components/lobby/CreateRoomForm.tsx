// "Create a room": a waiting room with you as host (docs/rooms.md
// "Creating"). Guests' rooms are never joinable, so they get no joining policy.
import { useState } from 'preact/hooks';
import { capacityChoices, guestMaxSeats } from '../../games';
import { useAction } from '../../hooks';
import { isRegistered } from '../../identity';
import { validPasscode } from '../../logic/lobby';
import { type CreateRoomOptions, createRoom } from '../../roomsApi';
import { navigate } from '../../router';
import type { GameInfo, Policy, User } from '../../types';
import { GameOptions, PasscodeInput, PolicyOptions } from '../Fields';
import type { SettingsDraft } from '../../games/game';
import { findGame } from '../../games/registry';

/** "2 players (you and the bot)", "3 players (you and 2 bots)": a guest plays only bots. */
function guestRoomText(players: number): string {
  const bots = players - 1;
  return `${players} players (you and ${bots === 1 ? 'the bot' : `${bots} bots`})`;
}

export function CreateRoomForm({ user, games }: { user: User | null; games: GameInfo[] }) {
  const [gameName, setGameName] = useState(games[0]?.name ?? '');
  const [capacity, setCapacity] = useState('');
  const [policy, setPolicy] = useState<Policy>('open');
  const [passcode, setPasscode] = useState('');
  const [showElo, setShowElo] = useState(true);
  const [botLevel, setBotLevel] = useState('');
  const [draft, setDraft] = useState<SettingsDraft>({});
  const { busy, error, setError, run } = useAction();
  const registered = isRegistered(user);
  const game = games.find((g) => g.name === gameName) ?? games[0];
  const module = findGame(game?.name);

  const submit = (event: Event) => {
    event.preventDefault();
    if (!game) return;
    if (registered && policy === 'passcode' && !validPasscode(passcode)) {
      setError('The passcode must be exactly 4 digits.');
      return;
    }
    const options: CreateRoomOptions = { game: game.name, showElo };
    if (capacity) options.capacity = Number(capacity);
    if (registered) options.policy = policy;
    if (registered && policy === 'passcode') options.passcode = passcode;
    if (botLevel) options.botLevel = botLevel;
    let settings: Record<string, unknown> | undefined;
    try {
      settings = module?.settingsFromDraft(draft, game.defaults);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return;
    }
    if (settings) options.settings = settings;
    void run('create', async () => {
      const created = await createRoom(options);
      navigate(`/m/${created.code}`);
    });
  };

  return (
    <section class="panel" aria-labelledby="room-create-title">
      <h2 id="room-create-title">Create a room</h2>
      {!user ? (
        <p class="note">Creating rooms needs a guest or registered identity; the server did not give this browser one.</p>
      ) : (
        <form class="create-form" onSubmit={submit} data-testid="create-room-form">
          <div class="field">
            <label for="new-room-game">Game</label>
            <select id="new-room-game" data-testid="new-room-game" value={gameName} onChange={(e) => {
              setGameName(e.currentTarget.value);
              setCapacity('');
              setBotLevel('');
              setDraft({});
            }}>
              <GameOptions games={games} />
            </select>
          </div>
          <div class="field">
            <label for="new-room-capacity">Players</label>
            <select id="new-room-capacity" data-testid="new-room-capacity" value={capacity} onChange={(e) => setCapacity(e.currentTarget.value)}>
              <option value="">Most allowed{game ? ` (${capacityChoices(game, !registered).slice(-1)[0] ?? game.maxSeats})` : ''}</option>
              {game &&
                capacityChoices(game, !registered).map((n) => (
                  <option key={n} value={String(n)}>
                    {n} players
                  </option>
                ))}
            </select>
            {game && (
              <span class="hint" data-testid="new-room-capacity-limit">
                {!registered && guestMaxSeats(game) !== null
                  ? `Guest rooms: ${guestRoomText(guestMaxSeats(game)!)}.`
                  : `${game.minSeats}–${game.maxSeats} players, bots included.`}
              </span>
            )}
          </div>
          {registered ? (
            <div class="field">
              <label for="new-room-policy">Joining</label>
              <select id="new-room-policy" data-testid="new-room-policy" value={policy} onChange={(e) => setPolicy(e.currentTarget.value as Policy)}>
                <PolicyOptions />
              </select>
            </div>
          ) : (
            <p class="hint wide" data-testid="new-room-guest-note">
              As a guest you play with bots, unrated; nobody else can join your room. Sign up to play others.
            </p>
          )}
          {registered && policy === 'passcode' && (
            <div class="field">
              <label for="new-room-passcode">Passcode</label>
              <PasscodeInput plain id="new-room-passcode" data-testid="new-room-passcode" pattern="[0-9]{4}" required value={passcode} onValue={setPasscode} />
            </div>
          )}
          {game && game.bots.length > 0 && (
            <div class="field">
              <label for="new-room-bot-level">Bot level (bots you add)</label>
              <select id="new-room-bot-level" data-testid="new-room-bot-level" value={botLevel} onChange={(e) => setBotLevel(e.currentTarget.value)}>
                <option value="">Server default</option>
                {game.bots.map((b) => (
                  <option key={b} value={b}>
                    {b}
                  </option>
                ))}
              </select>
            </div>
          )}
          {game && module && <module.SettingsFields draft={draft} onChange={setDraft} defaults={game.defaults} testing={game.testing} />}
          <div class="field check">
            <input id="new-room-elo" data-testid="new-room-elo" type="checkbox" checked={showElo} onChange={(e) => setShowElo(e.currentTarget.checked)} />
            <label for="new-room-elo">Show players' ELO</label>
          </div>
          <button type="submit" class="btn primary" data-testid="create-room" disabled={busy !== null || !game}>
            {busy ? 'Creating…' : 'Create room'}
          </button>
          {error && (
            <p class="error wide" role="alert" data-testid="create-room-error">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
