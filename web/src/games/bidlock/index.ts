// Bidlock for the web client: what games/registry.ts lists.
import type { GameModule, GameShapes } from '../game';
import { BidlockBoard } from './BidlockBoard';
import { BidlockReplay } from './BidlockReplay';
import { BidlockSettingsFields, bidlockSettingsFromDraft, describeBidlockSetting } from './settings';
import type { BidlockReplay as Replay, BidlockState } from './types';
import './bidlock.css';

export const bidlock: GameModule<GameShapes<BidlockState, Replay>> = {
  Board: BidlockBoard,
  Replay: BidlockReplay,
  SettingsFields: BidlockSettingsFields,
  settingsFromDraft: bidlockSettingsFromDraft,
  describeSetting: describeBidlockSetting,
  boardShowsRatings: false,
  texts: {
    hiddenFromSpectators: 'Chips locked this round stay hidden until the round resolves.',
    quickGame: {
      title: 'Quick game of Bidlock',
      rules:
        'Everyone holds chips 1 to 13. Each round a prize from −4 to +9 is turned up and all ' +
        'players lock one chip at once. Matching chips clash and are void; the highest surviving ' +
        'chip takes a positive prize, the lowest is stuck with a negative one. Highest total after ' +
        '13 rounds wins.',
    },
  },
};
