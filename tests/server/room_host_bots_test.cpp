// A room's house bot through its host: it moves through the bot pool, and
// when the pool never gets to it, the last call still moves it in its turn
// as a bot, before the deadline's stand-in would (server/bot_budget_policy.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

#include "games/all_games.h"
#include "server/clock.h"
#include "server/room_host.h"
#include "server/room_options.h"
#include "server/secrets.h"
#include "server/worker_pool.h"

namespace gavel::server {
namespace {

namespace json = boost::json;

// Keeps the op of every input the room hands over, stored at once.
class OpsSink final : public InputSink {
 public:
  void append(const std::string&, std::vector<std::string> inputs, bool, Durable durable) override {
    for (const auto& input : inputs) ops.emplace_back(json::parse(input).at("op").as_string());
    durable(true);
  }
  void forget(const std::string&) override {}

  bool has(std::string_view op) const { return std::find(ops.begin(), ops.end(), op) != ops.end(); }
  std::vector<std::string> ops;
};

class RoomHostBotsTest : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(init_secrets()); }

  // A Bidlock agent table with the agent in seat 0 and a house bot in seat 1,
  // started, with the shortest turn Bidlock allows (5 s).
  std::shared_ptr<RoomHost> start_table(asio::io_context::executor_type bots) {
    auto options = parse_room_options(
        json::parse(R"({"game":"bidlock","seats":2,"bots":1,"turnSeconds":5})"), all_games(), 30);
    EXPECT_TRUE(options) << options.error().message;
    Room room(all_games(), *options, "BOTS1", 3, now_ms());
    const auto joined = room.join(json::parse(R"({"name":"Ann"})"), "tok-ann", now_ms());
    EXPECT_TRUE(joined) << joined.error().message;
    EXPECT_EQ(room.status(), RoomStatus::kPlaying);
    HostSettings settings{
        .bot_delay_min_ms = 0, .bot_delay_max_ms = 0, .journal = &sink_, .moved_away = {}};
    auto host = std::make_shared<RoomHost>(io_, bots, std::move(room), settings, nullptr);
    host->run([](Room&) {});  // publishes the first version, which schedules the bot
    return host;
  }

  // Runs the room's strand until the bot has moved, or for `longest` at most.
  void run_until_bot_moved(std::chrono::milliseconds longest) {
    const auto until = std::chrono::steady_clock::now() + longest;
    while (!sink_.has("bot_move") && std::chrono::steady_clock::now() < until) {
      io_.run_one_for(std::chrono::milliseconds(50));
    }
  }

  OpsSink sink_;
  asio::io_context io_;
};

TEST_F(RoomHostBotsTest, TheBotMovesThroughThePool) {
  WorkerPool pool(1, WorkerPool::Priority::kLow);
  auto host = start_table(pool.executor());
  run_until_bot_moved(std::chrono::seconds(4));
  EXPECT_TRUE(sink_.has("bot_move"));
  host->close();
  pool.stop();
}

TEST_F(RoomHostBotsTest, APoolThatNeverAnswersStillLetsTheBotMoveInItsTurn) {
  asio::io_context stalled;  // a bot pool whose threads never get to the decision
  auto host = start_table(stalled.get_executor());
  // Past the 5 s deadline: by then either the last call moved the bot or the
  // deadline's stand-in did.
  run_until_bot_moved(std::chrono::seconds(8));
  ASSERT_TRUE(sink_.has("bot_move")) << "the bot never moved";
  // The bot's move came first: the deadline had not yet stood in for anyone.
  const auto first = [&](std::string_view op) {
    return std::find(sink_.ops.begin(), sink_.ops.end(), op) - sink_.ops.begin();
  };
  EXPECT_LT(first("bot_move"), first("advance"));
  EXPECT_EQ(asio::use_service<PoolLoad>(stalled).waiting(), 1);  // the pool's copy, never started
  host->close();
}

}  // namespace
}  // namespace gavel::server
