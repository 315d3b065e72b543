#include "games/spendii/positions.h"

#include <algorithm>
#include <numeric>
#include <string>
#include <tuple>

namespace gavel::spendii {

engine::Result<void> check_bids(const std::vector<int>& bids, int positions, int target) {
  if (static_cast<int>(bids.size()) != positions) {
    return engine::invalid("bids must hold one bid per position (" + std::to_string(positions) +
                           ")");
  }
  int sum = 0;
  for (const int bid : bids) {
    if (bid < -target || bid > target) {
      return engine::invalid("each bid must be a whole number from " + std::to_string(-target) +
                             " to " + std::to_string(target));
    }
    sum += bid;
  }
  if (sum != 0)
    return engine::invalid("bids must total 0 (they total " + std::to_string(sum) + ")");
  return {};
}

std::vector<std::vector<engine::Seat>> rank_columns(const std::vector<Submission>& submissions,
                                                    const std::vector<SeatInfo>& info) {
  const int seats = static_cast<int>(submissions.size());
  const int positions = seats;
  std::vector<std::vector<engine::Seat>> columns(static_cast<std::size_t>(positions));
  for (int p = 0; p < positions; ++p) {
    auto& column = columns[p];
    column.resize(static_cast<std::size_t>(seats));
    std::iota(column.begin(), column.end(), 0);
    const auto key = [&](engine::Seat s) {
      const auto& sub = submissions[s];
      // Note 11's last rule is the earlier room entry, not the seat: under
      // Hide identities the room deals the seats (Hosting::deals_seats).
      return std::make_tuple(sub.bids[p], info[s].bot, sub.at_ms, info[s].elo, info[s].entry, s);
    };
    std::sort(column.begin(), column.end(),
              [&](engine::Seat a, engine::Seat b) { return key(a) < key(b); });
  }
  return columns;
}

std::vector<int> highlighted(const std::vector<std::vector<engine::Seat>>& columns,
                             const std::vector<std::optional<engine::Seat>>& holder,
                             engine::Seat seat, int rank) {
  std::vector<int> out;
  for (int p = 0; p < static_cast<int>(columns.size()); ++p) {
    if (!holder[p] && columns[p][rank] == seat) out.push_back(p);
  }
  return out;
}

std::string position_name(const Settings& settings, int position) {
  if (settings.no_play && position == settings.seats - 1) return "NO PLAY";
  return std::string(1, static_cast<char>('A' + position));
}

}  // namespace gavel::spendii
