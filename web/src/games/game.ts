// What a game gives the web client: the one shape every games/<game>/index.ts
// exports and games/registry.ts lists. The generic pages (match, replay, the
// create form, the waiting room) ask a game for these and name none.
import type { ComponentType } from 'preact';
import type { BoardProps } from '../components/board';

/** A game's State and replay types, which the registry joins into MatchState and ReplayData. */
export interface GameShapes<S, R> {
  state: S;
  replay: R;
}

/** The create form's text fields for the game's own settings, by key. */
export type SettingsDraft = Record<string, string>;

/** The administrator's defaults for new rooms (GET /api games[].defaults); the server applies them to every field left out. */
export type AdminDefaults = Record<string, unknown> | undefined;

export interface SettingsFieldsProps {
  draft: SettingsDraft;
  onChange: (draft: SettingsDraft) => void;
  /** The administrator's defaults for this game, shown as the defaults. */
  defaults?: AdminDefaults;
  /** The server is a testing environment: offer the game's test-only choices. */
  testing?: boolean;
}

export interface GameTexts {
  /** The spectator banner during play: what a watcher is not shown. */
  hiddenFromSpectators: string;
  /** The lobby's one-click game against bots, for the game POST /api/matches makes by default. */
  quickGame?: { title: string; rules: string };
}

/** What the waiting room hands a game's own panel there: the room and its settings now. */
export interface WaitingPanelProps {
  code: string;
  /** The room's game settings as the room reports them (undefined: not reported). */
  settings?: Record<string, unknown> | null;
  /** The participants now in the room, bots included. */
  players: number;
}

/** What a game tells the generic pages that does not depend on its State's type. */
export interface GameBasics {
  /** The create form's fields for the game's settings. */
  SettingsFields: ComponentType<SettingsFieldsProps>;
  /**
   * The drafted fields as the settings object for POST /api/rooms, or
   * undefined to leave them all to the defaults. Throws an Error with the
   * message to show when a field is out of its bounds.
   */
  settingsFromDraft(draft: SettingsDraft, defaults?: AdminDefaults): Record<string, unknown> | undefined;
  /** A room setting in words for the waiting room's summary; undefined for a key the game does not describe. */
  describeSetting(key: string, value: unknown): { label: string; shown?: string } | undefined;
  /** The board shows the room's ELO results itself (in its own final statistics), so the room's finish leaves them out. */
  boardShowsRatings: boolean;
  texts: GameTexts;
  /** An optional panel of the game's own in the waiting room (e.g. a practice area). */
  WaitingPanel?: ComponentType<WaitingPanelProps>;
}

export interface GameModule<T extends GameShapes<unknown, unknown>> extends GameBasics {
  /** The match page once play has started (the page keeps the lobby, waiting room, chat and room bar). */
  Board: ComponentType<BoardProps<T['state']>>;
  /** The replay page below the players list. */
  Replay: ComponentType<{ data: T['replay'] }>;
}
