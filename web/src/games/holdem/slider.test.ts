import { describe, expect, it } from 'vitest';
import { percentOf, potMarker, sliderMax, typedTotal } from './slider';

describe('the raise slider scale', () => {
  it('starts with the minimum near the middle, but at least 1.2x the pot', () => {
    // Pot 15, min raise 20, 40 chips: 2x20 = 40 beats the floor of 18.
    expect(sliderMax({ selected: 20, currentMax: null, pot: 15, total: 40 })).toBe(40);
    // A big pot: the floor of ceil(1.2 x 300) = 360 wins over 2x20.
    expect(sliderMax({ selected: 20, currentMax: null, pot: 300, total: 1000 })).toBe(360);
  });

  it('never goes above the player total, even against the pot floor', () => {
    expect(sliderMax({ selected: 20, currentMax: null, pot: 300, total: 100 })).toBe(100);
    expect(sliderMax({ selected: 90, currentMax: 100, pot: 10, total: 100 })).toBe(100);
  });

  it('rounds the pot floor up', () => {
    // 1.2 x 11 = 13.2 -> 14.
    expect(sliderMax({ selected: 2, currentMax: null, pot: 11, total: 1000 })).toBe(14);
  });

  it('keeps its maximum while the selection stays within 20-80 %', () => {
    expect(sliderMax({ selected: 30, currentMax: 100, pot: 10, total: 1000 })).toBe(100);
    expect(sliderMax({ selected: 80, currentMax: 100, pot: 10, total: 1000 })).toBe(100);
  });

  it('re-aims the selection into 40-60 % when it leaves 20-80 %', () => {
    const grown = sliderMax({ selected: 90, currentMax: 100, pot: 10, total: 1000 });
    expect(grown).toBe(180);
    expect(90 / grown).toBeGreaterThanOrEqual(0.4);
    expect(90 / grown).toBeLessThanOrEqual(0.6);
    const shrunk = sliderMax({ selected: 15, currentMax: 100, pot: 10, total: 1000 });
    expect(15 / shrunk).toBeGreaterThanOrEqual(0.4);
    expect(15 / shrunk).toBeLessThanOrEqual(0.6);
  });

  it('is always a positive whole number', () => {
    const max = sliderMax({ selected: 0, currentMax: null, pot: 0, total: 0 });
    expect(max).toBe(1);
  });

  it('places the pot size marker only inside the scale', () => {
    expect(potMarker(50, 100)).toBe(50);
    expect(potMarker(150, 100)).toBeNull();
    expect(percentOf(1, 3)).toBe(33.3);
  });

  it('reads a typed total only when legal', () => {
    expect(typedTotal(' 25 ', 20, 40)).toBe(25);
    expect(typedTotal('19', 20, 40)).toBeNull();
    expect(typedTotal('41', 20, 40)).toBeNull();
    expect(typedTotal('2.5', 1, 40)).toBeNull();
  });
});
