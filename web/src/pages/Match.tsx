import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, getState, joinMatch, sendMove, startMatch } from '../api';
import { Badge, CardRow, PotView, RoundTable, StandingsList, kindLabel } from '../components/Bits';
import { useNow } from '../hooks';
import { crossedThreshold, fractionLeft, msLeft } from '../logic/clock';
import { clockText, joinNames, signed } from '../logic/format';
import { followsAfterEnd, type LinkStatus, LiveMatch } from '../live';
import { linkClick } from '../router';
import { saveName, savedName, savedToken, saveToken } from '../storage';
import type { MatchState, Player, RoomInfo } from '../types';
import { quickStart } from '../agentTables';
import { ChatPanel } from '../components/room/ChatPanel';
import { RoomBar } from '../components/room/RoomBar';
import { RoomFinish } from '../components/room/RoomFinish';
import { WaitingRoom } from '../components/room/WaitingRoom';
import { WatcherJoin } from '../components/room/WatcherJoin';
import { roundedElo } from '../logic/rating';

interface Snapshot {
  state: MatchState;
  receivedAt: number;
}

const LINK_TEXT: Record<LinkStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  polling: 'Live (polling)',
  offline: 'Reconnecting…',
  closed: 'Final',
};

export function MatchPage({ code }: { code: string }) {
  const [token, setToken] = useState<string | null>(() => savedToken(code));
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [link, setLink] = useState<LinkStatus>('connecting');
  const [fatal, setFatal] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Bumped when this browser takes or gives up a seat by a room action, so
  // the live link starts again and is answered for the new seat.
  const [generation, setGeneration] = useState(0);
  const liveRef = useRef<LiveMatch | null>(null);
  const shown = useRef<MatchState | null>(null);
  shown.current = snapshot?.state ?? null;

  useEffect(() => {
    let cancelled = false;
    let live: LiveMatch | null = null;
    const begin = async () => {
      let first: MatchState;
      try {
        first = await getState(code, token);
      } catch (error) {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 403 && token) {
          // The saved seat is not in this match (e.g. the server restarted).
          saveToken(code, null);
          setNotice('Your saved seat was not recognised, so you are watching as a spectator.');
          setToken(null);
          return;
        }
        if (shown.current) {
          // A reconnect failed but the page already shows the room: keep it.
          setLink('offline');
          return;
        }
        if (error instanceof ApiError && error.status === 404) {
          setFatal(`There is no live match with code ${code}.`);
        } else {
          setFatal(error instanceof Error ? error.message : String(error));
        }
        return;
      }
      if (cancelled) return;
      live = new LiveMatch(code, token, {
        onState: (state, receivedAt) => setSnapshot({ state, receivedAt }),
        onStatus: setLink,
        onError: (error) => {
          if (error.status === 403 && token) {
            saveToken(code, null);
            setToken(null);
          } else if (error.status === 404 && shown.current?.status === 'finished') {
            // A finished room left the server's memory: what is shown is final.
            setLink('closed');
          } else {
            setFatal(error.message);
          }
        },
      });
      liveRef.current = live;
      live.accept(first);
      if (first.status !== 'finished' || followsAfterEnd(first)) live.start();
      else setLink('closed');
    };
    void begin();
    return () => {
      cancelled = true;
      live?.stop();
      if (liveRef.current === live) liveRef.current = null;
    };
  }, [code, token, generation]);

  if (fatal) {
    return (
      <section class="panel" data-testid="match-error">
        <h1>Match {code}</h1>
        <p class="error" role="alert">
          {fatal}
        </p>
        <p>
          If it has finished, its{' '}
          <a href={`/replay/${code}`} onClick={linkClick}>
            replay
          </a>{' '}
          may still be available. <a href="/" onClick={linkClick}>Back to the home page</a>.
        </p>
      </section>
    );
  }
  if (!snapshot) {
    return (
      <section class="panel" aria-busy="true">
        <h1>Match {code}</h1>
        <p role="status">Loading…</p>
      </section>
    );
  }

  const { state } = snapshot;
  const onJoined = (newToken: string) => {
    saveToken(code, newToken);
    setNotice(null);
    setToken(newToken);
  };
  /** A room action's reply: show it now; reconnect if our seat came or went. */
  const onState = (next: MatchState) => {
    const wasSeated = state.you !== null;
    liveRef.current?.accept(next);
    if ((next.you !== null) !== wasSeated) setGeneration((g) => g + 1);
  };
  // Rooms made by POST /api/rooms; agent tables keep their token-based page.
  const room: RoomInfo | null = state.room?.flow === 'waiting' ? state.room : null;

  return (
    <div class="match" data-status={state.status}>
      <div class="match-head">
        <h1>
          {state.room?.flow === 'waiting' ? 'Room' : 'Match'} <span class="code" data-testid="match-code">{code}</span>
        </h1>
        <span class={`link link-${link}`} data-testid="link-status" data-link={link}>
          <span aria-hidden="true" class="dot" /> {LINK_TEXT[link]}
        </span>
      </div>
      {notice && (
        <p class="note" role="status">
          {notice}
        </p>
      )}
      {state.you === null && (
        <SpectatorBanner state={state} onJoined={onJoined}>
          {room && <WatcherJoin state={state} room={room} onState={onState} />}
        </SpectatorBanner>
      )}
      {room && <RoomBar state={state} room={room} onState={onState} />}
      {state.status === 'lobby' ? (
        room ? (
          <WaitingRoom state={state} room={room} onState={onState} />
        ) : (
          <Lobby state={state} token={token} />
        )
      ) : (
        <Game snapshot={snapshot} token={token} live={liveRef} inRoom={room !== null}>
          {room && state.status === 'finished' && <RoomFinish state={state} room={room} />}
        </Game>
      )}
      {state.room && <ChatPanel state={state} room={state.room} onState={onState} />}
    </div>
  );
}

function SpectatorBanner({
  state,
  onJoined,
  children,
}: {
  state: MatchState;
  onJoined: (token: string) => void;
  children?: ComponentChildren;
}) {
  const seats = state.room?.capacity ?? state.seats ?? state.players.length;
  const free = seats - state.players.length;
  // Agent tables take anonymous seats by name; rooms are joined as yourself (children).
  const isTable = state.room?.flow !== 'waiting';
  const canJoin = isTable && state.status === 'lobby' && free > 0;
  return (
    <div class="banner" data-testid="spectator-banner" role="note">
      <strong>You are watching as a spectator.</strong>{' '}
      {canJoin
        ? `${free} seat${free === 1 ? ' is' : 's are'} free: take one to play.`
        : state.status === 'finished'
          ? 'This match is over.'
          : state.status === 'lobby'
            ? ''
            : 'Chips locked this round stay hidden until the round resolves.'}
      {canJoin && <JoinForm code={state.code} onJoined={onJoined} />}
      {children}
    </div>
  );
}

function JoinForm({ code, onJoined }: { code: string; onJoined: (token: string) => void }) {
  const [name, setName] = useState(savedName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      saveName(name);
      const joined = await joinMatch(code, name);
      onJoined(joined.token);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="row join-form" onSubmit={submit}>
      <label for="join-name">Your name</label>
      <input
        id="join-name"
        type="text"
        maxLength={24}
        placeholder="Player"
        value={name}
        onInput={(e) => setName(e.currentTarget.value)}
      />
      <button type="submit" class="btn primary" data-testid="join-match" disabled={busy}>
        {busy ? 'Joining…' : 'Join this match'}
      </button>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function Lobby({ state, token }: { state: MatchState; token: string | null }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const seats = state.seats ?? state.players.length;
  const free = Math.max(0, seats - state.players.length);
  const url = `${window.location.origin}/m/${state.code}`;
  const isHost = state.you?.host === true;

  const start = async () => {
    if (!token) return;
    setBusy(true);
    setError(null);
    try {
      await startMatch(state.code, token);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      const input = document.getElementById('share-link') as HTMLInputElement | null;
      input?.select();
    }
  };

  return (
    <section class="panel lobby" data-testid="lobby" aria-labelledby="lobby-title">
      <h2 id="lobby-title">Lobby</h2>
      <p role="status" aria-live="polite" data-testid="status-line">
        {state.players.length} of {seats} seats taken
        {free > 0 ? `, ${free} free` : ''}.{' '}
        {free > 0 && (isHost ? 'Start now and house bots fill the empty seats, or wait for others.' : 'Waiting for the host to start.')}
      </p>
      <ul class="lobby-players" data-testid="lobby-players">
        {state.players.map((p) => (
          <li key={p.seat} data-testid={`lobby-player-${p.seat}`}>
            <span class="pname">{p.name}</span> <Badge>{kindLabel(p.kind)}</Badge>
            {p.host && <Badge tone="host">host</Badge>}
            {state.you?.seat === p.seat && <Badge tone="you">you</Badge>}
          </li>
        ))}
        {Array.from({ length: free }, (_, i) => (
          <li key={`free-${i}`} class="free-seat">
            Free seat
          </li>
        ))}
      </ul>
      <div class="share">
        <label for="share-link">Share this link (code {state.code})</label>
        <div class="row">
          <input id="share-link" data-testid="share-link" type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" class="btn" onClick={copy} data-testid="copy-link">
            {copied ? 'Copied' : 'Copy'}
          </button>
        </div>
        <p class="hint">
          Agents join with <code>POST /api/matches/{state.code}/join</code>. Turn timer {state.turnSeconds ?? '?'} s, bots{' '}
          {state.botLevel ?? 'steady'}, {state.public ? 'listed publicly' : 'private'}.
        </p>
      </div>
      {isHost && (
        <button type="button" class="btn primary big" data-testid="start-match" disabled={busy} onClick={start}>
          {busy ? 'Starting…' : free > 0 ? `Start now (${free} house bot${free === 1 ? '' : 's'})` : 'Start'}
        </button>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function Countdown({ snapshot }: { snapshot: Snapshot }) {
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

function statusText(state: MatchState): string {
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

function Game({
  snapshot,
  token,
  live,
  inRoom,
  children,
}: {
  snapshot: Snapshot;
  token: string | null;
  live: { current: LiveMatch | null };
  /** A room's page offers "Create same room" instead of the agent-table Play again. */
  inRoom: boolean;
  /** Shown right below the final standings (a room's ratings and next steps). */
  children?: ComponentChildren;
}) {
  const { state } = snapshot;
  const names = state.players.map((p) => p.name);
  const me = state.you?.seat ?? null;
  const history = state.history ?? [];
  const finished = state.status === 'finished';

  return (
    <div class="game">
      <section class="panel table-top" aria-label="Round">
        <div class="round-line">
          <span data-testid="round" class="round-indicator">
            Round {state.round ?? '–'} of {state.totalRounds ?? 13}
          </span>
          {!finished && <Countdown snapshot={snapshot} />}
        </div>
        <p class="status-line" role="status" aria-live="polite" data-testid="status-line">
          {statusText(state)}
        </p>
        {!finished && state.pot && <PotView cards={state.pot.cards} value={state.pot.value} />}
        {!finished && state.unseenPrizes && (
          <div class="unseen" data-testid="unseen-prizes">
            <span class="label">Still face down ({state.unseenPrizes.length})</span>
            <CardRow cards={state.unseenPrizes} small empty="none left" />
          </div>
        )}
      </section>

      {finished && state.result && (
        <section class="panel" aria-labelledby="final-title" data-testid="final">
          <h2 id="final-title">Final standings</h2>
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

      {state.you && !finished && <Hand state={state} token={token} live={live} />}

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

      <section class="panel" aria-labelledby="log-title">
        <h2 id="log-title">Log</h2>
        <ol class="log" data-testid="log">
          {[...(state.log ?? [])].reverse().map((line, i) => (
            <li key={`${line.at}-${i}`}>
              <time dateTime={new Date(line.at).toISOString()}>
                {new Date(line.at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' })}
              </time>{' '}
              {line.text}
            </li>
          ))}
        </ol>
      </section>
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

function Hand({ state, token, live }: { state: MatchState; token: string | null; live: { current: LiveMatch | null } }) {
  const you = state.you;
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A new round clears an old error.
  useEffect(() => setError(null), [state.round]);
  if (!you) return null;
  const chips = you.chips ?? [];
  const locked = you.lockedChip ?? null;

  const play = async (chip: number) => {
    // Without a token the server finds the seat from the cookie identity (rooms).
    setPending(chip);
    setError(null);
    try {
      const reply = await sendMove(state.code, token, chip);
      live.current?.accept(reply.state);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(null);
    }
  };

  return (
    <section class={`panel hand${you.mustMove ? ' your-turn' : ''}`} aria-labelledby="hand-title" data-testid="hand">
      <h2 id="hand-title">
        Your chips{' '}
        {locked !== null && (
          <span class="muted" data-testid="locked-chip">
            · locked {locked}
          </span>
        )}
      </h2>
      <div class="chips" role="group" aria-label="Your chips">
        {chips.map((chip) => {
          const isLocked = locked === chip;
          return (
            <button
              key={chip}
              type="button"
              class={`chip${isLocked ? ' locked' : ''}${pending === chip ? ' pending' : ''}`}
              data-testid={`chip-${chip}`}
              disabled={!you.mustMove || pending !== null}
              aria-pressed={isLocked}
              aria-label={isLocked ? `Chip ${chip}, locked` : `Lock chip ${chip}`}
              onClick={() => play(chip)}
            >
              {chip}
            </button>
          );
        })}
        {chips.length === 0 && <span class="muted">No chips left.</span>}
      </div>
      {error && (
        <p class="error" role="alert" data-testid="move-error">
          {error}
        </p>
      )}
    </section>
  );
}

function PlayerCard({
  player,
  me,
  finished,
  winners,
}: {
  player: Player;
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

