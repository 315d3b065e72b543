import { describe, expect, it } from 'vitest';
import { shownLog } from './log';

const line = (text: string) => ({ at: 0, text });

describe('shownLog', () => {
  it('drops join lines after the start and keeps those before', () => {
    const lines = [line('Ann joined'), line('Bot1 (automatic bot) joined'), line('The match starts'), line('Cy joined'), line('Round 1: Ann takes +3')];
    expect(shownLog(lines).map((l) => l.text)).toEqual(['Ann joined', 'Bot1 (automatic bot) joined', 'The match starts', 'Round 1: Ann takes +3']);
  });

  it('keeps everything before a start', () => {
    expect(shownLog([line('Ann joined')])).toHaveLength(1);
  });
});
