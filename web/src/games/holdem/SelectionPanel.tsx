// The Manual selection at showdown: pick among your two cards and the two
// community cards, submit a valid pick (it saves only when better, as the
// server decides), see your Best submission (None yet before one; click it
// to keep its cards highlighted) and Finalize.
import { useState } from 'preact/hooks';
import { PlayingCard } from './Card';
import { bestListed, matchingSelection } from './selection';
import { cardsText, sumOf } from './texts';
import type { SendMove } from './useMove';
import { myPlayer } from './viewer';
import type { HoldemState, LegalAction } from './types';

export function SelectionPanel({ state, legal, disabled, send }: { state: HoldemState; legal: LegalAction[]; disabled: boolean; send: SendMove }) {
  const me = myPlayer(state);
  const own = (me?.cards ?? []).filter((c): c is number => c !== null);
  const pool = [...own.map((c, i) => ({ card: c, id: `own-${i}`, label: 'yours' })), ...(state.board ?? []).map((c, i) => ({ card: c, id: `board-${i}`, label: 'board' }))];
  const [picked, setPicked] = useState<string[]>([]);
  const [preview, setPreview] = useState(false);
  const listed = legal.filter((a) => a.action === 'select').map((a) => (a.cards as number[]) ?? []);
  const pickedCards = pool.filter((p) => picked.includes(p.id)).map((p) => p.card);
  const match = matchingSelection(pickedCards, listed);
  const max = state.settings?.max_sum ?? 30;
  const saved = state.you?.saved?.cards ?? null;
  const finalize = legal.some((a) => a.action === 'finalize');
  const best = bestListed(listed);
  const toggle = (id: string) => setPicked((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));

  return (
    <div class="holdem-selection" data-testid="selection-panel">
      <p class="hint">Pick 1–4 cards with a sum of at most {max}. A better pick saves; Finalize when done.</p>
      <div class="row holdem-pick">
        {pool.map((p) => {
          const inSaved = preview && saved !== null && saved.includes(p.card);
          return (
            <button
              type="button"
              key={p.id}
              class={`pick${picked.includes(p.id) ? ' on' : ''}${inSaved ? ' preview' : ''}`}
              aria-pressed={picked.includes(p.id)}
              data-testid={`pick-${p.id}`}
              disabled={disabled || me?.finalized}
              onClick={() => toggle(p.id)}
            >
              <PlayingCard card={p.card} />
              <span class="hint">{p.label}</span>
            </button>
          );
        })}
      </div>
      <p data-testid="pick-sum">
        Selected sum {sumOf(pickedCards)} / {max}
      </p>
      <div class="row">
        <button type="button" class="btn" data-testid="submit-selection" disabled={disabled || !match} onClick={() => match && void send({ action: 'select', cards: [...match] }).then((ok) => ok && setPicked([]))}>
          Submit
        </button>
        {best && (
          <button type="button" class="btn small" data-testid="pick-best" disabled={disabled} onClick={() => setPicked(pool.filter((p) => best.includes(p.card)).map((p) => p.id))}>
            Pick the highest
          </button>
        )}
        <button
          type="button"
          class="btn small"
          data-testid="best-submission"
          aria-pressed={preview}
          onClick={() => setPreview((v) => !v)}
          onMouseEnter={() => setPreview(true)}
          onMouseLeave={() => setPreview(false)}
          onKeyDown={(e) => e.key === 'Escape' && setPreview(false)}
        >
          Best submission: {saved ? `${state.you?.saved_score ?? sumOf(saved)} (${cardsText(saved)})` : 'None yet'}
        </button>
        {finalize && (
          <button type="button" class="btn" data-testid="finalize" disabled={disabled} onClick={() => void send({ action: 'finalize' })}>
            Finalize
          </button>
        )}
        {me?.finalized && <span class="hint" data-testid="finalized">Finalized</span>}
      </div>
    </div>
  );
}
