// A finished Hold'em waiting room for tests of what follows its end: Ann
// hosts, Bob joins ready, and whoever acts first in hand 1 resigns, so the
// other wins by folds with both cards unshown and the tournament is over.
// That winner may still Reveal now during the final-results break.
#pragma once

#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <cstdint>
#include <optional>
#include <string>

#include "games/all_games.h"
#include "server/room.h"
#include "server/room_options.h"
#include "tests/support/actors.h"

namespace gavel::server::testing {

struct HoldemEnd {
  Room room;
  Actor winner;
  Actor resigned;
  Seat winner_seat = 0;
};

// `ann_id` and `bob_id` are account ids (a store's, when ratings are settled).
inline std::optional<HoldemEnd> holdem_won_by_a_resignation(std::int64_t ann_id = 1,
                                                            std::int64_t bob_id = 2,
                                                            Millis now = 1'000'000,
                                                            const std::string& code = "ROOM1") {
  namespace json = boost::json;
  const Actor ann = person(ann_id, "Ann");
  const Actor bob = person(bob_id, "Bob");
  auto options =
      parse_waiting_room_options(json::parse(R"({"game":"holdem"})"), all_games(), ann.identity,
                                 [](const std::string&) { return json::object{}; });
  EXPECT_TRUE(options);
  if (!options) return std::nullopt;
  auto room = Room::create_waiting(all_games(), *options, code, 77, now, ann, ann.token);
  EXPECT_TRUE(room.invite(ann, bob.identity, now + 1));
  EXPECT_TRUE(room.join_waiting(bob, json::object{}, bob.token, now + 2));
  EXPECT_TRUE(room.set_ready(bob, true, now + 3));
  EXPECT_TRUE(room.start(ann, now + 4));
  if (room.status() != RoomStatus::kPlaying) return std::nullopt;
  const auto first = room.match()->view(engine::Viewer::spectator()).at("to_act").to_number<Seat>();
  const bool ann_first = room.members()[first].name == "Ann";
  HoldemEnd end{std::move(room), ann_first ? bob : ann, ann_first ? ann : bob, 1 - first};
  EXPECT_TRUE(end.room.resign(end.resigned, now + 5));
  EXPECT_EQ(end.room.status(), RoomStatus::kFinished);
  return end;
}

}  // namespace gavel::server::testing
