// Blind Auction for the web client: what games/registry.ts lists.
import type { GameModule, GameShapes } from '../game';
import { AuctionBoard } from './AuctionBoard';
import { AuctionReplay } from './AuctionReplay';
import { AuctionSettingsFields, auctionSettingsFromDraft } from './SettingsFields';
import { describeAuctionSetting } from './settings';
import type { AuctionReplay as Replay, AuctionState } from './types';
import './auction.css';

export const auction: GameModule<GameShapes<AuctionState, Replay>> = {
  Board: AuctionBoard,
  Replay: AuctionReplay,
  SettingsFields: AuctionSettingsFields,
  settingsFromDraft: auctionSettingsFromDraft,
  describeSetting: describeAuctionSetting,
  boardShowsRatings: false,
  texts: { hiddenFromSpectators: 'Every private value and every sealed bid stays hidden until its reveal.' },
};
