// Move advice's look back (advice_history.h): a seat's latest completed turn
// re-run from a Spendii record, each stage with the advice a fresh house bot
// gives from that seat's view just before it, as live advice would have.
#include "server/advice_history.h"

#include <gtest/gtest.h>

#include "engine/journal.h"
#include "games/all_games.h"

namespace gavel::server {
namespace {

namespace json = boost::json;

const std::vector<std::string> kStages = {"main", "return", "tile"};

const games::GameEntry& spendii() {
  const auto* entry = all_games().find("spendii");
  EXPECT_NE(entry, nullptr);
  return *entry;
}

// A whole two-seat game on the Short deck, both seats playing the first
// legal move at each input (ticks never needed: no time passes).
engine::MatchRecord played_record() {
  engine::MatchRecord record;
  record.game = "spendii";
  record.settings = json::parse(R"({"deck":"short","target":6,"gold":2})");
  record.seats = 2;
  record.seed = 11;
  auto match = spendii().info.create(record.settings, record.seats, record.seed, 0);
  EXPECT_TRUE(match);
  engine::Millis now = 0;
  while (!(*match)->finished() && record.inputs.size() < 2000) {
    bool moved = false;
    for (engine::Seat seat = 0; seat < 2 && !moved; ++seat) {
      const auto legal = (*match)->legal_actions(seat);
      if (legal.empty()) continue;
      // Vary the moves a little, so turns with a return or a tile occur.
      const auto& action = legal[record.inputs.size() % legal.size()];
      EXPECT_TRUE((*match)->apply(seat, action, now, engine::Origin::kPlayer));
      record.inputs.push_back({.kind = engine::JournalEntry::Kind::kAction,
                               .at = now,
                               .seat = seat,
                               .action = action,
                               .origin = engine::Origin::kPlayer});
      moved = true;
    }
    EXPECT_TRUE(moved);
    now += 10;
  }
  EXPECT_TRUE((*match)->finished());
  EXPECT_GT(record.inputs.size(), 10u);
  return record;
}

// The advice a fresh bot gives the seat after the first `step` inputs.
json::value advice_at(const engine::MatchRecord& record, engine::Seat seat, std::size_t step) {
  auto cut = record;
  cut.inputs.resize(step);
  auto match = engine::replay(all_games().engine(), cut);
  EXPECT_TRUE(match);
  auto bot = spendii().info.make_bot(spendii().info.bot_names.front(), advice_seed(record, seat));
  EXPECT_TRUE(bot);
  auto advice = (*bot)->decide(**match, seat);
  EXPECT_TRUE(advice);
  return *advice;
}

TEST(AdviceHistory, NothingBeforeTheSeatsFirstTurnEnds) {
  const auto record = played_record();
  auto none = latest_completed_turn(spendii().info, record, 0, 0, kStages);
  ASSERT_TRUE(none) << none.error().message;
  EXPECT_FALSE(*none);
  // The bidding is not a turn advice covers: nothing until the first play turn ends.
  auto first_input = latest_completed_turn(spendii().info, record, 0, 1, kStages);
  ASSERT_TRUE(first_input);
  EXPECT_FALSE(*first_input);
}

TEST(AdviceHistory, TheLatestTurnStageByStageWithTheAdviceOfThatMoment) {
  const auto record = played_record();
  for (const engine::Seat seat : {0, 1}) {
    auto past = latest_completed_turn(spendii().info, record, seat, record.inputs.size(), kStages);
    ASSERT_TRUE(past) << past.error().message;
    ASSERT_TRUE(*past);
    const auto& stages = **past;
    ASSERT_FALSE(stages.empty());
    EXPECT_EQ(stages.front().phase, "main");
    for (std::size_t i = 0; i < stages.size(); ++i) {
      const auto& stage = stages[i];
      // The seat's own inputs, one after another, as played.
      EXPECT_EQ(record.inputs[stage.step].seat, seat);
      EXPECT_EQ(stage.played, record.inputs[stage.step].action);
      if (i > 0) {
        EXPECT_EQ(stage.step, stages[i - 1].step + 1);
        EXPECT_NE(stage.phase, "main");
      }
      // The advice is what live advice said then (note 60).
      EXPECT_EQ(stage.advice, advice_at(record, seat, stage.step)) << stage.step;
    }
    // No later input of the seat: this is its latest turn.
    for (std::size_t i = stages.back().step + 1; i < record.inputs.size(); ++i) {
      EXPECT_NE(record.inputs[i].seat, seat) << i;
    }
    // At or before a step: the turn before this one, when cut at its start.
    auto before = latest_completed_turn(spendii().info, record, seat, stages.front().step, kStages);
    ASSERT_TRUE(before);
    ASSERT_TRUE(*before);
    EXPECT_LT((*before)->back().step, stages.front().step);
    EXPECT_EQ((*before)->front().phase, "main");
  }
}

TEST(AdviceHistory, SomeTurnHasMoreThanOneStage) {
  // The record's every turn, seen one cut at a time: a return or tile stage
  // appears in the list after its main action.
  const auto record = played_record();
  bool several = false;
  for (std::size_t upto = 0; upto <= record.inputs.size() && !several; ++upto) {
    auto past = latest_completed_turn(spendii().info, record, 0, upto, kStages);
    ASSERT_TRUE(past);
    several = *past && (*past)->size() > 1;
  }
  EXPECT_TRUE(several);
}

TEST(AdviceHistory, JsonListsEveryStageInOrder) {
  const std::vector<PastStage> stages = {
      {.step = 4,
       .phase = "main",
       .advice = json::parse(R"({"action":"pass"})"),
       .played = json::parse(R"({"action":"take","chips":["white"]})")},
      {.step = 5,
       .phase = "tile",
       .advice = json::parse(R"({"action":"tile","tile":2})"),
       .played = json::parse(R"({"action":"tile","tile":2})")}};
  EXPECT_EQ(json::value(past_turn_json(stages)),
            json::parse(R"([{"step":4,"stage":"main","advice":{"action":"pass"},)"
                        R"("played":{"action":"take","chips":["white"]}},)"
                        R"({"step":5,"stage":"tile","advice":{"action":"tile","tile":2},)"
                        R"("played":{"action":"tile","tile":2}}])"));
}

}  // namespace
}  // namespace gavel::server
