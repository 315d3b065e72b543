// The Raise-to (or Bet) total: a slider whose scale starts at 0 and whose
// maximum adapts as ./slider.ts says, a "pot size" marker, and a typed total.
// The thumb never goes below the minimum legal total.
import { useState } from 'preact/hooks';
import { percentOf, potMarker, sliderMax, typedTotal } from './slider';

interface Props {
  /** "raise" (Raise to) or "bet". */
  kind: 'raise' | 'bet';
  min: number;
  /** The highest legal total (stack plus bet this round). */
  max: number;
  pot: number;
  disabled: boolean;
  onSubmit: (total: number) => void;
}

export function RaiseSlider({ kind, min, max, pot, disabled, onSubmit }: Props) {
  const [selected, setSelected] = useState(min);
  const [scale, setScale] = useState(() => sliderMax({ selected: min, currentMax: null, pot, total: max }));
  const [typed, setTyped] = useState(String(min));
  const choose = (value: number) => {
    const total = Math.max(min, Math.min(max, Math.round(value)));
    setSelected(total);
    setTyped(String(total));
    setScale((current) => sliderMax({ selected: total, currentMax: current, pot, total: max }));
  };
  const typedValue = typedTotal(typed, min, max);
  const marker = potMarker(pot, scale);
  const label = kind === 'raise' ? 'Raise to' : 'Bet';
  return (
    <form
      class="holdem-raise"
      data-testid={`${kind}-form`}
      onSubmit={(e) => {
        e.preventDefault();
        if (typedValue !== null) onSubmit(typedValue);
      }}
    >
      <div class="holdem-slider">
        <input
          type="range"
          min={0}
          max={scale}
          step={1}
          value={selected}
          aria-label={`${label} total`}
          data-testid={`${kind}-slider`}
          data-scale-max={scale}
          disabled={disabled}
          onInput={(e) => choose(Number(e.currentTarget.value))}
        />
        {marker !== null && (
          <span class="pot-marker" style={{ left: `${marker}%` }} data-testid="pot-marker">
            pot size
          </span>
        )}
        <span class="hint holdem-scale">
          0–{scale} · selected at {percentOf(selected, scale)}%
        </span>
      </div>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={typed}
        aria-label={`${label} total, typed`}
        data-testid={`${kind}-amount`}
        disabled={disabled}
        onInput={(e) => {
          const text = e.currentTarget.value;
          setTyped(text);
          const n = typedTotal(text, min, max);
          if (n !== null) {
            setSelected(n);
            setScale((current) => sliderMax({ selected: n, currentMax: current, pot, total: max }));
          }
        }}
      />
      <button type="submit" class="btn" data-testid={kind} disabled={disabled || typedValue === null}>
        {label} {typedValue ?? ''}
      </button>
      <span class="hint">
        {min}–{max}
      </span>
    </form>
  );
}
