// The viewer's seat and player: the game's view names the seat in
// `your_seat` (its `you` carries the seat's private fields, not the seat).
import type { HoldemPlayer, HoldemState } from './types';

export function mySeat(state: HoldemState): number | null {
  return state.your_seat ?? state.you?.seat ?? null;
}

export function myPlayer(state: HoldemState): HoldemPlayer | undefined {
  const seat = mySeat(state);
  return seat === null ? undefined : state.players.find((p) => p.seat === seat);
}
