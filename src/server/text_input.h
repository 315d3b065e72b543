// Short texts people type (display names, chat): trimmed, no control
// characters, a bounded number of characters counted as UTF-8 code points.
#pragma once

#include <boost/json.hpp>
#include <string>

#include "server/api_error.h"

namespace gavel::server {

// `value` must be a string (`field` names it in errors); missing or null
// gives `fallback` when there is one, else an error.
ApiResult<std::string> clean_text(const boost::json::value* value, std::string_view field,
                                  std::size_t max_chars, std::optional<std::string> fallback);

}  // namespace gavel::server
