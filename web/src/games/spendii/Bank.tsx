// The bank's chips. On the viewer's main stage each regular colour is a
// button adding one chip to the take selection, enabled only while the
// selection can still grow into a legal take (gold is never taken).
import { Chip } from './Chips';
import { addChip, canGrowTo, type Selection } from './moves';
import { CHIP_COLOURS, type Chips, type SpendiiAction } from './types';

export function Bank({ bank, legal, picking, disabled, selection, onSelect }: { bank: Chips; legal: SpendiiAction[]; picking: boolean; disabled: boolean; selection: Selection; onSelect: (s: Selection) => void }) {
  return (
    <section class="sp-bank" aria-label="The bank" data-testid="bank">
      <h3>Bank</h3>
      <div class="sp-chip-row">
        {CHIP_COLOURS.map((c) => {
          const grown = addChip(selection, c);
          const can = picking && c !== 'gold' && canGrowTo(legal, 'take', grown);
          return <Chip key={c} colour={c} count={bank[c] ?? 0} testid={`bank-${c}`} onPick={picking && c !== 'gold' ? () => onSelect(grown) : undefined} disabled={disabled || !can} />;
        })}
      </div>
    </section>
  );
}
