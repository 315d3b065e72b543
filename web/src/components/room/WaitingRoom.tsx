// The waiting room (docs/rooms.md "Two ways a room starts"): player cards,
// the host's actions row below them (Add bot, Start Game with the reason it
// cannot start yet), Ready for the other seated humans, the settings, and
// the host's panel.
import { findGame } from '../../games/registry';
import { startHintFor, waitingLine } from '../../logic/waiting';
import { HostPanel } from './HostPanel';
import { RoomPlayers, isBot } from './RoomPlayers';
import { SettingsSummary } from './SettingsSummary';
import { type RoomProps, useRoomAction } from './useRoomAction';

export function WaitingRoom({ state, room, onState }: RoomProps) {
  const { busy, error, act } = useRoomAction(state.code, onState);
  const me = state.you ? (state.players.find((p) => p.seat === state.you?.seat) ?? null) : null;
  const isHost = state.you?.host === true;
  const botCount = state.players.filter(isBot).length;
  const full = state.players.length >= room.capacity;
  const botLimit = typeof room.maxBots === 'number' && botCount >= room.maxBots;
  const ready = me?.ready === true;
  const GamePanel = findGame(state.game)?.WaitingPanel;
  const settings = room.settings ?? (state as { settings?: Record<string, unknown> | null }).settings;
  const view = { canStart: room.canStart, startHint: room.startHint, myName: me?.name ?? null, isHost };

  return (
    <section class="panel waiting" data-testid="waiting-room" aria-labelledby="waiting-title">
      <h2 id="waiting-title">Waiting room</h2>
      <p role="status" aria-live="polite" data-testid="status-line">
        {state.players.length} of {room.capacity} seats taken.{' '}
        {waitingLine(view)}
      </p>
      <RoomPlayers
        players={state.players}
        capacity={room.capacity}
        mySeat={state.you?.seat ?? null}
        isHost={isHost}
        busy={busy}
        onRemoveBot={(name) => act('remove-bot', { name }, `remove-${name}`)}
        onMakeHost={(name) => act('host', { name }, `host-${name}`)}
      />
      {isHost && (
        <div class="row host-actions" data-testid="host-actions">
          <button type="button" class="btn" data-testid="add-bot" disabled={busy !== null || full || botLimit} onClick={() => act('add-bot')}>
            {busy === 'add-bot' ? 'Adding…' : 'Add bot'}
          </button>
          <button type="button" class="btn primary" data-testid="start-room" data-main-action disabled={busy !== null || !room.canStart} onClick={() => act('start')}>
            {busy === 'start' ? 'Starting…' : 'Start Game'}
          </button>
          {!room.canStart && room.startHint && (
            <span class="hint" data-testid="start-hint">
              {startHintFor(view)}
            </span>
          )}
        </div>
      )}
      {me && !isHost && (
        <div class="row">
          <button
            type="button"
            class={`btn${ready ? '' : ' primary'}`}
            data-testid="ready-toggle" data-main-action
            data-ready={ready ? 'true' : 'false'}
            aria-pressed={ready}
            disabled={busy !== null}
            onClick={() => act('ready', { ready: !ready })}
          >
            {ready ? 'Ready ✓ (click to undo)' : "I'm ready"}
          </button>
        </div>
      )}
      {error && (
        <p class="error" role="alert" data-testid="room-error">
          {error}
        </p>
      )}
      <SettingsSummary state={state} room={room} />
      {GamePanel && <GamePanel code={state.code} settings={settings} players={state.players.length} />}
      {isHost && <HostPanel state={state} room={room} onState={onState} />}
    </section>
  );
}
