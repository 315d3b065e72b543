// One seat played to the end of its match, three ways: Bidlock's State API
// over long-poll, the generic feed over long-poll, or the feed over a
// WebSocket. Each returns whether the match was seen to finish.
#pragma once

#include <boost/asio.hpp>
#include <string>

#include "answers.h"
#include "engine/rng.h"
#include "http_client.h"
#include "load_run.h"

namespace gavel::load {

struct Seat {
  std::string code;
  std::string token;
  std::string joined_body;  // the join's answer, which holds the first state
};

asio::awaitable<bool> play_state_longpoll(LoadRun& run, HttpConnection& http, const Seat& seat,
                                          engine::Rng& rng);
asio::awaitable<bool> play_feed_longpoll(LoadRun& run, HttpConnection& http, const Seat& seat,
                                         engine::Rng& rng);
asio::awaitable<bool> play_feed_websocket(LoadRun& run, const Seat& seat, engine::Rng& rng);

}  // namespace gavel::load
