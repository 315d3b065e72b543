// Errors as values: every refusal a client can cause is an Error with a plain
// explanation and a kind that the server maps to an HTTP status.
#pragma once

#include <expected>
#include <string>

namespace gavel::engine {

enum class ErrorKind {
  kInvalid,   // malformed or impossible input (HTTP 400)
  kConflict,  // well formed but not now: already acted, not your turn, match over (HTTP 409)
};

struct Error {
  ErrorKind kind = ErrorKind::kInvalid;
  std::string message;
};

template <class T>
using Result = std::expected<T, Error>;

inline std::unexpected<Error> invalid(std::string message) {
  return std::unexpected(Error{ErrorKind::kInvalid, std::move(message)});
}
inline std::unexpected<Error> conflict(std::string message) {
  return std::unexpected(Error{ErrorKind::kConflict, std::move(message)});
}

}  // namespace gavel::engine
