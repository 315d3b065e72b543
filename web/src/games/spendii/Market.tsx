// The market: tier 3 on top as at a real table, each row its hidden deck
// (the count left, the hold-from-the-top button) and its four face-up slots.
import { CardActions, type CardMoves } from './CardActions';
import { CardBack, CardFace } from './CardFace';
import { holdOfDeck } from './moves';
import type { MarketTier } from './types';

export function Market({ market, moves }: { market: MarketTier[]; moves: CardMoves }) {
  const rows = [...market].sort((a, b) => b.tier - a.tier);
  return (
    <section class="sp-market" aria-label="The market" data-testid="market">
      {rows.map((row) => {
        const hold = holdOfDeck(moves.legal, row.tier);
        return (
          <div class="sp-tier" key={row.tier} data-testid={`tier-${row.tier}`}>
            <CardBack tier={row.tier} label={`${row.deck} left`} testid={`deck-${row.tier}`}>
              {moves.active && (
                <button type="button" class="btn small sp-hold" data-testid={`hold-deck-${row.tier}`} disabled={moves.disabled || !hold} onClick={() => hold && moves.send(hold)}>
                  Hold top
                </button>
              )}
            </CardBack>
            {row.cards.map((card, i) =>
              card ? (
                <CardFace key={card.id} card={card}>
                  <CardActions card={card.id} moves={moves} />
                </CardFace>
              ) : (
                <div key={`empty-${i}`} class="sp-card empty" aria-label="empty slot" />
              ),
            )}
          </div>
        );
      })}
    </section>
  );
}
