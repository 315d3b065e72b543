// Seats dealt at Start Game (Hosting::deals_seats; Spendii under Hide
// identities, docs/games/spendii.md note 68): the seat a hidden participant
// gets is independent of the joining order the waiting room showed, the
// room's members and tokens follow the deal, seatInfo keeps the joining
// rank, and the journal re-deals the same seats.
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <vector>

#include "engine/journal.h"
#include "games/all_games.h"
#include "server/room.h"
#include "server/room_options.h"

namespace gavel::server {
namespace {

namespace json = boost::json;

constexpr Millis kT0 = 1'000'000;
constexpr int kPlayers = 4;

Actor person(std::int64_t id) {
  Actor actor;
  actor.identity = Identity{Identity::Kind::kAccount, id, "P" + std::to_string(id), false};
  actor.token = "tok-" + std::to_string(id);
  return actor;
}

// A Spendii waiting room of kPlayers humans, joined in id order 1..kPlayers
// (so joining rank = id - 1), started by its host.
Room started_room(const std::string& hide, engine::Seed seed) {
  const auto host = person(1);
  auto options = parse_waiting_room_options(
      json::parse(R"({"game":"spendii","capacity":4,"settings":{"hideIdentities":")" + hide +
                  "\"}}"),
      all_games(), host.identity, [](const std::string&) { return json::object{}; });
  EXPECT_TRUE(options) << options.error().message;
  Millis now = kT0;
  Room room = Room::create_waiting(all_games(), *options, "DEAL1", seed, now, host, host.token);
  for (int id = 2; id <= kPlayers; ++id) {
    const auto who = person(id);
    EXPECT_TRUE(room.join_waiting(who, json::object{}, who.token, now += 10));
    EXPECT_TRUE(room.set_ready(who, true, now += 10));
  }
  EXPECT_TRUE(room.start(host, now += 10));
  EXPECT_EQ(room.status(), RoomStatus::kPlaying);
  return room;
}

// Each joining rank's seat, read as the player would: from their token.
std::array<Seat, kPlayers> seats_by_rank(const Room& room) {
  std::array<Seat, kPlayers> seats{};
  for (int rank = 0; rank < kPlayers; ++rank) {
    const auto seat = room.seat_of(person(rank + 1).token);
    EXPECT_TRUE(seat);
    seats[static_cast<std::size_t>(rank)] = seat.value_or(-1);
  }
  return seats;
}

TEST(SeatDeal, UnderHiddenIdentitiesEachJoiningRankLandsOnEachSeatAboutEquallyOften) {
  constexpr int kRooms = 480;  // 120 expected per cell, a standard deviation near 9.5
  std::array<std::array<int, kPlayers>, kPlayers> landed{};
  int moved = 0;
  for (int r = 0; r < kRooms; ++r) {
    const Room room = started_room("players", engine::derive_seed(2026, r));
    const auto seats = seats_by_rank(room);
    for (int rank = 0; rank < kPlayers; ++rank) {
      ++landed[rank][seats[rank]];
      if (seats[rank] != rank) ++moved;
      // The member in that seat is the one who joined at that rank, token and account.
      const auto& member = room.members()[seats[rank]];
      EXPECT_EQ(member.account_id, rank + 1);
      EXPECT_EQ(member.entry, rank);
      EXPECT_EQ(member.host, rank == 0);
    }
  }
  // A leak (seats kept in joining order, or any fixed rule) puts 480 in one
  // cell and 0 in others; a fair deal keeps every cell within 4 deviations.
  for (int rank = 0; rank < kPlayers; ++rank) {
    for (int seat = 0; seat < kPlayers; ++seat) {
      EXPECT_GT(landed[rank][seat], 80) << "rank " << rank << " seat " << seat;
      EXPECT_LT(landed[rank][seat], 160) << "rank " << rank << " seat " << seat;
    }
  }
  EXPECT_GT(moved, kRooms);  // most players do not keep their joining seat
}

TEST(SeatDeal, SeatInfoCarriesTheJoiningRankForTheLastTieRule) {
  const Room room = started_room("playersAndBots", 7);
  const auto seats = seats_by_rank(room);
  const auto& info = room.play()->record().settings.as_object().at("seatInfo").as_array();
  for (int rank = 0; rank < kPlayers; ++rank) {
    EXPECT_EQ(info[seats[rank]].as_object().at("entry"), rank);
  }
}

TEST(SeatDeal, WithIdentitiesShownTheSeatsStayInJoiningOrder) {
  for (engine::Seed seed = 1; seed <= 20; ++seed) {
    const Room room = started_room("off", seed);
    const auto seats = seats_by_rank(room);
    for (int rank = 0; rank < kPlayers; ++rank) EXPECT_EQ(seats[rank], rank);
    const auto& info = room.play()->record().settings.as_object().at("seatInfo").as_array();
    EXPECT_FALSE(info[0].as_object().contains("entry"));
  }
}

TEST(SeatDeal, TheJournalDealsTheSameSeatsAgain) {
  for (engine::Seed seed = 1; seed <= 20; ++seed) {
    Room room = started_room("players", seed);
    const Room again = Room::restore(all_games(), room.take_inputs());
    EXPECT_EQ(seats_by_rank(again), seats_by_rank(room)) << "seed " << seed;
    EXPECT_EQ(engine::record_to_json(again.play()->record()),
              engine::record_to_json(room.play()->record()));
  }
}

}  // namespace
}  // namespace gavel::server
