// The room registry's bounds: the live-match limit, idle-lobby expiry and
// the open-lobby list.
#include "server/rooms.h"

#include <gtest/gtest.h>

#include <future>

#include "games/all_games.h"
#include "server/clock.h"
#include "server/responses.h"
#include "server/room_options.h"
#include "server/secrets.h"
#include "server/worker_pool.h"

namespace gavel::server {
namespace {

namespace json = boost::json;

// Another server's entries, as a directory would hand them over.
class FakeDirectory final : public cluster::LobbyDirectory {
 public:
  void start(Gather) override {}
  void stop() override {}
  cluster::RemoteEntries remote() const override { return entries_; }
  std::uint64_t remote_generation() const override { return generation_; }
  void set(std::vector<cluster::LobbyEntry> entries) {
    std::sort(entries.begin(), entries.end(), cluster::lobby_before);
    entries_ = std::make_shared<const std::vector<cluster::LobbyEntry>>(std::move(entries));
    ++generation_;
  }

 private:
  cluster::RemoteEntries entries_ = std::make_shared<const std::vector<cluster::LobbyEntry>>();
  std::uint64_t generation_ = 0;
};

cluster::LobbyEntry remote_entry(std::string code, std::string game, int rank, Millis created,
                                 std::vector<std::string> invited = {}, bool listed = true) {
  cluster::LobbyEntry entry{.code = code,
                            .game = game,
                            .rank = rank,
                            .created_at = created,
                            .listed = listed,
                            .entry = std::make_shared<const json::object>(
                                json::object{{"code", code}, {"createdAt", created}}),
                            .listing = nullptr,
                            .invited = std::make_shared<const std::vector<std::string>>(invited)};
  if (rank == 0 && listed) {
    entry.listing = std::make_shared<const json::object>(json::object{{"code", code}});
  }
  return entry;
}

std::vector<std::string> codes_of(const json::array& entries) {
  std::vector<std::string> codes;
  for (const auto& entry : entries) codes.emplace_back(entry.at("code").as_string());
  return codes;
}

class RoomsTest : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(init_secrets()); }

  Allowed<std::shared_ptr<RoomHost>> add(Rooms& rooms, const char* body, Millis now,
                                         const std::string& address = "") {
    auto options = parse_room_options(json::parse(body), all_games(), 30);
    EXPECT_TRUE(options);
    return rooms.add(
        [&](std::string code) {
          return std::make_shared<RoomHost>(io_, pool_.executor(),
                                            Room(all_games(), *options, code, 1, now),
                                            HostSettings{}, nullptr);
        },
        RoomOrigin{address, now, !options->is_public});
  }

  asio::io_context io_;
  WorkerPool pool_{1, WorkerPool::Priority::kLow};
};

TEST_F(RoomsTest, TheLiveMatchLimitIsA503) {
  Rooms rooms(RoomLimits{2, 1000, 1000});
  ASSERT_TRUE(add(rooms, "{}", 0));
  ASSERT_TRUE(add(rooms, "{}", 0));
  const auto third = add(rooms, "{}", 0);
  ASSERT_FALSE(third);
  EXPECT_EQ(http_status(third.error().kind), 503);
  EXPECT_EQ(rooms.live_count(), 2);
}

TEST_F(RoomsTest, IdleLobbiesExpire) {
  const Millis six_hours = 6LL * 3600 * 1000;
  Rooms rooms(RoomLimits{10, six_hours, 3600 * 1000});
  auto old_room = add(rooms, "{}", 0);
  auto new_room = add(rooms, "{}", six_hours);
  ASSERT_TRUE(old_room && new_room);
  EXPECT_EQ(rooms.sweep(six_hours), 0);  // exactly six idle hours is still fine
  EXPECT_EQ(rooms.sweep(six_hours + 1), 1);
  const auto old_code = (*old_room)->summary().listing->at("code").as_string();
  const auto new_code = (*new_room)->summary().listing->at("code").as_string();
  EXPECT_FALSE(rooms.find(std::string(old_code)));
  EXPECT_TRUE(rooms.find(std::string(new_code)));
}

TEST_F(RoomsTest, OnlyPublicLobbiesAreListed) {
  Rooms rooms(RoomLimits{});
  ASSERT_TRUE(add(rooms, R"({"public":false})", 0));
  auto open = add(rooms, R"({"seats":2})", 5);
  ASSERT_TRUE(open);
  const auto listed = rooms.open_lobbies();
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(listed[0].at("seats"), 2);
}

TEST_F(RoomsTest, TheLobbyTextIsRenderedAgainOnlyWhenAnEntryChanges) {
  Rooms rooms(RoomLimits{});
  auto room = add(rooms, R"({"seats":2})", 0);
  ASSERT_TRUE(room);
  const auto first = rooms.lobby_text("");
  EXPECT_EQ(json::parse(first).at("rooms").as_array().size(), 1u);
  EXPECT_EQ(rooms.lobby_text(""), first);  // nothing changed: the same text

  // A join changes the room's entry (its players), so the lobby shows it at once.
  std::promise<void> joined;
  (*room)->run([&](Room& r) {
    ASSERT_TRUE(r.join(json::parse(R"({"name":"Ann"})"), "tok", 10));
    joined.set_value();
  });
  auto done = joined.get_future();
  io_.run_for(std::chrono::milliseconds(200));
  ASSERT_EQ(done.wait_for(std::chrono::seconds(0)), std::future_status::ready);
  const auto second = rooms.lobby_text("");
  EXPECT_NE(second, first);
  EXPECT_NE(second.find("Ann"), std::string::npos);
  EXPECT_EQ(json::parse(rooms.lobby_text("bidlock")).at("rooms").as_array().size(), 1u);
  EXPECT_EQ(json::parse(rooms.lobby_text("right_price")).at("rooms").as_array().size(), 0u);

  add(rooms, "{}", 20);  // a new room is a change too
  EXPECT_EQ(json::parse(rooms.lobby_text("")).at("rooms").as_array().size(), 2u);
}

// The bounds per creating address (docs/api.md, "Limits").
RoomLimits per_address(int unjoined, Millis unjoined_ms) {
  RoomLimits limits;
  limits.unjoined_per_address = unjoined;
  limits.unjoined_ms = unjoined_ms;
  return limits;
}

TEST_F(RoomsTest, TheLobbyMergesTheOtherServersEntriesInOrderEachCodeOnce) {
  Rooms rooms(RoomLimits{});
  FakeDirectory directory;
  rooms.use_directory(directory);
  auto room = add(rooms, R"({"seats":2})", 50);  // a waiting bidlock table, here
  ASSERT_TRUE(room);
  const std::string here = (*room)->code();
  const auto before = rooms.lobby_text("");
  directory.set({remote_entry("RPLAY", "holdem", 1, 90), remote_entry("RNEW", "bidlock", 0, 100),
                 remote_entry("ROLD", "bidlock", 0, 10),
                 remote_entry("RHIDE", "bidlock", 0, 200, {"u:1"}, false),
                 // The other server's row of a room now here: shown once, as it is here.
                 remote_entry(here, "bidlock", 2, 50)});
  const auto text = rooms.lobby_text("");
  EXPECT_NE(text, before) << "a change elsewhere renders the lobby again";
  EXPECT_EQ(codes_of(json::parse(text).at("rooms").as_array()),
            (std::vector<std::string>{"RNEW", here, "ROLD", "RPLAY"}));
  EXPECT_EQ(codes_of(json::parse(rooms.lobby_text("holdem")).at("rooms").as_array()),
            std::vector<std::string>{"RPLAY"});
  EXPECT_EQ(codes_of(rooms.open_lobbies()), (std::vector<std::string>{"RNEW", here, "ROLD"}));
  // Only the invitee is told of the unlisted room's invitation.
  EXPECT_EQ(codes_of(rooms.invitations("u:1")), std::vector<std::string>{"RHIDE"});
  EXPECT_TRUE(rooms.invitations("u:2").empty());
  EXPECT_EQ(rooms.lobby_text(""), text) << "nothing changed: the same text";
}

TEST_F(RoomsTest, LocalEntriesAreGatheredOnlyWhenSomeEntryChanged) {
  Rooms rooms(RoomLimits{});
  std::uint64_t seen = 0;
  EXPECT_FALSE(rooms.local_entries(seen)) << "no room yet, nothing to publish";
  ASSERT_TRUE(add(rooms, R"({"public":false})", 0));  // private, no invitation: not published
  auto open = add(rooms, R"({"seats":2})", 5);
  ASSERT_TRUE(open);
  const auto entries = rooms.local_entries(seen);
  ASSERT_TRUE(entries);
  ASSERT_EQ(entries->size(), 1u);
  EXPECT_EQ((*entries)[0].code, (*open)->code());
  EXPECT_EQ((*entries)[0].game, "bidlock");
  EXPECT_EQ((*entries)[0].rank, 0);
  EXPECT_TRUE((*entries)[0].listed);
  EXPECT_TRUE((*entries)[0].listing);
  EXPECT_FALSE(rooms.local_entries(seen));
}

TEST_F(RoomsTest, OneAddressHoldsOnlyItsShareOfUnjoinedRooms) {
  Rooms rooms(per_address(2, 600'000));
  auto first = add(rooms, "{}", 0, "10.0.0.1");
  ASSERT_TRUE(first);
  ASSERT_TRUE(add(rooms, R"({"public":false})", 0, "10.0.0.1"));
  const auto third = add(rooms, "{}", 0, "10.0.0.1");
  ASSERT_FALSE(third);
  EXPECT_EQ(http_status(third.error().kind), 429);
  EXPECT_NE(third.error().message.find("nobody else has joined"), std::string::npos);
  EXPECT_GE(third.error().retry_after_s, 1);
  EXPECT_TRUE(add(rooms, "{}", 0, "10.0.0.2"));  // another address has its own share
  EXPECT_TRUE(add(rooms, "{}", 0));              // the server's own rooms are not counted
  // A join from the creator's own address does not count as someone else.
  rooms.joined_from((*first)->code(), "10.0.0.1");
  EXPECT_FALSE(add(rooms, "{}", 0, "10.0.0.1"));
  rooms.joined_from((*first)->code(), "10.0.0.3");
  EXPECT_TRUE(add(rooms, "{}", 0, "10.0.0.1"));
  EXPECT_FALSE(add(rooms, "{}", 0, "10.0.0.1"));
}

TEST_F(RoomsTest, UnjoinedLobbiesCloseAfterTheirTimeHoweverBusy) {
  Rooms rooms(per_address(20, 600'000));
  auto unjoined = add(rooms, "{}", 0, "10.0.0.1");
  auto joined = add(rooms, "{}", 0, "10.0.0.1");
  auto untracked = add(rooms, "{}", 0);
  ASSERT_TRUE(unjoined && joined && untracked);
  rooms.joined_from((*joined)->code(), "10.0.0.9");
  EXPECT_EQ(rooms.sweep(600'000), 0);  // exactly ten minutes is still fine
  EXPECT_EQ(rooms.sweep(600'001), 1);
  EXPECT_FALSE(rooms.find((*unjoined)->code()));
  EXPECT_TRUE(rooms.find((*joined)->code()));  // a joined lobby has the idle rule's hours
  EXPECT_TRUE(rooms.find((*untracked)->code()));
  // Its place in the address's share is free again.
  Rooms one(per_address(1, 1000));
  ASSERT_TRUE(add(one, "{}", 0, "10.0.0.1"));
  EXPECT_FALSE(add(one, "{}", 500, "10.0.0.1"));
  EXPECT_EQ(one.sweep(1001), 1);
  EXPECT_TRUE(add(one, "{}", 1001, "10.0.0.1"));
}

TEST_F(RoomsTest, PrivateTablesGetCodesBeyondGuessing) {
  Rooms rooms(RoomLimits{});
  auto hidden = add(rooms, R"({"public":false})", 0, "10.0.0.1");
  auto shown = add(rooms, "{}", 0, "10.0.0.1");
  ASSERT_TRUE(hidden && shown);
  EXPECT_EQ((*hidden)->code().size(), 13u);  // 65 bits
  EXPECT_EQ((*shown)->code().size(), 5u);    // the rulebook's K7Q2M
  EXPECT_TRUE(rooms.find((*hidden)->code()));
}

// Runs `work` on the room's strand and everything it set off that is ready.
void on_strand(asio::io_context& io, RoomHost& host, std::function<void(Room&)> work) {
  host.run(std::move(work));
  io.restart();
  io.poll();
}

// Plays a two-seat Bidlock table's twelve chips each, seats "a" and "b", from `at`.
void play_out(Room& room, Millis at) {
  for (int chip = 1; chip <= 12; ++chip) {
    ASSERT_TRUE(room.move("a", json::object{{"chip", chip}}, at + chip));
    ASSERT_TRUE(room.move("b", json::object{{"chip", 13 - chip}}, at + chip));
  }
  ASSERT_EQ(room.status(), RoomStatus::kFinished);
}

// The live count kept as rooms change is the one a scan of every room gives.
TEST_F(RoomsTest, TheLiveCountFollowsEveryAddFinishAndDrop) {
  // Times from now: the hosts' deadline timers run on the real clock.
  const Millis t0 = now_ms();
  Rooms rooms(RoomLimits{.max_live = 100, .lobby_idle_ms = 1000, .finished_keep_ms = 1000});
  std::vector<std::shared_ptr<RoomHost>> hosts;
  const auto scanned = [&] {
    int live = 0;
    for (const auto& host : hosts) {
      const auto status = host->summary().status;
      live += rooms.find(host->code()) &&
              (status == RoomStatus::kLobby || status == RoomStatus::kPlaying);
    }
    return live;
  };
  for (int i = 0; i < 4; ++i) {
    auto host = add(rooms, R"({"seats":2})", t0);
    ASSERT_TRUE(host);
    hosts.push_back(*host);
    EXPECT_EQ(rooms.live_count(), scanned());
  }
  // One plays to its end, one only starts.
  on_strand(io_, *hosts[0], [t0](Room& room) {
    ASSERT_TRUE(room.join(json::parse(R"({"name":"Ann"})"), "a", t0 + 10));
    ASSERT_TRUE(room.join(json::parse(R"({"name":"Bob"})"), "b", t0 + 10));
  });
  EXPECT_EQ(hosts[0]->summary().status, RoomStatus::kPlaying);
  EXPECT_EQ(rooms.live_count(), 4);
  on_strand(io_, *hosts[0], [t0](Room& room) { play_out(room, t0 + 20); });
  EXPECT_EQ(hosts[0]->summary().status, RoomStatus::kFinished);
  EXPECT_EQ(rooms.live_count(), 3);
  EXPECT_EQ(rooms.live_count(), scanned());
  on_strand(io_, *hosts[1], [t0](Room& room) {
    ASSERT_TRUE(room.join(json::parse(R"({"name":"Cy"})"), "c", t0 + 500));
    ASSERT_TRUE(room.join(json::parse(R"({"name":"Di"})"), "d", t0 + 500));
  });
  // The idle lobbies (2 and 3) and the finished match leave; the one in play stays.
  EXPECT_EQ(rooms.sweep(t0 + 1'100), 3);
  EXPECT_EQ(rooms.live_count(), 1);
  EXPECT_EQ(rooms.live_count(), scanned());
  // Room made again up to the limit: the places freed are free.
  for (int i = 0; i < 99; ++i) ASSERT_TRUE(add(rooms, "{}", t0));
  EXPECT_FALSE(add(rooms, "{}", t0));
  EXPECT_EQ(rooms.live_count(), 100);
}

// A room that starts playing still counts in its creator's share; one that
// finished does not, and neither does one another address joined.
TEST_F(RoomsTest, TheShareOfAnAddressFollowsItsRoomsStatus) {
  const Millis t0 = now_ms();
  Rooms rooms(per_address(2, 600'000));
  auto first = add(rooms, R"({"seats":2})", t0, "10.0.0.1");
  auto second = add(rooms, R"({"seats":2})", t0, "10.0.0.1");
  ASSERT_TRUE(first && second);
  on_strand(io_, **first, [t0](Room& room) {
    ASSERT_TRUE(room.join(json::parse(R"({"name":"Ann"})"), "a", t0 + 10));
    ASSERT_TRUE(room.join(json::parse(R"({"name":"Bob"})"), "b", t0 + 10));
  });
  const auto refused = add(rooms, "{}", t0 + 20, "10.0.0.1");
  ASSERT_FALSE(refused);
  // Only a room in play is held: no waiting one gives a date.
  on_strand(io_, **second, [t0](Room& room) {
    ASSERT_TRUE(room.join(json::parse(R"({"name":"Cy"})"), "c", t0 + 10));
    ASSERT_TRUE(room.join(json::parse(R"({"name":"Di"})"), "d", t0 + 10));
  });
  const auto both_playing = add(rooms, "{}", t0 + 20, "10.0.0.1");
  ASSERT_FALSE(both_playing);
  EXPECT_EQ(both_playing.error().retry_after_s, 60);
  on_strand(io_, **first, [t0](Room& room) { play_out(room, t0 + 20); });
  ASSERT_TRUE(add(rooms, "{}", t0 + 40, "10.0.0.1"));  // the finished one no longer counts
  EXPECT_FALSE(add(rooms, "{}", t0 + 40, "10.0.0.1"));
  rooms.joined_from((*second)->code(), "10.0.0.7");
  EXPECT_TRUE(add(rooms, "{}", t0 + 40, "10.0.0.1"));
}

// Moves in play leave the listings as they were (the same shared objects);
// a join changes them, and they always equal what the room shows now.
TEST_F(RoomsTest, TheListingsAreBuiltAgainOnlyWhenWhatTheyShowChanges) {
  const Millis t0 = now_ms();
  Rooms rooms(RoomLimits{});
  auto host = add(rooms, R"({"seats":2})", t0);
  ASSERT_TRUE(host);
  const auto matches_room = [&] {
    on_strand(io_, **host, [summary = (*host)->summary()](Room& room) {
      EXPECT_EQ(*summary.listing, listing(room));
      EXPECT_EQ(*summary.lobby_entry, lobby_entry(room));
      EXPECT_EQ(*summary.involved, room.involved_keys());
    });
  };
  matches_room();
  EXPECT_EQ(rooms.open_lobbies()[0].at("filled"), 0);
  const auto empty = (*host)->summary();
  on_strand(io_, **host, [t0](Room& room) {
    ASSERT_TRUE(room.join(json::parse(R"({"name":"Ann"})"), "a", t0 + 10));
  });
  const auto one = (*host)->summary();
  ASSERT_EQ(rooms.open_lobbies().size(), 1u);
  EXPECT_EQ(rooms.open_lobbies()[0].at("filled"), 1);  // the list follows the join
  EXPECT_NE(one.lobby_entry, empty.lobby_entry);
  EXPECT_NE(one.listing, empty.listing);
  matches_room();
  on_strand(io_, **host, [t0](Room& room) {
    ASSERT_TRUE(room.join(json::parse(R"({"name":"Bob"})"), "b", t0 + 10));
  });
  const auto playing = (*host)->summary();
  EXPECT_EQ(playing.status, RoomStatus::kPlaying);
  matches_room();
  on_strand(io_, **host, [t0](Room& room) {
    ASSERT_TRUE(room.move("a", json::object{{"chip", 5}}, t0 + 20));
  });
  ASSERT_EQ(rooms.open_lobbies().size(), 0u);  // in play: no longer open
  const auto locked = (*host)->summary();
  EXPECT_EQ(locked.lobby_entry, playing.lobby_entry);  // a chip locked: nothing listed changed
  EXPECT_EQ(locked.listing, playing.listing);
  EXPECT_EQ(locked.involved, playing.involved);
  matches_room();
}

}  // namespace
}  // namespace gavel::server
