// See leak_scan.h. The record is re-run input by input; every point of the
// match is kept with each viewer's view in the form a client receives (the
// room's own keys taken off), so a body is matched by plain comparison.
#include "server/leak_scan.h"

#include <algorithm>
#include <memory>

#include "engine/match.h"
#include "engine/rng.h"
#include "server/room_view.h"

namespace gavel::server {
namespace json = boost::json;

namespace {

// Through text and back, so numbers compare by kind the way a parsed body's do.
json::value reparsed(const json::value& value) {
  return json::parse(json::serialize(value));
}

template <std::size_t N>
void erase_keys(json::object& object, const std::array<std::string_view, N>& keys) {
  for (const auto key : keys) object.erase(key);
}

// Whether a players entry or `you` holds nothing but the seat number the room
// writes where the game's view has none.
bool only_a_seat(const json::value& value) {
  const auto* object = value.if_object();
  return object && (object->empty() || (object->size() == 1 && object->contains("seat")));
}

// The game's part of a body: what is left once the room's keys are off (the
// State's lists in room_view.h, the feed's additions in feed.cpp). The State
// also shows the room's settings and turn timer where the game's view has
// none, so those two keys are not compared in a State. The rules' own views
// go through the same function, so the two sides compare as equals.
json::object game_part(json::object body, bool feed, const std::string& turn_key) {
  if (feed) {
    body.erase("game");
    body.erase("rules_version");
  } else {
    erase_keys(body, kRoomStateKeys);
    body.erase("settings");
    if (!turn_key.empty()) body.erase(turn_key);
  }
  if (auto* players = body.if_contains("players"); players && players->is_array()) {
    bool only_seats = true;
    for (auto& player : players->as_array()) {
      if (auto* fields = player.if_object()) erase_keys(*fields, kRoomPlayerKeys);
      only_seats = only_seats && only_a_seat(player);
    }
    if (only_seats) body.erase("players");
  }
  if (auto* you = body.if_contains("you")) {
    if (auto* fields = you->if_object()) erase_keys(*fields, kRoomYouKeys);
    if (you->is_null() || only_a_seat(*you)) body.erase("you");
  }
  return body;
}

// Dotted paths where two values differ (at most `most`), to say where a
// refused body parts from the closest view the rules gave.
void differences(const json::value& a, const json::value& b, const std::string& path,
                 std::vector<std::string>& out, std::size_t most) {
  if (out.size() >= most || a == b) return;
  if (a.is_object() && b.is_object()) {
    for (const auto& field : a.as_object()) {
      const std::string sub =
          path.empty() ? std::string(field.key()) : path + "." + std::string(field.key());
      const auto* other = b.as_object().if_contains(field.key());
      if (!other) {
        out.push_back(sub + " (not in the rules' view)");
      } else {
        differences(field.value(), *other, sub, out, most);
      }
      if (out.size() >= most) return;
    }
    for (const auto& field : b.as_object()) {
      if (!a.as_object().contains(field.key()))
        out.push_back((path.empty() ? "" : path + ".") + std::string(field.key()) + " (missing)");
    }
    return;
  }
  if (a.is_array() && b.is_array() && a.as_array().size() == b.as_array().size()) {
    for (std::size_t i = 0; i < a.as_array().size(); ++i)
      differences(a.as_array()[i], b.as_array()[i], path + "." + std::to_string(i), out, most);
    return;
  }
  out.push_back(path.empty() ? "(the whole body)" : path);
}

std::string describe(std::optional<engine::Seat> viewer) {
  return viewer ? "seat " + std::to_string(*viewer) : std::string("a spectator");
}

engine::Viewer as_viewer(std::optional<engine::Seat> viewer) {
  return viewer ? engine::Viewer::seat(*viewer) : engine::Viewer::spectator();
}

// Every point of the match: after its start and after each input.
struct Points {
  std::vector<std::unique_ptr<engine::Match>> states;
  // views[k][v]: viewer v's game part at point k (v 0: spectator, v s+1:
  // seat s) as a State shows it; feeds[k][v] the same as a feed shows it.
  std::vector<std::vector<json::value>> views, feeds;
};

engine::Result<Points> re_run(const games::GameEntry& game, const engine::MatchRecord& record) {
  auto match = game.info.create(record.settings, record.seats, record.seed, record.start);
  if (!match) return std::unexpected(match.error());
  Points points;
  const auto keep = [&](const engine::Match& state) {
    points.states.push_back(state.clone());
    std::vector<json::value> views, feeds;
    const auto& turn = game.host.turn_setting;
    for (engine::Seat seat = -1; seat < state.seat_count(); ++seat) {
      const auto view =
          state.view(seat < 0 ? engine::Viewer::spectator() : engine::Viewer::seat(seat));
      views.push_back(reparsed(game_part(view, false, turn)));
      feeds.push_back(reparsed(game_part(view, true, turn)));
    }
    points.views.push_back(std::move(views));
    points.feeds.push_back(std::move(feeds));
  };
  keep(**match);
  for (std::size_t i = 0; i < record.inputs.size(); ++i) {
    const auto& entry = record.inputs[i];
    if (entry.kind == engine::JournalEntry::Kind::kTick) {
      (*match)->tick(entry.at);
    } else if (auto applied = (*match)->apply(entry.seat, entry.action, entry.at, entry.origin);
               !applied) {
      return engine::invalid("record input " + std::to_string(i) +
                             " was refused: " + applied.error().message);
    }
    keep(**match);
  }
  return points;
}

class Scanner {
 public:
  Scanner(const Points& points, const std::string& turn_key, LeakReport& report)
      : points_(points), turn_key_(turn_key), report_(report) {}

  void scan(const SeenView& seen) {
    const auto* body = seen.body.if_object();
    if (!body) return leak(seen, "a body that is not a JSON object");
    if (seen.source == "feed") return scan_feed(seen, *body);
    if (seen.source == "replay") return scan_replay(seen, *body);
    return scan_state(seen, *body);
  }

 private:
  void scan_state(const SeenView& seen, const json::object& body) {
    if (!has_game_part(body)) return;  // a lobby: the room's fields alone
    const auto matched = match_view(seen, reparsed(game_part(body, false, turn_key_)), false);
    if (!matched) return;
    if (const auto* legal = body.if_contains("legalActions"); legal && seen.viewer) {
      const auto sent = reparsed(*legal);
      const auto rules = reparsed(points_.states[*matched]->legal_actions(*seen.viewer));
      if (!sent.as_array().empty() && sent != rules)
        leak(seen, "legal actions that are not the seat's own");
    }
  }

  void scan_feed(const SeenView& seen, const json::object& body) {
    if (const auto* state = body.if_contains("visible_state"); state && state->is_object())
      match_view(seen, reparsed(game_part(state->as_object(), true, turn_key_)), true);
    scan_events(seen, body);
  }

  void scan_replay(const SeenView& seen, const json::object& body) {
    if (seen.viewer) return leak(seen, "a replay is read as a spectator");
    const auto* status = body.if_contains("status");
    if (body.contains("record") && !(status && *status == "finished"))
      leak(seen, "a live replay with its record");
    scan_events(seen, body);
    const auto* rounds = body.if_contains("rounds");
    if (!rounds || (rounds->is_array() && rounds->as_array().empty())) return;
    const auto sent = reparsed(*rounds);
    for (const auto& views : points_.views) {
      const auto* history = views[0].as_object().if_contains("history");
      if (history && *history == sent) return;
    }
    leak(seen, "replay rounds that no spectator's view ever held");
  }

  void scan_events(const SeenView& seen, const json::object& body) {
    const auto* events = body.if_contains("events");
    if (!events || !events->is_array()) return;
    const auto& log = points_.states.back()->events();
    json::array allowed;
    for (const auto* event : log.seen_by(as_viewer(seen.viewer)))
      allowed.push_back(reparsed(engine::event_json(*event)));
    for (const auto& event : events->as_array()) {
      ++report_.events_checked;
      if (std::find(allowed.begin(), allowed.end(), reparsed(event)) == allowed.end())
        leak(seen, "an event it may not see: " + json::serialize(event));
    }
  }

  static bool has_game_part(const json::object& body) {
    const auto* status = body.if_contains("status");
    return !(status && (*status == "lobby" || *status == "closed"));
  }

  // The first point whose view for this viewer is `sent`, after holding that
  // view to every other owner's secret variants there; nullopt (and a leak) if none.
  std::optional<std::size_t> match_view(const SeenView& seen, const json::value& sent, bool feed) {
    const auto& table = feed ? points_.feeds : points_.views;
    const std::size_t v = seen.viewer ? static_cast<std::size_t>(*seen.viewer) + 1 : 0;
    std::size_t closest = 0, fewest = SIZE_MAX;
    for (std::size_t k = 0; k < table.size(); ++k) {
      if (v >= table[k].size()) {
        leak(seen, "a seat the match does not have");
        return std::nullopt;
      }
      if (table[k][v] == sent) {
        ++report_.views_checked;
        hold_to_secrets(seen, k, sent, feed);
        return k;
      }
      std::vector<std::string> paths;
      differences(sent, table[k][v], "", paths, 8);
      if (paths.size() < fewest) fewest = paths.size(), closest = k;
    }
    std::vector<std::string> paths;
    differences(sent, table[closest][v], "", paths, 5);
    std::string where;
    for (const auto& path : paths) where += (where.empty() ? "" : ", ") + path;
    leak(seen, "a view the rules never gave it (closest: after input " + std::to_string(closest) +
                   ", differing at " + where + ")");
    return std::nullopt;
  }

  void hold_to_secrets(const SeenView& seen, std::size_t k, const json::value& sent, bool feed) {
    const auto& state = *points_.states[k];
    engine::Rng rng(engine::derive_seed(20261201, k));
    std::vector<std::optional<engine::Seat>> owners = {std::nullopt};
    for (engine::Seat seat = 0; seat < state.seat_count(); ++seat) {
      if (seat != seen.viewer) owners.push_back(seat);
    }
    for (const auto& owner : owners) {
      for (const auto& variant : state.secret_variants(owner, rng)) {
        ++report_.secrets_checked;
        const auto view = variant->view(as_viewer(seen.viewer));
        if (reparsed(game_part(view, feed, turn_key_)) != sent) {
          return leak(seen, "a view after input " + std::to_string(k) +
                                " that changes with a secret of " +
                                (owner ? "seat " + std::to_string(*owner) : std::string("nobody")));
        }
      }
    }
  }

  void leak(const SeenView& seen, const std::string& what) {
    report_.leaks.push_back(describe(seen.viewer) + " (" + seen.source + "): " + what);
  }

  const Points& points_;
  const std::string& turn_key_;
  LeakReport& report_;
};

}  // namespace

engine::Result<LeakReport> scan_for_leaks(const games::Catalog& catalog,
                                          const engine::MatchRecord& record,
                                          const std::vector<SeenView>& seen) {
  const auto* game = catalog.find(record.game);
  if (!game) return engine::invalid("no game named '" + record.game + "'");
  auto points = re_run(*game, record);
  if (!points) return std::unexpected(points.error());
  LeakReport report;
  Scanner scanner(*points, game->host.turn_setting, report);
  for (const auto& view : seen) scanner.scan(view);
  return report;
}

}  // namespace gavel::server
