// A room or agent table: the generic parts (waiting room, spectator banner,
// room bar, chat, the room's result) around the board of the room's game,
// chosen by state.game (games/registry.tsx).
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, getState, joinMatch, startMatch } from '../api';
import { Badge, kindLabel } from '../components/Bits';
import type { Snapshot } from '../components/board';
import { GameBoard, type MatchState, shownGame } from '../games/registry';
import { followsAfterEnd, type LinkStatus, LiveMatch } from '../live';
import { usePageTitle } from '../games';
import { linkClick } from '../router';
import { saveLastGame, saveName, savedName, savedToken, saveToken } from '../storage';
import type { RoomInfo } from '../types';
import { ChatPanel } from '../components/room/ChatPanel';
import { RoomBar } from '../components/room/RoomBar';
import { RoomFinish } from '../components/room/RoomFinish';
import { WaitingRoom } from '../components/room/WaitingRoom';
import { WatcherJoin } from '../components/room/WatcherJoin';

const LINK_TEXT: Record<LinkStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  polling: 'Live (polling)',
  offline: 'Reconnecting…',
  closed: 'Final',
};

export function MatchPage({ code }: { code: string }) {
  const [token, setToken] = useState<string | null>(() => savedToken(code));
  const [snapshot, setSnapshot] = useState<Snapshot<MatchState> | null>(null);
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
      live = new LiveMatch<MatchState>(code, token, {
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
      // A closed room never changes again: nothing to follow.
      if (first.status === 'closed') setLink('closed');
      else if (first.status !== 'finished' || followsAfterEnd(first)) live.start();
      else setLink('closed');
    };
    void begin();
    return () => {
      cancelled = true;
      live?.stop();
      if (liveRef.current === live) liveRef.current = null;
    };
  }, [code, token, generation]);

  usePageTitle(`Room ${code}`, snapshot?.state.game ?? null);
  // The game of a room this browser has a seat in: the Leaderboard link opens it.
  const seatedGame = snapshot?.state.you ? snapshot.state.game : null;
  useEffect(() => {
    if (seatedGame) saveLastGame(seatedGame);
  }, [seatedGame]);

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
      {state.status === 'closed' ? (
        <section class="panel" data-testid="room-closed">
          <p role="status">
            This room was closed before play began: its last player left, or the administrator ended
            it.
          </p>
          <p>
            <a href="/" onClick={linkClick}>
              Back to the lobby
            </a>
          </p>
        </section>
      ) : state.status === 'lobby' ? (
        room ? (
          <WaitingRoom state={state} room={room} onState={onState} />
        ) : (
          <Lobby state={state} token={token} />
        )
      ) : (
        <GameBoard snapshot={snapshot} token={token} live={liveRef} inRoom={room !== null}>
          {room && state.status === 'finished' && (
            <RoomFinish state={state} room={room} showRatings={!shownGame(state.game).boardShowsRatings} />
          )}
        </GameBoard>
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
          : state.status === 'lobby' || state.status === 'closed'
            ? ''
            : shownGame(state.game).texts.hiddenFromSpectators}
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
      <button type="submit" class="btn primary" data-testid="join-match" data-main-action disabled={busy}>
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
        <button type="button" class="btn primary big" data-testid="start-match" data-main-action disabled={busy} onClick={start}>
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

