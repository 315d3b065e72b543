// The waiting room's state machine (docs/rooms.md): creating, joining under
// each policy, requests, ready marks, bots, start, exit and hand-over,
// resign, chat, what each viewer sees, and the end of a room. Every refusal
// is checked to change nothing.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "games/all_games.h"
#include "server/responses.h"
#include "server/room.h"
#include "server/room_options.h"

namespace gavel::server {
namespace {

namespace json = boost::json;

constexpr Millis kT0 = 1'000'000;

Actor person(std::int64_t id, const std::string& name,
             ratings::Tenths rating = ratings::kStartRating, bool admin = false) {
  Actor actor;
  actor.identity = Identity{Identity::Kind::kAccount, id, name, admin};
  actor.token = "tok-" + name;
  actor.rating = rating;
  return actor;
}

Actor guest(std::int64_t id, const std::string& name) {
  Actor actor;
  actor.identity = Identity{Identity::Kind::kGuest, id, name, false};
  actor.token = "tok-" + name;
  return actor;
}

Allowed<RoomOptions> parse(const std::string& body, const Identity& creator) {
  return parse_waiting_room_options(json::parse(body), all_games(), creator,
                                    [](const std::string&) { return json::object{}; });
}

int parse_status(const std::string& body, const Identity& creator) {
  auto parsed = parse(body, creator);
  EXPECT_FALSE(parsed) << body;
  return parsed ? 0 : http_status(parsed.error().kind);
}

// Everything a refused action must leave alone.
std::string fingerprint(const Room& room) {
  std::string out = "v" + std::to_string(room.version()) + " " + status_name(room.status()) + " " +
                    policy_name(room.seating().policy()) + ":" + room.seating().passcode() + " |";
  for (const auto& m : room.members()) {
    out += " " + m.name + "/" + m.kind + "/" + m.key + (m.host ? "/host" : "") +
           (m.ready ? "/ready" : "") + (m.resigned ? "/resigned" : "");
  }
  out += " | requests:";
  for (const auto& r : room.requests()) out += " " + r.name;
  out += " | chat:" + std::to_string(room.chat_room().lines().size());
  out += " | next:" + room.next_room().value_or("-");
  out += room.ended_by_admin() ? " | ended" : "";
  return out;
}

template <class Call>
Refusal expect_refused(const Room& room, int status, Call&& call) {
  const auto before = fingerprint(room);
  const auto result = call();
  EXPECT_FALSE(result.has_value()) << "accepted; expected " << status;
  if (result) return {};
  EXPECT_EQ(http_status(result.error().kind), status) << result.error().message;
  EXPECT_EQ(fingerprint(room), before) << "a refusal changed the room";
  return result.error();
}

// Expects the call to fail with `status` and to change nothing; gives the error.
#define REFUSED(room, status, ...)                                        \
  ([&] {                                                                  \
    SCOPED_TRACE(#__VA_ARGS__);                                           \
    return expect_refused((room), (status), [&] { return __VA_ARGS__; }); \
  }())

#define ASSERT_OK(...)                                                                            \
  do {                                                                                            \
    const auto result_ = (__VA_ARGS__);                                                           \
    ASSERT_TRUE(result_.has_value()) << #__VA_ARGS__ << ": " << http_status(result_.error().kind) \
                                     << " " << result_.error().message;                           \
  } while (false)

json::object state_of(const Room& room, const Actor& actor, Millis now) {
  return room.state(std::string_view(actor.token), now);
}

json::object room_of(const Room& room, const Actor& actor, Millis now) {
  return state_of(room, actor, now).at("room").as_object();
}

json::object spectator_room(const Room& room, Millis now) {
  return room.state(std::nullopt, now).at("room").as_object();
}

json::value viewer_of(const Room& room, const Actor& actor, Millis now) {
  return json::parse(room.state_text(actor, now)).at("viewer");
}

std::vector<std::string> member_names(const Room& room) {
  std::vector<std::string> names;
  for (const auto& member : room.members()) names.push_back(member.name);
  return names;
}

// Plays the match to its end: people lock their lowest chip, bots decide.
void play_out(Room& room, Millis& now) {
  for (int guard = 0; guard < 200 && room.status() == RoomStatus::kPlaying; ++guard) {
    now += 10;
    for (const Seat seat : room.bots_to_move()) {
      auto action = room.bot(seat).decide(*room.match(), seat);
      ASSERT_TRUE(action);
      ASSERT_OK(room.bot_move(seat, *action, now));
    }
    for (Seat seat = 0; seat < static_cast<Seat>(room.members().size()); ++seat) {
      const auto& member = room.members()[seat];
      if (member.is_bot() || member.resigned || room.status() != RoomStatus::kPlaying) continue;
      const auto legal = room.match()->legal_actions(seat);
      if (legal.empty()) continue;
      ASSERT_OK(room.move(Actor::with_token(member.token), legal.front(), now));
    }
  }
  ASSERT_EQ(room.status(), RoomStatus::kFinished);
}

// --- options (POST /api/rooms) ---

const Identity kAnn{Identity::Kind::kAccount, 1, "Ann", false};
const Identity kGus{Identity::Kind::kGuest, 7, "Guest-0007", false};

TEST(WaitingOptions, ARegisteredCreatorGetsARatedOpenRoomOfTheGamesMaximum) {
  auto o = parse("{}", kAnn);
  ASSERT_TRUE(o) << o.error().message;
  EXPECT_EQ(o->flow, RoomFlow::kWaiting);
  EXPECT_EQ(o->game, "bidlock");
  EXPECT_EQ(o->seats, 4);
  EXPECT_EQ(o->policy, JoinPolicy::kOpen);
  EXPECT_EQ(o->passcode, "");
  EXPECT_TRUE(o->show_elo);
  EXPECT_TRUE(o->rated);
  EXPECT_FALSE(o->guest_room);
  EXPECT_EQ(o->bot_level, "steady");
}

TEST(WaitingOptions, AGuestCreatorGetsAnUnratedGuestRoom) {
  auto o = parse(R"({"capacity":3,"showElo":false})", kGus);
  ASSERT_TRUE(o) << o.error().message;
  EXPECT_TRUE(o->guest_room);
  EXPECT_FALSE(o->rated);
  EXPECT_EQ(o->seats, 3);
  EXPECT_FALSE(o->show_elo);
  EXPECT_EQ(o->policy, JoinPolicy::kOpen);
}

TEST(WaitingOptions, CapacityIsTheGamesPlayerRange) {
  for (int capacity : {2, 3, 4}) {
    auto o = parse(R"({"capacity":)" + std::to_string(capacity) + "}", kAnn);
    ASSERT_TRUE(o);
    EXPECT_EQ(o->seats, capacity);
  }
  for (const char* body :
       {R"({"capacity":1})", R"({"capacity":5})", R"({"capacity":0})", R"({"capacity":-3})",
        R"({"capacity":"3"})", R"({"capacity":2.5})", R"({"capacity":null})"}) {
    EXPECT_EQ(parse_status(body, kAnn), 400) << body;
    EXPECT_EQ(parse_status(body, kGus), 400) << body;
  }
}

TEST(WaitingOptions, PoliciesAndFourDigitPasscodes) {
  auto approval = parse(R"({"policy":"approval"})", kAnn);
  ASSERT_TRUE(approval);
  EXPECT_EQ(approval->policy, JoinPolicy::kApproval);
  EXPECT_EQ(approval->passcode, "");
  auto open = parse(R"({"policy":"open","passcode":"1234"})", kAnn);
  ASSERT_TRUE(open);
  EXPECT_EQ(open->passcode, "");  // only a passcode room keeps a code
  for (const char* code : {"0042", "0000", "9999"}) {
    auto o = parse(std::string(R"({"policy":"passcode","passcode":")") + code + "\"}", kAnn);
    ASSERT_TRUE(o) << code;
    EXPECT_EQ(o->policy, JoinPolicy::kPasscode);
    EXPECT_EQ(o->passcode, code);  // leading zeros are kept (spendii-notes point 7)
  }
  for (const char* body :
       {R"({"policy":"passcode"})", R"({"policy":"passcode","passcode":"042"})",
        R"({"policy":"passcode","passcode":"00042"})", R"({"policy":"passcode","passcode":"12a4"})",
        R"({"policy":"passcode","passcode":" 123"})", R"({"policy":"passcode","passcode":1234})",
        R"({"policy":"passcode","passcode":""})", R"({"policy":"secret"})", R"({"policy":1})",
        R"({"policy":"Open"})"}) {
    EXPECT_EQ(parse_status(body, kAnn), 400) << body;
  }
}

TEST(WaitingOptions, GuestRoomsHaveNoJoiningPolicy) {
  EXPECT_EQ(parse_status(R"({"policy":"approval"})", kGus), 400);
  EXPECT_EQ(parse_status(R"({"policy":"passcode","passcode":"1234"})", kGus), 400);
  auto open = parse(R"({"policy":"open"})", kGus);
  ASSERT_TRUE(open);
  EXPECT_EQ(open->policy, JoinPolicy::kOpen);
}

TEST(WaitingOptions, UnknownFieldsBadValuesAndNobodyAreRefused) {
  for (const char* body :
       {R"({"seats":3})", R"({"bots":1})", R"({"colour":"red"})", R"({"public":false})",
        R"({"showElo":"yes"})", R"({"botLevel":"nope"})", R"({"game":"chess"})", R"({"game":7})",
        R"({"settings":[]})", R"({"settings":{"turnSeconds":4}})", "[]", "null", "3"}) {
    EXPECT_EQ(parse_status(body, kAnn), 400) << body;
  }
  EXPECT_EQ(parse_status("{}", Identity{}), 401);
  EXPECT_EQ(parse_status(R"({"colour":"red"})", Identity{}), 401);  // who asks is checked first
  EXPECT_TRUE(parse(R"({"botLevel":"sharp","settings":{"turnSeconds":5},"token":"x"})", kAnn));
}

// --- the room itself ---

class WaitingRoom : public ::testing::Test {
 protected:
  Room make(const Actor& host, const std::string& body = "{}") {
    auto options = parse(body, host.identity);
    EXPECT_TRUE(options) << body << ": " << options.error().message;
    return Room::create_waiting(all_games(), *options, "ROOM1", 77, kT0, host, host.token);
  }
  Millis later() { return now_ += 100; }
  void join(Room& room, const Actor& who, json::value body = json::object{}) {
    ASSERT_OK(room.join_waiting(who, body, who.token, later()));
  }
  void ready(Room& room, const Actor& who) { ASSERT_OK(room.set_ready(who, true, later())); }
  // Ann hosts; Bob joined and is ready, plus `bots` bots; then the host starts.
  Room started(int bots = 0, const std::string& body = "{}") {
    Room room = make(ann, body);
    EXPECT_TRUE(room.invite(ann, bob.identity, later()));  // joins under any policy
    EXPECT_TRUE(room.join_waiting(bob, json::object{}, bob.token, later()));
    EXPECT_TRUE(room.set_ready(bob, true, later()));
    for (int i = 0; i < bots; ++i) EXPECT_TRUE(room.add_bot(ann, later()));
    EXPECT_TRUE(room.start(ann, later()));
    EXPECT_EQ(room.status(), RoomStatus::kPlaying);
    return room;
  }

  Millis now_ = kT0;
  const Actor ann = person(1, "Ann", 15126);
  const Actor bob = person(2, "Bob", 14000);
  const Actor cid = person(3, "Cid", 16000);
  const Actor dee = person(4, "Dee");
  const Actor eve = person(5, "Eve");  // watches
  const Actor root = person(99, "Root", ratings::kStartRating, true);
  const Actor gus = guest(7, "Guest-0007");
  const Actor gil = guest(8, "Guest-0008");
  const Actor nobody{};
};

// --- creation ---

TEST_F(WaitingRoom, TheCreatorIsSeatedAsTheReadyHostOfARatedRoom) {
  auto room = make(ann);
  EXPECT_EQ(room.status(), RoomStatus::kLobby);
  ASSERT_EQ(room.members().size(), 1u);
  const auto& host = room.members()[0];
  EXPECT_EQ(host.name, "Ann");
  EXPECT_EQ(host.kind, "human");
  EXPECT_EQ(host.token, ann.token);
  EXPECT_EQ(host.key, "a:1");
  EXPECT_EQ(host.account_id, 1);
  EXPECT_TRUE(host.host);
  EXPECT_TRUE(host.ready);
  EXPECT_FALSE(host.guest);
  EXPECT_EQ(host.rating, 15126);
  EXPECT_TRUE(host.online);
  EXPECT_TRUE(room.involved_keys().contains("a:1"));
  const auto state = state_of(room, ann, later());
  EXPECT_EQ(state.at("status"), "lobby");
  EXPECT_EQ(state.at("you").at("host"), true);
  const auto& r = state.at("room");
  EXPECT_EQ(r.at("flow"), "waiting");
  EXPECT_EQ(r.at("policy"), "open");
  EXPECT_EQ(r.at("rated"), true);
  EXPECT_EQ(r.at("guestRoom"), false);
  EXPECT_EQ(r.at("capacity"), 4);
  EXPECT_EQ(r.at("minPlayers"), 2);
  EXPECT_EQ(r.at("maxBots"), 3);
  EXPECT_TRUE(r.at("ratings").is_null());
  EXPECT_TRUE(r.at("next").is_null());
  EXPECT_TRUE(r.at("endedBy").is_null());
}

TEST_F(WaitingRoom, AGuestsRoomIsAnUnratedGuestRoom) {
  auto room = make(gus);
  const auto& host = room.members()[0];
  EXPECT_TRUE(host.host);
  EXPECT_TRUE(host.ready);
  EXPECT_TRUE(host.guest);
  EXPECT_EQ(host.key, "g:7");
  EXPECT_EQ(host.account_id, 0);
  EXPECT_FALSE(host.rating.has_value());
  const auto r = room_of(room, gus, later());
  EXPECT_EQ(r.at("guestRoom"), true);
  EXPECT_EQ(r.at("rated"), false);
  EXPECT_EQ(state_of(room, gus, later()).at("players").at(0).at("guest"), true);
}

TEST_F(WaitingRoom, AGuestRoomOfTheRightPriceKeepsItsFixedBot) {
  // "For a guest-created room ... Add bot is fixed to yes" (right-price.md).
  auto room = make(gus, R"({"game":"right_price"})");
  EXPECT_EQ(member_names(room), (std::vector<std::string>{"Guest-0007", "Bot1"}));
  expect_refused(room, 409, [&] { return room.remove_bot(gus, "Bot1", later()); });
  expect_refused(room, 409, [&] { return room.add_bot(gus, later()); });
  ASSERT_OK(room.start(gus, later()));
  EXPECT_EQ(room.match()->seat_count(), 2);
  // A registered player's room of the same game starts without a bot.
  EXPECT_EQ(make(ann, R"({"game":"right_price"})").members().size(), 1u);
}

// --- joining ---

TEST_F(WaitingRoom, AnOpenRoomSeatsARegisteredPlayerAtOnce) {
  auto room = make(ann);
  const auto version = room.version();
  auto joined = room.join_waiting(bob, json::object{}, "bob-seat", later());
  ASSERT_TRUE(joined) << joined.error().message;
  EXPECT_EQ(joined->seat, 1);
  EXPECT_EQ(joined->token, "bob-seat");
  EXPECT_EQ(room.version(), version + 1);
  ASSERT_EQ(room.members().size(), 2u);
  const auto& seated = room.members()[1];
  EXPECT_EQ(seated.name, "Bob");
  EXPECT_EQ(seated.key, "a:2");
  EXPECT_EQ(seated.account_id, 2);
  EXPECT_EQ(seated.rating, 14000);
  EXPECT_FALSE(seated.host);
  EXPECT_FALSE(seated.ready);
  EXPECT_EQ(room.seat_of(bob), 1);  // found by identity as well as by "bob-seat"
  EXPECT_EQ(room.seat_of(std::string_view("bob-seat")), 1);
}

TEST_F(WaitingRoom, AnApprovalRoomSendsJoinersToRequest) {
  auto room = make(ann, R"({"policy":"approval"})");
  const auto error = REFUSED(room, 409, room.join_waiting(bob, json::object{}, bob.token, later()));
  EXPECT_NE(error.message.find("request"), std::string::npos) << error.message;
}

TEST_F(WaitingRoom, APasscodeRoomNeedsTheExactCode) {
  auto room = make(ann, R"({"policy":"passcode","passcode":"0042"})");
  auto missing = REFUSED(room, 400, room.join_waiting(bob, json::object{}, bob.token, later()));
  EXPECT_NE(missing.kind, RefusalKind::kWrongPasscode);
  auto number = REFUSED(
      room, 400, room.join_waiting(bob, json::parse(R"({"passcode":42})"), bob.token, later()));
  EXPECT_NE(number.kind, RefusalKind::kWrongPasscode);
  for (const char* wrong : {"1234", "42", "0043", "00042"}) {
    auto error = REFUSED(
        room, 403, room.join_waiting(bob, json::object{{"passcode", wrong}}, bob.token, later()));
    EXPECT_EQ(error.kind, RefusalKind::kWrongPasscode) << wrong << ": " << error.message;
  }
  ASSERT_OK(room.join_waiting(bob, json::object{{"passcode", "0042"}}, bob.token, later()));
  EXPECT_EQ(member_names(room), (std::vector<std::string>{"Ann", "Bob"}));
}

TEST_F(WaitingRoom, InvitedPlayersJoinUnderApprovalAndPasscode) {
  for (const char* body :
       {R"({"policy":"approval"})", R"({"policy":"passcode","passcode":"0042"})"}) {
    SCOPED_TRACE(body);
    auto room = make(ann, body);
    ASSERT_OK(room.invite(ann, bob.identity, later()));
    EXPECT_EQ(room_of(room, ann, later()).at("invited"), (json::array{"Bob"}));
    EXPECT_EQ(viewer_of(room, bob, later()).at("invited"), true);
    REFUSED(room, room.seating().policy() == JoinPolicy::kApproval ? 409 : 400,
            room.join_waiting(cid, json::object{}, cid.token, later()));
    ASSERT_OK(room.join_waiting(bob, json::object{}, bob.token, later()));
    EXPECT_EQ(member_names(room), (std::vector<std::string>{"Ann", "Bob"}));
    // The invitation is used up.
    EXPECT_EQ(room_of(room, ann, later()).at("invited"), json::array{});
    EXPECT_EQ(viewer_of(room, bob, later()).at("invited"), false);
  }
}

TEST_F(WaitingRoom, GuestsAndNobodyCannotJoin) {
  auto room = make(ann);
  REFUSED(room, 403, room.join_waiting(gus, json::object{}, gus.token, later()));
  REFUSED(room, 401, room.join_waiting(nobody, json::object{}, "anon", later()));
  auto approval = make(ann, R"({"policy":"approval"})");
  REFUSED(approval, 403, approval.request_to_join(gus, later()));
}

TEST_F(WaitingRoom, NobodyJoinsAGuestRoom) {
  auto room = make(gus);
  REFUSED(room, 403, room.join_waiting(bob, json::object{}, bob.token, later()));
  REFUSED(room, 403, room.join_waiting(gil, json::object{}, gil.token, later()));
  REFUSED(room, 403, room.request_to_join(bob, later()));
  REFUSED(room, 409, room.invite(gus, bob.identity, later()));
  REFUSED(room, 409, room.set_policy(gus, json::parse(R"({"policy":"approval"})"), later()));
}

TEST_F(WaitingRoom, APlayerSitsOnlyOnce) {
  auto room = make(ann);
  REFUSED(room, 409, room.join_waiting(ann, json::object{}, "another", later()));
  join(room, bob);
  REFUSED(room, 409, room.join_waiting(bob, json::object{}, "another", later()));
}

TEST_F(WaitingRoom, AFullRoomRefusesJoiners) {
  auto room = make(ann, R"({"capacity":2})");
  join(room, bob);
  REFUSED(room, 409, room.join_waiting(cid, json::object{}, cid.token, later()));
  auto with_bot = make(ann, R"({"capacity":3})");
  ASSERT_OK(with_bot.add_bot(ann, later()));
  join(with_bot, bob);
  REFUSED(with_bot, 409, with_bot.join_waiting(cid, json::object{}, cid.token, later()));
}

TEST_F(WaitingRoom, JoiningClosesWhenPlayStarts) {
  auto room = started();
  REFUSED(room, 409, room.join_waiting(cid, json::object{}, cid.token, later()));
  auto approval = started(0, R"({"policy":"approval"})");
  REFUSED(approval, 409, approval.request_to_join(cid, later()));
}

// --- requests ---

TEST_F(WaitingRoom, OnlyApprovalRoomsTakeRequests) {
  auto open = make(ann);
  REFUSED(open, 409, open.request_to_join(bob, later()));
  auto passcode = make(ann, R"({"policy":"passcode","passcode":"1234"})");
  REFUSED(passcode, 409, passcode.request_to_join(bob, later()));
}

TEST_F(WaitingRoom, ARequestIsMadeOnceAndCanBeCancelled) {
  auto room = make(ann, R"({"policy":"approval"})");
  const auto version = room.version();
  ASSERT_OK(room.request_to_join(bob, later()));
  EXPECT_EQ(room.version(), version + 1);
  ASSERT_EQ(room.requests().size(), 1u);
  EXPECT_EQ(room.requests()[0].key, "a:2");
  EXPECT_EQ(room.requests()[0].rating, 14000);
  EXPECT_TRUE(room.involved_keys().contains("a:2"));
  EXPECT_EQ(member_names(room), (std::vector<std::string>{"Ann"}));  // not seated yet
  REFUSED(room, 409, room.request_to_join(bob, later()));
  REFUSED(room, 409, room.request_to_join(ann, later()));  // already seated
  REFUSED(room, 409, room.cancel_request(cid, later()));
  REFUSED(room, 409, room.cancel_request(nobody, later()));
  ASSERT_OK(room.cancel_request(bob, later()));
  EXPECT_TRUE(room.requests().empty());
  EXPECT_FALSE(room.involved_keys().contains("a:2"));
  REFUSED(room, 409, room.cancel_request(bob, later()));
}

TEST_F(WaitingRoom, AcceptingSeatsTheRequesterWithTheirRating) {
  auto room = make(ann, R"({"policy":"approval"})");
  ASSERT_OK(room.request_to_join(bob, later()));
  ASSERT_OK(room.request_to_join(cid, later()));
  const auto version = room.version();
  auto accepted = room.accept(ann, "Cid", "cid-seat", later());
  ASSERT_TRUE(accepted) << accepted.error().message;
  EXPECT_EQ(*accepted, "a:3");
  EXPECT_EQ(room.version(), version + 1);
  ASSERT_EQ(room.members().size(), 2u);
  const auto& seated = room.members()[1];
  EXPECT_EQ(seated.name, "Cid");
  EXPECT_EQ(seated.key, "a:3");
  EXPECT_EQ(seated.account_id, 3);
  EXPECT_EQ(seated.rating, 16000);
  EXPECT_EQ(seated.token, "cid-seat");
  EXPECT_FALSE(seated.ready);
  EXPECT_FALSE(seated.host);
  EXPECT_EQ(room.seat_of(cid), 1);
  ASSERT_EQ(room.requests().size(), 1u);
  EXPECT_EQ(room.requests()[0].name, "Bob");
  REFUSED(room, 404, room.accept(ann, "Cid", "again", later()));
  REFUSED(room, 404, room.accept(ann, "Zed", "zed", later()));
}

TEST_F(WaitingRoom, AcceptingIntoAFullRoomIsRefusedAndTheRequestStays) {
  auto room = make(ann, R"({"capacity":2,"policy":"approval"})");
  ASSERT_OK(room.request_to_join(bob, later()));
  ASSERT_OK(room.add_bot(ann, later()));  // the room fills meanwhile
  REFUSED(room, 409, room.accept(ann, "Bob", bob.token, later()));
  ASSERT_EQ(room.requests().size(), 1u);
  EXPECT_EQ(room_of(room, ann, later()).at("requests").as_array().size(), 1u);
  ASSERT_OK(room.remove_bot(ann, "Bot1", later()));
  ASSERT_OK(room.accept(ann, "Bob", bob.token, later()));
  EXPECT_EQ(member_names(room), (std::vector<std::string>{"Ann", "Bob"}));
}

TEST_F(WaitingRoom, DecliningDropsTheRequest) {
  auto room = make(ann, R"({"policy":"approval"})");
  ASSERT_OK(room.request_to_join(bob, later()));
  const auto version = room.version();
  ASSERT_OK(room.decline(ann, "Bob", later()));
  EXPECT_EQ(room.version(), version + 1);
  EXPECT_TRUE(room.requests().empty());
  EXPECT_EQ(member_names(room), (std::vector<std::string>{"Ann"}));
  EXPECT_EQ(viewer_of(room, bob, later()).at("requested"), false);
  REFUSED(room, 404, room.decline(ann, "Bob", later()));
  ASSERT_OK(room.request_to_join(bob, later()));  // may ask again
}

TEST_F(WaitingRoom, OnlyTheHostAnswersRequests) {
  auto room = make(ann, R"({"policy":"approval"})");
  ASSERT_OK(room.invite(ann, bob.identity, later()));
  join(room, bob);
  ASSERT_OK(room.request_to_join(cid, later()));
  for (const Actor* who : {&bob, &eve, &cid, &nobody}) {
    REFUSED(room, 403, room.accept(*who, "Cid", "x", later()));
    REFUSED(room, 403, room.decline(*who, "Cid", later()));
  }
}

// --- ready ---

TEST_F(WaitingRoom, PlayersToggleReadyButTheHostIsAlwaysReady) {
  auto room = make(ann);
  join(room, bob);
  auto version = room.version();
  ASSERT_OK(room.set_ready(bob, true, later()));
  EXPECT_TRUE(room.members()[1].ready);
  EXPECT_EQ(room.version(), version + 1);
  EXPECT_EQ(state_of(room, bob, later()).at("players").at(1).at("ready"), true);
  version = room.version();
  ASSERT_OK(room.set_ready(bob, true, later()));  // no change, no new version
  EXPECT_EQ(room.version(), version);
  ASSERT_OK(room.set_ready(bob, false, later()));
  EXPECT_FALSE(room.members()[1].ready);
  REFUSED(room, 409, room.set_ready(ann, false, later()));
  REFUSED(room, 409, room.set_ready(ann, true, later()));
  REFUSED(room, 403, room.set_ready(eve, true, later()));
  REFUSED(room, 403, room.set_ready(nobody, true, later()));
}

TEST_F(WaitingRoom, TheStartHintSaysWhatIsMissing) {
  auto room = make(ann);
  auto r = spectator_room(room, later());
  EXPECT_EQ(r.at("canStart"), false);
  EXPECT_EQ(r.at("startHint"), "at least 2 players are needed: add a bot or wait for players");
  auto error = REFUSED(room, 409, room.start(ann, later()));
  EXPECT_NE(error.message.find("at least 2 players"), std::string::npos) << error.message;

  join(room, bob);
  r = room_of(room, ann, later());
  EXPECT_EQ(r.at("canStart"), false);
  EXPECT_EQ(r.at("startHint"), "waiting for Bob to be ready");
  error = REFUSED(room, 409, room.start(ann, later()));
  EXPECT_NE(error.message.find("waiting for Bob to be ready"), std::string::npos);

  ready(room, bob);
  r = room_of(room, bob, later());
  EXPECT_EQ(r.at("canStart"), true);
  EXPECT_TRUE(r.at("startHint").is_null());
}

TEST_F(WaitingRoom, BotsAreAlwaysReady) {
  auto room = make(ann);
  ASSERT_OK(room.add_bot(ann, later()));
  EXPECT_TRUE(room.members()[1].ready);
  const auto state = state_of(room, ann, later());
  EXPECT_EQ(state.at("players").at(1).at("ready"), true);
  EXPECT_EQ(state.at("players").at(1).at("online"), true);
  EXPECT_EQ(state.at("room").at("canStart"), true);
  EXPECT_TRUE(state.at("room").at("startHint").is_null());
  // A guest room starts once it has a bot (holdem-notes point 2).
  auto guest_room = make(gus);
  EXPECT_EQ(spectator_room(guest_room, later()).at("canStart"), false);
  ASSERT_OK(guest_room.add_bot(gus, later()));
  EXPECT_EQ(spectator_room(guest_room, later()).at("canStart"), true);
  ASSERT_OK(guest_room.start(gus, later()));
  EXPECT_EQ(guest_room.status(), RoomStatus::kPlaying);
}

// --- bots ---

TEST_F(WaitingRoom, BotsAreNumberedUpToTheGamesLimit) {
  auto room = make(ann);
  for (int n = 1; n <= 3; ++n) {
    const auto version = room.version();
    ASSERT_OK(room.add_bot(ann, later()));
    EXPECT_EQ(room.version(), version + 1);
    const auto& bot = room.members().back();
    EXPECT_EQ(bot.name, "Bot" + std::to_string(n));
    EXPECT_EQ(bot.kind, "bot");
    EXPECT_TRUE(bot.is_bot());
    EXPECT_TRUE(bot.token.empty());
    EXPECT_FALSE(bot.host);
    EXPECT_FALSE(bot.rating.has_value());
    EXPECT_EQ(room.status(), RoomStatus::kLobby);  // adding a bot never starts the game
  }
  const auto state = state_of(room, ann, later());
  EXPECT_EQ(state.at("players").at(3).at("bot"), true);
  EXPECT_EQ(state.at("room").at("canStart"), true);
  REFUSED(room, 409, room.add_bot(ann, later()));  // three bots, and the room is full
  EXPECT_EQ(room.status(), RoomStatus::kLobby);
}

TEST_F(WaitingRoom, AFullRoomTakesNoBot) {
  auto room = make(ann, R"({"capacity":2})");
  ASSERT_OK(room.add_bot(ann, later()));
  auto error = REFUSED(room, 409, room.add_bot(ann, later()));
  EXPECT_NE(error.message.find("full"), std::string::npos) << error.message;
  auto three = make(ann, R"({"capacity":3})");
  join(three, bob);
  ASSERT_OK(three.add_bot(ann, later()));
  REFUSED(three, 409, three.add_bot(ann, later()));
}

TEST_F(WaitingRoom, ARemovedBotsNumberIsUsedAgain) {
  auto room = make(ann);
  for (int i = 0; i < 3; ++i) ASSERT_OK(room.add_bot(ann, later()));
  const auto version = room.version();
  ASSERT_OK(room.remove_bot(ann, "Bot2", later()));
  EXPECT_EQ(room.version(), version + 1);
  EXPECT_EQ(member_names(room), (std::vector<std::string>{"Ann", "Bot1", "Bot3"}));
  REFUSED(room, 404, room.remove_bot(ann, "Bot2", later()));
  REFUSED(room, 404, room.remove_bot(ann, "Bot9", later()));
  REFUSED(room, 404, room.remove_bot(ann, "Ann", later()));  // people are not bots
  ASSERT_OK(room.add_bot(ann, later()));
  EXPECT_EQ(member_names(room), (std::vector<std::string>{"Ann", "Bot1", "Bot3", "Bot2"}));
}

TEST_F(WaitingRoom, OnlyTheHostManagesBots) {
  auto room = make(ann);
  join(room, bob);
  ASSERT_OK(room.add_bot(ann, later()));
  for (const Actor* who : {&bob, &eve, &nobody}) {
    REFUSED(room, 403, room.add_bot(*who, later()));
    REFUSED(room, 403, room.remove_bot(*who, "Bot1", later()));
  }
}

TEST_F(WaitingRoom, BotChangesKeepTheJoiningPolicy) {
  auto room = make(ann, R"({"policy":"passcode","passcode":"0042"})");
  ASSERT_OK(room.add_bot(ann, later()));
  ASSERT_OK(room.add_bot(ann, later()));
  ASSERT_OK(room.remove_bot(ann, "Bot1", later()));
  EXPECT_EQ(room.seating().policy(), JoinPolicy::kPasscode);
  EXPECT_EQ(room.seating().passcode(), "0042");
  const auto r = room_of(room, ann, later());
  EXPECT_EQ(r.at("policy"), "passcode");
  EXPECT_EQ(r.at("passcode"), "0042");
  REFUSED(room, 403, room.join_waiting(bob, json::object{{"passcode", "1111"}}, "b", later()));
  ASSERT_OK(room.join_waiting(bob, json::object{{"passcode", "0042"}}, bob.token, later()));
}

// --- start ---

TEST_F(WaitingRoom, OnlyTheHostStarts) {
  auto room = make(ann);
  join(room, bob);
  ready(room, bob);
  REFUSED(room, 403, room.start(bob, later()));
  REFUSED(room, 403, room.start(eve, later()));
  REFUSED(room, 401, room.start(nobody, later()));
  ASSERT_OK(room.start(ann, later()));
  REFUSED(room, 409, room.start(ann, later()));
}

TEST_F(WaitingRoom, TheMatchHasTheSeatsOfThePeopleAndBotsPresent) {
  auto room = make(ann, R"({"policy":"approval"})");
  ASSERT_OK(room.invite(ann, bob.identity, later()));
  join(room, bob);
  ready(room, bob);
  ASSERT_OK(room.add_bot(ann, later()));
  ASSERT_OK(room.request_to_join(cid, later()));
  ASSERT_OK(room.invite(ann, dee.identity, later()));
  const auto version = room.version();
  ASSERT_OK(room.start(ann, later()));
  EXPECT_GT(room.version(), version);
  EXPECT_EQ(room.status(), RoomStatus::kPlaying);
  ASSERT_NE(room.match(), nullptr);
  EXPECT_EQ(room.match()->seat_count(), 3);  // capacity 4, three present
  EXPECT_EQ(member_names(room), (std::vector<std::string>{"Ann", "Bob", "Bot1"}));
  EXPECT_EQ(room.bots_to_move(), (std::vector<Seat>{2}));
  // Requests and invitations end with the waiting room.
  EXPECT_TRUE(room.requests().empty());
  EXPECT_FALSE(room.involved_keys().contains("a:3"));
  const auto r = room_of(room, ann, later());
  EXPECT_EQ(r.at("canStart"), false);
  EXPECT_EQ(viewer_of(room, cid, later()).at("requested"), false);
  EXPECT_EQ(viewer_of(room, dee, later()).at("invited"), false);
  REFUSED(room, 409, room.join_waiting(dee, json::object{}, dee.token, later()));
  REFUSED(room, 409, room.add_bot(ann, later()));
  REFUSED(room, 409, room.set_ready(bob, false, later()));
  REFUSED(room, 409, room.hand_over(ann, "Bob", later()));
}

// --- exit ---

TEST_F(WaitingRoom, APlayerWhoExitsLosesTheSeat) {
  auto room = make(ann);
  join(room, bob);
  const auto version = room.version();
  ASSERT_OK(room.exit(bob, later()));
  EXPECT_EQ(room.version(), version + 1);
  EXPECT_EQ(member_names(room), (std::vector<std::string>{"Ann"}));
  EXPECT_FALSE(room.involved_keys().contains("a:2"));
  EXPECT_TRUE(room.members()[0].host);
  EXPECT_EQ(room.status(), RoomStatus::kLobby);
  EXPECT_EQ(viewer_of(room, bob, later()).at("seated"), false);
}

TEST_F(WaitingRoom, TheHostRolePassesToTheEarliestHumanNotABot) {
  auto room = make(ann);
  ASSERT_OK(room.add_bot(ann, later()));  // Bot1 came before Bob
  join(room, bob);
  join(room, cid);
  ready(room, cid);
  EXPECT_FALSE(room.members()[2].ready);
  ASSERT_OK(room.exit(ann, later()));
  EXPECT_EQ(member_names(room), (std::vector<std::string>{"Bot1", "Bob", "Cid"}));
  EXPECT_FALSE(room.members()[0].host);
  EXPECT_TRUE(room.members()[1].host);
  EXPECT_TRUE(room.members()[1].ready);  // the host is always ready
  EXPECT_FALSE(room.members()[2].host);
  EXPECT_EQ(state_of(room, bob, later()).at("you").at("host"), true);
  ASSERT_OK(room.add_bot(bob, later()));  // Bob acts as host now
  REFUSED(room, 403, room.add_bot(cid, later()));
}

TEST_F(WaitingRoom, TheLastHumanLeavingClosesTheRoomEvenWithBots) {
  auto room = make(ann, R"({"policy":"approval"})");
  ASSERT_OK(room.add_bot(ann, later()));
  ASSERT_OK(room.add_bot(ann, later()));
  ASSERT_OK(room.request_to_join(bob, later()));
  ASSERT_OK(room.exit(ann, later()));
  EXPECT_EQ(room.status(), RoomStatus::kClosed);
  EXPECT_EQ(member_names(room), (std::vector<std::string>{"Bot1", "Bot2"}));
  EXPECT_TRUE(room.requests().empty());
  EXPECT_EQ(room.state(std::nullopt, later()).at("status"), "closed");
  EXPECT_EQ(spectator_room(room, later()).at("canStart"), false);
  REFUSED(room, 409, room.join_waiting(cid, json::object{}, cid.token, later()));
  REFUSED(room, 409, room.request_to_join(cid, later()));
  REFUSED(room, 409, room.exit(ann, later()));
}

TEST_F(WaitingRoom, NobodyExitsDuringPlayAndWatchersHaveNothingToLeave) {
  auto lobby = make(ann);
  REFUSED(lobby, 409, lobby.exit(eve, later()));
  REFUSED(lobby, 409, lobby.exit(nobody, later()));
  auto room = started(1);
  REFUSED(room, 409, room.exit(bob, later()));
  REFUSED(room, 409, room.exit(ann, later()));
  REFUSED(room, 409, room.exit(eve, later()));
}

// --- host hand-over ---

TEST_F(WaitingRoom, TheHostHandsOverToAnotherHuman) {
  auto room = make(ann, R"({"policy":"passcode","passcode":"0042"})");
  join(room, bob, json::object{{"passcode", "0042"}});
  EXPECT_FALSE(room.members()[1].ready);
  const auto version = room.version();
  ASSERT_OK(room.hand_over(ann, "Bob", later()));
  EXPECT_EQ(room.version(), version + 1);
  EXPECT_FALSE(room.members()[0].host);
  EXPECT_TRUE(room.members()[1].host);
  EXPECT_TRUE(room.members()[1].ready);
  EXPECT_EQ(room_of(room, bob, later()).at("passcode"), "0042");
  EXPECT_FALSE(room_of(room, ann, later()).contains("passcode"));
  REFUSED(room, 403, room.add_bot(ann, later()));
  ASSERT_OK(room.set_ready(ann, false, later()));  // an ordinary player now
}

TEST_F(WaitingRoom, HandOverNeedsTheHostAndAnotherSeatedHuman) {
  auto room = make(ann);
  join(room, bob);
  ASSERT_OK(room.add_bot(ann, later()));
  REFUSED(room, 404, room.hand_over(ann, "Bot1", later()));
  REFUSED(room, 409, room.hand_over(ann, "Ann", later()));
  REFUSED(room, 404, room.hand_over(ann, "Eve", later()));
  REFUSED(room, 403, room.hand_over(bob, "Bob", later()));
  REFUSED(room, 403, room.hand_over(bob, "Ann", later()));
  REFUSED(room, 403, room.hand_over(eve, "Bob", later()));
}

// --- resign ---

TEST_F(WaitingRoom, ResignIsOnlyForPlay) {
  auto room = make(ann);
  join(room, bob);
  REFUSED(room, 409, room.resign(bob, later()));
  REFUSED(room, 409, room.resign(ann, later()));
  REFUSED(room, 403, room.resign(eve, later()));
}

TEST_F(WaitingRoom, AResignedSeatIsPlayedAtOnceAndTheMatchFinishes) {
  auto room = started();
  REFUSED(room, 403, room.resign(eve, later()));
  const auto version = room.version();
  ASSERT_OK(room.resign(ann, later()));
  EXPECT_GT(room.version(), version);
  EXPECT_TRUE(room.members()[0].resigned);
  EXPECT_TRUE(room.match()->legal_actions(0).empty());  // its chip is already locked
  EXPECT_EQ(state_of(room, bob, later()).at("players").at(0).at("resigned"), true);
  REFUSED(room, 409, room.resign(ann, later()));
  REFUSED(room, 409, room.move(ann, json::object{{"chip", 1}}, later()));
  play_out(room, now_);
  EXPECT_EQ(room.status(), RoomStatus::kFinished);
  EXPECT_TRUE(room.rated_result());  // a resignation still counts

  const auto record = replay(room);
  ASSERT_TRUE(record.contains("record"));
  int resigned = 0;
  for (const auto& input : record.at("record").at("inputs").as_array()) {
    if (input.at("kind") != "action") continue;
    if (input.at("seat") == 0) {
      EXPECT_EQ(input.at("origin"), "resigned");
      ++resigned;
    } else {
      EXPECT_EQ(input.at("origin"), "player");
    }
  }
  EXPECT_EQ(resigned, 12);  // rounds 1-12; the last chips play themselves
  const auto& rounds = record.at("rounds").as_array();
  ASSERT_EQ(rounds.size(), 13u);
  for (std::size_t i = 0; i + 1 < rounds.size(); ++i) {
    EXPECT_EQ(rounds[i].at("decidedBy"), (json::array{"resigned", "player"})) << "round " << i + 1;
  }
  EXPECT_EQ(rounds.back().at("decidedBy"), (json::array{"auto", "auto"}));
}

// --- chat ---

TEST_F(WaitingRoom, RegisteredMembersAndWatchersChatButGuestsAndNobodyOnlyRead) {
  auto room = make(ann);
  join(room, bob);
  const auto version = room.version();
  ASSERT_OK(room.chat(bob, json::object{{"text", "  hello  "}}, 5'000'000));
  EXPECT_EQ(room.version(), version + 1);
  ASSERT_OK(room.chat(eve, json::object{{"text", "watching"}}, 5'000'100));
  const auto chat = spectator_room(room, 5'000'200).at("chat").as_array();
  ASSERT_EQ(chat.size(), 2u);
  EXPECT_EQ(chat[0], (json::object{{"at", 5'000'000}, {"name", "Bob"}, {"text", "hello"}}));
  EXPECT_EQ(chat[1].at("name"), "Eve");
  REFUSED(room, 403, room.chat(gus, json::object{{"text", "hi"}}, later()));
  REFUSED(room, 401, room.chat(nobody, json::object{{"text", "hi"}}, later()));
  // A guest's own room: the guest still cannot post.
  auto guest_room = make(gus);
  REFUSED(guest_room, 403, guest_room.chat(gus, json::object{{"text", "hi"}}, later()));
  ASSERT_OK(guest_room.chat(bob, json::object{{"text", "nice room"}}, later()));
}

TEST_F(WaitingRoom, ChatTextsAreOneTo300Characters) {
  auto room = make(ann);
  for (const auto& body :
       {json::object{}, json::object{{"text", ""}}, json::object{{"text", "   "}},
        json::object{{"text", std::string(301, 'x')}}, json::object{{"text", 5}},
        json::object{{"text", "a\nb"}}}) {
    REFUSED(room, 400, room.chat(ann, body, later()));
  }
  REFUSED(room, 400, room.chat(ann, json::value(nullptr), later()));
  ASSERT_OK(room.chat(ann, json::object{{"text", std::string(300, 'x')}}, later()));
  ASSERT_OK(room.chat(ann, json::object{{"text", "é"}}, later()));
}

TEST_F(WaitingRoom, TheSixthMessageWithinTenSecondsIsRefused) {
  auto room = make(ann);
  const Millis t = 2'000'000;
  for (int i = 0; i < 5; ++i) {
    ASSERT_OK(room.chat(ann, json::object{{"text", "m" + std::to_string(i)}}, t + i * 1000));
  }
  REFUSED(room, 429, room.chat(ann, json::object{{"text", "too fast"}}, t + 5'000));
  REFUSED(room, 429, room.chat(ann, json::object{{"text", "still"}}, t + 9'999));
  ASSERT_OK(room.chat(bob, json::object{{"text", "others may"}}, t + 9'999));
  ASSERT_OK(room.chat(ann, json::object{{"text", "again"}}, t + 10'000));  // the first left
  REFUSED(room, 429, room.chat(ann, json::object{{"text", "no"}}, t + 10'001));
  EXPECT_EQ(room.chat_room().lines().size(), 7u);
}

TEST_F(WaitingRoom, TheStateShowsTheLast100ChatLines) {
  auto room = make(ann);
  for (int i = 1; i <= 120; ++i) {
    ASSERT_OK(
        room.chat(ann, json::object{{"text", "line " + std::to_string(i)}}, 3'000'000 + i * 2'000));
  }
  const auto chat = spectator_room(room, 4'000'000).at("chat").as_array();
  ASSERT_EQ(chat.size(), 100u);
  EXPECT_EQ(chat.front().at("text"), "line 21");
  EXPECT_EQ(chat.back().at("text"), "line 120");
  EXPECT_EQ(chat.front().at("at"), 3'000'000 + 21 * 2'000);
}

// --- what each viewer sees ---

TEST_F(WaitingRoom, OnlyTheHostSeesThePasscodeRequestsAndInvitations) {
  auto room = make(ann, R"({"policy":"approval"})");
  ASSERT_OK(room.invite(ann, bob.identity, later()));
  join(room, bob);
  ASSERT_OK(room.request_to_join(cid, later()));
  ASSERT_OK(room.invite(ann, dee.identity, later()));
  const auto host = room_of(room, ann, later());
  EXPECT_TRUE(host.at("passcode").is_null());
  EXPECT_EQ(host.at("requests"), (json::array{json::object{{"name", "Cid"}, {"elo", 1600}}}));
  EXPECT_EQ(host.at("invited"), (json::array{"Dee"}));
  for (const auto& other :
       {room_of(room, bob, later()), spectator_room(room, later()), room_of(room, cid, later())}) {
    EXPECT_FALSE(other.contains("passcode"));
    EXPECT_FALSE(other.contains("requests"));
    EXPECT_FALSE(other.contains("invited"));
  }
  // The state text says the same.
  EXPECT_NE(room.state_text(ann, later()).find(R"("invited":["Dee"])"), std::string::npos);
  EXPECT_EQ(room.state_text(bob, later()).find(R"("invited":[)"), std::string::npos);

  auto coded = make(ann, R"({"policy":"passcode","passcode":"0042"})");
  join(coded, bob, json::object{{"passcode", "0042"}});
  EXPECT_EQ(room_of(coded, ann, later()).at("passcode"), "0042");
  EXPECT_FALSE(room_of(coded, bob, later()).contains("passcode"));
  EXPECT_FALSE(spectator_room(coded, later()).contains("passcode"));
  EXPECT_EQ(coded.state_text(bob, later()).find(R"("passcode":)"), std::string::npos);
  EXPECT_EQ(coded.state_text(std::nullopt, later()).find(R"("passcode":)"), std::string::npos);
  EXPECT_NE(coded.state_text(ann, later()).find(R"("passcode":"0042")"), std::string::npos);
}

TEST_F(WaitingRoom, RegisteredPlayersShowTheirRoundedElo) {
  auto room = make(ann);
  join(room, bob);
  ASSERT_OK(room.add_bot(ann, later()));
  const auto players = room.state(std::nullopt, later()).at("players").as_array();
  EXPECT_EQ(players[0].at("elo"), 1513);  // 15126 tenths
  EXPECT_EQ(players[1].at("elo"), 1400);
  EXPECT_FALSE(players[2].as_object().contains("elo"));  // a bot
  EXPECT_EQ(players[2].at("bot"), true);

  auto hidden = make(ann, R"({"showElo":false,"policy":"approval"})");
  ASSERT_OK(hidden.request_to_join(cid, later()));
  EXPECT_FALSE(hidden.state(std::nullopt, later()).at("players").at(0).as_object().contains("elo"));
  EXPECT_EQ(room_of(hidden, ann, later()).at("requests"),
            (json::array{json::object{{"name", "Cid"}}}));
  EXPECT_EQ(room_of(hidden, ann, later()).at("showElo"), false);

  auto guest_room = make(gus);
  EXPECT_FALSE(
      guest_room.state(std::nullopt, later()).at("players").at(0).as_object().contains("elo"));
}

TEST_F(WaitingRoom, TheViewerSaysWhoIsLooking) {
  auto room = make(ann, R"({"policy":"approval"})");
  ASSERT_OK(room.invite(ann, bob.identity, later()));
  join(room, bob);
  ASSERT_OK(room.request_to_join(cid, later()));
  ASSERT_OK(room.invite(ann, dee.identity, later()));
  const auto t = later();
  EXPECT_EQ(viewer_of(room, bob, t), (json::object{{"name", "Bob"},
                                                   {"guest", false},
                                                   {"admin", false},
                                                   {"seated", true},
                                                   {"requested", false},
                                                   {"invited", false},
                                                   {"canChat", true}}));
  const auto requester = viewer_of(room, cid, t);
  EXPECT_EQ(requester.at("seated"), false);
  EXPECT_EQ(requester.at("requested"), true);
  EXPECT_EQ(requester.at("invited"), false);
  const auto invited = viewer_of(room, dee, t);
  EXPECT_EQ(invited.at("invited"), true);
  EXPECT_EQ(invited.at("requested"), false);
  EXPECT_EQ(invited.at("seated"), false);
  EXPECT_EQ(viewer_of(room, gus, t), (json::object{{"name", "Guest-0007"},
                                                   {"guest", true},
                                                   {"admin", false},
                                                   {"seated", false},
                                                   {"requested", false},
                                                   {"invited", false},
                                                   {"canChat", false}}));
  EXPECT_TRUE(viewer_of(room, nobody, t).is_null());
  EXPECT_EQ(viewer_of(room, root, t).at("admin"), true);
  // The same from the facts alone, as reads off the strand build it.
  const auto facts = viewer_facts(room);
  EXPECT_EQ(viewer_json(facts, Identity{}, std::nullopt), "null");
  EXPECT_EQ(json::parse(viewer_json(facts, cid.identity, std::nullopt)).at("requested"), true);
  EXPECT_EQ(json::parse(viewer_json(facts, bob.identity, 1)).at("seated"), true);
  // A guest seated in their own room.
  auto guest_room = make(gus);
  const auto seated_guest = viewer_of(guest_room, gus, later());
  EXPECT_EQ(seated_guest.at("seated"), true);
  EXPECT_EQ(seated_guest.at("canChat"), false);
}

// --- forget: the player went to another room ---

TEST_F(WaitingRoom, ForgetDropsAWaitingSeatOrRequest) {
  auto room = make(ann, R"({"policy":"approval"})");
  ASSERT_OK(room.request_to_join(bob, later()));
  ASSERT_OK(room.accept(ann, "Bob", bob.token, later()));
  ASSERT_OK(room.request_to_join(cid, later()));
  auto version = room.version();
  room.forget("a:3", later());
  EXPECT_EQ(room.version(), version + 1);
  EXPECT_TRUE(room.requests().empty());
  version = room.version();
  room.forget("a:2", later());
  EXPECT_EQ(room.version(), version + 1);
  EXPECT_EQ(member_names(room), (std::vector<std::string>{"Ann"}));
  const auto before = fingerprint(room);
  room.forget("a:9", later());
  room.forget("", later());
  EXPECT_EQ(fingerprint(room), before);
}

TEST_F(WaitingRoom, ForgettingTheHostPassesTheRoleOrClosesTheRoom) {
  auto room = make(ann);
  ASSERT_OK(room.add_bot(ann, later()));
  join(room, bob);
  room.forget("a:1", later());
  EXPECT_EQ(member_names(room), (std::vector<std::string>{"Bot1", "Bob"}));
  EXPECT_TRUE(room.members()[1].host);
  EXPECT_TRUE(room.members()[1].ready);
  room.forget("a:2", later());
  EXPECT_EQ(room.status(), RoomStatus::kClosed);
  EXPECT_EQ(member_names(room), (std::vector<std::string>{"Bot1"}));
}

TEST_F(WaitingRoom, ForgetDoesNothingOncePlaying) {
  auto room = started(1);
  const auto before = fingerprint(room);
  room.forget("a:2", later());
  room.forget("a:1", later());
  EXPECT_EQ(fingerprint(room), before);
  EXPECT_EQ(room.status(), RoomStatus::kPlaying);
}

// --- the administrator ---

TEST_F(WaitingRoom, TheAdministratorEndsAWaitingRoom) {
  auto room = make(ann, R"({"policy":"approval"})");
  ASSERT_OK(room.request_to_join(bob, later()));
  REFUSED(room, 403, room.end_by_admin(ann, later()));
  REFUSED(room, 403, room.end_by_admin(nobody, later()));
  const auto version = room.version();
  ASSERT_OK(room.end_by_admin(root, later()));
  EXPECT_EQ(room.version(), version + 1);
  // Nothing was played: the room is closed, with nothing to keep or recreate.
  EXPECT_EQ(room.status(), RoomStatus::kClosed);
  EXPECT_TRUE(room.ended_by_admin());
  EXPECT_FALSE(room.rated_result());
  EXPECT_TRUE(room.requests().empty());
  REFUSED(room, 409, room.may_recreate(ann));
  const auto state = room.state(std::nullopt, later());
  EXPECT_EQ(state.at("status"), "closed");
  EXPECT_EQ(state.at("room").at("endedBy"), "admin");
  EXPECT_EQ(state.at("room").at("canStart"), false);
  REFUSED(room, 409, room.end_by_admin(root, later()));
  REFUSED(room, 409, room.join_waiting(cid, json::object{}, cid.token, later()));
}

TEST_F(WaitingRoom, TheAdministratorEndsAGameInPlayUnrated) {
  auto room = started(1);
  REFUSED(room, 403, room.end_by_admin(bob, later()));
  ASSERT_OK(room.end_by_admin(root, later()));
  EXPECT_EQ(room.status(), RoomStatus::kFinished);
  EXPECT_FALSE(room.rated_result());
  EXPECT_TRUE(room.bots_to_move().empty());
  EXPECT_EQ(room.advance(later() + 3'600'000), 0);
  EXPECT_EQ(room.state(std::nullopt, later()).at("room").at("endedBy"), "admin");
  REFUSED(room, 409, room.end_by_admin(root, later()));
  REFUSED(room, 409, room.move(bob, json::object{{"chip", 1}}, later()));
}

// --- the final-results break and abandonment (room_ending.cpp) ---

TEST_F(WaitingRoom, TheFinalResultsBreakWaitsForEveryHumanWhoHasNotResigned) {
  auto room = started(1);
  REFUSED(room, 409, room.agree_results(bob, later()));  // not over yet
  EXPECT_TRUE(room_of(room, ann, later()).at("finalBreak").is_null());
  play_out(room, now_);
  const Millis end = room.finished_at();
  EXPECT_GT(end, 0);
  const auto before = room_of(room, ann, later()).at("finalBreak");
  EXPECT_EQ(before, json::parse(R"({"until":)" + std::to_string(end + 30'000) +
                                R"(,"eligible":[0,1],"agreed":[],"everyoneAgreed":false})"));
  REFUSED(room, 403, room.agree_results(cid, later()));  // not seated
  ASSERT_OK(room.agree_results(bob, later()));
  REFUSED(room, 409, room.agree_results(bob, later()));  // once
  EXPECT_EQ(spectator_room(room, later()).at("finalBreak").at("agreed"), json::parse("[1]"));
  EXPECT_EQ(spectator_room(room, later()).at("finalBreak").at("everyoneAgreed"), false);
  ASSERT_OK(room.agree_results(ann, later()));
  EXPECT_EQ(spectator_room(room, later()).at("finalBreak").at("everyoneAgreed"), true);
}

TEST_F(WaitingRoom, NobodyAgreesAfterTheFinalResultsBreak) {
  auto room = started(1);
  play_out(room, now_);
  now_ = room.finished_at() + 30'000;
  REFUSED(room, 409, room.agree_results(ann, now_));
}

TEST_F(WaitingRoom, AHoldemTournamentNobodyPlaysIsAbandonedUnrated) {
  auto room = started(1, R"({"game":"holdem"})");
  const Millis start = room.human_acted_at();
  const auto version = room.version();
  EXPECT_FALSE(room.abandon_if_idle(start + 59'999, 60'000));
  EXPECT_EQ(room.version(), version);  // nothing changed, nothing recorded
  EXPECT_TRUE(room.abandon_if_idle(start + 60'000, 60'000));
  EXPECT_TRUE(room.abandoned());
  EXPECT_EQ(room.status(), RoomStatus::kFinished);
  EXPECT_FALSE(room.rated_result());
  EXPECT_EQ(spectator_room(room, later()).at("endedBy"), "abandoned");
  EXPECT_FALSE(room.abandon_if_idle(start + 120'000, 60'000));  // once
}

TEST_F(WaitingRoom, AMoveOfAHumanKeepsATournamentAlive) {
  auto room = started(1, R"({"game":"holdem"})");
  const Millis start = room.human_acted_at();
  // Continue (Manual) is always open to a human still in: a move of their own.
  ASSERT_OK(room.move(ann, json::parse(R"({"action":"continue","mode":"manual"})"), start + 100));
  EXPECT_EQ(room.human_acted_at(), start + 100);
  EXPECT_FALSE(room.abandon_if_idle(start + 60'000, 60'000));
  EXPECT_EQ(room.status(), RoomStatus::kPlaying);
}

TEST_F(WaitingRoom, GamesThatDoNotAskAreNeverAbandoned) {
  auto room = started(1);  // Bidlock
  EXPECT_FALSE(room.abandon_if_idle(room.human_acted_at() + 86'400'000, 60'000));
  EXPECT_EQ(room.status(), RoomStatus::kPlaying);
}

// --- ratings ---

TEST_F(WaitingRoom, StoredRatingsShowWithOneDecimal) {
  auto room = started(1);
  play_out(room, now_);
  EXPECT_TRUE(room.state(std::nullopt, later()).at("room").at("ratings").is_null());
  const auto version = room.version();
  room.set_ratings({{0, 15000, 15123}, {1, 15000, 14960}}, later());
  EXPECT_EQ(room.version(), version + 1);
  const auto text = room.state_text(std::nullopt, later());
  EXPECT_NE(text.find(R"({"seat":0,"old":1500.0,"new":1512.3,"change":12.3})"), std::string::npos)
      << text;
  EXPECT_NE(text.find(R"({"seat":1,"old":1500.0,"new":1496.0,"change":-4.0})"), std::string::npos)
      << text;
  EXPECT_NE(room.state_text(bob, later()).find(R"("change":-4.0)"), std::string::npos);
  EXPECT_EQ(room.members()[0].rating, 15123);
  EXPECT_EQ(room.members()[1].rating, 14960);
  const auto players = json::parse(text).at("players").as_array();
  EXPECT_EQ(players[0].at("elo"), 1512);
  EXPECT_EQ(players[1].at("elo"), 1496);
  EXPECT_FALSE(players[2].as_object().contains("elo"));
}

TEST_F(WaitingRoom, OnlyANormallyFinishedRatedGameIsRated) {
  auto lobby = make(ann);
  EXPECT_FALSE(lobby.rated_result());
  auto room = started(1);
  EXPECT_FALSE(room.rated_result());  // still playing
  play_out(room, now_);
  EXPECT_TRUE(room.rated_result());

  auto guest_room = make(gus);
  ASSERT_OK(guest_room.add_bot(gus, later()));
  ASSERT_OK(guest_room.start(gus, later()));
  play_out(guest_room, now_);
  EXPECT_EQ(guest_room.status(), RoomStatus::kFinished);
  EXPECT_FALSE(guest_room.rated_result());
}

// --- Create same room ---

TEST_F(WaitingRoom, ASeatedHumanRecreatesAFinishedRoomOnce) {
  auto lobby = make(ann);
  EXPECT_EQ(http_status(lobby.may_recreate(ann).error().kind), 409);
  auto room = started(1);
  EXPECT_EQ(http_status(room.may_recreate(ann).error().kind), 409);  // still playing
  play_out(room, now_);
  ASSERT_OK(room.may_recreate(ann));
  ASSERT_OK(room.may_recreate(bob));
  EXPECT_EQ(http_status(room.may_recreate(eve).error().kind), 403);
  EXPECT_EQ(http_status(room.may_recreate(nobody).error().kind), 403);
  EXPECT_EQ(http_status(room.may_recreate(Actor::with_token(bob.token)).error().kind), 403);
  const auto version = room.version();
  room.set_next_room("NEXT1", later());
  EXPECT_EQ(room.version(), version + 1);
  EXPECT_EQ(room.next_room(), "NEXT1");
  EXPECT_EQ(room_of(room, bob, later()).at("next"), "NEXT1");
  EXPECT_EQ(spectator_room(room, later()).at("next"), "NEXT1");
  EXPECT_EQ(http_status(room.may_recreate(ann).error().kind), 409);
  EXPECT_EQ(http_status(room.may_recreate(bob).error().kind), 409);
}

// --- presence ---

TEST_F(WaitingRoom, ASeatGoesOffline45SecondsAfterItsLastSignOfLife) {
  auto room = make(ann);  // seen at kT0
  ASSERT_OK(room.add_bot(ann, kT0));
  auto version = room.version();
  room.refresh_presence(kT0 + 44'999);
  EXPECT_TRUE(room.members()[0].online);
  EXPECT_EQ(room.version(), version);
  room.refresh_presence(kT0 + 45'000);
  EXPECT_FALSE(room.members()[0].online);
  EXPECT_EQ(room.version(), version + 1);
  auto players = room.state(std::nullopt, kT0 + 45'000).at("players").as_array();
  EXPECT_EQ(players[0].at("online"), false);
  EXPECT_EQ(players[1].at("online"), true);  // bots are always there
  version = room.version();
  room.refresh_presence(kT0 + 90'000);  // nothing new to mark
  EXPECT_EQ(room.version(), version);

  room.seen(0, kT0 + 100'000);
  EXPECT_TRUE(room.members()[0].online);
  EXPECT_EQ(room.version(), version + 1);
  room.seen(0, kT0 + 110'000);  // already online: no new version
  EXPECT_EQ(room.version(), version + 1);
  room.refresh_presence(kT0 + 154'999);
  EXPECT_TRUE(room.members()[0].online);
  room.refresh_presence(kT0 + 155'000);
  EXPECT_FALSE(room.members()[0].online);
  room.seen(7, kT0 + 160'000);  // no such seat
  room.seen(-1, kT0 + 160'000);
  EXPECT_FALSE(room.members()[0].online);
}

TEST_F(WaitingRoom, AnOpenConnectionKeepsASeatOnline) {
  auto room = make(ann);
  room.seen(0, kT0 + 1'000, +1);
  EXPECT_EQ(room.members()[0].connections, 1);
  room.refresh_presence(kT0 + 1'000'000);
  EXPECT_TRUE(room.members()[0].online);
  room.seen(0, kT0 + 2'000'000, -1);  // the socket closes: 45 s from now
  EXPECT_EQ(room.members()[0].connections, 0);
  room.refresh_presence(kT0 + 2'044'999);
  EXPECT_TRUE(room.members()[0].online);
  room.refresh_presence(kT0 + 2'045'000);
  EXPECT_FALSE(room.members()[0].online);
  room.seen(0, kT0 + 3'000'000, -1);  // never below zero connections
  EXPECT_EQ(room.members()[0].connections, 0);
}

// --- one path per action, whatever the route (issue: game seams) ---

TEST_F(WaitingRoom, AResignActionPostedAsAMoveResignsLikeTheResignButton) {
  Room room = make(ann, R"({"game":"right_price"})");
  ASSERT_OK(room.invite(ann, bob.identity, later()));
  join(room, bob);
  ready(room, bob);
  ASSERT_OK(room.start(ann, later()));
  ASSERT_OK(room.move(bob, json::object{{"action", "resign"}}, later()));
  EXPECT_TRUE(room.members()[1].resigned);
  const auto seat = state_of(room, bob, later());
  EXPECT_EQ(seat.at("you").at("resigned"), true);
  EXPECT_EQ(seat.at("players").at(1).at("resigned"), true);
  const auto& log = room.log();
  EXPECT_TRUE(std::any_of(log.begin(), log.end(), [](const json::object& line) {
    return line.at("text") == "Bob resigned";
  }));
  REFUSED(room, 409, room.resign(bob, later()));
  REFUSED(room, 409, room.move(bob, json::object{{"action", "resign"}}, later()));
}

TEST_F(WaitingRoom, TooManyChatLinesSayWhenToTryAgain) {
  auto room = make(ann);
  for (int i = 0; i < 5; ++i) ASSERT_OK(room.chat(ann, json::object{{"text", "hi"}}, later()));
  const auto error = REFUSED(room, 429, room.chat(ann, json::object{{"text", "hi"}}, later()));
  EXPECT_GE(error.retry_after_s, 1);
  EXPECT_LE(error.retry_after_s, 10);
}

TEST_F(WaitingRoom, AClosedRoomTakesNoChat) {
  auto room = make(ann);
  ASSERT_OK(room.exit(ann, later()));
  ASSERT_EQ(room.status(), RoomStatus::kClosed);
  REFUSED(room, 409, room.chat(ann, json::object{{"text", "anyone?"}}, later()));
}

TEST_F(WaitingRoom, APlayerWithoutASeatIsNotToldAboutATokenTheyNeverSent) {
  Room room = started();
  Actor cookie_only = cid;
  cookie_only.token.clear();
  const auto error = REFUSED(room, 403, room.move(cookie_only, json::object{{"chip", 1}}, later()));
  EXPECT_EQ(error.message.find("token"), std::string::npos) << error.message;
  const auto with_token =
      REFUSED(room, 403, room.move(Actor::with_token("stray"), json::object{{"chip", 1}}, later()));
  EXPECT_NE(with_token.message.find("token"), std::string::npos) << with_token.message;
}

}  // namespace
}  // namespace gavel::server
