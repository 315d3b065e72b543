// Each game's own room settings on the create form. A blank field is left
// out of the request so the room takes the administrator's defaults.
import type { JSX } from 'preact';

export type SettingsDraft = Record<string, string>;

interface Props {
  game: string;
  draft: SettingsDraft;
  onChange: (draft: SettingsDraft) => void;
}

/** The drafted fields as the settings object for POST /api/rooms (numbers as numbers). */
export function settingsFromDraft(game: string, draft: SettingsDraft): Record<string, unknown> | undefined {
  if (game !== 'bidlock') return undefined;
  const turn = (draft.turnSeconds ?? '').trim();
  if (!turn) return undefined;
  return { turnSeconds: Number(turn) };
}

export function GameSettingsFields({ game, draft, onChange }: Props): JSX.Element | null {
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
