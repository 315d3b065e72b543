// Names of the record's transfer kinds (their JSON form) and the holdings a
// round's awards give each seat.
#include "games/right_price/records.h"

namespace gavel::right_price {

const char* transfer_name(TransferKind kind) {
  switch (kind) {
    case TransferKind::kCharge:
      return "charge";
    case TransferKind::kElimination:
      return "elimination";
    case TransferKind::kPoolFunding:
      return "poolFunding";
    case TransferKind::kPayment:
      return "payment";
    case TransferKind::kPrize:
      return "prize";
    case TransferKind::kRemainder:
      return "remainder";
    case TransferKind::kUnclaimed:
      return "unclaimed";
    case TransferKind::kRedistribution:
      return "redistribution";
  }
  return "?";
}

std::vector<std::vector<ItemRange>> holdings(const RoundRecord& round, int seats) {
  std::vector<std::vector<ItemRange>> held(static_cast<std::size_t>(seats));
  for (const auto& item : round.items) {
    if (item.winner >= 0) held[item.winner].push_back(item.range);
  }
  return held;
}

}  // namespace gavel::right_price
