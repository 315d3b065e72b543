// Hold'em for the web client: what games/registry.ts lists.
import type { GameModule, GameShapes } from '../game';
import { HoldemBoard } from './HoldemBoard';
import { HoldemReplay } from './HoldemReplay';
import { withGridCards } from './grid/GridCardContext';
import { HoldemSettingsFields, holdemSettingsFromDraft } from './SettingsFields';
import { PracticePanel } from './practice/PracticePanel';
import { describeHoldemSetting } from './settings';
import type { HoldemReplay as Replay, HoldemState } from './types';

export const holdem: GameModule<GameShapes<HoldemState, Replay>> = {
  Board: withGridCards(HoldemBoard, (props) => props.snapshot.state),
  Replay: withGridCards(HoldemReplay, (props) => props.data.final),
  SettingsFields: HoldemSettingsFields,
  settingsFromDraft: holdemSettingsFromDraft,
  describeSetting: describeHoldemSetting,
  boardShowsRatings: false,
  WaitingPanel: PracticePanel,
  texts: { hiddenFromSpectators: 'Every hole card stays hidden until it is shown at showdown or revealed.' },
};
