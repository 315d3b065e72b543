import { describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import { GameBoard, GameReplay, shownGames, type MatchState, type ReplayData } from './registry';
import { UnknownGame } from '../components/UnknownGame';

describe('the registry and games this client has no module for', () => {
  it('offers only the games it can draw, in the server order', () => {
    // A name no client knows stands for a game newer than the page.
    const listed = [{ name: 'auction' }, { name: 'holdem' }, { name: 'bidlock' }, { name: 'not_a_game' }, { name: 'spendii' }];
    expect(shownGames(listed).map((g) => g.name)).toEqual(['auction', 'holdem', 'bidlock', 'spendii']);
  });

  it('shows a notice, not another game board, for a State of an unknown game', () => {
    const state = { game: 'not_a_game' } as unknown as MatchState;
    const board = GameBoard({
      snapshot: { state, receivedAt: 0 },
      token: null,
      live: { current: null },
      inRoom: true,
    }) as VNode<{ game: string }>;
    expect(board.type).toBe(UnknownGame);
    expect(board.props.game).toBe('not_a_game');
  });

  it('shows the notice for a replay of an unknown game too', () => {
    const replay = GameReplay({ data: { game: 'not_a_game' } as unknown as ReplayData }) as VNode<{ game: string }>;
    expect(replay.type).toBe(UnknownGame);
  });

  it('draws a known game with its own board', () => {
    const state = { game: 'bidlock' } as unknown as MatchState;
    const board = GameBoard({ snapshot: { state, receivedAt: 0 }, token: null, live: { current: null }, inRoom: true }) as VNode;
    expect(board.type).not.toBe(UnknownGame);
  });
});
