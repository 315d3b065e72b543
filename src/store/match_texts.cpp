// The columns' texts, checked here once for every store: a malformed players
// column would later break the whole recent() list, so no match without a
// name for each player is written.
#include <string>

#include "store/store.h"

namespace gavel::store {
namespace json = boost::json;
using engine::invalid;

namespace {
Result<void> check_players(const std::string& code, const json::value& players) {
  const auto fail = [&](const char* why) { return invalid("match '" + code + "': " + why); };
  if (!players.is_array()) return fail("players must be a JSON array");
  for (const auto& player : players.as_array()) {
    const auto* name = player.is_object() ? player.as_object().if_contains("name") : nullptr;
    if (!name || !name->is_string()) return fail("every player must have a string 'name'");
  }
  return {};
}
}  // namespace

Result<MatchTexts> match_texts(const FinishedMatch& match) {
  if (match.code.empty()) return invalid("a finished match needs a code");
  if (auto checked = check_players(match.code, match.players); !checked) {
    return std::unexpected(checked.error());
  }
  return MatchTexts{match.code,
                    match.game,
                    match.finished_at_ms,
                    json::serialize(engine::record_to_json(match.record)),
                    json::serialize(match.players),
                    json::serialize(match.summary)};
}

Result<MatchTexts> replay_texts(std::string code, std::string game, std::int64_t finished_at_ms,
                                const json::object& replay) {
  if (code.empty()) return invalid("a finished match needs a code");
  const auto* players = replay.if_contains("players");
  if (!players) return invalid("match '" + code + "': its replay has no players");
  if (auto checked = check_players(code, *players); !checked) {
    return std::unexpected(checked.error());
  }
  // A match that never began (no record in its replay) keeps an empty one, as before.
  const auto* record = replay.if_contains("record");
  auto record_text = record ? json::serialize(*record)
                            : json::serialize(engine::record_to_json(engine::MatchRecord{}));
  auto players_text = json::serialize(*players);
  auto summary_text = json::serialize(replay);
  return MatchTexts{std::move(code),        std::move(game),         finished_at_ms,
                    std::move(record_text), std::move(players_text), std::move(summary_text)};
}

Result<MatchTexts> replay_texts(std::string code, std::string game, std::int64_t finished_at_ms,
                                std::string replay, std::string players, std::string record) {
  if (code.empty()) return invalid("a finished match needs a code");
  boost::system::error_code error;
  const auto parsed_players = json::parse(players, error);
  if (error) return invalid("match '" + code + "': its players are not JSON");
  if (auto checked = check_players(code, parsed_players); !checked) {
    return std::unexpected(checked.error());
  }
  if (record.empty()) record = json::serialize(engine::record_to_json(engine::MatchRecord{}));
  return MatchTexts{std::move(code),   std::move(game),    finished_at_ms,
                    std::move(record), std::move(players), std::move(replay)};
}

}  // namespace gavel::store
