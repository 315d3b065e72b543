// What the seat can do now, in one bar (kept at the bottom on a phone so the
// action is always in reach): the betting controls on its turn, the Manual
// selection at showdown, and the optional moves (Continue, Agree, reveals).
import type { BoardProps } from '../../components/board';
import { BettingControls } from './BettingControls';
import { OptionalMoves } from './OptionalMoves';
import { SelectionPanel } from './SelectionPanel';
import { GridSelectionPanel } from './grid/GridSelectionPanel';
import { gridKindOf } from './grid/geometry';
import { useMove } from './useMove';
import { myPlayer } from './viewer';
import type { HoldemState, LegalAction } from './types';

export function ActionBar({ state, token, live, nameOf }: { state: HoldemState; token: string | null; live: BoardProps<HoldemState>['live']; nameOf: (seat: number) => string }) {
  const { send, busy, error } = useMove(state.code, token, live);
  const legal = (state.legalActions ?? []) as LegalAction[];
  const betting = legal.some((a) => ['check', 'call', 'fold', 'bet', 'raise', 'all_in'].includes(a.action));
  const selecting = state.phase === 'selection' && legal.some((a) => a.action === 'select' || a.action === 'finalize');
  const me = myPlayer(state);
  let title = 'Your seat';
  if (betting) title = `Your move${(state.you?.to_call ?? 0) > 0 ? `: ${state.you?.to_call} to call` : ''}`;
  else if (selecting) title = 'Choose your cards';
  else if (state.phase === 'betting' && state.to_act !== null && state.to_act !== undefined) title = `Waiting for ${nameOf(state.to_act)}`;
  return (
    <section class={`panel action-bar holdem-action${betting || selecting ? ' your-turn' : ''}`} aria-labelledby="holdem-action-title" data-testid="action-bar" data-held={busy ? 'true' : 'false'} data-main-action tabIndex={-1}>
      <h2 id="holdem-action-title">
        {title}{' '}
        {me && (
          <span class="bar-value" data-testid="bar-stack">
            {me.stack ?? 0} chips
          </span>
        )}
      </h2>
      {betting && <BettingControls state={state} legal={legal} disabled={busy} send={send} />}
      {selecting && !gridKindOf(state.settings?.card_type) && <SelectionPanel key={state.hand} state={state} legal={legal} disabled={busy} send={send} />}
      {selecting && gridKindOf(state.settings?.card_type) && <GridSelectionPanel key={state.hand} state={state} legal={legal} disabled={busy} send={send} />}
      <OptionalMoves state={state} legal={legal} disabled={busy} send={send} />
      {error && (
        <p class="error" role="alert" data-testid="move-error">
          {error}
        </p>
      )}
    </section>
  );
}
