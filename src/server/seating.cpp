// Each action checks everything first and changes nothing when it refuses.
#include "server/seating.h"

#include <algorithm>
#include <stdexcept>

#include "server/room_options.h"

namespace gavel::server {
namespace json = boost::json;

namespace {

// House bots at agent tables keep the names the first API gave them.
constexpr const char* kTableBotNames[] = {"Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald"};
constexpr std::size_t kMaxRequests = 50;
constexpr std::size_t kMaxInvited = 50;
// A seat with no connection counts as present this long after its last request
// (a long-poll returns every 25 s, so a waiting agent stays present).
constexpr Millis kPresenceMs = 45'000;

const json::object& fields_of(const json::value& body) {
  static const json::object empty;
  return body.is_object() ? body.as_object() : empty;
}

}  // namespace

Seating::Seating(SeatingRules rules, JoinPolicy policy, std::string passcode)
    : rules_(std::move(rules)), policy_(policy), passcode_(std::move(passcode)) {}

void Seating::add(Member member) {
  if (member.is_bot()) {
    if (rules_.flow == RoomFlow::kTable) {
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

int Seating::max_bots() const {
  if (rules_.flow == RoomFlow::kWaiting) return rules_.game.max_bots;
  return std::min(rules_.capacity - 1, rules_.game.max_bots);
}

int Seating::count_bots() const {
  return static_cast<int>(
      std::count_if(members_.begin(), members_.end(), [](const Member& m) { return m.is_bot(); }));
}

bool Seating::full_of_humans() const {
  return size() >= rules_.capacity || size() - count_bots() >= rules_.game.max_humans;
}

std::vector<std::string> Seating::names() const {
  std::vector<std::string> names;
  for (const auto& member : members_) names.push_back(member.name);
  return names;
}

std::optional<Seat> Seating::seat_of(std::string_view token) const {
  if (token.empty()) return std::nullopt;
  for (Seat seat = 0; seat < size(); ++seat) {
    if (members_[seat].token == token) return seat;
  }
  return std::nullopt;
}

std::optional<Seat> Seating::seat_of(const Actor& actor) const {
  if (auto seat = seat_of(actor.token)) return seat;
  const auto key = actor.identity.key();
  if (key.empty()) return std::nullopt;
  for (Seat seat = 0; seat < size(); ++seat) {
    if (members_[seat].key == key) return seat;
  }
  return std::nullopt;
}

std::set<std::string> Seating::involved_keys() const {
  std::set<std::string> keys;
  for (const auto& member : members_) {
    if (!member.key.empty()) keys.insert(member.key);
  }
  for (const auto& request : requests_) keys.insert(request.key);
  return keys;
}

bool Seating::is_invited(const std::string& key) const {
  return std::any_of(invited_.begin(), invited_.end(),
                     [&](const auto& entry) { return entry.first == key; });
}

Seat Seating::seat_agent(std::string name, std::string kind, std::string token, Millis now,
                         const Identity& who) {
  Member member;
  member.key = who.key();
  member.account_id = who.registered() ? who.id : 0;
  member.guest = who.guest();
  member.name = std::move(name);
  member.kind = std::move(kind);
  member.token = std::move(token);
  member.host =
      std::none_of(members_.begin(), members_.end(), [](const Member& m) { return m.host; });
  member.ready = true;
  member.seen_at = now;
  member.online = true;
  add(std::move(member));
  return size() - 1;
}

bool Seating::fill_with_bots(int min_seats) {
  const int bots_to_add = std::min(rules_.capacity - size(), max_bots() - count_bots());
  if (size() + std::max(0, bots_to_add) < min_seats) return false;
  for (int i = 0; i < bots_to_add; ++i) add(Member::house_bot());
  return true;
}

Allowed<void> Seating::may_take_a_seat(const Actor& actor) const {
  if (!actor.identity.known()) return unauthenticated("log in to join a room");
  if (rules_.guest_room) return forbidden("guest rooms can be watched but never joined");
  if (actor.identity.guest()) {
    return forbidden("guests cannot join other rooms: sign up or log in to join");
  }
  if (seat_of(actor)) return conflict("you already sit in this room");
  if (full_of_humans()) return conflict("the room is full");
  return {};
}

void Seating::seat_player(const Actor& actor, std::optional<ratings::Tenths> rating,
                          std::string token, Millis now) {
  const auto key = actor.identity.key();
  std::erase_if(requests_, [&](const JoinRequest& r) { return r.key == key; });
  std::erase_if(invited_, [&](const auto& invited) { return invited.first == key; });
  Member member;
  member.name = actor.identity.name;
  member.kind = actor.agent ? "agent" : "human";
  member.token = std::move(token);
  member.key = key;
  member.account_id = actor.identity.registered() ? actor.identity.id : 0;
  member.guest = actor.identity.guest();
  member.rating = rating;
  member.seen_at = now;
  member.online = true;
  add(std::move(member));
}

void Seating::make_host(Seat seat) {
  for (auto& member : members_) member.host = false;
  members_[seat].host = true;
  members_[seat].ready = true;  // the host is always ready
}

Allowed<Seat> Seating::join(const Actor& actor, const json::value& body, std::string token,
                            Millis now) {
  if (auto allowed = may_take_a_seat(actor); !allowed) return std::unexpected(allowed.error());
  const bool invited = is_invited(actor.identity.key());
  if (!invited && policy_ == JoinPolicy::kApproval) {
    return conflict("this room joins by the host's approval: send a request (POST request)");
  }
  if (!invited && policy_ == JoinPolicy::kPasscode) {
    const auto* given = fields_of(body).if_contains("passcode");
    if (!given || !given->is_string()) {
      return invalid("this room needs its 4-digit passcode: {\"passcode\": \"....\"}");
    }
    if (given->as_string() != passcode_) {
      return refuse(RefusalKind::kWrongPasscode,
                    "wrong passcode: ask the host for the room's code");
    }
  }
  seat_player(actor, actor.identity.registered() ? std::optional(actor.rating) : std::nullopt,
              std::move(token), now);
  return size() - 1;
}

Allowed<Seat> Seating::host_seat(const Actor& actor) const {
  const auto seat = seat_of(actor);
  if (!seat || !members_[*seat].host) return forbidden("only the host can do that");
  if (rules_.flow != RoomFlow::kWaiting) return conflict("agent tables have no waiting room");
  return *seat;
}

Allowed<void> Seating::request(const Actor& actor) {
  if (auto allowed = may_take_a_seat(actor); !allowed) return std::unexpected(allowed.error());
  if (policy_ != JoinPolicy::kApproval) {
    return conflict("this room does not take requests: join it directly");
  }
  const auto key = actor.identity.key();
  if (std::any_of(requests_.begin(), requests_.end(),
                  [&](const JoinRequest& r) { return r.key == key; })) {
    return conflict("you have already asked to join; wait for the host");
  }
  if (requests_.size() >= kMaxRequests) {
    return conflict("the host has too many requests waiting; try again later");
  }
  requests_.push_back({key, actor.identity.name, actor.identity.id, actor.rating});
  return {};
}

Allowed<void> Seating::cancel_request(const Actor& actor) {
  const auto key = actor.identity.key();
  if (key.empty() ||
      std::erase_if(requests_, [&](const JoinRequest& r) { return r.key == key; }) == 0) {
    return conflict("you have no request waiting in this room");
  }
  return {};
}

Allowed<JoinRequest> Seating::accept(const std::string& name, std::string token, Millis now) {
  const auto it = std::find_if(requests_.begin(), requests_.end(),
                               [&](const JoinRequest& r) { return r.name == name; });
  if (it == requests_.end()) return not_found("no request from " + name);
  if (full_of_humans()) return conflict("the room is full: remove a bot or decline");
  const JoinRequest request = *it;
  Actor joiner;
  joiner.identity.kind = Identity::Kind::kAccount;
  joiner.identity.id = request.account_id;
  joiner.identity.name = request.name;
  seat_player(joiner, request.rating, std::move(token), now);
  return request;
}

Allowed<void> Seating::decline(const std::string& name) {
  if (std::erase_if(requests_, [&](const JoinRequest& r) { return r.name == name; }) == 0) {
    return not_found("no request from " + name);
  }
  return {};
}

Allowed<bool> Seating::set_ready(const Actor& actor, bool ready) {
  const auto seat = seat_of(actor);
  if (!seat) return forbidden("you do not sit in this room");
  if (members_[*seat].host) return conflict("the host is always ready");
  if (members_[*seat].ready == ready) return false;
  members_[*seat].ready = ready;
  return true;
}

Allowed<std::string> Seating::add_bot() {
  if (count_bots() >= max_bots()) {
    return conflict(rules_.title + " allows at most " + std::to_string(max_bots()) +
                    (max_bots() == 1 ? " bot" : " bots"));
  }
  if (size() >= rules_.capacity) return conflict("the room is full");
  add(Member::house_bot());
  return members_.back().name;
}

Allowed<void> Seating::remove_bot(const std::string& name) {
  const auto it = std::find_if(members_.begin(), members_.end(),
                               [&](const Member& m) { return m.is_bot() && m.name == name; });
  if (it == members_.end()) return not_found("no bot named " + name + " in this room");
  if (rules_.guest_room && rules_.game.guest_bot_fixed) {
    return conflict("a guest room of " + rules_.title + " always plays against the bot");
  }
  remove(static_cast<Seat>(it - members_.begin()));
  return {};
}

bool Seating::remove(Seat seat) {
  const bool was_host = members_[seat].host;
  members_.erase(members_.begin() + seat);
  if (!was_host) return true;
  // The host role passes to the human who joined earliest (holdem-notes 5).
  for (Seat next = 0; next < size(); ++next) {
    if (!members_[next].is_bot()) {
      make_host(next);
      return true;
    }
  }
  close_requests();
  return false;
}

Allowed<void> Seating::hand_over(Seat host, const std::string& name) {
  const auto it = std::find_if(members_.begin(), members_.end(),
                               [&](const Member& m) { return !m.is_bot() && m.name == name; });
  if (it == members_.end()) return not_found("no player named " + name + " sits here");
  if (it->host) return conflict("you are the host already");
  members_[host].host = false;
  make_host(static_cast<Seat>(it - members_.begin()));
  return {};
}

Allowed<bool> Seating::invite(const Identity& invitee) {
  if (rules_.guest_room) return conflict("guest rooms cannot be joined, even by invitation");
  if (!invitee.registered()) return not_found("no registered player by that name");
  const auto key = invitee.key();
  if (std::any_of(members_.begin(), members_.end(),
                  [&](const Member& m) { return m.key == key; })) {
    return conflict(invitee.name + " already sits here");
  }
  if (is_invited(key)) return false;
  if (invited_.size() >= kMaxInvited) return conflict("too many invitations are open");
  invited_.emplace_back(key, invitee.name);
  return true;
}

Allowed<void> Seating::set_policy(const json::value& body) {
  if (rules_.guest_room) return conflict("guest rooms cannot be joined, whatever the policy");
  auto policy = parse_join_policy(fields_of(body), policy_);
  if (!policy) return std::unexpected(policy.error());
  std::tie(policy_, passcode_) = *policy;
  return {};
}

Seating::Forgotten Seating::forget(const std::string& key) {
  Forgotten out;
  out.changed = std::erase_if(requests_, [&](const JoinRequest& r) { return r.key == key; }) > 0;
  if (rules_.flow != RoomFlow::kWaiting) return out;
  for (Seat seat = 0; seat < size(); ++seat) {
    if (members_[seat].key != key) continue;
    out.seat_name = members_[seat].name;
    out.humans_left = remove(seat);
    out.changed = true;
    break;
  }
  return out;
}

std::optional<std::string> Seating::start_blocked_by() const {
  if (rules_.flow == RoomFlow::kTable) return std::nullopt;
  const auto& rules = rules_.game;
  if (size() < rules.min_players) {
    return "at least " + std::to_string(rules.min_players) +
           " players are needed: add a bot or wait for players";
  }
  if (rules.fill_to_start && size() < rules_.capacity) {
    return "every seat must be filled: add a bot or wait for players";
  }
  for (const auto& member : members_) {
    if (!member.is_bot() && !member.ready) return "waiting for " + member.name + " to be ready";
  }
  return std::nullopt;
}

void Seating::deal(const std::vector<Seat>& order) {
  std::vector<Member> dealt;
  dealt.reserve(members_.size());
  for (const Seat from : order) {
    dealt.push_back(members_.at(static_cast<std::size_t>(from)));
    dealt.back().entry = from;
  }
  if (dealt.size() != members_.size()) throw std::logic_error("a deal must seat every member");
  members_ = std::move(dealt);
}

void Seating::close_requests() {
  requests_.clear();
  invited_.clear();
}

bool Seating::seen(Seat seat, Millis now, int connected) {
  if (seat < 0 || seat >= size()) return false;
  auto& member = members_[seat];
  member.seen_at = now;
  member.connections = std::max(0, member.connections + connected);
  if (member.online) return false;
  member.online = true;
  return true;
}

bool Seating::refresh_presence(Millis now) {
  bool any = false;
  for (auto& member : members_) {
    if (member.is_bot() || !member.online || member.connections > 0) continue;
    if (now - member.seen_at >= kPresenceMs) {
      member.online = false;
      any = true;
    }
  }
  return any;
}

}  // namespace gavel::server
