// The replay's table at any input of the record: First / Back / Forward /
// Last over the inputs (moves and deadlines), each shown as the spectator
// saw the table then (GET /api/rooms/{code}/replay/{step}, the server
// re-running the record). With Move advice on, a player of the match may
// also see their latest completed turn at or before the input shown, with
// the advice of each stage (GET /api/rooms/{code}/advice?step=N).
import { useEffect, useState } from 'preact/hooks';
import { request } from '../../api';
import { errorText } from '../../hooks';
import { type AdviceReply, PastTurn } from './PastTurn';
import { SpendiiTable } from './SpendiiTable';
import { statusText } from './texts';
import type { SpendiiState } from './types';

const NO_MOVES = { legal: [], disabled: true, active: false, send: () => {}, choosePayment: () => {} };

interface Step {
  step: number;
  steps: number;
  state: SpendiiState;
}

export function ReplaySteps({ code, steps, nameOf }: { code: string; steps: number; nameOf: (seat: number) => string }) {
  const [at, setAt] = useState(0);
  const [shown, setShown] = useState<Step | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    request<Step>('GET', `/api/rooms/${encodeURIComponent(code)}/replay/${at}`)
      .then((reply) => {
        if (!alive) return;
        setShown(reply);
        setError(null);
      })
      .catch((e) => alive && setError(errorText(e)));
    return () => {
      alive = false;
    };
  }, [code, at]);
  const go = (n: number) => setAt(Math.max(0, Math.min(steps, n)));
  const state = shown?.state;
  const [past, setPast] = useState<{ at: number; reply: AdviceReply } | null>(null);
  const [pastError, setPastError] = useState<string | null>(null);
  useEffect(() => setPastError(null), [at]);
  const askPast = () => {
    // The player is known by the session's cookie; anyone else is refused.
    request<AdviceReply>('GET', `/api/rooms/${encodeURIComponent(code)}/advice?step=${at}`)
      .then((reply) => setPast({ at, reply }))
      .catch((e) => setPastError(errorText(e)));
  };
  return (
    <section class="panel sp-replay-steps" aria-labelledby="sp-steps-title" data-testid="replay-steps" data-step={shown?.step ?? -1}>
      <div class="round-line">
        <h2 id="sp-steps-title">
          Input {at} of {steps}
        </h2>
        <span class="row">
          <button type="button" class="btn small" data-testid="step-first" disabled={at === 0} onClick={() => go(0)}>
            First
          </button>
          <button type="button" class="btn small" data-testid="step-prev" disabled={at === 0} onClick={() => go(at - 1)}>
            Back
          </button>
          <button type="button" class="btn small" data-testid="step-next" disabled={at >= steps} onClick={() => go(at + 1)}>
            Forward
          </button>
          <button type="button" class="btn small" data-testid="step-last" disabled={at >= steps} onClick={() => go(steps)}>
            Last
          </button>
        </span>
      </div>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {state && (
        <>
          <p class="status-line" data-testid="step-status">
            {statusText(state, nameOf)}
          </p>
          {state.settings?.moveAdvice === true && (
            <div class="sp-advice" data-testid="replay-advice">
              <button type="button" class="btn small" data-testid="replay-advice-button" onClick={askPast}>
                Advice on my last turn here
              </button>
              {past && past.at === at && <PastTurn past={past.reply.past} />}
              {pastError && (
                <span class="error" role="alert" data-testid="replay-advice-error">
                  {pastError}
                </span>
              )}
            </div>
          )}
          <SpendiiTable state={state} moves={NO_MOVES} selection={{}} onSelect={() => {}} moverLeft={null} />
        </>
      )}
    </section>
  );
}
