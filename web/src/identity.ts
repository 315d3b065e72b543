// Who this browser is: a registered player, a guest, or (if the server
// refuses guests) nobody. Loaded once on start; every page reads it through
// useIdentity() so a login or logout re-renders them all.
import { useEffect, useState } from 'preact/hooks';
import { becomeGuest, fetchMe } from './accountsApi';
import type { User } from './types';

export interface Identity {
  user: User | null;
  /** False until the first answer (or failure): pages wait so their first requests carry the cookie. */
  ready: boolean;
}

let current: Identity = { user: null, ready: false };
const listeners = new Set<(identity: Identity) => void>();
let inFlight: Promise<void> | null = null;

function publish(next: Identity): void {
  current = next;
  listeners.forEach((listener) => listener(next));
}

async function load(): Promise<void> {
  let user: User | null = null;
  try {
    user = await fetchMe();
    // No identity yet: become a guest so this browser can create rooms and
    // find its seat again after a reload.
    if (!user) user = await becomeGuest();
  } catch {
    // An unreachable server or one without guests: browse as nobody.
  }
  publish({ user, ready: true });
}

/** Asks the server again (on start, and after login, signup and logout). */
export function refreshIdentity(): Promise<void> {
  if (!inFlight) inFlight = load().finally(() => (inFlight = null));
  return inFlight;
}

export function useIdentity(): Identity {
  const [identity, setIdentity] = useState(current);
  useEffect(() => {
    listeners.add(setIdentity);
    setIdentity(current);
    return () => {
      listeners.delete(setIdentity);
    };
  }, []);
  return identity;
}

/** Registered players only: guests and nobody cannot join others' rooms or chat. */
export function isRegistered(user: User | null): user is User {
  return user !== null && !user.guest;
}
