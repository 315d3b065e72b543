// Public facts only, written once they are final: an item's line appears when
// its auction closes (never a blind bet that lost), a round's lines when it
// is settled. The lines are counted from the record each time and `cursor`
// counts those already sent; the record only grows, so earlier lines never
// change, and only the new ones are built (this runs on every change).
#include "games/right_price/game.h"

#include "engine/seat_name.h"

namespace gavel::right_price {
namespace {

// The lines in order, each built only when it is past the cursor.
class Lines {
 public:
  explicit Lines(std::size_t cursor) : cursor_(cursor) {}
  template <class Make>
  void add(const Make& make) {
    if (count_++ >= cursor_) lines_.push_back(make());
  }
  std::size_t count() const { return count_; }
  std::vector<std::string> take() { return std::move(lines_); }

 private:
  std::size_t cursor_;
  std::size_t count_ = 0;
  std::vector<std::string> lines_;
};

std::string list_names(const std::vector<std::string>& names, const std::vector<Seat>& seats) {
  std::string out;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (i > 0) out += i + 1 == seats.size() ? " and " : ", ";
    out += engine::seat_name(names, seats[i]);
  }
  return out;
}

std::string range_text(ItemRange range) {
  return std::to_string(range.lo) + "–" + std::to_string(range.hi);
}

std::string round_prefix(const RoundRecord& round) {
  return "Round " + std::to_string(round.round) + ": ";
}

void funding_lines(const RoundRecord& round, const State& state,
                   const std::vector<std::string>& names, Lines& lines) {
  for (const auto& step : round.funding.steps) {
    for (const Seat seat : step.eliminated) {
      lines.add([&] {
        return round_prefix(round) + engine::seat_name(names, seat) + " cannot pay the charge of " +
               std::to_string(step.charge) + " and is eliminated";
      });
    }
  }
  if (round.funding.ended_game) {
    lines.add([&] {
      return round_prefix(round) + "fewer than two players can fund the prize pool; the game ends";
    });
    return;
  }
  lines.add([&] {
    return round_prefix(round) + "each active player pays " + std::to_string(round.funding.charge) +
           " to fund the prize pool of " + std::to_string(state.settings().base_prize_pool);
  });
}

void item_line(const RoundRecord& round, const Item& item, const std::vector<std::string>& names,
               Lines& lines) {
  lines.add([&] {
    const std::string prefix = "Round " + std::to_string(round.round) + ", item " +
                               std::to_string(item.number) + " (" + range_text(item.range) + "): ";
    if (item.winner < 0) return prefix + "nobody bid; not awarded";
    return prefix + engine::seat_name(names, item.winner) + " wins it for " +
           std::to_string(item.price);
  });
}

void settlement_lines(const RoundRecord& round, const std::vector<std::string>& names,
                      Lines& lines) {
  lines.add([&] {
    std::string values;
    for (const auto& item : round.items) {
      values += (values.empty() ? "" : ", ") + std::string("item ") + std::to_string(item.number) +
                " was worth " + std::to_string(item.value.value_or(0));
    }
    return round_prefix(round) + values;
  });
  if (round.winners.empty()) {
    lines.add([&] {
      return round_prefix(round) + "nobody holds an item; the pool of " +
             std::to_string(round.pool) + " goes to the bank";
    });
  } else {
    lines.add([&] {
      const int best = round.scores[round.winners.front()].value_or(0);
      const bool one = round.winners.size() == 1;
      return round_prefix(round) + list_names(names, round.winners) + (one ? " wins" : " share") +
             " the pool of " + std::to_string(round.pool) + " with " + std::to_string(best) +
             (one ? "" : ": " + std::to_string(round.share) + " each") +
             (round.remainder > 0
                  ? "; " + std::to_string(round.remainder) + " left over goes to the bank"
                  : "");
    });
  }
  if (round.redistributed_each > 0) {
    lines.add([&] {
      return round_prefix(round) + "the bank pays " + std::to_string(round.redistributed_each) +
             " to each active player" +
             (round.bank_left > 0 ? "; " + std::to_string(round.bank_left) + " stays" : "");
    });
  }
}

}  // namespace

std::vector<std::string> Game::narrate(const State& state, std::size_t& cursor,
                                       const std::vector<std::string>& names) {
  Lines lines(cursor);
  for (const auto& round : state.rounds()) {
    funding_lines(round, state, names, lines);
    for (const auto& item : round.items) {
      if (item.resolved) item_line(round, item, names, lines);
    }
    if (round.settled) settlement_lines(round, names, lines);
  }
  cursor = std::max(cursor, lines.count());
  return lines.take();
}

}  // namespace gavel::right_price
