// The Right Price's room settings on the create form: every setting shows
// the server's default (the administrator's when set) and bounds
// (docs/games/right-price.md), and only the fields the player changed are
// sent (./settings.ts).
import type { AdminDefaults, SettingsDraft, SettingsFieldsProps } from '../game';
import { RP_CHOICES, RP_NUMBERS, defaultOf, maxFor, rpSettingsFromDraft, shownValue, shownValues } from './settings';

/** The settings object for POST /api/rooms; throws the message naming a field out of its bounds. */
export function rightPriceSettingsFromDraft(draft: SettingsDraft, defaults?: AdminDefaults): Record<string, unknown> | undefined {
  const { settings, error } = rpSettingsFromDraft(draft, defaults);
  if (error) throw new Error(error);
  return settings;
}

export function RightPriceSettingsFields({ draft, onChange, defaults }: SettingsFieldsProps) {
  const values = shownValues(draft, defaults);
  const set = (key: string, value: string) => onChange({ ...draft, [key]: value });
  const id = (key: string) => `new-room-rp-${key}`;
  return (
    <fieldset class="rp-settings wide" data-testid="rp-settings">
      <legend>The Right Price</legend>
      <div class="rp-settings-grid">
        {RP_CHOICES.map((spec) => (
          <div class="field" key={spec.key}>
            <label for={id(spec.key)}>{spec.label}</label>
            <select id={id(spec.key)} data-testid={id(spec.key)} value={shownValue(draft, spec.key, defaults)} onChange={(e) => set(spec.key, e.currentTarget.value)}>
              {spec.choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                  {c.value === defaultOf(spec.key, defaults) ? ' (default)' : ''}
                </option>
              ))}
            </select>
          </div>
        ))}
        {RP_NUMBERS.filter((spec) => !spec.when || spec.when(values)).map((spec) => {
          const max = maxFor(spec, values);
          return (
            <div class="field" key={spec.key}>
              <label for={id(spec.key)}>{spec.label}</label>
              <input
                id={id(spec.key)}
                data-testid={id(spec.key)}
                type="number"
                inputMode="numeric"
                min={spec.min}
                max={max}
                step={1}
                value={shownValue(draft, spec.key, defaults)}
                onInput={(e) => set(spec.key, e.currentTarget.value)}
              />
              <span class="hint">
                {spec.min.toLocaleString('en')}–{max.toLocaleString('en')}, default {Number(defaultOf(spec.key, defaults)).toLocaleString('en')}
              </span>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
