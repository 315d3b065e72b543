// A room rebuilt from its journal is the room it was: every registered game
// played with agents, bots, timeouts and chat, then run again from the
// inputs the room handed out, must give the same match, seats, log and views.
#include <gtest/gtest.h>

#include "engine/journal.h"
#include "engine/rng.h"
#include "games/all_games.h"
#include "server/replay_step.h"
#include "server/room.h"
#include "server/room_options.h"
#include "server/room_view.h"
#include "tests/support/build_share.h"

namespace gavel::server {
namespace {

namespace json = boost::json;

RoomOptions options_for(const std::string& game, int seats, int bots) {
  json::object body{{"game", game}, {"seats", seats}, {"bots", bots}};
  auto parsed = parse_room_options(body, all_games(), 30);
  EXPECT_TRUE(parsed) << game << ": " << parsed.error().message;
  return *parsed;
}

// Everything a viewer can be told, without the version (a restored room
// moves it on, so that clients see a change).
json::object told(const Room& room, std::optional<std::string_view> token, Millis now) {
  auto state = room.state(token, now);
  state.erase("version");
  return state;
}

void expect_same_room(const Room& original, const Room& restored, Millis now) {
  ASSERT_EQ(original.status(), restored.status());
  EXPECT_EQ(told(original, std::nullopt, now), told(restored, std::nullopt, now));
  for (const auto& member : original.members()) {
    if (!member.token.empty()) {
      EXPECT_EQ(told(original, member.token, now), told(restored, member.token, now))
          << member.name;
    }
  }
  EXPECT_EQ(original.log(), restored.log());
  EXPECT_EQ(original.chat_room().lines().size(), restored.chat_room().lines().size());
  ASSERT_EQ(original.match() != nullptr, restored.match() != nullptr);
  if (original.match()) {
    EXPECT_TRUE(original.match()->same_state(*restored.match()));
    EXPECT_EQ(engine::record_to_json(original.play()->record()),
              engine::record_to_json(restored.play()->record()));
  }
  EXPECT_GT(restored.version(), original.version());
}

// A finished match stepped through from its stored replay (the room gone
// from memory) shows what the room itself shows at every step, and refuses
// the same bad steps.
void expect_same_steps_from_the_store(const Room& room) {
  const json::value stored = replay(room);
  const auto steps = room.play()->record().inputs.size();
  if (room.game().host.private_record) {
    // Nothing kept after the end may re-deal such a game (Hold'em's note
    // 75): its stored replay has no record, so only the room steps.
    EXPECT_EQ(stored_replay_step_response(all_games(), stored, "0").status, 409);
    EXPECT_EQ(replay_step_response(room, "0").status, 200);
    return;
  }
  for (const auto step : {std::size_t{0}, steps / 3, steps / 2, steps}) {
    const auto text = std::to_string(step);
    const auto live = replay_step_response(room, text);
    const auto kept = stored_replay_step_response(all_games(), stored, text);
    EXPECT_EQ(live.status, 200) << live.body;
    EXPECT_EQ(kept.status, live.status) << kept.body;
    EXPECT_EQ(json::parse(kept.body), json::parse(live.body)) << "step " << step;
  }
  for (const std::string& bad : {std::to_string(steps + 1), std::string("-1"), std::string("x")}) {
    EXPECT_EQ(stored_replay_step_response(all_games(), stored, bad).status, 400) << bad;
    EXPECT_EQ(replay_step_response(room, bad).status, 400) << bad;
  }
  EXPECT_EQ(stored_replay_step_response(all_games(), json::object{{"code", "X"}}, "0").status, 409);
}

// Keeps every line the room hands out, as the journal writer would.
struct Journal {
  std::vector<std::string> lines;
  void take(Room& room) {
    for (auto& line : room.take_inputs()) lines.push_back(std::move(line));
  }
};

// Plays a table to its end: agents decide with the game's first house bot,
// some turns are left to run out, someone chats and a refusal is tried.
void play_table(const games::GameEntry& game, std::uint64_t seed) {
  const auto& info = game.info;
  const int seats = info.max_seats;
  const int bots = info.min_seats < seats ? 1 : 0;
  Room room(all_games(), options_for(info.name, seats, bots), "TABLE", seed, 1'000);
  Journal journal;
  journal.take(room);
  std::vector<std::string> tokens;
  for (int i = bots; i < seats; ++i) {
    // The first sits as a guest, as themselves; the others by name alone.
    const Identity guest{Identity::Kind::kGuest, 40 + i, "Guest-00" + std::to_string(40 + i),
                         false};
    const bool as_guest = i == bots;
    auto joined = as_guest ? room.join(json::object{}, "tok-guest", 2'000 + i, guest)
                           : room.join(json::object{{"name", "Agent " + std::to_string(i)}},
                                       "tok-" + std::to_string(i), 2'000 + i);
    ASSERT_TRUE(joined) << joined.error().message;
    tokens.push_back(joined->token);
  }
  journal.take(room);
  ASSERT_EQ(room.status(), RoomStatus::kPlaying) << info.name;

  engine::Rng rng(seed);
  auto deciding = info.make_bot(info.bot_names.front(), seed);
  ASSERT_TRUE(deciding);
  Millis now = 3'000;
  for (int step = 0; step < 5'000 && room.status() == RoomStatus::kPlaying; ++step) {
    now += 50;
    const auto roll = rng.between(0, 99);
    if (roll < 3) {
      // Nobody moves: the deadline passes and the house plays.
      if (const auto deadline = room.next_deadline()) room.advance(*deadline);
    } else {
      for (const auto seat : room.bots_to_move()) {
        if (auto decision = room.bot(seat).decide(*room.match(), seat)) {
          (void)room.bot_move(seat, *decision, now);
        }
      }
      for (std::size_t i = 0; i < tokens.size(); ++i) {
        const Seat seat = bots + static_cast<Seat>(i);
        if (room.status() != RoomStatus::kPlaying) break;
        if (room.match()->legal_actions(seat).empty()) continue;
        auto decision = (*deciding)->decide(*room.match(), seat);
        if (!decision) continue;
        (void)room.move(Actor::with_token(tokens[i]), *decision, now);
        // The same move again is refused and must leave no line.
        (void)room.move(Actor::with_token(tokens[i]), *decision, now);
      }
    }
    if (step % 97 == 0) {
      Actor talker = Actor::with_token(tokens.front());
      (void)room.chat(talker, json::object{{"text", "hello"}}, now);
    }
    journal.take(room);
    if (step % 211 == 0) {
      expect_same_room(room, Room::restore(all_games(), journal.lines), now);
    }
  }
  EXPECT_EQ(room.status(), RoomStatus::kFinished) << info.name;
  journal.take(room);
  expect_same_room(room, Room::restore(all_games(), journal.lines), now);
  expect_same_steps_from_the_store(room);
}

TEST(RoomJournal, EveryGamesTableIsRebuiltExactly) {
  for (const auto& game : all_games().entries()) {
    for (int seed = 1; seed <= testing_support::share_for_this_build(3); ++seed) {
      SCOPED_TRACE(game.info.name + " seed " + std::to_string(seed));
      play_table(game, static_cast<std::uint64_t>(seed));
    }
  }
}

TEST(RoomJournal, AWaitingRoomIsRebuiltWithItsSeatsChatAndRatings) {
  auto options = options_for("bidlock", 3, 0);
  options.flow = RoomFlow::kWaiting;
  Actor host;
  host.identity = {Identity::Kind::kAccount, 1, "Host", false};
  host.rating = 1234;
  Actor guest;
  guest.identity = {Identity::Kind::kAccount, 3, "Third", false};
  Actor other;
  other.identity = {Identity::Kind::kAccount, 2, "Other", false};
  auto room = Room::create_waiting(all_games(), options, "WAITS", 5, 1'000, host, "tok-host");
  Journal journal;
  journal.take(room);
  ASSERT_TRUE(room.join_waiting(guest, json::object{}, "tok-guest", 1'100));
  ASSERT_TRUE(room.chat(host, json::object{{"text", "hi all"}}, 1'200));
  ASSERT_TRUE(room.join_waiting(other, json::object{}, "tok-other", 1'250));
  ASSERT_TRUE(room.exit(other, 1'260));
  ASSERT_TRUE(room.set_ready(guest, true, 1'300));
  ASSERT_TRUE(room.add_bot(host, 1'400));
  journal.take(room);
  expect_same_room(room, Room::restore(all_games(), journal.lines), 1'500);

  ASSERT_TRUE(room.start(host, 1'500));
  ASSERT_TRUE(room.resign(guest, 1'600));
  journal.take(room);
  expect_same_room(room, Room::restore(all_games(), journal.lines), 1'700);

  // The rest is played by the house for the resigned guest, the bot and,
  // at each deadline, the host.
  for (int guard = 0; guard < 100 && room.status() == RoomStatus::kPlaying; ++guard) {
    if (const auto deadline = room.next_deadline()) room.advance(*deadline);
  }
  ASSERT_EQ(room.status(), RoomStatus::kFinished);
  room.set_ratings({{0, 1234, 1250}}, 900'000);
  room.set_next_room("NEXT1", 900'100);
  journal.take(room);
  const auto restored = Room::restore(all_games(), journal.lines);
  expect_same_room(room, restored, 900'200);
  ASSERT_TRUE(restored.ratings());
  EXPECT_EQ(restored.ratings()->front().new_rating, 1250);
  EXPECT_EQ(restored.next_room(), std::optional<std::string>("NEXT1"));
}

TEST(RoomJournal, ARefusalLeavesNoLine) {
  Room room(all_games(), options_for("bidlock", 2, 1), "REFUS", 3, 1'000);
  (void)room.take_inputs();
  EXPECT_FALSE(room.move(Actor::with_token("nobody"), json::object{{"chip", 1}}, 1'100));
  EXPECT_FALSE(room.start(Actor::with_token("nobody"), 1'100));
  EXPECT_TRUE(room.take_inputs().empty());
}

// A move runs the deadline check inside it: only the move itself is a line,
// with every fact a restart needs to run it again.
TEST(RoomJournal, AMoveIsOneLineWithItsActorActionTimeAndVersion) {
  Room room(all_games(), options_for("bidlock", 2, 1), "ONELN", 5, 1'000);
  ASSERT_TRUE(room.join(json::object{}, "tok", 2'000));
  auto lines = room.take_inputs();
  ASSERT_TRUE(room.move(Actor::with_token("tok"), json::object{{"chip", 1}}, 2'100));
  const auto moved = room.take_inputs();
  ASSERT_EQ(moved.size(), 1u);
  const auto line = json::parse(moved[0]).as_object();
  EXPECT_EQ(line.at("op"), "move");
  EXPECT_EQ(line.at("actor").at("token"), "tok");
  EXPECT_EQ(line.at("action"), (json::object{{"chip", 1}}));
  EXPECT_EQ(line.at("now"), 2'100);
  EXPECT_EQ(line.at("v").to_number<std::uint64_t>(), room.version());
  lines.push_back(moved[0]);
  EXPECT_EQ(engine::record_to_json(Room::restore(all_games(), lines).play()->record()),
            engine::record_to_json(room.play()->record()));
}

TEST(RoomJournal, TheClockPausesForTheDowntimeSoNoTurnRunsOut) {
  Room room(all_games(), options_for("bidlock", 2, 1), "PAUSE", 4, 1'000);
  ASSERT_TRUE(room.join(json::object{}, "tok", 2'000));
  auto lines = room.take_inputs();
  const auto deadline = *room.next_deadline();
  auto restored = Room::restore(all_games(), lines);
  // Down for a minute, back 5 s before the deadline was due: the turn has
  // all the time it had at the last sign of life.
  const Millis downtime = 60'000;
  const Millis back = deadline - 5'000 + downtime;
  restored.resume(back, downtime);
  EXPECT_EQ(restored.next_deadline(), deadline + downtime);
  EXPECT_EQ(restored.advance(back), 0);
  EXPECT_EQ(restored.state(std::nullopt, back).at("serverTime"), back - downtime);
  // The pause is an input too: a second restart keeps it.
  for (auto& line : restored.take_inputs()) lines.push_back(std::move(line));
  EXPECT_EQ(Room::restore(all_games(), lines).next_deadline(), deadline + downtime);
}

TEST(RoomJournal, AJournalThatCannotBeReadThrows) {
  EXPECT_ANY_THROW(Room::restore(all_games(), {}));
  EXPECT_ANY_THROW(Room::restore(all_games(), {R"({"op":"move"})"}));
  Room room(all_games(), options_for("bidlock", 2, 1), "BROKE", 3, 1'000);
  auto lines = room.take_inputs();
  auto teleport = lines;
  teleport.push_back(R"({"op":"teleport","now":5,"v":2})");
  EXPECT_ANY_THROW(Room::restore(all_games(), teleport));
  auto cut_short = lines;
  cut_short.push_back(R"({"op":"advance","now":)");  // a line that is not JSON
  EXPECT_ANY_THROW(Room::restore(all_games(), cut_short));
}

}  // namespace
}  // namespace gavel::server
