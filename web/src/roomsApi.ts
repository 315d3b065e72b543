// The room endpoints of docs/rooms.md: the lobby, creating a room, and the
// room actions (POST /api/rooms/{code}/{action}). The seat is found from the
// cookie identity, so none of these needs a seat token.
import { request } from './api';
import type { MatchState } from './games/registry';
import type { LobbyRoom, Policy } from './types';

export interface CreateRoomOptions {
  game: string;
  capacity?: number;
  policy?: Policy;
  passcode?: string;
  showElo?: boolean;
  botLevel?: string;
  settings?: Record<string, unknown>;
}

export interface CreatedRoom {
  code: string;
  url: string;
  state?: MatchState;
}

export interface ActionReply {
  ok: boolean;
  state: MatchState;
}

/** Every action of the room table in docs/rooms.md the page uses. */
export type RoomAction =
  | 'join'
  | 'request'
  | 'cancel-request'
  | 'accept'
  | 'decline'
  | 'ready'
  | 'add-bot'
  | 'remove-bot'
  | 'end'
  | 'start'
  | 'exit'
  | 'resign'
  | 'host'
  | 'invite'
  | 'policy'
  | 'chat'
  | 'agree-results'
  | 'what-if';

export function listRooms(game: string, signal?: AbortSignal): Promise<{ rooms: LobbyRoom[] }> {
  const query = game ? `?game=${encodeURIComponent(game)}` : '';
  return request('GET', `/api/rooms${query}`, { signal });
}

/** The waiting rooms, of any server, whose host invited the signed-in player (401 when not signed in). */
export function listInvitations(signal?: AbortSignal): Promise<{ rooms: LobbyRoom[] }> {
  return request('GET', '/api/invitations', { signal });
}

export function createRoom(options: CreateRoomOptions): Promise<CreatedRoom> {
  return request<CreatedRoom>('POST', '/api/rooms', { body: options });
}

export function roomAction(
  code: string,
  action: RoomAction,
  body: Record<string, unknown> = {},
): Promise<ActionReply> {
  return request<ActionReply>('POST', `/api/rooms/${encodeURIComponent(code)}/${action}`, { body });
}

/** "Create same room": answers like POST /api/rooms (201 {code, url}). */
export function recreateRoom(code: string): Promise<CreatedRoom> {
  return request<CreatedRoom>('POST', `/api/rooms/${encodeURIComponent(code)}/recreate`, { body: {} });
}

/**
 * A quick game against house bots: a room of `game` for `players` (the
 * fewest the game allows), the empty seats given to bots, started at once.
 * Answers the room's code.
 */
export async function quickRoom(game: string, players: number): Promise<string> {
  const created = await createRoom({ game, capacity: players });
  // Some rooms come with their bot already (a guest's room of a game whose guest bot is fixed).
  const seated = created.state?.players.length ?? 1;
  for (let seat = seated; seat < players; seat += 1) await roomAction(created.code, 'add-bot');
  await roomAction(created.code, 'start');
  return created.code;
}
