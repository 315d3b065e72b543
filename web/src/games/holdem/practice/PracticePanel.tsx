// The waiting room's Practice area: sample hands for the room's card type,
// one per participant when it was generated (at least two), scored by the
// server like a showdown, with its winners and, for Point-Voronoi, each
// hand's area share and the diagram. The page keeps the scenario it got
// while players come and go; Generate scenario asks again with a fresh seed
// (the server counts the players then), and a card-type change regenerates.
import { useEffect, useRef, useState } from 'preact/hooks';
import { request } from '../../../api';
import { errorText } from '../../../hooks';
import type { WaitingPanelProps } from '../../game';
import { officialDrawing } from '../voronoi/diagram';
import { VoronoiDrawing } from '../voronoi/VoronoiDrawing';
import { cardsText } from '../texts';
import { VORONOI } from '../voronoi/settings';
import { type PracticeReply, cardTypeOf, freshSeed, practicePath, winnersText } from './practice';
import { boardHand, practiceHandDrawing } from './practiceHandDrawing';
import './practice.css';

export function PracticePanel({ code, settings }: WaitingPanelProps) {
  const cardType = cardTypeOf(settings);
  const [reply, setReply] = useState<{ type: string; data: PracticeReply } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Only the latest request's answer is shown, whatever order answers arrive in.
  const latest = useRef(0);
  const lastSeed = useRef<number | null>(null);

  const generate = async () => {
    const ticket = ++latest.current;
    const seed = freshSeed(lastSeed.current);
    lastSeed.current = seed;
    setBusy(true);
    setError(null);
    try {
      const data = await request<PracticeReply>('GET', practicePath(code, seed));
      if (ticket === latest.current) setReply({ type: cardType, data });
    } catch (e) {
      if (ticket === latest.current) setError(errorText(e));
    } finally {
      if (ticket === latest.current) setBusy(false);
    }
  };

  useEffect(() => {
    void generate();
  }, [code, cardType]);

  const scenario = reply?.data.scenario;
  const shownType = reply?.type ?? cardType;
  const winners = new Set(scenario?.winners ?? []);
  return (
    <section class="panel holdem-practice" aria-labelledby="practice-title" data-testid="practice" data-seed={reply?.data.seed ?? ''} data-card-type={shownType}>
      <h3 id="practice-title">Practice</h3>
      <p class="hint">Sample hands for this room's card type, scored like a showdown. Nothing here touches the tournament.</p>
      {error && (
        <p class="error" role="alert" data-testid="practice-error">
          {error}
        </p>
      )}
      {scenario && (
        <div class="practice-scenario" data-testid="practice-scenario" data-hands={scenario.hands.length}>
          <p data-testid="practice-board">
            Board {practiceHandDrawing(shownType, boardHand(scenario), scenario)}
          </p>
          <ol class="practice-hands">
            {scenario.hands.map((hand, i) => (
              <li key={i} class={winners.has(i) ? 'winner' : ''} data-testid={`practice-hand-${i}`} data-cards={hand.cards.join(',')} data-winner={winners.has(i) ? 'true' : 'false'}>
                <strong>Hand {i + 1}</strong> {practiceHandDrawing(shownType, hand, scenario, i)}
                {hand.score !== undefined && <span data-testid={`practice-score-${i}`}>
                    {' '}
                    · score {hand.score}
                    {hand.used?.length ? ` (${cardsText(hand.used)})` : ''}
                  </span>}
                {hand.share_percent !== undefined && (
                  <span data-testid={`practice-share-${i}`} data-ppb={hand.share_ppb ?? ''}>
                    {' '}
                    · area {hand.share_percent} %
                  </span>
                )}
                {winners.has(i) ? ' · wins' : ''}
              </li>
            ))}
          </ol>
          <p data-testid="practice-winners">
            <strong>{winnersText(scenario.winners)}</strong>
          </p>
          {shownType === VORONOI && scenario.diagram && (
            <VoronoiDrawing drawing={officialDrawing(scenario.diagram)} nameOf={(i) => `Hand ${i + 1}`} label="The practice scenario's Voronoi diagram" testid="practice-diagram" />
          )}
        </div>
      )}
      <button type="button" class="btn" data-testid="practice-generate" disabled={busy} onClick={() => void generate()}>
        {busy ? 'Generating…' : 'Generate scenario'}
      </button>
    </section>
  );
}
