// The podium and the final statistics: places 1–3, then every participant's
// final capital and ELO result (signed one-decimal changes from the room's
// ratings; dashes for bots, guests and unrated games). Opens by itself once
// the final countdown and the settlement animation are over; the podium
// icon opens it again.
import { useRef } from 'preact/hooks';
import { useModal } from '../../components/useModal';
import { ordinal } from '../../logic/format';
import { formatChange, formatRating } from '../../logic/rating';
import { plainInt } from './table';
import { finalRows, podiumSteps } from './texts';
import { FinalBanner } from '../../components/table/FinalBanner';
import type { RpState } from './types';

export function Podium({ state, onClose }: { state: RpState; onClose: () => void }) {
  const close = useRef<HTMLButtonElement | null>(null);
  useModal(close, onClose);
  const result = state.result;
  const nameOf = (seat: number) => state.players.find((p) => p.seat === seat)?.name ?? `Seat ${seat + 1}`;
  const room = state.room ?? null;
  const rows = result ? finalRows(result.standings, state.settings.startingCapital, room?.ratings) : [];
  const steps = result ? podiumSteps(result.standings) : [];
  // Shown left to right: 2nd, 1st, 3rd.
  const shownSteps = [steps.find((s) => s.place === 2), steps.find((s) => s.place === 1), steps.find((s) => s.place === 3)].filter(
    (s): s is { place: number; seats: number[] } => s !== undefined,
  );
  const ratingNote = !room
    ? null
    : !room.rated
      ? room.guestRoom
        ? 'Guest rooms are unrated.'
        : 'This game was unrated.'
      : room.ratings === null
        ? 'Storing the ratings…'
        : null;

  return (
    <div class="overlay" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div class="dialog podium-dialog" role="dialog" aria-modal="true" aria-labelledby="podium-title" data-testid="podium">
        <h2 id="podium-title">Final results</h2>
        {result && <FinalBanner standings={result.standings} me={state.you?.seat ?? null} />}
        <ol class="podium" aria-label="Podium">
          {shownSteps.map((step) => (
            <li key={step.place} class={`podium-step place-${step.place}`} data-testid={`podium-place-${step.place}`}>
              <span class="podium-names">{step.seats.map(nameOf).join(', ')}</span>
              <span class="podium-block">{ordinal(step.place)}</span>
            </li>
          ))}
        </ol>
        <div class="table-scroll">
          <table class="ratings final-stats clip-names" data-testid="final-stats">
            <caption class="sr-only">Final capital and ELO</caption>
            <thead>
              <tr>
                <th scope="col">Place</th>
                <th scope="col">Player</th>
                <th scope="col">Capital ($)</th>
                <th scope="col">Gain</th>
                <th scope="col">ELO</th>
                <th scope="col">
                  ELO <span class="nowrap">±</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.seat} class={r.seat === state.you?.seat ? 'me' : undefined} data-testid={`final-row-${r.seat}`} data-me={r.seat === state.you?.seat ? 'true' : 'false'}>
                  <td>{ordinal(r.place)}</td>
                  <th scope="row" title={nameOf(r.seat)}>
                    {nameOf(r.seat)}
                  </th>
                  <td class="num" data-testid={`final-capital-${r.seat}`}>
                    {plainInt(r.capital)}
                  </td>
                  <td class="num">{plainInt(r.gain)}</td>
                  <td class="num" data-testid={`final-elo-${r.seat}`}>
                    {formatRating(r.eloNew)}
                  </td>
                  <td
                    class={`num ${r.eloChange === null ? 'muted' : r.eloChange < 0 ? 'neg-text' : 'pos-text'}`}
                    data-testid={`final-elo-change-${r.seat}`}
                  >
                    {formatChange(r.eloChange)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {ratingNote && (
          <p class="hint" data-testid="final-rating-note">
            {ratingNote}
          </p>
        )}
        {result && result.bank > 0 && <p class="hint">The bank keeps {result.bank}; for ELO it counts as shared by the players with capital left.</p>}
        <div class="row dialog-actions">
          <button ref={close} type="button" class="btn primary" data-testid="podium-close" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
