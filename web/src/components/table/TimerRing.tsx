// A countdown drawn as a ring around a seat: the arc left is the time left.
// Generic: any game's seat whose move it is wears one.

export function TimerRing({ fraction, urgent = false }: { fraction: number; urgent?: boolean }) {
  const r = 46;
  const length = 2 * Math.PI * r;
  const left = Math.max(0, Math.min(1, fraction));
  return (
    <svg class={`timer-ring${urgent ? ' urgent' : ''}`} viewBox="0 0 100 100" aria-hidden="true" data-testid="timer-ring">
      <circle class="timer-track" cx="50" cy="50" r={r} />
      <circle
        class="timer-arc"
        cx="50"
        cy="50"
        r={r}
        stroke-dasharray={length.toFixed(1)}
        stroke-dashoffset={(length * (1 - left)).toFixed(1)}
        transform="rotate(-90 50 50)"
      />
    </svg>
  );
}
