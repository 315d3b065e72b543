// Errors as values for the accounts library: a plain message and a kind the
// server maps to an HTTP status, so no refusal ever crosses it as an exception.
#pragma once

#include <expected>
#include <string>

namespace gavel::accounts {

enum class ErrorKind {
  kInvalid,       // malformed input, a name or password breaking a rule (HTTP 400)
  kUnauthorized,  // wrong username or password, unknown or expired session/token (HTTP 401)
  kConflict,      // name taken, match already rated, rating changed meanwhile (HTTP 409)
  kThrottled,     // too many failed logins; the caller knows how long to wait (HTTP 429)
  kStorage,       // the database failed; nothing the client did (HTTP 500)
};

struct Error {
  ErrorKind kind = ErrorKind::kInvalid;
  std::string message;
};

template <class T>
using Result = std::expected<T, Error>;

inline std::unexpected<Error> fail(ErrorKind kind, std::string message) {
  return std::unexpected(Error{kind, std::move(message)});
}
inline std::unexpected<Error> invalid(std::string message) {
  return fail(ErrorKind::kInvalid, std::move(message));
}

}  // namespace gavel::accounts
