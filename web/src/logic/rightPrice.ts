// The Right Price board's arithmetic, kept pure so it is unit-tested:
// the bet input and its buttons, the slider (steps of 50 from 0 to the prize
// pool, thumb and labels on the same line as the track's ends), the item's
// markers, the capital table's numbers, the settlement's transfers applied
// one by one with the ranking held and then re-sorted, the animation's
// timing, and when the podium may show.
import type { RatingResult, RpEvent, RpFunding, RpMovement, RpSettlement } from '../types';

/** The slider moves in steps of this many dollars (the last step may be shorter). */
export const SLIDER_STEP = 50;
/** The highest value an item can have; the markers are lo and hi as a share of it. */
export const MAX_ITEM_VALUE = 100;
/** The ± buttons, in the order they are shown. */
export const BET_DELTAS = [-10, -5, -1, 1, 5, 10] as const;

// ------------------------------------------------------------------ the bet

/** A whole bet from 0 to the capital. */
export function clampBet(value: number, capital: number): number {
  const top = Math.max(0, Math.floor(capital));
  if (!Number.isFinite(value)) return 0;
  return Math.min(top, Math.max(0, Math.floor(value)));
}

/**
 * What the bet input holds after typing `text`: digits only; an empty input
 * stays empty (null); an amount above the capital resets to the capital.
 */
export function betFromInput(text: string, capital: number): number | null {
  const digits = text.replace(/[^0-9]/g, '');
  if (digits === '') return null;
  return clampBet(Number(digits), capital);
}

/** A ± button: the bet moved by `delta`, kept within 0 … capital (an empty bet counts as 0). */
export function adjustBet(bet: number | null, delta: number, capital: number): number {
  return clampBet((bet ?? 0) + delta, capital);
}

/** The bet a new item starts from: the lowest acceptable bid (0 in Blind mode), within the capital. */
export function initialBet(minBid: number | null | undefined, capital: number): number {
  return clampBet(minBid ?? 0, capital);
}

/** Why Bid is not possible with this bet, or null when it is. */
export function bidProblem(bet: number | null, minBid: number | null | undefined, maxBid: number | null | undefined): string | null {
  if (bet === null) return 'Enter a bet.';
  if (typeof maxBid === 'number' && bet > maxBid) return `You can bet at most ${maxBid}.`;
  if (typeof minBid === 'number' && bet < minBid) return `The bid must be at least ${minBid}.`;
  return null;
}

// ---------------------------------------------------------------- the slider

/** The slider's nearest stop to `raw`: a multiple of 50, or the pool itself (its far end). */
export function snapToSlider(raw: number, pool: number, step: number = SLIDER_STEP): number {
  const top = Math.max(0, pool);
  if (!Number.isFinite(raw) || raw <= 0 || top === 0) return 0;
  if (raw >= top) return top;
  const lastStop = Math.floor(top / step) * step;
  if (raw > lastStop) return top - raw < raw - lastStop ? top : lastStop;
  return Math.min(lastStop, Math.round(raw / step) * step);
}

/** The next stop up (direction +1) or down (−1) from `value`, for the arrow keys. */
export function stepSlider(value: number, pool: number, direction: 1 | -1, step: number = SLIDER_STEP): number {
  const top = Math.max(0, pool);
  const v = Math.min(top, Math.max(0, value));
  if (direction > 0) return Math.min(top, Math.floor(v / step) * step + step);
  return Math.max(0, Math.ceil(v / step) * step - step);
}

/**
 * Where the thumb sits for a bet, 0…1 along the track: the bet itself when it
 * is within the slider's range, else the nearest end (the bet may be above
 * the pool while the slider stops at the pool).
 */
export function sliderFraction(bet: number | null, pool: number): number {
  if (pool <= 0 || bet === null || bet <= 0) return 0;
  return Math.min(1, bet / pool);
}

/** The bet a slider value gives: the slider's stop, never above the capital. */
export function betFromSlider(sliderValue: number, capital: number): number {
  return clampBet(sliderValue, capital);
}

/**
 * The centre of the thumb (and of any label or marker at that value), in px
 * from the slider's left edge. The thumb's centre runs from half a thumb in
 * from the left to half a thumb in from the right, and the visible track is
 * drawn between exactly those two points, so at 0 and at the pool the thumb,
 * the end labels and the track's ends line up.
 */
export function positionPx(fraction: number, widthPx: number, thumbPx: number): number {
  const f = Math.min(1, Math.max(0, fraction));
  return thumbPx / 2 + f * Math.max(0, widthPx - thumbPx);
}

/** The same position as a CSS length, for `left:` (the element is centred on it with translateX(-50%)). */
export function positionCss(fraction: number, thumbPx: number): string {
  const f = Math.min(1, Math.max(0, fraction));
  const pct = Number((f * 100).toFixed(4));
  return `calc(${thumbPx / 2}px + ${pct}% - ${Number((f * thumbPx).toFixed(4))}px)`;
}

/** The slider stop under a pointer at `offsetPx` from the slider's left edge. */
export function valueAtPointer(offsetPx: number, widthPx: number, thumbPx: number, pool: number, step: number = SLIDER_STEP): number {
  const usable = widthPx - thumbPx;
  if (usable <= 0 || pool <= 0) return 0;
  const fraction = Math.min(1, Math.max(0, (offsetPx - thumbPx / 2) / usable));
  return snapToSlider(fraction * pool, pool, step);
}

/** The item's markers on the track: its lowest and highest value as shares of the maximum item value. */
export function markerFractions(lo: number, hi: number, maxValue: number = MAX_ITEM_VALUE): { lo: number; hi: number } {
  const f = (v: number) => (maxValue > 0 ? Math.min(1, Math.max(0, v / maxValue)) : 0);
  return { lo: f(lo), hi: f(hi) };
}

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

// ------------------------------------------------------ the animation's time

/**
 * Normal speed: the table as it was, then one transfer every STEP_MS, one
 * more STEP_MS to read the last one, then the re-sort takes SORT_MS.
 */
export const STEP_MS = 550;
export const SORT_MS = 800;
/** The animation should end this long before the next round is funded. */
export const END_MARGIN_MS = 300;
/** Less time than this for the whole animation is not worth showing: jump to the settled table. */
export const MIN_USEFUL_MS = 900;

export interface AnimationPlan {
  /** false: show the settled table at once. */
  play: boolean;
  /** 1 = normal speed; 0.5 = twice as fast. */
  scale: number;
  stepMs: number;
  sortMs: number;
  totalMs: number;
}

/**
 * How to show a settlement the page has just received, `serverNow` being the
 * server's clock now (skew-corrected). The break is server-timed from the
 * settlement, so when less of it remains than the animation's normal length
 * the animation is sped up proportionally; when too little remains the page
 * jumps to the settled table. After the final round the animation keeps its
 * normal speed (the podium waits for it), unless the break is already over.
 */
export function animationPlan({
  steps,
  serverNow,
  breakEndsAt,
  finalRound,
}: {
  steps: number;
  serverNow: number;
  breakEndsAt: number | null;
  finalRound: boolean;
}): AnimationPlan {
  const normal = (steps + 1) * STEP_MS + SORT_MS;
  const skip: AnimationPlan = { play: false, scale: 0, stepMs: 0, sortMs: 0, totalMs: 0 };
  const at = (scale: number): AnimationPlan => ({
    play: true,
    scale,
    stepMs: Math.round(STEP_MS * scale),
    sortMs: Math.round(SORT_MS * scale),
    totalMs: Math.round(normal * scale),
  });
  if (breakEndsAt === null) return finalRound ? at(1) : skip;
  const remaining = breakEndsAt - serverNow;
  if (remaining <= 0) return skip;
  if (finalRound) return at(1);
  const available = remaining - END_MARGIN_MS;
  if (available >= normal) return at(1);
  if (available < MIN_USEFUL_MS) return skip;
  return at(available / normal);
}

/** The server's clock now, from a state's serverTime and when it arrived (see clock.ts). */
export function serverNow(serverTime: number | undefined, receivedAt: number, now: number): number {
  return typeof serverTime === 'number' ? serverTime + Math.max(0, now - receivedAt) : now;
}

/** The podium and final statistics show once the game is over, the countdown is done and no animation runs. */
export function podiumReady({ finished, countdownMs, animating }: { finished: boolean; countdownMs: number | null; animating: boolean }): boolean {
  return finished && (countdownMs === null || countdownMs <= 0) && !animating;
}

// ------------------------------------------------------------- the words

function names(seats: readonly number[], nameOf: (seat: number) => string): string {
  const list = seats.map(nameOf);
  if (list.length <= 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

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

/** What the settlement did, for the Info box during the break. */
export function settlementText(s: RpSettlement, nameOf: (seat: number) => string): string {
  const values = s.items.map((i) => `#${i.number} ${i.value ?? '?'}`).join(', ');
  let outcome: string;
  if (s.winners.length === 0) outcome = `Nobody held an item: the pool of ${s.pool} goes to the bank.`;
  else if (s.winners.length === 1) outcome = `${nameOf(s.winners[0]!)} wins the pool of ${s.pool}.`;
  else outcome = `${names(s.winners, nameOf)} split the pool of ${s.pool}: ${s.share} each${s.remainder ? `, ${s.remainder} to the bank` : ''}.`;
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
