// Spendii for the web client: what games/registry.ts lists.
import type { GameModule, GameShapes } from '../game';
import { SpendiiBoard } from './SpendiiBoard';
import { SpendiiReplay } from './SpendiiReplay';
import { SpendiiSettingsFields, spendiiSettingsFromDraft } from './SettingsFields';
import { describeSpendiiSetting } from './settings';
import type { SpendiiReplay as Replay, SpendiiState } from './types';
// The shared table styles: the phone's fixed action bar.
import '../../components/table/table.css';
import './spendii.css';

export const spendii: GameModule<GameShapes<SpendiiState, Replay>> = {
  Board: SpendiiBoard,
  Replay: SpendiiReplay,
  SettingsFields: SpendiiSettingsFields,
  settingsFromDraft: spendiiSettingsFromDraft,
  describeSetting: describeSpendiiSetting,
  boardShowsRatings: true,
  texts: { hiddenFromSpectators: 'Cards held from a deck stay face down until they are bought or the game ends.' },
};
