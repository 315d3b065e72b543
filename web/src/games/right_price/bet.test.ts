import { describe, expect, it } from 'vitest';
import { adjustBet, betAfterMinimum, betFromInput, betFromSlider, bidProblem, clampBet, initialBet, markerFractions, positionCss, positionPx, sliderFraction, snapToSlider, stepSlider, valueAtPointer } from './bet';

describe('the bet input', () => {
  it('keeps whole bets from 0 to the capital', () => {
    expect(clampBet(120, 850)).toBe(120);
    expect(clampBet(-5, 850)).toBe(0);
    expect(clampBet(12.7, 850)).toBe(12);
    expect(clampBet(9999, 850)).toBe(850);
    expect(clampBet(Number.NaN, 850)).toBe(0);
  });
  it('resets a typed amount above the capital to the capital', () => {
    expect(betFromInput('9999', 850)).toBe(850);
    expect(betFromInput('851', 850)).toBe(850);
    expect(betFromInput('850', 850)).toBe(850);
    expect(betFromInput('120', 850)).toBe(120);
  });
  it('keeps digits only and lets the input be empty', () => {
    expect(betFromInput('', 850)).toBeNull();
    expect(betFromInput('abc', 850)).toBeNull();
    expect(betFromInput('1a2', 850)).toBe(12);
    expect(betFromInput('-40', 850)).toBe(40);
    expect(betFromInput('007', 850)).toBe(7);
  });
  it('moves by the ± buttons within 0 … capital', () => {
    expect(adjustBet(100, 10, 850)).toBe(110);
    expect(adjustBet(100, -5, 850)).toBe(95);
    expect(adjustBet(3, -10, 850)).toBe(0);
    expect(adjustBet(845, 10, 850)).toBe(850);
    expect(adjustBet(null, 1, 850)).toBe(1);
    expect(adjustBet(null, -1, 850)).toBe(0);
  });
  it('starts each item at the lowest acceptable bid, within the capital', () => {
    expect(initialBet(0, 850)).toBe(0);
    expect(initialBet(40, 850)).toBe(40);
    expect(initialBet(900, 850)).toBe(850);
    expect(initialBet(null, 850)).toBe(0);
  });
  it('says why Bid is not possible', () => {
    expect(bidProblem(null, 0, 850)).toMatch(/Enter/);
    expect(bidProblem(30, 40, 850)).toMatch(/at least 40/);
    expect(bidProblem(900, 0, 850)).toMatch(/at most 850/);
    expect(bidProblem(40, 40, 850)).toBeNull();
    expect(bidProblem(0, null, null)).toBeNull();
  });
});

describe('Open mode: the minimum rises', () => {
  it('keeps a typed bet that is now too low, and says so', () => {
    const after = betAfterMinimum(3, true, 10, 300);
    expect(after.bet).toBe(3);
    expect(after.notice).toContain('10');
    expect(after.notice).toContain('3');
  });
  it('moves an untouched bet up to the new minimum, silently', () => {
    expect(betAfterMinimum(0, false, 10, 300)).toEqual({ bet: 10, notice: null });
    expect(betAfterMinimum(null, false, 10, 300)).toEqual({ bet: 10, notice: null });
  });
  it('leaves a bet at or above the minimum alone', () => {
    expect(betAfterMinimum(10, true, 10, 300)).toEqual({ bet: 10, notice: null });
    expect(betAfterMinimum(40, false, 10, 300)).toEqual({ bet: 40, notice: null });
  });
  it('leaves a cleared input empty and Blind mode (no minimum) alone', () => {
    expect(betAfterMinimum(null, true, 10, 300)).toEqual({ bet: null, notice: null });
    expect(betAfterMinimum(3, true, null, 300)).toEqual({ bet: 3, notice: null });
  });
});

describe('the slider', () => {
  it('snaps to multiples of 50 and to the pool itself', () => {
    expect(snapToSlider(0, 300)).toBe(0);
    expect(snapToSlider(24, 300)).toBe(0);
    expect(snapToSlider(26, 300)).toBe(50);
    expect(snapToSlider(149, 300)).toBe(150);
    expect(snapToSlider(300, 300)).toBe(300);
    expect(snapToSlider(400, 300)).toBe(300);
    expect(snapToSlider(-10, 300)).toBe(0);
    // A pool that is not a multiple of 50: the last step is shorter.
    expect(snapToSlider(760, 792)).toBe(750);
    expect(snapToSlider(775, 792)).toBe(792);
    expect(snapToSlider(792, 792)).toBe(792);
    expect(snapToSlider(30, 20)).toBe(20);
    expect(snapToSlider(8, 20)).toBe(0);
    expect(snapToSlider(12, 20)).toBe(20);
  });
  it('steps with the arrow keys', () => {
    expect(stepSlider(0, 300, 1)).toBe(50);
    expect(stepSlider(120, 300, 1)).toBe(150);
    expect(stepSlider(120, 300, -1)).toBe(100);
    expect(stepSlider(150, 300, -1)).toBe(100);
    expect(stepSlider(300, 300, 1)).toBe(300);
    expect(stepSlider(0, 300, -1)).toBe(0);
    expect(stepSlider(750, 792, 1)).toBe(792);
    expect(stepSlider(792, 792, -1)).toBe(750);
  });
  it('follows a typed bet and stops at the ends outside its range', () => {
    expect(sliderFraction(150, 300)).toBe(0.5);
    expect(sliderFraction(0, 300)).toBe(0);
    expect(sliderFraction(null, 300)).toBe(0);
    expect(sliderFraction(800, 300)).toBe(1);
    expect(sliderFraction(10, 0)).toBe(0);
  });
  it('never gives a bet above the capital', () => {
    expect(betFromSlider(300, 250)).toBe(250);
    expect(betFromSlider(150, 250)).toBe(150);
  });
  it('puts the thumb centre half a thumb in from each end of the slider', () => {
    expect(positionPx(0, 400, 24)).toBe(12);
    expect(positionPx(1, 400, 24)).toBe(388);
    expect(positionPx(0.5, 400, 24)).toBe(200);
    expect(positionPx(2, 400, 24)).toBe(388);
    expect(positionCss(0, 24)).toBe('calc(12px + 0% - 0px)');
    expect(positionCss(1, 24)).toBe('calc(12px + 100% - 24px)');
    expect(positionCss(0.25, 24)).toBe('calc(12px + 25% - 6px)');
  });
  it('reads the stop under the pointer with the same geometry', () => {
    expect(valueAtPointer(12, 400, 24, 300)).toBe(0);
    expect(valueAtPointer(0, 400, 24, 300)).toBe(0);
    expect(valueAtPointer(388, 400, 24, 300)).toBe(300);
    expect(valueAtPointer(399, 400, 24, 300)).toBe(300);
    expect(valueAtPointer(200, 400, 24, 300)).toBe(150);
    // Every stop's position maps back to that stop.
    for (const stop of [0, 50, 100, 150, 200, 250, 300]) {
      expect(valueAtPointer(positionPx(stop / 300, 400, 24), 400, 24, 300)).toBe(stop);
    }
  });
  it('places the markers at lo and hi as a share of 100', () => {
    expect(markerFractions(8, 20)).toEqual({ lo: 0.08, hi: 0.2 });
    expect(markerFractions(1, 100)).toEqual({ lo: 0.01, hi: 1 });
    expect(markerFractions(57, 57)).toEqual({ lo: 0.57, hi: 0.57 });
  });
});
