// The waiting room's player cards: name, rounded ELO, ready state, host
// mark, online dot; bots read "Automatic bot". The host also gets Remove
// (bots) and Make host (other registered humans) on the cards.
import { roundedElo } from '../../logic/rating';
import type { Player } from '../../types';
import { Badge } from '../Bits';

interface Props {
  players: Player[];
  capacity: number;
  mySeat: number | null;
  isHost: boolean;
  busy: string | null;
  onRemoveBot: (name: string) => void;
  onMakeHost: (name: string) => void;
}

/** A seat a house bot holds (older servers said so only by kind). */
export function isBot(p: Player): boolean {
  return p.bot === true || p.kind === 'bot';
}

export function RoomPlayers({ players, capacity, mySeat, isHost, busy, onRemoveBot, onMakeHost }: Props) {
  const open = Math.max(0, capacity - players.length);
  return (
    <ul class="room-players" data-testid="room-players">
      {players.map((p, i) => {
        const bot = isBot(p);
        const ready = bot || p.host || p.ready === true;
        const elo = roundedElo(p.elo);
        const me = mySeat === p.seat;
        return (
          <li
            key={`${p.seat}-${p.name}`}
            class={`room-player${me ? ' me' : ''}`}
            data-testid={`room-player-${i}`}
            data-name={p.name}
            data-ready={ready ? 'true' : 'false'}
            data-host={p.host ? 'true' : 'false'}
            data-bot={bot ? 'true' : 'false'}
            data-online={p.online ? 'true' : 'false'}
          >
            <div class="room-player-top">
              {!bot && (
                <span
                  class={`online-dot${p.online ? ' on' : ''}`}
                  role="img"
                  aria-label={p.online ? 'online' : 'offline'}
                  title={p.online ? 'online' : 'offline'}
                />
              )}
              <span class="pname">{p.name}</span>
              {elo !== null && <span class="elo">{elo}</span>}
              <span class="badges">
                {p.host && <Badge tone="host">host</Badge>}
                {me && <Badge tone="you">you</Badge>}
                {p.guest && <Badge>guest</Badge>}
              </span>
            </div>
            <div class="room-player-meta">
              {bot ? (
                <span class="muted">Automatic bot</span>
              ) : (
                <span class={ready ? 'pos-text' : 'muted'}>{ready ? '✓ Ready' : 'Not ready'}</span>
              )}
              {isHost && bot && (
                <button type="button" class="btn small" data-testid={`remove-bot-${i}`} disabled={busy !== null} onClick={() => onRemoveBot(p.name)}>
                  Remove
                </button>
              )}
              {isHost && !bot && !p.host && !p.guest && (
                <button type="button" class="btn small ghost" data-testid={`make-host-${i}`} disabled={busy !== null} onClick={() => onMakeHost(p.name)}>
                  Make host
                </button>
              )}
            </div>
          </li>
        );
      })}
      {Array.from({ length: open }, (_, i) => (
        <li key={`open-${i}`} class="room-player free-seat">
          Open seat
        </li>
      ))}
    </ul>
  );
}
