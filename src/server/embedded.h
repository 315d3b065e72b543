// Documents built into the binary at compile time, so the server serves the
// API reference and the sample agent from wherever it runs.
#pragma once

#include <string_view>

namespace gavel::server {

extern const std::string_view kApiDocs;    // docs/api.md, at /api/docs
extern const std::string_view kOpenApi;    // docs/openapi.json, at /api/openapi.json
extern const std::string_view kSampleBot;  // bots/sample_bot.py, at /bot.py

}  // namespace gavel::server
