// Each game's own room settings on the create form. Bidlock: a blank field is
// left out of the request so the room takes the administrator's defaults.
// The Right Price: every setting shows the server's default and bounds
// (docs/games/right-price.md), and only the fields the player changed are
// sent (logic/rpSettings.ts).
import type { JSX } from 'preact';
import {
  type AdminDefaults,
  RP_CHOICES,
  RP_NUMBERS,
  defaultOf,
  maxFor,
  rpSettingsFromDraft,
  shownValue,
  shownValues,
} from '../../logic/rpSettings';

export type SettingsDraft = Record<string, string>;

interface Props {
  game: string;
  draft: SettingsDraft;
  onChange: (draft: SettingsDraft) => void;
  /** The administrator's defaults for this game (GET /api), shown as the defaults. */
  defaults?: AdminDefaults;
}

/**
 * The drafted fields as the settings object for POST /api/rooms (numbers as
 * numbers). Throws an Error with the message to show when a field is out of
 * its bounds.
 */
export function settingsFromDraft(
  game: string,
  draft: SettingsDraft,
  defaults?: AdminDefaults,
): Record<string, unknown> | undefined {
  if (game === 'right_price') {
    const { settings, error } = rpSettingsFromDraft(draft, defaults);
    if (error) throw new Error(error);
    return settings;
  }
  if (game !== 'bidlock') return undefined;
  const turn = (draft.turnSeconds ?? '').trim();
  if (!turn) return undefined;
  return { turnSeconds: Number(turn) };
}

function RightPriceFields({ draft, onChange, defaults }: Omit<Props, 'game'>): JSX.Element {
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

export function GameSettingsFields({ game, draft, onChange, defaults }: Props): JSX.Element | null {
  if (game === 'right_price') return <RightPriceFields draft={draft} onChange={onChange} defaults={defaults} />;
  if (game !== 'bidlock') return null;
  return (
    <div class="field">
      <label for="new-room-turn">Seconds per turn (5–300)</label>
      <input
        id="new-room-turn"
        data-testid="new-room-turn"
        type="number"
        inputMode="numeric"
        min={5}
        max={300}
        step={1}
        placeholder="Default"
        value={draft.turnSeconds ?? ''}
        onInput={(e) => onChange({ ...draft, turnSeconds: e.currentTarget.value })}
      />
    </div>
  );
}
