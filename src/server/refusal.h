// Refusals as values: why a room (or the rules behind it) said no, as a kind
// and a plain message. Pure code returns these; only http_refusal.cpp knows
// which HTTP status each kind becomes.
#pragma once

#include <expected>
#include <string>

#include "engine/error.h"

namespace gavel::server {

enum class RefusalKind {
  kInvalid,          // malformed or impossible input
  kUnauthenticated,  // "who are you?": no seat token, no login
  kForbidden,        // known, but not allowed to do this
  kWrongPasscode,    // a waiting room's passcode did not match (throttled by the caller)
  kNotFound,         // the thing named does not exist
  kConflict,         // well formed, but not now
  kTooFast,          // over a rate; retry_after_s says when to try again
  kBusy,             // the server is at a bound (live rooms, ...)
  kFailed,           // the server's own fault (a store failed)
};

struct Refusal {
  RefusalKind kind = RefusalKind::kInvalid;
  std::string message;
  int retry_after_s = 0;  // kTooFast only
};

template <class T>
using Allowed = std::expected<T, Refusal>;

inline std::unexpected<Refusal> refuse(RefusalKind kind, std::string message) {
  return std::unexpected(Refusal{kind, std::move(message)});
}
inline std::unexpected<Refusal> invalid(std::string message) {
  return refuse(RefusalKind::kInvalid, std::move(message));
}
inline std::unexpected<Refusal> unauthenticated(std::string message) {
  return refuse(RefusalKind::kUnauthenticated, std::move(message));
}
inline std::unexpected<Refusal> forbidden(std::string message) {
  return refuse(RefusalKind::kForbidden, std::move(message));
}
inline std::unexpected<Refusal> not_found(std::string message) {
  return refuse(RefusalKind::kNotFound, std::move(message));
}
inline std::unexpected<Refusal> conflict(std::string message) {
  return refuse(RefusalKind::kConflict, std::move(message));
}
inline std::unexpected<Refusal> too_fast(std::string message, int retry_after_s) {
  return std::unexpected(Refusal{RefusalKind::kTooFast, std::move(message), retry_after_s});
}

// The rules' refusals: invalid input, or a conflict with the match's state.
inline std::unexpected<Refusal> from_engine(const engine::Error& error) {
  return refuse(
      error.kind == engine::ErrorKind::kConflict ? RefusalKind::kConflict : RefusalKind::kInvalid,
      error.message);
}

}  // namespace gavel::server
