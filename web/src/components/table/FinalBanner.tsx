// The result screen's first line, spoken to the player: "You finished 2nd"
// (or "You won", "You shared 1st"). Nothing for a spectator.
import { ordinal } from '../../logic/format';
import './result.css';

export function finishText(standings: readonly { seat: number; place: number }[], me: number | null): string | null {
  if (me === null) return null;
  const mine = standings.find((s) => s.seat === me);
  if (!mine) return null;
  const shared = standings.filter((s) => s.place === mine.place).length > 1;
  if (mine.place === 1) return shared ? 'You shared 1st place' : 'You won';
  return `You finished ${ordinal(mine.place)}${shared ? ' (shared)' : ''}`;
}

export function FinalBanner({ standings, me }: { standings: readonly { seat: number; place: number }[]; me: number | null }) {
  const text = finishText(standings, me);
  if (!text) return null;
  return (
    <p class="final-banner" data-testid="final-banner">
      {text}
    </p>
  );
}
