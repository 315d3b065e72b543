// The bet slider: 0 … the current prize pool in steps of 50 (the last step
// may be shorter, so the far end is the pool itself). The thumb's centre, the
// end labels and the item's two markers are all placed by one formula
// (logic/rightPrice.ts positionCss) and the visible track is drawn between
// the thumb's two extreme centres, so at 0 and at the pool the thumb and the
// labels sit exactly on the track's ends. Dragging, clicking the track and
// the arrow / Home / End keys set the bet; a typed bet moves the thumb, which
// stops at the nearest end when the bet is outside the slider's range.
// The ends are dollars ("$0", "$300"); the markers are the item's values on
// its own 1–100 scale ("56/100"), so they are not read as dollar amounts.
import { useRef } from 'preact/hooks';
import { markerFractions, positionCss, sliderFraction, snapToSlider, stepSlider, valueAtPointer } from './bet';

/** Markers closer than this (value points) get their labels on two lines. */
const CLOSE_MARKERS = 22;

/** The thumb's diameter in px (styles.css .rp-thumb uses the same). */
export const THUMB_PX = 24;

interface Props {
  bet: number | null;
  pool: number;
  lo: number;
  hi: number;
  disabled: boolean;
  onValue: (value: number) => void;
}

export function BetSlider({ bet, pool, lo, hi, disabled, onValue }: Props) {
  const rail = useRef<HTMLDivElement | null>(null);
  const dragging = useRef(false);
  const fraction = sliderFraction(bet, pool);
  const shown = Math.min(pool, Math.max(0, bet ?? 0));
  const markers = markerFractions(lo, hi);

  const fromPointer = (event: PointerEvent) => {
    const box = rail.current?.getBoundingClientRect();
    if (!box) return;
    onValue(valueAtPointer(event.clientX - box.left, box.width, THUMB_PX, pool));
  };
  const onKey = (event: KeyboardEvent) => {
    if (disabled) return;
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') next = stepSlider(shown, pool, 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') next = stepSlider(shown, pool, -1);
    else if (event.key === 'PageUp') next = stepSlider(stepSlider(shown, pool, 1), pool, 1);
    else if (event.key === 'PageDown') next = stepSlider(stepSlider(shown, pool, -1), pool, -1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = snapToSlider(pool, pool);
    if (next === null) return;
    event.preventDefault();
    onValue(next);
  };

  return (
    <div class={`rp-slider${disabled ? ' disabled' : ''}`} data-testid="bet-slider-box">
      {/* Two values close together would print over each other: the high one then takes a second line. */}
      <div class={`rp-marker-labels${hi - lo < CLOSE_MARKERS ? ' stacked' : ''}`} aria-hidden="true">
        <span class="rp-marker-label" style={{ left: positionCss(markers.lo, THUMB_PX) }} data-testid="marker-lo-label">
          {lo}/100
        </span>
        <span class="rp-marker-label" style={{ left: positionCss(markers.hi, THUMB_PX) }} data-testid="marker-hi-label">
          {hi}/100
        </span>
      </div>
      <div
        class="rp-rail"
        ref={rail}
        data-testid="slider-rail"
        onPointerDown={(e) => {
          if (disabled) return;
          dragging.current = true;
          (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
          fromPointer(e);
          rail.current?.querySelector<HTMLElement>('[role=slider]')?.focus();
        }}
        onPointerMove={(e) => dragging.current && fromPointer(e)}
        onPointerUp={() => (dragging.current = false)}
        onPointerCancel={() => (dragging.current = false)}
      >
        <div class="rp-track" data-testid="slider-track" style={{ left: `${THUMB_PX / 2}px`, right: `${THUMB_PX / 2}px` }} />
        <div class="rp-range" style={{ left: positionCss(markers.lo, THUMB_PX), width: `calc((${markers.hi} - ${markers.lo}) * (100% - ${THUMB_PX}px))` }} />
        <span
          class="rp-marker"
          data-testid="marker-lo"
          data-fraction={markers.lo}
          style={{ left: positionCss(markers.lo, THUMB_PX) }}
          title={`The item's lowest value, ${lo} of 100`}
        />
        <span
          class="rp-marker"
          data-testid="marker-hi"
          data-fraction={markers.hi}
          style={{ left: positionCss(markers.hi, THUMB_PX) }}
          title={`The item's highest value, ${hi} of 100`}
        />
        <div
          class="rp-thumb"
          role="slider"
          tabIndex={disabled ? -1 : 0}
          aria-label="Bet"
          aria-valuemin={0}
          aria-valuemax={pool}
          aria-valuenow={shown}
          aria-disabled={disabled}
          aria-valuetext={bet !== null && bet > pool ? `${bet} (above the pool of ${pool})` : String(shown)}
          data-testid="bet-slider"
          data-value={shown}
          style={{ left: positionCss(fraction, THUMB_PX) }}
          onKeyDown={onKey}
        />
      </div>
      <div class="rp-slider-labels" aria-hidden="true">
        <span data-testid="slider-min" style={{ left: positionCss(0, THUMB_PX) }}>
          $0
        </span>
        <span data-testid="slider-max" style={{ left: positionCss(1, THUMB_PX) }}>
          ${pool}
        </span>
      </div>
    </div>
  );
}
