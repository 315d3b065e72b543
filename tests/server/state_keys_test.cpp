// The State object is flat: a game's view and the room's fields share one
// namespace. These tests fail when a game's view writes a key the room also
// writes (which the room would silently overwrite), and when the room starts
// writing a key the list in room_view.h does not name.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "engine/legal_action.h"
#include "games/all_games.h"
#include "server/room.h"
#include "server/room_options.h"
#include "server/room_view.h"
#include "tests/support/build_share.h"

namespace gavel::server {
namespace {

namespace json = boost::json;

template <class Keys>
std::set<std::string> clashes(const json::object& object, const Keys& room_keys) {
  std::set<std::string> out;
  for (const auto& key : room_keys) {
    if (object.contains(key)) out.insert(std::string(key));
  }
  return out;
}

std::set<std::string> view_clashes(const json::object& view) {
  auto out = clashes(view, kRoomStateKeys);
  if (const auto* players = view.if_contains("players"); players && players->is_array()) {
    for (const auto& player : players->as_array()) {
      for (auto& key : clashes(player.as_object(), kRoomPlayerKeys)) out.insert("players[]." + key);
    }
  }
  if (const auto* you = view.if_contains("you"); you && you->is_object()) {
    for (auto& key : clashes(you->as_object(), kRoomYouKeys)) out.insert("you." + key);
  }
  return out;
}

TEST(StateKeys, NoGameViewWritesAKeyTheRoomWrites) {
  engine::Rng rng(2024);
  for (const auto& game : all_games().entries()) {
    std::set<std::string> found;
    for (int seats = game.info.min_seats; seats <= game.info.max_seats; ++seats) {
      for (int match_number = 0; match_number < testing_support::share_for_this_build(3);
           ++match_number) {
        SCOPED_TRACE(game.name() + " with " + std::to_string(seats) + " seats");
        auto match = game.info.create(nullptr, seats, rng.next(), 0);
        ASSERT_TRUE(match) << match.error().message;
        engine::Millis now = 0;
        for (int step = 0; step < 2'000 && !(*match)->finished(); ++step) {
          for (engine::Seat seat = -1; seat < seats; ++seat) {
            const auto viewer = seat < 0 ? engine::Viewer::spectator() : engine::Viewer::seat(seat);
            found.merge(view_clashes((*match)->view(viewer)));
          }
          bool acted = false;
          for (engine::Seat seat = 0; seat < seats && !acted; ++seat) {
            const auto legal = (*match)->legal_actions(seat);
            if (legal.empty()) continue;
            acted = static_cast<bool>((*match)->apply(seat, engine::random_legal_action(legal, rng),
                                                      now, engine::Origin::kPlayer));
          }
          if (!acted) {
            const auto deadline = (*match)->next_deadline();
            ASSERT_TRUE(deadline) << "nobody can act and nothing is due";
            now = std::max(now, deadline->at);
            (*match)->tick(now);
          }
        }
      }
    }
    std::string list;
    for (const auto& key : found) list += " " + key;
    EXPECT_TRUE(found.empty()) << game.name() << "'s view writes the room's keys:" << list;
  }
}

// With no game view under it (a waiting room), every key of the State is the
// room's: the lists must name them all, so a new room field cannot slip past
// the test above.
TEST(StateKeys, TheListsNameEveryKeyTheRoomWrites) {
  auto options = parse_room_options(json::parse(R"({"seats":2})"), all_games(), 30);
  ASSERT_TRUE(options);
  Room room(all_games(), *options, "KEYS1", 1, 0);
  ASSERT_TRUE(room.join(json::object{{"name", "Ann"}}, "a", 1));
  const auto state = room.state(std::string_view("a"), 2);
  const std::set<std::string> game_owned = {"players", "you", "settings"};
  const auto& turn = room.game().host.turn_setting;
  for (const auto& [key, value] : state) {
    if (game_owned.contains(std::string(key)) || key == turn) continue;
    EXPECT_TRUE(std::count(kRoomStateKeys.begin(), kRoomStateKeys.end(), key)) << key;
  }
  for (const auto& [key, value] : state.at("players").at(0).as_object()) {
    if (key == "seat") continue;
    EXPECT_TRUE(std::count(kRoomPlayerKeys.begin(), kRoomPlayerKeys.end(), key)) << key;
  }
  for (const auto& [key, value] : state.at("you").as_object()) {
    if (key == "seat") continue;
    EXPECT_TRUE(std::count(kRoomYouKeys.begin(), kRoomYouKeys.end(), key)) << key;
  }
}

}  // namespace
}  // namespace gavel::server
