import { describe, expect, it } from 'vitest';
import { changeTone, formatChange, formatRating, roundedElo } from './rating';

describe('formatChange', () => {
  it('signs every change with one decimal', () => {
    expect(formatChange(12.3)).toBe('+12.3');
    expect(formatChange(-4)).toBe('-4.0');
    expect(formatChange(0)).toBe('+0.0');
  });
  it('never shows -0.0', () => {
    expect(formatChange(-0.04)).toBe('+0.0');
    expect(formatChange(-0)).toBe('+0.0');
  });
  it('rounds to the nearest tenth', () => {
    expect(formatChange(7.25)).toBe('+7.3');
    expect(formatChange(-7.26)).toBe('-7.3');
  });
  it('shows a dash where there is no rating', () => {
    expect(formatChange(null)).toBe('–');
    expect(formatChange(undefined)).toBe('–');
  });
});

describe('formatRating and roundedElo', () => {
  it('shows one decimal or a dash', () => {
    expect(formatRating(1512.34)).toBe('1512.3');
    expect(formatRating(1500)).toBe('1500.0');
    expect(formatRating(null)).toBe('–');
  });
  it('rounds ELO for cards', () => {
    expect(roundedElo(1512.5)).toBe(1513);
    expect(roundedElo(1499.4)).toBe(1499);
    expect(roundedElo(undefined)).toBeNull();
  });
});

describe('changeTone', () => {
  it('reads the change as shown, to one decimal', () => {
    expect(changeTone(3.2)).toBe('up');
    expect(changeTone(0.05)).toBe('up');
    expect(changeTone(-0.06)).toBe('down');
    expect(changeTone(0)).toBe('same');
    expect(changeTone(-0.04)).toBe('same');
    expect(changeTone(0.04)).toBe('same');
  });
  it('has no tone without a rating', () => {
    expect(changeTone(null)).toBe('none');
    expect(changeTone(undefined)).toBe('none');
    expect(changeTone(Number.NaN)).toBe('none');
  });
});
