// Which join button a room offers (docs/rooms.md "Lobby" and the room action
// table), in one place for the lobby list and the waiting room's watcher row.
import type { LobbyRoom, Policy, RoomStatus, Status, User } from '../types';

/**
 * enter: you already sit there; join / request / code: per the joining
 * policy; cancel-request: your request is pending; watch: nothing to join.
 */
export type JoinChoice = 'enter' | 'join' | 'request' | 'cancel-request' | 'code' | 'watch';

export interface JoinFacts {
  status: RoomStatus;
  flow: 'waiting' | 'table';
  policy: Policy;
  guestRoom: boolean;
  capacity: number;
  playerCount: number;
  /** A registered player (not a guest, not anonymous). */
  registered: boolean;
  seated: boolean;
  invited?: boolean;
  requested?: boolean;
}

export function joinChoice(facts: JoinFacts): JoinChoice {
  if (facts.seated) return 'enter';
  // Guests and anonymous viewers only watch; guest rooms never take remote players.
  if (!facts.registered || facts.guestRoom) return 'watch';
  // Joining closes when play starts; agent tables are joined anonymously on their page.
  if (facts.status !== 'lobby' || facts.flow !== 'waiting') return 'watch';
  if (facts.requested) return 'cancel-request';
  if (facts.playerCount >= facts.capacity) return 'watch';
  // An invited player joins under any policy.
  if (facts.invited) return 'join';
  if (facts.policy === 'approval') return 'request';
  if (facts.policy === 'passcode') return 'code';
  return 'join';
}

function sameName(a: string, b: string): boolean {
  // Names are unique in any letter case.
  return a.toLowerCase() === b.toLowerCase();
}

/** The lobby list's button for one room, as `user` sees it (`invited`: its host invited them). */
export function lobbyChoice(room: LobbyRoom, user: User | null, invited = false): JoinChoice {
  const seated = user !== null && room.players.some((p) => !p.bot && sameName(p.name, user.name));
  return joinChoice({
    status: room.status,
    flow: room.flow,
    policy: room.policy,
    guestRoom: room.guestRoom,
    capacity: room.capacity,
    playerCount: room.players.length,
    registered: user !== null && !user.guest,
    seated,
    invited,
  });
}

export const CHOICE_LABEL: Record<JoinChoice, string> = {
  enter: 'Open',
  join: 'Join',
  request: 'Request',
  'cancel-request': 'Cancel request',
  code: 'Enter code',
  watch: 'Watch',
};

/** The joining policies in the order the forms offer them, with their names. */
export const POLICY_LABEL: Record<Policy, string> = { open: 'Open', approval: 'Host approval', passcode: '4-digit passcode' };

/** What a passcode field keeps of typed or pasted text: its digits, at most 4. */
export function passcodeDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 4);
}

/** A passcode is exactly 4 digits. */
export function validPasscode(text: string): boolean {
  return /^\d{4}$/.test(text);
}

/** The lobby's words for the statuses. */
export function statusWord(status: Status): 'waiting' | 'playing' | 'finished' {
  return status === 'lobby' ? 'waiting' : status;
}

/** Rooms per page of the lobby list. */
export const ROOMS_PER_PAGE = 50;

const STATUS_ORDER: Record<'waiting' | 'playing' | 'finished', number> = { waiting: 0, playing: 1, finished: 2 };

export interface LobbyPage<T> {
  /** The rooms of the page shown. */
  rooms: T[];
  /** The page shown (0-based, within 0 … pages − 1). */
  page: number;
  pages: number;
  /** How many rooms the list holds with the filter (all pages). */
  total: number;
  /** Finished rooms, shown only with `showFinished`. */
  finished: number;
}

/**
 * One page of the lobby: waiting rooms first, then playing, then (only when
 * asked for) finished; the server's order kept within each; 50 a page.
 */
export function lobbyPage<T extends { status: Status }>(rooms: readonly T[], showFinished: boolean, page: number, perPage: number = ROOMS_PER_PAGE): LobbyPage<T> {
  const finished = rooms.filter((r) => r.status === 'finished').length;
  const kept = rooms
    .map((room, index) => ({ room, index }))
    .filter(({ room }) => showFinished || room.status !== 'finished')
    .sort((a, b) => STATUS_ORDER[statusWord(a.room.status)] - STATUS_ORDER[statusWord(b.room.status)] || a.index - b.index)
    .map(({ room }) => room);
  const pages = Math.max(1, Math.ceil(kept.length / perPage));
  const shown = Math.min(Math.max(0, Math.floor(page)), pages - 1);
  return { rooms: kept.slice(shown * perPage, (shown + 1) * perPage), page: shown, pages, total: kept.length, finished };
}
