// The view's JSON form, written straight from the state: the room renders it
// for every version and seat, so no tree is built (engine::WritesView); the
// tree, for tests and tools, is this text parsed. It reads only what
// make_view reads, and no secret: other seats' locked chips and the order of
// the face-down prizes are never written. Field names follow the rulebook's
// State object so agents read one format.
#include <algorithm>

#include "engine/outcome_json.h"
#include "games/bidlock/view.h"

namespace gavel::bidlock {
using engine::JsonWriter;

namespace {

// Ascending, as chip_list gives them, without the list.
void write_chips(JsonWriter& out, ChipSet chips) {
  out.begin_array();
  for (int chip = 1; chip <= 13; ++chip) {
    if (holds(chips, chip)) out.number(chip);
  }
  out.end_array();
}

// The prizes still face down, sorted ascending: kPrizes is, and every prize
// is printed once, so walking it hides the deck's order without a sort.
void write_unseen(JsonWriter& out, const State& state) {
  const auto unseen = state.unseen_in_deck();
  out.begin_array();
  for (const int prize : kPrizes) {
    if (std::find(unseen.begin(), unseen.end(), prize) != unseen.end()) out.number(prize);
  }
  out.end_array();
}

}  // namespace

void write_round(JsonWriter& out, const RoundRecord& record) {
  out.begin_object().key("round").number(record.round);
  out.key("pot").numbers(record.pot);
  out.key("value").number(record.value);
  out.key("bids").numbers(record.bids);
  out.key("clashed").begin_array();
  for (const bool clashed : record.clashed) out.boolean(clashed);
  out.end_array();
  out.key("decidedBy").begin_array();
  for (const auto origin : record.origins) out.string(engine::origin_name(origin));
  out.end_array();
  out.key("winner");
  record.winner < 0 ? out.null() : out.number(record.winner);
  out.key("carried").boolean(record.carried);
  out.key("discarded").boolean(record.discarded);
  out.end_object();
}

void write_view_without_history(const State& state, engine::Viewer viewer,
                                engine::ViewWriter& view) {
  const bool finished = state.finished();
  const auto& history = state.history();
  view.field("round").number(state.round());
  view.field("totalRounds").number(kRounds);
  view.field("turnSeconds").number(state.settings().turn_seconds);
  auto& deadline = view.field("deadline");
  finished ? deadline.null() : deadline.number(state.deadline());
  auto& pot = view.field("pot");
  pot.begin_object();
  pot.key("cards").numbers(state.pot());
  pot.key("value").number(state.pot_value()).end_object();
  write_unseen(view.field("unseenPrizes"), state);

  // "status" and you.mustMove are the room's (the State is flat; the room
  // writes them from its own status and the legal actions).
  view.begin_players();
  for (Seat seat = 0; seat < state.seat_count(); ++seat) {
    const auto& player = state.players()[seat];
    auto& entry = view.begin_player();
    entry.key("seat").number(seat);
    entry.key("score").number(player.score);
    entry.key("negatives").number(player.negatives);
    write_chips(entry.key("chips"), player.chips);
    entry.key("won").numbers(player.won);
    entry.key("locked").boolean(player.locked != 0);
    entry.key("timeouts").number(player.timeouts);
    view.end_player();
  }
  view.end_players();
  auto& last = view.field("lastRound");
  if (history.empty()) {
    last.null();
  } else {
    write_round(last, history.back());
  }

  if (!viewer.is_spectator()) {
    const auto& me = state.players()[viewer.seat()];
    auto& you = view.begin_you();
    you.key("seat").number(viewer.seat());
    write_chips(you.key("chips"), me.chips);
    you.key("lockedChip");
    me.locked ? you.number(me.locked) : you.null();
    view.end_you();
  } else {
    view.no_you();
  }

  auto& result = view.field("result");
  if (finished) {
    result.begin_object();
    engine::write_result_members(
        result, state.outcome(), [&](const engine::Standing& standing, JsonWriter& entry) {
          entry.key("score").number(static_cast<int>(standing.score));
          entry.key("negatives").number(state.players()[standing.seat].negatives);
        });
    result.end_object();
  } else {
    result.null();
  }
}

void write_view(const State& state, engine::Viewer viewer, engine::ViewWriter& view) {
  write_view_without_history(state, viewer, view);
  auto& rounds = view.field("history");
  rounds.begin_array();
  for (const auto& record : state.history()) write_round(rounds, record);
  rounds.end_array();
}

boost::json::object view_json(const State& state, engine::Viewer viewer) {
  return engine::written_view([&](engine::ViewWriter& out) { write_view(state, viewer, out); });
}

}  // namespace gavel::bidlock
