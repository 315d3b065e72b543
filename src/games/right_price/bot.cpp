// Exact arithmetic throughout (notes 10): doubles would turn pool 100 and
// range 20-38 into 28 instead of 29, and could cross a floor boundary in the
// probability gains, so the gains are exact rationals from the probability
// module and the floor is an integer division.
#include "games/right_price/bot.h"

#include <algorithm>

#include "games/right_price/probability.h"

namespace gavel::right_price {

using boost::multiprecision::cpp_int;
using boost::multiprecision::cpp_rational;

Money first_item_bid(Money pool, ItemRange item, int items_per_round, Money capital) {
  const Money raw = items_per_round == 1 ? pool : pool * (item.lo + item.hi) / 200;
  return std::min(raw, capital);
}

namespace {

// The bot's winning probability with these holdings; nobody holding an
// item counts as 0 (notes 12).
cpp_rational probability_of(std::span<const std::vector<ItemRange>> holdings, Seat bot) {
  const auto exact = exact_win_probabilities(holdings);
  return exact ? (*exact)[bot] : cpp_rational(0);
}

}  // namespace

Money later_item_bid(Money pool, std::span<const std::vector<ItemRange>> holdings, ItemRange item,
                     Seat bot, std::span<const Seat> opponents, Money capital) {
  // "If no opponent can acquire the item, it bids 0" (a bid, not a skip: notes 11).
  if (opponents.empty()) return 0;
  std::vector<std::vector<ItemRange>> trial(holdings.begin(), holdings.end());
  const cpp_rational current = probability_of(trial, bot);
  trial[bot].push_back(item);
  const cpp_rational with_item = probability_of(trial, bot);
  trial[bot].pop_back();
  std::optional<cpp_rational> worst;
  for (const Seat opponent : opponents) {
    trial[opponent].push_back(item);
    const cpp_rational p = probability_of(trial, bot);
    trial[opponent].pop_back();
    if (!worst || p < *worst) worst = p;
  }
  const cpp_rational zero(0);
  const cpp_rational acquisition = std::max(zero, cpp_rational(with_item - current));
  const cpp_rational denial = std::max(zero, cpp_rational(current - *worst));
  const cpp_rational gain = std::min(cpp_rational(1), cpp_rational(acquisition + denial));
  const cpp_rational amount = cpp_rational(pool) * gain;
  // Both parts are non-negative, so integer division is the floor.
  const cpp_int raw =
      boost::multiprecision::numerator(amount) / boost::multiprecision::denominator(amount);
  return std::min(static_cast<Money>(raw), capital);
}

Money planned_bid(const View& view) {
  const Seat me = *view.seat;
  const auto& round = view.current;
  const auto& item = round.items.back();  // the item under auction
  const Money capital = view.players[me].capital;
  if (item.number == 1) {
    return first_item_bid(view.pool, item.range, view.settings.items_per_round, capital);
  }
  const int seats = static_cast<int>(view.players.size());
  std::vector<Seat> opponents;
  for (const auto& player : view.players) {
    if (player.seat != me && !player.eliminated && !player.resigned) {
      opponents.push_back(player.seat);
    }
  }
  const auto held = holdings(round, seats);
  return later_item_bid(view.pool, held, item.range, me, opponents, capital);
}

Money HouseBot::plan_for(const View& view) {
  const Seat me = *view.seat;
  AuctionKey key{.round = view.round,
                 .item = view.current.items.back().number,
                 .range = view.current.items.back().range,
                 .pool = view.pool,
                 .capital = view.players[me].capital,
                 .holdings = holdings(view.current, static_cast<int>(view.players.size()))};
  const auto kept = plans_.find(me);
  if (kept != plans_.end() && kept->second.key == key) return kept->second.amount;
  // A new auction for this seat (or the bot's first look at one it joined
  // late): this decision is its beginning.
  const Money amount = planned_bid(view);
  plans_.insert_or_assign(me, Plan{std::move(key), amount});
  return amount;
}

Action HouseBot::decide(const View& view) {
  const Action skip{Action::Kind::kSkip, 0};
  if (!view.seat || view.phase != Phase::kBetting || !view.my_bid_range) return skip;
  const Money plan = plan_for(view);
  const auto range = *view.my_bid_range;
  if (view.settings.betting_mode == BettingMode::kBlind) {
    return {Action::Kind::kBid, std::clamp(plan, range.min, range.max)};
  }
  // Open: open at 0; after another player's bid raise by exactly the
  // minimum increase while that stays within the plan. Its own lead is never
  // raised (and the rules do not ask a bot in the lead to act).
  if (!view.high_bidder) return {Action::Kind::kBid, 0};
  if (*view.high_bidder == *view.seat) return skip;
  const Money next = view.high_bid + view.settings.min_increase;
  if (next <= plan && next >= range.min && next <= range.max) return {Action::Kind::kBid, next};
  return skip;
}

std::vector<std::string> bot_names() {
  return {"house"};
}

engine::Result<std::unique_ptr<Bot>> make_bot(std::string_view name, engine::Seed) {
  // The rulebook's bot is deterministic: the seed has nothing to choose.
  if (name == "house") return std::make_unique<HouseBot>();
  return engine::invalid("no The Right Price bot named '" + std::string(name) + "'");
}

}  // namespace gavel::right_price
