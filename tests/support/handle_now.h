// Runs an API part that answers on a background executor (AuthApi,
// PlayersApi) to completion in a test: route the request through the
// part's routes, run the executor's io_context dry, return the one response.
#pragma once

#include <gtest/gtest.h>

#include <boost/asio.hpp>
#include <optional>

#include "server/http_types.h"
#include "server/router.h"

namespace gavel::server {

template <class Handler>
Response handle_now(Handler& handler, boost::asio::io_context& io, const Request& request) {
  Router router;
  handler.add_routes(router);
  std::optional<Response> response;
  EXPECT_TRUE(router.dispatch(request, [&](Response r) { response = std::move(r); }));
  io.restart();
  io.run();
  EXPECT_TRUE(response);
  return response ? std::move(*response) : Response{};
}

}  // namespace gavel::server
