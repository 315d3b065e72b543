// The contract every game implements: one running match, driven only through
// legal_actions / apply / tick / next_deadline and read through view / outcome.
// The server, the bots' hosts, the tests and the tools use nothing else.
#pragma once

#include <boost/json.hpp>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/error.h"
#include "engine/feed.h"
#include "engine/json_writer.h"
#include "engine/rng.h"
#include "engine/types.h"
#include "engine/view_writer.h"

namespace gavel::engine {

// One seat's final position. Places start at 1; tied seats share a place.
struct Standing {
  Seat seat = 0;
  int place = 1;
  double score = 0;  // the game's own score (points, capital, ...), as ratings need it
  bool operator==(const Standing&) const = default;
};

struct Outcome {
  std::vector<Standing> standings;  // best first; every seat exactly once
  std::vector<Seat> winners() const;
  bool operator==(const Outcome&) const = default;
};

class Match {
 public:
  virtual ~Match() = default;

  virtual std::string_view game() const = 0;
  // The version of the rulebook these rules implement ("auction-0.2").
  virtual std::string_view rules_version() const = 0;
  virtual int seat_count() const = 0;
  virtual bool finished() const = 0;

  // What `seat` may do now, as JSON entries (empty when it has nothing to do).
  // An entry without "params" is an exact action. An entry with "params" is a
  // family: copy it without "params" and add every listed field, e.g.
  // {"action":"bid","params":{"amount":{"type":"int","min":0,"max":83}}}.
  // See legal_action.h for the helpers that read them.
  virtual boost::json::array legal_actions(Seat seat) const = 0;

  // Applies one action of `seat` at time `now`. On error nothing has changed.
  virtual Result<void> apply(Seat seat, const boost::json::value& action, Millis now,
                             Origin origin) = 0;

  // Lets time pass: applies what the rules say happens at a deadline that is
  // due by `now` once its stand-in actions are in. Returns whether anything changed.
  virtual bool tick(Millis now) = 0;

  virtual std::optional<Deadline> next_deadline() const = 0;

  // The decision `seat` must make now, if any (engine/feed.h).
  virtual std::optional<Turn> turn(Seat seat) const = 0;

  // Every event so far; EventLog::seen_by picks what a viewer may see.
  virtual const EventLog& events() const = 0;

  // Everything `viewer` may see, and nothing else.
  virtual boost::json::object view(Viewer viewer) const = 0;

  // The same view in two parts, for what renders it on every change: the
  // view without its history (the part that only grows, the same for every
  // viewer), and that history written as a JSON array under history_key(),
  // each entry rendered once per match. A game without such a part has no
  // key: its whole view is the first part.
  virtual boost::json::object view_without_history(Viewer viewer) const { return view(viewer); }
  virtual std::string_view history_key() const { return {}; }
  virtual void write_history(JsonWriter& out) const { out.begin_array().end_array(); }

  // The view as a renderer writes it, member by member (ViewWriter), so it
  // can merge fields of its own: the same view as view(viewer). A game that
  // writes its view (WritesView) writes it here and view() is its parse;
  // otherwise it is written from the tree, the history in parts first. The
  // random-play checker holds every game to that.
  virtual void write_view(Viewer viewer, ViewWriter& out) const;

  // legal_actions(seat) written as its JSON array; whether it has an entry.
  virtual bool write_legal_actions(Seat seat, JsonWriter& out) const;

  // Standings once finished; while playing, the standings as they stand now.
  virtual Outcome outcome() const = 0;

  // The whole state, hidden parts included: for replay checks and tests only,
  // never for a client.
  virtual boost::json::value snapshot() const = 0;

  virtual std::unique_ptr<Match> clone() const = 0;

  // Whether `other` is a match of the same game in exactly the same state,
  // hidden parts included.
  virtual bool same_state(const Match& other) const = 0;

  // Copies of this state that differ only in facts hidden from everyone but
  // `owner` (std::nullopt: facts hidden from everyone, such as the deck
  // order). Every other viewer must see them exactly as they see this state;
  // the random-play checker holds every game to that.
  virtual std::vector<std::unique_ptr<Match>> secret_variants(std::optional<Seat> owner,
                                                              Rng& rng) const = 0;

  // Actions worth trying against the rules from `seat`, legal or not (edge
  // values, spent chips, wrong types). The checker adds generic junk of its own.
  virtual std::vector<boost::json::value> probe_actions(Seat seat) const = 0;
};

}  // namespace gavel::engine
