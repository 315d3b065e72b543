// A drawn table (CSS, no images): an oval felt with the seats around it and
// what is at stake in the centre. Each game places its own seats and centre.
import type { ComponentChildren } from 'preact';
import './table.css';

export function Felt({ label, seats, centre, testid = 'table' }: { label: string; seats: ComponentChildren; centre: ComponentChildren; testid?: string }) {
  return (
    <section class="felt-box" aria-label={label} data-testid={testid}>
      <div class="felt" aria-hidden="false">
        <div class="felt-centre">{centre}</div>
        {seats}
      </div>
    </section>
  );
}
