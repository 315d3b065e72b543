// The server's Room: options, seats, host, start, moves and what each viewer
// is told, without any sockets.
#include "server/room.h"

#include <gtest/gtest.h>

#include "games/all_games.h"
#include "server/responses.h"
#include "server/room_options.h"

namespace gavel::server {
namespace {

namespace json = boost::json;

RoomOptions options(const char* body) {
  auto parsed = parse_room_options(json::parse(body), all_games(), 30);
  EXPECT_TRUE(parsed) << body << ": " << parsed.error().message;
  return *parsed;
}

int error_status(const char* body) {
  auto parsed = parse_room_options(json::parse(body), all_games(), 30);
  EXPECT_FALSE(parsed) << body;
  return parsed ? 0 : http_status(parsed.error().kind);
}

TEST(RoomOptions, DefaultsFollowTheRulebook) {
  const auto o = options("{}");
  EXPECT_EQ(o.game, "bidlock");
  EXPECT_EQ(o.seats, 3);
  EXPECT_EQ(o.bots, 0);
  EXPECT_EQ(o.bot_level, "steady");
  EXPECT_TRUE(o.is_public);
  EXPECT_EQ(o.settings.at("turnSeconds"), 30);
  EXPECT_EQ(
      options(R"({"seats":4,"bots":3,"botLevel":"sharp","turnSeconds":5,"public":false})").bots, 3);
}

TEST(RoomOptions, BadOptionsAreRefused) {
  for (const char* body :
       {R"({"seats":5})", R"({"seats":1})", R"({"bots":3})", R"({"bots":-1})",
        R"({"botLevel":"nope"})", R"({"turnSeconds":4})", R"({"turnSeconds":301})",
        R"({"game":"chess"})", R"({"public":"yes"})", R"({"colour":"red"})", "[]"}) {
    EXPECT_EQ(error_status(body), 400) << body;
  }
}

class RoomTest : public ::testing::Test {
 protected:
  Room make(const char* body) { return Room(all_games(), options(body), "ABCDE", 77, 1'000); }
};

TEST_F(RoomTest, AKnownCallerWithoutANameSitsAsThemselves) {
  auto room = make(R"({"seats":3})");
  const Identity guest{Identity::Kind::kGuest, 7, "Guest-0007", false};
  auto joined = room.join(json::object{}, "tok-g", 2'000, guest);
  ASSERT_TRUE(joined);
  const auto& member = room.members()[joined->seat];
  EXPECT_EQ(member.name, "Guest-0007");
  EXPECT_FALSE(member.anonymous());
  EXPECT_TRUE(member.guest);
  Actor by_cookie;
  by_cookie.identity = guest;
  EXPECT_EQ(room.seat_of(by_cookie), joined->seat);  // the seat follows the guest
  EXPECT_EQ(http_status(room.join(json::object{}, "tok-g2", 2'100, guest).error().kind), 409);
  // A name of one's own choosing vouches for nobody: an anonymous seat.
  auto named = room.join(json::object{{"name", "Helper"}}, "tok-h", 2'200, guest);
  ASSERT_TRUE(named);
  EXPECT_TRUE(room.members()[named->seat].anonymous());
}

TEST_F(RoomTest, TheFirstJoinerHostsAndTheLastSeatStartsTheMatch) {
  auto room = make(R"({"seats":3,"bots":1})");
  EXPECT_EQ(room.members()[0].kind, "bot");
  auto a = room.join(json::parse(R"({"name":"Ann","kind":"human"})"), "tok-a", 2'000);
  ASSERT_TRUE(a);
  EXPECT_EQ(a->seat, 1);
  EXPECT_TRUE(room.members()[1].host);
  EXPECT_EQ(room.status(), RoomStatus::kLobby);
  auto b = room.join(json::object{}, "tok-b", 3'000);
  ASSERT_TRUE(b);
  EXPECT_FALSE(room.members()[2].host);
  EXPECT_EQ(room.members()[2].name, "Player 3");
  EXPECT_EQ(room.status(), RoomStatus::kPlaying);
  auto late = room.join(json::object{}, "tok-c", 4'000);
  ASSERT_FALSE(late);
  EXPECT_EQ(http_status(late.error().kind), 409);
}

TEST_F(RoomTest, NamesAreChecked) {
  auto room = make(R"({"seats":2})");
  for (const char* body :
       {R"({"name":""})", R"({"name":"   "})", R"({"name":"aaaaaaaaaaaaaaaaaaaaaaaaa"})",
        R"({"name":"a\u0007b"})", R"({"name":5})", R"({"kind":"robot"})"}) {
    auto joined = room.join(json::parse(body), "t", 2'000);
    ASSERT_FALSE(joined) << body;
    EXPECT_EQ(http_status(joined.error().kind), 400);
  }
  EXPECT_TRUE(room.members().empty());
  EXPECT_EQ(room.join(json::parse(R"({"name":"  Zoë  "})"), "t", 2'000)->seat, 0);
  EXPECT_EQ(room.members()[0].name, "Zoë");
}

TEST_F(RoomTest, OnlyTheHostStartsAndEmptySeatsGetBots) {
  auto room = make(R"({"seats":4})");
  ASSERT_TRUE(room.join(json::object{}, "host", 2'000));
  ASSERT_TRUE(room.join(json::object{}, "guest", 2'000));
  EXPECT_EQ(http_status(room.start("", 3'000).error().kind), 401);
  EXPECT_EQ(http_status(room.start("stranger", 3'000).error().kind), 403);
  EXPECT_EQ(http_status(room.start("guest", 3'000).error().kind), 403);
  ASSERT_TRUE(room.start("host", 3'000));
  EXPECT_EQ(room.status(), RoomStatus::kPlaying);
  EXPECT_EQ(room.members().size(), 4u);
  EXPECT_EQ(room.members()[3].kind, "bot");
  EXPECT_EQ(room.bots_to_move(), (std::vector<Seat>{2, 3}));
  EXPECT_EQ(http_status(room.start("host", 3'000).error().kind), 409);
}

TEST_F(RoomTest, MovesNeedTheRightTokenAtTheRightTime) {
  auto room = make(R"({"seats":2})");
  ASSERT_TRUE(room.join(json::object{}, "a", 2'000));
  EXPECT_EQ(http_status(room.move("a", json::parse(R"({"chip":3})"), 2'100).error().kind),
            409);  // lobby
  ASSERT_TRUE(room.join(json::object{}, "b", 2'000));
  EXPECT_EQ(http_status(room.move("", json::parse(R"({"chip":3})"), 2'100).error().kind), 401);
  EXPECT_EQ(http_status(room.move("zz", json::parse(R"({"chip":3})"), 2'100).error().kind), 403);
  EXPECT_EQ(http_status(room.move("a", json::parse(R"({"chip":14})"), 2'100).error().kind), 400);
  const auto version = room.version();
  ASSERT_TRUE(room.move("a", json::parse(R"({"chip":3,"token":"a"})"), 2'100));
  EXPECT_EQ(room.version(), version + 1);
  EXPECT_EQ(http_status(room.move("a", json::parse(R"({"chip":4})"), 2'200).error().kind), 409);
}

TEST_F(RoomTest, NobodyElseSeesALockedChip) {
  auto room = make(R"({"seats":2})");
  ASSERT_TRUE(room.join(json::object{}, "a", 2'000));
  ASSERT_TRUE(room.join(json::object{}, "b", 2'000));
  ASSERT_TRUE(room.move("a", json::parse(R"({"chip":13})"), 2'100));
  const auto mine = room.state(std::string_view("a"), 2'200);
  EXPECT_EQ(mine.at("you").at("lockedChip"), 13);
  EXPECT_TRUE(mine.at("legalActions").as_array().empty());
  const auto theirs = room.state(std::string_view("b"), 2'200);
  EXPECT_TRUE(theirs.at("you").at("lockedChip").is_null());
  EXPECT_EQ(theirs.at("legalActions").as_array().size(), 13u);
  EXPECT_EQ(theirs.at("players").at(0).at("locked"), true);
  const auto spectator = room.state(std::nullopt, 2'200);
  EXPECT_TRUE(spectator.at("you").is_null());
  EXPECT_TRUE(spectator.at("legalActions").as_array().empty());
  EXPECT_EQ(spectator.at("secondsLeft"), 29.8);  // the round began at 2,000 with 30 s
}

TEST_F(RoomTest, ADeadlineLetsTheHouseStandInAndTheLogSaysSo) {
  auto room = make(R"({"seats":2,"turnSeconds":5})");
  ASSERT_TRUE(room.join(json::object{{"name", "Ann"}}, "a", 2'000));
  ASSERT_TRUE(room.join(json::object{{"name", "Bob"}}, "b", 2'000));
  EXPECT_EQ(room.advance(6'999), 0);
  EXPECT_EQ(room.advance(7'000), 2);
  const auto state = room.state(std::nullopt, 7'001);
  EXPECT_EQ(state.at("round"), 2);
  EXPECT_EQ(state.at("players").at(0).at("timeouts"), 1);
  bool said = false;
  for (const auto& line : state.at("log").as_array()) {
    said |= std::string_view(line.at("text").as_string()).find("Ann ran out of time") !=
            std::string_view::npos;
  }
  EXPECT_TRUE(said);
}

TEST_F(RoomTest, TheRecordIsRevealedOnlyAtTheEnd) {
  auto room = make(R"({"seats":2})");
  ASSERT_TRUE(room.join(json::object{}, "a", 2'000));
  ASSERT_TRUE(room.join(json::object{}, "b", 2'000));
  EXPECT_FALSE(replay(room).contains("record"));
  for (int chip = 1; chip <= 12; ++chip) {
    ASSERT_TRUE(room.move("a", json::object{{"chip", chip}}, 3'000 + chip));
    ASSERT_TRUE(room.move("b", json::object{{"chip", 13 - chip}}, 3'000 + chip));
  }
  EXPECT_EQ(room.status(), RoomStatus::kFinished);
  const auto record = replay(room);
  ASSERT_TRUE(record.contains("record"));
  EXPECT_EQ(record.at("rounds").as_array().size(), 13u);
  EXPECT_EQ(record.at("record").at("seed"), "77");
  EXPECT_EQ(http_status(room.move("a", json::object{{"chip", 1}}, 9'000).error().kind), 409);
}

TEST_F(RoomTest, TheStateTextIsTheStateForEveryViewerAndVersion) {
  auto room = make(R"({"seats":2})");
  ASSERT_TRUE(room.join(json::object{}, "a", 2'000));
  const auto check = [&](Millis now) {
    for (const auto token :
         {std::optional<std::string_view>("a"), std::optional<std::string_view>("b"),
          std::optional<std::string_view>()}) {
      EXPECT_EQ(json::parse(room.state_text(token, now)), json::value(room.state(token, now)));
    }
  };
  check(2'100);
  ASSERT_TRUE(room.join(json::object{}, "b", 2'200));
  check(2'300);
  check(9'950);  // same version, later clock
  ASSERT_TRUE(room.move("a", json::parse(R"({"chip":5})"), 10'000));
  check(10'001);
  EXPECT_NE(room.state_text("a", 10'001).find("\"secondsLeft\":22.1"), std::string::npos);
}

TEST_F(RoomTest, TheListingShowsSeatsAndNames) {
  auto room = make(R"({"seats":3,"bots":1})");
  ASSERT_TRUE(room.join(json::object{{"name", "Ann"}}, "a", 2'000));
  const auto entry = listing(room);
  EXPECT_EQ(entry.at("filled"), 2);
  EXPECT_EQ(entry.at("seats"), 3);
  EXPECT_EQ(entry.at("players").at(1), "Ann");
}

}  // namespace
}  // namespace gavel::server
