// Each game's own room settings on the create form. Bidlock: a blank field is
// left out of the request so the room takes the administrator's defaults.
// The Right Price: every setting shows the server's default and bounds
// (docs/games/right-price.md), and only the fields the player changed are
// sent (logic/rpSettings.ts).
import type { JSX } from 'preact';
import { RP_CHOICES, RP_NUMBERS, maxFor, rpSettingsFromDraft, shownValue, shownValues } from '../../logic/rpSettings';

export type SettingsDraft = Record<string, string>;

interface Props {
  game: string;
  draft: SettingsDraft;
  onChange: (draft: SettingsDraft) => void;
}

/**
 * The drafted fields as the settings object for POST /api/rooms (numbers as
 * numbers). Throws an Error with the message to show when a field is out of
 * its bounds.
 */
export function settingsFromDraft(game: string, draft: SettingsDraft): Record<string, unknown> | undefined {
  if (game === 'right_price') {
    const { settings, error } = rpSettingsFromDraft(draft);
    if (error) throw new Error(error);
    return settings;
  }
  if (game !== 'bidlock') return undefined;
  const turn = (draft.turnSeconds ?? '').trim();
  if (!turn) return undefined;
  return { turnSeconds: Number(turn) };
}

function RightPriceFields({ draft, onChange }: Omit<Props, 'game'>): JSX.Element {
  const values = shownValues(draft);
  const set = (key: string, value: string) => onChange({ ...draft, [key]: value });
  const id = (key: string) => `new-room-rp-${key}`;
  return (
    <fieldset class="rp-settings wide" data-testid="rp-settings">
      <legend>The Right Price</legend>
      <div class="rp-settings-grid">
        {RP_CHOICES.map((spec) => (
          <div class="field" key={spec.key}>
            <label for={id(spec.key)}>{spec.label}</label>
            <select id={id(spec.key)} data-testid={id(spec.key)} value={shownValue(draft, spec.key)} onChange={(e) => set(spec.key, e.currentTarget.value)}>
              {spec.choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                  {c.value === spec.default ? ' (default)' : ''}
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
                value={shownValue(draft, spec.key)}
                onInput={(e) => set(spec.key, e.currentTarget.value)}
              />
              <span class="hint">
                {spec.min.toLocaleString('en')}–{max.toLocaleString('en')}, default {spec.default.toLocaleString('en')}
              </span>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export function GameSettingsFields({ game, draft, onChange }: Props): JSX.Element | null {
  if (game === 'right_price') return <RightPriceFields draft={draft} onChange={onChange} />;
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
