// Runs an API handler that answers on a background executor (AuthApi,
// PlayersApi) to completion in a test: hand it the request, run the
// executor's io_context dry, return the one response it gave.
#pragma once

#include <gtest/gtest.h>

#include <boost/asio.hpp>
#include <optional>

#include "server/http_types.h"

namespace gavel::server {

template <class Handler>
Response handle_now(Handler& handler, boost::asio::io_context& io, const Request& request) {
  std::optional<Response> response;
  EXPECT_TRUE(handler.handle(request, [&](Response r) { response = std::move(r); }));
  io.restart();
  io.run();
  EXPECT_TRUE(response);
  return response ? std::move(*response) : Response{};
}

}  // namespace gavel::server
