// Moves after the end (Hosting::moves_after_end): a waiting room passes
// Hold'em's Reveal now while its final-results break runs, and refuses it
// once the break is over, once everyone agreed, at an agent table, after an
// administrator's or an abandonment's end, and from a resigned seat. Each
// accepted move is journaled like any other and counted for the save.
#include <gtest/gtest.h>

#include "server/responses.h"
#include "tests/support/holdem_end.h"

namespace gavel::server {
namespace {

namespace json = boost::json;
using testing::holdem_won_by_a_resignation;

json::object reveal(int card) {
  return json::object{{"action", "reveal_now"}, {"card", card}};
}

int status_of(const Allowed<void>& result) {
  return result ? 200 : http_status(result.error().kind);
}

json::array legal_of(const Room& room, const Actor& actor, Millis now) {
  return room.state(std::string_view(actor.token), now).at("legalActions").as_array();
}

// The last hand's cards as `viewer` (a token, or a spectator) sees them.
json::value last_cards(const Room& room, std::optional<std::string_view> token, Seat seat) {
  return room.state(token, 0).at("last_hand").at("seats").at(seat).at("cards");
}

TEST(RoomAfterEnd, TheWinnerRevealsDuringTheFinalResultsBreak) {
  auto end = holdem_won_by_a_resignation();
  ASSERT_TRUE(end);
  auto& room = end->room;
  const Millis finished = room.finished_at();
  EXPECT_EQ(room.final_break_until(), finished + 30'000);
  EXPECT_TRUE(room.takes_moves_after_end());
  // The State lists the reveals, owed by nobody; the resigned seat has none.
  const auto state = room.state(std::string_view(end->winner.token), finished + 1);
  EXPECT_EQ(state.at("legalActions"), (json::array{reveal(0), reveal(1)}));
  EXPECT_EQ(state.at("you").at("mustMove"), false);
  EXPECT_TRUE(legal_of(room, end->resigned, finished + 1).empty());
  EXPECT_EQ(last_cards(room, std::nullopt, end->winner_seat), (json::array{nullptr, nullptr}));

  const auto version = room.version();
  ASSERT_TRUE(room.move(end->winner, reveal(1), finished + 1'000));
  EXPECT_EQ(room.moves_after_end(), 1);
  EXPECT_GT(room.version(), version);
  EXPECT_EQ(room.finished_at(), finished);  // the break's end does not move
  const auto shown = last_cards(room, std::nullopt, end->winner_seat).as_array();
  EXPECT_TRUE(shown[0].is_null());
  EXPECT_TRUE(shown[1].is_int64());
  EXPECT_EQ(legal_of(room, end->winner, finished + 1'001), (json::array{reveal(0)}));
  EXPECT_EQ(room.status(), RoomStatus::kFinished);

  // Refused: the same card again (the rules), the resigned seat (the room).
  EXPECT_EQ(status_of(room.move(end->winner, reveal(1), finished + 2'000)), 400);
  EXPECT_EQ(status_of(room.move(end->resigned, reveal(0), finished + 2'000)), 409);
  EXPECT_EQ(room.moves_after_end(), 1);
}

TEST(RoomAfterEnd, TooLateIsRefusedAndChangesNothing) {
  auto end = holdem_won_by_a_resignation();
  ASSERT_TRUE(end);
  auto& room = end->room;
  (void)room.take_inputs();
  const auto version = room.version();
  const auto result = room.move(end->winner, reveal(0), room.final_break_until());
  ASSERT_EQ(status_of(result), 409);
  EXPECT_EQ(result.error().message, "the match is over, and so is its final-results break");
  EXPECT_EQ(room.version(), version);
  EXPECT_EQ(room.moves_after_end(), 0);
  EXPECT_TRUE(room.take_inputs().empty());  // a refusal records nothing
  // One millisecond earlier it was still open.
  ASSERT_TRUE(room.move(end->winner, reveal(0), room.final_break_until() - 1));
}

TEST(RoomAfterEnd, OnceEveryoneAgreedTheBreakIsOverForReveals) {
  auto end = holdem_won_by_a_resignation();
  ASSERT_TRUE(end);
  auto& room = end->room;
  // The resigned seat is not eligible: the winner's agreement ends the break.
  ASSERT_TRUE(room.agree_results(end->winner, room.finished_at() + 10));
  EXPECT_FALSE(room.takes_moves_after_end());
  EXPECT_TRUE(legal_of(room, end->winner, room.finished_at() + 11).empty());
  EXPECT_EQ(status_of(room.move(end->winner, reveal(0), room.finished_at() + 20)), 409);
  EXPECT_EQ(room.moves_after_end(), 0);
}

TEST(RoomAfterEnd, AnAgentTableTakesNoMoveAfterTheEnd) {
  auto options = parse_room_options(json::parse(R"({"game":"holdem","seats":2})"), all_games(), 30);
  ASSERT_TRUE(options);
  Room room(all_games(), *options, "TABLE", 77, 1'000);
  ASSERT_TRUE(room.join(json::object{{"name", "A"}}, "a", 2'000));
  ASSERT_TRUE(room.join(json::object{{"name", "B"}}, "b", 2'000));
  const auto first = room.match()->view(engine::Viewer::spectator()).at("to_act").to_number<Seat>();
  const std::string quitter = first == 0 ? "a" : "b";
  const std::string winner = first == 0 ? "b" : "a";
  ASSERT_TRUE(room.resign(Actor::with_token(quitter), 3'000));
  ASSERT_EQ(room.status(), RoomStatus::kFinished);
  // The rules would take it; the room does not.
  EXPECT_FALSE(room.match()->legal_actions(1 - first).empty());
  EXPECT_FALSE(room.takes_moves_after_end());
  EXPECT_TRUE(room.state(std::string_view(winner), 3'001).at("legalActions").as_array().empty());
  const auto result = room.move(winner, reveal(0), 3'010);
  ASSERT_EQ(status_of(result), 409);
  EXPECT_EQ(result.error().message, "the match is over");
}

TEST(RoomAfterEnd, AnAdministratorsEndTakesNoMoveAfterIt) {
  auto options = parse_waiting_room_options(json::parse(R"({"game":"holdem"})"), all_games(),
                                            person(1, "Ann").identity,
                                            [](const std::string&) { return json::object{}; });
  ASSERT_TRUE(options);
  const Actor ann = person(1, "Ann");
  Actor root = person(99, "Root");
  root.identity.admin = true;
  auto room = Room::create_waiting(all_games(), *options, "ROOM2", 77, 1'000, ann, ann.token);
  ASSERT_TRUE(room.add_bot(ann, 1'001));
  ASSERT_TRUE(room.start(ann, 1'002));
  ASSERT_TRUE(room.end_by_admin(root, 1'003));
  ASSERT_EQ(room.status(), RoomStatus::kFinished);
  EXPECT_FALSE(room.takes_moves_after_end());
  EXPECT_EQ(status_of(room.move(ann, reveal(0), 1'004)), 409);
}

TEST(RoomAfterEnd, TheJournalRestoresTheRevealAndItsCount) {
  auto end = holdem_won_by_a_resignation();
  ASSERT_TRUE(end);
  auto& room = end->room;
  std::vector<std::string> journal = room.take_inputs();
  ASSERT_TRUE(room.move(end->winner, reveal(0), room.finished_at() + 100));
  for (auto& line : room.take_inputs()) journal.push_back(std::move(line));
  const auto restored = Room::restore(all_games(), journal);
  EXPECT_EQ(restored.moves_after_end(), 1);
  EXPECT_EQ(restored.finished_at(), room.finished_at());
  EXPECT_EQ(last_cards(restored, std::nullopt, end->winner_seat),
            last_cards(room, std::nullopt, end->winner_seat));
  EXPECT_TRUE(restored.match()->same_state(*room.match()));
}

}  // namespace
}  // namespace gavel::server
