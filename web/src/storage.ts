// localStorage helpers that never throw (private mode, storage disabled, quota).

const NAME_KEY = 'gavel.name';
const LAST_GAME_KEY = 'gavel.lastGame';
const tokenKey = (code: string) => `gavel.token.${code.toUpperCase()}`;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage is unavailable: the seat lasts until the page is closed.
  }
}

export function savedName(): string {
  return read(NAME_KEY) ?? '';
}

export function saveName(name: string): void {
  write(NAME_KEY, name.trim() ? name.trim() : null);
}

export function savedToken(code: string): string | null {
  return read(tokenKey(code));
}

export function saveToken(code: string, token: string | null): void {
  write(tokenKey(code), token);
}

/** The game this browser last had a seat in (the Leaderboard link opens it), or null. */
export function savedLastGame(): string | null {
  return read(LAST_GAME_KEY);
}

const lastGameListeners = new Set<() => void>();

export function saveLastGame(game: string): void {
  if (read(LAST_GAME_KEY) === game) return;
  write(LAST_GAME_KEY, game);
  lastGameListeners.forEach((listener) => listener());
}

/** Calls `listener` whenever the last game changes; returns the unsubscribe. */
export function onLastGame(listener: () => void): () => void {
  lastGameListeners.add(listener);
  return () => lastGameListeners.delete(listener);
}
