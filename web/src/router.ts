// Client routes, served by the Gavel server from one index.html:
// "/" (the lobby), "/m/{code}", "/replay/{code}", "/u/{name}" (a player's
// profile), "/leaderboard/{game}" and "/admin" (the administrator's defaults).
import { normalizeCode } from './logic/format';

export type Route =
  | { page: 'home' }
  | { page: 'match'; code: string }
  | { page: 'replay'; code: string }
  | { page: 'profile'; name: string }
  /** `game` null: the page shows the first game. */
  | { page: 'leaderboard'; game: string | null }
  | { page: 'admin' }
  | { page: 'missing'; path: string };

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null; // a malformed %-escape
  }
}

export function parseRoute(pathname: string): Route {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0) return { page: 'home' };
  const [first, second] = parts;
  if (parts.length === 1 && first === 'leaderboard') return { page: 'leaderboard', game: null };
  if (parts.length === 1 && first === 'admin') return { page: 'admin' };
  if (parts.length === 2 && second) {
    const text = decode(second);
    if (text !== null) {
      const code = normalizeCode(text);
      if (code && first === 'm') return { page: 'match', code };
      if (code && first === 'replay') return { page: 'replay', code };
      if (first === 'u' && text.trim()) return { page: 'profile', name: text.trim() };
      if (first === 'leaderboard' && /^[a-z0-9_-]+$/i.test(text)) return { page: 'leaderboard', game: text.toLowerCase() };
    }
  }
  return { page: 'missing', path: pathname };
}

export const profilePath = (name: string): string => `/u/${encodeURIComponent(name)}`;
export const leaderboardPath = (game: string): string => `/leaderboard/${encodeURIComponent(game)}`;

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

// Guarded so the pure parseRoute can be unit-tested outside a browser.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => listeners.forEach((listener) => listener()));
}

/** onClick for in-app links: plain clicks navigate without a reload. */
export function linkClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.currentTarget as HTMLAnchorElement | null;
  if (!anchor || anchor.target || anchor.origin !== window.location.origin) return;
  event.preventDefault();
  navigate(anchor.pathname + anchor.search);
}
