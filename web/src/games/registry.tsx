// The games this client can show, one registration line each. The generic
// pages look a game up here by the name the server sends (`game` in every
// State, replay and GET /api entry) and never name one themselves. The
// first registered game is the default, as on the server: it is what
// POST /api/matches makes without a `game`, and what a replay stored
// before the `game` field was.
import type { BoardProps } from '../components/board';
import type { GameBasics, GameModule } from './game';
import { UnknownGame } from '../components/UnknownGame';
import { bidlock } from './bidlock';
import { rightPrice } from './right_price';
import { auction } from './auction';
import { holdem } from './holdem';
import { spendii } from './spendii';

const REGISTERED = {
  bidlock,
  right_price: rightPrice,
  auction,
  holdem,
  spendii,
};

type Registered = typeof REGISTERED;
export type GameName = keyof Registered;
type ShapesOf<M> = M extends GameModule<infer T> ? T : never;
type Shapes = { [K in GameName]: ShapesOf<Registered[K]> };

/** Every game's State, told apart by `game`, so each board gets its own type without a cast. */
export type MatchState = Shapes[GameName]['state'];
/** Every game's replay (GET /api/replay/{code}). */
export type ReplayData = Shapes[GameName]['replay'];

/** Typed per key, so a lookup by a State's own game hands that game's module that State's type. */
const GAMES: { [K in GameName]: GameModule<Shapes[K]> } = REGISTERED;
const NAMES = Object.keys(GAMES) as GameName[];
const DEFAULT_GAME: GameName = NAMES[0]!;

function isGameName(name: string | undefined): name is GameName {
  return name !== undefined && (NAMES as string[]).includes(name);
}

/** A name this client can show: the given one, else the default game (an unknown or missing name). */
function shownName(name: string | undefined): GameName {
  return isGameName(name) ? name : DEFAULT_GAME;
}

/** The module of a game this client knows, or undefined. */
export function findGame(name: string | undefined): GameBasics | undefined {
  return isGameName(name) ? GAMES[name] : undefined;
}

/** The module of the game a State or replay is shown as: its own, else the default (an unknown or missing name). */
export function shownGame(name?: string): GameBasics {
  return GAMES[shownName(name)];
}

function boardOf<K extends GameName>(game: K, props: BoardProps<Shapes[K]['state']>) {
  const { Board } = GAMES[game];
  return <Board {...props} />;
}

function replayOf<K extends GameName>(game: K, data: Shapes[K]['replay']) {
  const { Replay } = GAMES[game];
  return <Replay data={data} />;
}

/**
 * A game the server names but this client has no module for (a server newer
 * than the page): its State is not drawn as another game's.
 */
function unknownName(name: string | undefined): string | undefined {
  return name !== undefined && !isGameName(name) ? name : undefined;
}

/** The board of the State's game. */
export function GameBoard(props: BoardProps<MatchState>) {
  const unknown = unknownName(props.snapshot.state.game);
  if (unknown !== undefined) return <UnknownGame game={unknown}>{props.children}</UnknownGame>;
  return boardOf(shownName(props.snapshot.state.game), props);
}

/** The replay view of the replay's game. */
export function GameReplay({ data }: { data: ReplayData }) {
  const unknown = unknownName(data.game);
  if (unknown !== undefined) return <UnknownGame game={unknown} />;
  return replayOf(shownName(data.game), data);
}

/** The games of the server's list (GET /api) that this client can show, in the server's order. */
export function shownGames<T extends { name: string }>(games: T[]): T[] {
  return games.filter((game) => isGameName(game.name));
}
