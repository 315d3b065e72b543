import { describe, expect, it } from 'vitest';
import { describeHoldemSetting } from '../settings';
import { draftFromSaved, gridBoard } from './board';

describe('the grid board of a view', () => {
  const grid = { frame: { width: 4, height: 4 }, pieces: [{ card: 1, tiles: 1, shape: [[0, 0, 0]] }] };
  it('is null for Value-sum and takes the suggested panel when the settings have none', () => {
    expect(gridBoard({ settings: { card_type: 'value_sum' }, grid })).toBeNull();
    const board = gridBoard({ settings: { card_type: 'polyabolo_grid' }, grid });
    expect(board?.kind).toBe('polyabolo');
    expect(board?.panel.length).toBe(16);
    expect(gridBoard({ settings: { card_type: 'polyabolo_grid', panel: [[0, 0, 4]] }, grid })?.panel).toEqual([[0, 0, 4]]);
  });
  it('puts a saved arrangement back on the pool, each piece once', () => {
    const pool = [
      { id: 'own-0', card: 5, label: 'yours' },
      { id: 'board-0', card: 7, label: 'board' },
    ];
    expect(
      draftFromSaved(pool, [
        { card: 7, orientation: 1, at: [2, 0] },
        { card: 9, orientation: 0, at: [0, 0] },
      ]),
    ).toEqual([{ id: 'board-0', card: 7, orientation: 1, at: [2, 0] }]);
  });
  it('describes a room panel by its tiles (a full polyabolo square counts two)', () => {
    expect(describeHoldemSetting('panel', [[0, 0, 4], [1, 0, 2]])).toEqual({ label: 'Panel', shown: '3 tiles' });
    expect(describeHoldemSetting('panel', [[0, 0], [1, 0]])).toEqual({ label: 'Panel', shown: '2 tiles' });
  });
});
