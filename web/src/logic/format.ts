// Small pure formatting helpers shared by the pages.

const MINUS = '\u2212';

/** A prize or score with its sign: +4, −2, 0. Uses a real minus sign. */
export function signed(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `${MINUS}${Math.abs(value)}`;
  return '0';
}

/** Spoken form for screen readers: "plus 4", "minus 2", "zero". */
export function spokenSigned(value: number): string {
  if (value > 0) return `plus ${value}`;
  if (value < 0) return `minus ${Math.abs(value)}`;
  return 'zero';
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st ... */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** Seconds for the countdown: "0:27", "1:05"; whole seconds rounded up. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}

/** Match codes are upper case letters and digits; anything else is dropped. */
export function normalizeCode(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** "Ada", "Ada and Bob", "Ada, Bob and Cy". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
