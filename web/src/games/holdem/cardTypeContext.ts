// The room's card type for whatever draws a card below the board (a card's
// face depends on it: a Value-sum number, a Point-Voronoi point), so the
// components between need not pass it along. Unset: the plain number.
import { createContext } from 'preact';

export const CardTypeContext = createContext<string | undefined>(undefined);
