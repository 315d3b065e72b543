// Agent tables (POST /api/matches): anonymous seats held by a token kept in
// localStorage. The rooms of docs/rooms.md are the main path; these remain
// for the one-click game against house bots and for agents.
import { ApiError, createMatch, joinMatch, startMatch } from './api';
import { navigate } from './router';
import { saveToken } from './storage';

/** Joins `code` as a human, keeps the token and opens the match page. */
export async function joinAndOpen(code: string, name: string): Promise<void> {
  const joined = await joinMatch(code, name);
  saveToken(code, joined.token);
  navigate(`/m/${code}`);
}

/** One click: a 3-seat match with 2 house bots, joined and started. */
export async function quickStart(name: string): Promise<void> {
  // Bot level and turn timer are left to the server's defaults.
  const created = await createMatch({ seats: 3, bots: 2, public: false });
  const joined = await joinMatch(created.code, name);
  saveToken(created.code, joined.token);
  // Taking the last free seat starts the match by itself; start only if it did not.
  if (joined.state.status === 'lobby') {
    try {
      await startMatch(created.code, joined.token);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error;
    }
  }
  navigate(`/m/${created.code}`);
}
