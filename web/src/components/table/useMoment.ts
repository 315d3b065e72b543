// Runs the result moment (logic/moment.ts) for any game: when `key` names a
// new resolution, the table shows `payload` for the moment's length and
// input waits; `isActive()` reads a ref, so a click in the same frame as the
// new state is refused too.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { type MomentInput, momentLength } from '../../logic/moment';

export function useMoment<T>(key: string | null, payload: T | null, timing: Omit<MomentInput, 'hidden' | 'sawBefore'>) {
  const seenKey = useRef<string | null | undefined>(undefined);
  const active = useRef<{ key: string; payload: T } | null>(null);
  const [, redraw] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Decided during render, so the first frame of the new state already shows the moment.
  if (key !== seenKey.current) {
    const sawBefore = seenKey.current !== undefined;
    seenKey.current = key;
    const ms = key && payload !== null ? momentLength({ ...timing, hidden: typeof document !== 'undefined' && document.hidden, sawBefore }) : 0;
    active.current = ms > 0 && key && payload !== null ? { key, payload } : null;
    clearTimeout(timer.current);
    if (active.current) {
      const mine = key;
      timer.current = setTimeout(() => {
        if (active.current?.key === mine) {
          active.current = null;
          redraw((x) => x + 1);
        }
      }, ms);
    }
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const isActive = useCallback(() => active.current !== null, []);
  return { moment: active.current?.payload ?? null, isActive };
}
