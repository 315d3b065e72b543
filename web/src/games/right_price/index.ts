// The Right Price for the web client: what games/registry.ts lists.
import type { GameModule, GameShapes } from '../game';
import { RightPriceBoard } from './RightPriceBoard';
import { RightPriceReplay } from './RightPriceReplay';
import { RightPriceSettingsFields, rightPriceSettingsFromDraft } from './SettingsFields';
import { describeRpSetting } from './settings';
import type { RpReplay, RpState } from './types';
import './right_price.css';

export const rightPrice: GameModule<GameShapes<RpState, RpReplay>> = {
  Board: RightPriceBoard,
  Replay: RightPriceReplay,
  SettingsFields: RightPriceSettingsFields,
  settingsFromDraft: rightPriceSettingsFromDraft,
  describeSetting: describeRpSetting,
  // Its final statistics hold the ELO results and wait for the podium.
  boardShowsRatings: true,
  texts: { hiddenFromSpectators: 'Blind bets stay hidden; only who has acted is shown.' },
};
