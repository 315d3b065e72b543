// Your chips on Bidlock's board: one click locks a chip. After the server
// accepts it the hand is held for a moment (useInputHold): the bots often have
// locked already, so the next round's chips shift under the pointer and a
// double click's second click would otherwise play one of them too. The
// number keys lock a chip too (keys.ts), unless you are typing in a field.
import { useEffect, useRef, useState } from 'preact/hooks';
import { sendAction } from '../../api';
import { errorText, useInputHold } from '../../hooks';
import type { BoardProps } from '../../components/board';
import { CHIP_KEY_WAIT_MS, chipFromDigits } from './keys';
import type { BidlockState } from './types';

interface Props {
  state: BidlockState;
  token: string | null;
  live: BoardProps<BidlockState>['live'];
  /** The result moment is on: the next round's chips wait (a click then is not played). */
  moment: boolean;
  isMoment: () => boolean;
  /** The last round's result, shown beside the hand (the phone's bar). */
  last: string | null;
}

export function Hand({ state, token, live, moment, isMoment, last }: Props) {
  const you = state.you;
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { held, hold, isHeld } = useInputHold();
  // A new round clears an old error.
  useEffect(() => setError(null), [state.round]);
  // The latest chips and play for the key listener, which is added once.
  const latest = useRef<{ chips: number[]; play: (chip: number) => void }>({ chips: [], play: () => {} });
  useEffect(() => {
    let digits = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.ctrlKey || event.metaKey || event.altKey || !/^\d$/.test(event.key)) return;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      clearTimeout(timer);
      digits += event.key;
      const { chips: held, play: lock } = latest.current;
      const meaning = chipFromDigits(digits, held);
      if (meaning.wait) {
        timer = setTimeout(() => {
          digits = '';
          if (meaning.fallback !== null) lock(meaning.fallback);
        }, CHIP_KEY_WAIT_MS);
        return;
      }
      digits = '';
      if (meaning.play !== null) lock(meaning.play);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', onKey);
    };
  }, []);
  if (!you) return null;
  const chips = you.chips ?? [];
  const locked = you.lockedChip ?? null;

  const play = async (chip: number) => {
    if (pending !== null || isHeld() || isMoment()) return;
    // Without a token the server finds the seat from the cookie identity (rooms).
    setPending(chip);
    setError(null);
    try {
      const reply = await sendAction(state.code, token, { chip });
      hold();
      live.current?.accept(reply.state);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setPending(null);
    }
  };
  latest.current = { chips: you.mustMove ? chips.filter((c) => c !== locked) : [], play: (chip) => void play(chip) };

  return (
    <section
      class={`panel hand action-bar${you.mustMove ? ' your-turn' : ''}${held || moment ? ' held' : ''}`}
      aria-labelledby="hand-title"
      data-testid="hand"
      data-main-action
      tabIndex={-1}
      data-held={held || moment ? 'true' : 'false'}
      data-moment={moment ? 'true' : 'false'}
    >
      <h2 id="hand-title">
        Your chips{' '}
        {locked !== null && (
          <span class="muted" data-testid="locked-chip">
            · locked {locked}
          </span>
        )}
        {last && (
          <span class="bar-last" data-testid="bar-last">
            {last}
          </span>
        )}
      </h2>
      <div class="chips" role="group" aria-label="Your chips (or type a chip's number)">
        {chips.map((chip) => {
          const isLocked = locked === chip;
          return (
            <button
              key={chip}
              type="button"
              class={`chip${isLocked ? ' locked' : ''}${pending === chip ? ' pending' : ''}`}
              data-testid={`chip-${chip}`}
              disabled={!you.mustMove || pending !== null || held || moment}
              aria-pressed={isLocked}
              aria-label={isLocked ? `Chip ${chip}, locked` : `Lock chip ${chip}`}
              onClick={() => void play(chip)}
            >
              {chip}
            </button>
          );
        })}
        {chips.length === 0 && <span class="muted">No chips left.</span>}
      </div>
      {error && (
        <p class="error" role="alert" data-testid="move-error">
          {error}
        </p>
      )}
    </section>
  );
}
