import { describe, expect, it } from 'vitest';
import { backoffMs, clockOffset, crossedThreshold, fractionLeft, localDeadline, msLeft } from './clock';

describe('msLeft', () => {
  it('uses deadline minus serverTime, independent of the local clock', () => {
    // Server says 20 s are left; our clock is 1 hour behind the server's.
    const serverTime = 1_800_000_000_000;
    const sample = { deadline: serverTime + 20_000, serverTime, secondsLeft: 20 };
    const receivedAt = serverTime - 3_600_000;
    expect(msLeft(sample, receivedAt, receivedAt)).toBe(20_000);
    expect(msLeft(sample, receivedAt, receivedAt + 5_000)).toBe(15_000);
  });

  it('corrects a local clock that is ahead of the server', () => {
    const serverTime = 1_000_000;
    const sample = { deadline: 1_030_000, serverTime };
    const receivedAt = serverTime + 90_000; // we are 90 s fast
    // Naively deadline - now would be negative; skew-corrected it is 30 s.
    expect(msLeft(sample, receivedAt, receivedAt + 1_000)).toBe(29_000);
  });

  it('never goes below zero', () => {
    const sample = { deadline: 10_000, serverTime: 9_000 };
    expect(msLeft(sample, 0, 5_000)).toBe(0);
    expect(msLeft({ deadline: 5_000, serverTime: 9_000 }, 0, 0)).toBe(0);
  });

  it('falls back to secondsLeft when there is no deadline', () => {
    expect(msLeft({ secondsLeft: 12.5 }, 100, 600)).toBe(12_000);
    expect(msLeft({ secondsLeft: 12.5, deadline: null }, 100, 100)).toBe(12_500);
  });

  it('is null when nothing is running', () => {
    expect(msLeft({}, 0, 0)).toBeNull();
    expect(msLeft({ deadline: null, secondsLeft: null, serverTime: 5 }, 0, 0)).toBeNull();
  });

  it('treats a local clock going backwards as no time elapsed', () => {
    expect(msLeft({ deadline: 2_000, serverTime: 1_000 }, 500, 400)).toBe(1_000);
  });
});

describe('clock helpers', () => {
  it('computes the offset', () => {
    expect(clockOffset(1_000, 400)).toBe(600);
    expect(clockOffset(400, 1_000)).toBe(-600);
  });
  it('puts the deadline on the local clock', () => {
    expect(localDeadline({ deadline: 50_000, serverTime: 20_000 }, 1_000)).toBe(31_000);
    expect(localDeadline({}, 1_000)).toBeNull();
  });
  it('computes the fraction left', () => {
    expect(fractionLeft(15_000, 30)).toBe(0.5);
    expect(fractionLeft(40_000, 30)).toBe(1);
    expect(fractionLeft(null, 30)).toBe(0);
    expect(fractionLeft(1_000, undefined)).toBe(0);
  });
  it('detects threshold crossings once', () => {
    expect(crossedThreshold(10_400, 9_900)).toBe(10);
    expect(crossedThreshold(9_900, 9_400)).toBeNull();
    expect(crossedThreshold(5_100, 4_900)).toBe(5);
    expect(crossedThreshold(null, 4_900)).toBeNull();
  });
  it('backs off exponentially with a cap', () => {
    expect(backoffMs(0, 0.5)).toBe(500);
    expect(backoffMs(1, 0.5)).toBe(1000);
    expect(backoffMs(3, 0.5)).toBe(4000);
    expect(backoffMs(10, 0.5)).toBe(10000);
    expect(backoffMs(0, 0)).toBe(375);
    expect(backoffMs(0, 1)).toBe(625);
  });
});
