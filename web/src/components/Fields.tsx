// Form pieces the lobby, the create form and the waiting room share: the
// 4-digit passcode input, the game choices and the joining-policy choices.
import type { JSX } from 'preact';
import { POLICY_LABEL, passcodeDigits } from '../logic/lobby';
import type { GameInfo, Policy } from '../types';

type PasscodeInputProps = Omit<JSX.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onInput' | 'type'> & {
  value: string;
  /** Called with the digits only (at most 4). */
  onValue: (digits: string) => void;
  /** A full-width form field instead of the small centred code box. */
  plain?: boolean;
};

/** A passcode input that holds at most 4 digits; id, data-testid and labels come from the caller. */
export function PasscodeInput({ value, onValue, plain = false, ...rest }: PasscodeInputProps) {
  return (
    <input
      class={plain ? undefined : 'passcode-input'}
      placeholder={plain ? undefined : '0000'}
      {...rest}
      type="text"
      inputMode="numeric"
      maxLength={4}
      autoComplete="off"
      value={value}
      onInput={(e) => onValue(passcodeDigits(e.currentTarget.value))}
    />
  );
}

/** One option per game the server hosts, by its title. */
export function GameOptions({ games }: { games: GameInfo[] }) {
  return (
    <>
      {games.map((g) => (
        <option key={g.name} value={g.name}>
          {g.title}
        </option>
      ))}
    </>
  );
}

/** The joining policies as options of a select. */
export function PolicyOptions() {
  return (
    <>
      {(Object.keys(POLICY_LABEL) as Policy[]).map((p) => (
        <option key={p} value={p}>
          {POLICY_LABEL[p]}
        </option>
      ))}
    </>
  );
}
