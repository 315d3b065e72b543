// Keeps a match's state fresh: a WebSocket that pushes every change, with
// reconnects on a growing back-off, and HTTP long-polling while the socket
// is down (or if WebSockets do not work at all on this network).
import { ApiError, getState } from './api';
import { backoffMs } from './logic/clock';
import type { MatchState } from './games/registry';
import type { RoomState } from './types';

export type LinkStatus = 'connecting' | 'live' | 'polling' | 'offline' | 'closed';

/** What the link itself reads of a state; the page gets the whole state, of whichever game. */
export type FollowedState = Pick<RoomState<string>, 'version' | 'status' | 'room'>;

export interface LiveCallbacks<S> {
  onState(state: S, receivedAt: number): void;
  onStatus(status: LinkStatus): void;
  /** A fatal error: the match is gone (404) or the token is refused (403). */
  onError(error: ApiError): void;
}

/**
 * A waiting-flow room still changes after its match ends: the ratings are
 * stored, the chat goes on and "Create same room" sets `room.next`.
 * An agent table's state is final.
 */
export function followsAfterEnd(state: FollowedState): boolean {
  return state.room?.flow === 'waiting';
}

/** Start long-polling after this many socket failures in a row. */
const POLL_AFTER_FAILURES = 2;

export class LiveMatch<S extends FollowedState = MatchState> {
  private readonly code: string;
  private readonly token: string | null;
  private readonly callbacks: LiveCallbacks<S>;
  private socket: WebSocket | null = null;
  private failures = 0;
  private version = -1;
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private polling = false;
  private pollAbort: AbortController | null = null;
  private status: LinkStatus = 'connecting';

  constructor(code: string, token: string | null, callbacks: LiveCallbacks<S>) {
    this.code = code;
    this.token = token;
    this.callbacks = callbacks;
  }

  start(): void {
    this.openSocket();
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.stopPolling();
    if (this.socket) {
      const socket = this.socket;
      this.socket = null;
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      try {
        socket.close(1000, 'leaving');
      } catch {
        // already closed
      }
    }
    this.setStatus('closed');
  }

  /** Feeds a state from elsewhere (e.g. a move's reply) so versions stay ordered. */
  accept(state: S, receivedAt: number = Date.now()): void {
    if (typeof state.version === 'number' && state.version < this.version) return;
    this.version = state.version;
    this.callbacks.onState(state, receivedAt);
    if (state.status === 'finished' && !followsAfterEnd(state)) {
      // Nothing changes after the end: release the socket and the poller.
      this.stop();
    }
  }

  private setStatus(status: LinkStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.callbacks.onStatus(status);
  }

  private socketUrl(): string {
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const query = this.token ? `?token=${encodeURIComponent(this.token)}` : '';
    return `${protocol}//${window.location.host}/api/matches/${encodeURIComponent(this.code)}/ws${query}`;
  }

  private openSocket(): void {
    if (this.stopped) return;
    if (!this.polling) this.setStatus('connecting');
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.socketUrl());
    } catch {
      this.socketFailed();
      return;
    }
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      opened = true;
      this.failures = 0;
      this.stopPolling();
      this.setStatus('live');
    };
    socket.onmessage = (event: MessageEvent) => {
      if (typeof event.data !== 'string') return;
      try {
        this.accept(JSON.parse(event.data) as S);
      } catch {
        // A malformed frame is skipped; the next push carries the full state.
      }
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (!opened) this.failures += 1;
      else this.failures = 1; // a dropped live socket: reconnect soon, poll meanwhile
      this.socketFailed();
    };
    socket.onerror = () => {
      // onclose follows and handles it.
    };
  }

  private socketFailed(): void {
    if (this.stopped) return;
    if (this.failures >= POLL_AFTER_FAILURES || this.status === 'live') this.startPolling();
    else if (!this.polling) this.setStatus('offline');
    const delay = backoffMs(Math.max(0, this.failures - 1), Math.random(), 15000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.openSocket();
    }, delay);
  }

  private startPolling(): void {
    if (this.polling || this.stopped) return;
    this.polling = true;
    this.setStatus('polling');
    void this.pollLoop();
  }

  private stopPolling(): void {
    this.polling = false;
    this.pollAbort?.abort();
    this.pollAbort = null;
  }

  private async pollLoop(): Promise<void> {
    let errors = 0;
    while (this.polling && !this.stopped) {
      const abort = new AbortController();
      this.pollAbort = abort;
      try {
        const state = await getState<S>(this.code, this.token, {
          since: Math.max(0, this.version),
          signal: abort.signal,
        });
        errors = 0;
        if (!this.polling) return;
        this.setStatus('polling');
        this.accept(state);
      } catch (error) {
        if (!this.polling || this.stopped) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
          this.callbacks.onError(error);
          this.stop();
          return;
        }
        errors += 1;
        this.setStatus('offline');
        await new Promise((resolve) => setTimeout(resolve, backoffMs(errors - 1, Math.random(), 15000)));
      }
    }
  }
}
