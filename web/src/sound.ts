// The table's sounds, made with the Web Audio API (no sound files): a short
// tick when your turn starts, a rising pair of notes when you win something.
// Off unless the player turns it on (the header's toggle); the choice is kept.
const KEY = 'gavel.sound';

export function soundOn(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

export function setSoundOn(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(KEY, 'on');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage is unavailable: the choice lasts until the page is closed.
  }
  window.dispatchEvent(new Event('gavel-sound'));
}

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (!soundOn() || typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  // Browsers start a context suspended until a user gesture; resuming is allowed after one.
  if (context.state === 'suspended') void context.resume();
  return context;
}

function tone(ctx: AudioContext, frequency: number, startIn: number, length: number, volume: number): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  const t = ctx.currentTime + startIn;
  osc.frequency.setValueAtTime(frequency, t);
  // A quick fade in and out, so the note does not click.
  gain.gain.setValueAtTime(0, t);
  gain.gain.linearRampToValueAtTime(volume, t + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, t + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(t);
  osc.stop(t + length + 0.02);
}

/** Your turn has started. */
export function playTick(): void {
  const ctx = audio();
  if (ctx) tone(ctx, 880, 0, 0.06, 0.15);
}

/** You won a pot, an item or the round. */
export function playWin(): void {
  const ctx = audio();
  if (!ctx) return;
  tone(ctx, 660, 0, 0.12, 0.18);
  tone(ctx, 990, 0.12, 0.22, 0.18);
}
