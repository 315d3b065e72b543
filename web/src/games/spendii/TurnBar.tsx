// The viewer's turn, stage by stage, in one bar (fixed at the bottom on a
// phone): in the main stage the chips picked from the bank with Take, or a
// manual buy's payment choice, and Pass; in the return stage the chips
// picked from one's own; in the tile stage one button per claimable tile.
// Every button is enabled only for a move the legal list holds.
import { buysOf, findAction, matchingChipMove, selectionSize, tileMoves, type Selection } from './moves';
import { actionText, chipsText } from './texts';
import { TileFace } from './Tiles';
import type { SpendiiAction, SpendiiState } from './types';

interface Props {
  state: SpendiiState;
  disabled: boolean;
  error: string | null;
  selection: Selection;
  clear: () => void;
  payingFor: number | null;
  cancelPayment: () => void;
  send: (move: SpendiiAction) => void;
  nameOf: (seat: number) => string;
}

export function TurnBar({ state, disabled, error, selection, clear, payingFor, cancelPayment, send, nameOf }: Props) {
  const legal = state.legalActions ?? [];
  const mine = legal.length > 0 && state.phase === 'play';
  let title = 'Your seat';
  let body;
  if (!mine) {
    body = (
      <p class="hint" role="status" data-testid="waiting">
        {state.mover !== null && state.mover !== undefined ? `Waiting for ${nameOf(state.mover)}.` : 'Waiting…'}
      </p>
    );
  } else if (state.stage === 'return') {
    title = `Return ${state.excess} chip${state.excess === 1 ? '' : 's'}`;
    const move = matchingChipMove(legal, 'return', selection);
    body = (
      <div class="sp-bar-row">
        <span data-testid="selection">Returning: {chipsText(selection)} (pick your chips above)</span>
        <button type="button" class="btn primary" data-testid="return" data-main-action disabled={disabled || !move} onClick={() => move && send(move)}>
          Return
        </button>
        <button type="button" class="btn" data-testid="clear" disabled={selectionSize(selection) === 0} onClick={clear}>
          Clear
        </button>
      </div>
    );
  } else if (state.stage === 'tile') {
    title = 'Claim a tile';
    body = (
      <div class="sp-bar-row">
        {tileMoves(legal).map((t) => (
          <span key={t.tile} class="sp-claim">
            {(() => {
              const tile = state.tiles?.find((x) => x.id === t.tile);
              return tile ? <TileFace tile={tile} /> : null;
            })()}
            <button type="button" class="btn primary" data-testid={`claim-${t.tile}`} disabled={disabled} onClick={() => send(t)}>
              {actionText(t)}
            </button>
          </span>
        ))}
      </div>
    );
  } else if (payingFor !== null) {
    title = 'Choose how to pay';
    body = (
      <div class="sp-bar-row" data-testid="payments">
        {buysOf(legal, payingFor).map((b, i) => (
          <button key={i} type="button" class="btn primary" data-testid={`pay-${i}`} disabled={disabled} onClick={() => send(b)}>
            {actionText(b)}
          </button>
        ))}
        <button type="button" class="btn" data-testid="cancel-payment" onClick={cancelPayment}>
          Cancel
        </button>
      </div>
    );
  } else {
    title = 'Your turn';
    const take = matchingChipMove(legal, 'take', selection);
    const pass = findAction(legal, 'pass');
    body = (
      <div class="sp-bar-row">
        <span data-testid="selection">{selectionSize(selection) ? `Taking: ${chipsText(selection)}` : 'Pick chips from the bank, or buy or hold a card.'}</span>
        <button type="button" class="btn primary" data-testid="take" data-main-action disabled={disabled || !take} onClick={() => take && send(take)}>
          Take
        </button>
        <button type="button" class="btn" data-testid="clear" disabled={selectionSize(selection) === 0} onClick={clear}>
          Clear
        </button>
        <button type="button" class="btn" data-testid="pass" disabled={disabled || !pass} onClick={() => pass && send(pass)}>
          Pass
        </button>
      </div>
    );
  }
  return (
    <section class={`panel action-bar sp-turn${mine ? ' your-turn' : ''}`} aria-labelledby="sp-turn-title" data-testid="action-bar" data-stage={mine ? state.stage : 'wait'} data-held={disabled ? 'true' : 'false'} tabIndex={-1}>
      <h2 id="sp-turn-title">{title}</h2>
      {body}
      {error && (
        <p class="error" role="alert" data-testid="move-error">
          {error}
        </p>
      )}
    </section>
  );
}
