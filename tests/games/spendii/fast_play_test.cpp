// The fast play path (issue 15's engine speed) is the same rules as the
// server's: the legal list read from the State equals the one read from the
// seat's view at every decision, a State without a record plays exactly the
// game the recorded State plays, and random games on it always end with
// every chip accounted for.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "games/spendii/moves.h"
#include "games/spendii/self_play.h"

namespace gavel::spendii {
namespace {

Settings settings_of(const std::string& json, int seats) {
  auto settings = parse_settings(boost::json::parse(json), seats);
  EXPECT_TRUE(settings) << settings.error().message;
  return *settings;
}

struct Case {
  const char* settings;
  int seats;
};
const Case kCases[] = {
    {"{}", 2},
    {"{}", 4},
    {R"({"positions":"betting","noPlay":true,"payment":"manual","target":8})", 4},
    {R"({"deck":"short","payment":"manual","chips":2,"gold":0,"target":6})", 5},
    {R"({"positions":"betting","chips":9,"gold":6})", 3},
};

int chips_in_play(const State& state) {
  int sum = total(state.bank());
  for (const auto& player : state.players()) sum += total(player.chips);
  return sum;
}

// What the rules decide, the record left out.
void expect_same_game(const State& full, const State& fast, const std::string& where) {
  ASSERT_EQ(full.players(), fast.players()) << where;
  ASSERT_EQ(full.market(), fast.market()) << where;
  ASSERT_EQ(full.bank(), fast.bank()) << where;
  ASSERT_EQ(full.tiles(), fast.tiles()) << where;
  ASSERT_EQ(full.phase(), fast.phase()) << where;
  ASSERT_EQ(full.stage(), fast.stage()) << where;
  ASSERT_EQ(full.round(), fast.round()) << where;
  ASSERT_EQ(full.decisions(), fast.decisions()) << where;
  ASSERT_EQ(full.repetition_count(), fast.repetition_count()) << where;
  ASSERT_EQ(full.next_deadline(), fast.next_deadline()) << where;
  ASSERT_EQ(full.end_reason(), fast.end_reason()) << where;
}

TEST(SpendiiFastPlay, TheStatesLegalListIsTheViewsAtEveryDecision) {
  std::vector<Move> from_state;
  std::vector<Move> from_view;
  int decisions = 0;
  for (const auto& c : kCases) {
    for (engine::Seed seed = 1; seed <= 12; ++seed) {
      State state(settings_of(c.settings, c.seats), c.seats, seed, 0);
      engine::Rng rng(seed);
      engine::Millis now = 0;
      while (!state.finished()) {
        std::optional<engine::Seat> chosen;
        for (engine::Seat s = 0; s < c.seats; ++s) {
          const auto view = make_view(state, engine::Viewer::seat(s));
          legal_moves(state, s, from_state);
          legal_moves(view, from_view);
          ASSERT_EQ(from_state, from_view) << c.settings << " seed " << seed << " seat " << s;
          ASSERT_EQ(!from_state.empty(), has_decision(state, s));
          // As Actions: the same list, each one its own JSON's reading.
          const auto actions = legal_actions(state, s);
          ASSERT_EQ(actions, legal_moves(view));
          ASSERT_EQ(actions.size(), from_state.size());
          for (const auto& a : actions) ASSERT_EQ(Game::parse_action(Game::action_json(a)), a);
          // The takes listed are the take rule's, in its order.
          std::vector<Chips> takes;
          for (const auto& a : actions) {
            if (a.kind == Action::Kind::kTake) takes.push_back(a.chips);
          }
          if (has_decision(state, s) && state.phase() == Phase::kPlay &&
              state.stage() == Stage::kMain) {
            ASSERT_EQ(takes, legal_takes(state.bank()));
            // Note 28: Pass is always legal, whatever else is.
            ASSERT_EQ(std::count(actions.begin(), actions.end(), Action{}), 1);
          }
          if (!from_state.empty() && !chosen) chosen = s;
          ++decisions;
        }
        if (!chosen) {
          now = std::max(now, state.next_deadline()->at);
          state.tick(now);
          continue;
        }
        legal_moves(state, *chosen, from_state);
        now += 100;
        const auto move = from_state[rng.below(from_state.size())];
        ASSERT_TRUE(state.apply(*chosen, action_of(move, c.seats), now, engine::Origin::kBot));
      }
    }
  }
  EXPECT_GT(decisions, 10'000);
}

TEST(SpendiiFastPlay, AStateWithoutARecordPlaysTheSameGame) {
  std::vector<Move> moves;
  std::set<EndReason> ends;
  for (const auto& c : kCases) {
    for (engine::Seed seed = 1; seed <= 20; ++seed) {
      const auto settings = settings_of(c.settings, c.seats);
      State full(settings, c.seats, seed, 0, Record::kFull);
      State fast(settings, c.seats, seed, 0, Record::kRulesOnly);
      const std::string where = std::string(c.settings) + " seed " + std::to_string(seed);
      expect_same_game(full, fast, where);
      // The same moves to both, one at a time, drawn from the fast one's list.
      engine::Rng rng(seed);
      engine::Millis now = 0;
      while (!full.finished()) {
        const auto mover = fast.mover();
        engine::Seat seat = mover.value_or(0);
        for (moves.clear(); seat < c.seats; ++seat) {
          legal_moves(fast, seat, moves);
          if (!moves.empty() || mover) break;
        }
        if (moves.empty()) {
          now = std::max(now, fast.next_deadline()->at);
          ASSERT_EQ(full.tick(now), fast.tick(now)) << where;
        } else {
          const auto move = action_of(moves[rng.below(moves.size())], c.seats);
          now += 100;
          ASSERT_TRUE(full.apply(seat, move, now, engine::Origin::kBot)) << where;
          ASSERT_TRUE(fast.apply(seat, move, now, engine::Origin::kBot)) << where;
        }
        expect_same_game(full, fast, where);
      }
      ASSERT_TRUE(fast.finished());
      ends.insert(fast.end_reason());
      // The recorded State wrote its log and events; the other nothing.
      EXPECT_FALSE(full.log().empty());
      EXPECT_FALSE(full.events().all().empty());
      EXPECT_TRUE(fast.log().empty()) << where;
      EXPECT_TRUE(fast.events().all().empty()) << where;
      EXPECT_EQ(fast.record(), Record::kRulesOnly);
    }
  }
  // Random play reaches more than one way of ending.
  EXPECT_GE(ends.size(), 2u);
}

TEST(SpendiiFastPlay, TheRandomMoveIsTheListsEntryAtTheSameDraw) {
  std::vector<Move> moves;
  std::vector<Move> scratch;
  int drawn = 0;
  for (const auto& c : kCases) {
    const auto settings = settings_of(c.settings, c.seats);
    for (engine::Seed seed = 1; seed <= 60; ++seed) {
      State state(settings, c.seats, seed, 0, Record::kRulesOnly);
      engine::Rng rng(engine::derive_seed(seed, 3));
      engine::Millis now = 0;
      const std::string where = std::string(c.settings) + " seed " + std::to_string(seed);
      while (!state.finished()) {
        std::optional<engine::Seat> chosen;
        for (engine::Seat s = 0; s < c.seats; ++s) {
          legal_moves(state, s, moves);
          auto from_list = rng;
          auto from_state = rng;
          auto from_view = rng;
          const auto listed = moves.empty()
                                  ? std::nullopt
                                  : std::optional<Move>(moves[from_list.below(moves.size())]);
          // The same entry from the same draw, and the generator left in the same state.
          ASSERT_EQ(random_move(state, s, from_state, scratch), listed) << where << " seat " << s;
          ASSERT_EQ(from_state, from_list) << where;
          const auto view = make_view(state, engine::Viewer::seat(s));
          ASSERT_EQ(random_move(view, from_view, scratch), listed) << where << " seat " << s;
          ASSERT_EQ(from_view, from_list) << where;
          if (listed && !chosen) chosen = s;
        }
        if (!chosen) {
          now = std::max(now, state.next_deadline()->at);
          state.tick(now);
          continue;
        }
        const auto move = random_move(state, *chosen, rng, scratch);
        now += 100;
        ASSERT_TRUE(state.apply(*chosen, action_of(*move, c.seats), now, engine::Origin::kBot));
        ++drawn;
      }
    }
  }
  EXPECT_GT(drawn, 20'000);
}

TEST(SpendiiFastPlay, TheListedApplyIsTheCheckedOne) {
  std::vector<Move> scratch;
  int moves = 0;
  for (const auto& c : kCases) {
    const auto settings = settings_of(c.settings, c.seats);
    for (engine::Seed seed = 1; seed <= 60; ++seed) {
      State checked(settings, c.seats, seed, 0, Record::kRulesOnly);
      State listed(settings, c.seats, seed, 0, Record::kRulesOnly);
      engine::Rng rng(engine::derive_seed(seed, 5));
      engine::Millis now = 0;
      const std::string where = std::string(c.settings) + " seed " + std::to_string(seed);
      while (!checked.finished()) {
        const auto mover = checked.mover();
        engine::Seat seat = mover.value_or(0);
        std::optional<Move> move;
        for (; seat < c.seats; ++seat) {
          move = random_move(checked, seat, rng, scratch);
          if (move || mover) break;
        }
        if (!move) {
          now = std::max(now, checked.next_deadline()->at);
          ASSERT_EQ(checked.tick(now), listed.tick(now)) << where;
        } else {
          const auto action = action_of(*move, c.seats);
          now += 100;
          ASSERT_TRUE(checked.apply(seat, action, now, engine::Origin::kBot)) << where;
          listed.apply_listed(seat, action, now);
          ++moves;
        }
        expect_same_game(checked, listed, where);
        ASSERT_EQ(checked, listed) << where;
      }
    }
  }
  EXPECT_GT(moves, 20'000);
}

TEST(SpendiiFastPlay, RandomGamesAlwaysEndWithEveryChipAccountedFor) {
  std::vector<Move> moves;
  std::map<EndReason, int> ends;
  for (const auto& c : kCases) {
    const auto settings = settings_of(c.settings, c.seats);
    for (engine::Seed seed = 100; seed < 500; ++seed) {
      State state(settings, c.seats, seed, 0, Record::kRulesOnly);
      const int chips = chips_in_play(state);
      engine::Rng rng(engine::derive_seed(seed, 7));
      ASSERT_GT(play_random(state, rng, moves), 0) << c.settings << " seed " << seed;
      ASSERT_TRUE(state.finished());
      ASSERT_EQ(chips_in_play(state), chips) << c.settings << " seed " << seed;
      // No count leaves what a packed byte holds: the coin distributions at
      // round boundaries are compared packed.
      for (int k = 0; k < kChipKinds; ++k) {
        int kind = state.bank()[k];
        ASSERT_GE(state.bank()[k], 0);
        for (const auto& player : state.players()) {
          ASSERT_GE(player.chips[k], 0);
          kind += player.chips[k];
        }
        ASSERT_LE(kind, 127);
      }
      ++ends[state.end_reason()];
    }
  }
  EXPECT_EQ(ends[EndReason::kNone], 0);
  EXPECT_GT(ends[EndReason::kTarget], 0);
  EXPECT_GT(ends[EndReason::kCleanPass], 0);
}

TEST(SpendiiFastPlay, TakesAreEnumeratedInTheListOrderForEveryBank) {
  // An independent reading of note 22: among the colours present, singles,
  // then pairs, then triples, then doubles of colours with at least 4.
  for (int code = 0; code < 6 * 6 * 6 * 6 * 6; ++code) {
    Chips bank{};
    for (int c = 0, n = code; c < kColours; ++c, n /= 6) bank[c] = n % 6;
    bank[kGold] = code % 3;
    std::vector<int> present;
    for (int c = 0; c < kColours; ++c) {
      if (bank[c] > 0) present.push_back(c);
    }
    std::vector<Chips> expected;
    const auto n = present.size();
    const auto of = [](std::initializer_list<int> colours) {
      Chips chips{};
      for (const int c : colours) ++chips[c];
      return chips;
    };
    for (std::size_t i = 0; i < n; ++i) expected.push_back(of({present[i]}));
    for (std::size_t i = 0; i < n; ++i) {
      for (std::size_t j = i + 1; j < n; ++j) expected.push_back(of({present[i], present[j]}));
    }
    for (std::size_t i = 0; i < n; ++i) {
      for (std::size_t j = i + 1; j < n; ++j) {
        for (std::size_t k = j + 1; k < n; ++k) {
          expected.push_back(of({present[i], present[j], present[k]}));
        }
      }
    }
    for (int c = 0; c < kColours; ++c) {
      if (bank[c] >= 4) expected.push_back(of({c, c}));
    }
    ASSERT_EQ(legal_takes(bank), expected) << code;
    // And nothing else is a legal take: gold, a triple double, 4 chips.
    EXPECT_FALSE(is_legal_take(bank, Chips{0, 0, 0, 0, 0, 1}));
    EXPECT_FALSE(is_legal_take(bank, Chips{3, 0, 0, 0, 0, 0}));
    EXPECT_FALSE(is_legal_take(bank, Chips{1, 1, 1, 1, 0, 0}));
    EXPECT_FALSE(is_legal_take(bank, Chips{2, 1, 0, 0, 0, 0}));
    EXPECT_FALSE(is_legal_take(bank, Chips{}));
    EXPECT_FALSE(is_legal_take(bank, Chips{-1, 1, 0, 0, 0, 0}));
  }
}

TEST(SpendiiFastPlay, ATakeIsLegalExactlyWhenItIsListed) {
  for (int code = 0; code < 5 * 5 * 5 * 5 * 5; ++code) {
    Chips bank{};
    for (int c = 0, n = code; c < kColours; ++c, n /= 5) bank[c] = n % 5;
    bank[kGold] = 3;
    const auto listed = legal_takes(bank);
    int legal = 0;
    for (int t = 0; t < 4 * 4 * 4 * 4 * 4 * 2; ++t) {
      Chips take{};
      for (int c = 0, n = t; c < kColours; ++c, n /= 4) take[c] = n % 4;
      take[kGold] = t / (4 * 4 * 4 * 4 * 4);
      const bool in_list = std::find(listed.begin(), listed.end(), take) != listed.end();
      ASSERT_EQ(is_legal_take(bank, take), in_list) << code << " " << t;
      legal += in_list ? 1 : 0;
    }
    ASSERT_EQ(legal, static_cast<int>(listed.size()));
  }
}

TEST(SpendiiFastPlay, PackedShortfallIsTheSumOfWhatIsMissing) {
  engine::Rng rng(15);
  for (int i = 0; i < 200'000; ++i) {
    Colours need{};
    Colours have{};
    int expected = 0;
    for (int c = 0; c < kColours; ++c) {
      // Mostly the game's small counts, sometimes the bounds (costs to 99, spend to 127).
      const bool wide = i % 4 == 0;
      need[c] = static_cast<int>(rng.below(wide ? 100 : 8));
      have[c] = static_cast<int>(rng.below(wide ? 128 : 12));
      expected += std::max(0, need[c] - have[c]);
    }
    ASSERT_EQ(packed_shortfall(pack(need), pack(have)), expected);
  }
  for (const auto kind : {DeckKind::kStandard, DeckKind::kShort}) {
    const auto& d = deck(kind);
    ASSERT_EQ(d.slot_costs.size(), d.cards.size() + 1);
    EXPECT_EQ(d.slot_costs[0], 0u);
    for (const auto& card : d.cards) {
      EXPECT_EQ(card.packed_cost, pack(card.cost));
      EXPECT_EQ(d.slot_costs[static_cast<std::size_t>(card.id) + 1], card.packed_cost);
    }
  }
}

// The packings and the bank's colours as they read in plain words (their
// SSE2 forms on x86-64 must say the same).
TEST(SpendiiFastPlay, PackingIsTheBytesOfTheClampedCounts) {
  const auto plain = [](const auto& counts) {
    std::uint64_t out = 0;
    for (std::size_t k = 0; k < counts.size(); ++k) {
      out |= static_cast<std::uint64_t>(std::clamp(counts[k], 0, 127)) << (8 * k);
    }
    return out;
  };
  engine::Rng rng(17);
  const int bounds[] = {6, 130, 70'000};
  for (int i = 0; i < 200'000; ++i) {
    const int bound = bounds[i % 3];
    Colours colours{};
    Chips chips{};
    for (auto& n : colours) n = static_cast<int>(rng.below(2 * bound)) - (i % 7 == 0 ? bound : 0);
    for (auto& n : chips) n = static_cast<int>(rng.below(2 * bound)) - (i % 5 == 0 ? bound : 0);
    ASSERT_EQ(pack(colours), plain(colours)) << i;
    ASSERT_EQ(pack_chips(chips), plain(chips)) << i;
    Colours sum{};
    for (int c = 0; c < kColours; ++c) sum[c] = colours[c] + chips[c];
    ASSERT_EQ(spendable(colours, chips), plain(sum)) << i;
  }
}

TEST(SpendiiFastPlay, ChipsArithmeticIsPerKind) {
  engine::Rng rng(19);
  for (int i = 0; i < 100'000; ++i) {
    Chips a{};
    Chips b{};
    for (auto& n : a) n = static_cast<int>(rng.below(2'000'001)) - 1'000'000;
    for (auto& n : b) n = static_cast<int>(rng.below(2'000'001)) - 1'000'000;
    Chips sum{};
    Chips difference{};
    int all = 0;
    for (int k = 0; k < kChipKinds; ++k) {
      sum[k] = a[k] + b[k];
      difference[k] = a[k] - b[k];
      all += a[k];
    }
    ASSERT_EQ(a + b, sum);
    ASSERT_EQ(a - b, difference);
    ASSERT_EQ(total(a), all);
  }
}

TEST(SpendiiFastPlay, TheBanksColoursAreItsCountsAboveZeroAndThree) {
  const auto check = [](const Chips& bank) {
    unsigned present = 0;
    unsigned plenty = 0;
    for (int c = 0; c < kColours; ++c) {
      if (bank[c] > 0) present |= 1u << c;
      if (bank[c] >= 4) plenty |= 1u << c;
    }
    const auto colours = bank_colours(bank);
    ASSERT_EQ(colours.present, present);
    ASSERT_EQ(colours.plenty, plenty);
  };
  for (int code = 0; code < 7 * 7 * 7 * 7 * 7; ++code) {
    Chips bank{};
    for (int c = 0, n = code; c < kColours; ++c, n /= 7) bank[c] = n % 7;
    for (const int gold : {0, 5, 40'000}) {
      bank[kGold] = gold;
      check(bank);
    }
  }
  check({40'000, 0, 70'000, 3, 4, 0});
  check({-1, 1, 0, 0, 100, 0});
}

TEST(SpendiiFastPlay, TheTabledReturnsAreTheWalksForEveryHand) {
  for (int code = 0; code < 5 * 5 * 5 * 5 * 5 * 5; ++code) {
    Chips chips{};
    for (int k = 0, n = code; k < kChipKinds; ++k, n /= 5) chips[k] = n % 5;
    for (int excess = 1; excess <= std::min(5, total(chips)); ++excess) {
      std::vector<Chips> walked;
      walk_returns(chips, excess, [&](const Chips& give) { walked.push_back(give); });
      ASSERT_EQ(all_returns(chips, excess), walked) << code << " excess " << excess;
    }
  }
}

TEST(SpendiiFastPlay, PackedCoversIsCoversForEveryHandAndWayOfReturning) {
  for (int code = 0; code < 5 * 5 * 5 * 5 * 5 * 5; ++code) {
    Chips chips{};
    for (int k = 0, n = code; k < kChipKinds; ++k, n /= 5) chips[k] = n % 5;
    const auto have = pack_chips(chips);
    for (int excess = 1; excess <= kTabledExcess; ++excess) {
      const auto ways = tabled_returns(excess);
      const auto packed = tabled_returns_packed(excess);
      ASSERT_EQ(ways.size(), packed.size());
      for (std::size_t i = 0; i < ways.size(); ++i) {
        ASSERT_EQ(packed[i], pack_chips(ways[i]));
        ASSERT_EQ(packed_covers(have, packed[i]), covers(chips, ways[i])) << code << " " << i;
      }
    }
  }
}

TEST(SpendiiFastPlay, AffordableIsTheShortfallWithinTheGold) {
  engine::Rng rng(16);
  for (int i = 0; i < 200'000; ++i) {
    Card card;
    Colours bonuses{};
    Chips chips{};
    int shortfall = 0;
    for (int c = 0; c < kColours; ++c) {
      card.cost[c] = static_cast<int>(rng.below(8));
      bonuses[c] = static_cast<int>(rng.below(4));
      chips[c] = static_cast<int>(rng.below(5));
      shortfall += std::max(0, card.cost[c] - bonuses[c] - chips[c]);
    }
    chips[kGold] = static_cast<int>(rng.below(6));
    card.packed_cost = pack(card.cost);
    ASSERT_EQ(affordable(card, bonuses, chips), shortfall <= chips[kGold]) << i;
  }
}

TEST(SpendiiFastPlay, TheAffordableMaskIsAffordableForEachCard) {
  engine::Rng rng(18);
  for (int i = 0; i < 50'000; ++i) {
    const bool wide = i % 4 == 0;  // sometimes the parser's bounds
    std::array<PackedColours, kInReach> costs{};
    std::array<Card, kInReach> cards{};
    for (std::size_t k = 0; k < kInReach; ++k) {
      for (int c = 0; c < kColours; ++c) {
        cards[k].cost[c] = static_cast<int>(rng.below(wide ? 100 : 8));
      }
      cards[k].packed_cost = costs[k] = pack(cards[k].cost);
    }
    Colours bonuses{};
    Chips chips{};
    for (int c = 0; c < kColours; ++c) {
      bonuses[c] = static_cast<int>(rng.below(wide ? 60 : 4));
      chips[c] = static_cast<int>(rng.below(wide ? 60 : 5));
    }
    chips[kGold] = static_cast<int>(rng.below(wide ? 200 : 6));
    const auto spend = spendable(bonuses, chips);
    const unsigned mask = affordable_mask(costs, spend, chips[kGold]);
    for (std::size_t k = 0; k < kInReach; ++k) {
      ASSERT_EQ((mask >> k) & 1u, affordable(cards[k], bonuses, chips) ? 1u : 0u) << i << " " << k;
    }
    ASSERT_EQ(mask >> kInReach, 0u);
  }
}

TEST(SpendiiFastPlay, FewerBonusesThanAnyTileNeedsEarnNoTile) {
  for (const auto kind : {DeckKind::kStandard, DeckKind::kShort}) {
    const auto& d = deck(kind);
    std::vector<int> all(d.tiles.size());
    for (std::size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int>(i);
    bool reached = false;  // some hand with exactly the fewest earns a tile
    for (int code = 0; code < 6 * 6 * 6 * 6 * 6; ++code) {
      Colours bonuses{};
      int sum = 0;
      for (int c = 0, n = code; c < kColours; ++c, n /= 6) sum += bonuses[c] = n % 6;
      const auto earned = eligible_tiles(d.tiles, all, bonuses);
      if (sum < d.fewest_tile_bonuses) {
        ASSERT_TRUE(earned.empty()) << code;
      }
      if (sum == d.fewest_tile_bonuses && !earned.empty()) reached = true;
      // The count stops at `enough`, and its first is the lowest earned.
      int lowest = -1;
      const int n = count_eligible(d.tiles, all, bonuses, 2, &lowest);
      ASSERT_EQ(n, std::min<int>(2, static_cast<int>(earned.size()))) << code;
      if (n > 0) {
        ASSERT_EQ(lowest, earned.front()) << code;
      }
    }
    EXPECT_TRUE(reached);
  }
}

TEST(SpendiiFastPlay, OneWayToReturnIsWhenTheListHasOne) {
  for (int code = 0; code < 5 * 5 * 5 * 5 * 5 * 5; ++code) {
    Chips chips{};
    for (int k = 0, n = code; k < kChipKinds; ++k, n /= 5) chips[k] = n % 5;
    for (int excess = 1; excess <= std::min(3, total(chips)); ++excess) {
      ASSERT_EQ(one_way_to_return(chips, excess), all_returns(chips, excess).size() == 1u)
          << code << " excess " << excess;
    }
  }
}

}  // namespace
}  // namespace gavel::spendii
