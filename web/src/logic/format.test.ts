import { describe, expect, it } from 'vitest';
import {
  clockText,
  joinNames,
  normalizeCode,
  ordinal,
  signed,
  spokenSigned,
} from './format';

describe('signed', () => {
  it('puts a plus on positive values', () => {
    expect(signed(4)).toBe('+4');
    expect(signed(9)).toBe('+9');
  });
  it('uses a real minus sign on negative values', () => {
    expect(signed(-2)).toBe('\u22122');
    expect(signed(-13)).toBe('\u221213');
  });
  it('shows zero bare', () => {
    expect(signed(0)).toBe('0');
  });
  it('has a spoken form', () => {
    expect(spokenSigned(3)).toBe('plus 3');
    expect(spokenSigned(-4)).toBe('minus 4');
    expect(spokenSigned(0)).toBe('zero');
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [101, '101st'],
  ])('%i -> %s', (n, text) => expect(ordinal(n)).toBe(text));
});

describe('clockText', () => {
  it('rounds up to whole seconds', () => {
    expect(clockText(26001)).toBe('0:27');
    expect(clockText(27000)).toBe('0:27');
    expect(clockText(1)).toBe('0:01');
  });
  it('shows minutes', () => {
    expect(clockText(65000)).toBe('1:05');
    expect(clockText(300000)).toBe('5:00');
  });
  it('never goes below zero', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(-5000)).toBe('0:00');
  });
});

describe('misc', () => {
  it('normalizes codes', () => {
    expect(normalizeCode(' k7q-2m ')).toBe('K7Q2M');
  });
  it('joins names', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Ada'])).toBe('Ada');
    expect(joinNames(['Ada', 'Bob'])).toBe('Ada and Bob');
    expect(joinNames(['Ada', 'Bob', 'Cy'])).toBe('Ada, Bob and Cy');
  });
});
