// Where finished matches are kept: the database-neutral interface the server
// talks to, so SQLite today and PostgreSQL later are interchangeable.
#pragma once

#include <boost/json.hpp>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/error.h"
#include "engine/journal.h"

namespace gavel::store {

using engine::Result;

// Everything needed to show a finished match again after a restart: the record
// replays it exactly, players and summary save replaying just to list it.
struct FinishedMatch {
  std::string code;
  std::string game;
  std::int64_t finished_at_ms = 0;
  engine::MatchRecord record;
  boost::json::value players;  // [{"seat":0,"name":"...","kind":"..."}], every entry has a name
  boost::json::value summary;  // the final public state / result, as JSON
};

// A finished match as the store writes it: every column already its JSON
// text, rendered by whoever holds the match, outside the store's lock.
struct MatchTexts {
  std::string code;
  std::string game;
  std::int64_t finished_at_ms = 0;
  std::string record;
  std::string players;
  std::string summary;
};

// The texts of `match`; an error when a player has no name.
Result<MatchTexts> match_texts(const FinishedMatch& match);
// The texts of a finished match from its replay alone, which already holds
// its record ("record") and its players ("players"): nothing is built twice.
Result<MatchTexts> replay_texts(std::string code, std::string game, std::int64_t finished_at_ms,
                                const boost::json::object& replay);
// The same from texts already written: the replay, its players and its
// record (empty for a match that never began).
Result<MatchTexts> replay_texts(std::string code, std::string game, std::int64_t finished_at_ms,
                                std::string replay, std::string players, std::string record);

// One line of a "recent games" list: cheap to read, no record.
struct MatchSummary {
  std::string code;
  std::string game;
  std::int64_t finished_at_ms = 0;
  std::vector<std::string> players;  // names, in the order of FinishedMatch::players
  bool operator==(const MatchSummary&) const = default;
};

// Storage failures come back as errors, never exceptions. Implementations are
// safe to call from several threads at once.
class MatchStore {
 public:
  MatchStore() = default;
  MatchStore(const MatchStore&) = delete;
  MatchStore& operator=(const MatchStore&) = delete;
  virtual ~MatchStore() = default;

  // Saves a match, replacing any earlier one with the same code.
  virtual Result<void> save_finished(const FinishedMatch& match) = 0;
  // Saves every match in one transaction (all or none), each replacing any
  // earlier one with its code.
  virtual Result<void> save_all(std::span<const MatchTexts> matches) = 0;

  // The match with this code, or nullopt when there is none. Expiry is
  // purge_older_than's job (the server calls it with now - 7 days), so a match
  // is "expired" for load once it has been purged.
  virtual Result<std::optional<FinishedMatch>> load(std::string_view code) = 0;

  // Deletes every match finished strictly before cutoff_ms; returns how many.
  virtual Result<int> purge_older_than(std::int64_t cutoff_ms) = 0;

  // Up to `limit` matches, newest first (ties by code). A negative limit is
  // an error.
  virtual Result<std::vector<MatchSummary>> recent(int limit) = 0;
};

}  // namespace gavel::store
