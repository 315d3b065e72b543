// The seat's legal moves read from the State's legalActions, grouped the way
// the table offers them: a chip selection matched against the legal takes
// or returns, a card's buy/hold, the payments of a manual buy, the tiles,
// the bids and the highlighted positions. Only what the list holds is ever
// sent, so a disabled control is exactly a move the server would refuse.
import { CHIP_COLOURS, type Chips, type SpendiiAction } from './types';

/** A chip selection as counts per colour, zeros left out. */
export type Selection = Chips;

/** The canonical key of a chip multiset: "white:1,gold:2" in colour order. */
export function chipsKey(chips: Chips | string[] | undefined): string {
  const counts: Chips = {};
  if (Array.isArray(chips)) for (const c of chips) counts[c as keyof Chips] = (counts[c as keyof Chips] ?? 0) + 1;
  else Object.assign(counts, chips ?? {});
  return CHIP_COLOURS.filter((c) => (counts[c] ?? 0) > 0)
    .map((c) => `${c}:${counts[c]}`)
    .join(',');
}

export function selectionSize(selection: Selection): number {
  return CHIP_COLOURS.reduce((sum, c) => sum + (selection[c] ?? 0), 0);
}

export function addChip(selection: Selection, colour: keyof Chips): Selection {
  return { ...selection, [colour]: (selection[colour] ?? 0) + 1 };
}

/** The legal move of `kind` ("take" or "return") whose chips are exactly the selection, or undefined. */
export function matchingChipMove(legal: readonly SpendiiAction[], kind: 'take' | 'return', selection: Selection): SpendiiAction | undefined {
  const key = chipsKey(selection);
  if (key === '') return undefined;
  return legal.find((a) => a.action === kind && chipsKey(a.chips) === key);
}

/** Whether the selection can still grow into a legal move of `kind` (so adding a chip is offered). */
export function canGrowTo(legal: readonly SpendiiAction[], kind: 'take' | 'return', selection: Selection): boolean {
  return legal.some((a) => {
    if (a.action !== kind) return false;
    const target: Chips = {};
    if (Array.isArray(a.chips)) for (const c of a.chips) target[c as keyof Chips] = (target[c as keyof Chips] ?? 0) + 1;
    else Object.assign(target, a.chips ?? {});
    return CHIP_COLOURS.every((c) => (selection[c] ?? 0) <= (target[c] ?? 0));
  });
}

/** The legal buys of one card: one entry without payment, or one per exact payment (manual payment). */
export function buysOf(legal: readonly SpendiiAction[], card: number): SpendiiAction[] {
  return legal.filter((a) => a.action === 'buy' && a.card === card);
}

export function holdOfCard(legal: readonly SpendiiAction[], card: number): SpendiiAction | undefined {
  return legal.find((a) => a.action === 'hold' && a.card === card);
}

export function holdOfDeck(legal: readonly SpendiiAction[], tier: number): SpendiiAction | undefined {
  return legal.find((a) => a.action === 'hold' && a.tier === tier && a.card === undefined);
}

export function tileMoves(legal: readonly SpendiiAction[]): SpendiiAction[] {
  return legal.filter((a) => a.action === 'tile');
}

export function findAction(legal: readonly SpendiiAction[], name: string): SpendiiAction | undefined {
  return legal.find((a) => a.action === name);
}

/** The positions in bid order: A, B, … for the active seats, NO PLAY last. */
export function positionNames(seats: number, noPlay: boolean): string[] {
  const active = noPlay ? seats - 1 : seats;
  const letters = Array.from({ length: active }, (_, i) => String.fromCharCode(65 + i));
  return noPlay ? [...letters, 'NO PLAY'] : letters;
}

/** Why a bid list cannot be sent, or null: whole numbers in [−target, target] that sum to 0. */
export function bidProblem(bids: readonly string[], target: number): string | null {
  const numbers = bids.map((b) => Number(b.trim()));
  if (bids.some((b) => b.trim() === '') || numbers.some((n) => !Number.isInteger(n))) return 'Every bid is a whole number.';
  if (numbers.some((n) => Math.abs(n) > target)) return `Each bid is from −${target} to ${target}.`;
  const sum = numbers.reduce((a, b) => a + b, 0);
  if (sum !== 0) return `The bids sum to ${sum}; they must sum to 0.`;
  return null;
}
