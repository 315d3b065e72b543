// The podium at the tournament's end: first, second and third place as the
// standings give them (players who bust in one hand with equal starting
// stacks share a place, and stand on one step).
import { podiumSteps, type Standing } from './ending';

export function Podium({ standings, nameOf }: { standings: Standing[]; nameOf: (seat: number) => string }) {
  const steps = podiumSteps(standings);
  if (!steps.length) return null;
  return (
    <section class="panel holdem-podium" aria-labelledby="podium-title" data-testid="podium">
      <h2 id="podium-title">Podium</h2>
      <ol class="podium-steps">
        {steps.map((step) => (
          <li key={step.place} class={`podium-step place-${step.place}`} data-testid={`podium-${step.place}`}>
            <span class="podium-place">{ordinal(step.place)}</span>
            <span class="podium-names">{step.seats.map(nameOf).join(' · ')}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ordinal(place: number): string {
  return place === 1 ? '1st' : place === 2 ? '2nd' : '3rd';
}
