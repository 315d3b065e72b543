import { describe, expect, it } from 'vitest';
import type { LobbyRoom, User } from '../types';
import { type JoinFacts, joinChoice, lobbyChoice, lobbyPage, passcodeDigits, statusWord, validPasscode } from './lobby';

const facts = (over: Partial<JoinFacts> = {}): JoinFacts => ({
  status: 'lobby',
  flow: 'waiting',
  policy: 'open',
  guestRoom: false,
  capacity: 4,
  playerCount: 1,
  registered: true,
  seated: false,
  ...over,
});

describe('joinChoice', () => {
  it('follows the joining policy for a registered player', () => {
    expect(joinChoice(facts({ policy: 'open' }))).toBe('join');
    expect(joinChoice(facts({ policy: 'approval' }))).toBe('request');
    expect(joinChoice(facts({ policy: 'passcode' }))).toBe('code');
  });
  it('lets guests and anonymous viewers only watch', () => {
    expect(joinChoice(facts({ registered: false }))).toBe('watch');
    expect(joinChoice(facts({ registered: false, policy: 'passcode' }))).toBe('watch');
  });
  it('never joins guest rooms, full rooms, rooms in play or finished', () => {
    expect(joinChoice(facts({ guestRoom: true }))).toBe('watch');
    expect(joinChoice(facts({ playerCount: 4 }))).toBe('watch');
    expect(joinChoice(facts({ status: 'playing' }))).toBe('watch');
    expect(joinChoice(facts({ status: 'finished' }))).toBe('watch');
  });
  it('leaves agent tables to their own page', () => {
    expect(joinChoice(facts({ flow: 'table' }))).toBe('watch');
  });
  it('enters a room you already sit in, whatever its state', () => {
    expect(joinChoice(facts({ seated: true, status: 'playing' }))).toBe('enter');
    expect(joinChoice(facts({ seated: true, registered: false, guestRoom: true }))).toBe('enter');
  });
  it('lets an invited player join under any policy', () => {
    expect(joinChoice(facts({ invited: true, policy: 'approval' }))).toBe('join');
    expect(joinChoice(facts({ invited: true, policy: 'passcode' }))).toBe('join');
  });
  it('offers to cancel a pending request, even once the room filled', () => {
    expect(joinChoice(facts({ requested: true, policy: 'approval' }))).toBe('cancel-request');
    expect(joinChoice(facts({ requested: true, policy: 'approval', playerCount: 4 }))).toBe('cancel-request');
  });
});

describe('lobbyChoice', () => {
  const room = (over: Partial<LobbyRoom> = {}): LobbyRoom => ({
    code: 'K7Q2M',
    game: 'hearts',
    status: 'lobby',
    flow: 'waiting',
    policy: 'passcode',
    guestRoom: false,
    rated: true,
    capacity: 3,
    players: [{ name: 'Ada', bot: false, elo: 1500 }],
    ...over,
  });
  const bob: User = { name: 'Bob' };
  it('asks a registered player for the code', () => {
    expect(lobbyChoice(room(), bob)).toBe('code');
  });
  it('shows Watch to guests and anonymous viewers', () => {
    expect(lobbyChoice(room(), { name: 'Guest-12', guest: true })).toBe('watch');
    expect(lobbyChoice(room(), null)).toBe('watch');
  });
  it('recognises your own seat in any letter case', () => {
    expect(lobbyChoice(room(), { name: 'ada' })).toBe('enter');
  });
  it('counts bots toward the capacity', () => {
    const full = room({ players: [{ name: 'Ada', bot: false }, { name: 'Bot1', bot: true }, { name: 'Bot2', bot: true }] });
    expect(lobbyChoice(full, bob)).toBe('watch');
  });
  it('is not fooled by a bot sharing your name', () => {
    expect(lobbyChoice(room({ players: [{ name: 'Bot1', bot: true }] }), { name: 'Bot1' })).toBe('code');
  });
  it('lets an invited player join under any policy, but not a full room or a guest', () => {
    expect(lobbyChoice(room(), bob, true)).toBe('join');
    expect(lobbyChoice(room({ policy: 'approval' }), bob, true)).toBe('join');
    const full = room({ players: [{ name: 'Ada', bot: false }, { name: 'Bot1', bot: true }, { name: 'Bot2', bot: true }] });
    expect(lobbyChoice(full, bob, true)).toBe('watch');
    expect(lobbyChoice(room(), { name: 'Guest-12', guest: true }, true)).toBe('watch');
    expect(lobbyChoice(room({ status: 'playing' }), bob, true)).toBe('watch');
  });
});

describe('validPasscode and statusWord', () => {
  it('accepts exactly four digits', () => {
    expect(validPasscode('0042')).toBe(true);
    expect(validPasscode('042')).toBe(false);
    expect(validPasscode('12345')).toBe(false);
    expect(validPasscode('12a4')).toBe(false);
  });
  it('keeps only the digits a passcode field may hold', () => {
    expect(passcodeDigits('4821')).toBe('4821');
    expect(passcodeDigits('12-3')).toBe('123');
    expect(passcodeDigits(' 0a0b4 ')).toBe('004');
    expect(passcodeDigits('123456')).toBe('1234');
    expect(passcodeDigits('')).toBe('');
  });
  it('calls a lobby "waiting"', () => {
    expect(statusWord('lobby')).toBe('waiting');
    expect(statusWord('playing')).toBe('playing');
    expect(statusWord('finished')).toBe('finished');
  });
});

describe('lobbyPage', () => {
  const make = (status: 'lobby' | 'playing' | 'finished', n: number) => Array.from({ length: n }, (_, i) => ({ status, id: `${status}-${i}` }));
  const rooms = [...make('finished', 300), ...make('playing', 100), ...make('lobby', 100)];

  it('puts waiting rooms first and hides finished ones unless asked', () => {
    const first = lobbyPage(rooms, false, 0);
    expect(first.rooms).toHaveLength(50);
    expect(first.rooms.every((r) => r.status === 'lobby')).toBe(true);
    expect(first.rooms[0]!.id).toBe('lobby-0');
    expect(first.total).toBe(200);
    expect(first.pages).toBe(4);
    expect(first.finished).toBe(300);
    expect(lobbyPage(rooms, false, 2).rooms.every((r) => r.status === 'playing')).toBe(true);
    const all = lobbyPage(rooms, true, 9);
    expect(all.pages).toBe(10);
    expect(all.rooms.every((r) => r.status === 'finished')).toBe(true);
  });

  it('keeps the page within range', () => {
    expect(lobbyPage(rooms, false, 99).page).toBe(3);
    expect(lobbyPage(rooms, false, -1).page).toBe(0);
    const empty = lobbyPage([], false, 0);
    expect(empty).toEqual({ rooms: [], page: 0, pages: 1, total: 0, finished: 0 });
  });
});
