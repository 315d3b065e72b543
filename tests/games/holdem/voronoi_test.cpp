// Point-Voronoi at the table: settings, the deal, one diagram for every pot,
// ties within the tolerance, folded points left out, what views hold before
// the showdown, the bot, and random tournaments.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "engine/legal_action.h"
#include "games/holdem/bot.h"
#include "games/holdem/pots.h"
#include "games/holdem/voronoi.h"
#include "games/holdem/voronoi_bot.h"
#include "helpers.h"

namespace gavel::holdem {
namespace {

namespace json = boost::json;
using testing::move;
using testing::settings_from;
using testing::table;
using K = Action::Kind;

constexpr const char* kVoronoi = R"({"card_type":"point_voronoi"})";

// Calls or checks for whoever is to act until hand 1 is settled; `folder`
// folds at its first turn.
void play_out_first_hand(State& state, std::optional<Seat> folder = std::nullopt) {
  while (state.hand() == 1 && state.phase() == Phase::kBetting) {
    const Seat seat = *state.to_act();
    const K kind = folder == seat && !state.players()[seat].folded ? K::kFold
                   : state.to_call(seat) > 0                       ? K::kCall
                                                                   : K::kCheck;
    testing::play(state, seat, move(kind));
  }
}

TEST(HoldemVoronoi, SettingsAcceptItAndIgnoreWhatDoesNotApply) {
  const auto s = settings_from(
      R"({"card_type":"point_voronoi","max_sum":40,"submission":"manual","selection_seconds":90})");
  EXPECT_EQ(s.card_type, CardKind::kPointVoronoi);
  EXPECT_EQ(s.submission, Submission::kAutomatic);
  EXPECT_EQ(s.max_sum, 30);
  EXPECT_EQ(s.selection_seconds, 60);
  const auto shown = settings_json(s);
  EXPECT_EQ(shown.at("card_type"), "point_voronoi");
  EXPECT_FALSE(shown.contains("max_sum"));
  EXPECT_FALSE(shown.contains("submission"));
  EXPECT_FALSE(shown.contains("selection_seconds"));
  // Checked before being ignored: a value no card type takes is refused.
  EXPECT_FALSE(parse_settings(json::parse(R"({"card_type":"point_voronoi","max_sum":33})"), 0));
}

TEST(HoldemVoronoi, EachHandDealsTwoFreshPointsPerPlayerAndTwoForTheBoard) {
  const State state = table({100, 100, 100, 100}, kVoronoi);
  std::set<Card> seen;
  for (const auto& p : state.players()) {
    for (const Card c : p.cards) {
      EXPECT_TRUE(is_point_card(c));
      seen.insert(c);
    }
  }
  ASSERT_EQ(state.undealt().size(), 2u);
  for (const Card c : state.undealt()) seen.insert(c);
  EXPECT_EQ(seen.size(), 10u);
}

TEST(HoldemVoronoi, ShowdownScoresEveryHandWithOneDiagramAndPaysTheLargestShare) {
  State state = table({100, 100, 100}, kVoronoi);
  play_out_first_hand(state);
  const auto& rec = *state.last_hand();
  ASSERT_TRUE(rec.showdown);
  ASSERT_TRUE(rec.joint.has_value());
  // Six private points and the board: eight regions covering the square.
  ASSERT_EQ(rec.joint->drawing.at("regions").as_array().size(), 8u);
  std::vector<Card> sites;
  for (Seat s = 0; s < 3; ++s) sites.insert(sites.end(), rec.cards[s].begin(), rec.cards[s].end());
  sites.insert(sites.end(), rec.board.begin(), rec.board.end());
  const auto regions = voronoi_regions(sites);
  double total = 0;
  Seat best = 0;
  for (Seat s = 0; s < 3; ++s) {
    const double share = regions[2 * s].share + regions[2 * s + 1].share;
    EXPECT_EQ(*rec.joint->shares[s], share);
    if (share > *rec.joint->shares[best]) best = s;
    total += share;
  }
  EXPECT_LT(total, 1.0);  // the board's regions score for nobody
  EXPECT_NEAR(total + regions[6].share + regions[7].share, 1.0, 1e-12);
  ASSERT_EQ(rec.pots.size(), 1u);
  EXPECT_EQ(rec.pots[0].winners, std::vector<Seat>{best});
  EXPECT_EQ(rec.won[best], 30);  // three big blinds of 10
  testing::expect_chips_kept(state);
  // The record's JSON: each hand's share, one decimal for display, the regions.
  const auto shown = hand_record_json(rec);
  const auto& seat0 = shown.at("seats").as_array()[0].as_object();
  EXPECT_EQ(seat0.at("share_ppb").as_int64(), share_ppb(*rec.joint->shares[0]));
  EXPECT_EQ(seat0.at("share_percent").as_string(), share_percent(*rec.joint->shares[0]));
  const auto& board_region = shown.at("diagram").at("regions").as_array()[6].as_object();
  EXPECT_TRUE(board_region.at("seat").is_null());
  EXPECT_EQ(board_region.at("card"), rec.board[0]);
  EXPECT_FALSE(seat0.contains("score"));
}

TEST(HoldemVoronoi, FoldedPointsAreNotSites) {
  State state = table({100, 100, 100}, kVoronoi);
  const Seat folder = *state.to_act();
  play_out_first_hand(state, folder);
  const auto& rec = *state.last_hand();
  ASSERT_TRUE(rec.showdown);
  EXPECT_FALSE(rec.joint->shares[folder].has_value());
  ASSERT_EQ(rec.joint->drawing.at("regions").as_array().size(), 6u);
  for (const auto& region : rec.joint->drawing.at("regions").as_array()) {
    const auto card = region.as_object().at("card").to_number<Card>();
    EXPECT_NE(card, state.players()[folder].cards[0]);
    EXPECT_NE(card, state.players()[folder].cards[1]);
  }
  // The two live hands and the board alone make the diagram.
  std::vector<Card> sites;
  for (Seat s = 0; s < 3; ++s) {
    if (s != folder) sites.insert(sites.end(), rec.cards[s].begin(), rec.cards[s].end());
  }
  sites.insert(sites.end(), rec.board.begin(), rec.board.end());
  const auto regions = voronoi_regions(sites);
  const Seat first = folder == 0 ? 1 : 0;
  EXPECT_EQ(*rec.joint->shares[first], regions[0].share + regions[1].share);
}

TEST(HoldemVoronoi, AWinByFoldsDrawsNoDiagram) {
  State state = table({100, 100}, kVoronoi);
  testing::play(state, *state.to_act(), move(K::kFold));
  EXPECT_FALSE(state.last_hand()->showdown);
  EXPECT_FALSE(state.last_hand()->joint.has_value());
  EXPECT_FALSE(hand_record_json(*state.last_hand()).contains("diagram"));
}

TEST(HoldemVoronoi, MirroredHandsTieWithinTheToleranceAndSplitDiscardingTheOddChip) {
  const PointVoronoi type;
  const std::array<Card, 2> left{card_of({8000, 10000}), card_of({8000, 20000})};
  const std::array<Card, 2> right{card_of({24768, 10000}), card_of({24768, 20000})};
  const auto joint = type.score_together({left, std::nullopt, right},
                                         {card_of({16384, 5000}), card_of({16384, 28000})});
  ASSERT_TRUE(joint);
  EXPECT_NEAR(*joint->shares[0], *joint->shares[2], 1e-15);
  std::vector<Pot> pots{Pot{101, {0, 2}, {}, 0, 0}};
  award_shares(pots, joint->shares, type.share_tolerance());
  EXPECT_EQ(pots[0].winners, (std::vector<Seat>{0, 2}));
  EXPECT_EQ(pots[0].share, 50);
  EXPECT_EQ(pots[0].discarded, 1);
}

TEST(HoldemVoronoi, TiesAreMeasuredFromTheBestSoTheyNeverChain) {
  const double best = 0.3;
  const std::vector<std::optional<double>> shares{best, best * (1 - 0.6e-9), best * (1 - 1.2e-9),
                                                  std::nullopt};
  std::vector<Pot> pots{Pot{100, {0, 1, 2, 3}, {}, 0, 0}, Pot{31, {1, 2}, {}, 0, 0}};
  award_shares(pots, shares, kVoronoiTolerance);
  EXPECT_EQ(pots[0].winners, (std::vector<Seat>{0, 1}));
  EXPECT_EQ(pots[0].share, 50);
  // A side pot compares only its eligible players: seat 2 ties seat 1 there.
  EXPECT_EQ(pots[1].winners, (std::vector<Seat>{1, 2}));
  EXPECT_EQ(pots[1].share, 15);
  EXPECT_EQ(pots[1].discarded, 1);
}

TEST(HoldemVoronoi, SharesShowWithOneDecimal) {
  EXPECT_EQ(share_percent(0.12345), "12.3");
  EXPECT_EQ(share_percent(0.12355), "12.4");
  EXPECT_EQ(share_percent(1.0 / 3), "33.3");
  EXPECT_EQ(share_percent(0.0004), "0.0");
}

TEST(HoldemVoronoi, NoViewBeforeTheShowdownHoldsAnotherHandsPoint) {
  State state = table({100, 100, 100}, kVoronoi);
  const Seat folder = *state.to_act();
  bool folded = false;
  while (state.hand() == 1 && state.phase() == Phase::kBetting) {
    for (Seat viewer = 0; viewer < 3; ++viewer) {
      const auto view = make_view(state, engine::Viewer::seat(viewer));
      for (const auto& p : view.players) {
        if (p.seat == viewer) {
          // Your own points stay yours, even folded (note 55).
          EXPECT_EQ(p.cards[0], std::optional<Card>(state.players()[viewer].cards[0]));
        } else {
          EXPECT_FALSE(p.cards[0] || p.cards[1]) << "seat " << viewer << " sees " << p.seat;
        }
      }
      EXPECT_EQ(view.board, state.board());
    }
    const auto spectator = make_view(state, engine::Viewer::spectator());
    for (const auto& p : spectator.players) EXPECT_FALSE(p.cards[0] || p.cards[1]);
    const Seat seat = *state.to_act();
    const K kind = seat == folder && !folded ? K::kFold
                   : state.to_call(seat) > 0 ? K::kCall
                                             : K::kCheck;
    folded = folded || kind == K::kFold;
    testing::play(state, seat, move(kind));
  }
  // After the showdown the folded hand stays private to everyone else.
  const auto other = make_view(state, engine::Viewer::seat(folder == 0 ? 1 : 0));
  EXPECT_EQ(other.last_hand->cards[folder], (std::array<Card, 2>{0, 0}));
}

TEST(HoldemVoronoi, TheBotAlwaysMovesLegally) {
  for (engine::Seed seed = 1; seed <= 6; ++seed) {
    const int seats = 2 + static_cast<int>(seed % 4) * 2;
    State state(settings_from(R"({"card_type":"point_voronoi","starting_chips":200})"), seats, seed,
                0);
    SCOPED_TRACE("seed " + std::to_string(seed));
    testing::expect_bots_play_legally_to_the_end(state, [seed](Seat s) -> std::unique_ptr<Bot> {
      return std::make_unique<SteadyBot>(engine::derive_seed(seed, s));
    });
  }
}

TEST(HoldemVoronoi, TheBotPrefersPointsFarApart) {
  // Heads-up pre-flop, its own points far apart in the square against
  // unknown ones: better than a coin flip; bunched in a corner: worse.
  State state = table({100, 100}, kVoronoi);
  auto view = make_view(state, engine::Viewer::seat(0));
  engine::Rng rng(3);
  view.players[0].cards = {card_of({8192, 16384}), card_of({24576, 16384})};
  const double apart = estimate_voronoi_equity(view, 400, rng);
  view.players[0].cards = {card_of({10, 10}), card_of({20, 10})};
  const double corner = estimate_voronoi_equity(view, 400, rng);
  EXPECT_GT(apart, 0.55);
  EXPECT_LT(corner, 0.2);
}

}  // namespace
}  // namespace gavel::holdem
