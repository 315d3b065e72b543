// The end: why the game ended, then every seat's place, points and cards
// bought, best first (the server's standings).
import { linkClick } from '../../router';
import { FinalBanner } from '../../components/table/FinalBanner';
import { endReasonText, placeText, placesOf } from './texts';
import type { SpendiiState } from './types';

export function FinalPanel({ state, nameOf, replayLink = false }: { state: Partial<SpendiiState>; nameOf: (seat: number) => string; replayLink?: boolean }) {
  const places = placesOf(state.result);
  const me = state.you?.seat ?? null;
  return (
    <section class="panel sp-final" aria-labelledby="sp-final-title" data-testid="final">
      <h2 id="sp-final-title">Final standings</h2>
      <FinalBanner standings={places} me={me} />
      {state.endReason && <p data-testid="end-reason">The game ended: {endReasonText(state.endReason)}.</p>}
      <table class="final-stats">
        <thead>
          <tr>
            <th scope="col">Place</th>
            <th scope="col">Player</th>
            <th scope="col">Points</th>
            <th scope="col">Cards</th>
          </tr>
        </thead>
        <tbody>
          {places.map((row) => {
            const player = state.players?.find((p) => p.seat === row.seat);
            return (
              <tr key={row.seat} class={row.seat === me ? 'me' : ''} data-testid={`rank-row-${row.seat}`} data-me={row.seat === me ? 'true' : 'false'}>
                <td>{placeText(places, row.place)}</td>
                <th scope="row">{nameOf(row.seat)}</th>
                <td>{row.points ?? player?.points ?? 0}</td>
                <td>{player?.cards?.length ?? 0}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {replayLink && state.code && (
        <p class="row actions">
          <a class="btn" href={`/replay/${state.code}`} onClick={linkClick} data-testid="replay-link">
            Watch the replay
          </a>
        </p>
      )}
    </section>
  );
}
