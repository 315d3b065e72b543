// One development card face up: its bonus colour as the card's colour, its
// points at the top, its cost per colour below; the actions (buy, hold) come
// in as children. A card held from a deck by another player is shown face
// down with only its tier.
import type { ComponentChildren } from 'preact';
import { GEM_COLOURS, type Card } from './types';

export function CardFace({ card, testid, children }: { card: Card; testid?: string; children?: ComponentChildren }) {
  const cost = GEM_COLOURS.filter((c) => (card.cost?.[c] ?? 0) > 0);
  return (
    <div class={`sp-card bonus-${card.bonus}`} data-testid={testid ?? `card-${card.id}`} data-card={card.id} aria-label={`tier ${card.tier} ${card.bonus} card, ${card.points} points`}>
      <div class="sp-card-top">
        <span class="sp-card-points">{card.points > 0 ? card.points : ''}</span>
        <span class={`sp-card-gem chip-${card.bonus}`} title={`${card.bonus} bonus`} />
      </div>
      <ul class="sp-card-cost" aria-label="cost">
        {cost.map((c) => (
          <li key={c} class={`chip-${c}`} title={`${card.cost?.[c]} ${c}`}>
            {card.cost?.[c]}
          </li>
        ))}
      </ul>
      {children && <div class="sp-card-actions">{children}</div>}
    </div>
  );
}

export function CardBack({ tier, label, testid, children }: { tier: number; label: string; testid?: string; children?: ComponentChildren }) {
  return (
    <div class={`sp-card back tier-${tier}`} data-testid={testid} aria-label={label}>
      <span class="sp-back-tier">{'I'.repeat(tier)}</span>
      <span class="sp-back-label">{label}</span>
      {children && <div class="sp-card-actions">{children}</div>}
    </div>
  );
}
