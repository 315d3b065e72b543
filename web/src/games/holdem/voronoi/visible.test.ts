import { describe, expect, it } from 'vitest';
import type { HoldemState } from '../types';
import { MAX_TRIAL_POINTS, addTrial, officialDiagram, visiblePoints } from './visible';
import { previewDrawing } from './diagram';
import { polygonArea } from './geometry';

const P = (x: number, y: number) => x * 32768 + y + 1; // the card naming grid point (x, y)

function state(over: Partial<HoldemState> = {}): HoldemState {
  return {
    code: 'ABCD',
    game: 'holdem',
    status: 'playing',
    version: 1,
    you: { seat: 0 },
    your_seat: 0,
    phase: 'betting',
    hand: 3,
    board: [P(16384, 16384)],
    players: [
      { seat: 0, name: 'Ada', dealt: true, folded: false, cards: [P(8192, 8192), P(24576, 8192)] },
      { seat: 1, name: 'Bob', dealt: true, folded: false, cards: [null, null] },
    ],
    ...over,
  } as HoldemState;
}

describe('the Visible points preview', () => {
  it('shows your points and the revealed board only', () => {
    const points = visiblePoints(state());
    expect(points.map((p) => [p.key, p.owner])).toEqual([
      [String(P(8192, 8192)), 0],
      [String(P(24576, 8192)), 0],
      [String(P(16384, 16384)), 'board'],
    ]);
    expect(points[0]!.at).toEqual({ x: 0.25, y: 0.25 });
    const areas = previewDrawing(points).regions.map((r) => polygonArea(r.polygon));
    expect(areas.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('leaves out your points once you fold', () => {
    const s = state();
    s.players[0]!.folded = true;
    expect(visiblePoints(s).map((p) => p.owner)).toEqual(['board']);
  });

  it('shows a spectator the board only, and never a hidden card', () => {
    const s = state({ you: null, your_seat: null });
    expect(visiblePoints(s).map((p) => p.owner)).toEqual(['board']);
  });

  it('takes the official diagram once the hand has settled', () => {
    const diagram = { grid: 32768, polygon_scale: 1000000, regions: [] };
    const last = { hand: 3, diagram } as unknown as HoldemState['last_hand'];
    expect(officialDiagram(state({ phase: 'break', last_hand: last }))).toBe(diagram);
    // the next hand's betting: the preview again
    expect(officialDiagram(state({ phase: 'betting', hand: 4, last_hand: last }))).toBeUndefined();
  });

  it('bounds the trial points', () => {
    let trials = [] as { x: number; y: number }[];
    for (let i = 0; i < MAX_TRIAL_POINTS + 3; i++) trials = addTrial(trials, { x: 0.1, y: i / 40 });
    expect(trials).toHaveLength(MAX_TRIAL_POINTS);
  });
});
