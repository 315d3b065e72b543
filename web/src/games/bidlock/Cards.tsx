// Bidlock's cards and tables, shared by its board and its replay: prize
// cards, the pot, a resolved round's bids and the final standings.
import { Badge } from '../../components/Bits';
import { ordinal, signed, spokenSigned } from '../../logic/format';
import { potCards, potRule } from './pot';
import { roundOutcome } from './replay';
import type { RoundRecord, Standing } from './types';

export function PrizeCard({
  value,
  carried = false,
  small = false,
}: {
  value: number;
  carried?: boolean;
  small?: boolean;
}) {
  const tone = value < 0 ? 'neg' : 'pos';
  return (
    <span
      class={`card ${tone}${carried ? ' carried' : ''}${small ? ' small' : ''}`}
      aria-label={`${spokenSigned(value)}${carried ? ', carried over' : ''}`}
      role="img"
    >
      <span aria-hidden="true">{signed(value)}</span>
      {carried && !small && (
        <span class="carried-tag" aria-hidden="true">
          carried
        </span>
      )}
    </span>
  );
}

export function CardRow({ cards, small = false, empty = 'none' }: { cards: number[]; small?: boolean; empty?: string }) {
  if (cards.length === 0) return <span class="muted">{empty}</span>;
  return (
    <span class="card-row">
      {cards.map((value, i) => (
        <PrizeCard key={i} value={value} small={small} />
      ))}
    </span>
  );
}

/** The pot: each card (older ones marked carried) and its total value. */
export function PotView({ cards, value, testid = 'pot' }: { cards: number[]; value: number; testid?: string }) {
  const marked = potCards(cards);
  return (
    <div class="pot" data-testid={testid}>
      <div class="pot-cards">
        {marked.map((card, i) => (
          <PrizeCard key={i} value={card.value} carried={card.carried} />
        ))}
      </div>
      <div class="pot-value">
        <span class="label">Pot value</span>{' '}
        <strong data-testid={`${testid}-value`} class={value < 0 ? 'neg-text' : 'pos-text'}>
          {signed(value)}
        </strong>
        {marked.length > 1 && (
          <span class="carried-note"> ({marked.length - 1} carried from clashed rounds)</span>
        )}
      </div>
      <div class="hint">{potRule(value)}.</div>
    </div>
  );
}

/** A resolved round: every seat's chip, clashes, how it was decided and who took the pot. */
export function RoundTable({
  record,
  names,
  me,
  testid,
  showHead = true,
}: {
  record: RoundRecord;
  names: string[];
  me?: number | null;
  testid: string;
  showHead?: boolean;
}) {
  return (
    <div class="round-table" data-testid={testid}>
      {showHead && (
        <div class="round-head">
          <span>Round {record.round}</span>
          <CardRow cards={record.pot} small />
          <span class="muted">= {signed(record.value)}</span>
        </div>
      )}
      <ul class="bids">
        {record.bids.map((chip, seat) => {
          const clashed = record.clashed[seat] ?? false;
          const won = record.winner === seat && !record.carried && !record.discarded;
          const how = record.decidedBy?.[seat];
          return (
            <li
              key={seat}
              class={`bid${clashed ? ' clashed' : ''}${won ? ' won' : ''}`}
              data-testid={`${testid}-bid-${seat}`}
            >
              <span class="bid-name">
                {names[seat] ?? `Seat ${seat + 1}`}
                {me === seat && <span class="muted"> (you)</span>}
              </span>
              <span class={`chip mini${clashed ? ' void' : ''}`} aria-label={`chip ${chip}`}>
                {chip}
              </span>
              <span class="bid-notes">
                {clashed && <Badge tone="clash">clash</Badge>}
                {how === 'timeout' && <Badge tone="warn">timed out</Badge>}
                {won && <Badge tone="win">{record.value < 0 ? 'stuck with it' : 'takes it'}</Badge>}
              </span>
            </li>
          );
        })}
      </ul>
      <p class="outcome" data-testid={`${testid}-outcome`}>
        {roundOutcome(record, names)}
      </p>
    </div>
  );
}

export function StandingsList({
  standings,
  winners,
  names,
  me,
}: {
  standings: Standing[];
  winners: number[];
  names: string[];
  me?: number | null;
}) {
  return (
    <ol class="standings" data-testid="standings">
      {standings.map((s) => {
        const winner = winners.includes(s.seat);
        return (
          <li
            key={s.seat}
            class={`standing${winner ? ' winner' : ''}${me === s.seat ? ' me' : ''}`}
            data-testid={`standing-${s.seat}`}
            data-me={me === s.seat ? 'true' : 'false'}
            data-winner={winner ? 'true' : 'false'}
          >
            <span class="place">{ordinal(s.place)}</span>
            <span class="standing-name">
              {names[s.seat] ?? `Seat ${s.seat + 1}`}
              {me === s.seat && <span class="muted"> (you)</span>}
              {winner && (
                <Badge tone="win">
                  <span aria-hidden="true">★ </span>
                  {winners.length > 1 ? 'shared win' : 'winner'}
                </Badge>
              )}
            </span>
            <span class="standing-score">
              <strong>{signed(s.score)}</strong>
              <span class="muted">
                {' '}
                · {s.negatives} negative card{s.negatives === 1 ? '' : 's'}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
