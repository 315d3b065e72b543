// A watcher's way into a waiting room, per its policy: Join, Request (then
// Cancel request), or Enter code. Guests and anonymous viewers are told why
// they can only watch.
import { useState } from 'preact/hooks';
import { joinChoice, validPasscode } from '../../logic/lobby';
import { PasscodeInput } from '../Fields';
import { type RoomProps, useRoomAction } from './useRoomAction';

export function WatcherJoin({ state, room, onState }: RoomProps) {
  const { busy, error, act } = useRoomAction(state.code, onState);
  const [passcode, setPasscode] = useState('');
  const viewer = state.viewer ?? null;
  const choice = joinChoice({
    status: state.status,
    flow: room.flow,
    policy: room.policy,
    guestRoom: room.guestRoom,
    capacity: room.capacity,
    playerCount: state.players.length,
    registered: viewer !== null && !viewer.guest,
    seated: viewer?.seated === true || state.you !== null,
    invited: viewer?.invited === true,
    requested: viewer?.requested === true,
  });

  if (state.status !== 'lobby') return null;
  if (!viewer || viewer.guest) {
    return (
      <p class="hint" data-testid="watcher-why">
        {room.guestRoom
          ? 'This is a guest room: only its host and bots play in it.'
          : 'Guests and visitors can watch and read the chat. Sign up or log in to join rooms.'}
      </p>
    );
  }
  return (
    <div class="watcher-join">
      {choice === 'join' && (
        <button type="button" class="btn primary" data-testid="watcher-join" disabled={busy !== null} onClick={() => act('join')}>
          {viewer.invited ? 'Join (invited)' : 'Join'}
        </button>
      )}
      {choice === 'request' && (
        <button type="button" class="btn primary" data-testid="watcher-request" disabled={busy !== null} onClick={() => act('request')}>
          Request to join
        </button>
      )}
      {choice === 'cancel-request' && (
        <span class="row">
          <span data-testid="request-pending">Your request is waiting for the host.</span>
          <button type="button" class="btn" data-testid="watcher-cancel" disabled={busy !== null} onClick={() => act('cancel-request')}>
            Cancel request
          </button>
        </span>
      )}
      {choice === 'code' && (
        <form
          class="row"
          onSubmit={(e) => {
            e.preventDefault();
            void act('join', { passcode });
          }}
        >
          <label for="watcher-code">Passcode</label>
          <PasscodeInput id="watcher-code" data-testid="watcher-code" value={passcode} onValue={setPasscode} />
          <button type="submit" class="btn primary" data-testid="watcher-code-join" disabled={busy !== null || !validPasscode(passcode)}>
            Enter code
          </button>
        </form>
      )}
      {choice === 'watch' && room.guestRoom && <span class="hint">This is a guest room: only its host and bots play in it.</span>}
      {choice === 'watch' && !room.guestRoom && state.players.length >= room.capacity && <span class="hint">The room is full.</span>}
      {error && (
        <p class="error" role="alert" data-testid="watcher-error">
          {error}
        </p>
      )}
    </div>
  );
}
