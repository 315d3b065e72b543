// When a table makes its sounds (sound.ts): a tick as your turn starts, the
// win notes when a result moment shows you winning. Generic: each game says
// what "your turn" and "you won" mean for it.
import { useEffect, useRef } from 'preact/hooks';
import { playTick, playWin } from '../../sound';

export function useTableSounds(yourTurn: boolean, winKey: string | null) {
  const turn = useRef(yourTurn);
  useEffect(() => {
    if (yourTurn && !turn.current) playTick();
    turn.current = yourTurn;
  }, [yourTurn]);
  const win = useRef<string | null>(null);
  useEffect(() => {
    if (winKey !== null && winKey !== win.current) playWin();
    win.current = winKey;
  }, [winKey]);
}
