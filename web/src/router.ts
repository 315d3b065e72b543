// Three client routes, served by the Gavel server from one index.html:
// "/", "/m/{code}" and "/replay/{code}".
import { normalizeCode } from './logic/format';

export type Route =
  | { page: 'home' }
  | { page: 'match'; code: string }
  | { page: 'replay'; code: string }
  | { page: 'missing'; path: string };

export function parseRoute(pathname: string): Route {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0) return { page: 'home' };
  const [first, second] = parts;
  if (parts.length === 2 && second) {
    const code = normalizeCode(decodeURIComponent(second));
    if (code && first === 'm') return { page: 'match', code };
    if (code && first === 'replay') return { page: 'replay', code };
  }
  return { page: 'missing', path: pathname };
}

type Listener = () => void;
const listeners = new Set<Listener>();

export function onNavigate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function navigate(path: string, replace = false): void {
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.scrollTo(0, 0);
  listeners.forEach((listener) => listener());
}

window.addEventListener('popstate', () => listeners.forEach((listener) => listener()));

/** onClick for in-app links: plain clicks navigate without a reload. */
export function linkClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.currentTarget as HTMLAnchorElement | null;
  if (!anchor || anchor.target || anchor.origin !== window.location.origin) return;
  event.preventDefault();
  navigate(anchor.pathname + anchor.search);
}
