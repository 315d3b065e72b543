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
