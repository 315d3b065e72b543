// The status machine and the actions that need it: each checks the status,
// lets the part that owns the facts decide, then logs and bumps the version.
// Every action checks everything first and changes nothing when it refuses.
#include "server/room.h"

#include "server/hidden_identity.h"

#include "server/room_recording.h"

#include <algorithm>
#include <numeric>
#include <span>

#include "engine/json_fields.h"
#include "engine/rng.h"

#include "server/text_input.h"

namespace gavel::server {
namespace json = boost::json;

namespace {
constexpr std::size_t kMaxNameChars = 24;
// The match seed's stream for the seat deal (bots use 100 + seat, the
// stand-in 99, advice 1000 + seat).
constexpr std::uint64_t kSeatDealStream = 98;

// Told about the token only when one was sent.
std::unexpected<Refusal> not_seated(const Actor& actor) {
  return forbidden(actor.token.empty() ? "you do not sit in this match"
                                       : "that token does not hold a seat in this match");
}

SeatingRules seating_rules(const games::GameEntry& game, const RoomOptions& options) {
  return {.flow = options.flow,
          .capacity = options.seats,
          .game = game.host.room,
          .title = game.title(),
          .guest_room = options.guest_room};
}
}  // namespace

Room::Room(const games::Catalog& catalog, RoomOptions options, std::string code, engine::Seed seed,
           Millis now)
    : catalog_(catalog),
      game_(*catalog.find(options.game)),
      options_(std::move(options)),
      code_(std::move(code)),
      seed_(seed),
      created_at_(now),
      last_activity_(now),
      seating_(seating_rules(game_, options_), options_.policy, options_.passcode) {
  if (game_.host.stake) stake_ = game_.host.stake(options_.settings);
  for (int i = 0; i < options_.bots; ++i) (void)seating_.add_bot();
  unsaved_.push_back(json::serialize(json::object{{"op", "table"},
                                                  {"options", options_json(options_)},
                                                  {"code", code_},
                                                  {"seed", seed_},
                                                  {"now", now},
                                                  {"v", version_}}));
}

Room Room::create_waiting(const games::Catalog& catalog, RoomOptions options, std::string code,
                          engine::Seed seed, Millis now, const Actor& creator, std::string token) {
  options.bots = 0;
  Room room(catalog, options, code, seed, now);
  room.unsaved_.clear();  // not a table: this room is made by its creator
  room.unsaved_.push_back(json::serialize(json::object{{"op", "waiting"},
                                                       {"options", options_json(options)},
                                                       {"code", code},
                                                       {"seed", seed},
                                                       {"now", now},
                                                       {"creator", actor_json(creator)},
                                                       {"token", token},
                                                       {"v", room.version_}}));
  const bool registered = creator.identity.registered();
  room.seating_.seat_player(creator, registered ? std::optional(creator.rating) : std::nullopt,
                            std::move(token), now);
  room.seating_.make_host(0);
  room.write_log(now, creator.identity.name + " joined");
  if (room.options_.guest_room && room.game_.host.room.guest_bot_fixed) {
    auto bot = room.seating_.add_bot();
    if (bot) room.write_log(now, *bot + " (automatic bot) joined");
  }
  return room;
}

RoomOptions Room::options_now() const {
  RoomOptions options = options_;
  options.policy = seating_.policy();
  options.passcode = seating_.passcode();
  return options;
}

Allowed<Joined> Room::join(const json::value& body, std::string token, Millis now,
                           const Identity& caller) {
  Recording record(*this, {{"op", "join"},
                           {"body", body},
                           {"token", token},
                           {"now", now},
                           {"caller", identity_json(caller)}});
  if (options_.flow == RoomFlow::kWaiting) {
    return conflict("this is a waiting room: join it as a registered player");
  }
  if (status_ != RoomStatus::kLobby) {
    return conflict(status_ == RoomStatus::kPlaying ? "the match has already started"
                                                    : "the match is over");
  }
  if (seating_.size() >= options_.seats) return conflict("the match is full");
  if (!body.is_null() && !body.is_object()) return invalid("the body must be a JSON object");
  const auto* fields = body.if_object();
  const auto* given_name = fields ? fields->if_contains("name") : nullptr;
  const bool as_caller = caller.known() && (!given_name || given_name->is_null());
  Actor as_identity;
  as_identity.identity = caller;
  if (as_caller && seat_of(as_identity)) return conflict("you already sit here");
  const std::string fallback =
      as_caller ? caller.name : "Player " + std::to_string(seating_.size() + 1);
  auto name =
      clean_text(fields ? fields->if_contains("name") : nullptr, "name", kMaxNameChars, fallback);
  if (!name) return std::unexpected(name.error());
  std::string kind = "agent";
  if (const auto* given = fields ? fields->if_contains("kind") : nullptr) {
    if (!given->is_string() || (given->as_string() != "agent" && given->as_string() != "human")) {
      return invalid("kind must be \"agent\" or \"human\"");
    }
    kind = given->as_string();
  }
  const Seat seat =
      seating_.seat_agent(*name, std::move(kind), token, now, as_caller ? caller : Identity{});
  write_log(now, *name + " joined");
  if (seating_.size() == options_.seats) begin_match(now);
  changed(now);
  return Joined{std::move(token), seat};
}

Allowed<void> Room::start(const Actor& actor, Millis now) {
  Recording record(*this, {{"op", "start"}, {"actor", actor_json(actor)}, {"now", now}});
  if (!actor.anyone()) {
    return unauthenticated("starting needs your seat token (Authorization: Bearer ...)");
  }
  const auto seat = seat_of(actor);
  if (!seat) return not_seated(actor);
  if (!seating_.member(*seat).host) return forbidden("only the host can start the match");
  if (status_ != RoomStatus::kLobby) return conflict("the match has already started");
  // Every seat of a paid table holds a stake: no bot fills one, and it
  // starts only full (an agent table starts by itself when the last seat is
  // taken; a waiting room's host starts it then).
  if (stake_ > 0 && (options_.flow == RoomFlow::kTable ||
                     static_cast<int>(seating_.members().size()) < options_.seats)) {
    return conflict("a paid table starts only when every seat is taken");
  }
  if (options_.flow == RoomFlow::kTable) {
    // Empty seats get house bots, as many as the game allows; the match then
    // has the players present.
    if (!seating_.fill_with_bots(game_.info.min_seats)) {
      return conflict("the game needs at least " + std::to_string(game_.info.min_seats) +
                      " players and allows " + std::to_string(seating_.max_bots()) + " bot(s)");
    }
  } else if (auto blocked = seating_.start_blocked_by()) {
    return conflict("the game cannot start yet: " + *blocked);
  }
  begin_match(now);
  changed(now);
  return {};
}

void Room::begin_match(Millis now) {
  deal_seats();
  auto play = RoomPlay::start(catalog_.engine(), game_, options_, seating_.members(), seed_, now);
  // The settings were checked when the room was made, and the start
  // condition keeps the seat count within the game's: a refusal is a bug.
  if (!play) throw std::logic_error("a checked room failed to start: " + play.error().message);
  play_.emplace(std::move(*play));
  status_ = RoomStatus::kPlaying;
  seating_.close_requests();  // joining closes when play starts
  human_acted_at_ = now;
  write_log(now, "The match starts");
}

// Hosting::deals_seats: who sits where is drawn from the match seed, the
// joining order the waiting room showed becoming each member's entry rank.
// Agent tables keep their order: each agent was told its seat as it joined.
void Room::deal_seats() {
  const auto& deals = game_.host.deals_seats;
  if (options_.flow != RoomFlow::kWaiting || !deals || !deals(options_.settings)) return;
  std::vector<Seat> order(static_cast<std::size_t>(seating_.size()));
  std::iota(order.begin(), order.end(), Seat{0});
  engine::Rng rng(engine::derive_seed(seed_, kSeatDealStream));
  rng.shuffle(std::span<Seat>(order));
  seating_.deal(order);
}

bool Room::is_resign_action(const json::value& action) const {
  return !game_.host.resign_action.is_null() && action == game_.host.resign_action;
}

Allowed<void> Room::move(const Actor& actor, const json::value& action, Millis now) {
  Recording record(*this, [&](engine::JsonWriter& out) {
    out.key("op").string("move").key("actor");
    write_actor(out, actor);
    out.key("action").value(action).key("now").number(now);
  });
  if (!actor.anyone()) {
    return unauthenticated("moving needs your seat token (Authorization: Bearer ...)");
  }
  const auto seat = seat_of(actor);
  if (!seat) return not_seated(actor);
  if (status_ == RoomStatus::kLobby) return conflict("the match has not started yet");
  if (status_ == RoomStatus::kClosed) return conflict("the room is closed");
  if (seating_.member(*seat).resigned) return conflict("you have resigned from this game");
  json::value move = action;
  if (auto* fields = move.if_object()) fields->erase("token");  // the token may ride in the body
  // One path for resigning, whatever the route.
  if (is_resign_action(move)) return resign(actor, now);
  // A deadline that passed before this move arrived is applied first; the
  // move was meant for the turn the house has just played, so it is refused.
  if (advance(now) > 0) {
    return conflict(
        "too late: the deadline passed and the house played for you; read the state again");
  }
  const bool after_end = status_ == RoomStatus::kFinished;
  if (after_end) {
    if (auto allowed = move_after_end_allowed(now); !allowed) return allowed;
  }
  if (auto stale = check_turn(move, *seat); !stale) return stale;
  if (auto applied = play_->act(*seat, move, now, engine::Origin::kPlayer); !applied) {
    return applied;
  }
  if (after_end) ++moves_after_end_;
  seating_.seen(*seat, now, 0);
  human_acted_at_ = now;
  changed(now);
  return {};
}

// The agent protocol's "turn" (docs/protocol.md): a move may name the turn it
// answers; one that names any other turn is stale or repeated and changes
// nothing. The field is the protocol's, not the game's, so it is taken off.
Allowed<void> Room::check_turn(json::value& move, Seat seat) const {
  auto* fields = move.if_object();
  if (!fields || !fields->contains("turn")) return {};
  const auto named = engine::as_whole_number(fields->at("turn"));
  if (!named || *named < 0) return invalid("turn must be the whole number your_turn names");
  const auto current = play_->match().turn(seat);
  if (!current) return conflict("it is not your turn: you have nothing to decide now");
  if (static_cast<std::uint64_t>(*named) != current->turn) {
    return conflict("turn " + std::to_string(*named) + " is not the current turn (" +
                    std::to_string(current->turn) + "): read the feed again");
  }
  fields->erase("turn");
  return {};
}

Allowed<void> Room::bot_move(Seat seat, const json::value& action, Millis now) {
  Recording record(*this, [&](engine::JsonWriter& out) {
    out.key("op").string("bot_move").key("seat").number(seat);
    out.key("action").value(action).key("now").number(now);
  });
  if (status_ != RoomStatus::kPlaying) return conflict("the match is not being played");
  if (advance(now) > 0) return conflict("the bot's decision came after its deadline");
  if (auto applied = play_->act(seat, action, now, engine::Origin::kBot); !applied) return applied;
  changed(now);
  return {};
}

int Room::advance(Millis now) {
  Recording record(*this, [&](engine::JsonWriter& out) {
    out.key("op").string("advance").key("now").number(now);
  });
  if (status_ != RoomStatus::kPlaying) return 0;
  const int recorded = play_->advance(now);
  if (recorded > 0) changed(now);
  return recorded;
}

std::optional<Millis> Room::next_deadline() const {
  if (status_ != RoomStatus::kPlaying) return std::nullopt;
  return play_->next_deadline();
}

std::vector<Seat> Room::bots_to_move() const {
  if (status_ != RoomStatus::kPlaying) return {};
  return play_->bots_to_move();
}

bool Room::rated_result() const {
  if (!options_.rated || ended_by_admin_ || abandoned_ || status_ != RoomStatus::kFinished ||
      !play_) {
    return false;
  }
  // Every human seat must belong to an account; one that does not (never the
  // case in a registered player's room) makes the whole game unrated.
  return std::all_of(members().begin(), members().end(),
                     [](const Member& m) { return m.is_bot() || m.account_id != 0; });
}

void Room::changed(Millis now) {
  if (play_ && status_ == RoomStatus::kPlaying) {
    // A resigned seat's decisions are the house's, made at once (docs/rooms.md).
    std::vector<Seat> resigned;
    for (Seat seat = 0; seat < seating_.size(); ++seat) {
      if (seating_.member(seat).resigned) resigned.push_back(seat);
    }
    if (!resigned.empty()) play_->play_for(resigned, now);
  }
  ++version_;
  last_activity_ = now;
  if (!play_) return;
  // The log is one for every reader: seats name as a spectator sees them.
  for (auto& line : play_->narrate(names_seen_by(*this, engine::Viewer::spectator()))) {
    write_log(now, std::move(line));
  }
  if (status_ == RoomStatus::kFinished && finished_at_ == 0) finished_at_ = now;
  if (status_ == RoomStatus::kPlaying && play_->match().finished()) {
    status_ = RoomStatus::kFinished;
    finished_at_ = now;
    std::string winners;
    for (const Seat seat : play_->match().outcome().winners()) {
      winners += (winners.empty() ? "" : " and ") + seating_.member(seat).name;
    }
    write_log(now, "The match is over: " + winners +
                       (winners.find(" and ") == std::string::npos ? " wins" : " share the win"));
  }
}

void Room::close(Millis now) {
  status_ = RoomStatus::kClosed;
  seating_.close_requests();
  write_log(now, "The room closed");
}

void Room::seen(Seat seat, Millis now, int connected) {
  // Presence is shown to everyone, but is no activity of the room's.
  if (seating_.seen(seat, now, connected)) ++version_;
}

void Room::refresh_presence(Millis now) {
  if (seating_.refresh_presence(now)) ++version_;
}

void Room::write_log(Millis at, std::string text) {
  log_.push_back(json::object{{"at", at}, {"text", std::move(text)}});
  log_texts_.push_back(json::serialize(log_.back()));
}

}  // namespace gavel::server
