// The games the server hosts (GET /api), fetched once per page load, and
// what their room limits allow. Every limit comes from the server: the page
// knows no game's numbers.
import { useEffect, useState } from 'preact/hooks';
import { fetchGames } from './accountsApi';
import type { GameInfo } from './types';

let cached: Promise<GameInfo[]> | null = null;

function load(): Promise<GameInfo[]> {
  if (!cached) {
    cached = fetchGames()
      .catch(() => {
        cached = null; // try again next time
        return [];
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

/** The most players a room of this game holds for a guest or a registered player. */
function mostPlayers(game: GameInfo, guest: boolean): number {
  return guest ? Math.min(game.room.maxPlayers, game.room.guestMaxPlayers) : game.room.maxPlayers;
}

/** The capacities the create form offers: the game's range, or up to the guest limit for a guest. */
export function capacityChoices(game: GameInfo, guest: boolean): number[] {
  const { minPlayers } = game.room;
  return Array.from({ length: Math.max(0, mostPlayers(game, guest) - minPlayers + 1) }, (_, i) => minPlayers + i);
}

/** A guest room's player limit for this game, or null when a guest may seat as many as anyone. */
export function guestMaxSeats(game: GameInfo): number | null {
  return game.room.guestMaxPlayers < game.room.maxPlayers ? game.room.guestMaxPlayers : null;
}

/**
 * Names the page and, once known, its game in the tab title:
 * "Leaderboard · Bidlock · Gavel", "Room ABCDE · The Right Price · Gavel", "Lobby · Gavel".
 */
export function usePageTitle(page: string, game: string | null = null): void {
  const games = useGames();
  const title = [page, game ? gameTitle(games, game) : null, 'Gavel'].filter(Boolean).join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
