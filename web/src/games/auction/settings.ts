// Blind Auction's room settings on the create form: names, defaults and
// bounds as the server has them (src/games/auction/settings.h,
// docs/games/blind-auction.md "Settings"). The seat count is the room's
// capacity (GET /api room limits, 3–8), so it is not here. Only the fields
// the player changed are sent; the others take the server's defaults (or
// the administrator's).
import type { AdminDefaults } from '../game';

export interface NumberSpec {
  key: string;
  label: string;
  default: number;
  min: number;
  max: number;
}

export const AUCTION_NUMBERS: NumberSpec[] = [
  { key: 'items', label: 'Items', default: 10, min: 1, max: 50 },
  { key: 'talk_rounds', label: 'Talk rounds per item', default: 1, min: 0, max: 3 },
  // The room's turn timer in seconds; the server turns it into the turn deadline.
  { key: 'turnSeconds', label: 'Seconds per turn', default: 10, min: 2, max: 60 },
];

export const PRICING_CHOICES = [
  { value: 'first', label: 'First price (pay your bid)' },
  { value: 'second', label: 'Second price (pay the next bid)' },
];

/** A field's default: the administrator's when set, else the game's own. */
export function defaultOf(key: string, admin?: AdminDefaults): string {
  const given = admin?.[key];
  if (typeof given === 'number' || typeof given === 'string') return String(given);
  if (key === 'pricing') return 'first';
  const spec = AUCTION_NUMBERS.find((s) => s.key === key);
  return spec ? String(spec.default) : '';
}

export function shownValue(draft: Record<string, string>, key: string, admin?: AdminDefaults): string {
  return draft[key] ?? defaultOf(key, admin);
}

/** The settings for POST /api/rooms from the changed fields, or an error naming the field. */
export function auctionSettings(draft: Record<string, string>, admin?: AdminDefaults): { settings?: Record<string, unknown>; error?: string } {
  const settings: Record<string, unknown> = {};
  for (const spec of AUCTION_NUMBERS) {
    const text = shownValue(draft, spec.key, admin).trim();
    const n = Number(text);
    if (text === '' || !Number.isInteger(n) || n < spec.min || n > spec.max) {
      return { error: `${spec.label} must be a whole number from ${spec.min} to ${spec.max}.` };
    }
    if (draft[spec.key] !== undefined) settings[spec.key] = n;
  }
  const pricing = draft.pricing;
  if (pricing !== undefined) {
    if (!PRICING_CHOICES.some((c) => c.value === pricing)) return { error: 'Pricing: choose first or second price.' };
    settings.pricing = pricing;
  }
  return Object.keys(settings).length ? { settings } : {};
}

/** A room setting in words for the waiting room's summary. */
export function describeAuctionSetting(key: string, value: unknown): { label: string; shown?: string } | undefined {
  if (key === 'pricing') {
    const shown = PRICING_CHOICES.find((c) => c.value === value)?.label;
    return shown ? { label: 'Pricing', shown } : { label: 'Pricing' };
  }
  if (key === 'turn_deadline_ms' && typeof value === 'number') return { label: 'Seconds per turn', shown: String(value / 1000) };
  const spec = AUCTION_NUMBERS.find((s) => s.key === key);
  return spec ? { label: spec.label } : undefined;
}
