// Move advice (notes 59-62): when the room turned it on, a player still
// playing may ask privately what the house bot would do. On one's own turn
// it is the current stage, shown in words with the card it names outlined,
// and dropped when the stage changes; during others' turns it is one's
// latest completed turn, stage by stage (PastTurn). Asking records nothing.
import { useEffect, useState } from 'preact/hooks';
import { request } from '../../api';
import { errorText } from '../../hooks';
import { type AdviceReply, PastTurn } from './PastTurn';
import { adviceText } from './texts';
import type { SpendiiState } from './types';

interface Props {
  state: SpendiiState;
  token: string | null;
  /** Changes with every turn and stage: the advice is for one stage only. */
  stageKey: string;
}

function myTurn(state: SpendiiState): boolean {
  return (state.legalActions ?? []).length > 0;
}

/** A seated player still playing, in an active position, during play. */
export function adviceOffered(state: SpendiiState): boolean {
  if (state.settings?.moveAdvice !== true || state.phase !== 'play' || !state.you) return false;
  const me = state.players.find((p) => p.seat === state.you!.seat);
  return !!me && !me.noPlay && !me.forfeited;
}

export function Advice({ state, token, stageKey }: Props) {
  const [reply, setReply] = useState<AdviceReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setReply(null);
    setError(null);
  }, [stageKey]);
  if (!adviceOffered(state)) return null;
  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      setReply(await request<AdviceReply>('GET', `/api/rooms/${encodeURIComponent(state.code)}/advice`, { token }));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const advice = reply?.advice ?? null;
  const card = advice && (advice.action === 'buy' || advice.action === 'hold') ? advice.card : undefined;
  return (
    <section class="panel sp-advice" aria-label="Move advice" data-testid="advice-panel">
      <button type="button" class="btn small" data-testid="advice-button" disabled={busy} onClick={() => void ask()}>
        {myTurn(state) ? 'Move advice' : 'Advice on my last turn'}
      </button>
      {advice && (
        <span class="sp-advice-text" role="status" data-testid="advice">
          {adviceText(advice)}
        </span>
      )}
      {reply && !advice && <PastTurn past={reply.past} />}
      {/* The advised card, outlined wherever it lies (market or held). */}
      {card !== undefined && <style>{`.spendii .sp-card[data-card="${card}"] { outline: 3px solid var(--accent, #f5b301); outline-offset: 2px; }`}</style>}
      {error && (
        <span class="error" role="alert" data-testid="advice-error">
          {error}
        </span>
      )}
    </section>
  );
}
