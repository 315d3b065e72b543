// A tiny sealed-guess game for testing the engine itself, with switchable
// defects (a setting) so the tests show that the random-play checker catches each one.
#pragma once

#include <boost/json.hpp>
#include <string>

#include "engine/json_fields.h"
#include "engine/typed_game_info.h"

namespace gavel::defective {

using engine::Millis;
using engine::Seat;

enum class Defect {
  kNone,
  kLeaksLock,
  kDirtyRefusal,
  kAcceptsUnlisted,
  kNeverEnds,
  kForgetsTime,
  kSilentMove,
  kMovesAfterEnd,    // not a defect: seat 1 may show its total once after the end
  kChangesAfterEnd,  // that move after the end also changes the score
};

struct Settings {
  Defect defect = Defect::kNone;
};

// Two seats each lock a number 1..3 per round for three rounds; the sum scores.
struct State {
  State(Settings settings, int, engine::Seed, Millis start)
      : defect(settings.defect), deadline(start + 1000) {}
  Defect defect = Defect::kNone;
  int round = 1;
  int locked[2] = {0, 0};
  int score[2] = {0, 0};
  int refusals = 0;
  bool shown_after_end = false;
  Millis deadline = 0;
  engine::EventLog log;  // "locked" {seat} per accepted number
  bool operator==(const State&) const = default;
  const engine::EventLog& events() const { return log; }

  int seat_count() const { return 2; }
  bool finished() const { return round > 3; }
  engine::Result<void> apply(Seat seat, int number, Millis now, engine::Origin) {
    if (finished()) {
      if (!moves_after_end(seat)) return engine::conflict("over");
      if (number != 1) return engine::invalid("no");
      shown_after_end = true;
      if (defect == Defect::kChangesAfterEnd) score[1] += 10;
      log.publish("shown", round, now, {{"seat", seat}, {"total", score[1]}});
      return {};
    }
    const int highest = defect == Defect::kAcceptsUnlisted ? 4 : 3;
    if (number < 1 || number > highest || locked[seat]) {
      if (defect == Defect::kDirtyRefusal) ++refusals;
      return engine::invalid("no");
    }
    locked[seat] = number;
    // A correct game tells every accepted move; this defect keeps quiet.
    if (defect != Defect::kSilentMove) log.publish("locked", round, now, {{"seat", seat}});
    if (locked[0] && locked[1]) {
      for (int s = 0; s < 2; ++s) score[s] += locked[s], locked[s] = 0;
      if (defect != Defect::kNeverEnds) ++round;
      // A correct game times rounds from `now`; this defect reads hidden time.
      static Millis hidden_clock = 0;
      deadline = defect == Defect::kForgetsTime ? (hidden_clock += 7) : now + 1000;
    }
    return {};
  }
  bool moves_after_end(Seat seat) const {
    return finished() && seat == 1 && !shown_after_end &&
           (defect == Defect::kMovesAfterEnd || defect == Defect::kChangesAfterEnd);
  }
  bool tick(Millis) { return false; }
  std::optional<engine::Deadline> next_deadline() const {
    if (finished()) return std::nullopt;
    engine::Deadline d{deadline, {}};
    for (Seat s = 0; s < 2; ++s) {
      if (!locked[s]) d.stand_in.push_back(s);
    }
    return d;
  }
  engine::Outcome outcome() const {
    const int first = score[1] > score[0] ? 1 : 0;
    const int place = score[0] == score[1] ? 1 : 2;
    return {{{first, 1, double(score[first])}, {1 - first, place, double(score[1 - first])}}};
  }
};

struct View {
  boost::json::object json;
};

class Bot final : public engine::TypedBot<View, int> {
 public:
  int decide(const View&) override { return 1; }
};

struct Game {
  using State = defective::State;
  using Action = int;
  using View = defective::View;
  using Settings = defective::Settings;
  static constexpr std::string_view kName = "defective";
  static constexpr std::string_view kTitle = "Defective";
  static constexpr std::string_view kRulesVersion = "defective-1";
  static constexpr int kMinSeats = 2;
  static constexpr int kMaxSeats = 2;

  static engine::Result<Settings> parse_settings(const boost::json::value& v, int) {
    const auto* field = v.is_object() ? v.as_object().if_contains("defect") : nullptr;
    if (!field) return Settings{};
    const auto defect = engine::whole_number("defect", *field, 0, 8);
    if (!defect) return std::unexpected(defect.error());
    return Settings{static_cast<Defect>(*defect)};
  }

  static engine::Result<int> parse_action(const boost::json::value& v) {
    const auto* o = v.if_object();
    if (!o || o->size() != 1 || !o->contains("n") || !o->at("n").is_int64()) {
      return engine::invalid("a move is {\"n\": 1..3}");
    }
    return static_cast<int>(o->at("n").as_int64());
  }
  static boost::json::value action_json(int n) { return {{"n", n}}; }
  static std::optional<engine::Turn> turn(const State& s, Seat seat) {
    if (s.finished() || s.locked[seat]) return std::nullopt;
    return engine::Turn{static_cast<std::uint64_t>(s.round), "play"};
  }
  static boost::json::array legal_actions(const State& s, Seat seat) {
    boost::json::array a;
    if (!s.finished() && !s.locked[seat]) {
      for (int n = 1; n <= 3; ++n) a.push_back(action_json(n));
    }
    if (s.moves_after_end(seat)) a.push_back(action_json(1));
    return a;
  }
  static View view(const State& s, engine::Viewer viewer) {
    boost::json::object o{{"round", s.round}, {"score0", s.score[0]}, {"score1", s.score[1]}};
    for (Seat seat = 0; seat < 2; ++seat) {
      const bool own = !viewer.is_spectator() && viewer.seat() == seat;
      o["locked" + std::to_string(seat)] = bool(s.locked[seat]);
      if (own || s.defect == Defect::kLeaksLock) o["chip" + std::to_string(seat)] = s.locked[seat];
    }
    return {o};
  }
  static boost::json::object view_json(const View& v) { return v.json; }
  static boost::json::value snapshot(const State& s) {
    return {{"round", s.round},
            {"l0", s.locked[0]},
            {"l1", s.locked[1]},
            {"r", s.refusals},
            {"shown", s.shown_after_end}};
  }
  static std::vector<State> secret_variants(const State& s, std::optional<Seat> owner,
                                            engine::Rng&) {
    std::vector<State> out;
    if (!owner || !s.locked[*owner]) return out;
    State v = s;
    v.locked[*owner] = s.locked[*owner] % 3 + 1;
    out.push_back(v);
    return out;
  }
  static std::vector<boost::json::value> probe_actions(const State&, Seat) {
    return {action_json(0), action_json(4), action_json(2)};
  }
  static std::vector<std::string> narrate(const State&, std::size_t&,
                                          const std::vector<std::string>&) {
    return {};
  }
  static std::vector<std::string> bot_names() { return {"one"}; }
  static engine::Result<std::unique_ptr<engine::BotOf<Game>>> make_bot(std::string_view,
                                                                       engine::Seed) {
    return std::make_unique<Bot>();
  }
};

}  // namespace gavel::defective
