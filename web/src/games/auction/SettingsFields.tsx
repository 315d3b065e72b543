// Blind Auction's room settings on the create form (./settings.ts): items,
// talk rounds, the turn's seconds and the pricing, each showing its default
// and bounds.
import type { AdminDefaults, SettingsDraft, SettingsFieldsProps } from '../game';
import { AUCTION_NUMBERS, PRICING_CHOICES, auctionSettings, defaultOf, shownValue } from './settings';

/** The settings object for POST /api/rooms; throws the message naming a field out of its bounds. */
export function auctionSettingsFromDraft(draft: SettingsDraft, defaults?: AdminDefaults): Record<string, unknown> | undefined {
  const { settings, error } = auctionSettings(draft, defaults);
  if (error) throw new Error(error);
  return settings;
}

export function AuctionSettingsFields({ draft, onChange, defaults }: SettingsFieldsProps) {
  const set = (key: string, value: string) => onChange({ ...draft, [key]: value });
  const id = (key: string) => `new-room-auction-${key}`;
  return (
    <fieldset class="auction-settings wide" data-testid="auction-settings">
      <legend>Blind Auction</legend>
      <div class="auction-settings-grid">
        {AUCTION_NUMBERS.map((spec) => (
          <div class="field" key={spec.key}>
            <label for={id(spec.key)}>{spec.label}</label>
            <input
              id={id(spec.key)}
              data-testid={id(spec.key)}
              type="number"
              inputMode="numeric"
              min={spec.min}
              max={spec.max}
              step={1}
              value={shownValue(draft, spec.key, defaults)}
              onInput={(e) => set(spec.key, e.currentTarget.value)}
            />
            <span class="hint">
              {spec.min}–{spec.max}, default {defaultOf(spec.key, defaults)}
            </span>
          </div>
        ))}
        <div class="field">
          <label for={id('pricing')}>Pricing</label>
          <select id={id('pricing')} data-testid={id('pricing')} value={shownValue(draft, 'pricing', defaults)} onChange={(e) => set('pricing', e.currentTarget.value)}>
            {PRICING_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
                {c.value === defaultOf('pricing', defaults) ? ' (default)' : ''}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
