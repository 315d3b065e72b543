// What an agent needs from the server's answers, read into small plain
// values at once. The fields are found by a walk that builds no tree
// (json_scan.h), so a 4 KB state costs little; only the legal action an
// agent picks becomes a (small) tree, in a reused buffer.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/rng.h"

namespace gavel::load {

// Bidlock's State API (GET /state, the state in join and move answers).
struct StateAnswer {
  bool ok = false;  // it was a state at all
  std::int64_t version = 0;
  bool finished = false;
  std::string move;  // {"chip": n}, a random chip of ours, when we must move; else empty
};

// The generic protocol's feed (GET /feed and a WebSocket feed's pushes), or
// a WebSocket reply to a move.
struct FeedAnswer {
  enum class Kind { feed, ack, error, other } kind = Kind::other;
  std::int64_t version = 0;
  bool over = false;                 // finished or closed
  std::optional<std::int64_t> turn;  // ours to take, when present
  std::string move;                  // a random legal move for that turn, naming it
  int error_status = 0;              // Kind::error: the refusal's HTTP status
};

// Reads a state; `state_key` non-empty reads the state inside that key
// (join and move answers carry it under "state").
StateAnswer read_state(std::string_view body, std::string_view state_key, engine::Rng& rng);
FeedAnswer read_feed(std::string_view body, engine::Rng& rng);
// The match code of a POST /api/matches answer and the token of a join.
std::string read_string_field(std::string_view body, std::string_view key);

}  // namespace gavel::load
