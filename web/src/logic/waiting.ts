// The waiting room's status line, from the viewer's side: the server's start
// hint is written for everyone ("waiting for NAME to be ready"), so when it
// names the viewer it is turned into what the viewer can do, and the host is
// never asked to wait for himself.

/** The server's hint ("at least 2 players are needed…") as a sentence. */
export function sentence(text: string | null): string {
  if (!text) return '';
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

export interface WaitingView {
  canStart: boolean;
  startHint: string | null;
  /** The viewer's name when seated, else null. */
  myName: string | null;
  isHost: boolean;
}

/** The hint as the viewer reads it (empty when there is none). */
export function startHintFor({ startHint, myName, isHost }: WaitingView): string {
  const waitingFor = startHint?.match(/^waiting for (.+) to be ready$/)?.[1];
  if (waitingFor !== undefined && waitingFor === myName) {
    return isHost ? 'Waiting for the other players to be ready.' : 'Press “I’m ready” when you are.';
  }
  return sentence(startHint);
}

/** What the status line says after the seat count. */
export function waitingLine(view: WaitingView): string {
  if (view.canStart) return view.isHost ? 'You can start the game.' : 'Waiting for the host to start.';
  return startHintFor(view);
}
