// Which log lines the page shows, kept pure so it is unit-tested. The room
// can log "X joined" after "The match starts" (issue 10, item 13); read in
// that order it looks as if someone came late to a running match, so join
// lines after the start are left out (the players list says who sits).
import type { LogLine } from '../types';

const START = 'The match starts';

export function shownLog(lines: readonly LogLine[]): LogLine[] {
  let started = false;
  return lines.filter((line) => {
    if (line.text === START) started = true;
    return !(started && / joined$/.test(line.text));
  });
}
