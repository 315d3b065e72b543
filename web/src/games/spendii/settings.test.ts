import { describe, expect, it } from 'vitest';
import { SPENDII_CHOICES, describeSpendiiSetting, offeredChoices, shownValue, spendiiSettings } from './settings';

describe("Spendii's create-form settings", () => {
  it('offers the Short test deck only in the testing environment', () => {
    const deck = SPENDII_CHOICES.find((c) => c.key === 'deck')!;
    expect(offeredChoices(deck, false).map((c) => c.value)).toEqual(['standard']);
    expect(offeredChoices(deck, undefined).map((c) => c.value)).toEqual(['standard']);
    expect(offeredChoices(deck, true).map((c) => c.value)).toEqual(['standard', 'short']);
  });
  it('says on the form that a Random NO PLAY seat ends on 0 points and is rated (note 5)', () => {
    const noPlay = SPENDII_CHOICES.find((c) => c.key === 'noPlay')!;
    expect(noPlay.default).toBe('false');
    const yes = noPlay.choices.find((c) => c.value === 'true')!;
    expect(yes.label).toMatch(/0 points/);
    expect(yes.label).toMatch(/rated/);
  });
  it('shows the defaults, the administrator\'s when set', () => {
    expect(shownValue({}, 'target')).toBe('15');
    expect(shownValue({}, 'clock')).toBe('10+5');
    expect(shownValue({}, 'positions')).toBe('random');
    expect(shownValue({}, 'target', { target: 10 })).toBe('10');
    expect(shownValue({}, 'clock', { clock: { minutes: 5, increment: 3 } })).toBe('5+3');
    expect(shownValue({ target: '7' }, 'target', { target: 10 })).toBe('7');
  });
  it('sends only the changed fields, typed as the server reads them', () => {
    expect(spendiiSettings({})).toEqual({});
    expect(spendiiSettings({ target: '6', deck: 'short', positions: 'betting', noPlay: 'true', clock: '3+2', payment: 'manual' })).toEqual({
      settings: { target: 6, deck: 'short', positions: 'betting', noPlay: true, clock: '3+2', payment: 'manual' },
    });
    expect(spendiiSettings({ noPlay: 'false' }).settings).toEqual({ noPlay: false });
    expect(spendiiSettings({ moveAdvice: 'true' }).settings).toEqual({ moveAdvice: true });
    expect(spendiiSettings({ chips: '2', gold: '0' }).settings).toEqual({ chips: 2, gold: 0 });
    // The chips' preset is the server's to pick from the playing count: not sent.
    expect(spendiiSettings({ chips: 'preset', gold: '6' }).settings).toEqual({ gold: 6 });
    expect(spendiiSettings({ chips: '10' }).error).toMatch(/^Chips per colour/);
    expect(spendiiSettings({ gold: '7' }).error).toMatch(/^Gold chips/);
  });
  it('refuses values out of bounds, naming the field', () => {
    expect(spendiiSettings({ target: '5' }).error).toBe('Target score must be a whole number from 6 to 21.');
    expect(spendiiSettings({ target: '22' }).error).toMatch(/Target score/);
    expect(spendiiSettings({ target: '7.5' }).error).toMatch(/Target score/);
    expect(spendiiSettings({ deck: 'long' }).error).toMatch(/^Deck/);
  });
  it('describes the settings the waiting room lists', () => {
    expect(describeSpendiiSetting('target', 6)).toEqual({ label: 'Target score' });
    expect(describeSpendiiSetting('clock', { minutes: 10, increment: 5 })).toEqual({ label: 'Clock', shown: '10 min + 5 s per turn' });
    expect(describeSpendiiSetting('positions', 'betting')).toEqual({ label: 'Position assignment', shown: 'Betting (bid for positions)' });
    expect(describeSpendiiSetting('noPlay', false)?.shown).toBe('No: everyone plays');
    expect(describeSpendiiSetting('seatInfo', [])).toBeUndefined();
  });
});
