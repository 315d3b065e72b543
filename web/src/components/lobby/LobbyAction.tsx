// The button a lobby row offers (logic/lobby.ts decides which). Join,
// Request and Enter code act first and then open the room; Watch and Open
// just open it. A room you could join also offers Watch (passcode rooms too).
import { useState } from 'preact/hooks';
import { useAction } from '../../hooks';
import { CHOICE_LABEL, type JoinChoice, validPasscode } from '../../logic/lobby';
import { roomAction } from '../../roomsApi';
import { linkClick, navigate } from '../../router';
import { PasscodeInput } from '../Fields';

export function LobbyAction({ code, choice }: { code: string; choice: JoinChoice }) {
  const [passcode, setPasscode] = useState('');
  const { busy, error, run } = useAction();
  const open = () => navigate(`/m/${code}`);

  const act = () => {
    switch (choice) {
      case 'join':
        return run('join', async () => {
          await roomAction(code, 'join');
          open();
        });
      case 'request':
        return run('request', async () => {
          await roomAction(code, 'request');
          open();
        });
      case 'code':
        return run('code', async () => {
          await roomAction(code, 'join', { passcode });
          open();
        });
      case 'cancel-request':
        return run('cancel', () => roomAction(code, 'cancel-request'));
      default:
        open();
        return Promise.resolve(true);
    }
  };

  const button = (
    <button
      type={choice === 'code' ? 'submit' : 'button'}
      class={`btn${choice === 'watch' || choice === 'enter' ? '' : ' primary'}`}
      data-testid={`lobby-action-${code}`}
      data-choice={choice}
      disabled={busy !== null || (choice === 'code' && !validPasscode(passcode))}
      onClick={choice === 'code' ? undefined : () => void act()}
    >
      {busy ? '…' : CHOICE_LABEL[choice]}
    </button>
  );

  return (
    <div class="lobby-action">
      <div class="row">
        {choice === 'code' ? (
          <form
            class="row"
            onSubmit={(e) => {
              e.preventDefault();
              void act();
            }}
          >
            <label class="sr-only" for={`lobby-code-${code}`}>
              Passcode for room {code}
            </label>
            <PasscodeInput id={`lobby-code-${code}`} data-testid={`lobby-code-${code}`} value={passcode} onValue={setPasscode} />
            {button}
          </form>
        ) : (
          button
        )}
        {choice !== 'watch' && choice !== 'enter' && (
          <a class="btn" href={`/m/${code}`} onClick={linkClick} data-testid={`lobby-watch-${code}`}>
            {CHOICE_LABEL.watch}
          </a>
        )}
      </div>
      {error && (
        <p class="error" role="alert" data-testid={`lobby-error-${code}`}>
          {error}
        </p>
      )}
    </div>
  );
}
