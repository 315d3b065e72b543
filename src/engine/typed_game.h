// What a game's typed `Game` struct provides, as concepts the compiler checks:
// TypedRules is what TypedMatch needs, TypedGame adds what registering needs.
#pragma once

#include <boost/json.hpp>
#include <concepts>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/error.h"
#include "engine/feed.h"
#include "engine/match.h"
#include "engine/rng.h"
#include "engine/typed_bot.h"
#include "engine/types.h"
#include "engine/view_writer.h"

namespace gavel::engine {

// A view's JSON form: a tree built from the typed View (view_json), or the
// view written as text straight from the state (write_view, through a
// ViewWriter), whose parse is then the tree. Writing it costs no tree per
// version and viewer, where the room renders every change; the typed View
// (G::view) stays what bots decide from either way.
template <class G>
concept TreeView = requires(const typename G::View& view) {
  { G::view_json(view) } -> std::same_as<boost::json::object>;
};
template <class G>
concept WritesView = requires(const typename G::State& state, Viewer viewer, ViewWriter& out) {
  { G::write_view(state, viewer, out) } -> std::same_as<void>;
};

// Optional: the legal actions written as their JSON array, returning whether
// there is one; legal_actions must be its parse (written_value), so the game
// defines them once. The random-play checker holds a game to that.
template <class G>
concept WritesLegalActions = requires(const typename G::State& state, Seat seat, JsonWriter& out) {
  { G::write_legal_actions(state, seat, out) } -> std::same_as<bool>;
};

// The rules as plain C++ types, with their JSON forms and the checker's hooks.
// The action's JSON form must parse back to the same action; views must hold
// only what their viewer may see; secret_variants (see Match) differ only in
// what `owner` alone knows; probe_actions are edge cases worth refusing.
template <class G>
concept TypedRules = std::equality_comparable<typename G::State> &&
    std::copyable<typename G::State> &&
    requires(const typename G::State& state, typename G::State& changing,
             const typename G::Action& action, const boost::json::value& json, Seat seat,
             Viewer viewer, Millis now, Origin origin, std::optional<Seat> owner, Rng& rng) {
  { G::kName } -> std::convertible_to<std::string_view>;
  { G::kRulesVersion } -> std::convertible_to<std::string_view>;
  { G::turn(state, seat) } -> std::same_as<std::optional<Turn>>;
  { state.events() } -> std::convertible_to<const EventLog&>;
  { G::parse_action(json) } -> std::same_as<Result<typename G::Action>>;
  { G::action_json(action) } -> std::convertible_to<boost::json::value>;
  { G::legal_actions(state, seat) } -> std::same_as<boost::json::array>;
  { G::view(state, viewer) } -> std::same_as<typename G::View>;
  { G::snapshot(state) } -> std::convertible_to<boost::json::value>;
  { G::secret_variants(state, owner, rng) } -> std::same_as<std::vector<typename G::State>>;
  { G::probe_actions(state, seat) } -> std::same_as<std::vector<boost::json::value>>;
  { state.seat_count() } -> std::convertible_to<int>;
  { state.finished() } -> std::convertible_to<bool>;
  { changing.apply(seat, action, now, origin) } -> std::same_as<Result<void>>;
  { changing.tick(now) } -> std::convertible_to<bool>;
  { state.next_deadline() } -> std::same_as<std::optional<Deadline>>;
  { state.outcome() } -> std::same_as<Outcome>;
} &&(TreeView<G> || WritesView<G>);

// Optional: a view's history, the part of it that only grows. Its entries,
// once in it, never change and read the same for every viewer (a settled
// round), so a renderer writes each once per match (Match::write_history).
// view_json(view(state, viewer)) must be view_json_without_history(state,
// viewer) plus the array of history_entry_json(state, i) for i <
// history_size(state) under kHistoryKey; the random-play checker holds a game
// to that. Taking the state, not a view, lets the game skip copying the
// history it is not asked to write.
template <class G>
concept HistoryInParts = requires(const typename G::State& state, Viewer viewer, std::size_t i) {
  { G::kHistoryKey } -> std::convertible_to<std::string_view>;
  { G::view_json_without_history(state, viewer) } -> std::same_as<boost::json::object>;
  { G::history_size(state) } -> std::convertible_to<std::size_t>;
  { G::history_entry_json(state, i) } -> std::convertible_to<boost::json::value>;
};

// The same for a game that writes its view (WritesView): its history's
// entries written as text. write_view(state, viewer, out) must be
// write_view_without_history(state, viewer, out) followed by the member
// kHistoryKey, the array of write_history_entry(state, i, ...) for i <
// history_size(state); the random-play checker holds a game to that.
template <class G>
concept WritesHistoryInParts = WritesView<G> &&
    requires(const typename G::State& state, Viewer viewer, ViewWriter& out, JsonWriter& entry,
             std::size_t i) {
  { G::kHistoryKey } -> std::convertible_to<std::string_view>;
  { G::write_view_without_history(state, viewer, out) } -> std::same_as<void>;
  { G::history_size(state) } -> std::convertible_to<std::size_t>;
  { G::write_history_entry(state, i, entry) } -> std::same_as<void>;
};

// The bots' base class for a game's view and action types.
template <class G>
using BotOf = TypedBot<typename G::View, typename G::Action>;

// A whole game: its rules plus what the engine's GameInfo is built from
// (typed_game_info.h). Settings come from JSON (null: every default) and bad
// settings are an error; a State starts from (settings, seats, seed, start);
// narrate advances `cursor` over public facts only; the first bot name is
// the house default.
template <class G>
concept TypedGame = TypedRules<G> &&
    std::constructible_from<typename G::State, typename G::Settings, int, Seed, Millis> &&
    requires(const typename G::State& state, const boost::json::value& json, int seats,
             std::size_t& cursor, const std::vector<std::string>& names, std::string_view name,
             Seed seed) {
  { G::kTitle } -> std::convertible_to<std::string_view>;
  { G::kMinSeats } -> std::convertible_to<int>;
  { G::kMaxSeats } -> std::convertible_to<int>;
  { G::parse_settings(json, seats) } -> std::same_as<Result<typename G::Settings>>;
  { G::narrate(state, cursor, names) } -> std::same_as<std::vector<std::string>>;
  { G::bot_names() } -> std::same_as<std::vector<std::string>>;
  { G::make_bot(name, seed) } -> std::same_as<Result<std::unique_ptr<BotOf<G>>>>;
};

}  // namespace gavel::engine
