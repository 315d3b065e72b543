import { useCallback, useEffect, useRef, useState } from 'preact/hooks';

/** The current time, refreshed every `intervalMs` while `active`. */
export function useNow(active: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}

/**
 * A list the page keeps fresh: `load` runs at once and again `everyMs` after
 * each answer (`hiddenEveryMs` while the tab is hidden), until the component
 * goes or `key` changes (then it starts over with the new key, keeping the
 * last data on screen until the new answer). `failed` is set while the last
 * try failed; the data it had stays.
 */
export function usePolling<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  everyMs: number,
  hiddenEveryMs: number,
): { data: T | null; failed: boolean } {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let abort: AbortController | null = null;
    const refresh = async () => {
      abort = new AbortController();
      try {
        const answer = await load(abort.signal);
        if (!alive) return;
        setData(() => answer);
        setFailed(false);
      } catch {
        if (alive) setFailed(true);
      }
      if (alive) timer = setTimeout(refresh, document.hidden ? hiddenEveryMs : everyMs);
    };
    void refresh();
    return () => {
      alive = false;
      abort?.abort();
      if (timer) clearTimeout(timer);
    };
    // `load` is a fresh closure each render; `key` says when it asks for something else.
  }, [key, everyMs, hiddenEveryMs]);
  return { data, failed };
}

/** The text to show for a failed request (the server's own words when it sent some). */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs one async action at a time for a form or a row of buttons: `busy`
 * names the running one, `error` keeps the last failure's text until the
 * next try. Returns whether the action succeeded.
 */
export function useAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (what: string, action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(what);
    setError(null);
    try {
      await action();
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, setError, run };
}

/** How long input stays held after an accepted move (longer than a double click's second click). */
export const INPUT_HOLD_MS = 600;

/**
 * Holds a board's input for a moment after a move is accepted, so the second
 * click of a double click (or a repeated key) never acts on the next round,
 * whose buttons may have moved under the pointer. `held` is for rendering;
 * `isHeld()` reads the ref, true even before the next render.
 */
export function useInputHold(ms: number = INPUT_HOLD_MS) {
  const [held, setHeld] = useState(false);
  const heldRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const hold = useCallback(() => {
    heldRef.current = true;
    setHeld(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      heldRef.current = false;
      setHeld(false);
    }, ms);
  }, [ms]);
  const isHeld = useCallback(() => heldRef.current, []);
  return { held, hold, isHeld };
}
