// Spendii's room settings on the create form: names, defaults and bounds as
// docs/games/spendii.md "Settings" has them. The seat count (NO PLAY
// included) is the room's capacity, so it is not here. Only the fields the
// player changed are sent; the others take the server's defaults (or the
// administrator's).
import type { AdminDefaults } from '../game';

export interface Choice {
  value: string;
  label: string;
  /** Offered only when the server is a testing environment (the server refuses it elsewhere). */
  testingOnly?: boolean;
}

export interface ChoiceSpec {
  key: string;
  label: string;
  default: string;
  choices: Choice[];
}

export const TARGET = { key: 'target', label: 'Target score', default: 15, min: 6, max: 21 };

/** The chips field's "leave it to the server" value (its preset for the playing count). */
const PRESET = 'preset';

export const SPENDII_CHOICES: ChoiceSpec[] = [
  {
    key: 'clock',
    label: 'Clock (minutes + seconds per turn)',
    default: '10+5',
    choices: ['3+2', '5+3', '10+5', '15+10', '30+15'].map((c) => ({ value: c, label: c })),
  },
  {
    key: 'deck',
    label: 'Deck',
    default: 'standard',
    choices: [
      { value: 'standard', label: 'Standard (90 cards)' },
      { value: 'short', label: 'Short test deck (15 cards, unrated)', testingOnly: true },
    ],
  },
  {
    key: 'positions',
    label: 'Position assignment',
    default: 'random',
    choices: [
      { value: 'random', label: 'Random' },
      { value: 'betting', label: 'Betting (bid for positions)' },
    ],
  },
  {
    key: 'hideIdentities',
    label: 'Hide identities',
    default: 'off',
    choices: [
      { value: 'off', label: 'Off' },
      { value: 'players', label: 'Players' },
      { value: 'playersAndBots', label: 'Players and bots' },
    ],
  },
  {
    key: 'noPlay',
    label: 'NO PLAY seat',
    default: 'false',
    choices: [
      { value: 'false', label: 'No: everyone plays' },
      // Decision 5 of docs/games/spendii.md: said on the form.
      { value: 'true', label: 'Yes: one seat sits out (a Random NO PLAY seat ends on 0 points, rated)' },
    ],
  },
  {
    // Note 16: left at the preset, the server picks it from the playing count.
    key: 'chips',
    label: 'Chips per colour',
    default: PRESET,
    choices: [
      { value: PRESET, label: 'Preset for the players (4, 5, 7, 8 for 2, 3, 4, 5 playing)' },
      ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => ({ value: String(n), label: String(n) })),
    ],
  },
  {
    key: 'gold',
    label: 'Gold chips',
    default: '5',
    choices: [0, 1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: String(n) })),
  },
  {
    key: 'payment',
    label: 'Payment',
    default: 'leastGold',
    choices: [
      { value: 'leastGold', label: 'Automatic (least gold)' },
      { value: 'manual', label: 'Manual (choose the chips)' },
    ],
  },
  {
    key: 'moveAdvice',
    label: 'Move advice',
    default: 'false',
    choices: [
      { value: 'false', label: 'Off' },
      { value: 'true', label: 'On: players may ask what the bot would do' },
    ],
  },
];

/** The settings sent as booleans, and as whole numbers. */
const BOOLEAN_KEYS = new Set(['noPlay', 'moveAdvice']);
const NUMBER_KEYS = new Set(['chips', 'gold']);

function adminText(key: string, admin?: AdminDefaults): string | undefined {
  const given = admin?.[key];
  if (typeof given === 'number' || typeof given === 'string' || typeof given === 'boolean') return String(given);
  if (key === 'clock' && given && typeof given === 'object') {
    const c = given as { minutes?: number; increment?: number };
    return `${c.minutes}+${c.increment}`;
  }
  return undefined;
}

/** A field's default: the administrator's when set, else the game's own. */
/** A list's choices as the create form offers them: test-only ones only in the testing environment. */
export function offeredChoices(spec: ChoiceSpec, testing?: boolean): Choice[] {
  return spec.choices.filter((c) => testing || !c.testingOnly);
}

export function defaultOf(key: string, admin?: AdminDefaults): string {
  const given = adminText(key, admin);
  if (given !== undefined) return given;
  if (key === TARGET.key) return String(TARGET.default);
  return SPENDII_CHOICES.find((s) => s.key === key)?.default ?? '';
}

export function shownValue(draft: Record<string, string>, key: string, admin?: AdminDefaults): string {
  return draft[key] ?? defaultOf(key, admin);
}

/** The settings for POST /api/rooms from the changed fields, or an error naming the field. */
export function spendiiSettings(draft: Record<string, string>, admin?: AdminDefaults): { settings?: Record<string, unknown>; error?: string } {
  const settings: Record<string, unknown> = {};
  const text = shownValue(draft, TARGET.key, admin).trim();
  const n = Number(text);
  if (text === '' || !Number.isInteger(n) || n < TARGET.min || n > TARGET.max) {
    return { error: `${TARGET.label} must be a whole number from ${TARGET.min} to ${TARGET.max}.` };
  }
  if (draft[TARGET.key] !== undefined) settings[TARGET.key] = n;
  for (const spec of SPENDII_CHOICES) {
    const value = draft[spec.key];
    if (value === undefined) continue;
    if (!spec.choices.some((c) => c.value === value)) return { error: `${spec.label}: choose one of the listed values.` };
    if (value === PRESET) continue;
    settings[spec.key] = BOOLEAN_KEYS.has(spec.key) ? value === 'true' : NUMBER_KEYS.has(spec.key) ? Number(value) : value;
  }
  return Object.keys(settings).length ? { settings } : {};
}

function clockWords(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const c = value as { minutes?: number; increment?: number };
    if (typeof c.minutes === 'number') return `${c.minutes} min + ${c.increment ?? 0} s per turn`;
  }
  return undefined;
}

/** A room setting in words for the waiting room's summary. */
export function describeSpendiiSetting(key: string, value: unknown): { label: string; shown?: string } | undefined {
  if (key === TARGET.key) return { label: TARGET.label };
  if (key === 'clock') {
    const shown = clockWords(value);
    return shown ? { label: 'Clock', shown } : { label: 'Clock' };
  }
  if (key === 'chips') return { label: 'Chips per colour' };
  if (key === 'gold') return { label: 'Gold chips' };
  const spec = SPENDII_CHOICES.find((s) => s.key === key);
  if (!spec) return undefined;
  const shown = spec.choices.find((c) => c.value === String(value))?.label;
  return shown ? { label: spec.label, shown } : { label: spec.label };
}
