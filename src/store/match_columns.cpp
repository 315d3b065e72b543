#include "store/match_columns.h"

namespace gavel::store {

namespace json = boost::json;
using engine::invalid;

// The default depth limit (32) is lower than what the serializer writes
// without complaint, so a deep summary would save but not load; the parser
// keeps its own stack, so a higher limit is safe.
Result<json::value> parse_column(const std::string& text, std::string_view code,
                                 std::string_view column) {
  json::parse_options options;
  options.max_depth = 256;
  boost::system::error_code ec;
  json::value value = json::parse(text, ec, {}, options);
  if (ec) {
    return invalid("stored match '" + std::string(code) + "' has a corrupt " + std::string(column) +
                   " column: " + ec.message());
  }
  return value;
}

// match_texts checks the names before a save, so that one malformed row
// cannot later break the whole recent() list; this checks them again on the
// way out, for rows written behind the store's back.
Result<std::vector<std::string>> player_names(const json::value& players) {
  if (!players.is_array()) return invalid("players must be a JSON array");
  std::vector<std::string> names;
  for (const auto& player : players.as_array()) {
    const auto* name = player.is_object() ? player.as_object().if_contains("name") : nullptr;
    if (!name || !name->is_string()) return invalid("every player must have a string 'name'");
    names.emplace_back(name->as_string());
  }
  return names;
}

Result<FinishedMatch> match_from_columns(std::string code, std::string game,
                                         std::int64_t finished_at_ms, const std::string& record,
                                         const std::string& players, const std::string& summary) {
  FinishedMatch match;
  auto record_json = parse_column(record, code, "record");
  if (!record_json) return std::unexpected(record_json.error());
  auto parsed = engine::record_from_json(*record_json);
  if (!parsed) {
    return invalid("stored match '" + code + "' has a corrupt record: " + parsed.error().message);
  }
  match.record = std::move(*parsed);
  auto players_json = parse_column(players, code, "players");
  if (!players_json) return std::unexpected(players_json.error());
  match.players = std::move(*players_json);
  auto summary_json = parse_column(summary, code, "summary");
  if (!summary_json) return std::unexpected(summary_json.error());
  match.summary = std::move(*summary_json);
  match.code = std::move(code);
  match.game = std::move(game);
  match.finished_at_ms = finished_at_ms;
  return match;
}

Result<MatchSummary> summary_from_columns(std::string code, std::string game,
                                          std::int64_t finished_at_ms, const std::string& players) {
  auto parsed = parse_column(players, code, "players");
  if (!parsed) return std::unexpected(parsed.error());
  auto names = player_names(*parsed);
  if (!names) {
    return invalid("stored match '" + code +
                   "' has a corrupt players column: " + names.error().message);
  }
  return MatchSummary{std::move(code), std::move(game), finished_at_ms, std::move(*names)};
}

}  // namespace gavel::store
