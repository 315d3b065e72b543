// The bots: every decision of Steady and Caller is a legal move, made from
// the seat's own view; Steady's equity reads only what it may see.
#include <gtest/gtest.h>

#include "engine/legal_action.h"
#include "games/holdem/bot.h"
#include "tests/games/holdem/helpers.h"

namespace gavel::holdem {
namespace {

namespace json = boost::json;

void expect_legal_bot_moves(const std::string& manual, const std::string& automatic,
                            engine::Seed last) {
  for (engine::Seed seed = 1; seed <= last; ++seed) {
    const int seats = 2 + static_cast<int>(seed % 8);
    auto settings = parse_settings(json::parse(seed % 2 ? manual : automatic), seats);
    ASSERT_TRUE(settings.has_value());
    State state(*settings, seats, seed, 0);
    SCOPED_TRACE("seed " + std::to_string(seed));
    testing::expect_bots_play_legally_to_the_end(state, [seed](Seat s) {
      return std::move(*make_bot(s % 2 ? "Caller" : "Steady", engine::derive_seed(seed, s)));
    });
  }
}

TEST(HoldemBots, AlwaysMakeALegalMove) {
  expect_legal_bot_moves(R"({"starting_chips":200,"big_blind":10})",
                         R"({"starting_chips":200,"big_blind":10,"submission":"automatic"})", 12);
}

// The grid bots pack with the solver from their own view (note 44 panels too).
TEST(HoldemBots, AlwaysMakeALegalMoveWithGridCards) {
  for (const std::string kind : {"square_grid", "triangular_grid", "polyabolo_grid"}) {
    const std::string base = R"({"starting_chips":100,"big_blind":10,"card_type":")" + kind + "\"";
    expect_legal_bot_moves(base + "}", base + R"(,"submission":"automatic"})", 4);
  }
  expect_legal_bot_moves(
      R"({"starting_chips":100,"big_blind":10,"card_type":"square_grid","panel":[[0,0],[1,0],[0,1]]})",
      R"({"starting_chips":100,"big_blind":10,"card_type":"polyabolo_grid","panel":[[0,0,4],[1,0,0]]})",
      4);
}

TEST(HoldemBots, GridEquityComesFromTheViewAlone) {
  auto settings = parse_settings(json::parse(R"({"card_type":"triangular_grid"})"), 3);
  State state(*settings, 3, 8, 0);
  auto other = state;
  other.swap_cards(1, 0, 3);
  engine::Rng a(1), b(1);
  EXPECT_EQ(estimate_equity(make_view(state, engine::Viewer::seat(0)), 100, a),
            estimate_equity(make_view(other, engine::Viewer::seat(0)), 100, b));
}

TEST(HoldemBots, EquityComesFromTheViewAlone) {
  auto settings = parse_settings(nullptr, 2);
  State state(*settings, 2, 5, 0);
  const auto view = make_view(state, engine::Viewer::seat(0));
  engine::Rng a(1), b(1);
  // The same view gives the same estimate, whatever the hidden deck holds.
  auto other = state;
  other.swap_cards(1, 0, 3);
  EXPECT_EQ(estimate_equity(view, 200, a),
            estimate_equity(make_view(other, engine::Viewer::seat(0)), 200, b));
  engine::Rng c(2);
  const double equity = estimate_equity(view, 400, c);
  EXPECT_GT(equity, 0.0);
  EXPECT_LT(equity, 1.0);
}

}  // namespace
}  // namespace gavel::holdem
