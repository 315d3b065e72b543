// Hold'em's room settings on the create form (./settings.ts): the card
// type and its Maximum sum, chips, blinds and their progression, the ante,
// the times and the submission mode, each showing its default and bounds.
import type { AdminDefaults, SettingsDraft, SettingsFieldsProps } from '../game';
import { HOLDEM_CHOICES, HOLDEM_NUMBERS, defaultOf, holdemSettings, shownValue } from './settings';
import { appliesTo } from './voronoi/settings';
import { GridPanelEditor } from './grid/GridPanelEditor';
import { gridKindOf } from './grid/geometry';
import { panelFor } from './grid/panelEdit';

/** The settings object for POST /api/rooms; throws the message naming a field out of its bounds. */
export function holdemSettingsFromDraft(draft: SettingsDraft, defaults?: AdminDefaults): Record<string, unknown> | undefined {
  const { settings, error } = holdemSettings(draft, defaults);
  if (error) throw new Error(error);
  // A grid type's room takes the panel saved in this browser (or the suggested one).
  const cardType = shownValue(draft, 'card_type', defaults);
  if (gridKindOf(cardType)) return { ...settings, panel: panelFor(cardType) };
  return settings;
}

export function HoldemSettingsFields({ draft, onChange, defaults }: SettingsFieldsProps) {
  const set = (key: string, value: string) => onChange({ ...draft, [key]: value });
  const id = (key: string) => `new-room-holdem-${key}`;
  return (
    <fieldset class="holdem-settings wide" data-testid="holdem-settings">
      <legend>Hold'em</legend>
      <div class="holdem-settings-grid">
        {HOLDEM_CHOICES.filter((spec) => appliesTo(spec.key, shownValue(draft, 'card_type', defaults)) && (spec.key !== 'max_sum' || shownValue(draft, 'card_type', defaults) === 'value_sum')).map((spec) => (
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
        {HOLDEM_NUMBERS.map((spec) => (
          <div class="field" key={spec.key}>
            <label for={id(spec.key)}>{spec.label}</label>
            <input
              id={id(spec.key)}
              data-testid={id(spec.key)}
              type="number"
              inputMode="numeric"
              min={spec.min}
              max={spec.max}
              step={spec.key === 'big_blind' ? 2 : 1}
              value={shownValue(draft, spec.key, defaults)}
              onInput={(e) => set(spec.key, e.currentTarget.value)}
            />
            <span class="hint">
              {spec.min}–{spec.max.toLocaleString('en-US')}, default {defaultOf(spec.key, defaults)}
              {spec.key === 'big_blind' ? ', even' : ''}
            </span>
          </div>
        ))}
      </div>
      {gridKindOf(shownValue(draft, 'card_type', defaults)) && <GridPanelEditor key={shownValue(draft, 'card_type', defaults)} cardType={shownValue(draft, 'card_type', defaults)} />}
    </fieldset>
  );
}
