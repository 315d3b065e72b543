// The bonus tiles still on the table: points and the bonuses each needs.
import { GEM_COLOURS, type Tile } from './types';

export function TileFace({ tile }: { tile: Tile }) {
  return (
    <div class="sp-tile" data-testid={`tile-${tile.id}`} aria-label={`tile ${tile.id}: ${tile.points} points`}>
      <span class="sp-tile-points">{tile.points}</span>
      <ul class="sp-tile-need" aria-label="needs">
        {GEM_COLOURS.filter((c) => (tile.need?.[c] ?? 0) > 0).map((c) => (
          <li key={c} class={`chip-${c}`} title={`${tile.need?.[c]} ${c} bonuses`}>
            {tile.need?.[c]}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Tiles({ tiles }: { tiles: Tile[] }) {
  return (
    <section class="sp-tiles" aria-label="Bonus tiles" data-testid="tiles">
      {tiles.length === 0 ? <span class="muted">No tiles left</span> : tiles.map((t) => <TileFace key={t.id} tile={t} />)}
    </section>
  );
}
