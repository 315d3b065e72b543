// One player's side of the table: position, points, clock (in play) or
// "Submitted in Ns" (bidding and selection), chips, bonuses (discounts),
// held cards and tiles. The viewer's own held cards are face
// up with a buy button; another player's card held from a deck is face down
// (the State gives only its tier). In the return stage the viewer's chips
// are buttons adding one chip to the return.
import { clockText } from '../../logic/format';
import { CardActions, type CardMoves } from './CardActions';
import { CardBack, CardFace } from './CardFace';
import { Bonus, Chip } from './Chips';
import { addChip, canGrowTo, type Selection } from './moves';
import { chipTotal, submittedText } from './texts';
import { CHIP_COLOURS, GEM_COLOURS, type SpendiiPlayer } from './types';

interface Props {
  player: SpendiiPlayer;
  me: boolean;
  toMove: boolean;
  /** The clock shown: counting down for the mover, else what is left. */
  clockMs: number | null;
  /** Bidding or selection: the box shows when the bids came in. */
  positioning: boolean;
  moves: CardMoves;
  returning: { selection: Selection; onSelect: (s: Selection) => void } | null;
}

export function PlayerPanel({ player, me, toMove, clockMs, positioning, moves, returning }: Props) {
  const chips = player.chips ?? {};
  const submitted = positioning ? submittedText(player) : null;
  const held = player.held ?? [];
  return (
    <article class={`sp-player${me ? ' me' : ''}${toMove ? ' to-move' : ''}`} data-testid={`player-${player.seat}`} data-to-move={toMove ? 'true' : 'false'} aria-label={`${player.name}${me ? ' (you)' : ''}`}>
      <header class="sp-player-head">
        <span class="sp-position" data-testid={`position-${player.seat}`} title="position">
          {player.position ?? '–'}
        </span>
        <span class="sp-name" title={player.name}>
          {player.name}
          {me ? ' (you)' : ''}
          {player.kind === 'bot' ? ' · bot' : ''}
        </span>
        <span class="sp-points" data-testid={`points-${player.seat}`} title="points">
          {player.points ?? 0} pts
        </span>
        {clockMs !== null && (
          <span class={`sp-clock${toMove ? ' running' : ''}${toMove && clockMs < 30000 ? ' urgent' : ''}`} data-testid={`clock-${player.seat}`} title="game clock">
            clock {clockText(clockMs)}
          </span>
        )}
        {submitted && (
          <span class="sp-submitted" data-testid={`submitted-${player.seat}`}>
            {submitted}
          </span>
        )}
        {player.forfeited && <span class="warn-text">forfeited</span>}
        {player.noPlay && <span class="muted">NO PLAY</span>}
      </header>
      <div class="sp-player-row">
        <span class="sp-row-label">Chips {chipTotal(chips)}/10</span>
        <div class="sp-chip-row" data-testid={`chips-${player.seat}`}>
          {CHIP_COLOURS.map((c) => {
            if (!returning) return <Chip key={c} colour={c} count={chips[c] ?? 0} testid={`chips-${player.seat}-${c}`} />;
            const grown = addChip(returning.selection, c);
            return (
              <Chip key={c} colour={c} count={chips[c] ?? 0} testid={`return-${c}`} onPick={() => returning.onSelect(grown)} disabled={moves.disabled || !canGrowTo(moves.legal, 'return', grown)} />
            );
          })}
        </div>
      </div>
      <div class="sp-player-row">
        <span class="sp-row-label">Bonuses</span>
        <div class="sp-chip-row" data-testid={`bonuses-${player.seat}`}>
          {GEM_COLOURS.map((c) => (
            <Bonus key={c} colour={c} count={player.bonuses?.[c] ?? 0} testid={`bonus-${player.seat}-${c}`} />
          ))}
        </div>
      </div>
      {held.length > 0 && (
        <div class="sp-player-row">
          <span class="sp-row-label">Held {held.length}/3</span>
          <div class="sp-held" data-testid={`held-${player.seat}`}>
            {held.map((h, i) =>
              h.card ? (
                <CardFace key={i} card={h.card} testid={`held-${player.seat}-${i}`}>
                  {me && <CardActions card={h.card.id} moves={moves} canHold={false} />}
                  {h.hidden && <span class="sp-secret">{me ? 'only you see it' : 'from the deck'}</span>}
                </CardFace>
              ) : (
                <CardBack key={i} tier={h.tier} label="face down" testid={`held-${player.seat}-${i}`} />
              ),
            )}
          </div>
        </div>
      )}
      {(player.tiles?.length ?? 0) > 0 && (
        <div class="sp-player-row">
          <span class="sp-row-label">Tiles</span>
          <div class="sp-tiles" data-testid={`player-tiles-${player.seat}`}>
            {player.tiles!.map((id) => (
              <span key={id} class="sp-tile claimed" title={`tile ${id}`}>
                Tile {id}
              </span>
            ))}
          </div>
        </div>
      )}
      <p class="sp-bought muted">{(player.cards ?? []).length} cards bought</p>
    </article>
  );
}
