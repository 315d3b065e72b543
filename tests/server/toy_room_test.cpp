// A third game through the room, with no line of server code about it: the
// toy High Card (registered only in tests) is hosted by the same Room as
// Bidlock, in a waiting room and at an agent table, from start to replay.
#include <gtest/gtest.h>

#include "../support/actors.h"
#include "server/responses.h"
#include "server/room.h"
#include "server/room_options.h"
#include "tests/toy_game/toy_catalog.h"

namespace gavel::server {
namespace {

namespace json = boost::json;

// Plays every seat's first legal action until the match ends.
void play_out(Room& room, Millis& now) {
  for (int guard = 0; guard < 500 && room.status() == RoomStatus::kPlaying; ++guard) {
    now += 10;
    for (const Seat seat : room.bots_to_move()) {
      auto action = room.bot(seat).decide(*room.match(), seat);
      ASSERT_TRUE(action);
      ASSERT_TRUE(room.bot_move(seat, *action, now));
    }
    for (Seat seat = 0; seat < static_cast<Seat>(room.members().size()); ++seat) {
      const auto& member = room.members()[seat];
      if (member.is_bot() || room.status() != RoomStatus::kPlaying) continue;
      const auto legal = room.match()->legal_actions(seat);
      if (legal.empty()) continue;
      auto moved = room.move(Actor::with_token(member.token), legal.front(), now);
      ASSERT_TRUE(moved) << moved.error().message;
    }
  }
  ASSERT_EQ(room.status(), RoomStatus::kFinished);
}

TEST(ToyRoom, AWaitingRoomOfTheThirdGamePlaysToItsReplay) {
  const auto& catalog = toy::toy_catalog();
  const Actor ann = person(1, "Ann");
  auto options = parse_waiting_room_options(json::parse(R"({"game":"toy"})"), catalog, ann.identity,
                                            [](const std::string&) { return json::object{}; });
  ASSERT_TRUE(options) << options.error().message;
  Millis now = 1'000;
  auto room = Room::create_waiting(catalog, *options, "TOY01", 5, now, ann, ann.token);
  EXPECT_EQ(room.game().name(), "toy");
  // The game's own limits decide: one bot at most.
  ASSERT_TRUE(room.add_bot(ann, now += 10));
  EXPECT_EQ(http_status(room.add_bot(ann, now += 10).error().kind), 409);
  ASSERT_TRUE(room.start(ann, now += 10));
  const auto state = room.state(std::string_view(ann.token), now);
  EXPECT_EQ(state.at("game"), "toy");
  EXPECT_EQ(state.at("status"), "playing");
  EXPECT_FALSE(state.at("legalActions").as_array().empty());
  play_out(room, now);
  const auto record = replay(room);
  EXPECT_EQ(record.at("game"), "toy");
  EXPECT_TRUE(record.contains("record"));
  EXPECT_TRUE(room.rated_result());  // a registered player's room with a bot
}

TEST(ToyRoom, AnAgentTableOfTheThirdGameFillsWithItsBotAndFinishes) {
  const auto& catalog = toy::toy_catalog();
  auto options = parse_room_options(json::parse(R"({"game":"toy","seats":2})"), catalog, 30);
  ASSERT_TRUE(options) << options.error().message;
  Millis now = 1'000;
  Room room(catalog, *options, "TOY02", 9, now);
  ASSERT_TRUE(room.join(json::object{{"name", "Agent"}}, "a", now += 10));
  ASSERT_TRUE(room.start("a", now += 10));
  ASSERT_EQ(room.members().size(), 2u);
  EXPECT_TRUE(room.members()[1].is_bot());
  play_out(room, now);
  EXPECT_FALSE(room.rated_result());  // agent tables are never rated
}

TEST(ToyRoom, TheFirstRegisteredGameIsTheDefault) {
  auto options = parse_room_options(json::parse("{}"), toy::toy_catalog(), 30);
  ASSERT_TRUE(options);
  EXPECT_EQ(options->game, toy::toy_catalog().first().name());
}

}  // namespace
}  // namespace gavel::server
