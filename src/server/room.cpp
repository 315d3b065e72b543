// Rooms move lobby -> playing -> finished (or closed, when a waiting room
// empties). Every accepted change bumps the version, which long-polls and
// WebSockets watch. The waiting-room actions are in room_waiting.cpp, the
// views in room_view.cpp.
#include "server/room.h"

#include <algorithm>

#include "engine/journal.h"
#include "server/text_input.h"

namespace gavel::server {
namespace json = boost::json;

namespace {
// House bots at agent tables keep the names the first API gave them.
constexpr const char* kTableBotNames[] = {"Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald"};
constexpr std::size_t kMaxNameChars = 24;
// A seat with no connection counts as present this long after its last request
// (a long-poll returns every 25 s, so a waiting agent stays present).
constexpr Millis kPresenceMs = 45'000;
}  // namespace

Room::Room(const games::Catalog& registry, RoomOptions options, std::string code, engine::Seed seed,
           Millis now)
    : registry_(registry),
      game_(*registry.find(options.game)),
      options_(std::move(options)),
      code_(std::move(code)),
      seed_(seed),
      created_at_(now),
      last_activity_(now) {
  for (int i = 0; i < options_.bots; ++i) add_member(Member::house_bot());
}

Room Room::create_waiting(const games::Catalog& registry, RoomOptions options, std::string code,
                          engine::Seed seed, Millis now, const Actor& creator, std::string token) {
  options.bots = 0;
  Room room(registry, std::move(options), std::move(code), seed, now);
  room.seat_player(creator, creator.identity.name,
                   creator.identity.registered() ? creator.identity.id : 0,
                   creator.identity.registered() ? std::optional(creator.rating) : std::nullopt,
                   std::move(token), now);
  room.members_.front().host = true;
  room.members_.front().ready = true;
  if (room.options_.guest_room && room.game_.host.room.guest_bot_fixed) {
    room.add_member(Member::house_bot());
    room.log(now, room.members_.back().name + " (automatic bot) joined");
  }
  return room;
}

void Room::add_member(Member member) {
  if (member.is_bot()) {
    if (options_.flow == RoomFlow::kTable) {
      const int taken = count_bots();
      member.name = std::string(kTableBotNames[taken % std::size(kTableBotNames)]) + " (bot)";
    } else {
      // The lowest number no bot in the room has now (holdem-notes point 5).
      for (int n = 1;; ++n) {
        const std::string name = "Bot" + std::to_string(n);
        if (std::none_of(members_.begin(), members_.end(),
                         [&](const Member& m) { return m.is_bot() && m.name == name; })) {
          member.name = name;
          break;
        }
      }
    }
  }
  members_.push_back(std::move(member));
}

int Room::max_bots() const {
  if (options_.flow == RoomFlow::kWaiting) return game_.host.room.max_bots;
  return std::min(options_.seats - 1, game_.host.room.max_bots);
}

int Room::count_bots() const {
  return static_cast<int>(
      std::count_if(members_.begin(), members_.end(), [](const Member& m) { return m.is_bot(); }));
}

std::optional<Seat> Room::seat_of(std::string_view token) const {
  if (token.empty()) return std::nullopt;
  for (std::size_t seat = 0; seat < members_.size(); ++seat) {
    if (members_[seat].token == token) return static_cast<Seat>(seat);
  }
  return std::nullopt;
}

std::optional<Seat> Room::seat_of(const Actor& actor) const {
  if (auto seat = seat_of(actor.token)) return seat;
  const auto key = actor.identity.key();
  if (key.empty()) return std::nullopt;
  for (std::size_t seat = 0; seat < members_.size(); ++seat) {
    if (members_[seat].key == key) return static_cast<Seat>(seat);
  }
  return std::nullopt;
}

std::set<std::string> Room::involved_keys() const {
  std::set<std::string> keys;
  for (const auto& member : members_) {
    if (!member.key.empty()) keys.insert(member.key);
  }
  for (const auto& request : requests_) keys.insert(request.key);
  return keys;
}

ApiResult<Joined> Room::join(const json::value& body, std::string token, Millis now) {
  if (options_.flow == RoomFlow::kWaiting) {
    return api_error(409, "this is a waiting room: join it as a registered player");
  }
  if (status_ != RoomStatus::kLobby) {
    return api_error(409, status_ == RoomStatus::kPlaying ? "the match has already started"
                                                          : "the match is over");
  }
  if (static_cast<int>(members_.size()) >= options_.seats)
    return api_error(409, "the match is full");
  if (!body.is_null() && !body.is_object()) return api_error(400, "the body must be a JSON object");
  const auto* fields = body.if_object();
  const std::string fallback = "Player " + std::to_string(members_.size() + 1);
  auto name =
      clean_text(fields ? fields->if_contains("name") : nullptr, "name", kMaxNameChars, fallback);
  if (!name) return std::unexpected(name.error());
  std::string kind = "agent";
  if (const auto* given = fields ? fields->if_contains("kind") : nullptr) {
    if (!given->is_string() || (given->as_string() != "agent" && given->as_string() != "human")) {
      return api_error(400, "kind must be \"agent\" or \"human\"");
    }
    kind = given->as_string();
  }
  const bool host =
      std::none_of(members_.begin(), members_.end(), [](const Member& m) { return m.host; });
  const Seat seat = static_cast<Seat>(members_.size());
  Member member;
  member.name = *name;
  member.kind = kind;
  member.token = token;
  member.host = host;
  member.ready = true;
  member.seen_at = now;
  member.online = true;
  add_member(std::move(member));
  log(now, *name + " joined");
  if (static_cast<int>(members_.size()) == options_.seats) begin_match(now);
  changed(now);
  return Joined{std::move(token), seat};
}

ApiResult<void> Room::start(const Actor& actor, Millis now) {
  if (actor.token.empty() && !actor.identity.known())
    return api_error(401, "starting needs your seat token (Authorization: Bearer ...)");
  const auto seat = seat_of(actor);
  if (!seat) return api_error(403, "that token does not hold a seat in this match");
  if (!members_[*seat].host) return api_error(403, "only the host can start the match");
  if (status_ != RoomStatus::kLobby) return api_error(409, "the match has already started");
  if (options_.flow == RoomFlow::kTable) {
    // Empty seats get house bots, as many as the game allows; the match then
    // has the players present.
    const int bots_to_add =
        std::min(options_.seats - static_cast<int>(members_.size()), max_bots() - count_bots());
    if (static_cast<int>(members_.size()) + std::max(0, bots_to_add) < game_.info.min_seats) {
      return api_error(409, "the game needs at least " + std::to_string(game_.info.min_seats) +
                                " players and allows " + std::to_string(max_bots()) + " bot(s)");
    }
    for (int i = 0; i < bots_to_add; ++i) add_member(Member::house_bot());
  } else if (auto blocked = start_blocked_by()) {
    return api_error(409, "the game cannot start yet: " + *blocked);
  }
  begin_match(now);
  changed(now);
  return {};
}

void Room::begin_match(Millis now) {
  const int seats = static_cast<int>(members_.size());
  json::value settings = options_.settings;
  if (game_.host.wants_seat_info) {
    json::array info;
    for (const auto& member : members_) {
      info.push_back(
          json::object{{"bot", member.is_bot()},
                       {"elo", member.is_bot() ? ratings::kBotRating
                                               : member.rating.value_or(ratings::kStartRating)}});
    }
    settings.as_object()["seatInfo"] = std::move(info);
  }
  auto session =
      engine::Session::create(registry_.engine(), options_.game, settings, seats, seed_, now);
  // The settings were checked when the room was made, and the start
  // condition keeps the seat count within the game's, so this cannot fail.
  session_.emplace(std::move(*session));
  bots_.clear();
  bots_.resize(members_.size());
  for (Seat seat = 0; seat < seats; ++seat) {
    if (members_[seat].is_bot()) {
      bots_[seat] = std::move(
          *game_.info.make_bot(options_.bot_level, engine::derive_seed(seed_, 100 + seat)));
    }
  }
  stand_in_ =
      std::move(*game_.info.make_bot(game_.info.bot_names.front(), engine::derive_seed(seed_, 99)));
  status_ = RoomStatus::kPlaying;
  requests_.clear();  // joining closes when play starts
  invited_.clear();
  log(now, "The match starts");
}

ApiResult<void> Room::move(const Actor& actor, const json::value& action, Millis now) {
  if (actor.token.empty() && !actor.identity.known())
    return api_error(401, "moving needs your seat token (Authorization: Bearer ...)");
  const auto seat = seat_of(actor);
  if (!seat) return api_error(403, "that token does not hold a seat in this match");
  if (status_ == RoomStatus::kLobby) return api_error(409, "the match has not started yet");
  if (status_ == RoomStatus::kClosed) return api_error(409, "the room is closed");
  if (members_[*seat].resigned) return api_error(409, "you have resigned from this game");
  // A deadline that passed before this move arrived is applied first; the
  // move was meant for the turn the house has just played, so it is refused.
  if (advance(now) > 0) {
    return api_error(
        409, "too late: the deadline passed and the house played for you; read the state again");
  }
  if (status_ == RoomStatus::kFinished) return api_error(409, "the match is over");
  json::value move = action;
  if (auto* fields = move.if_object()) fields->erase("token");  // the token may ride in the body
  if (auto applied = session_->act(*seat, move, now, engine::Origin::kPlayer); !applied) {
    return from_engine(applied.error());
  }
  members_[*seat].seen_at = now;
  changed(now);
  return {};
}

ApiResult<void> Room::bot_move(Seat seat, const json::value& action, Millis now) {
  if (status_ != RoomStatus::kPlaying) return api_error(409, "the match is not being played");
  if (advance(now) > 0) return api_error(409, "the bot's decision came after its deadline");
  if (auto applied = session_->act(seat, action, now, engine::Origin::kBot); !applied) {
    return from_engine(applied.error());
  }
  changed(now);
  return {};
}

int Room::advance(Millis now) {
  if (status_ != RoomStatus::kPlaying) return 0;
  const int recorded = session_->advance(now, [this](const engine::Match& match, Seat seat) {
    return stand_in_->decide(match, seat);
  });
  if (recorded > 0) changed(now);
  return recorded;
}

// A resigned seat's decisions are the house's, made at once (docs/rooms.md):
// play never waits for a player who has left the game.
int Room::play_resigned(Millis now) {
  int played = 0;
  for (int guard = 0; guard < 10'000 && status_ == RoomStatus::kPlaying; ++guard) {
    bool acted = false;
    for (Seat seat = 0; seat < static_cast<Seat>(members_.size()); ++seat) {
      if (!members_[seat].resigned || session_->match().legal_actions(seat).empty()) continue;
      if (!game_.host.resign_action.is_null()) continue;  // the game's rules play it
      auto action = stand_in_->decide(session_->match(), seat);
      if (action && session_->act(seat, *action, now, engine::Origin::kResigned)) {
        acted = true;
        ++played;
      }
    }
    if (!acted || session_->match().finished()) break;
  }
  return played;
}

std::optional<Millis> Room::next_deadline() const {
  if (status_ != RoomStatus::kPlaying) return std::nullopt;
  const auto deadline = session_->match().next_deadline();
  if (!deadline) return std::nullopt;
  return deadline->at;
}

std::vector<Seat> Room::bots_to_move() const {
  std::vector<Seat> seats;
  if (status_ != RoomStatus::kPlaying) return seats;
  for (Seat seat = 0; seat < static_cast<Seat>(bots_.size()); ++seat) {
    if (bots_[seat] && !session_->match().legal_actions(seat).empty()) seats.push_back(seat);
  }
  return seats;
}

bool Room::rated_result() const {
  if (!options_.rated || ended_by_admin_ || status_ != RoomStatus::kFinished || !session_) {
    return false;
  }
  // Every human seat must belong to an account; one that does not (never the
  // case in a registered player's room) makes the whole game unrated.
  return std::all_of(members_.begin(), members_.end(),
                     [](const Member& m) { return m.is_bot() || m.account_id != 0; });
}

void Room::changed(Millis now) {
  if (session_ && status_ == RoomStatus::kPlaying) play_resigned(now);
  ++version_;
  last_activity_ = now;
  if (!session_) return;
  for (auto& line : game_.info.narrate ? game_.info.narrate(session_->match(), narrated_, names())
                                       : std::vector<std::string>{}) {
    log(now, std::move(line));
  }
  if (status_ == RoomStatus::kPlaying && session_->match().finished()) {
    status_ = RoomStatus::kFinished;
    std::string winners;
    for (const Seat seat : session_->match().outcome().winners()) {
      winners += (winners.empty() ? "" : " and ") + members_[seat].name;
    }
    log(now, "The match is over: " + winners +
                 (winners.find(" and ") == std::string::npos ? " wins" : " share the win"));
  }
}

void Room::seen(Seat seat, Millis now, int connected) {
  if (seat < 0 || seat >= static_cast<Seat>(members_.size())) return;
  auto& member = members_[seat];
  member.seen_at = now;
  member.connections = std::max(0, member.connections + connected);
  if (!member.online) {
    member.online = true;
    ++version_;  // presence is shown to everyone, but is no activity of the room's
  }
}

void Room::refresh_presence(Millis now) {
  bool any = false;
  for (auto& member : members_) {
    if (member.is_bot() || !member.online || member.connections > 0) continue;
    if (now - member.seen_at >= kPresenceMs) {
      member.online = false;
      any = true;
    }
  }
  if (any) ++version_;
}

void Room::log(Millis at, std::string text) {
  log_.push_back(json::object{{"at", at}, {"text", std::move(text)}});
}

std::vector<std::string> Room::names() const {
  std::vector<std::string> names;
  for (const auto& member : members_) names.push_back(member.name);
  return names;
}

}  // namespace gavel::server
