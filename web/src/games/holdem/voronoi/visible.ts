// Which points the Visible points preview may draw (notes 55 and 93): the
// viewer's own points while their hand is still in, and the revealed
// community points; never another hand's, never a folded hand's (after a
// fold, or for a spectator, the board only). Once the hand has settled at a
// showdown, the official diagram replaces the preview.
import type { HoldemState } from '../types';
import { myPlayer } from '../viewer';
import { type Diagram, type DrawnPoint, cardsAsPoints, diagramOf } from './diagram';
import type { Point } from './geometry';

/** The most trial points a viewer may place: the preview stays readable. */
export const MAX_TRIAL_POINTS = 16;

export function visiblePoints(state: HoldemState): DrawnPoint[] {
  const me = myPlayer(state);
  const inHand = state.phase === 'betting' || state.phase === 'selection';
  const own = me && inHand && me.dealt && !me.folded ? (me.cards ?? []).map((card) => ({ card, owner: me.seat })) : [];
  const board = (state.board ?? []).map((card) => ({ card, owner: 'board' as const }));
  return cardsAsPoints([...own, ...board]);
}

/** The official diagram of the hand now on show (the one just settled), if it had a showdown. */
export function officialDiagram(state: HoldemState): Diagram | undefined {
  const last = state.last_hand;
  const diagram = diagramOf(last);
  if (!last || !diagram) return undefined;
  const settledNow = state.phase === 'break' || state.phase === 'over' || last.hand === state.hand;
  return settledNow ? diagram : undefined;
}

/** The trial points as drawn points, after the visible ones. */
export function trialPoints(trials: readonly Point[]): DrawnPoint[] {
  return trials.map((at, i) => ({ key: `trial-${i}`, at, owner: 'trial' }));
}

/** The trials after a click at `at`: added while below the bound. */
export function addTrial(trials: readonly Point[], at: Point): Point[] {
  return trials.length >= MAX_TRIAL_POINTS ? [...trials] : [...trials, at];
}
