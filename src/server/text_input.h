// Short texts people type (display names, chat): trimmed, no control
// characters, a bounded number of characters counted as UTF-8 code points.
// Names also refuse invisible and direction-changing characters, so that no
// name can pass for another one on screen.
#pragma once

#include <boost/json.hpp>
#include <optional>
#include <string>

#include "server/refusal.h"

namespace gavel::server {

enum class TextKind { kName, kMessage };

// `value` must be a string (`field` names it in errors); missing or null
// gives `fallback` when there is one, else an error.
Allowed<std::string> clean_text(const boost::json::value* value, std::string_view field,
                                std::size_t max_chars, std::optional<std::string> fallback,
                                TextKind kind = TextKind::kName);

}  // namespace gavel::server
