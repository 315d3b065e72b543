// Spendii's words, kept pure so they are unit-tested: chip counts and costs
// in words, the status line of each phase and stage, a move's label and the
// end's reason and places.
import { ordinal } from '../../logic/format';
import { CHIP_COLOURS, type Chips, type SpendiiAction, type SpendiiResult, type SpendiiState } from './types';

/** Counts in colour order, zeros left out: "2 white, 1 gold"; "none" when empty. */
export function chipsText(chips: Chips | string[] | undefined): string {
  const counts: Chips = {};
  if (Array.isArray(chips)) for (const c of chips) counts[c as keyof Chips] = (counts[c as keyof Chips] ?? 0) + 1;
  else Object.assign(counts, chips ?? {});
  const parts = CHIP_COLOURS.filter((c) => (counts[c] ?? 0) > 0).map((c) => `${counts[c]} ${c}`);
  return parts.length ? parts.join(', ') : 'none';
}

export function chipTotal(chips: Chips | undefined): number {
  return CHIP_COLOURS.reduce((sum, c) => sum + (chips?.[c] ?? 0), 0);
}

/** Move advice in words: the move, naming the card or tile it is about. */
export function adviceText(action: SpendiiAction): string {
  switch (action.action) {
    case 'buy':
      return `Buy card ${action.card}${action.payment ? `, paying ${chipsText(action.payment)}` : ''}`;
    case 'hold':
      return action.card !== undefined ? `Hold card ${action.card}` : `Hold the top of tier ${action.tier}`;
    default:
      return actionText(action);
  }
}

/** A legal move as a button's words. */
/** A turn's stage by name, as the advice's look back lists it. */
export function stageText(stage: string): string {
  if (stage === 'main') return 'Main action';
  if (stage === 'return') return 'Return';
  if (stage === 'tile') return 'Tile';
  return stage;
}

export function actionText(action: SpendiiAction): string {
  switch (action.action) {
    case 'take':
      return `Take ${chipsText(action.chips)}`;
    case 'return':
      return `Return ${chipsText(action.chips)}`;
    case 'buy':
      return action.payment ? `Pay ${chipsText(action.payment)}` : 'Buy';
    case 'hold':
      return action.tier !== undefined && action.card === undefined ? `Hold the top of tier ${action.tier}` : 'Hold';
    case 'tile':
      return `Claim tile ${action.tile}`;
    case 'pass':
      return 'Pass';
    case 'select':
      return `Take position ${action.position}`;
    case 'bid':
      return `Bid ${(action.bids ?? []).join(' / ')}`;
    default:
      return action.action;
  }
}

/** The line above the table: the phase, the stage and who is to move. */
export function statusText(state: SpendiiState, nameOf: (seat: number) => string): string {
  const me = state.you?.seat ?? null;
  const mine = (state.legalActions ?? []).length > 0;
  switch (state.phase) {
    case 'bidding':
      return mine ? 'Bid for the positions: one bid each, summing to 0.' : 'Waiting for the other bids.';
    case 'selecting':
      return mine ? `Rank ${state.rank}: choose one of your highlighted positions.` : `Rank ${state.rank}: positions are being chosen.`;
    case 'over':
      return `The game is over${state.endReason ? `: ${endReasonText(state.endReason)}` : ''}.`;
    case 'play': {
      const round = `Round ${state.round}${state.finalRound ? ' (final round)' : ''}`;
      if (state.mover === null || state.mover === undefined) return round;
      if (state.mover === me) {
        if (state.stage === 'return') return `${round}: you hold more than 10 chips; return ${state.excess}.`;
        if (state.stage === 'tile') return `${round}: choose the tile you claim.`;
        return `${round}: your turn: take chips, hold a card, buy one or pass.`;
      }
      return `${round}: ${nameOf(state.mover)} to move.`;
    }
    default:
      return '';
  }
}

/**
 * "Submitted in 12s": a participant's bid time in whole elapsed seconds from
 * Start game, shown in their player box through bidding and selection; null
 * when not submitted or not shown (Hide identities leaves it out).
 */
export function submittedText(player: { submitted?: boolean; submittedMs?: number }): string | null {
  if (!player.submitted || player.submittedMs === undefined) return null;
  return `Submitted in ${Math.floor(player.submittedMs / 1000)}s`;
}

export function endReasonText(reason: string): string {
  if (reason === 'target') return 'the target score was reached';
  if (reason === 'cleanPass') return 'a whole round of passes';
  if (reason === 'repetition') return 'the same chips came round a third time';
  return reason;
}

/** The end's places, best first, from the result's standings (place, rank or order). */
export function placesOf(result: SpendiiResult | undefined): { seat: number; place: number; points?: number }[] {
  const rows = result?.standings ?? [];
  return rows.map((r, i) => ({ seat: r.seat, place: r.place ?? r.rank ?? i + 1, points: r.points }));
}

export function placeText(places: readonly { place: number }[], place: number): string {
  const shared = places.filter((p) => p.place === place).length > 1;
  return `${ordinal(place)}${shared ? ' (shared)' : ''}`;
}
