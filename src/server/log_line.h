// One JSON object per line on stderr for what an operator watches: every
// authentication event and every class of refused request (docs/api.md,
// "Logs"). Callers never pass a token, password or cookie value: fields name
// who and what, not secrets.
#pragma once

#include <boost/json.hpp>
#include <string_view>

namespace gavel::server {

// Writes {"ts": <ms since epoch>, "event": event, ...fields} and a newline,
// whole, so that lines from several threads never interleave.
void log_line(std::string_view event, boost::json::object fields = {});

}  // namespace gavel::server
