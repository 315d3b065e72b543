// Match records: their JSON form, replays, and refusal of tampered records.
#include "engine/journal.h"

#include <gtest/gtest.h>

#include "engine/session.h"
#include "games/all_games.h"

namespace gavel::engine {
namespace {

namespace json = boost::json;

Session played_session() {
  auto session = Session::create(gavel::all_games().engine(), "bidlock",
                                 json::object{{"turnSeconds", 10}}, 2, 99, 1'000);
  EXPECT_TRUE(session);
  EXPECT_TRUE(session->act(0, json::object{{"chip", 3}}, 2'000, Origin::kPlayer));
  EXPECT_TRUE(session->act(1, json::object{{"chip", 9}}, 2'500, Origin::kBot));
  const Session::StandIn lowest = [](const Match& match, Seat seat) -> Result<json::value> {
    return match.legal_actions(seat).at(0);
  };
  session->advance(40'000, lowest);
  return std::move(*session);
}

TEST(Journal, RecordsEveryAcceptedInputAndNothingElse) {
  auto session = played_session();
  const auto version = session.version();
  const auto inputs = session.record().inputs.size();
  EXPECT_FALSE(session.act(0, json::object{{"chip", 3}}, 50'000, Origin::kPlayer));  // spent
  EXPECT_EQ(session.version(), version);
  EXPECT_EQ(session.record().inputs.size(), inputs);
  EXPECT_EQ(session.record().inputs[1].origin, Origin::kBot);
  EXPECT_EQ(version, 1 + inputs);
}

TEST(Journal, ARecordSurvivesJsonAndReplaysToTheSameMatch) {
  const auto session = played_session();
  const auto text = json::serialize(record_to_json(session.record()));
  const auto record = record_from_json(json::parse(text));
  ASSERT_TRUE(record) << record.error().message;
  EXPECT_EQ(*record, session.record());
  const auto rerun = replay(gavel::all_games().engine(), *record);
  ASSERT_TRUE(rerun) << rerun.error().message;
  EXPECT_TRUE((*rerun)->same_state(session.match()));
  EXPECT_EQ((*rerun)->snapshot(), session.match().snapshot());
}

TEST(Journal, SeedsTravelAsDecimalStrings) {
  MatchRecord record{"bidlock", nullptr, 2, 18'446'744'073'709'551'615ULL, 0, {}};
  const auto json = record_to_json(record);
  EXPECT_EQ(json.at("seed"), "18446744073709551615");
  EXPECT_EQ(record_from_json(json)->seed, record.seed);
}

TEST(Journal, ATamperedRecordIsRefusedWithAReason) {
  const auto session = played_session();
  auto json = record_to_json(session.record());
  json.at("inputs").as_array().at(1).as_object()["action"] = json::object{{"chip", 3}};
  json.at("inputs").as_array().at(1).as_object()["seat"] = 0;  // seat 0 locked already
  const auto record = record_from_json(json);
  ASSERT_TRUE(record);
  const auto rerun = replay(gavel::all_games().engine(), *record);
  ASSERT_FALSE(rerun);
  EXPECT_NE(rerun.error().message.find("input 1"), std::string::npos);
}

TEST(Journal, MalformedRecordsAreRefused) {
  EXPECT_FALSE(record_from_json(json::parse("[]")));
  EXPECT_FALSE(record_from_json(json::parse(R"({"game":"bidlock","seed":5,"inputs":[]})")));
  EXPECT_FALSE(record_from_json(
      json::parse(R"({"game":"bidlock","seed":"5x","seats":2,"start":0,"inputs":[]})")));
  EXPECT_FALSE(record_from_json(json::parse(
      R"({"game":"bidlock","seed":"5","seats":2,"start":0,"inputs":[{"at":1,"kind":"jump"}]})")));
  MatchRecord unknown{"nosuchgame", nullptr, 2, 1, 0, {}};
  EXPECT_FALSE(replay(gavel::all_games().engine(), unknown));
}

}  // namespace
}  // namespace gavel::engine
