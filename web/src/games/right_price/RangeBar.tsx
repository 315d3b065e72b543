// An item's range on the 1–100 value scale, drawn as a bar; once revealed
// its value drops onto it as a marker. Used on the seats (items held) and in
// the table's centre (the item up for auction, the round's items).

export function RangeBar({ lo, hi, value = null, big = false, label, testid }: { lo: number; hi: number; value?: number | null; big?: boolean; label?: string; testid?: string }) {
  const spoken = `${label ? `${label}: ` : ''}value between ${lo} and ${hi} of 100${value !== null ? `, worth ${value}` : ''}`;
  return (
    <span class={`range-bar${big ? ' big' : ''}`} role="img" aria-label={spoken} data-testid={testid} data-value={value ?? ''}>
      <span class="range-fill" style={{ left: `${lo}%`, width: `${Math.max(1, hi - lo)}%` }} />
      {value !== null && <span class="range-value" style={{ left: `${value}%` }} />}
    </span>
  );
}

/** The scale under the centre's bar: its ends and middle. */
export function ScaleTicks() {
  return (
    <span class="range-ticks" aria-hidden="true">
      <span style={{ left: '0%' }}>1</span>
      <span style={{ left: '50%' }}>50</span>
      <span style={{ left: '100%' }}>100</span>
    </span>
  );
}
