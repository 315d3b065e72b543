// The Value-sum testing area's order and arithmetic: cards 1–20, the
// viewer's own cards and the revealed community cards first, then the rest
// in number order; a pick may not take the sum above the Maximum sum.

export const DECK = Array.from({ length: 20 }, (_, i) => i + 1);

/** The cards in the order the testing area shows them. */
export function testingOrder(first: readonly number[]): number[] {
  const lead = first.filter((c, i) => DECK.includes(c) && first.indexOf(c) === i);
  return [...lead, ...DECK.filter((c) => !lead.includes(c))];
}

/** The pick after clicking `card`: removed when picked, added when the sum stays within `max`. */
export function togglePick(picked: readonly number[], card: number, max: number): number[] {
  if (picked.includes(card)) return picked.filter((c) => c !== card);
  const sum = picked.reduce((a, b) => a + b, 0);
  return sum + card <= max ? [...picked, card] : [...picked];
}
