// Replays stored before the game plug-in refactor (issue 9) still load: each
// fixture is a finished match exactly as the server stored it (the replay
// JSON kept as store::FinishedMatch's summary, record included), made once by
// tests/fixtures/make_replays.py. Its record must re-run through today's
// engine to the stored rounds and result, as `gavel replay-check` checks.
// A failure here means stored matches stopped loading: fix the code, never
// the fixture.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/journal.h"
#include "games/all_games.h"

namespace gavel::engine {
namespace {

namespace json = boost::json;

constexpr const char* kBidlock = "bidlock_2p.json";
constexpr const char* kRightPrice = "right_price_open_2p.json";

json::value read_fixture(const std::string& name) {
  const auto path = std::filesystem::path(__FILE__).parent_path().parent_path() / "fixtures" / name;
  std::ifstream file(path);
  EXPECT_TRUE(file) << "cannot read " << path;
  std::stringstream text;
  text << file.rdbuf();
  std::error_code ec;
  auto value = json::parse(text.str(), ec);
  EXPECT_FALSE(ec) << path << ": " << ec.message();
  return value;
}

// What replay-check reports: every way the re-run differs from the stored
// replay (empty when they agree). The stored "rounds" are the view's "history".
std::string differences(const json::value& stored) {
  if (!stored.is_object() || !stored.as_object().contains("record")) return "no record";
  const auto record = record_from_json(stored.at("record"));
  if (!record) return "record: " + record.error().message;
  const auto match = replay(all_games().engine(), *record);
  if (!match) return "replay: " + match.error().message;
  std::string out;
  if (!(*match)->finished()) out += "the record does not reach the end; ";
  const auto view = (*match)->view(Viewer::spectator());
  for (const auto& [key, field] : {std::pair{"rounds", "history"}, std::pair{"result", "result"}}) {
    const auto* kept = stored.as_object().if_contains(key);
    const auto* rerun = view.if_contains(field);
    if (!kept || !rerun || *kept != *rerun) out += std::string(key) + " differ; ";
  }
  return out;
}

TEST(StoredReplays, AStoredBidlockMatchReplaysToItsStoredResult) {
  EXPECT_EQ(differences(read_fixture(kBidlock)), "");
}

TEST(StoredReplays, AStoredRightPriceMatchReplaysToItsStoredResult) {
  EXPECT_EQ(differences(read_fixture(kRightPrice)), "");
}

TEST(StoredReplays, TheFixturesAreFinishedTwoSeatMatchesWithWhatTheStoreKeeps) {
  for (const auto* name : {kBidlock, kRightPrice}) {
    SCOPED_TRACE(name);
    const auto stored = read_fixture(name);
    ASSERT_TRUE(stored.is_object());
    const auto& replay = stored.as_object();
    // The fields store::FinishedMatch is filled from (api.cpp's save_finished).
    ASSERT_TRUE(replay.contains("code") && replay.contains("game") && replay.contains("players"));
    EXPECT_EQ(replay.at("status"), "finished");
    EXPECT_EQ(replay.at("record").at("game"), replay.at("game"));
    EXPECT_EQ(replay.at("record").at("seats"), 2);
    ASSERT_EQ(replay.at("players").as_array().size(), 2u);
    for (const auto& player : replay.at("players").as_array()) {
      EXPECT_TRUE(player.at("name").is_string());
    }
    EXPECT_FALSE(replay.at("rounds").as_array().empty());
    EXPECT_FALSE(replay.at("result").is_null());
  }
}

TEST(StoredReplays, TheRecordReadsAndWritesBackUnchanged) {
  // The record's JSON form (seed as a decimal string, inputs with kind,
  // origin, seat and the game's action JSON) is what the store holds.
  for (const auto* name : {kBidlock, kRightPrice}) {
    SCOPED_TRACE(name);
    const auto stored = read_fixture(name);
    const auto record = record_from_json(stored.at("record"));
    ASSERT_TRUE(record) << record.error().message;
    EXPECT_EQ(record_to_json(*record), stored.at("record"));
  }
}

TEST(StoredReplays, TheFixturesHoldTimedOutInputs) {
  // Timeouts are the inputs most likely to change shape: Bidlock's stand-in
  // move (origin "timeout"), The Right Price's clock (a tick).
  const auto has = [](const json::value& stored, const char* key, const char* value) {
    for (const auto& input : stored.at("record").at("inputs").as_array()) {
      if (const auto* field = input.as_object().if_contains(key); field && *field == value) {
        return true;
      }
    }
    return false;
  };
  EXPECT_TRUE(has(read_fixture(kBidlock), "origin", "timeout"));
  EXPECT_TRUE(has(read_fixture(kRightPrice), "kind", "tick"));
}

TEST(StoredReplays, AChangedInputIsNoticed) {
  // The check has teeth: the agent plays its first two chips the other way
  // round; both moves stay legal, the rounds differ.
  auto stored = read_fixture(kBidlock);
  json::value agent;
  for (const auto& player : stored.at("players").as_array()) {
    if (player.at("kind") != "bot") agent = player.at("seat");
  }
  auto& inputs = stored.at("record").at("inputs").as_array();
  json::object* first = nullptr;
  json::object* second = nullptr;
  for (auto& input : inputs) {
    auto& entry = input.as_object();
    if (entry.at("kind") != "action" || entry.at("seat") != agent) continue;
    if (!first) {
      first = &entry;
    } else {
      second = &entry;
      break;
    }
  }
  ASSERT_TRUE(first && second);
  ASSERT_NE(first->at("action"), second->at("action"));
  std::swap(first->at("action"), second->at("action"));
  EXPECT_NE(differences(stored).find("rounds differ"), std::string::npos);
}

}  // namespace
}  // namespace gavel::engine
