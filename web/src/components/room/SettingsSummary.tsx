// What the room was created with, in words (the game names its own settings).
import { type MatchState, shownGame } from '../../games/registry';
import { POLICY_LABEL } from '../../logic/lobby';
import type { RoomInfo } from '../../types';

/** Game settings the room reports, wherever this server version puts them. */
function gameSettings(state: MatchState, room: RoomInfo): [string, string][] {
  const settings = room.settings ?? state.settings ?? (state.turnSeconds ? { turnSeconds: state.turnSeconds } : null);
  if (!settings) return [];
  const game = shownGame(state.game);
  return Object.entries(settings)
    .filter(([key]) => key !== 'seatInfo')
    .map(([key, value]) => {
      const described = game.describeSetting(key, value);
      return [described?.label ?? key, described?.shown ?? (typeof value === 'object' ? JSON.stringify(value) : String(value))];
    });
}

export function SettingsSummary({ state, room }: { state: MatchState; room: RoomInfo }) {
  const rows: [string, string][] = [
    ['Players', `${state.players.length} of ${room.capacity}${room.minPlayers ? ` (at least ${room.minPlayers})` : ''}`],
    ['Joining', room.guestRoom ? 'Guest room: nobody else can join' : POLICY_LABEL[room.policy] ?? room.policy],
    ['Rated', room.rated ? 'Yes' : 'No'],
    ["Players' ELO", room.showElo ? 'Shown' : 'Hidden'],
  ];
  if (state.botLevel) rows.push(['Bots', state.botLevel]);
  rows.push(...gameSettings(state, room));
  return (
    <dl class="settings-summary" data-testid="settings-summary">
      {rows.map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
