// Move advice's look back for a finished match that left memory
// (stored_advice.h): from the stored replay's record, to the player of the
// seat alone (found by the store's seat keys, never shown in the replay),
// the same answer the room gave while it was in memory.
#include "server/stored_advice.h"

#include <gtest/gtest.h>

#include "../support/actors.h"
#include "../support/scratch_dir.h"
#include "accounts/sqlite_account_store.h"
#include "games/all_games.h"
#include "server/match_results.h"
#include "server/room.h"
#include "server/room_options.h"
#include "server/room_view.h"
#include "store/sqlite_store.h"

namespace gavel::server {
namespace {

namespace json = boost::json;

const Actor kAnn = person(1, "Ann");

// Ann against a house bot on the Short deck with advice on, both playing
// their first legal move, to the end.
Room finished_room(bool advice) {
  auto options = parse_waiting_room_options(
      json::parse(std::string(R"({"game":"spendii","capacity":2,"settings":{"deck":"short",)") +
                  R"("target":6,"moveAdvice":)" + (advice ? "true" : "false") + "}}"),
      all_games(), kAnn.identity, [](const std::string&) { return json::object{}; });
  EXPECT_TRUE(options) << options.error().message;
  Millis now = 1'000'000;
  Room room = Room::create_waiting(all_games(), *options, "STORE", 5, now, kAnn, kAnn.token);
  EXPECT_TRUE(room.add_bot(kAnn, now += 10));
  EXPECT_TRUE(room.start(kAnn, now += 10));
  const Seat ann = *room.seat_of(kAnn);
  for (int guard = 0; guard < 5000 && room.status() == RoomStatus::kPlaying; ++guard) {
    now += 600;  // past the bots' bid times
    bool moved = false;
    for (Seat seat = 0; seat < 2; ++seat) {
      const auto legal = room.match()->legal_actions(seat);
      if (legal.empty()) continue;
      const auto& action = legal[static_cast<std::size_t>(guard) % legal.size()];
      moved = seat == ann ? static_cast<bool>(room.move(kAnn, action, now))
                          : static_cast<bool>(room.bot_move(seat, action, now));
      break;
    }
    if (!moved) room.advance(now);
  }
  EXPECT_EQ(room.status(), RoomStatus::kFinished);
  return room;
}

// The room as the store keeps it once it has left memory.
store::FinishedMatch stored(const Room& room) {
  const auto texts = replay_texts(room);
  return {.code = room.code(),
          .game = "spendii",
          .finished_at_ms = room.finished_at(),
          .record = room.play()->record(),
          .players = json::parse(stored_players_text(room, texts.players)),
          .summary = json::parse(texts.replay)};
}

Request asking(const std::string& step = "") {
  Request request;
  request.method = "GET";
  if (!step.empty()) request.query["step"] = step;
  return request;
}

TEST(StoredAdvice, ThePlayerGetsTheLookBackTheRoomGaveAtEveryStep) {
  const Room room = finished_room(true);
  const auto match = stored(room);
  const Seat ann = *room.seat_of(kAnn);
  const auto steps = room.play()->record().inputs.size();
  const auto& game = *all_games().find("spendii");
  int with_a_turn = 0;
  for (std::size_t step = 0; step <= steps; step += 7) {
    const auto request = asking(std::to_string(step));
    const auto answer = stored_advice_response(all_games(), match, kAnn, request);
    ASSERT_EQ(answer.status, 200) << answer.body;
    EXPECT_EQ(answer.body, look_back_response(game, room.play()->record(), ann, request).body);
    const auto body = json::parse(answer.body).as_object();
    EXPECT_EQ(body.at("seat"), ann);
    EXPECT_EQ(body.at("step"), step);
    if (!body.at("past").is_null()) ++with_a_turn;
  }
  EXPECT_GT(with_a_turn, 0);
  const auto whole = json::parse(stored_advice_response(all_games(), match, kAnn, asking()).body);
  EXPECT_EQ(whole.at("step"), steps);
  EXPECT_FALSE(whole.at("past").is_null());
  EXPECT_EQ(
      stored_advice_response(all_games(), match, kAnn, asking(std::to_string(steps + 1))).status,
      400);
  EXPECT_EQ(stored_advice_response(all_games(), match, kAnn, asking("x")).status, 400);
}

TEST(StoredAdvice, OnlyTheSeatsPlayerAndOnlyWhenTheRoomHadItOn) {
  const Room room = finished_room(true);
  auto match = stored(room);
  EXPECT_EQ(stored_advice_response(all_games(), match, person(2, "Bob"), asking("0")).status, 403);
  EXPECT_EQ(stored_advice_response(all_games(), match, Actor{}, asking("0")).status, 403);
  // The public replay never shows whose account held a seat.
  EXPECT_EQ(replay_texts(room).replay.find("\"key\""), std::string::npos);
  for (auto& player : match.players.as_array()) {
    if (player.as_object().contains("key")) player.as_object()["resigned"] = true;
  }
  EXPECT_EQ(stored_advice_response(all_games(), match, kAnn, asking("0")).status, 403);
  const Room off = finished_room(false);
  EXPECT_EQ(stored_advice_response(all_games(), stored(off), kAnn, asking("0")).status, 409);
}

TEST(StoredAdvice, TheStoreKeepsWhoHeldEachSeatAndTheAnswerComesFromWhatItLoads) {
  gavel::testing::ScratchDir scratch{"gavel_stored_advice_test"};
  auto matches = store::SqliteStore::open((scratch.path() / "matches.db").string());
  auto accounts = accounts::SqliteAccountStore::open((scratch.path() / "accounts.db").string());
  ASSERT_TRUE(matches && accounts);
  const Room room = finished_room(true);
  {
    MatchResults results(all_games(), **matches, **accounts, nullptr);
    results.finished(room);
  }  // gone: everything queued is written
  const auto loaded = (*matches)->load(room.code());
  ASSERT_TRUE(loaded && *loaded);
  const Seat ann = *room.seat_of(kAnn);
  const auto& players = (*loaded)->players.as_array();
  EXPECT_EQ(players[ann].at("key"), json::value(kAnn.identity.key()));
  EXPECT_EQ(players[ann].at("resigned"), false);
  EXPECT_FALSE(players[1 - ann].as_object().contains("key"));  // the house bot
  EXPECT_FALSE((*loaded)->summary.at("players").at(ann).as_object().contains("key"));
  const auto answer = stored_advice_response(all_games(), **loaded, kAnn, asking());
  EXPECT_EQ(answer.status, 200) << answer.body;
  EXPECT_EQ(
      answer.body,
      look_back_response(*all_games().find("spendii"), room.play()->record(), ann, asking()).body);
}

}  // namespace
}  // namespace gavel::server
