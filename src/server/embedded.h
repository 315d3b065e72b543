// Documents built into the binary at compile time, so the server serves the
// API reference and the sample agent from wherever it runs.
#pragma once

#include <span>
#include <string_view>

namespace gavel::server {

extern const std::string_view kApiDocs;       // docs/api.md, at /api/docs
extern const std::string_view kOpenApi;       // docs/openapi.json, at /api/openapi.json
extern const std::string_view kSampleBot;     // bots/sample_bot.py, at /bot.py
extern const std::string_view kProtocolDocs;  // docs/protocol.md, at /protocol

// A game's rulebook as built and the page of decisions where it is silent
// (registered by the game's CMakeLists.txt with gavel_game_rules).
struct GameRules {
  std::string_view game;
  std::string_view rulebook;
  std::string_view decisions;
};
std::span<const GameRules> game_rules();

}  // namespace gavel::server
