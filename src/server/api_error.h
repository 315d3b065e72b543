// Errors at the HTTP boundary: a status code and a plain explanation, sent
// as {"error": "..."}. Engine errors map onto them (invalid 400, conflict 409).
#pragma once

#include <expected>
#include <string>

#include "engine/error.h"

namespace gavel::server {

struct ApiError {
  int status = 400;
  std::string message;
};

template <class T>
using ApiResult = std::expected<T, ApiError>;

inline std::unexpected<ApiError> api_error(int status, std::string message) {
  return std::unexpected(ApiError{status, std::move(message)});
}

inline std::unexpected<ApiError> from_engine(const engine::Error& error) {
  return api_error(error.kind == engine::ErrorKind::kConflict ? 409 : 400, error.message);
}

}  // namespace gavel::server
