// The room's log (state.log), newest first: the same panel under every game's board.
import { shownLog } from '../logic/log';
import type { LogLine } from '../types';

export function LogPanel({ lines }: { lines: LogLine[] | undefined }) {
  return (
    <section class="panel" aria-labelledby="log-title">
      <h2 id="log-title">Log</h2>
      <ol class="log" data-testid="log">
        {shownLog(lines ?? []).reverse().map((line, i) => (
          <li key={`${line.at}-${i}`}>
            <time dateTime={new Date(line.at).toISOString()}>
              {new Date(line.at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' })}
            </time>{' '}
            {line.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
