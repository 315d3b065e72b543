// The view's JSON form, written as text from the typed View: the room renders
// it for every version and seat, so the parts that change on every move are
// written straight (engine::WritesView); the tree, for tests and tools, is
// this text parsed. The last hand's record and the result, rebuilt once a
// hand, are still trees serialized in place; the grid catalog, the same for
// every match of a card type, is serialized once per process. It writes
// only what make_view let through, so no secret reaches it.
#include <array>

#include "games/holdem/grid_cards.h"
#include "games/holdem/view.h"

namespace gavel::holdem {
using engine::JsonWriter;

namespace {

void write_seat_or_null(JsonWriter& out, const std::optional<Seat>& seat) {
  seat ? out.number(*seat) : out.null();
}

void write_event(JsonWriter& out, const HandEvent& event) {
  out.begin_object();
  out.key("street").string(street_name(event.street));
  out.key("seat").number(event.seat);
  out.key("kind").string(event.kind);
  out.key("amount").number(static_cast<std::int64_t>(event.amount));
  out.key("origin").string(event.origin);
  out.end_object();
}

// The catalog of a grid card type as text, made once per process.
std::string_view grid_catalog_text(GridKind kind) {
  static const std::array<std::string, 3> texts = [] {
    std::array<std::string, 3> made;
    for (const auto each : {GridKind::kSquare, GridKind::kTriangular, GridKind::kPolyabolo}) {
      made[static_cast<std::size_t>(each)] = boost::json::serialize(grid_catalog_json(each));
    }
    return made;
  }();
  return texts[static_cast<std::size_t>(kind)];
}

void write_player(JsonWriter& out, const PlayerView& p) {
  out.key("seat").number(p.seat);
  out.key("stack").number(static_cast<std::int64_t>(p.stack));
  out.key("bet").number(static_cast<std::int64_t>(p.bet));
  out.key("committed").number(static_cast<std::int64_t>(p.committed));
  out.key("dealt").boolean(p.dealt);
  out.key("folded").boolean(p.folded);
  out.key("all_in").boolean(p.all_in);
  out.key("retired").boolean(p.resigned);  // resigned: the room writes "resigned" itself
  out.key("eliminated").boolean(p.eliminated);
  out.key("continue").string(p.auto_continue ? "auto" : "manual");
  out.key("agreed").boolean(p.agreed);
  out.key("finalized").boolean(p.finalized);
  out.key("cards").begin_array();
  for (const auto& card : p.cards) card ? out.number(*card) : out.null();
  out.end_array();
}

}  // namespace

void write_view(const View& v, engine::ViewWriter& out) {
  out.field("settings").value(settings_json(v.settings));
  write_seat_or_null(out.field("your_seat"), v.your_seat);
  out.field("phase").string(phase_name(v.phase));
  out.field("street").string(street_name(v.street));
  out.field("hand").number(v.hand);
  out.field("button").number(v.button);
  write_seat_or_null(out.field("small_blind_seat"), v.small_blind_seat);
  out.field("big_blind_seat").number(v.big_blind_seat);
  out.field("big_blind").number(static_cast<std::int64_t>(v.big_blind));
  out.field("small_blind").number(static_cast<std::int64_t>(v.big_blind / 2));
  out.field("hands_to_next_level").number(v.hands_to_next_level);
  out.field("next_big_blind").number(static_cast<std::int64_t>(v.next_big_blind));
  out.field("board").numbers(v.board);
  out.field("pot").number(static_cast<std::int64_t>(v.pot));
  out.field("current_bet").number(static_cast<std::int64_t>(v.current_bet));
  out.field("min_raise_to").number(static_cast<std::int64_t>(v.min_raise_to));
  write_seat_or_null(out.field("to_act"), v.to_act);
  out.field("deadline").number(v.deadline);
  out.begin_players();
  for (const auto& player : v.players) {
    write_player(out.begin_player(), player);
    out.end_player();
  }
  out.end_players();
  auto& actions = out.field("actions");
  actions.begin_array();
  for (const auto& event : v.actions) write_event(actions, event);
  actions.end_array();
  auto& last = out.field("last_hand");
  v.last_hand ? last.value(hand_record_json(*v.last_hand)) : last.null();
  auto& on_auto = out.field("continue_auto");
  on_auto.begin_object();
  on_auto.key("auto").number(v.on_auto);
  on_auto.key("eligible").number(v.eligible);
  on_auto.end_object();
  out.field("discarded").number(static_cast<std::int64_t>(v.discarded));
  out.field("discarded_by_hand").numbers(v.discarded_by_hand);
  out.field("gone").number(static_cast<std::int64_t>(v.gone));
  if (const auto lattice = grid_kind(v.settings.card_type)) {
    out.field("grid").raw(grid_catalog_text(*lattice));
  }
  // A spectator's view has no "you": the room gives one of its own.
  if (v.your_seat) {
    auto& you = out.begin_you();
    you.key("reveal_at_end").begin_array();
    for (const bool reveal : v.your_reveal_at_end) you.boolean(reveal);
    you.end_array();
    you.key("saved").value(selection_json(v.your_saved));
    you.key("saved_score");
    v.your_saved ? you.number(v.your_saved_score) : you.null();
    you.key("to_call").number(static_cast<std::int64_t>(v.your_to_call));
    you.key("may_raise").boolean(v.your_may_raise);
    you.key("all_in").boolean(v.your_all_in);
    out.end_you();
  }
  out.field("places").numbers(v.places);
  if (!v.result.empty()) out.field("result").value(v.result);
}

}  // namespace gavel::holdem
