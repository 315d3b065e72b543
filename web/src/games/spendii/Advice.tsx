// Move advice (notes 59-62): when the room turned it on, a player on their
// own turn may ask privately what the house bot would do at this stage. The
// answer is shown in words and the card it names is outlined; asking records
// nothing, and the answer is dropped when the stage changes.
import { useEffect, useState } from 'preact/hooks';
import { request } from '../../api';
import { errorText } from '../../hooks';
import { adviceText } from './texts';
import type { SpendiiAction, SpendiiState } from './types';

interface Props {
  state: SpendiiState;
  token: string | null;
  /** Changes with every turn and stage: the advice is for one stage only. */
  stageKey: string;
}

export function adviceOffered(state: SpendiiState): boolean {
  return state.settings?.moveAdvice === true && state.phase === 'play' && !!state.you && (state.legalActions ?? []).length > 0;
}

export function Advice({ state, token, stageKey }: Props) {
  const [advice, setAdvice] = useState<SpendiiAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setAdvice(null);
    setError(null);
  }, [stageKey]);
  if (!adviceOffered(state)) return null;
  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      const reply = await request<{ advice: SpendiiAction }>('GET', `/api/rooms/${encodeURIComponent(state.code)}/advice`, { token });
      setAdvice(reply.advice);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const card = advice && (advice.action === 'buy' || advice.action === 'hold') ? advice.card : undefined;
  return (
    <section class="panel sp-advice" aria-label="Move advice" data-testid="advice-panel">
      <button type="button" class="btn small" data-testid="advice-button" disabled={busy} onClick={() => void ask()}>
        Move advice
      </button>
      {advice && (
        <span class="sp-advice-text" role="status" data-testid="advice">
          {adviceText(advice)}
        </span>
      )}
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
