// Thin fetch wrappers for the Gavel HTTP API. Every error carries the
// server's {"error": "..."} text when there is one. Cookies (the session or
// guest identity) go with every same-origin request; a seat token, when the
// page holds one for an agent table, goes as a Bearer header.
import type { MatchState, ReplayData } from './games/registry';
import type { OpenMatch } from './types';

export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export async function request<T>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string | null; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      cache: 'no-store',
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && 'error' in data && typeof data.error === 'string'
        ? data.error
        : `The server answered ${response.status} ${response.statusText}`.trim();
    throw new ApiError(response.status, message);
  }
  return data as T;
}

/** Omitted fields take the server's defaults (e.g. its TURN_SECONDS). */
export interface CreateOptions {
  seats?: number;
  bots?: number;
  botLevel?: string;
  turnSeconds?: number;
  public?: boolean;
}

export interface Created {
  code: string;
  url: string;
  state: MatchState;
}

export interface Joined {
  token: string;
  seat: number;
  name: string;
  host: boolean;
  state: MatchState;
}

export function createMatch(options: CreateOptions): Promise<Created> {
  return request<Created>('POST', '/api/matches', { body: options });
}

export function listOpen(signal?: AbortSignal): Promise<{ open: OpenMatch[] }> {
  return request('GET', '/api/matches', { signal });
}

export function joinMatch(code: string, name: string): Promise<Joined> {
  const body: { kind: string; name?: string } = { kind: 'human' };
  if (name.trim()) body.name = name.trim();
  return request<Joined>('POST', `/api/matches/${encodeURIComponent(code)}/join`, { body });
}

export function startMatch(code: string, token: string): Promise<{ ok: boolean; state: MatchState }> {
  return request('POST', `/api/matches/${encodeURIComponent(code)}/start`, { token, body: {} });
}

/** A move in the game's own shape (each board builds it); without a token the seat is found from the cookie identity (rooms). */
export function sendAction(
  code: string,
  token: string | null,
  move: Record<string, unknown>,
): Promise<{ ok: boolean; state: MatchState }> {
  return request('POST', `/api/matches/${encodeURIComponent(code)}/move`, { token, body: move });
}

export function getState<S = MatchState>(
  code: string,
  token: string | null,
  wait?: { since: number; signal?: AbortSignal },
): Promise<S> {
  const query = new URLSearchParams();
  if (token) query.set('token', token);
  if (wait) {
    query.set('wait', '1');
    query.set('since', String(wait.since));
  }
  const q = query.toString();
  return request<S>('GET', `/api/matches/${encodeURIComponent(code)}/state${q ? `?${q}` : ''}`, {
    signal: wait?.signal,
  });
}

/** A finished match's stored replay, else the live record of a running one. */
export async function getReplay(code: string): Promise<ReplayData> {
  const c = encodeURIComponent(code);
  try {
    return await request<ReplayData>('GET', `/api/replay/${c}`);
  } catch (first) {
    try {
      return await request<ReplayData>('GET', `/api/matches/${c}/replay`);
    } catch {
      throw first;
    }
  }
}
