// The buy and hold buttons under a card, enabled only for the moves the
// legal list holds. A buy with one way to pay is sent at once; with several
// (manual payment) it opens the payment choice in the turn bar.
import { buysOf, holdOfCard } from './moves';
import type { SpendiiAction } from './types';

export interface CardMoves {
  legal: SpendiiAction[];
  disabled: boolean;
  /** Only in the main stage of the viewer's turn are cards bought or held. */
  active: boolean;
  send: (move: SpendiiAction) => void;
  choosePayment: (card: number) => void;
}

export function CardActions({ card, moves, canHold = true }: { card: number; moves: CardMoves; canHold?: boolean }) {
  if (!moves.active) return null;
  const buys = buysOf(moves.legal, card);
  const hold = canHold ? holdOfCard(moves.legal, card) : undefined;
  const buy = () => (buys.length === 1 ? moves.send(buys[0]!) : moves.choosePayment(card));
  return (
    <>
      <button type="button" class="btn small sp-buy" data-testid={`buy-${card}`} disabled={moves.disabled || buys.length === 0} onClick={buy} title={buys.length === 0 ? 'You cannot afford it' : undefined}>
        Buy
      </button>
      {canHold && (
        <button type="button" class="btn small sp-hold" data-testid={`hold-${card}`} disabled={moves.disabled || !hold} onClick={() => hold && moves.send(hold)}>
          Hold
        </button>
      )}
    </>
  );
}
