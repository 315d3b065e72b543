// Steady's look-ahead: the heads-up hand it plays on agrees with State move
// for move, its moves are legal and read only the bot's own view, and the
// chance of winning it weighs is a proper one.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "engine/legal_action.h"
#include "games/holdem/bot.h"
#include "games/holdem/bot_lookahead.h"
#include "games/holdem/heads_up_hand.h"
#include "tests/games/holdem/helpers.h"

namespace gavel::holdem {
namespace {

namespace json = boost::json;

bool betting_move(const json::value& entry) {
  const auto kind = entry.as_object().at("action").as_string();
  return kind != "reveal_at_end" && kind != "continue";
}

// Random tables of 2-4 human seats (Automatic best, so every showdown is
// settled at once), every betting move uniform among the listed ones;
// `check` runs after each one with the heads-up hand read before it.
template <class Check>
void play_random_tables(int tables, Check check) {
  for (int t = 1; t <= tables; ++t) {
    const int seats = 2 + t % 3;
    auto settings = parse_settings(
        json::parse(R"({"starting_chips":300,"big_blind":10,"submission":"automatic"})"), seats);
    ASSERT_TRUE(settings.has_value());
    State state(*settings, seats, static_cast<engine::Seed>(t), 0);
    engine::Rng rng(static_cast<engine::Seed>(t) * 31);
    engine::Millis now = 0;
    for (int step = 0; step < 4000 && !state.finished(); ++step) {
      if (state.phase() == Phase::kBetting && state.to_act()) {
        const Seat s = *state.to_act();
        json::array legal;
        for (const auto& entry : Game::legal_actions(state, s)) {
          if (betting_move(entry)) legal.push_back(entry);
        }
        const auto action = Game::parse_action(engine::random_legal_action(legal, rng));
        ASSERT_TRUE(action.has_value());
        auto before = heads_up_hand(make_view(state, engine::Viewer::seat(s)));
        const int hand = state.hand();
        ASSERT_TRUE(state.apply(s, *action, now, engine::Origin::kPlayer).has_value());
        if (before) {
          before->apply(0, *action);
          SCOPED_TRACE("table " + std::to_string(t) + " step " + std::to_string(step));
          check(state, hand, *before);
        }
        continue;
      }
      bool moved = false;
      for (Seat s = 0; s < seats && !moved; ++s) {
        const auto& p = state.players()[s];
        if (state.phase() == Phase::kBreak && p.stack > 0 && !p.agreed && !p.resigned) {
          testing::play(state, s, testing::move(Action::Kind::kAgree), now);
          moved = true;
        }
      }
      if (!moved) {
        now = std::max(now, state.next_deadline()->at);
        state.tick(now);
      }
    }
  }
}

TEST(HeadsUpHand, AgreesWithTheRulesMoveForMove) {
  int compared = 0;
  int settled = 0;
  play_random_tables(160, [&](const State& state, int hand, const HeadsUpHand& model) {
    if (state.hand() == hand && state.phase() == Phase::kBetting) {
      // Still betting in this hand: the same chips, bet and turn.
      ASSERT_FALSE(model.over);
      EXPECT_EQ(static_cast<std::size_t>(model.street), state.board().size());
      for (std::size_t i = 0; i < 2; ++i) {
        const auto& p = state.players()[model.seats[i]];
        EXPECT_EQ(model.stack[i], p.stack);
        EXPECT_EQ(model.bet[i], p.bet);
        EXPECT_EQ(model.committed[i], p.committed);
      }
      EXPECT_EQ(model.current_bet, state.current_bet());
      EXPECT_EQ(model.current_bet + model.last_full_raise, state.min_raise_to());
      EXPECT_EQ(state.to_act(), std::optional<Seat>(model.seats[model.to_act]));
      ++compared;
      return;
    }
    // The hand is over and settled (the next one may have begun: every
    // seat is on Auto): seat 0 ends it with the chips the model pays it,
    // its stack plus what it put into the next hand (a tie's odd chip is
    // discarded).
    ASSERT_TRUE(model.over);
    if (!state.last_hand() || state.last_hand()->hand != hand) return;
    const auto& last = *state.last_hand();
    // With folded hands' chips in the pot, its side pots and their odd
    // chips are State's to split; the model pays them as one pot.
    if (model.dead > 0) return;
    const Chips mine = last.won[model.seats[0]];
    const Chips theirs = last.won[model.seats[1]];
    const int outcome = std::abs(mine - theirs) <= 1 ? 0 : mine > theirs ? 1 : -1;
    const auto& p = state.players()[model.seats[0]];
    EXPECT_NEAR(static_cast<double>(model.chips_after(outcome)),
                static_cast<double>(p.stack + (state.hand() == hand ? 0 : p.committed)), 1.0)
        << "won " << mine << " and " << theirs << ", committed " << model.committed[0] << " and "
        << model.committed[1] << ", stacks " << model.stack[0] << " and " << model.stack[1]
        << ", discarded " << last.discarded;
    ++settled;
  });
  // Enough of both to mean something.
  EXPECT_GT(compared, 500);
  EXPECT_GT(settled, 200);
}

TEST(HeadsUpHand, IsReadOnlyOnTheSeatsTurnWithTwoHandsIn) {
  State state = testing::table({100, 100, 100});
  // Three hands in: not heads-up yet.
  EXPECT_FALSE(heads_up_hand(make_view(state, engine::Viewer::seat(*state.to_act()))));
  testing::play(state, *state.to_act(), testing::move(Action::Kind::kFold));
  const Seat next = *state.to_act();
  EXPECT_TRUE(heads_up_hand(make_view(state, engine::Viewer::seat(next))));
  // Not the turn of the other seat still in.
  for (Seat s = 0; s < 3; ++s) {
    if (s != next) {
      EXPECT_FALSE(heads_up_hand(make_view(state, engine::Viewer::seat(s))));
    }
  }
}

TEST(HeadsUpLookahead, MovesAreLegalAndComeFromTheViewAlone) {
  int decided = 0;
  for (engine::Seed seed = 1; seed <= 40; ++seed) {
    State state = testing::table({400, 400}, "{}", seed);
    for (int step = 0; step < 60 && state.phase() == Phase::kBetting && state.to_act(); ++step) {
      const Seat s = *state.to_act();
      const auto view = make_view(state, engine::Viewer::seat(s));
      engine::Rng a(seed), b(seed);
      const auto chosen = heads_up_move(view, 40, a);
      ASSERT_TRUE(chosen.has_value());
      // The opponent's cards and the deck's order are not read: another
      // deal of what the seat cannot see gives the same move.
      auto other = state;
      other.swap_cards(1 - s, 0, 3);
      EXPECT_EQ(heads_up_move(make_view(other, engine::Viewer::seat(s)), 40, b), chosen);
      EXPECT_TRUE(engine::is_listed(Game::legal_actions(state, s), Game::action_json(*chosen)));
      ++decided;
      ASSERT_TRUE(state.apply(s, *chosen, 1, engine::Origin::kBot).has_value());
    }
  }
  EXPECT_GT(decided, 60);
}

TEST(HeadsUpLookahead, TheChanceOfWinningRisesFromNoneToAll) {
  EXPECT_DOUBLE_EQ(tournament_chance(0), 0);
  EXPECT_NEAR(tournament_chance(1), 1, 1e-12);
  double last = 0;
  for (int i = 1; i <= 100; ++i) {
    const double now = tournament_chance(i / 100.0);
    EXPECT_GT(now, last);
    // Concave: a doubled share is worth less than twice the chance.
    if (i <= 50) {
      EXPECT_LT(tournament_chance(2 * i / 100.0), 2 * now);
    }
    last = now;
  }
}

}  // namespace
}  // namespace gavel::holdem
