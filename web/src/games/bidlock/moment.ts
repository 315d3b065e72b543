// Bidlock's result moment in words, kept pure so it is unit-tested: what the
// centre of the table says when a round's chips are turned up.
import { signed } from '../../logic/format';
import type { RoundRecord } from './types';

/** "You take +7", "Bot2 takes −3", "Clash! The pot carries over". */
export function momentText(record: RoundRecord, names: readonly string[], me: number | null): string {
  const anyClash = record.clashed.some(Boolean);
  const clash = anyClash ? 'Clash! ' : '';
  if (record.discarded) return `${clash}Nobody takes it: the pot is discarded`;
  if (record.carried || record.winner === null) return `${clash}The pot carries over`;
  const value = signed(record.value);
  if (record.winner === me) return `${clash}You take ${value}`;
  return `${clash}${names[record.winner] ?? `Seat ${record.winner + 1}`} takes ${value}`;
}

/** A seat's highlight in the moment: its chip clashed, it took the pot, or neither. */
export function seatTone(record: RoundRecord, seat: number): 'clash' | 'win' | '' {
  if (record.clashed[seat]) return 'clash';
  if (record.winner === seat && !record.carried && !record.discarded) return 'win';
  return '';
}
