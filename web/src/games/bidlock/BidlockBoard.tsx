// Bidlock's board on the match page: the round and its clock, the pot, the
// face-down prizes, your chips, the players' cards, the last round, the log
// and the final standings. The page around it (waiting room, chat, room bar,
// ratings) is shared by every game (pages/Match.tsx).
import { useEffect, useRef, useState } from 'preact/hooks';
import { quickStart } from '../../agentTables';
import { useNow } from '../../hooks';
import { crossedThreshold, fractionLeft, msLeft } from '../../logic/clock';
import { clockText, joinNames, signed } from '../../logic/format';
import { roundedElo } from '../../logic/rating';
import { linkClick } from '../../router';
import { savedName } from '../../storage';
import { Badge, kindLabel } from '../../components/Bits';
import type { BoardProps, Snapshot } from '../../components/board';
import { LogPanel } from '../../components/LogPanel';
import { serverClockNow, turnStartedAt } from '../../logic/moment';
import { useMoment } from '../../components/table/useMoment';
import { useTableSounds } from '../../components/table/useTableSounds';
import { CardRow, PotView, RoundTable, StandingsList } from './Cards';
import { BidlockTable } from './BidlockTable';
import { FinalBanner } from '../../components/table/FinalBanner';
import { Hand } from './Hand';
import { momentText } from './moment';
import type { BidlockPlayer, BidlockState } from './types';
function Countdown({ snapshot }: { snapshot: Snapshot<BidlockState> }) {
  const { state, receivedAt } = snapshot;
  const running = state.status === 'playing';
  const now = useNow(running, 250);
  const left = running ? msLeft(state, receivedAt, now) : null;
  const previous = useRef<number | null>(null);
  const [announce, setAnnounce] = useState('');
  useEffect(() => {
    const crossed = crossedThreshold(previous.current, left);
    previous.current = left;
    if (crossed !== null && state.you?.mustMove) setAnnounce(`${crossed} seconds left to lock a chip`);
  }, [left, state.you?.mustMove]);
  useEffect(() => setAnnounce(''), [state.round]);
  if (left === null) return null;
  const fraction = fractionLeft(left, state.turnSeconds);
  const urgent = left <= 10000;
  return (
    <div class={`countdown${urgent ? ' urgent' : ''}`}>
      <span class="label">Time left</span>{' '}
      <strong role="timer" aria-live="off" data-testid="countdown">
        {clockText(left)}
      </strong>
      <div class="bar" aria-hidden="true">
        <div class="fill" style={{ width: `${(fraction * 100).toFixed(1)}%` }} />
      </div>
      <span class="sr-only" aria-live="assertive">
        {announce}
      </span>
    </div>
  );
}

function statusText(state: BidlockState): string {
  const names = state.players.map((p) => p.name);
  if (state.status === 'finished') {
    const winners = state.result?.winners ?? [];
    const who = joinNames(winners.map((s) => names[s] ?? `Seat ${s + 1}`));
    if (!who) return 'The match is over.';
    return `The match is over: ${who} ${winners.length > 1 ? 'share the win' : 'wins'}.`;
  }
  const waiting = state.players.filter((p) => !p.locked).map((p) => p.name);
  const potValue = state.pot?.value ?? 0;
  const you = state.you;
  if (you?.mustMove) return `Your move: lock a chip for a ${signed(potValue)} pot.`;
  if (you && you.lockedChip != null) {
    return waiting.length
      ? `You locked chip ${you.lockedChip}. Waiting for ${joinNames(waiting)}.`
      : `You locked chip ${you.lockedChip}.`;
  }
  return waiting.length ? `Waiting for ${joinNames(waiting)}.` : 'Resolving the round…';
}

export function BidlockBoard({ snapshot, token, live, inRoom, children }: BoardProps<BidlockState>) {
  const { state } = snapshot;
  const names = state.players.map((p) => p.name);
  const me = state.you?.seat ?? null;
  const history = state.history ?? [];
  const finished = state.status === 'finished';
  // The round just resolved is shown on the table for a moment (chips face
  // up, the pot moving), the hand waiting; the next round began when it did.
  const last = state.lastRound ?? null;
  const { moment, isActive } = useMoment(last ? `${last.round}` : null, last, {
    resolvedAt: state.status === 'playing' ? turnStartedAt(state.deadline, state.turnSeconds) : null,
    serverNow: serverClockNow(state.serverTime, snapshot.receivedAt, Date.now()),
  });
  const won = moment !== null && me !== null && moment.winner === me && !moment.carried && !moment.discarded && moment.value > 0;
  useTableSounds(!!state.you?.mustMove && moment === null, won ? `${moment.round}` : null);
  const roundText = finished ? `Round ${history.length || state.totalRounds || 13} of ${state.totalRounds ?? 13} · game over` : `Round ${state.round ?? '–'} of ${state.totalRounds ?? 13}`;

  return (
    <div class="game">
      <section class="panel table-top" aria-label="Round">
        <div class="round-line">
          <span data-testid="round" class="round-indicator">
            {roundText}
          </span>
          {!finished && <Countdown snapshot={snapshot} />}
        </div>
        <p class="status-line" role="status" aria-live="polite" data-testid="status-line">
          {moment && !finished ? momentText(moment, names, me) : statusText(state)}
        </p>
        <BidlockTable snapshot={snapshot} moment={moment} />
      </section>

      {finished && state.result && (
        <section class="panel" aria-labelledby="final-title" data-testid="final">
          <h2 id="final-title">Final standings</h2>
          <FinalBanner standings={state.result.standings} me={me} />
          <StandingsList standings={state.result.standings} winners={state.result.winners} names={names} me={me} />
          <p class="row actions">
            <a class="btn" href={`/replay/${state.code}`} onClick={linkClick} data-testid="replay-link">
              Watch the replay
            </a>
            {!inRoom && <PlayAgain />}
          </p>
        </section>
      )}

      {children}

      {state.you && !finished && (
        <Hand state={state} token={token} live={live} moment={moment !== null} isMoment={isActive} last={last ? momentText(last, names, me) : null} />
      )}

      {!finished && state.pot && (
        <section class="panel pot-panel" aria-label="The pot and the prizes still face down">
          <PotView cards={state.pot.cards} value={state.pot.value} />
          {state.unseenPrizes && (
            <div class="unseen" data-testid="unseen-prizes">
              <span class="label">Still face down ({state.unseenPrizes.length})</span>
              <CardRow cards={state.unseenPrizes} small empty="none left" />
            </div>
          )}
        </section>
      )}

      <section class="panel players-panel" aria-labelledby="players-title">
        <h2 id="players-title">Players</h2>
        <ul class="players" data-testid="players">
          {state.players.map((p) => (
            <PlayerCard key={p.seat} player={p} me={me} finished={finished} winners={state.result?.winners ?? []} />
          ))}
        </ul>
      </section>

      {state.lastRound && (
        <section class="panel" aria-labelledby="last-title">
          <h2 id="last-title">Last round</h2>
          <div key={state.lastRound.round} class="flash">
            <RoundTable record={state.lastRound} names={names} me={me} testid="last-round" />
          </div>
        </section>
      )}

      <LogPanel lines={state.log} />
      {history.length > 1 && (
        <section class="panel history-panel">
          <details>
            <summary>All rounds so far ({history.length})</summary>
            <div class="history">
              {[...history].reverse().map((r) => (
                <RoundTable key={r.round} record={r} names={names} me={me} testid={`history-${r.round}`} />
              ))}
            </div>
          </details>
        </section>
      )}

    </div>
  );
}

function PlayAgain() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        class="btn primary"
        data-testid="play-again"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await quickStart(savedName());
          } catch (e) {
            setError(e instanceof Error ? e.message : String(e));
            setBusy(false);
          }
        }}
      >
        {busy ? 'Starting…' : 'Play again'}
      </button>
      <a class="btn ghost" href="/" onClick={linkClick}>
        Home
      </a>
      {error && (
        <span class="error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}

function PlayerCard({
  player,
  me,
  finished,
  winners,
}: {
  player: BidlockPlayer;
  me: number | null;
  finished: boolean;
  winners: number[];
}) {
  const isMe = me === player.seat;
  const winner = finished && winners.includes(player.seat);
  return (
    <li class={`player${isMe ? ' me' : ''}${winner ? ' winner' : ''}`} data-testid={`player-${player.seat}`}>
      <div class="player-top">
        <span class="pname">{player.name}</span>
        <span class="badges">
          <Badge>{kindLabel(player.kind)}</Badge>
          {player.host && <Badge tone="host">host</Badge>}
          {isMe && <Badge tone="you">you</Badge>}
          {winner && <Badge tone="win">winner</Badge>}
          {player.resigned && <Badge tone="warn">resigned</Badge>}
          {roundedElo(player.elo) !== null && <span class="elo">{roundedElo(player.elo)}</span>}
        </span>
        <span class="pscore" aria-label={`score ${player.score ?? 0}`} data-testid={`score-${player.seat}`}>
          {signed(player.score ?? 0)}
        </span>
      </div>
      <div class="player-meta">
        {!finished && (
          <span class={`lock ${player.locked ? 'is-locked' : 'is-open'}`} data-testid={`locked-${player.seat}`} data-locked={player.locked ? 'true' : 'false'}>
            {player.locked ? '✓ locked in' : 'choosing…'}
          </span>
        )}
        <span class={(player.timeouts ?? 0) > 0 ? 'warn-text' : 'muted'} data-testid={`timeouts-${player.seat}`}>
          {player.timeouts ?? 0} timeout{player.timeouts === 1 ? '' : 's'}
        </span>
        <span class="muted">
          {player.negatives ?? 0} negative{player.negatives === 1 ? '' : 's'}
        </span>
      </div>
      <div class="player-row">
        <span class="label">Won</span> <CardRow cards={player.won ?? []} small />
      </div>
      <div class="player-row">
        <span class="label">Chips ({player.chips?.length ?? 0})</span>{' '}
        <span class="mini-chips" data-testid={`chips-${player.seat}`}>
          {(player.chips ?? []).map((c) => (
            <span key={c} class="chip mini">
              {c}
            </span>
          ))}
        </span>
      </div>
    </li>
  );
}

