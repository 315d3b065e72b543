// Reading a stored match's JSON columns back, the same for every backend: a
// corrupt column is an error naming the match, never a crash.
#pragma once

#include <boost/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "store/store.h"

namespace gavel::store {

Result<boost::json::value> parse_column(const std::string& text, std::string_view code,
                                        std::string_view column);

// The names a match summary lists, from its players column.
Result<std::vector<std::string>> player_names(const boost::json::value& players);

// A whole match from its stored columns.
Result<FinishedMatch> match_from_columns(std::string code, std::string game,
                                         std::int64_t finished_at_ms, const std::string& record,
                                         const std::string& players, const std::string& summary);

// A line of recent() from its stored columns.
Result<MatchSummary> summary_from_columns(std::string code, std::string game,
                                          std::int64_t finished_at_ms, const std::string& players);

}  // namespace gavel::store
