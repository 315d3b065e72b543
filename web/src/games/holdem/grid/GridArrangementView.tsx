// A grid hand drawn on its panel: the panel's tiles, then each placed piece
// in its colour, read-only. The showdown review, Best possible and the
// waiting room's Practice draw a hand with it.
import { checkArrangement, frameTiles, gridKindOf, placedUnits, unitsTiles, type GridFrame, type GridPiece, type Placement, type Tile } from './geometry';
import type { Board } from './arrangement';
import { PIECE_COLOURS, PanelSvg, TilesGroup } from './GridSvg';

export interface GridArrangementProps {
  /** The room's card type: square_grid, triangular_grid or polyabolo_grid. */
  cardType: string;
  /** The view's grid.frame. */
  frame: GridFrame;
  /** The room's settings.panel. */
  panel: readonly Tile[];
  /** The view's grid.pieces. */
  pieces: readonly GridPiece[];
  arrangement: readonly Placement[];
  /** Words for screen readers; defaults to the cards and the score. */
  label?: string;
  testid?: string;
}

export function GridArrangementView({ cardType, frame, panel, pieces, arrangement, label, testid }: GridArrangementProps) {
  const kind = gridKindOf(cardType);
  if (!kind) return null;
  return <BoardArrangement board={{ kind, frame, panel, pieces }} arrangement={arrangement} label={label} testid={testid} />;
}

/** The same drawing from a board (./board.ts). */
export function BoardArrangement({ board, arrangement, label, testid }: { board: Board; arrangement: readonly Placement[]; label?: string | undefined; testid?: string | undefined }) {
  const { kind, frame, panel, pieces } = board;
  const { score } = checkArrangement(kind, panel, pieces, arrangement);
  const words = label ?? `${arrangement.length ? `Cards ${arrangement.map((p) => p.card).join(', ')}` : 'No piece'} covering ${score} tiles`;
  return (
    <div class="grid-arrangement" data-testid={testid} data-score={score}>
      <PanelSvg kind={kind} frame={frame} label={words}>
        <TilesGroup kind={kind} tiles={frameTiles(kind, frame)} class="grid-frame-tile" />
        <TilesGroup kind={kind} tiles={panel} class="grid-panel-tile" />
        {arrangement.map((p, i) => {
          const piece = pieces.find((q) => q.card === p.card);
          if (!piece) return null;
          return <TilesGroup key={i} kind={kind} tiles={unitsTiles(kind, placedUnits(kind, piece.shape, p.orientation, p.at))} class="grid-piece placed" fill={PIECE_COLOURS[i % PIECE_COLOURS.length]} />;
        })}
      </PanelSvg>
    </div>
  );
}
