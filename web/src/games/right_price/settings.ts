// The Right Price's room settings on the create form: the server's defaults
// and bounds (docs/games/right-price.md "Settings"), the draft the form
// edits, and the settings object POST /api/rooms gets. Only the fields the
// player changed are sent; the others take the server's defaults. The seat
// limits are not here: they come from GET /api (games.ts).
import type { AdminDefaults } from '../game';

export interface NumberSpec {
  key: string;
  label: string;
  default: number;
  min: number;
  max: number;
  /** Shown only when this holds for the draft (Minimum increase: Open mode only). */
  when?: (values: Record<string, string>) => boolean;
}

export interface ChoiceSpec {
  key: string;
  label: string;
  default: string;
  choices: { value: string; label: string }[];
  /** The values are numbers on the wire (round break seconds). */
  numeric?: boolean;
}

export const RP_NUMBERS: NumberSpec[] = [
  { key: 'startingCapital', label: 'Starting capital ($)', default: 1000, min: 10, max: 1_000_000 },
  { key: 'basePrizePool', label: 'Base prize pool ($)', default: 300, min: 1, max: 2_000_000 },
  { key: 'itemsPerRound', label: 'Items per round', default: 3, min: 1, max: 10 },
  { key: 'rounds', label: 'Rounds', default: 5, min: 1, max: 20 },
  { key: 'bettingSeconds', label: 'Betting time (s)', default: 30, min: 5, max: 300 },
  {
    key: 'minIncrease',
    label: 'Minimum increase ($)',
    default: 10,
    min: 1,
    max: 1_000_000,
    when: (v) => v.bettingMode === 'open',
  },
];

export const RP_CHOICES: ChoiceSpec[] = [
  {
    key: 'bettingMode',
    label: 'Betting mode',
    default: 'blind',
    choices: [
      { value: 'blind', label: 'Blind' },
      { value: 'open', label: 'Open' },
    ],
  },
  {
    key: 'paymentsTo',
    label: 'Payments go to',
    default: 'pool',
    choices: [
      { value: 'pool', label: 'Prize pool' },
      { value: 'bank', label: 'Bank' },
    ],
  },
  {
    key: 'roundBreakSeconds',
    label: 'Round break',
    default: '10',
    numeric: true,
    choices: [
      { value: '5', label: '5 s' },
      { value: '10', label: '10 s' },
      { value: '30', label: '30 s' },
    ],
  },
];


/** A field's default: the administrator's when set, else the game's own. */
export function defaultOf(key: string, admin?: AdminDefaults): string {
  const given = admin?.[key];
  if (typeof given === 'number' || typeof given === 'string') return String(given);
  const spec = RP_NUMBERS.find((s) => s.key === key);
  const choice = RP_CHOICES.find((s) => s.key === key);
  return spec ? String(spec.default) : choice ? choice.default : '';
}

/** What a field shows: the drafted text, else the default. */
export function shownValue(draft: Record<string, string>, key: string, admin?: AdminDefaults): string {
  return draft[key] ?? defaultOf(key, admin);
}

/** Every field's shown value, for the `when` conditions. */
export function shownValues(draft: Record<string, string>, admin?: AdminDefaults): Record<string, string> {
  const all: Record<string, string> = {};
  for (const s of RP_NUMBERS) all[s.key] = shownValue(draft, s.key, admin);
  for (const s of RP_CHOICES) all[s.key] = shownValue(draft, s.key, admin);
  return all;
}

/** The upper bound of a number field given the others (the pool is at most twice the starting capital). */
export function maxFor(spec: NumberSpec, values: Record<string, string>): number {
  if (spec.key === 'basePrizePool') {
    const capital = Number(values.startingCapital);
    if (Number.isInteger(capital) && capital > 0) return Math.min(spec.max, 2 * capital);
  }
  return spec.max;
}

/**
 * The settings object for POST /api/rooms from the changed fields, or an
 * error naming the field. Minimum increase is left out in Blind mode.
 */
export function rpSettingsFromDraft(
  draft: Record<string, string>,
  admin?: AdminDefaults,
): { settings?: Record<string, unknown>; error?: string } {
  const values = shownValues(draft, admin);
  const settings: Record<string, unknown> = {};
  for (const spec of RP_NUMBERS) {
    if (spec.when && !spec.when(values)) continue;
    const text = values[spec.key]!.trim();
    const n = Number(text);
    const max = maxFor(spec, values);
    if (text === '' || !Number.isInteger(n) || n < spec.min || n > max) {
      return { error: `${spec.label.replace(/ \(.*\)$/, '')} must be a whole number from ${spec.min} to ${max}.` };
    }
    if (draft[spec.key] !== undefined) settings[spec.key] = n;
  }
  for (const spec of RP_CHOICES) {
    const v = draft[spec.key];
    if (v === undefined) continue;
    if (!spec.choices.some((c) => c.value === v)) return { error: `${spec.label}: choose one of the options.` };
    settings[spec.key] = spec.numeric ? Number(v) : v;
  }
  return Object.keys(settings).length ? { settings } : {};
}

/** A room setting in words for the waiting room's summary (the choices by their labels). */
export function describeRpSetting(key: string, value: unknown): { label: string; shown?: string } | undefined {
  const choice = RP_CHOICES.find((c) => c.key === key);
  const label = RP_NUMBERS.find((n) => n.key === key)?.label ?? choice?.label;
  if (!label) return undefined;
  const shown = choice?.choices.find((c) => c.value === String(value))?.label;
  return shown === undefined ? { label } : { label, shown };
}
