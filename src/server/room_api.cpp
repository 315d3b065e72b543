// The room endpoints of docs/rooms.md: creating waiting rooms, the actions
// in them, "Create same room", the administrator's defaults, and storing
// ratings when a rated game ends. The rules themselves are Room's; this file
// finds who is asking, looks up what needs the database, and replies.
#include <unordered_map>

#include "server/api.h"
#include "server/clock.h"
#include "server/json_decimal.h"
#include "server/secrets.h"

namespace gavel::server {
namespace json = boost::json;

namespace {

using Action = Response (*)(Room&, const json::value& body, const Actor& actor);

// {"ok": true, "state": ...} after an accepted request, else its error.
Response answer(const Room& room, const Actor& actor, const ApiResult<void>& done) {
  if (!done) return reply_error(done.error());
  return with_state(200, json::object{{"ok", true}}, room.state_text(actor, now_ms()));
}

std::string name_in(const json::value& body) {
  const auto* fields = body.if_object();
  const auto* name = fields ? fields->if_contains("name") : nullptr;
  return name && name->is_string() ? std::string(name->as_string()) : "";
}

// The actions that need nothing but the room, by their path segment.
const std::unordered_map<std::string, Action>& simple_actions() {
  static const std::unordered_map<std::string, Action> actions = {
      {"start",
       [](Room& room, const json::value&, const Actor& actor) {
         return answer(room, actor, room.start(actor, now_ms()));
       }},
      {"move",
       [](Room& room, const json::value& body, const Actor& actor) {
         return answer(room, actor, room.move(actor, body, now_ms()));
       }},
      {"cancel-request",
       [](Room& room, const json::value&, const Actor& actor) {
         return answer(room, actor, room.cancel_request(actor, now_ms()));
       }},
      {"decline",
       [](Room& room, const json::value& body, const Actor& actor) {
         return answer(room, actor, room.decline(actor, name_in(body), now_ms()));
       }},
      {"ready",
       [](Room& room, const json::value& body, const Actor& actor) {
         const auto* fields = body.if_object();
         const auto* ready = fields ? fields->if_contains("ready") : nullptr;
         if (ready && !ready->is_bool()) return error_response(400, "ready must be true or false");
         return answer(room, actor, room.set_ready(actor, !ready || ready->as_bool(), now_ms()));
       }},
      {"add-bot",
       [](Room& room, const json::value&, const Actor& actor) {
         return answer(room, actor, room.add_bot(actor, now_ms()));
       }},
      {"remove-bot",
       [](Room& room, const json::value& body, const Actor& actor) {
         return answer(room, actor, room.remove_bot(actor, name_in(body), now_ms()));
       }},
      {"exit", [](Room& room, const json::value&,
                  const Actor& actor) { return answer(room, actor, room.exit(actor, now_ms())); }},
      {"resign",
       [](Room& room, const json::value&, const Actor& actor) {
         return answer(room, actor, room.resign(actor, now_ms()));
       }},
      {"host",
       [](Room& room, const json::value& body, const Actor& actor) {
         return answer(room, actor, room.hand_over(actor, name_in(body), now_ms()));
       }},
      {"policy",
       [](Room& room, const json::value& body, const Actor& actor) {
         return answer(room, actor, room.set_policy(actor, body, now_ms()));
       }},
      {"chat",
       [](Room& room, const json::value& body, const Actor& actor) {
         return answer(room, actor, room.chat(actor, body, now_ms()));
       }},
      {"end",
       [](Room& room, const json::value&, const Actor& actor) {
         return answer(room, actor, room.end_by_admin(actor, now_ms()));
       }},
  };
  return actions;
}

}  // namespace

bool Api::is_room_action(const std::string& what) {
  return simple_actions().contains(what) || what == "join" || what == "request" ||
         what == "accept" || what == "invite" || what == "recreate" || what == "what-if";
}

void Api::room_action(const std::string& code, const std::string& what, const Request& request,
                      const Reply& reply) {
  if (what == "join") return join(code, request, reply);
  if (what == "invite") return invite(code, request, reply);
  if (what == "recreate") return recreate(code, request, reply);
  if (what == "what-if") return what_if(code, request, reply);
  if (what == "request") {
    return on_room(
        code, request, reply,
        [](Room& room, const json::value&, const Actor& actor) {
          return answer(room, actor, room.request_to_join(actor, now_ms()));
        },
        /*with_rating=*/true);
  }
  if (what == "accept") {
    return on_room(code, request, reply,
                   [this](Room& room, const json::value& body, const Actor& actor) {
                     auto accepted = room.accept(actor, name_in(body), new_token(), now_ms());
                     if (!accepted) return reply_error(accepted.error());
                     // The player now waits here, and nowhere else.
                     rooms_.forget_elsewhere(*accepted, room.code(), now_ms());
                     return answer(room, actor, {});
                   });
  }
  const auto action = simple_actions().at(what);
  on_room(code, request, reply, [action](Room& room, const json::value& body, const Actor& actor) {
    return action(room, body, actor);
  });
}

void Api::join(const std::string& code, const Request& request, const Reply& reply) {
  auto host = room_or_404(code, reply);
  if (!host) return;
  if (host->summary().flow == RoomFlow::kTable) {
    return on_room(code, request, reply, [](Room& room, const json::value& body, const Actor&) {
      auto joined = room.join(body, new_token(), now_ms());
      if (!joined) return reply_error(joined.error());
      const auto& member = room.members()[joined->seat];
      return with_state(200,
                        json::object{{"token", joined->token},
                                     {"seat", joined->seat},
                                     {"name", member.name},
                                     {"host", member.host}},
                        room.state_text(joined->token, now_ms()));
    });
  }
  on_room(
      code, request, reply,
      [this, client = request.client](Room& room, const json::value& body, const Actor& actor) {
        // Wrong passcodes are slowed down per player and per address, in passcode rooms only.
        if (room.options().policy == JoinPolicy::kPasscode) {
          if (const auto wait = passcode_throttle_.wait_before_login(
                  client, actor.identity.key(), accounts::LoginThrottle::Clock::now())) {
            auto response = error_response(
                429, "too many wrong passcodes; wait " + std::to_string(wait->count()) + " s");
            response.headers.emplace_back("Retry-After", std::to_string(wait->count()));
            return response;
          }
        }
        auto joined = room.join_waiting(actor, body, new_token(), now_ms());
        if (!joined) {
          if (Room::is_wrong_passcode(joined.error())) {
            passcode_throttle_.record_failure(client, actor.identity.key(),
                                              accounts::LoginThrottle::Clock::now());
          }
          return reply_error(joined.error());
        }
        rooms_.forget_elsewhere(actor.identity.key(), room.code(), now_ms());
        const auto& member = room.members()[joined->seat];
        return with_state(200,
                          json::object{{"token", joined->token},
                                       {"seat", joined->seat},
                                       {"name", member.name},
                                       {"host", member.host}},
                          room.state_text(actor, now_ms()));
      },
      /*with_rating=*/true);
}

void Api::invite(const std::string& code, const Request& request, const Reply& reply) {
  auto body = parse_body(request.body);
  if (!body) return reply(reply_error(body.error()));
  // The invitee is looked up by name before the room is entered.
  Identity invitee;
  if (auto found = accounts_.find_account(name_in(*body)); found && *found) {
    invitee = identities_.from_account(**found);
  }
  on_room(code, request, reply, [invitee](Room& room, const json::value&, const Actor& actor) {
    return answer(room, actor, room.invite(actor, invitee, now_ms()));
  });
}

ApiResult<std::shared_ptr<RoomHost>> Api::add_waiting_room(const RoomOptions& options,
                                                           const Actor& creator) {
  const HostSettings host_settings{config_.bot_delay_min_ms, config_.bot_delay_max_ms};
  auto host = rooms_.add([&](std::string code) {
    return std::make_shared<RoomHost>(
        io_, bot_pool_.executor(),
        Room::create_waiting(registry_, options, code, new_seed(), now_ms(), creator, new_token()),
        host_settings, [this](const Room& room) { save_finished(room); });
  });
  if (host) rooms_.forget_elsewhere(creator.identity.key(), (*host)->code(), now_ms());
  return host;
}

void Api::create_room(const Request& request, const Reply& reply) {
  auto body = parse_body(request.body);
  if (!body) return reply(reply_error(body.error()));
  const auto identity = identify(request);
  auto options =
      parse_waiting_room_options(*body, registry_, identity, [this](const std::string& game) {
        auto settings = defaults_.get(game);
        // TURN_SECONDS is the server's default turn unless the administrator set one.
        const auto& turn = registry_.find(game)->host.turn_setting;
        if (!turn.empty() && !settings.contains(turn)) settings[turn] = config_.turn_seconds;
        return settings;
      });
  if (!options) return reply(reply_error(options.error()));
  const Actor creator = actor_of(request, *body, options->game);
  auto host = add_waiting_room(*options, creator);
  if (!host) return reply(reply_error(host.error()));
  (*host)->with_room(
      [creator](Room& room) {
        return with_state(201, json::object{{"code", room.code()}, {"url", "/m/" + room.code()}},
                          room.state_text(creator, now_ms()));
      },
      reply);
}

void Api::recreate(const std::string& code, const Request& request, const Reply& reply) {
  on_room(code, request, reply, [this](Room& room, const json::value&, const Actor& actor) {
    if (auto allowed = room.may_recreate(actor); !allowed) return reply_error(allowed.error());
    Actor creator = actor;
    const auto& member = room.members()[*room.seat_of(actor)];
    creator.rating = member.rating.value_or(ratings::kStartRating);
    // Same settings and policy, a fresh waiting room, no bots (docs/rooms.md).
    auto host = add_waiting_room(room.options(), creator);
    if (!host) return reply_error(host.error());
    const auto next = (*host)->code();
    room.set_next_room(next, now_ms());
    return json_response(201, json::object{{"code", next}, {"url", "/m/" + next}});
  });
}

void Api::admin_defaults(const Request& request, const Reply& reply) {
  if (request.method != "POST") return reply(json_response(200, defaults_.all()));
  if (!identify(request).admin) {
    return reply(error_response(403, "only the administrator can change the room defaults"));
  }
  auto body = parse_body(request.body);
  if (!body) return reply(reply_error(body.error()));
  const auto* fields = body->if_object();
  const auto* game = fields ? fields->if_contains("game") : nullptr;
  const auto* settings = fields ? fields->if_contains("settings") : nullptr;
  if (!game || !game->is_string() || !settings || !settings->is_object()) {
    return reply(error_response(400, "send {\"game\": \"...\", \"settings\": {...}}"));
  }
  const auto* info = registry_.find(game->as_string());
  if (!info) return reply(error_response(400, "there is no game named that; see GET /api"));
  if (auto trial = info->info.create(*settings, info->info.min_seats, 0, 0); !trial) {
    return reply(reply_error(from_engine(trial.error()).error()));
  }
  if (auto saved = defaults_.set(info->name(), settings->as_object()); !saved) {
    return reply(error_response(500, "the defaults could not be saved: " + saved.error().message));
  }
  reply(json_response(200, defaults_.all()));
}

namespace {

struct SeatedPlayer {
  bool bot = false;
  std::int64_t account_id = 0;
};

std::vector<SeatedPlayer> seated_players(const Room& room) {
  std::vector<SeatedPlayer> seats;
  for (const auto& member : room.members()) seats.push_back({member.is_bot(), member.account_id});
  return seats;
}

// Bots at 1500, everyone else at their current rating (1500 for guests and
// anonymous agents, who have none). nullopt when the store fails.
std::optional<std::vector<ratings::Participant>> participants_now(
    accounts::AccountStore& store, const std::vector<SeatedPlayer>& seats,
    const std::string& game) {
  std::vector<ratings::Participant> participants;
  for (const auto& seat : seats) {
    if (seat.bot) {
      participants.push_back(ratings::Participant::bot());
      continue;
    }
    ratings::Tenths rating = ratings::kStartRating;
    if (seat.account_id != 0) {
      auto stored = store.rating(seat.account_id, game);
      if (!stored) return std::nullopt;
      rating = *stored;
    }
    participants.push_back(ratings::Participant::human(rating));
  }
  return participants;
}

}  // namespace

// The "what if" panel: the changes a proposed finishing order would give with
// the players' current ratings, computed by the game's own rule and never saved.
void Api::what_if(const std::string& code, const Request& request, const Reply& reply) {
  auto host = room_or_404(code, reply);
  if (!host) return;
  auto body = parse_body(request.body);
  if (!body) return reply(reply_error(body.error()));
  const auto* fields = body->if_object();
  const auto* given = fields ? fields->if_contains("places") : nullptr;
  std::vector<int> places;
  if (given && given->is_array()) {
    for (const auto& place : given->as_array()) {
      if (!place.is_int64() || place.as_int64() < 1 || place.as_int64() > 64) {
        places.clear();
        break;
      }
      places.push_back(static_cast<int>(place.as_int64()));
    }
  }
  if (places.empty()) {
    return reply(error_response(400, "send {\"places\": [1, 2, 2, 4]}: one place per seat"));
  }
  host->run([this, places, reply](Room& room) {
    if (room.status() == RoomStatus::kLobby || room.status() == RoomStatus::kClosed) {
      return reply(error_response(409, "the seats are not fixed until the game starts"));
    }
    if (!room.game().host.rate_places) {
      return reply(error_response(409, "this game's rating does not follow a finishing order"));
    }
    if (places.size() != room.members().size()) {
      return reply(error_response(
          400, "send one place per seat (" + std::to_string(room.members().size()) + ")"));
    }
    asio::post(bot_pool_.executor(), [this, places, reply, seats = seated_players(room),
                                      game = room.options().game] {
      auto participants = participants_now(accounts_, seats, game);
      if (!participants) return reply(error_response(500, "the ratings could not be read"));
      auto settlement = registry_.find(game)->host.rate_places(*participants, places);
      if (!settlement) return reply(reply_error(from_engine(settlement.error()).error()));
      json::array entries;
      for (std::size_t i = 0; i < seats.size(); ++i) {
        const auto& entry = settlement->entries[i];
        if (seats[i].bot) {
          entries.push_back(json::object{{"seat", i}, {"bot", true}});
          continue;
        }
        entries.push_back(json::object{{"seat", i},
                                       {"old", one_decimal(entry.old_rating)},
                                       {"new", one_decimal(entry.new_rating)},
                                       {"change", one_decimal(entry.change)}});
      }
      reply(Response{200,
                     "application/json",
                     serialize_with_decimals(json::object{{"entries", std::move(entries)}}),
                     {{"Cache-Control", "no-store"}}});
    });
  });
}

// Runs on the room's strand when a rated game finishes. The database work
// (current ratings, the rule, one transaction) goes to the background pool;
// the result comes back to the room as `room.ratings`.
void Api::rate_finished(const Room& room) {
  std::shared_ptr<const engine::Match> match = room.match()->clone();
  asio::post(bot_pool_.executor(), [this, seats = seated_players(room), match, code = room.code(),
                                    game = room.options().game, at = room.last_activity()] {
    const auto& info = *registry_.find(game);
    // A player who finished another game meanwhile has a newer rating: the
    // store refuses the batch (kConflict) and it is computed again.
    for (int attempt = 0; attempt < 3; ++attempt) {
      auto participants = participants_now(accounts_, seats, game);
      if (!participants || !info.host.rate) return;
      auto settlement = info.host.rate(*participants, *match);
      if (!settlement) return;
      accounts::RatedMatch rated{game, code, at, {}};
      std::vector<SeatRating> shown;
      for (std::size_t i = 0; i < seats.size(); ++i) {
        if (seats[i].bot) continue;
        const auto& entry = settlement->entries[i];
        rated.updates.push_back({seats[i].account_id, entry.old_rating, entry.new_rating});
        shown.push_back({static_cast<Seat>(i), entry.old_rating, entry.new_rating});
      }
      auto applied = accounts_.apply_ratings(rated);
      if (!applied && applied.error().kind == accounts::ErrorKind::kConflict) continue;
      if (!applied) return;
      if (auto host = rooms_.find(code)) {
        host->run([shown](Room& finished) { finished.set_ratings(shown, now_ms()); });
      }
      return;
    }
  });
}

}  // namespace gavel::server
