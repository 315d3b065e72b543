import { describe, expect, it } from 'vitest';
import { AUCTION_NUMBERS, auctionSettings, describeAuctionSetting, shownValue } from './settings';

describe("Blind Auction's create-form settings", () => {
  it("has the server's names, defaults and bounds", () => {
    expect(AUCTION_NUMBERS.map((s) => [s.key, s.default, s.min, s.max])).toEqual([
      ['items', 10, 1, 50],
      ['talk_rounds', 1, 0, 3],
      ['turnSeconds', 10, 2, 60],
    ]);
  });
  it('shows the default (the administrator\'s when set) until a field is changed', () => {
    expect(shownValue({}, 'items')).toBe('10');
    expect(shownValue({}, 'items', { items: 4 })).toBe('4');
    expect(shownValue({ items: '3' }, 'items', { items: 4 })).toBe('3');
    expect(shownValue({}, 'pricing')).toBe('first');
  });
  it('sends only the changed fields, numbers as numbers', () => {
    expect(auctionSettings({})).toEqual({});
    expect(auctionSettings({ items: '3', talk_rounds: '0', turnSeconds: '5', pricing: 'second' })).toEqual({
      settings: { items: 3, talk_rounds: 0, turnSeconds: 5, pricing: 'second' },
    });
  });
  it('refuses values out of bounds, naming the field', () => {
    expect(auctionSettings({ items: '51' }).error).toBe('Items must be a whole number from 1 to 50.');
    expect(auctionSettings({ talk_rounds: '4' }).error).toMatch(/Talk rounds/);
    expect(auctionSettings({ turnSeconds: '1' }).error).toMatch(/Seconds per turn .* 2 to 60/);
    expect(auctionSettings({ items: '2.5' }).error).toMatch(/Items/);
    expect(auctionSettings({ pricing: 'third' }).error).toMatch(/Pricing/);
  });
  it('describes the settings the waiting room lists', () => {
    expect(describeAuctionSetting('pricing', 'second')).toEqual({ label: 'Pricing', shown: 'Second price (pay the next bid)' });
    expect(describeAuctionSetting('turn_deadline_ms', 5000)).toEqual({ label: 'Seconds per turn', shown: '5' });
    expect(describeAuctionSetting('stake', 0)).toBeUndefined();
  });
});
