// The registry's counts kept as rooms change agree with a scan of the rooms
// after any sequence of adds, status changes, joins and removals.
#include "server/room_tally.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "engine/rng.h"

namespace gavel::server {
namespace {

struct Known {
  RoomStatus status;
  std::string address;
  Millis created_at;
  bool joined = false;
};

bool live(RoomStatus status) {
  return status == RoomStatus::kLobby || status == RoomStatus::kPlaying;
}

void expect_same_as_scan(const RoomTally& tally, const std::map<std::string, Known>& rooms,
                         const std::vector<std::string>& addresses) {
  int live_rooms = 0;
  for (const auto& [code, room] : rooms) {
    live_rooms += live(room.status);
    const auto since = tally.unjoined_since(code);
    if (room.address.empty() || room.joined) {
      EXPECT_FALSE(since) << code;
    } else {
      EXPECT_EQ(since, room.created_at) << code;
    }
  }
  EXPECT_EQ(tally.live(), live_rooms);
  for (const auto& address : addresses) {
    int held = 0;
    std::optional<Millis> oldest;
    for (const auto& [code, room] : rooms) {
      // A room made with no address (the server's own) is in no share.
      if (address.empty() || room.address != address || room.joined || !live(room.status)) {
        continue;
      }
      ++held;
      if (room.status == RoomStatus::kLobby) {
        oldest = std::min(oldest.value_or(room.created_at), room.created_at);
      }
    }
    const auto share = tally.unjoined_share(address);
    EXPECT_EQ(share.held, held) << address;
    EXPECT_EQ(share.oldest_waiting, oldest) << address;
  }
}

TEST(RoomTallyTest, RandomChangesAgreeWithAScan) {
  const std::vector<std::string> addresses = {"", "10.0.0.1", "10.0.0.2"};
  const RoomStatus statuses[] = {RoomStatus::kLobby, RoomStatus::kPlaying, RoomStatus::kFinished,
                                 RoomStatus::kClosed};
  engine::Rng rng(5);
  RoomTally tally;
  std::map<std::string, Known> rooms;
  for (int step = 0; step < 5'000; ++step) {
    const auto code = "R" + std::to_string(rng.between(0, 60));
    const auto& address = addresses[rng.between(0, 2)];
    const auto it = rooms.find(code);
    switch (rng.between(0, 3)) {
      case 0: {  // added (a second add of a known code changes nothing)
        const Millis at = rng.between(0, 1'000);
        tally.added(code, RoomOrigin{address, at}, RoomStatus::kLobby);
        rooms.emplace(code, Known{RoomStatus::kLobby, address, at});
        break;
      }
      case 1: {
        const auto status = statuses[rng.between(0, 3)];
        tally.status_changed(code, status);
        if (it != rooms.end()) it->second.status = status;
        break;
      }
      case 2:
        tally.joined_from(code, address);
        if (it != rooms.end() && it->second.address != address) it->second.joined = true;
        break;
      default:
        tally.removed(code);
        if (it != rooms.end()) rooms.erase(it);
    }
    expect_same_as_scan(tally, rooms, addresses);
    if (HasFailure()) FAIL() << "at step " << step;
  }
}

TEST(RoomTallyTest, ARoomAddedInPlayIsLiveButNotWaiting) {
  RoomTally tally;
  tally.added("A", RoomOrigin{"10.0.0.1", 5}, RoomStatus::kPlaying);
  tally.added("B", RoomOrigin{"10.0.0.1", 9}, RoomStatus::kLobby);
  EXPECT_EQ(tally.live(), 2);
  EXPECT_EQ(tally.unjoined_share("10.0.0.1").held, 2);
  EXPECT_EQ(tally.unjoined_share("10.0.0.1").oldest_waiting, 9);
  tally.removed("B");
  EXPECT_FALSE(tally.unjoined_share("10.0.0.1").oldest_waiting);
  tally.status_changed("A", RoomStatus::kFinished);
  EXPECT_EQ(tally.live(), 0);
  EXPECT_EQ(tally.unjoined_share("10.0.0.1").held, 0);
}

}  // namespace
}  // namespace gavel::server
