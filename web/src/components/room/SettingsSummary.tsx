// What the room was created with, in words.
import { POLICY_LABEL } from '../../logic/lobby';
import { RP_CHOICES, RP_NUMBERS } from '../../logic/rpSettings';
import type { MatchState, RoomInfo } from '../../types';

/** Game settings the room reports, wherever this server version puts them. */
function gameSettings(state: MatchState, room: RoomInfo): [string, string][] {
  const settings = room.settings ?? state.settings ?? (state.turnSeconds ? { turnSeconds: state.turnSeconds } : null);
  if (!settings) return [];
  return Object.entries(settings)
    .filter(([key]) => key !== 'seatInfo')
    .map(([key, value]) => {
      const choice = RP_CHOICES.find((c) => c.key === key);
      const label = key === 'turnSeconds' ? 'Seconds per turn' : (RP_NUMBERS.find((n) => n.key === key)?.label ?? choice?.label ?? key);
      const shown = choice?.choices.find((c) => c.value === String(value))?.label;
      return [label, shown ?? (typeof value === 'object' ? JSON.stringify(value) : String(value))];
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
