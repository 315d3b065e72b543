// Bidlock's pot in words and cards (the rulebook's "negative goes low,
// everything else goes high"; older cards carried from clashed rounds).

/** Which way a pot goes: the rulebook's "negative goes low, everything else goes high". */
export function potRule(value: number): string {
  return value < 0
    ? 'Negative pot: the lowest surviving chip is stuck with it'
    : 'The highest surviving chip takes it';
}

/** The cards of a pot, each marked carried (from earlier clashed rounds) or new. */
export function potCards(cards: readonly number[]): { value: number; carried: boolean }[] {
  return cards.map((value, index) => ({ value, carried: index < cards.length - 1 }));
}
