// Arranging pieces by hand on a panel, by pointer and by keys: the tray of
// usable pieces (Tab between them; a click or Enter picks one up, or picks
// a placed one back off the panel), the panel (a click on a tile moves the
// held piece there and places it when it fits; the pointer's hover does not
// move it, so keys and pointer never fight over it) and the keys R rotate, F reflect, arrows move, Enter place,
// Escape or Backspace return. A held piece is drawn as a ghost: green where
// it fits, red and dashed where it does not, with the reason in words.
import type { JSX } from 'preact';
import {
  draftScore,
  heldProblem,
  moveHeld,
  moveHeldOnto,
  pickUp,
  placeHeld,
  problemText,
  returnHeld,
  returnPlaced,
  turnHeld,
  type Board,
  type Draft,
  type PoolPiece,
} from './arrangement';
import { frameTiles, panelTiles, placedUnits, shapeUnits, unitsTiles, type Tile } from './geometry';
import { PIECE_COLOURS, PanelSvg, PieceSvg, TilesGroup, pointsOf } from './GridSvg';

export interface GridArrangerProps {
  board: Board;
  pool: readonly PoolPiece[];
  draft: Draft;
  /** Receives each step as a function of the latest draft, so keys pressed faster than the page draws all count. */
  onDraft: (step: (draft: Draft) => Draft) => void;
  disabled?: boolean;
  /** Prefix of the test ids (two arrangers may share a page). */
  testid: string;
  label: string;
  /** Controls shown after the tray (Other pieces in the testing area). */
  trayExtra?: JSX.Element | null;
}

const MOVES: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export function GridArranger({ board, pool, draft, onDraft, disabled = false, testid, label, trayExtra }: GridArrangerProps) {
  const { kind } = board;
  const colourOf = (id: string) => PIECE_COLOURS[Math.max(0, pool.findIndex((p) => p.id === id)) % PIECE_COLOURS.length]!;
  const shapeOf = (card: number) => board.pieces.find((p) => p.card === card)?.shape ?? [];
  const held = draft.held;
  const problem = heldProblem(board, draft);
  const score = draftScore(board, draft);
  const capacity = panelTiles(kind, board.panel);
  const tilesOf = (p: { card: number; orientation: number; at: [number, number] }): Tile[] => unitsTiles(kind, placedUnits(kind, shapeOf(p.card), p.orientation, p.at));
  const act = (step: (d: Draft) => Draft) => !disabled && onDraft(step);

  const onKey = (e: KeyboardEvent) => {
    if (disabled) return;
    const key = e.key;
    if (held && (key === 'r' || key === 'R')) act((d) => turnHeld(board, d, 'rotate'));
    else if (held && (key === 'f' || key === 'F')) act((d) => turnHeld(board, d, 'reflect'));
    else if (held && MOVES[key]) act((d) => moveHeld(d, ...MOVES[key]!));
    else if (held && key === 'Enter') act((d) => placeHeld(board, d));
    else if (held && (key === 'Escape' || key === 'Backspace')) act((d) => returnHeld(d));
    else if (!held && key === 'Backspace') {
      const id = (e.target as HTMLElement | null)?.getAttribute?.('data-piece-id');
      if (!id || !draft.placed.some((p) => p.id === id)) return;
      act((d) => returnPlaced(d, id));
    } else return;
    e.preventDefault();
    e.stopPropagation();
  };

  const onTile = (tile: Tile) => {
    if (!held || disabled) return;
    const target = shapeUnits(kind, [tile])[0]!;
    act((d) => {
      const moved = moveHeldOnto(board, d, target);
      return placeHeld(board, moved);
    });
  };

  return (
    <div class="grid-arranger" onKeyDown={onKey} data-testid={testid} data-score={score} data-held={held ? held.card : ''}>
      <div class="grid-tray" role="group" aria-label="Pieces">
        {pool.map((p) => {
          const placed = draft.placed.find((q) => q.id === p.id);
          const isHeld = held?.id === p.id;
          return (
            <button
              type="button"
              key={p.id}
              class={`grid-tray-piece${placed ? ' placed' : ''}`}
              data-testid={`${testid}-piece-${p.id}`}
              data-piece-id={p.id}
              data-card={p.card}
              aria-pressed={isHeld}
              aria-label={`Card ${p.card} (${p.label})${placed ? ', on the panel: pick it up again, Backspace returns it' : isHeld ? ', held' : ', pick it up'}`}
              disabled={disabled}
              onClick={() => act((d) => pickUp(board, d, p))}
            >
              <PieceSvg kind={kind} tiles={unitsTiles(kind, shapeUnits(kind, shapeOf(p.card)))} colour={colourOf(p.id)} />
              <span class="hint">
                {p.card} · {p.label}
              </span>
            </button>
          );
        })}
        {trayExtra}
      </div>
      <div class="row grid-controls" role="group" aria-label="Held piece">
        <button type="button" class="btn small" data-testid={`${testid}-rotate`} disabled={disabled || !held} aria-keyshortcuts="R" onClick={() => act((d) => turnHeld(board, d, 'rotate'))}>
          Rotate (R)
        </button>
        <button type="button" class="btn small" data-testid={`${testid}-reflect`} disabled={disabled || !held} aria-keyshortcuts="F" onClick={() => act((d) => turnHeld(board, d, 'reflect'))}>
          Reflect (F)
        </button>
        <button type="button" class="btn small" data-testid={`${testid}-place`} disabled={disabled || !held || !!problem} aria-keyshortcuts="Enter" onClick={() => act((d) => placeHeld(board, d))}>
          Place (Enter)
        </button>
        <button type="button" class="btn small" data-testid={`${testid}-return`} disabled={disabled || !held} aria-keyshortcuts="Escape" onClick={() => act((d) => returnHeld(d))}>
          Return (Esc)
        </button>
      </div>
      <p class="hint" aria-live="polite" data-testid={`${testid}-status`}>
        Covered <strong data-testid={`${testid}-score`}>{score}</strong> / {capacity} tiles
        {held ? ` · holding card ${held.card}: arrows move, R rotates, F reflects, Enter places` : ''}
      </p>
      {held && problem && (
        <p class="grid-problem" role="status" data-testid={`${testid}-problem`}>
          {problemText(problem)}
        </p>
      )}
      <PanelSvg kind={kind} frame={board.frame} label={label} testid={`${testid}-panel`}>
        <TilesGroup kind={kind} tiles={frameTiles(kind, board.frame)} class="grid-frame-tile" />
        <g class={`grid-panel-tile${held ? ' clickable' : ''}`}>
          {board.panel.map((t) => (
            <polygon
              key={t.join(',')}
              data-testid={`${testid}-tile-${t.join('-')}`}
              points={pointsOf(kind, t)}
              onClick={() => onTile(t)}
            />
          ))}
        </g>
        {draft.placed.map((p) => (
          <g key={p.id} class="grid-piece placed pickable" style={{ fill: colourOf(p.id), pointerEvents: held ? 'none' : undefined }} data-testid={`${testid}-placed-${p.id}`} onClick={() => act((d) => pickUp(board, d, pool.find((q) => q.id === p.id) ?? { id: p.id, card: p.card, label: '' }))}>
            {tilesOf(p).map((t) => (
              <polygon key={t.join(',')} points={pointsOf(kind, t)} />
            ))}
          </g>
        ))}
        {held && <TilesGroup kind={kind} tiles={tilesOf(held)} class={`grid-ghost ${problem ? 'illegal' : 'legal'}`} testid={`${testid}-ghost`} />}
      </PanelSvg>
    </div>
  );
}
