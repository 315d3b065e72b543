// The phone's one-line view of the capital table: each seat's capital and
// winning probability; a tap opens the full table (on a wide screen the
// table is always open and this line is not shown: right_price.css).
import { plainInt, probabilityText, type TableFrame } from './table';
import type { RpPlayer } from './types';

export function CapitalSummary({ players, order, frame, me, open, onToggle }: { players: RpPlayer[]; order: number[]; frame: TableFrame | null; me: number | null; open: boolean; onToggle: () => void }) {
  const bySeat = new Map(players.map((p) => [p.seat, p]));
  const shown = order.map((seat) => bySeat.get(seat)).filter((p): p is RpPlayer => p !== undefined);
  return (
    <button type="button" class="capital-summary" aria-expanded={open} aria-controls="capital-details" data-testid="capital-summary" onClick={onToggle}>
      <span class="capital-summary-rows">
        {shown.map((p) => (
          <span key={p.seat} class={p.seat === me ? 'me' : undefined}>
            <strong>{p.seat === me ? 'You' : p.name}</strong> ${plainInt(frame?.capital[p.seat] ?? p.capital)} · {probabilityText(p.winTenths)}
          </span>
        ))}
      </span>
      <span class="capital-summary-more">{open ? 'Hide details' : 'Details'}</span>
    </button>
  );
}
