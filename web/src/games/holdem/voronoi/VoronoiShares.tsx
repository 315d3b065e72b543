// Each hand's area share as the server gives it (one decimal, with the
// exact billionths in the title), the winners marked from the server's
// award: a displayed percentage never decides who won.
import { ownerClass } from './diagram';

export interface ShareRow {
  owner: number;
  name: string;
  percent?: string;
  ppb?: number;
  winner: boolean;
}

export function VoronoiShares({ rows, testid }: { rows: ShareRow[]; testid: string }) {
  return (
    <ul class="vo-shares" data-testid={testid}>
      {rows.map((r) => (
        <li key={r.owner} class={r.winner ? 'winner' : ''} data-testid={`${testid}-${r.owner}`} data-ppb={r.ppb ?? ''} data-winner={r.winner ? 'true' : 'false'}>
          <span class={`vo-swatch ${ownerClass(r.owner)}`} aria-hidden="true" />
          {r.name}: {r.percent !== undefined ? `${r.percent} %` : 'no share'}
          {r.ppb !== undefined && <span class="hint" title="billionths of the square"> ({r.ppb.toLocaleString('en-US')} ppb)</span>}
          {r.winner ? ' · wins' : ''}
        </li>
      ))}
      <li>
        <span class="vo-swatch vo-board" aria-hidden="true" />
        Flop and turn: neutral, nobody's
      </li>
    </ul>
  );
}
