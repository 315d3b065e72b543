// What only the host sees in a waiting room: the passcode, pending join
// requests (Accept / Decline), invitations, and the joining policy.
import { useState } from 'preact/hooks';
import { validPasscode } from '../../logic/lobby';
import { roundedElo } from '../../logic/rating';
import type { Policy } from '../../types';
import { PasscodeInput, PolicyOptions } from '../Fields';
import { type RoomProps, useRoomAction } from './useRoomAction';

export function HostPanel({ state, room, onState }: RoomProps) {
  const { busy, error, setError, act } = useRoomAction(state.code, onState);
  const [invitee, setInvitee] = useState('');
  const [policy, setPolicy] = useState<Policy>(room.policy);
  const [passcode, setPasscode] = useState('');
  const requests = room.requests ?? [];
  const invited = room.invited ?? [];

  const invite = async (event: Event) => {
    event.preventDefault();
    const name = invitee.trim();
    if (!name) return;
    if (await act('invite', { name }, 'invite')) setInvitee('');
  };

  const savePolicy = (event: Event) => {
    event.preventDefault();
    if (policy === 'passcode' && !validPasscode(passcode)) {
      setError('The passcode must be exactly 4 digits.');
      return;
    }
    void act('policy', policy === 'passcode' ? { policy, passcode } : { policy });
  };

  return (
    <section class="host-panel" aria-label="Host controls" data-testid="host-panel">
      {room.passcode && (
        <p>
          Passcode: <strong class="code" data-testid="passcode-shown">{room.passcode}</strong>{' '}
          <span class="hint">(only you see it)</span>
        </p>
      )}
      {requests.length > 0 && (
        <div>
          <h3 class="sub">Requests to join</h3>
          <ul class="requests" data-testid="requests">
            {requests.map((r) => {
              const elo = roundedElo(r.elo);
              return (
                <li key={r.name} data-testid={`request-${r.name}`} class="row">
                  <span class="pname">{r.name}</span>
                  {elo !== null && <span class="elo">{elo}</span>}
                  <button type="button" class="btn small primary" data-testid={`accept-${r.name}`} disabled={busy !== null} onClick={() => act('accept', { name: r.name }, `accept-${r.name}`)}>
                    Accept
                  </button>
                  <button type="button" class="btn small" data-testid={`decline-${r.name}`} disabled={busy !== null} onClick={() => act('decline', { name: r.name }, `decline-${r.name}`)}>
                    Decline
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {!room.guestRoom && (
        <>
          <form class="row" onSubmit={invite}>
            <label for="invite-name">Invite a player</label>
            <input
              id="invite-name"
              data-testid="invite-name"
              type="text"
              maxLength={20}
              autoComplete="off"
              placeholder="Username"
              value={invitee}
              onInput={(e) => setInvitee(e.currentTarget.value)}
            />
            <button type="submit" class="btn small" data-testid="invite-send" disabled={busy !== null || !invitee.trim()}>
              Invite
            </button>
          </form>
          {invited.length > 0 && (
            <p class="hint" data-testid="invited-list">
              Invited (may join without approval or passcode): {invited.join(', ')}
            </p>
          )}
          <form class="row" onSubmit={savePolicy}>
            <label for="policy-select">Joining</label>
            <select id="policy-select" data-testid="policy-select" value={policy} onChange={(e) => setPolicy(e.currentTarget.value as Policy)}>
              <PolicyOptions />
            </select>
            {policy === 'passcode' && (
              <PasscodeInput aria-label="New passcode" data-testid="policy-passcode" value={passcode} onValue={setPasscode} />
            )}
            <button type="submit" class="btn small" data-testid="policy-save" disabled={busy !== null || (policy === room.policy && policy !== 'passcode')}>
              Change
            </button>
          </form>
        </>
      )}
      {error && (
        <p class="error" role="alert" data-testid="host-error">
          {error}
        </p>
      )}
    </section>
  );
}
