// The waiting room's actions (docs/rooms.md): joining under the host's
// policy, requests, ready marks, bots, exit and host hand-over, invitations,
// chat, resign, "Create same room" and the administrator's end. Each checks
// everything first and changes nothing when it refuses.
#include <algorithm>

#include "server/room.h"
#include "server/text_input.h"

namespace gavel::server {
namespace json = boost::json;

namespace {

constexpr std::string_view kWrongPasscode = "wrong passcode";
constexpr std::size_t kMaxRequests = 50;
constexpr std::size_t kMaxInvited = 50;
constexpr std::size_t kChatChars = 300;
constexpr std::size_t kChatKept = 200;
constexpr std::size_t kChatBurst = 5;     // messages...
constexpr Millis kChatWindowMs = 10'000;  // ...per this long, per player

const json::object& fields_of(const json::value& body) {
  static const json::object empty;
  return body.is_object() ? body.as_object() : empty;
}

}  // namespace

bool Room::is_wrong_passcode(const ApiError& error) {
  return error.status == 403 && error.message.starts_with(kWrongPasscode);
}

std::optional<std::string> Room::start_blocked_by() const {
  if (options_.flow == RoomFlow::kTable) return std::nullopt;
  const auto& rules = game_.host.room;
  const int present = static_cast<int>(members_.size());
  if (present < rules.min_players) {
    return "at least " + std::to_string(rules.min_players) +
           " players are needed: add a bot or wait for players";
  }
  if (rules.fill_to_start && present < options_.seats) {
    return "every seat must be filled: add a bot or wait for players";
  }
  for (const auto& member : members_) {
    if (!member.is_bot() && !member.ready) return "waiting for " + member.name + " to be ready";
  }
  return std::nullopt;
}

ApiResult<Seat> Room::host_in_waiting_room(const Actor& actor) const {
  const auto seat = seat_of(actor);
  if (!seat || !members_[*seat].host) return api_error(403, "only the host can do that");
  if (options_.flow != RoomFlow::kWaiting)
    return api_error(409, "agent tables have no waiting room");
  if (status_ != RoomStatus::kLobby) return api_error(409, "the waiting room is over");
  return *seat;
}

ApiResult<void> Room::may_take_a_seat(const Actor& actor) const {
  if (options_.flow != RoomFlow::kWaiting) return api_error(409, "this is an agent table");
  if (status_ == RoomStatus::kPlaying)
    return api_error(409, "joining closed: the game has started");
  if (status_ != RoomStatus::kLobby) return api_error(409, "the room is over");
  if (!actor.identity.known()) return api_error(401, "log in to join a room");
  if (options_.guest_room) {
    return api_error(403, "guest rooms can be watched but never joined");
  }
  if (actor.identity.guest()) {
    return api_error(403, "guests cannot join other rooms: sign up or log in to join");
  }
  if (seat_of(actor)) return api_error(409, "you already sit in this room");
  const int humans = static_cast<int>(members_.size()) - count_bots();
  if (static_cast<int>(members_.size()) >= options_.seats || humans >= game_.host.room.max_humans) {
    return api_error(409, "the room is full");
  }
  return {};
}

void Room::seat_player(const Actor& actor, const std::string& name, std::int64_t account_id,
                       std::optional<ratings::Tenths> rating, std::string token, Millis now) {
  const auto key = actor.identity.key();
  std::erase_if(requests_, [&](const JoinRequest& r) { return r.key == key; });
  std::erase_if(invited_, [&](const auto& invited) { return invited.first == key; });
  Member member;
  member.name = name;
  member.kind = "human";
  member.token = std::move(token);
  member.key = key;
  member.account_id = account_id;
  member.guest = actor.identity.guest();
  member.rating = rating;
  member.seen_at = now;
  member.online = true;
  add_member(std::move(member));
  log(now, name + " joined");
}

ApiResult<Joined> Room::join_waiting(const Actor& actor, const json::value& body, std::string token,
                                     Millis now) {
  if (auto allowed = may_take_a_seat(actor); !allowed) return std::unexpected(allowed.error());
  const auto key = actor.identity.key();
  const bool invited = std::any_of(invited_.begin(), invited_.end(),
                                   [&](const auto& entry) { return entry.first == key; });
  if (!invited && options_.policy == JoinPolicy::kApproval) {
    return api_error(409, "this room joins by the host's approval: send a request (POST request)");
  }
  if (!invited && options_.policy == JoinPolicy::kPasscode) {
    const auto* given = fields_of(body).if_contains("passcode");
    if (!given || !given->is_string()) {
      return api_error(400, "this room needs its 4-digit passcode: {\"passcode\": \"....\"}");
    }
    if (given->as_string() != options_.passcode) {
      return api_error(403, std::string(kWrongPasscode) + ": ask the host for the room's code");
    }
  }
  const Seat seat = static_cast<Seat>(members_.size());
  seat_player(actor, actor.identity.name, actor.identity.id, actor.rating, token, now);
  changed(now);
  return Joined{std::move(token), seat};
}

ApiResult<void> Room::request_to_join(const Actor& actor, Millis now) {
  if (auto allowed = may_take_a_seat(actor); !allowed) return std::unexpected(allowed.error());
  if (options_.policy != JoinPolicy::kApproval) {
    return api_error(409, "this room does not take requests: join it directly");
  }
  const auto key = actor.identity.key();
  if (std::any_of(requests_.begin(), requests_.end(),
                  [&](const JoinRequest& r) { return r.key == key; })) {
    return api_error(409, "you have already asked to join; wait for the host");
  }
  if (requests_.size() >= kMaxRequests) {
    return api_error(409, "the host has too many requests waiting; try again later");
  }
  requests_.push_back({key, actor.identity.name, actor.identity.id, actor.rating});
  changed(now);
  return {};
}

ApiResult<void> Room::cancel_request(const Actor& actor, Millis now) {
  const auto key = actor.identity.key();
  if (key.empty() ||
      std::erase_if(requests_, [&](const JoinRequest& r) { return r.key == key; }) == 0) {
    return api_error(409, "you have no request waiting in this room");
  }
  changed(now);
  return {};
}

ApiResult<std::string> Room::accept(const Actor& actor, const std::string& name, std::string token,
                                    Millis now) {
  if (auto host = host_in_waiting_room(actor); !host) return std::unexpected(host.error());
  const auto it = std::find_if(requests_.begin(), requests_.end(),
                               [&](const JoinRequest& r) { return r.name == name; });
  if (it == requests_.end()) return api_error(404, "no request from " + name);
  const int humans = static_cast<int>(members_.size()) - count_bots();
  if (static_cast<int>(members_.size()) >= options_.seats || humans >= game_.host.room.max_humans) {
    return api_error(409, "the room is full: remove a bot or decline");
  }
  const JoinRequest request = *it;
  Actor joiner;
  joiner.identity.kind = Identity::Kind::kAccount;
  joiner.identity.id = request.account_id;
  joiner.identity.name = request.name;
  seat_player(joiner, request.name, request.account_id, request.rating, std::move(token), now);
  changed(now);
  return request.key;
}

ApiResult<void> Room::decline(const Actor& actor, const std::string& name, Millis now) {
  if (auto host = host_in_waiting_room(actor); !host) return std::unexpected(host.error());
  if (std::erase_if(requests_, [&](const JoinRequest& r) { return r.name == name; }) == 0) {
    return api_error(404, "no request from " + name);
  }
  log(now, "The host declined a request");
  changed(now);
  return {};
}

ApiResult<void> Room::set_ready(const Actor& actor, bool ready, Millis now) {
  const auto seat = seat_of(actor);
  if (!seat) return api_error(403, "you do not sit in this room");
  if (options_.flow != RoomFlow::kWaiting || status_ != RoomStatus::kLobby) {
    return api_error(409, "ready marks belong to the waiting room");
  }
  if (members_[*seat].host) return api_error(409, "the host is always ready");
  if (members_[*seat].ready != ready) {
    members_[*seat].ready = ready;
    changed(now);
  }
  return {};
}

ApiResult<void> Room::add_bot(const Actor& actor, Millis now) {
  if (auto host = host_in_waiting_room(actor); !host) return std::unexpected(host.error());
  if (count_bots() >= max_bots()) {
    return api_error(409, game_.info.title + " allows at most " + std::to_string(max_bots()) +
                              (max_bots() == 1 ? " bot" : " bots"));
  }
  if (static_cast<int>(members_.size()) >= options_.seats)
    return api_error(409, "the room is full");
  add_member(Member::house_bot());
  log(now, members_.back().name + " (automatic bot) joined");
  changed(now);  // adding a bot never starts the game
  return {};
}

ApiResult<void> Room::remove_bot(const Actor& actor, const std::string& name, Millis now) {
  if (auto host = host_in_waiting_room(actor); !host) return std::unexpected(host.error());
  const auto it = std::find_if(members_.begin(), members_.end(),
                               [&](const Member& m) { return m.is_bot() && m.name == name; });
  if (it == members_.end()) return api_error(404, "no bot named " + name + " in this room");
  if (options_.guest_room && game_.host.room.guest_bot_fixed) {
    return api_error(409, "a guest room of " + game_.info.title + " always plays against the bot");
  }
  remove_member(static_cast<Seat>(it - members_.begin()));
  log(now, name + " was removed");
  changed(now);
  return {};
}

void Room::remove_member(Seat seat) {
  const bool was_host = members_[seat].host;
  members_.erase(members_.begin() + seat);
  if (!was_host) return;
  // The host role passes to the human who joined earliest (holdem-notes 5).
  for (auto& member : members_) {
    if (!member.is_bot()) {
      member.host = true;
      member.ready = true;
      return;
    }
  }
  // No human left: the room is empty and closes.
  status_ = RoomStatus::kClosed;
  requests_.clear();
  invited_.clear();
}

ApiResult<void> Room::exit(const Actor& actor, Millis now) {
  const auto seat = seat_of(actor);
  if (!seat) return api_error(409, "you do not sit in this room: just leave the page");
  if (status_ == RoomStatus::kPlaying) {
    if (members_[*seat].resigned) {
      return api_error(409, "you have resigned: your seat stays in the game; just leave the page");
    }
    return api_error(409,
                     "the game is on: resign to leave it, or just close the page (your seat and "
                     "its deadlines stay)");
  }
  if (status_ != RoomStatus::kLobby || options_.flow != RoomFlow::kWaiting) {
    return api_error(409, "nothing to leave: just leave the page");
  }
  const std::string name = members_[*seat].name;
  remove_member(*seat);
  log(now, name + " left");
  if (status_ == RoomStatus::kClosed) log(now, "The room closed");
  changed(now);
  return {};
}

ApiResult<void> Room::resign(const Actor& actor, Millis now) {
  const auto seat = seat_of(actor);
  if (!seat || members_[*seat].is_bot()) return api_error(403, "you do not sit in this room");
  if (status_ != RoomStatus::kPlaying) return api_error(409, "you can resign only while playing");
  if (members_[*seat].resigned) return api_error(409, "you have already resigned");
  if (!game_.host.resign_action.is_null()) {
    if (auto applied = session_->act(*seat, game_.host.resign_action, now, engine::Origin::kPlayer);
        !applied) {
      return from_engine(applied.error());
    }
  }
  members_[*seat].resigned = true;
  log(now, members_[*seat].name + " resigned");
  changed(now);  // plays the seat's pending decisions at once
  return {};
}

ApiResult<void> Room::hand_over(const Actor& actor, const std::string& name, Millis now) {
  auto host = host_in_waiting_room(actor);
  if (!host) return std::unexpected(host.error());
  const auto it = std::find_if(members_.begin(), members_.end(),
                               [&](const Member& m) { return !m.is_bot() && m.name == name; });
  if (it == members_.end()) return api_error(404, "no player named " + name + " sits here");
  if (it->host) return api_error(409, "you are the host already");
  members_[*host].host = false;
  it->host = true;
  it->ready = true;  // the host is always ready
  log(now, name + " is the host now");
  changed(now);
  return {};
}

ApiResult<void> Room::invite(const Actor& actor, const Identity& invitee, Millis now) {
  if (auto host = host_in_waiting_room(actor); !host) return std::unexpected(host.error());
  if (options_.guest_room)
    return api_error(409, "guest rooms cannot be joined, even by invitation");
  if (!invitee.registered()) return api_error(404, "no registered player by that name");
  const auto key = invitee.key();
  if (std::any_of(members_.begin(), members_.end(),
                  [&](const Member& m) { return m.key == key; })) {
    return api_error(409, invitee.name + " already sits here");
  }
  if (std::any_of(invited_.begin(), invited_.end(),
                  [&](const auto& i) { return i.first == key; })) {
    return {};
  }
  if (invited_.size() >= kMaxInvited) return api_error(409, "too many invitations are open");
  invited_.emplace_back(key, invitee.name);
  changed(now);
  return {};
}

ApiResult<void> Room::set_policy(const Actor& actor, const json::value& body, Millis now) {
  if (auto host = host_in_waiting_room(actor); !host) return std::unexpected(host.error());
  if (options_.guest_room)
    return api_error(409, "guest rooms cannot be joined, whatever the policy");
  auto policy = parse_join_policy(fields_of(body), options_.policy);
  if (!policy) return std::unexpected(policy.error());
  std::tie(options_.policy, options_.passcode) = *policy;
  changed(now);
  return {};
}

ApiResult<void> Room::chat(const Actor& actor, const json::value& body, Millis now) {
  if (!actor.identity.registered()) {
    return api_error(403, actor.identity.guest()
                              ? "guests can read the chat but not post: sign up or log in"
                              : "log in to chat");
  }
  auto text = clean_text(fields_of(body).if_contains("text"), "text", kChatChars, std::nullopt);
  if (!text) return std::unexpected(text.error());
  auto& times = chat_times_[actor.identity.key()];
  while (!times.empty() && now - times.front() >= kChatWindowMs) times.pop_front();
  if (times.size() >= kChatBurst) return api_error(429, "slow down: at most 5 messages in 10 s");
  times.push_back(now);
  chat_.push_back({now, actor.identity.name, std::move(*text)});
  if (chat_.size() > kChatKept) chat_.erase(chat_.begin());
  changed(now);
  return {};
}

ApiResult<void> Room::may_recreate(const Actor& actor) const {
  const auto seat = seat_of(actor);
  if (!seat || members_[*seat].is_bot() || !actor.identity.known()) {
    return api_error(403, "only a player of this room can create the same room");
  }
  if (options_.flow != RoomFlow::kWaiting)
    return api_error(409, "agent tables cannot be recreated");
  if (status_ != RoomStatus::kFinished || !session_) {
    return api_error(409, "the game is not over yet");
  }
  if (next_) return api_error(409, "the room was already created again as " + *next_);
  return {};
}

void Room::set_next_room(std::string code, Millis now) {
  next_ = std::move(code);
  log(now, "A new room with the same settings is open: " + *next_);
  changed(now);
}

ApiResult<void> Room::end_by_admin(const Actor& actor, Millis now) {
  if (!actor.identity.admin) return api_error(403, "only the administrator can end a game");
  if (status_ != RoomStatus::kLobby && status_ != RoomStatus::kPlaying) {
    return api_error(409, "the room is already over");
  }
  status_ = RoomStatus::kFinished;
  ended_by_admin_ = true;
  requests_.clear();
  invited_.clear();
  log(now, "The administrator ended the game; it is unrated");
  changed(now);
  return {};
}

void Room::forget(const std::string& key, Millis now) {
  if (key.empty() || status_ != RoomStatus::kLobby) return;
  bool any = std::erase_if(requests_, [&](const JoinRequest& r) { return r.key == key; }) > 0;
  if (options_.flow == RoomFlow::kWaiting) {
    for (Seat seat = 0; seat < static_cast<Seat>(members_.size()); ++seat) {
      if (members_[seat].key != key) continue;
      const std::string name = members_[seat].name;
      remove_member(seat);
      log(now, name + " left for another room");
      if (status_ == RoomStatus::kClosed) log(now, "The room closed");
      any = true;
      break;
    }
  }
  if (any) changed(now);
}

void Room::set_ratings(std::vector<SeatRating> changes, Millis now) {
  for (const auto& change : changes) {
    if (change.seat >= 0 && change.seat < static_cast<Seat>(members_.size())) {
      members_[change.seat].rating = change.new_rating;
    }
  }
  ratings_ = std::move(changes);
  changed(now);
}

}  // namespace gavel::server
