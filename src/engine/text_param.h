// What a "text" parameter of a legal action accepts, for every game: 1 to
// max_chars Unicode code points after trimming surrounding whitespace,
// valid UTF-8, no control characters other than newline. Longer is an
// error, never truncated.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/error.h"

namespace gavel::engine {

// The trimmed text, or why it is refused.
Result<std::string> checked_text(std::string_view text, std::int64_t max_chars);

}  // namespace gavel::engine
