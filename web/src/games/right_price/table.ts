// The Right Price's capital table, kept pure so it is unit-tested: its
// numbers, and the settlement's transfers applied one by one with the
// ranking held and then re-sorted (FLIP).
import type { RpEvent, RpMovement, RpSettlement } from './types';

// ---------------------------------------------------------- the capital table

const DASH = '—';

/** A winning probability in tenths of a percent: 123 → "12.3%"; null → "—". */
export function probabilityText(winTenths: number | null | undefined): string {
  if (winTenths === null || winTenths === undefined || !Number.isFinite(winTenths)) return DASH;
  return `${(winTenths / 10).toFixed(1)}%`;
}

/** The total of the shown probabilities in tenths (null when every row shows a dash). */
export function probabilityTotalTenths(values: readonly (number | null | undefined)[]): number | null {
  const shown = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (shown.length === 0) return null;
  return shown.reduce((sum, v) => sum + v, 0);
}

/** Parses a displayed probability back to tenths ("12.3%" → 123, "—" → null), for tests and checks. */
export function parseProbability(text: string): number | null {
  const m = text.trim().match(/^(\d+)\.(\d)%$/);
  return m ? Number(m[1]) * 10 + Number(m[2]) : null;
}

/** Capital and the change columns: plain integers, no plus sign on positive values, never "-0". */
export function plainInt(value: number): string {
  const n = Math.round(value);
  return n === 0 ? '0' : String(n);
}

export const MOVEMENT_KEYS = ['toBank', 'auctionPayments', 'prize', 'fromBank', 'roundChanges'] as const;
export type MovementKey = (typeof MOVEMENT_KEYS)[number];

export function zeroMovement(): RpMovement {
  return { toBank: 0, auctionPayments: 0, prize: 0, fromBank: 0, roundChanges: 0 };
}

/** Round changes is the sum of the four other columns. */
export function withRoundChanges(m: Omit<RpMovement, 'roundChanges'> & { roundChanges?: number }): RpMovement {
  return { ...m, roundChanges: m.toBank + m.auctionPayments + m.prize + m.fromBank } as RpMovement;
}

/** Column totals over the shown rows. */
export function movementTotals(rows: readonly RpMovement[]): RpMovement {
  const total = zeroMovement();
  for (const row of rows) for (const key of MOVEMENT_KEYS) total[key] += row[key];
  return total;
}

// ----------------------------------------------------------- the settlement

/** The table's numbers at one moment: capital and movement by seat, the pool and the bank. */
export interface TableFrame {
  capital: number[];
  movement: RpMovement[];
  pool: number;
  bank: number;
}

/** Which change column a transfer shows in (a seat's side of it). */
function columnOf(event: RpEvent): Exclude<MovementKey, 'roundChanges'> | null {
  switch (event.kind) {
    case 'charge':
    case 'elimination':
      return 'toBank';
    case 'payment':
      return 'auctionPayments';
    case 'prize':
      return 'prize';
    case 'redistribution':
      return 'fromBank';
    default:
      return null;
  }
}

/**
 * One transfer applied to a frame (`direction` −1 takes it back): the money
 * leaves `from` and reaches `to`; the seat's column moves with it and Round
 * changes is recomputed.
 */
export function applyTransfer(frame: TableFrame, event: RpEvent, direction: 1 | -1 = 1): TableFrame {
  const amount = event.amount * direction;
  const capital = [...frame.capital];
  const movement = frame.movement.map((m) => ({ ...m }));
  let { pool, bank } = frame;
  const move = (place: string, delta: number) => {
    if (place === 'pool') pool += delta;
    else if (place === 'bank') bank += delta;
    else if (place === 'seat' && event.seat !== null && event.seat < capital.length) capital[event.seat] = (capital[event.seat] ?? 0) + delta;
  };
  move(event.from, -amount);
  move(event.to, amount);
  const column = columnOf(event);
  if (column && event.seat !== null && movement[event.seat]) {
    const m = movement[event.seat]!;
    m[column] += event.to === 'seat' ? amount : -amount;
    movement[event.seat] = withRoundChanges(m);
  }
  return { capital, movement, pool, bank };
}

/**
 * The transfers the break shows one by one: the payment for the round's last
 * item (it closed at the moment of settlement, so the page never showed it),
 * then the prizes, what goes to the bank, and the redistribution. Funding
 * and the earlier items' payments were shown when they happened; a transfer
 * of 0 (an Open item won at 0) changes nothing and is not a step.
 */
export function animatedEvents(settlement: Pick<RpSettlement, 'events' | 'items'>): RpEvent[] {
  const lastItem = settlement.items.reduce((most, item) => Math.max(most, item.number), 0);
  return settlement.events.filter(
    (e) =>
      e.amount !== 0 &&
      ((e.kind === 'payment' && e.item === lastItem) ||
      e.kind === 'prize' ||
      e.kind === 'remainder' ||
      e.kind === 'unclaimed' ||
      e.kind === 'redistribution'),
  );
}

/**
 * Every frame of the animation: frames[0] is the table just before the
 * settlement (the settled numbers with the shown transfers taken back), and
 * frames[i] is the table after the i-th transfer; the last equals `settled`.
 */
export function settlementFrames(settled: TableFrame, events: readonly RpEvent[]): TableFrame[] {
  let baseline = settled;
  for (let i = events.length - 1; i >= 0; i -= 1) baseline = applyTransfer(baseline, events[i]!, -1);
  const frames = [baseline];
  for (const event of events) frames.push(applyTransfer(frames[frames.length - 1]!, event, 1));
  return frames;
}

/** Seats by decreasing capital; equal capitals keep their relative order from `order`. */
export function stableSortByCapital(order: readonly number[], capital: readonly number[]): number[] {
  return order
    .map((seat, index) => ({ seat, index }))
    .sort((a, b) => (capital[b.seat] ?? 0) - (capital[a.seat] ?? 0) || a.index - b.index)
    .map((x) => x.seat);
}

/** FLIP: how far each row must be shifted back to where it was (old top − new top), by seat. */
export function flipOffsets(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): Map<number, number> {
  const offsets = new Map<number, number>();
  for (const [seat, top] of after) {
    const old = before.get(seat);
    if (old !== undefined && old !== top) offsets.set(seat, old - top);
  }
  return offsets;
}
