// Spendii's room settings on the create form (./settings.ts): the target
// score, then one list per choice, each showing its default.
import type { AdminDefaults, SettingsDraft, SettingsFieldsProps } from '../game';
import { SPENDII_CHOICES, TARGET, defaultOf, offeredChoices, shownValue, spendiiSettings } from './settings';

/** The settings object for POST /api/rooms; throws the message naming a field out of its bounds. */
export function spendiiSettingsFromDraft(draft: SettingsDraft, defaults?: AdminDefaults): Record<string, unknown> | undefined {
  const { settings, error } = spendiiSettings(draft, defaults);
  if (error) throw new Error(error);
  return settings;
}

export function SpendiiSettingsFields({ draft, onChange, defaults, testing }: SettingsFieldsProps) {
  const set = (key: string, value: string) => onChange({ ...draft, [key]: value });
  const id = (key: string) => `new-room-spendii-${key}`;
  return (
    <fieldset class="spendii-settings wide" data-testid="spendii-settings">
      <legend>Spendii</legend>
      <div class="spendii-settings-grid">
        <div class="field">
          <label for={id(TARGET.key)}>{TARGET.label}</label>
          <input
            id={id(TARGET.key)}
            data-testid={id(TARGET.key)}
            type="number"
            inputMode="numeric"
            min={TARGET.min}
            max={TARGET.max}
            step={1}
            value={shownValue(draft, TARGET.key, defaults)}
            onInput={(e) => set(TARGET.key, e.currentTarget.value)}
          />
          <span class="hint">
            {TARGET.min}–{TARGET.max}, default {defaultOf(TARGET.key, defaults)}
          </span>
        </div>
        {SPENDII_CHOICES.map((spec) => (
          <div class="field" key={spec.key}>
            <label for={id(spec.key)}>{spec.label}</label>
            <select id={id(spec.key)} data-testid={id(spec.key)} value={shownValue(draft, spec.key, defaults)} onChange={(e) => set(spec.key, e.currentTarget.value)}>
              {offeredChoices(spec, testing).map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                  {c.value === defaultOf(spec.key, defaults) ? ' (default)' : ''}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
