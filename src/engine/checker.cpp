// In the spirit of OpenSpiel's RandomSimTest, over Gavel's contract: legal
// actions are accepted, anything else is refused without a trace, views
// serialise and keep every secret from every other viewer, the journal
// reproduces the state, and the match ends.
#include "engine/checker.h"

#include <sstream>

#include "engine/legal_action.h"
#include "engine/session.h"

namespace gavel::engine {
namespace json = boost::json;

namespace {

class MatchChecker {
 public:
  MatchChecker(const Registry& registry, CheckReport& report, Rng& rng, std::string label)
      : registry_(registry), report_(report), rng_(rng), label_(std::move(label)) {}

  // Returns false after the first failure, to keep reports short.
  bool check(const Session& session, Millis now) {
    const Match& match = session.match();
    check_views(match);
    for (Seat seat = 0; seat < match.seat_count(); ++seat) {
      check_legal(match, seat, now);
      check_refusals(match, seat, now);
    }
    check_refusals_from_bad_seats(match, now);
    check_secrets(match);
    check_replay(session);
    return !failed_;
  }

  void fail(const std::string& what) {
    if (failed_) return;
    failed_ = true;
    report_.failures.push_back(label_ + ": " + what);
  }
  bool failed() const { return failed_; }

 private:
  void check_views(const Match& match) {
    for (const auto viewer : viewers(match)) {
      const auto view = match.view(viewer);
      std::error_code ec;
      const auto parsed = json::parse(json::serialize(view), ec);
      if (ec || parsed != json::value(view)) fail("a view does not survive a JSON round trip");
      // The view in parts, as the server renders it, is the same view.
      auto joined = match.view_without_history(viewer);
      if (!match.history_key().empty()) {
        std::string history;
        JsonWriter writer(history);
        match.write_history(writer);
        joined[match.history_key()] = json::parse(history);
      }
      if (joined != view) fail("the view in parts is not the whole view");
      check_view_shape(view, viewer);
      // The view as renderers write it (the room's State) is the same view.
      const auto written = written_view([&](ViewWriter& out) { match.write_view(viewer, out); });
      if (written != view) fail("the view as written is not the view");
    }
  }

  // Where renderers merge fields of their own (ViewWriter): "players" is an
  // array of objects in seat order, "you" an object or null, and null for a
  // spectator.
  void check_view_shape(const json::object& view, Viewer viewer) {
    if (const auto* players = view.if_contains("players")) {
      if (!players->is_array()) return fail("a view's players is not an array");
      const auto& entries = players->get_array();
      for (std::size_t i = 0; i < entries.size(); ++i) {
        if (!entries[i].is_object()) return fail("a view's players entry is not an object");
        // Renderers name the players by their place in the array.
        const auto* seat = entries[i].get_object().if_contains("seat");
        if (seat && *seat != json::value(static_cast<std::int64_t>(i))) {
          return fail("a view's players entry " + std::to_string(i) + " is another seat's");
        }
      }
    }
    if (const auto* you = view.if_contains("you")) {
      if (!you->is_object() && !you->is_null()) return fail("a view's you is not an object");
      if (viewer.is_spectator() && !you->is_null()) return fail("a spectator's view has a you");
    }
  }

  void check_legal(const Match& match, Seat seat, Millis now) {
    const auto legal = match.legal_actions(seat);
    std::string text;
    JsonWriter out(text);
    const bool any = match.write_legal_actions(seat, out);
    std::error_code ec;
    if (json::parse(text, ec) != json::value(legal) || ec || any == legal.empty()) {
      return fail("the legal actions as written are not the legal actions");
    }
    for (const auto& entry : legal) {
      if (!entry.is_object()) return fail("a legal action entry is not an object");
      // The JSON text of the action, parsed back, must be the same action.
      const auto action = json::parse(json::serialize(sample_action(entry.as_object(), rng_)));
      auto copy = match.clone();
      auto applied = copy->apply(seat, action, now, Origin::kPlayer);
      if (!applied) {
        return fail("legal action " + json::serialize(action) + " of seat " + std::to_string(seat) +
                    " was refused: " + applied.error().message);
      }
      // The generic feed wakes a waiting agent on a new event number: an
      // accepted move that publishes nothing leaves everyone waiting out
      // their long-poll, the mover included (its next decision goes untold).
      if (copy->events().version() <= match.events().version()) {
        return fail("legal action " + json::serialize(action) + " of seat " + std::to_string(seat) +
                    " was accepted but published no event");
      }
      // After the end a move may show something, never change who won.
      if (match.finished() && (!copy->finished() || !(copy->outcome() == match.outcome()))) {
        return fail("legal action " + json::serialize(action) + " of seat " + std::to_string(seat) +
                    " after the end changed the outcome");
      }
      ++report_.legal_checked;
    }
  }

  void check_refusals(const Match& match, Seat seat, Millis now) {
    auto probes = match.probe_actions(seat);
    const json::value junk[] = {
        nullptr, 7, "chip", json::array{}, json::object{}, json::object{{"action", "nonsense"}}};
    probes.insert(probes.end(), std::begin(junk), std::end(junk));
    const auto legal = match.legal_actions(seat);
    for (const auto& probe : probes) {
      auto copy = match.clone();
      auto applied = copy->apply(seat, probe, now, Origin::kPlayer);
      if (is_listed(legal, probe)) {
        if (!applied) return fail("listed action " + json::serialize(probe) + " was refused");
        continue;
      }
      if (applied) {
        return fail("seat " + std::to_string(seat) + " got unlisted action " +
                    json::serialize(probe) + " accepted");
      }
      if (applied.error().message.empty()) return fail("a refusal came without an explanation");
      if (!copy->same_state(match)) {
        return fail("refused action " + json::serialize(probe) + " changed the state");
      }
      ++report_.refusals_checked;
    }
  }

  void check_refusals_from_bad_seats(const Match& match, Millis now) {
    for (const Seat seat : {-1, match.seat_count()}) {
      for (const auto& entry : match.legal_actions(0)) {
        auto copy = match.clone();
        if (copy->apply(seat, sample_action(entry.as_object(), rng_), now, Origin::kPlayer)) {
          return fail("an action from seat " + std::to_string(seat) + " was accepted");
        }
        if (!copy->same_state(match)) return fail("an action from a bad seat changed the state");
        ++report_.refusals_checked;
      }
    }
  }

  void check_secrets(const Match& match) {
    std::vector<std::optional<Seat>> owners = {std::nullopt};
    for (Seat seat = 0; seat < match.seat_count(); ++seat) owners.push_back(seat);
    // Each viewer's view of the state itself, built once for every variant.
    const auto all = viewers(match);
    std::vector<json::object> seen;
    for (const auto viewer : all) seen.push_back(match.view(viewer));
    for (const auto& owner : owners) {
      for (const auto& variant : match.secret_variants(owner, rng_)) {
        if (variant->same_state(match)) return fail("a secret variant equals the state");
        for (std::size_t v = 0; v < all.size(); ++v) {
          const auto viewer = all[v];
          if (owner && !viewer.is_spectator() && viewer.seat() == *owner) continue;
          if (variant->view(viewer) != seen[v]) {
            return fail(describe(viewer) + " can tell apart a secret of " +
                        (owner ? "seat " + std::to_string(*owner) : std::string("nobody")));
          }
          if (!viewer.is_spectator() &&
              variant->legal_actions(viewer.seat()) != match.legal_actions(viewer.seat())) {
            return fail(describe(viewer) + "'s legal actions reveal a secret");
          }
        }
        ++report_.secrets_checked;
      }
    }
  }

  void check_replay(const Session& session) {
    // Through the JSON form, as a stored replay would be.
    auto record = record_from_json(json::parse(json::serialize(record_to_json(session.record()))));
    if (!record || !(*record == session.record())) return fail("the record does not survive JSON");
    auto rerun = replay(registry_, *record);
    if (!rerun) return fail("the journal does not replay: " + rerun.error().message);
    if (!(*rerun)->same_state(session.match()) ||
        (*rerun)->snapshot() != session.match().snapshot())
      return fail("the journal replays to a different state");
    ++report_.replays_checked;
  }

  static std::vector<Viewer> viewers(const Match& match) {
    std::vector<Viewer> all = {Viewer::spectator()};
    for (Seat seat = 0; seat < match.seat_count(); ++seat) all.push_back(Viewer::seat(seat));
    return all;
  }

  static std::string describe(Viewer viewer) {
    return viewer.is_spectator() ? "a spectator" : "seat " + std::to_string(viewer.seat());
  }

  const Registry& registry_;
  CheckReport& report_;
  Rng& rng_;
  std::string label_;
  bool failed_ = false;
};

void check_outcome(const Match& match, MatchChecker& checker) {
  const auto outcome = match.outcome();
  std::vector<int> seen(static_cast<std::size_t>(match.seat_count()), 0);
  int previous_place = 1;
  for (std::size_t i = 0; i < outcome.standings.size(); ++i) {
    const auto& standing = outcome.standings[i];
    if (standing.seat < 0 || standing.seat >= match.seat_count())
      return checker.fail("bad seat in standings");
    ++seen[standing.seat];
    if (standing.place < previous_place || standing.place > static_cast<int>(i) + 1) {
      return checker.fail("standings places are out of order");
    }
    previous_place = standing.place;
  }
  for (const int count : seen) {
    if (count != 1) return checker.fail("standings do not list every seat exactly once");
  }
  if (outcome.winners().empty()) checker.fail("a finished match has no winner");
}

// Plays the moves a finished match still lists, at random, until none is
// left (bounded: each must use itself up, or the match would never close),
// checking every step; the outcome must stay what it was at the end.
void play_after_end(Session& session, Millis now, Rng& rng, MatchChecker& checker,
                    CheckReport& report, bool full_checks) {
  constexpr int kMostMovesAfterEnd = 200;
  const auto outcome = session.match().outcome();
  for (int played = 0;; ++played) {
    std::vector<Seat> movers;
    for (Seat seat = 0; seat < session.match().seat_count(); ++seat) {
      if (!session.match().legal_actions(seat).empty()) movers.push_back(seat);
    }
    if (movers.empty()) return;
    if (played >= kMostMovesAfterEnd) {
      return checker.fail("still listing moves after " + std::to_string(played) +
                          " moves past the end");
    }
    const Seat seat = movers[rng.below(movers.size())];
    const auto action = random_legal_action(session.match().legal_actions(seat), rng);
    if (auto applied = session.act(seat, action, ++now, Origin::kPlayer); !applied) {
      return checker.fail("legal action after the end refused: " + applied.error().message);
    }
    ++report.moves_after_end;
    if (!session.match().finished() || !(session.match().outcome() == outcome)) {
      return checker.fail("a move after the end changed the outcome");
    }
    if (full_checks && !checker.check(session, now)) return;
  }
}

}  // namespace

bool check_step(const Registry& registry, const Session& session, Millis now, Rng& rng,
                CheckReport& report, const std::string& label) {
  MatchChecker checker(registry, report, rng, label);
  if (!checker.check(session, now)) return false;
  if (session.match().finished()) check_outcome(session.match(), checker);
  return !checker.failed();
}

CheckReport check_random_play(const Registry& registry, const GameInfo& game,
                              const CheckOptions& options) {
  CheckReport report;
  for (int m = 0; m < options.matches; ++m) {
    const Seed seed = derive_seed(options.seed, static_cast<std::uint64_t>(m));
    Rng rng(seed);
    const int seats = options.seats ? options.seats
                                    : static_cast<int>(rng.between(game.min_seats, game.max_seats));
    std::ostringstream label;
    label << game.name << " match " << m << " (seed " << seed << ", " << seats << " seats)";
    MatchChecker checker(registry, report, rng, label.str());
    Millis now = 1'000'000;
    auto session = Session::create(registry, game.name, options.settings, seats, seed, now);
    if (!session) {
      checker.fail("cannot start: " + session.error().message);
      continue;
    }
    ++report.matches;
    const Session::StandIn random_stand_in = [&](const Match& match,
                                                 Seat seat) -> Result<json::value> {
      const auto legal = match.legal_actions(seat);
      if (legal.empty()) return invalid("nothing to do");
      return random_legal_action(legal, rng);
    };
    for (int inputs = 0; !session->match().finished(); ++inputs) {
      if (inputs >= options.max_inputs) {
        checker.fail("did not end within " + std::to_string(options.max_inputs) + " inputs");
        break;
      }
      if (options.full_checks && !checker.check(*session, now)) break;
      const auto deadline = session->match().next_deadline();
      std::vector<Seat> movers;
      for (Seat seat = 0; seat < seats; ++seat) {
        if (!session->match().legal_actions(seat).empty()) movers.push_back(seat);
      }
      if (deadline && (movers.empty() || rng.chance(options.timeout_chance))) {
        now = std::max(now, deadline->at + static_cast<Millis>(rng.below(1000)));
        const int recorded = session->advance(now, random_stand_in);
        report.timeouts += recorded;
        if (recorded == 0) {
          checker.fail("a deadline passed and the match did not move");
          break;
        }
        continue;
      }
      if (movers.empty()) {
        checker.fail("nobody can act and no deadline is set: the match is stuck");
        break;
      }
      if (!options.resign_action.is_null() && rng.chance(options.resign_chance)) {
        const Seat quitter = static_cast<Seat>(rng.below(static_cast<std::uint64_t>(seats)));
        // Refused (already out) or accepted: either way the checks go on.
        if (session->act(quitter, options.resign_action, now, Origin::kPlayer)) {
          ++report.resignations;
        }
        continue;
      }
      const Seat seat = movers[rng.below(movers.size())];
      const auto action = random_legal_action(session->match().legal_actions(seat), rng);
      if (deadline && deadline->at > now)
        now += static_cast<Millis>(rng.below(static_cast<std::uint64_t>(deadline->at - now)));
      if (auto applied = session->act(seat, action, now, Origin::kPlayer); !applied) {
        checker.fail("legal action refused in play: " + applied.error().message);
        break;
      }
      ++report.inputs;
    }
    if (!checker.failed() && session->match().finished()) {
      if (options.full_checks) checker.check(*session, now);
      check_outcome(session->match(), checker);
      play_after_end(*session, now, rng, checker, report, options.full_checks);
    }
  }
  return report;
}

}  // namespace gavel::engine
