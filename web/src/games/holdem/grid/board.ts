// The grid board of a view: the lattice, the frame, the room's panel (the
// suggested one when the settings leave it out) and the catalog; null when
// the room's card type is not a grid type or the view lacks its catalog.
import type { HoldemState } from '../types';
import type { Board, DraftPlacement, PoolPiece } from './arrangement';
import { frameTiles, gridKindOf, type Placement } from './geometry';

export function gridBoard(state: Pick<HoldemState, 'settings' | 'grid'>): Board | null {
  const kind = gridKindOf(state.settings?.card_type);
  if (!kind || !state.grid) return null;
  const { frame, pieces } = state.grid;
  return { kind, frame, pieces, panel: state.settings?.panel ?? frameTiles(kind, frame) };
}

/** A saved arrangement as draft placements on the pool's pieces (each pool piece used once). */
export function draftFromSaved(pool: readonly PoolPiece[], saved: readonly Placement[] | undefined): DraftPlacement[] {
  const used = new Set<string>();
  const out: DraftPlacement[] = [];
  for (const p of saved ?? []) {
    const piece = pool.find((q) => q.card === p.card && !used.has(q.id));
    if (!piece) continue;
    used.add(piece.id);
    out.push({ id: piece.id, card: p.card, orientation: p.orientation, at: [p.at[0], p.at[1]] });
  }
  return out;
}
