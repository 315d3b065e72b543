// One seat at a drawn table, for every game: the name (never broken
// mid-word), what kind of player sits there, whether they are connected, and
// a timer ring while it is their move. What the seat has shown (chips,
// capital, items…) is the game's, passed as children.
import type { ComponentChildren } from 'preact';
import { TimerRing } from './TimerRing';

export interface SeatInfo {
  seat: number;
  name: string;
  kind: string;
  online?: boolean;
}

const KIND_MARK: Record<string, string> = { bot: 'bot', agent: 'agent', human: 'human' };

export function Seat({
  player,
  you = false,
  timer = null,
  urgent = false,
  tone = '',
  x,
  y,
  children,
}: {
  player: SeatInfo;
  you?: boolean;
  /** Time left as a fraction of the turn, or null when the seat has no move to make. */
  timer?: number | null;
  urgent?: boolean;
  /** A highlight for the result moment: "win", "clash", "lose". */
  tone?: string;
  x: number;
  y: number;
  children?: ComponentChildren;
}) {
  const kind = KIND_MARK[player.kind] ?? 'human';
  // A bot is always there; a person's presence is what the room says.
  const present = player.kind === 'bot' || player.online !== false;
  return (
    <div
      class={`seat${you ? ' you' : ''}${timer !== null ? ' to-move' : ''}${tone ? ` ${tone}` : ''}`}
      style={{ left: `${x}%`, top: `${y}%` }}
      data-testid={`seat-${player.seat}`}
      data-to-move={timer !== null ? 'true' : 'false'}
    >
      {timer !== null && <TimerRing fraction={timer} urgent={urgent} />}
      <div class="seat-head">
        <span class={`presence ${present ? 'on' : 'off'}`} title={present ? 'connected' : 'away'} aria-label={present ? 'connected' : 'away'} role="img" />
        <span class="seat-name" title={player.name}>{player.name}</span>
      </div>
      <span class={`seat-kind kind-${kind}`}>{you ? `${kind} · you` : kind}</span>
      <div class="seat-shown">{children}</div>
    </div>
  );
}
