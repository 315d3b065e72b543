import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveMatch, type LinkStatus } from './live';
import type { RoomState } from './types';

// The link reads only the room's fields, so any game's State will do.
type MatchState = RoomState<string>;

class FakeSocket {
  static instances: FakeSocket[] = [];
  url: string;
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(url: string) {
    this.url = url;
    FakeSocket.instances.push(this);
  }
  close() {
    this.closed = true;
  }
}

function state(version: number, status: MatchState['status'] = 'playing'): MatchState {
  return { code: 'ABCDE', game: 'any', status, version, players: [], you: null };
}

function setup(token: string | null = null) {
  const states: MatchState[] = [];
  const statuses: LinkStatus[] = [];
  const errors: string[] = [];
  const live = new LiveMatch<MatchState>('ABCDE', token, {
    onState: (s) => states.push(s),
    onStatus: (s) => statuses.push(s),
    onError: (e) => errors.push(e.message),
  });
  return { live, states, statuses, errors };
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  FakeSocket.instances = [];
  vi.useFakeTimers();
  vi.stubGlobal('window', { location: { protocol: 'https:', host: 'game.example' } });
  vi.stubGlobal('WebSocket', FakeSocket);
  fetchMock = vi.fn(() => new Promise(() => {})); // long-polls that never answer by default
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LiveMatch', () => {
  it('opens the WebSocket with the token and applies pushed states', () => {
    const { live, states, statuses } = setup('tok en');
    live.start();
    const socket = FakeSocket.instances[0];
    expect(socket?.url).toBe('wss://game.example/api/matches/ABCDE/ws?token=tok%20en');
    socket?.onopen?.();
    socket?.onmessage?.({ data: JSON.stringify(state(3)) });
    expect(states.map((s) => s.version)).toEqual([3]);
    expect(statuses).toContain('live');
    live.stop();
  });

  it('drops states older than the newest one seen', () => {
    const { live, states } = setup();
    live.accept(state(5));
    live.accept(state(3));
    live.accept(state(5));
    live.accept(state(6));
    expect(states.map((s) => s.version)).toEqual([5, 5, 6]);
  });

  it('ignores malformed frames', () => {
    const { live, states } = setup();
    live.start();
    FakeSocket.instances[0]?.onopen?.();
    FakeSocket.instances[0]?.onmessage?.({ data: '{not json' });
    expect(states).toEqual([]);
    live.stop();
  });

  it('falls back to long-polling after two failed sockets and keeps retrying the socket', async () => {
    const { live, statuses } = setup();
    live.accept(state(7));
    live.start();
    FakeSocket.instances[0]?.onclose?.();
    expect(statuses.at(-1)).toBe('offline');
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.instances[1]?.onclose?.();
    expect(statuses.at(-1)).toBe('polling');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/matches/ABCDE/state?wait=1&since=7');
    // The socket is retried on a back-off; when it opens, polling stops.
    await vi.advanceTimersByTimeAsync(2000);
    expect(FakeSocket.instances).toHaveLength(3);
    FakeSocket.instances[2]?.onopen?.();
    expect(statuses.at(-1)).toBe('live');
    live.stop();
  });

  it('applies long-poll answers', async () => {
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(new Response(JSON.stringify(state(9)), { status: 200 })),
    );
    const { live, states } = setup();
    live.start();
    FakeSocket.instances[0]?.onclose?.();
    await vi.advanceTimersByTimeAsync(1000);
    FakeSocket.instances[1]?.onclose?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(states.map((s) => s.version)).toContain(9);
    live.stop();
  });

  it('reports a match that is gone', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ error: 'no match with code ABCDE' }), { status: 404 })),
    );
    const { live, errors } = setup();
    live.start();
    FakeSocket.instances[0]?.onclose?.();
    await vi.advanceTimersByTimeAsync(1000);
    FakeSocket.instances[1]?.onclose?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual(['no match with code ABCDE']);
  });

  it('closes everything once the match is finished', () => {
    const { live, statuses } = setup();
    live.start();
    const socket = FakeSocket.instances[0];
    socket?.onopen?.();
    socket?.onmessage?.({ data: JSON.stringify(state(40, 'finished')) });
    expect(socket?.closed).toBe(true);
    expect(statuses.at(-1)).toBe('closed');
    vi.advanceTimersByTime(60000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});

describe('LiveMatch after the end', () => {
  it('keeps following a finished waiting-flow room (ratings, chat, next room)', () => {
    const { live, statuses } = setup();
    live.start();
    FakeSocket.instances[0]?.onopen?.();
    const finished: MatchState = {
      ...state(9, 'finished'),
      room: {
        flow: 'waiting',
        policy: 'open',
        rated: true,
        guestRoom: false,
        showElo: true,
        capacity: 3,
        canStart: false,
        startHint: null,
        chat: [],
        next: null,
        ratings: null,
      },
    };
    live.accept(finished);
    expect(FakeSocket.instances[0]?.closed).toBe(false);
    expect(statuses).not.toContain('closed');
    live.stop();
  });
});
