// The tournament's end: the standings, place by place, with final chips.
import type { HoldemState } from './types';

export function FinalPanel({ state, nameOf }: { state: Partial<HoldemState>; nameOf: (seat: number) => string }) {
  const standings = [...(state.result?.standings ?? [])].sort((a, b) => a.place - b.place);
  if (!standings.length) return null;
  return (
    <section class="panel" aria-labelledby="standings-title" data-testid="final-standings">
      <h2 id="standings-title">Final standings</h2>
      <table class="final-stats clip-names">
        <thead>
          <tr>
            <th scope="col">Place</th>
            <th scope="col">Player</th>
            <th scope="col">Chips</th>
          </tr>
        </thead>
        <tbody>
          {standings.map((s) => (
            <tr key={s.seat} data-testid={`standing-${s.seat}`}>
              <td>{s.place}</td>
              <th scope="row" title={nameOf(s.seat)}>
                {nameOf(s.seat)}
              </th>
              <td>{s.chips}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
