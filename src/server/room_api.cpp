// The room endpoints of docs/rooms.md: creating agent tables and waiting
// rooms, the actions in them, "Create same room", what-if, and the
// administrator's defaults. The rules themselves are Room's; this file finds
// who is asking, looks up what needs the database (off the I/O thread), and
// replies.
#include "accounts/username.h"
#include "server/api.h"
#include "server/clock.h"
#include "server/json_decimal.h"
#include "server/replay_step.h"
#include "server/room_ratings.h"
#include "server/secrets.h"

namespace gavel::server {
namespace json = boost::json;

namespace {

using Action = Allowed<void> (*)(Room&, const json::value& body, const Actor& actor);

// {"ok": true, "state": ...} after an accepted request, else its refusal.
Response answer(const Room& room, const Actor& actor, const Allowed<void>& done) {
  if (!done) return refusal_response(done.error());
  return with_state(200, json::object{{"ok", true}}, room.state_text(actor, now_ms()));
}

std::string name_in(const json::value& body) {
  const auto* fields = body.if_object();
  const auto* name = fields ? fields->if_contains("name") : nullptr;
  return name && name->is_string() ? std::string(name->as_string()) : "";
}

Response joined_response(const Room& room, const Joined& joined, const std::string& state) {
  const auto& member = room.members()[joined.seat];
  return with_state(200,
                    json::object{{"token", joined.token},
                                 {"seat", joined.seat},
                                 {"name", member.name},
                                 {"host", member.host}},
                    state);
}

// The actions that need nothing but the room, by their path segment.
constexpr std::pair<const char*, Action> kSimpleActions[] = {
    {"start",
     [](Room& room, const json::value&, const Actor& a) { return room.start(a, now_ms()); }},
    {"move", [](Room& room, const json::value& body,
                const Actor& a) { return room.move(a, body, now_ms()); }},
    {"cancel-request", [](Room& room, const json::value&,
                          const Actor& a) { return room.cancel_request(a, now_ms()); }},
    {"decline", [](Room& room, const json::value& body,
                   const Actor& a) { return room.decline(a, name_in(body), now_ms()); }},
    {"ready",
     [](Room& room, const json::value& body, const Actor& a) -> Allowed<void> {
       const auto* fields = body.if_object();
       const auto* ready = fields ? fields->if_contains("ready") : nullptr;
       if (ready && !ready->is_bool()) return invalid("ready must be true or false");
       return room.set_ready(a, !ready || ready->as_bool(), now_ms());
     }},
    {"add-bot",
     [](Room& room, const json::value&, const Actor& a) { return room.add_bot(a, now_ms()); }},
    {"remove-bot", [](Room& room, const json::value& body,
                      const Actor& a) { return room.remove_bot(a, name_in(body), now_ms()); }},
    {"exit", [](Room& room, const json::value&, const Actor& a) { return room.exit(a, now_ms()); }},
    {"resign",
     [](Room& room, const json::value&, const Actor& a) { return room.resign(a, now_ms()); }},
    {"host", [](Room& room, const json::value& body,
                const Actor& a) { return room.hand_over(a, name_in(body), now_ms()); }},
    {"policy", [](Room& room, const json::value& body,
                  const Actor& a) { return room.set_policy(a, body, now_ms()); }},
    {"chat", [](Room& room, const json::value& body,
                const Actor& a) { return room.chat(a, body, now_ms()); }},
    {"end",
     [](Room& room, const json::value&, const Actor& a) { return room.end_by_admin(a, now_ms()); }},
    {"agree-results", [](Room& room, const json::value&,
                         const Actor& a) { return room.agree_results(a, now_ms()); }},
};

}  // namespace

void Api::add_room_routes(const char* prefix) {
  const std::string base = prefix;
  const auto post = [&](const char* what,
                        void (Api::*handler)(const std::string&, const Request&, const Reply&)) {
    router_.add("POST", base + what,
                [this, handler](const Request& r, const Params& p, const Reply& reply) {
                  (this->*handler)(p[0], r, reply);
                });
  };
  for (const auto& [what, action] : kSimpleActions) {
    router_.add("POST", base + what,
                [this, action](const Request& request, const Params& p, const Reply& reply) {
                  // Leaving or ending a paid table may free stakes: reconciled after the answer.
                  const auto code = upper_code(p[0]);
                  const auto then = [this, code, reply](Response response) {
                    const bool paid = response.status == 200 && [&] {
                      const auto host = parts_.rooms.find(code);
                      return host && host->summary().stake > 0;
                    }();
                    reply(std::move(response));
                    if (paid) stakes_.reconcile(code);
                  };
                  on_room(p[0], request, then,
                          [action](Room& room, const json::value& body, const Actor& actor) {
                            return answer(room, actor, action(room, body, actor));
                          });
                });
  }
  post("join", &Api::join);  // joined_from: in join()
  post("invite", &Api::invite);
  post("recreate", &Api::recreate);
  post("what-if", &Api::what_if);
  router_.add("POST", base + "request",
              [this](const Request& r, const Params& p, const Reply& reply) {
                on_room(
                    p[0], r, noting_join(p[0], r, reply),
                    [](Room& room, const json::value&, const Actor& actor) {
                      return answer(room, actor, room.request_to_join(actor, now_ms()));
                    },
                    /*with_rating=*/true);
              });
  router_.add(
      "POST", base + "accept", [this](const Request& r, const Params& p, const Reply& reply) {
        on_room(p[0], r, reply, [this](Room& room, const json::value& body, const Actor& actor) {
          auto accepted = room.accept(actor, name_in(body), new_token(), now_ms());
          if (!accepted) return refusal_response(accepted.error());
          // The player now waits here, and nowhere else.
          parts_.rooms.forget_elsewhere(*accepted, room.code(), now_ms());
          return answer(room, actor, {});
        });
      });
  router_.add("GET", base + "state", [this](const Request& r, const Params& p, const Reply& reply) {
    state(p[0], r, reply);
  });
  router_.add("GET", base + "feed", [this](const Request& r, const Params& p, const Reply& reply) {
    feed(p[0], r, reply);
  });
  router_.add(
      "GET", base + "advice",
      [this](const Request& r, const Params& p, const Reply& reply) { advice(p[0], r, reply); });
  router_.add(
      "GET", base + "practice",
      [this](const Request& r, const Params& p, const Reply& reply) { practice(p[0], r, reply); });
  router_.add("GET", base + "replay", [this](const Request&, const Params& p, const Reply& reply) {
    // A finished match stays readable here after it left memory, from the store.
    live_replay(upper_code(p[0]), reply);
  });
  router_.add("GET", base + "record", [this](const Request&, const Params& p, const Reply& reply) {
    record(upper_code(p[0]), reply);
  });
  router_.add("GET", base + "replay/{step}",
              [this](const Request&, const Params& p, const Reply& reply) {
                stepped_replay(upper_code(p[0]), p[1], reply);
              });
  // Only reached when the request was not a WebSocket upgrade for a live match.
  router_.add("GET", base + "ws", [this](const Request&, const Params& p, const Reply& reply) {
    if (!room_or_404(p[0], reply)) return;
    reply(error_response(400, "this is a WebSocket endpoint: connect with Upgrade: websocket"));
  });
}

std::shared_ptr<RoomHost> Api::host_for(Room room) {
  const HostSettings settings{parts_.config.bot_delay_min_ms, parts_.config.bot_delay_max_ms,
                              parts_.journal,
                              [this](const std::string& code) { parts_.rooms.moved_away(code); }};
  return std::make_shared<RoomHost>(parts_.io, parts_.bots, std::move(room), settings,
                                    [this](const Room& finished, bool again) {
                                      if (again) return parts_.results.saved_again(finished);
                                      parts_.results.finished(finished);
                                      if (finished.stake() > 0) stakes_.reconcile(finished.code());
                                    });
}

Allowed<std::shared_ptr<RoomHost>> Api::add_room(const std::function<Room(std::string code)>& make,
                                                 const std::string& creator_key,
                                                 const RoomOrigin& origin) {
  auto host =
      parts_.rooms.add([&](std::string code) { return host_for(make(std::move(code))); }, origin);
  if (host && !creator_key.empty()) {
    parts_.rooms.forget_elsewhere(creator_key, (*host)->code(), now_ms());
  }
  return host;
}

void Api::create_match(const Request& request, const Reply& reply) {
  auto body = parse_body(request.body);
  if (!body) return reply(refusal_response(body.error()));
  auto options = parse_room_options(*body, parts_.catalog, parts_.config.turn_seconds);
  if (!options) return reply(refusal_response(options.error()));
  if (auto allowed = check_testing_only(*parts_.catalog.find(options->game), options->settings,
                                        parts_.config.testing);
      !allowed) {
    return reply(refusal_response(allowed.error()));
  }
  auto host = add_room(
      [&](std::string code) {
        return Room(parts_.catalog, *options, std::move(code), new_seed(), now_ms());
      },
      "", RoomOrigin{request.client, now_ms(), !options->is_public});
  if (!host) return reply(refusal_response(host.error()));
  (*host)->with_room(
      [](Room& room) {
        return with_state(201, json::object{{"code", room.code()}, {"url", "/m/" + room.code()}},
                          room.state_text(std::nullopt, now_ms()));
      },
      reply);
}

void Api::create_room(const Request& request, const Reply& reply) {
  auto body = parse_body(request.body);
  if (!body) return reply(refusal_response(body.error()));
  const auto identity = identify(request);
  auto options =
      parse_waiting_room_options(*body, parts_.catalog, identity, [this](const std::string& game) {
        auto settings = parts_.defaults.get(game);
        // TURN_SECONDS is the server's default turn unless the administrator set one.
        const auto& turn = parts_.catalog.find(game)->host.turn_setting;
        if (!turn.empty() && !settings.contains(turn)) settings[turn] = parts_.config.turn_seconds;
        return settings;
      });
  if (!options) return reply(refusal_response(options.error()));
  options->final_results_seconds = parts_.config.final_results_seconds;
  if (auto allowed = check_testing_only(*parts_.catalog.find(options->game), options->settings,
                                        parts_.config.testing);
      !allowed) {
    return reply(refusal_response(allowed.error()));
  }
  Actor creator = actor_of(request, *body);
  // The request is copied for its address (its body was read already).
  with_rating(std::move(creator), options->game, [=, this, options = *options](Actor creator) {
    auto host = add_room(
        [&](std::string code) {
          return Room::create_waiting(parts_.catalog, options, std::move(code), new_seed(),
                                      now_ms(), creator, new_token());
        },
        creator.identity.key(), RoomOrigin{request.client, now_ms()});
    if (!host) return reply(refusal_response(host.error()));
    const auto answer = [host = *host, creator](Reply reply) {
      host->with_room(
          [creator](Room& room) {
            return with_state(201,
                              json::object{{"code", room.code()}, {"url", "/m/" + room.code()}},
                              room.state_text(creator, now_ms()));
          },
          reply);
    };
    // At a paid table the creator's stake is held too; a creator who cannot
    // pay it leaves the room at once, which closes it.
    const auto unless_unpaid = [host = *host, creator, reply](Response response) {
      if (response.status != 201) {
        host->run([creator](Room& room) { (void)room.exit(creator, now_ms()); });
      }
      reply(std::move(response));
    };
    stakes_.seat_with_stake(*host, creator.identity, unless_unpaid, answer);
  });
}

Reply Api::noting_join(const std::string& code, const Request& request, Reply reply) {
  return [this, code = upper_code(code), client = request.client,
          reply = std::move(reply)](Response response) {
    if (response.status == 200) parts_.rooms.joined_from(code, client);
    reply(std::move(response));
  };
}

void Api::join(const std::string& code, const Request& request, const Reply& given) {
  const Reply reply = noting_join(code, request, given);
  auto host = room_or_404(code, reply);
  if (!host) return;
  if (host->summary().flow == RoomFlow::kTable) return join_table(host, request, reply);
  stakes_.seat_with_stake(host, identify(request), reply, [this, code, request](Reply reply) {
    on_room(
        code, request, reply,
        [this, client = request.client](Room& room, const json::value& body, const Actor& actor) {
          // Wrong passcodes are slowed down per room, by address and by player; a
          // request with no code (an invitee, say) is never throttled.
          const auto* fields = body.if_object();
          const bool tries_code = room.seating().policy() == JoinPolicy::kPasscode && fields &&
                                  fields->contains("passcode") &&
                                  !room.seating().is_invited(actor.identity.key());
          const auto by_address = client + " " + room.code();
          const auto by_player = actor.identity.key() + " " + room.code();
          const auto clock = accounts::LoginThrottle::Clock::now();
          if (tries_code) {
            if (const auto wait =
                    passcode_throttle_.wait_before_login(by_address, by_player, clock)) {
              return refusal_response(
                  too_fast("too many wrong passcodes; wait " + std::to_string(wait->count()) + " s",
                           static_cast<int>(wait->count()))
                      .error());
            }
          }
          auto joined = room.join_waiting(actor, body, new_token(), now_ms());
          if (!joined) {
            if (joined.error().kind == RefusalKind::kWrongPasscode) {
              passcode_throttle_.record_failure(by_address, by_player, clock);
            }
            return refusal_response(joined.error());
          }
          parts_.rooms.forget_elsewhere(actor.identity.key(), room.code(), now_ms());
          return joined_response(room, *joined, room.state_text(actor, now_ms()));
        },
        /*with_rating=*/true);
  });
}

// An agent's display name follows the account rules' reserved names, and may
// not be a registered player's: a name typed at a table vouches for nobody.
void Api::join_table(const std::shared_ptr<RoomHost>& host, const Request& request,
                     const Reply& reply) {
  auto body = parse_body(request.body);
  if (!body) return reply(refusal_response(body.error()));
  const auto* fields = body->if_object();
  const auto* given = fields ? fields->if_contains("name") : nullptr;
  std::string name = given && given->is_string() ? std::string(given->as_string()) : "";
  name.erase(0, name.find_first_not_of(' '));  // judged as it will be shown: trimmed
  name.erase(name.find_last_not_of(' ') + 1);
  const auto caller = identify(request);
  const auto seat = [this, host, reply, body = *body, caller] {
    stakes_.seat_with_stake(host, caller, reply, [host, body, caller](Reply reply) {
      host->with_room(
          [body, caller](Room& room) {
            auto joined = room.join(body, new_token(), now_ms(), caller);
            if (!joined) return refusal_response(joined.error());
            return joined_response(room, *joined, room.state_text(joined->token, now_ms()));
          },
          reply);
    });
  };
  // A stake belongs to an account, so a paid seat is the caller's own.
  if (host->summary().stake > 0 && !name.empty()) {
    return reply(error_response(400, "a paid table seats you as yourself: send no name"));
  }
  if (name.empty()) return seat();
  if (auto reserved = accounts::check_reserved_name(name, "", "name"); !reserved) {
    return reply(error_response(400, reserved.error().message));
  }
  asio::post(parts_.background, [this, name, seat, reply] {
    auto account = parts_.accounts.find_account(name);
    if (!account) return reply(error_response(500, "the accounts could not be read"));
    if (*account) {
      return reply(error_response(
          409, "the name " + name + " belongs to a registered player: choose another"));
    }
    seat();
  });
}

void Api::invite(const std::string& code, const Request& request, const Reply& reply) {
  auto body = parse_body(request.body);
  if (!body) return reply(refusal_response(body.error()));
  // The invitee is looked up by name, on the background pool, before the room is entered.
  asio::post(parts_.background, [this, code, request, reply, name = name_in(*body)] {
    Identity invitee;
    if (auto found = parts_.accounts.find_account(name); found && *found) {
      invitee = identities_.from_account(**found);
    }
    on_room(code, request, reply, [invitee](Room& room, const json::value&, const Actor& actor) {
      return answer(room, actor, room.invite(actor, invitee, now_ms()));
    });
  });
}

void Api::recreate(const std::string& code, const Request& request, const Reply& reply) {
  on_room(code, request, reply,
          [this, client = request.client](Room& room, const json::value&, const Actor& actor) {
            if (auto allowed = room.may_recreate(actor); !allowed)
              return refusal_response(allowed.error());
            Actor creator = actor;
            const auto& member = room.members()[*room.seat_of(actor)];
            creator.rating = member.rating.value_or(ratings::kStartRating);
            // Same settings and policy, a fresh waiting room, no bots (docs/rooms.md).
            auto options = room.options_now();
            options.final_results_seconds = parts_.config.final_results_seconds;
            auto host = add_room(
                [&](std::string next) {
                  return Room::create_waiting(parts_.catalog, options, std::move(next), new_seed(),
                                              now_ms(), creator, new_token());
                },
                creator.identity.key(), RoomOrigin{client, now_ms()});
            if (!host) return refusal_response(host.error());
            const auto next = (*host)->code();
            room.set_next_room(next, now_ms());
            return json_response(201, json::object{{"code", next}, {"url", "/m/" + next}});
          });
}

void Api::admin_defaults(const Request& request, const Reply& reply) {
  if (!identify(request).admin) {
    return reply(
        error_response(403, "only the administrator can read or change the room defaults"));
  }
  if (request.method != "POST") return reply(json_response(200, parts_.defaults.all()));
  auto body = parse_body(request.body);
  if (!body) return reply(refusal_response(body.error()));
  const auto* fields = body->if_object();
  const auto* game = fields ? fields->if_contains("game") : nullptr;
  const auto* settings = fields ? fields->if_contains("settings") : nullptr;
  if (!game || !game->is_string() || !settings || !settings->is_object()) {
    return reply(error_response(400, "send {\"game\": \"...\", \"settings\": {...}}"));
  }
  const auto* entry = parts_.catalog.find(game->as_string());
  if (!entry) return reply(error_response(400, "there is no game named that; see GET /api"));
  if (auto trial = entry->info.create(*settings, entry->info.min_seats, 0, 0); !trial) {
    return reply(refusal_response(from_engine(trial.error()).error()));
  }
  if (auto saved = parts_.defaults.set(entry->name(), settings->as_object()); !saved) {
    return reply(error_response(500, "the defaults could not be saved: " + saved.error().message));
  }
  reply(json_response(200, parts_.defaults.all()));
}

}  // namespace gavel::server
