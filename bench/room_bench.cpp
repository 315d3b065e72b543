// What a move costs the server's room logic, without sockets: agents play
// a whole match through Room (join, move), and after every accepted input the
// room does what RoomHost does when it publishes: it hands its journal lines
// out (serialized, as the writer does), renders the mover's and the other
// seat's state (the move's answer and the woken long-poll), and rebuilds the
// listing and the lobby entry when what they show changed (as
// RoomHost::summarize does). A counting operator new gives allocations per
// move beside the time, with and without the agents' own choosing.
#include <benchmark/benchmark.h>

#include <atomic>
#include <cstdlib>
#include <new>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/legal_action.h"
#include "games/all_games.h"
#include "server/room.h"
#include "server/room_listing.h"
#include "server/room_options.h"

namespace {
std::atomic<std::uint64_t> allocations{0};
}  // namespace

void* operator new(std::size_t size) {
  allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(size ? size : 1)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t size) {
  return operator new(size);
}
void operator delete(void* p) noexcept {
  std::free(p);
}
void operator delete[](void* p) noexcept {
  std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
  std::free(p);
}
void operator delete[](void* p, std::size_t) noexcept {
  std::free(p);
}

namespace {
namespace json = boost::json;
using gavel::server::Room;

struct Played {
  long moves = 0;
  std::size_t bytes = 0;
  std::uint64_t agent_allocations = 0;  // the agents' own choosing, not the room's work
};

// One match between agents in every seat, each moving as soon as it may.
Played play_match(const char* options_json, std::uint64_t seed) {
  const auto& catalog = gavel::all_games();
  auto options = gavel::server::parse_room_options(json::parse(options_json), catalog, 30);
  if (!options) throw std::runtime_error(options.error().message);
  Room room(catalog, *options, "BENCH", seed, 1'000);
  std::vector<std::string> tokens;
  for (int seat = 0; seat < options->seats; ++seat)
    tokens.push_back("token-" + std::to_string(seat));
  const int seats = options->seats;
  gavel::engine::Millis now = 2'000;
  for (const auto& token : tokens) {
    (void)room.join(json::parse(R"({"name":"Agent","kind":"agent"})"), token, now);
  }
  gavel::engine::Rng rng(seed);
  Played played;
  gavel::server::ListedFacts listed;
  auto publish = [&](int mover) {
    for (const auto& line : room.take_inputs()) played.bytes += json::serialize(line).size();
    played.bytes += room.state_text(std::string_view(tokens[mover]), now).size();
    played.bytes += room.state_text(std::string_view(tokens[(mover + 1) % seats]), now).size();
    if (listed.update(room)) {
      played.bytes += json::serialize(gavel::server::listing(room)).size();
      played.bytes += json::serialize(gavel::server::lobby_entry(room)).size();
    }
  };
  publish(0);
  while (room.status() == gavel::server::RoomStatus::kPlaying) {
    bool moved = false;
    for (int seat = 0; seat < seats; ++seat) {
      // An agent reads its legal actions and picks one: its work, counted apart.
      const auto agent_start = allocations.load();
      const auto legal = room.match()->legal_actions(seat);
      const auto action =
          legal.empty() ? json::value() : gavel::engine::random_legal_action(legal, rng);
      played.agent_allocations += allocations.load() - agent_start;
      if (legal.empty()) continue;
      now += 10;
      if (room.move(std::string_view(tokens[seat]), action, now)) {
        ++played.moves;
        moved = true;
        publish(seat);
      }
    }
    if (!moved) {  // nobody may act: let the clock run (a break between rounds)
      now += 1'000;
      room.advance(now);
      publish(0);
    }
  }
  return played;
}

void BM_RoomDuel(benchmark::State& state, const char* options_json) {
  std::uint64_t seed = 1;
  long moves = 0;
  std::size_t bytes = 0;
  std::uint64_t agent_allocations = 0;
  const auto before = allocations.load();
  for (auto _ : state) {
    Played played;
    try {
      played = play_match(options_json, seed++);
    } catch (const std::exception& e) {
      state.SkipWithError(e.what());
      return;
    }
    moves += played.moves;
    bytes += played.bytes;
    agent_allocations += played.agent_allocations;
  }
  const double matches = static_cast<double>(state.iterations());
  state.counters["moves/match"] = static_cast<double>(moves) / matches;
  const auto all = allocations.load() - before;
  state.counters["allocs/move"] = static_cast<double>(all) / static_cast<double>(moves);
  // Without the agents' reading of their legal actions as trees and their
  // choice: what the server itself allocates (an agent reads the State's text).
  state.counters["room allocs/move"] =
      static_cast<double>(all - agent_allocations) / static_cast<double>(moves);
  state.counters["bytes/move"] = static_cast<double>(bytes) / static_cast<double>(moves);
  state.SetItemsProcessed(state.iterations());  // matches
}

BENCHMARK_CAPTURE(BM_RoomDuel, bidlock, R"({"game":"bidlock","seats":2,"turnSeconds":300})")
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_RoomDuel, right_price, R"({"game":"right_price","seats":2,"public":false})")
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_RoomDuel, auction, R"({"game":"auction","seats":3,"public":false})")
    ->Unit(benchmark::kMicrosecond);

}  // namespace
