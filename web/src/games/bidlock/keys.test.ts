import { describe, expect, it } from 'vitest';
import { chipFromDigits } from './keys';

const all = Array.from({ length: 13 }, (_, i) => i + 1);

describe('chipFromDigits', () => {
  it('plays a chip no longer number starts with at once', () => {
    expect(chipFromDigits('7', all)).toEqual({ play: 7, wait: false, fallback: null });
    expect(chipFromDigits('13', all)).toEqual({ play: 13, wait: false, fallback: null });
  });
  it('waits on "1" while 10 to 13 are held, with 1 as the fallback', () => {
    expect(chipFromDigits('1', all)).toEqual({ play: null, wait: true, fallback: 1 });
    expect(chipFromDigits('1', [2, 12])).toEqual({ play: null, wait: true, fallback: null });
    expect(chipFromDigits('1', [1, 2, 3])).toEqual({ play: 1, wait: false, fallback: null });
  });
  it('drops digits no held chip matches', () => {
    expect(chipFromDigits('7', [1, 2])).toEqual({ play: null, wait: false, fallback: null });
    expect(chipFromDigits('14', all)).toEqual({ play: null, wait: false, fallback: null });
    expect(chipFromDigits('x', all)).toEqual({ play: null, wait: false, fallback: null });
  });
});
