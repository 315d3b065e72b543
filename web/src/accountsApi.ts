// Identity (docs/rooms.md "Who you are", docs/api.md "Accounts"), the game
// index, and the public player pages.
import { request } from './api';
import type { GameInfo, Leaderboard, PlayerProfile, User } from './types';

interface UserReply {
  user: User | null;
}

export async function fetchMe(): Promise<User | null> {
  return (await request<UserReply>('GET', '/api/auth/me')).user;
}

/** Gives this browser a guest identity (a cookie); the same guest while it is valid. */
export async function becomeGuest(): Promise<User | null> {
  return (await request<UserReply>('POST', '/api/auth/guest', { body: {} })).user;
}

export async function logIn(username: string, password: string): Promise<User | null> {
  return (await request<UserReply>('POST', '/api/auth/login', { body: { username, password } })).user;
}

export async function signUp(username: string, password: string): Promise<User | null> {
  return (await request<UserReply>('POST', '/api/auth/signup', { body: { username, password } })).user;
}

export async function logOut(): Promise<void> {
  await request<unknown>('POST', '/api/auth/logout', { body: {} });
}

export async function fetchGames(): Promise<GameInfo[]> {
  const index = await request<{ games?: GameInfo[]; testing?: boolean }>('GET', '/api');
  // The server-wide testing flag travels with each game, for its create form.
  return (index.games ?? []).map((game) => ({ ...game, testing: index.testing === true }));
}

export function fetchPlayer(name: string): Promise<PlayerProfile> {
  return request<PlayerProfile>('GET', `/api/players/${encodeURIComponent(name)}`);
}

export function fetchLeaderboard(game: string): Promise<Leaderboard> {
  return request<Leaderboard>('GET', `/api/leaderboard/${encodeURIComponent(game)}`);
}

/** One of your browser sessions (GET /api/auth/sessions): never its secret. */
export interface SessionEntry {
  id: string;
  created: number;
  lastSeen: number;
  current: boolean;
}

/** One of your agents' tokens (GET /api/auth/tokens): never its secret. */
export interface TokenEntry {
  id: string;
  label: string;
  created: number;
  lastUsed: number;
}

export async function fetchSessions(): Promise<SessionEntry[]> {
  return (await request<{ sessions: SessionEntry[] }>('GET', '/api/auth/sessions')).sessions;
}

export async function endSession(id: string): Promise<void> {
  await request<unknown>('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`);
}

export async function fetchTokens(): Promise<TokenEntry[]> {
  return (await request<{ tokens: TokenEntry[] }>('GET', '/api/auth/tokens')).tokens;
}

export async function revokeToken(id: string): Promise<void> {
  await request<unknown>('DELETE', `/api/auth/tokens/${encodeURIComponent(id)}`);
}

/** Ends every other session of the account; this one stays logged in. */
export async function changePassword(current: string, next: string): Promise<void> {
  await request<unknown>('POST', '/api/auth/password', { body: { current, new: next } });
}
