// Move advice's look back (notes 59-62): one's latest completed turn as an
// ordered list, each stage with the move the house bot would have advised
// from one's own view then, beside the move one made. Shown only to the
// player it belongs to (the server answers no one else).
import { adviceText, stageText } from './texts';
import type { SpendiiAction } from './types';

export interface PastStage {
  step: number;
  stage: string;
  advice: SpendiiAction;
  played: SpendiiAction;
}

export interface AdviceReply {
  seat: number;
  advice: SpendiiAction | null;
  past?: PastStage[] | null;
  step?: number;
}

export function PastTurn({ past }: { past: PastStage[] | null | undefined }) {
  if (!past || past.length === 0) {
    return (
      <span class="sp-advice-text" role="status" data-testid="past-turn-none">
        No completed turn of yours yet.
      </span>
    );
  }
  return (
    <ol class="sp-past-turn" aria-label="Your latest completed turn" data-testid="past-turn">
      {past.map((s) => (
        <li key={s.step} data-step={s.step}>
          <strong>{stageText(s.stage)}</strong>: advised {adviceText(s.advice)}; you: {adviceText(s.played)}
        </li>
      ))}
    </ol>
  );
}
