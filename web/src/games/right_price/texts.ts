// The Right Price's sentences for the Info box, and the final statistics'
// rows and podium steps, kept pure so they are unit-tested.
import { joinNames } from '../../logic/format';
import type { RatingResult } from '../../types';
import type { RpEvent, RpFunding, RpItem, RpSettlement } from './types';

// ------------------------------------------------------------- the words

const names = (seats: readonly number[], nameOf: (seat: number) => string) => joinNames(seats.map(nameOf));

/** The round's funding in one sentence for the Info box. */
export function fundingText(funding: RpFunding | null, basePrizePool: number, nameOf: (seat: number) => string): string {
  if (!funding) return '';
  const out = funding.eliminated.length
    ? ` ${names(funding.eliminated, nameOf)} could not pay and ${funding.eliminated.length === 1 ? 'was' : 'were'} eliminated (capital to the bank).`
    : '';
  if (funding.endedGame) return `Round ${funding.round} funding ended the game.${out}`;
  const paid =
    funding.charge > 0
      ? `Round ${funding.round} funded: each active player paid ${funding.charge} for the prize pool of ${basePrizePool}.`
      : `Round ${funding.round} funded: the bank already held the prize pool of ${basePrizePool}; nobody paid.`;
  return paid + out;
}

/** The round's winner (or winners) and what they take: the settlement's second stage. */
export function roundWinnerText(s: RpSettlement, nameOf: (seat: number) => string): string {
  if (s.winners.length === 0) return `Nobody held an item: the pool of ${s.pool} goes to the bank.`;
  if (s.winners.length === 1) return `${nameOf(s.winners[0]!)} wins the pool of ${s.pool}.`;
  return `${names(s.winners, nameOf)} split the pool of ${s.pool}: ${s.share} each${s.remainder ? `, ${s.remainder} to the bank` : ''}.`;
}

/** One item's value as it is revealed: the settlement's first stage, an item at a time. */
export function revealText(item: RpItem, nameOf: (seat: number) => string): string {
  const held = item.winner !== null ? ` (${nameOf(item.winner)} paid ${item.price ?? 0})` : ' (not awarded)';
  return `Item ${item.number} is worth ${item.value ?? '?'}${held}.`;
}

/** A closed item, for the result moment: "Bot1 won item 2 for 190". */
export function itemWonText(item: Pick<RpItem, 'number' | 'winner' | 'price'>, nameOf: (seat: number) => string, me: number | null): string {
  if (item.winner === null) return `Nobody won item ${item.number}`;
  const who = item.winner === me ? 'You' : nameOf(item.winner);
  return `${who} won item ${item.number} for ${item.price ?? 0}`;
}

/** What the settlement did, for the Info box once the break's stages have shown it. */
export function settlementText(s: RpSettlement, nameOf: (seat: number) => string): string {
  const values = s.items.map((i) => `#${i.number} ${i.value ?? '?'}`).join(', ');
  const outcome = roundWinnerText(s, nameOf);
  const bank = s.redistributedEach > 0 ? ` The bank pays ${s.redistributedEach} to each active player.` : '';
  return `Round ${s.round} values: ${values}. ${outcome}${bank}`;
}

/** One transfer in words, shown while it is animated. */
export function eventText(e: RpEvent, nameOf: (seat: number) => string): string {
  const who = e.seat === null ? '' : nameOf(e.seat);
  switch (e.kind) {
    case 'payment':
      return `${who} pays ${e.amount} for item ${e.item ?? ''} to the ${e.to}.`;
    case 'prize':
      return `${who} receives the prize: ${e.amount}.`;
    case 'remainder':
      return `The remainder of ${e.amount} goes to the bank.`;
    case 'unclaimed':
      return `The unclaimed pool of ${e.amount} goes to the bank.`;
    case 'redistribution':
      return `The bank pays ${who} ${e.amount}.`;
    case 'charge':
      return `${who} pays ${e.amount} to the bank.`;
    case 'elimination':
      return `${who} is eliminated: ${e.amount} to the bank.`;
    default:
      return `${e.amount} moves from the ${e.from} to the ${e.to}.`;
  }
}

// ----------------------------------------------------- the final statistics

export interface FinalRow {
  seat: number;
  place: number;
  capital: number;
  /** Final capital minus the starting capital (a plain integer). */
  gain: number;
  eloOld: number | null;
  eloNew: number | null;
  eloChange: number | null;
}

/**
 * The final table: the standings in order, each with its ELO result from the
 * room's ratings (null for bots, guests and unrated games).
 */
export function finalRows(
  standings: readonly { seat: number; place: number; capital: number }[],
  startingCapital: number,
  ratings: readonly RatingResult[] | null | undefined,
): FinalRow[] {
  const bySeat = new Map((ratings ?? []).map((r) => [r.seat, r]));
  return [...standings]
    .sort((a, b) => a.place - b.place || a.seat - b.seat)
    .map((s) => {
      const r = bySeat.get(s.seat);
      return {
        seat: s.seat,
        place: s.place,
        capital: s.capital,
        gain: s.capital - startingCapital,
        eloOld: r?.old ?? null,
        eloNew: r?.new ?? null,
        eloChange: r?.change ?? null,
      };
    });
}

/** The podium's three steps: the seats at places 1, 2 and 3 (shared places share a step). */
export function podiumSteps(standings: readonly { seat: number; place: number }[]): { place: number; seats: number[] }[] {
  const steps: { place: number; seats: number[] }[] = [];
  for (const place of [1, 2, 3]) {
    const seats = standings.filter((s) => s.place === place).map((s) => s.seat);
    if (seats.length) steps.push({ place, seats });
  }
  return steps;
}
