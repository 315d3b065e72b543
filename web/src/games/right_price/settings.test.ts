import { describe, expect, it } from 'vitest';
import { RP_CHOICES, RP_NUMBERS, maxFor, rpSettingsFromDraft, shownValue, shownValues } from './settings';

describe("The Right Price's create-form settings", () => {
  it("has the server's defaults and bounds", () => {
    const spec = (key: string) => RP_NUMBERS.find((s) => s.key === key)!;
    expect([spec('startingCapital').default, spec('startingCapital').min, spec('startingCapital').max]).toEqual([1000, 10, 1_000_000]);
    expect([spec('basePrizePool').default, spec('basePrizePool').min]).toEqual([300, 1]);
    expect([spec('itemsPerRound').default, spec('itemsPerRound').min, spec('itemsPerRound').max]).toEqual([3, 1, 10]);
    expect([spec('rounds').default, spec('rounds').min, spec('rounds').max]).toEqual([5, 1, 20]);
    expect([spec('bettingSeconds').default, spec('bettingSeconds').min, spec('bettingSeconds').max]).toEqual([30, 5, 300]);
    expect([spec('minIncrease').default, spec('minIncrease').min, spec('minIncrease').max]).toEqual([10, 1, 1_000_000]);
    expect(RP_CHOICES.find((c) => c.key === 'roundBreakSeconds')!.choices.map((c) => c.value)).toEqual(['5', '10', '30']);
  });
  it('shows the default until a field is changed', () => {
    expect(shownValue({}, 'rounds')).toBe('5');
    expect(shownValue({ rounds: '2' }, 'rounds')).toBe('2');
    expect(shownValue({}, 'bettingMode')).toBe('blind');
  });
  it('sends only the changed fields, numbers as numbers', () => {
    expect(rpSettingsFromDraft({})).toEqual({});
    expect(rpSettingsFromDraft({ rounds: '2', itemsPerRound: '2', roundBreakSeconds: '5', bettingSeconds: '6' })).toEqual({
      settings: { rounds: 2, itemsPerRound: 2, roundBreakSeconds: 5, bettingSeconds: 6 },
    });
    expect(rpSettingsFromDraft({ bettingMode: 'open', minIncrease: '25', paymentsTo: 'bank' })).toEqual({
      settings: { bettingMode: 'open', minIncrease: 25, paymentsTo: 'bank' },
    });
  });
  it('leaves the minimum increase out in Blind mode', () => {
    expect(rpSettingsFromDraft({ minIncrease: '25' })).toEqual({});
    const shown = RP_NUMBERS.filter((s) => !s.when || s.when(shownValues({}))).map((s) => s.key);
    expect(shown).not.toContain('minIncrease');
    expect(RP_NUMBERS.filter((s) => !s.when || s.when(shownValues({ bettingMode: 'open' }))).map((s) => s.key)).toContain('minIncrease');
  });
  it('refuses values out of bounds, naming the field', () => {
    expect(rpSettingsFromDraft({ rounds: '21' }).error).toMatch(/Rounds must be a whole number from 1 to 20/);
    expect(rpSettingsFromDraft({ rounds: '2.5' }).error).toMatch(/Rounds/);
    expect(rpSettingsFromDraft({ bettingSeconds: '4' }).error).toMatch(/Betting time/);
    expect(rpSettingsFromDraft({ rounds: '' }).error).toMatch(/Rounds/);
  });
  it('keeps the base pool at most twice the starting capital', () => {
    const pool = RP_NUMBERS.find((s) => s.key === 'basePrizePool')!;
    expect(maxFor(pool, shownValues({ startingCapital: '100' }))).toBe(200);
    expect(rpSettingsFromDraft({ startingCapital: '100' }).error).toMatch(/Base prize pool must be a whole number from 1 to 200/);
    expect(rpSettingsFromDraft({ startingCapital: '100', basePrizePool: '200' })).toEqual({ settings: { startingCapital: 100, basePrizePool: 200 } });
  });
  it('shows the administrator\'s defaults and sends only what the player changed', () => {
    const admin = { rounds: 2, bettingMode: 'open' };
    expect(shownValue({}, 'rounds', admin)).toBe('2');
    expect(shownValue({}, 'bettingMode', admin)).toBe('open');
    expect(shownValue({}, 'itemsPerRound', admin)).toBe('3'); // not set by the administrator
    expect(shownValue({ rounds: '4' }, 'rounds', admin)).toBe('4');
    // Open mode comes from the administrator, so Minimum increase is on the form and checked.
    expect(rpSettingsFromDraft({ minIncrease: '25' }, admin)).toEqual({ settings: { minIncrease: 25 } });
    expect(rpSettingsFromDraft({}, admin)).toEqual({});
  });
});
