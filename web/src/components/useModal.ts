// What every modal dialog does with the keyboard: the given button takes the
// focus, Escape dismisses, and the focus goes back where it was on close.
// A layout effect, not a plain one: the listener must be in place the moment
// the dialog is in the page, or an Escape pressed right after it appears (a
// quick player, a test) is lost while the browser paints.
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

export function useModal(focusFirst: RefObject<HTMLElement>, onDismiss: () => void) {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useLayoutEffect(() => {
    const returnTo = document.activeElement as HTMLElement | null;
    focusFirst.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss.current();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      returnTo?.focus?.();
    };
  }, []);
}
