// Packs a View into a Table: the public facts the strategies and the
// playouts read, without the vectors.
#include "games/bidlock/bots/table.h"

namespace gavel::bidlock {

Table table_from_view(const View& view) {
  Table table;
  table.seats = static_cast<int>(view.players.size());
  table.round = view.round;
  table.pot_value = view.pot_value;
  for (const int prize : view.unseen_prizes) table.unseen |= prize_bit(prize);
  for (int seat = 0; seat < table.seats; ++seat) table.chips[seat] = view.players[seat].chips;
  return table;
}

}  // namespace gavel::bidlock
