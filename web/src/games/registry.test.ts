import { describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import { GameBoard, GameReplay, shownGames, type MatchState, type ReplayData } from './registry';
import { UnknownGame } from '../components/UnknownGame';

describe('the registry and games this client has no module for', () => {
  it('offers only the games it can draw, in the server order', () => {
    const listed = [{ name: 'auction' }, { name: 'holdem' }, { name: 'bidlock' }, { name: 'spendii' }];
    expect(shownGames(listed).map((g) => g.name)).toEqual(['auction', 'bidlock', 'spendii']);
  });

  it('shows a notice, not another game board, for a State of an unknown game', () => {
    const state = { game: 'holdem' } as unknown as MatchState;
    const board = GameBoard({
      snapshot: { state, receivedAt: 0 },
      token: null,
      live: { current: null },
      inRoom: true,
    }) as VNode<{ game: string }>;
    expect(board.type).toBe(UnknownGame);
    expect(board.props.game).toBe('holdem');
  });

  it('shows the notice for a replay of an unknown game too', () => {
    const replay = GameReplay({ data: { game: 'holdem' } as unknown as ReplayData }) as VNode<{ game: string }>;
    expect(replay.type).toBe(UnknownGame);
  });

  it('draws a known game with its own board', () => {
    const state = { game: 'bidlock' } as unknown as MatchState;
    const board = GameBoard({ snapshot: { state, receivedAt: 0 }, token: null, live: { current: null }, inRoom: true }) as VNode;
    expect(board.type).not.toBe(UnknownGame);
  });
});
