import { describe, expect, it } from 'vitest';
import { describeHoldemSetting, holdemSettings } from './settings';

describe("Hold'em settings drafts", () => {
  it('sends nothing when nothing changed', () => {
    expect(holdemSettings({})).toEqual({});
  });

  it('sends the changed fields, lists as numbers where the server wants numbers', () => {
    const { settings } = holdemSettings({ starting_chips: '40', big_blind: '10', action_seconds: '15', submission: 'manual', progression: 'x2' });
    expect(settings).toEqual({ starting_chips: 40, big_blind: 10, action_seconds: 15, submission: 'manual', progression: 'x2' });
  });

  it('refuses an odd big blind and blinds the stack cannot pay', () => {
    expect(holdemSettings({ big_blind: '9' }).error).toMatch(/even/);
    expect(holdemSettings({ starting_chips: '20', big_blind: '16', ante: '6' }).error).toMatch(/exceed/);
    expect(holdemSettings({ starting_chips: '5' }).error).toMatch(/Starting chips/);
  });

  it('refuses a value off the lists', () => {
    expect(holdemSettings({ max_sum: '35' }).error).toMatch(/Maximum sum/);
  });

  it('sends no Maximum sum, submission mode or selection time for Point-Voronoi', () => {
    const { settings } = holdemSettings({ card_type: 'point_voronoi', max_sum: '40', submission: 'automatic', selection_seconds: '30', break_seconds: '30' });
    expect(settings).toEqual({ card_type: 'point_voronoi', break_seconds: 30 });
    expect(holdemSettings({ card_type: 'value_sum', max_sum: '40' }).settings).toEqual({ card_type: 'value_sum', max_sum: 40 });
  });

  it('describes the settings in words', () => {
    expect(describeHoldemSetting('submission', 'automatic')).toEqual({ label: 'Submission mode', shown: 'Automatic best' });
    expect(describeHoldemSetting('break_seconds', 30)).toEqual({ label: 'Break between hands', shown: '30 seconds' });
    expect(describeHoldemSetting('ante', 0)).toEqual({ label: 'Ante per player', shown: 'none' });
    expect(describeHoldemSetting('big_blind', 10)).toEqual({ label: 'Big blind' });
    expect(describeHoldemSetting('unknown', 1)).toBeUndefined();
  });
});
