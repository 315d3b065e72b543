// The games the server hosts (GET /api), fetched once per page load.
import { useEffect, useState } from 'preact/hooks';
import { fetchGames } from './accountsApi';
import type { GameInfo } from './types';

/** Used when GET /api cannot be read, so the forms still work for Bidlock. */
const FALLBACK: GameInfo[] = [{ name: 'bidlock', title: 'Bidlock', minSeats: 2, maxSeats: 4, bots: ['steady', 'sharp'] }];

let cached: Promise<GameInfo[]> | null = null;

function load(): Promise<GameInfo[]> {
  if (!cached) {
    cached = fetchGames()
      .then((games) => (games.length ? games : FALLBACK))
      .catch(() => {
        cached = null; // try again next time
        return FALLBACK;
      });
  }
  return cached;
}

/** The game list, or null while it loads. */
export function useGames(): GameInfo[] | null {
  const [games, setGames] = useState<GameInfo[] | null>(null);
  useEffect(() => {
    let alive = true;
    void load().then((list) => alive && setGames(list));
    return () => {
      alive = false;
    };
  }, []);
  return games;
}

export function gameTitle(games: GameInfo[] | null, name: string): string {
  return games?.find((g) => g.name === name)?.title ?? name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The most players a guest's room of this game holds, when the game limits
 * it (GET /api does not say; docs/games/right-price.md: a guest plays the bot).
 */
const GUEST_MAX_SEATS: Record<string, number> = { right_price: 2 };

/** The capacities the create form offers: the game's range, or up to the guest limit for a guest. */
export function capacityChoices(game: GameInfo, guest: boolean): number[] {
  const most = guest && GUEST_MAX_SEATS[game.name] ? Math.min(game.maxSeats, GUEST_MAX_SEATS[game.name]!) : game.maxSeats;
  return Array.from({ length: Math.max(0, most - game.minSeats + 1) }, (_, i) => game.minSeats + i);
}

/** A guest room's player limit for this game, or null when only the game's own maximum applies. */
export function guestMaxSeats(game: string): number | null {
  return GUEST_MAX_SEATS[game] ?? null;
}
