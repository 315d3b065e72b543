// The "ELO changes" what-if panel's ranking (rulebook, Completion): players
// still in are ranked by the State's places (available plus committed chips,
// seat order on ties) when the panel opens; the viewer swaps neighbours;
// players out of the tournament keep their final place. Nothing is saved.
import type { HoldemPlayer } from './types';

export interface WhatIfRanking {
  /** Seats still in, best first, as the viewer arranged them. */
  order: number[];
  /** Final places of seats already out, by seat. */
  fixed: Map<number, number>;
}

function isOut(p: HoldemPlayer): boolean {
  return !!p.eliminated || !!p.retired || !!p.resigned;
}

/** The ranking at opening: from the latest chips. */
export function openRanking(players: HoldemPlayer[], places: number[]): WhatIfRanking {
  const fixed = new Map<number, number>();
  const still: HoldemPlayer[] = [];
  for (const p of players) {
    if (isOut(p)) fixed.set(p.seat, places[p.seat] ?? players.length);
    else still.push(p);
  }
  const order = still.sort((a, b) => (places[a.seat] ?? 0) - (places[b.seat] ?? 0) || a.seat - b.seat).map((p) => p.seat);
  return { order, fixed };
}

/** A new State while open: seats that went out lock at their final place; the rest keep their order. */
export function updateRanking(ranking: WhatIfRanking, players: HoldemPlayer[], places: number[]): WhatIfRanking {
  const fresh = openRanking(players, places);
  const order = ranking.order.filter((seat) => fresh.order.includes(seat));
  for (const seat of fresh.order) if (!order.includes(seat)) order.push(seat);
  return { order, fixed: fresh.fixed };
}

/** Swaps the players at ranks `index` and `index + 1` of the order. */
export function swapDown(ranking: WhatIfRanking, index: number): WhatIfRanking {
  if (index < 0 || index + 1 >= ranking.order.length) return ranking;
  const order = [...ranking.order];
  [order[index], order[index + 1]] = [order[index + 1]!, order[index]!];
  return { ...ranking, order };
}

/** One place per seat, as POST what-if takes them. */
export function placesOf(ranking: WhatIfRanking, seats: number): number[] {
  const places: number[] = [];
  for (let seat = 0; seat < seats; seat += 1) {
    const at = ranking.order.indexOf(seat);
    places.push(at >= 0 ? at + 1 : (ranking.fixed.get(seat) ?? seats));
  }
  return places;
}
