// Bidlock's room settings on the create form: the turn timer. A blank field
// is left out of the request so the room takes the administrator's default.
import type { SettingsDraft, SettingsFieldsProps } from '../game';

export function BidlockSettingsFields({ draft, onChange }: SettingsFieldsProps) {
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

export function bidlockSettingsFromDraft(draft: SettingsDraft): Record<string, unknown> | undefined {
  const turn = (draft.turnSeconds ?? '').trim();
  if (!turn) return undefined;
  return { turnSeconds: Number(turn) };
}

export function describeBidlockSetting(key: string): { label: string } | undefined {
  return key === 'turnSeconds' ? { label: 'Seconds per turn' } : undefined;
}
