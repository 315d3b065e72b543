// The Manual selection's arithmetic: which picked cards make a legal
// submission. The State lists every valid selection as an exact move, so a
// pick is submittable exactly when it matches one of them (as a multiset:
// a card value appears once per copy held).

/** Two card lists hold the same cards, in any order. */
export function sameCards(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  return x.every((v, i) => v === y[i]);
}

/** The listed selection the pick matches, or undefined. */
export function matchingSelection(picked: readonly number[], listed: readonly (readonly number[])[]): readonly number[] | undefined {
  return listed.find((cards) => sameCards(cards, picked));
}

/** The listed selection with the highest sum (the "best" the page can offer in one click). */
export function bestListed(listed: readonly (readonly number[])[]): readonly number[] | undefined {
  let best: readonly number[] | undefined;
  let bestSum = -1;
  for (const cards of listed) {
    const sum = cards.reduce((a, b) => a + b, 0);
    if (sum > bestSum) {
      best = cards;
      bestSum = sum;
    }
  }
  return best;
}
