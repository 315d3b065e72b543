// A colour's chip with its count; a button when it can be picked (the take
// and return selections), said in words too for screen readers.
import type { ChipColour } from './types';

export function Chip({ colour, count, onPick, disabled = false, testid }: { colour: ChipColour; count: number; onPick?: () => void; disabled?: boolean; testid?: string }) {
  const label = `${count} ${colour}`;
  if (!onPick) {
    return (
      <span class={`sp-chip chip-${colour}${count === 0 ? ' empty' : ''}`} data-testid={testid} data-count={count} title={label} aria-label={label} role="img">
        {count}
      </span>
    );
  }
  return (
    <button type="button" class={`sp-chip chip-${colour} pick`} data-testid={testid} data-count={count} title={`${label}: pick one`} aria-label={`${label}: pick one`} disabled={disabled} onClick={onPick}>
      {count}
    </button>
  );
}

/** A bonus (discount) in a colour: a small square, the count inside. */
export function Bonus({ colour, count, testid }: { colour: ChipColour; count: number; testid?: string }) {
  return (
    <span class={`sp-bonus chip-${colour}${count === 0 ? ' empty' : ''}`} data-testid={testid} title={`${count} ${colour} discount`} aria-label={`${count} ${colour} discount`} role="img">
      {count}
    </span>
  );
}
