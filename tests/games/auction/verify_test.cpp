// The verifier passes every replay the rules produce and catches a replay
// tampered in any one place: a bid, a value, the seed, a payout. With
// GAVEL_WRITE_AUCTION_FIXTURE=path it also writes the played replay there
// (how tests/fixtures/auction/replay.json was made).
#include "games/auction/verify.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>

#include "tests/games/auction/replay_fixture.h"

namespace gavel::auction {
namespace {

namespace json = boost::json;

json::object paid_replay() {
  return test::played_replay(json::parse(R"({"items":6,"talk_rounds":1,"stake":10,"rake_pct":5})"),
                             5, 8080);
}

bool mentions(const Verdict& verdict, std::string_view text) {
  for (const auto& difference : verdict.differences) {
    if (difference.find(text) != std::string::npos) return true;
  }
  return false;
}

std::string listed(const Verdict& verdict) {
  std::string out;
  for (const auto& difference : verdict.differences) out += difference + "\n";
  return out;
}

TEST(AuctionVerify, EveryPlayedReplayVerifies) {
  for (engine::Seed seed = 1; seed <= 30; ++seed) {
    const auto settings = seed % 2 ? json::parse(R"({"items":4,"pricing":"second"})")
                                   : json::parse(R"({"items":5,"talk_rounds":2,"stake":7})");
    const auto replay = test::played_replay(settings, 3 + static_cast<int>(seed % 6), seed);
    const auto verdict = verify_replay(replay);
    EXPECT_TRUE(verdict.readable);
    EXPECT_TRUE(verdict.differences.empty()) << listed(verdict);
    EXPECT_GT(verdict.items_checked, 0);
    EXPECT_GT(verdict.events_checked, 0);
  }
}

TEST(AuctionVerify, WritesTheFixtureWhenAsked) {
  const auto replay = paid_replay();
  if (const char* path = std::getenv("GAVEL_WRITE_AUCTION_FIXTURE")) {
    std::ofstream(path) << json::serialize(replay) << "\n";
  }
  EXPECT_TRUE(verify_replay(replay).differences.empty());
}

TEST(AuctionVerify, TheCheckedInFixtureVerifies) {
  std::ifstream file(GAVEL_SOURCE_DIR "/tests/fixtures/auction/replay.json");
  ASSERT_TRUE(file);
  const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  const auto verdict = verify_replay(json::parse(text));
  EXPECT_TRUE(verdict.differences.empty()) << listed(verdict);
}

TEST(AuctionVerify, CatchesATamperedBid) {
  auto replay = paid_replay();
  auto& inputs = replay["record"].as_object()["inputs"].as_array();
  bool changed = false;
  for (auto& input : inputs) {
    auto& object = input.as_object();
    if (!object.contains("action") || object["action"].as_object()["action"] != "bid") continue;
    auto& amount = object["action"].as_object()["amount"];
    if (amount.to_number<std::int64_t>() == 0) continue;
    amount = amount.to_number<std::int64_t>() - 1;
    changed = true;
    break;
  }
  ASSERT_TRUE(changed);
  const auto verdict = verify_replay(replay);
  EXPECT_FALSE(verdict.differences.empty());
  EXPECT_TRUE(mentions(verdict, "bids")) << listed(verdict);
}

TEST(AuctionVerify, CatchesATamperedValue) {
  auto replay = paid_replay();
  auto& cell = replay["final"].as_object()["values"].as_array()[2].as_array()[1];
  cell = cell.to_number<std::int64_t>() == 60 ? 59 : cell.to_number<std::int64_t>() + 1;
  const auto verdict = verify_replay(replay);
  EXPECT_TRUE(mentions(verdict, "value of item 3 for seat 1")) << listed(verdict);
}

TEST(AuctionVerify, CatchesATamperedSeed) {
  auto replay = paid_replay();
  replay["record"].as_object()["seed"] = "8081";
  const auto verdict = verify_replay(replay);
  EXPECT_TRUE(mentions(verdict, "commit")) << listed(verdict);
  // A revealed seed that does not open the commitment.
  auto revealed = paid_replay();
  auto& seed = revealed["final"].as_object()["seed"].as_string();
  seed[0] = seed[0] == '0' ? '1' : '0';
  EXPECT_TRUE(mentions(verify_replay(revealed), "commit = SHA-256(revealed seed)"));
}

TEST(AuctionVerify, CatchesATamperedPayout) {
  auto replay = paid_replay();
  auto& paid = replay["final"].as_object()["payouts"].as_object()["paid"].as_array();
  paid[0] = paid[0].to_number<std::int64_t>() + 1;
  const auto verdict = verify_replay(replay);
  EXPECT_TRUE(mentions(verdict, "payouts")) << listed(verdict);
}

TEST(AuctionVerify, RefusesWhatIsNotAFinishedAuction) {
  EXPECT_FALSE(verify_replay(json::object{}).readable);
  auto replay = paid_replay();
  auto& inputs = replay["record"].as_object()["inputs"].as_array();
  inputs.erase(inputs.end() - 1);
  const auto verdict = verify_replay(replay);
  EXPECT_FALSE(verdict.readable);
  EXPECT_FALSE(verdict.differences.empty());
}

}  // namespace
}  // namespace gavel::auction
