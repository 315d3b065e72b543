// The tournament's end on the page: the podium (the best three places, shared
// places side by side) and when the final results open (after the room's
// final-results break: every eligible human agreed, or its time is up).
import { msLeft } from '../../logic/clock';
import type { FinalBreak } from '../../types';

export interface Standing {
  seat: number;
  place: number;
  chips: number;
}

/** The podium's steps: places 1 to 3 as the standings give them, each with every seat sharing it. */
export function podiumSteps(standings: Standing[]): { place: number; seats: number[] }[] {
  const steps: { place: number; seats: number[] }[] = [];
  for (const s of [...standings].sort((a, b) => a.place - b.place || a.seat - b.seat)) {
    if (s.place > 3) break;
    const step = steps.find((x) => x.place === s.place);
    if (step) step.seats.push(s.seat);
    else steps.push({ place: s.place, seats: [s.seat] });
  }
  return steps;
}

/** Milliseconds left in the final-results break (0: over), on the server's clock the State carries. */
export function breakLeft(finalBreak: FinalBreak | null | undefined, serverTime: number | undefined, receivedAt: number, now: number): number {
  if (!finalBreak || finalBreak.everyoneAgreed) return 0;
  return msLeft({ deadline: finalBreak.until, serverTime }, receivedAt, now) ?? 0;
}

/** Whether this seat may still agree to open the final results early. */
export function mayAgree(finalBreak: FinalBreak | null | undefined, seat: number | null | undefined, left: number): boolean {
  if (!finalBreak || seat === null || seat === undefined || left <= 0) return false;
  return finalBreak.eligible.includes(seat) && !finalBreak.agreed.includes(seat);
}
