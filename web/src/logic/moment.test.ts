import { describe, expect, it } from 'vitest';
import { LATE_MS, MOMENT_MS, momentLength, turnStartedAt } from './moment';

const base = { resolvedAt: 10_000, serverNow: 10_000, hidden: false, sawBefore: true };

describe('momentLength', () => {
  it('shows the whole moment when the state comes as it happens', () => {
    expect(momentLength(base)).toBe(MOMENT_MS);
  });

  it('shortens the moment by how late the state came', () => {
    expect(momentLength({ ...base, serverNow: 10_500 })).toBe(MOMENT_MS - 500);
  });

  it('skips it for a state that arrives long after the resolution', () => {
    expect(momentLength({ ...base, serverNow: 10_000 + LATE_MS + 1 })).toBe(0);
  });

  it('skips it in a hidden tab and on a fresh load', () => {
    expect(momentLength({ ...base, hidden: true })).toBe(0);
    expect(momentLength({ ...base, sawBefore: false })).toBe(0);
  });

  it('shows it in full when the resolution time is unknown', () => {
    expect(momentLength({ ...base, resolvedAt: null })).toBe(MOMENT_MS);
  });

  it('never counts a server clock behind the resolution as early', () => {
    expect(momentLength({ ...base, serverNow: 9_000 })).toBe(MOMENT_MS);
  });
});

describe('turnStartedAt', () => {
  it('is the deadline minus the turn', () => {
    expect(turnStartedAt(70_000, 60)).toBe(10_000);
  });

  it('is unknown without a clock', () => {
    expect(turnStartedAt(null, 60)).toBeNull();
    expect(turnStartedAt(70_000, 0)).toBeNull();
    expect(turnStartedAt(70_000, undefined)).toBeNull();
  });
});
