// The table talk, newest first so the latest line is always in view: who
// said it, on which item, and whether it came with a bid.
import type { TalkLine } from './types';

export function TalkLog({ talk, nameOf, me }: { talk: TalkLine[]; nameOf: (seat: number) => string; me: number | null }) {
  return (
    <section class="panel auction-talk" aria-labelledby="talk-title">
      <h2 id="talk-title">Talk</h2>
      {talk.length === 0 ? (
        <p class="muted">Nobody has said anything yet.</p>
      ) : (
        <ol class="talk-log" data-testid="talk-log" aria-live="polite">
          {[...talk].reverse().map((line, i) => (
            <li key={talk.length - i} data-testid="talk-line" data-seat={line.seat} data-item={line.item} class={line.seat === me ? 'me' : ''}>
              <span class="talk-who">{line.seat === me ? 'You' : nameOf(line.seat)}</span>
              <span class="talk-where">
                item {line.item}
                {line.phase === 'bid' ? ', with a bid' : ''}
              </span>
              <span class="talk-text">{line.text}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
