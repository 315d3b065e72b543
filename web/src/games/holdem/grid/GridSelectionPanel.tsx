// The Manual selection for grid types: arrange your two pieces and the two
// community pieces on the room's panel (GridArranger), Submit the
// arrangement (only a valid one can be sent; the server keeps it when it
// covers more), see your Best submission and Finalize. Filling the panel
// finalizes at once, as the server decides.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SendMove } from '../useMove';
import { myPlayer } from '../viewer';
import type { HoldemState, LegalAction } from '../types';
import { placementsOf, type Draft, type PoolPiece } from './arrangement';
import { draftFromSaved, gridBoard } from './board';
import { GridArranger } from './GridArranger';
import { GridArrangementView } from './GridArrangementView';

export function GridSelectionPanel({ state, legal, disabled, send }: { state: HoldemState; legal: LegalAction[]; disabled: boolean; send: SendMove }) {
  const board = gridBoard(state);
  const me = myPlayer(state);
  const own = (me?.cards ?? []).filter((c): c is number => c !== null);
  const pool: PoolPiece[] = [...own.map((card, i) => ({ card, id: `own-${i}`, label: 'yours' })), ...(state.board ?? []).map((card, i) => ({ card, id: `board-${i}`, label: 'board' }))];
  const saved = state.you?.saved ?? null;
  const [draft, setDraft] = useState<Draft>(() => ({ placed: draftFromSaved(pool, saved?.placements), held: null }));
  const [preview, setPreview] = useState(false);
  const bestRef = useRef<HTMLButtonElement | null>(null);
  // A kept-open preview closes on a click elsewhere, as on Escape.
  useEffect(() => {
    if (!preview) return undefined;
    const onDown = (e: MouseEvent) => bestRef.current && !bestRef.current.contains(e.target as Node) && setPreview(false);
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [preview]);
  if (!board) return <p class="hint">Loading the pieces…</p>;
  const finalized = !!me?.finalized;
  const finalize = legal.some((a) => a.action === 'finalize');
  const placements = placementsOf(draft);
  return (
    <div class="holdem-selection grid-selection" data-testid="selection-panel">
      <p class="hint">Place any of your two pieces and the two community pieces on the panel, whole and without overlap. A better arrangement saves; Finalize when done.</p>
      <GridArranger board={board} pool={pool} draft={draft} onDraft={setDraft} disabled={disabled || finalized} testid="arrange" label="Your panel" />
      <div class="row">
        <button type="button" class="btn" data-testid="submit-selection" disabled={disabled || finalized || !placements.length || !!draft.held} onClick={() => void send({ action: 'select', placements })}>
          Submit
        </button>
        <button
          type="button"
          class="btn small"
          data-testid="best-submission"
          ref={bestRef}
          aria-pressed={preview}
          onClick={() => setPreview((v) => !v)}
          onMouseEnter={() => setPreview(true)}
          onMouseLeave={() => setPreview(false)}
          onKeyDown={(e) => e.key === 'Escape' && setPreview(false)}
        >
          Best submission: {saved ? `${state.you?.saved_score ?? 0} (cards ${saved.cards.join(', ')})` : 'None yet'}
        </button>
        {finalize && !finalized && (
          <button type="button" class="btn" data-testid="finalize" disabled={disabled} onClick={() => void send({ action: 'finalize' })}>
            Finalize
          </button>
        )}
        {finalized && <span class="hint" data-testid="finalized">Finalized</span>}
      </div>
      {preview && saved?.placements && state.settings?.card_type && (
        <GridArrangementView cardType={state.settings.card_type} frame={board.frame} panel={board.panel} pieces={board.pieces} arrangement={saved.placements} testid="best-submission-view" />
      )}
    </div>
  );
}
