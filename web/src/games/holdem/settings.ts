// Hold'em's room settings on the create form: names, defaults and bounds as
// the server has them (src/games/holdem/settings.*, docs/games/holdem.md
// "Settings"). The seat count is the room's capacity. Only the fields the
// player changed are sent; the others take the server's (or the
// administrator's) defaults.
import type { AdminDefaults } from '../game';
import { appliesTo } from './voronoi/settings';

export interface NumberSpec {
  key: string;
  label: string;
  default: number;
  min: number;
  max: number;
}

export interface ChoiceSpec {
  key: string;
  label: string;
  default: string;
  choices: { value: string; label: string }[];
}

export const HOLDEM_NUMBERS: NumberSpec[] = [
  { key: 'starting_chips', label: 'Starting chips', default: 1000, min: 10, max: 1_000_000 },
  { key: 'big_blind', label: 'Big blind', default: 10, min: 2, max: 1_000_000 },
  { key: 'ante', label: 'Ante per player', default: 0, min: 0, max: 1_000_000 },
];

const seconds = (values: number[]) => values.map((v) => ({ value: String(v), label: `${v} seconds` }));

export const HOLDEM_CHOICES: ChoiceSpec[] = [
  {
    key: 'card_type',
    label: 'Card type',
    default: 'value_sum',
    choices: [
      { value: 'value_sum', label: 'Value-sum (cards 1–20)' },
      { value: 'point_voronoi', label: 'Point-Voronoi (points on a square)' },
      { value: 'square_grid', label: 'Square-grid (polyominoes)' },
      { value: 'triangular_grid', label: 'Triangular-grid (polyiamonds)' },
      { value: 'polyabolo_grid', label: 'Polyabolo-grid (polyaboloes)' },
    ],
  },
  { key: 'max_sum', label: 'Maximum sum', default: '30', choices: ['25', '30', '40'].map((v) => ({ value: v, label: v })) },
  {
    key: 'progression',
    label: 'Blind progression',
    default: 'x1.5',
    choices: [
      { value: 'fixed', label: 'Fixed' },
      { value: 'x1.5', label: '×1.5 every 10 hands' },
      { value: 'x2', label: '×2 every 10 hands' },
    ],
  },
  { key: 'action_seconds', label: 'Time per action', default: '30', choices: seconds([15, 30, 60]) },
  {
    key: 'submission',
    label: 'Submission mode',
    default: 'manual',
    choices: [
      { value: 'manual', label: 'Manual' },
      { value: 'automatic', label: 'Automatic best' },
    ],
  },
  { key: 'selection_seconds', label: 'Selection time', default: '60', choices: seconds([30, 60, 90]) },
  { key: 'break_seconds', label: 'Break between hands', default: '60', choices: seconds([30, 60, 120]) },
];

/** Settings the server keeps as numbers although the form picks them from a list. */
const NUMERIC_CHOICES = new Set(['max_sum', 'action_seconds', 'selection_seconds', 'break_seconds']);

/** A field's default: the administrator's when set, else the game's own. */
export function defaultOf(key: string, admin?: AdminDefaults): string {
  const given = admin?.[key];
  if (typeof given === 'number' || typeof given === 'string') return String(given);
  const spec = HOLDEM_NUMBERS.find((s) => s.key === key) ?? HOLDEM_CHOICES.find((s) => s.key === key);
  return spec ? String(spec.default) : '';
}

export function shownValue(draft: Record<string, string>, key: string, admin?: AdminDefaults): string {
  return draft[key] ?? defaultOf(key, admin);
}

/** The settings for POST /api/rooms from the changed fields, or an error naming the field. */
export function holdemSettings(draft: Record<string, string>, admin?: AdminDefaults): { settings?: Record<string, unknown>; error?: string } {
  const settings: Record<string, unknown> = {};
  const numbers: Record<string, number> = {};
  for (const spec of HOLDEM_NUMBERS) {
    const text = shownValue(draft, spec.key, admin).trim();
    const n = Number(text);
    if (text === '' || !Number.isInteger(n) || n < spec.min || n > spec.max) {
      return { error: `${spec.label} must be a whole number from ${spec.min} to ${spec.max.toLocaleString('en-US')}.` };
    }
    numbers[spec.key] = n;
    if (draft[spec.key] !== undefined) settings[spec.key] = n;
  }
  if (numbers.big_blind! % 2 !== 0) return { error: 'Big blind must be an even number (the small blind is half of it).' };
  if (numbers.big_blind! + numbers.ante! > numbers.starting_chips!) return { error: 'Big blind plus ante cannot exceed the starting chips.' };
  const cardType = shownValue(draft, 'card_type', admin);
  for (const spec of HOLDEM_CHOICES) {
    const value = draft[spec.key];
    if (value === undefined || !appliesTo(spec.key, cardType)) continue;
    if (!spec.choices.some((c) => c.value === value)) return { error: `${spec.label}: choose one of the listed values.` };
    settings[spec.key] = NUMERIC_CHOICES.has(spec.key) ? Number(value) : value;
  }
  return Object.keys(settings).length ? { settings } : {};
}

/** A room setting in words for the waiting room's summary. */
export function describeHoldemSetting(key: string, value: unknown): { label: string; shown?: string } | undefined {
  const choice = HOLDEM_CHOICES.find((s) => s.key === key);
  if (choice) {
    const shown = choice.choices.find((c) => c.value === String(value))?.label;
    return shown ? { label: choice.label, shown } : { label: choice.label };
  }
  if (key === 'panel' && Array.isArray(value)) {
    // A full polyabolo square counts two unit triangles; every other tile one.
    const tiles = value.reduce((n: number, t: unknown) => n + (Array.isArray(t) && t.length === 3 && t[2] === 4 ? 2 : 1), 0);
    return { label: 'Panel', shown: `${tiles} tiles` };
  }
  const spec = HOLDEM_NUMBERS.find((s) => s.key === key);
  if (!spec) return undefined;
  if (key === 'ante' && value === 0) return { label: spec.label, shown: 'none' };
  return { label: spec.label };
}
