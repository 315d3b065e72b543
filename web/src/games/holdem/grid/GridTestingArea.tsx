// The grid types' testing area beside the table, local only (nothing is
// sent): try your two pieces and the revealed community pieces on this
// room's panel (a spectator has the revealed ones only), and any other
// piece of the catalog through Other pieces. Drafts survive community
// reveals and start again with the next hand.
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { myPlayer } from '../viewer';
import type { HoldemState } from '../types';
import { EMPTY_DRAFT, pickUp, type Draft, type PoolPiece } from './arrangement';
import { gridBoard } from './board';
import { shapeUnits, unitsTiles } from './geometry';
import { GridArranger } from './GridArranger';
import { PieceSvg } from './GridSvg';

export function GridTestingArea({ state }: { state: HoldemState }) {
  const board = gridBoard(state);
  const me = myPlayer(state);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [extras, setExtras] = useState<number[]>([]);
  const [othersOpen, setOthersOpen] = useState(false);
  const othersRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    setDraft(EMPTY_DRAFT);
    setExtras([]);
    setOthersOpen(false);
  }, [state.hand]);
  // A click outside the open list, or Escape anywhere, closes it (listening
  // from the moment the list is drawn).
  useLayoutEffect(() => {
    if (!othersOpen) return undefined;
    const onDown = (e: MouseEvent) => {
      if (othersRef.current && !othersRef.current.contains(e.target as Node)) setOthersOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOthersOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [othersOpen]);
  if (!board) return null;
  const own = (me?.cards ?? []).filter((c): c is number => c !== null);
  const known: PoolPiece[] = [...own.map((card, i) => ({ card, id: `own-${i}`, label: 'yours' })), ...(state.board ?? []).map((card, i) => ({ card, id: `board-${i}`, label: 'board' }))];
  const pool: PoolPiece[] = [...known, ...extras.filter((c) => !known.some((k) => k.card === c)).map((card) => ({ card, id: `other-${card}`, label: 'other' }))];
  const others = board.pieces.filter((p) => !pool.some((q) => q.card === p.card));
  const takeOther = (card: number) => {
    setExtras((now) => [...now, card]);
    setDraft((d) => pickUp(board, d, { card, id: `other-${card}`, label: 'other' }));
    setOthersOpen(false);
  };
  const othersControl = (
    <div
      class="grid-others-wrap"
      ref={othersRef}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !othersOpen) return;
        e.stopPropagation();
        setOthersOpen(false);
      }}
    >
      <button type="button" class="btn small" data-testid="other-pieces" aria-expanded={othersOpen} aria-controls="grid-other-pieces" onClick={() => setOthersOpen((v) => !v)}>
        Other pieces
      </button>
      {othersOpen && (
        <div id="grid-other-pieces" class="grid-others grid-tray" role="group" aria-label="Other pieces" data-testid="other-pieces-list">
          {others.map((p) => (
            <button type="button" key={p.card} class="grid-tray-piece" data-testid={`other-piece-${p.card}`} aria-label={`Card ${p.card}, ${p.tiles} tiles: pick it up`} onClick={() => takeOther(p.card)}>
              <PieceSvg kind={board.kind} tiles={unitsTiles(board.kind, shapeUnits(board.kind, p.shape))} colour="#9aa3ad" scale={10} />
              <span class="hint">{p.card}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
  return (
    <section class="panel holdem-testing" aria-labelledby="testing-title" data-testid="testing-area">
      <h2 id="testing-title">Testing</h2>
      <p class="hint">Local only: nothing here is sent.</p>
      <GridArranger board={board} pool={pool} draft={draft} onDraft={setDraft} testid="testing" label="Testing panel" trayExtra={othersControl} />
      <button type="button" class="btn small" data-testid="testing-reset" onClick={() => setDraft(EMPTY_DRAFT)}>
        Reset
      </button>
    </section>
  );
}
