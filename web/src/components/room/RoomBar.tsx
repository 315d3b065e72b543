// Resign and Exit, as the rulebooks' shared room rules put them:
// - a seated player in a waiting room exits after a confirmation (Cancel /
//   Exit), which gives up the seat;
// - watchers, resigned players and everyone in a finished room exit by just
//   going to the lobby, with no question and no change to the room;
// - a seated player in play resigns after a confirmation (Cancel / Resign /
//   Resign & Exit); Resign & Exit leaves only once the resign succeeded.
import { useState } from 'preact/hooks';
import { navigate } from '../../router';
import { ConfirmDialog } from '../ConfirmDialog';
import { type RoomProps, useRoomAction } from './useRoomAction';

type Asking = null | 'exit' | 'resign' | 'end';

export function RoomBar({ state, room, onState }: RoomProps) {
  const { busy, error, act } = useRoomAction(state.code, onState);
  const [asking, setAsking] = useState<Asking>(null);
  const mine = state.you ? state.players.find((p) => p.seat === state.you?.seat) : undefined;
  const seated = state.you !== null;
  const resigned = mine?.resigned === true;
  const waitingSeat = seated && state.status === 'lobby';
  const canResign = seated && !resigned && state.status === 'playing';
  // In play an active seat leaves by resigning (or just closing the page: the seat stays).
  const canExit = !canResign;
  // The administrator may end any waiting or playing room; the game is then unrated.
  const canEnd = state.viewer?.admin === true && (state.status === 'lobby' || state.status === 'playing');

  const toLobby = () => navigate('/');
  const exitSeat = async () => {
    setAsking(null);
    if (await act('exit')) toLobby();
  };
  const resign = async (thenExit: boolean) => {
    setAsking(null);
    // Leave only after the server took the resignation (an error stays on screen).
    if ((await act('resign')) && thenExit) toLobby();
  };

  return (
    <div class="room-bar row" data-testid="room-bar">
      {canResign && (
        <button type="button" class="btn danger-outline" data-testid="resign" disabled={busy !== null} onClick={() => setAsking('resign')}>
          {busy === 'resign' ? 'Resigning…' : 'Resign'}
        </button>
      )}
      {canExit && (
        <button
          type="button"
          class="btn"
          data-testid="exit-room"
          disabled={busy !== null}
          onClick={() => (waitingSeat ? setAsking('exit') : toLobby())}
        >
          Exit
        </button>
      )}
      {canEnd && (
        <button type="button" class="btn danger-outline" data-testid="admin-end" disabled={busy !== null} onClick={() => setAsking('end')}>
          End game (admin)
        </button>
      )}
      {resigned && state.status === 'playing' && <span class="hint">You resigned; you can keep watching.</span>}
      {room.endedBy && <span class="note">{room.endedBy === 'abandoned' ? 'Abandoned: nobody played for too long' : `Ended by ${room.endedBy}`}; the game is unrated.</span>}
      {error && (
        <p class="error" role="alert" data-testid="room-bar-error">
          {error}
        </p>
      )}
      {asking === 'exit' && (
        <ConfirmDialog
          title="Leave this room?"
          testid="exit-dialog"
          onCancel={() => setAsking(null)}
          choices={[
            { label: 'Cancel', testid: 'cancel-exit', onChoose: () => setAsking(null) },
            { label: 'Exit', testid: 'confirm-exit', tone: 'primary', onChoose: () => void exitSeat() },
          ]}
        >
          <p>Your seat is given up and you return to the lobby.{state.you?.host ? ' The host role passes to another player.' : ''}</p>
        </ConfirmDialog>
      )}
      {asking === 'resign' && (
        <ConfirmDialog
          title="Resign this game?"
          testid="resign-dialog"
          onCancel={() => setAsking(null)}
          choices={[
            { label: 'Cancel', testid: 'resign-cancel', onChoose: () => setAsking(null) },
            { label: 'Resign', testid: 'resign-confirm', tone: 'danger', onChoose: () => void resign(false) },
            { label: 'Resign & Exit', testid: 'resign-exit', tone: 'danger', onChoose: () => void resign(true) },
          ]}
        >
          <p>Resigning cannot be undone. Resign keeps you watching; Resign &amp; Exit returns to the lobby.</p>
        </ConfirmDialog>
      )}
      {asking === 'end' && (
        <ConfirmDialog
          title="End this game for everyone?"
          testid="end-dialog"
          onCancel={() => setAsking(null)}
          choices={[
            { label: 'Cancel', testid: 'end-cancel', onChoose: () => setAsking(null) },
            {
              label: 'End game',
              testid: 'end-confirm',
              tone: 'danger',
              onChoose: () => {
                setAsking(null);
                void act('end');
              },
            },
          ]}
        >
          <p>The game stops at once and is unrated.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
