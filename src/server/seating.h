// Who sits in a room and who may: the seats (people and house bots), the
// host and ready marks, join policies with requests and invitations, and
// presence. Pure: the room checks its status first and writes the log.
#pragma once

#include <boost/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "games/game_entry.h"
#include "server/refusal.h"
#include "server/room_types.h"

namespace gavel::server {

// What seating needs to know of its room, fixed when the room is made.
struct SeatingRules {
  RoomFlow flow = RoomFlow::kTable;
  int capacity = 2;
  games::RoomRules game;  // the game's waiting-room limits
  std::string title;      // the game's, for messages
  bool guest_room = false;
};

class Seating {
 public:
  Seating(SeatingRules rules, JoinPolicy policy, std::string passcode);

  const std::vector<Member>& members() const { return members_; }
  const Member& member(Seat seat) const { return members_[seat]; }
  int size() const { return static_cast<int>(members_.size()); }
  const std::vector<JoinRequest>& requests() const { return requests_; }
  const std::vector<std::pair<std::string, std::string>>& invited() const { return invited_; }
  JoinPolicy policy() const { return policy_; }
  const std::string& passcode() const { return passcode_; }
  const SeatingRules& rules() const { return rules_; }

  std::optional<Seat> seat_of(std::string_view token) const;
  // By seat token first, then by identity.
  std::optional<Seat> seat_of(const Actor& actor) const;
  // The identities that sit here or asked to join.
  std::set<std::string> involved_keys() const;
  bool is_invited(const std::string& key) const;
  int count_bots() const;
  // The most house bots the room may hold (the game's limit; agent tables
  // also keep one seat for a player).
  int max_bots() const;
  std::vector<std::string> names() const;

  // --- agent tables ---
  // The next seat for an anonymous agent; the first to come is the host.
  // `who`, when known, holds the seat (it is then not anonymous).
  Seat seat_agent(std::string name, std::string kind, std::string token, Millis now,
                  const Identity& who = {});
  // Fills empty seats with as many house bots as the game allows; false
  // when the players present and the bots allowed are still too few.
  bool fill_with_bots(int min_seats);

  // --- waiting rooms ---
  // Whether `actor` may take a seat now (the room is in its lobby).
  Allowed<void> may_take_a_seat(const Actor& actor) const;
  // Seats `actor` under the policy (the passcode comes from `body`).
  Allowed<Seat> join(const Actor& actor, const boost::json::value& body, std::string token,
                     Millis now);
  void seat_player(const Actor& actor, std::optional<ratings::Tenths> rating, std::string token,
                   Millis now);
  void make_host(Seat seat);
  // The seat of the host, or why `actor` is not the host.
  Allowed<Seat> host_seat(const Actor& actor) const;
  Allowed<void> request(const Actor& actor);
  Allowed<void> cancel_request(const Actor& actor);
  // The host takes a request: the request, its player now seated.
  Allowed<JoinRequest> accept(const std::string& name, std::string token, Millis now);
  Allowed<void> decline(const std::string& name);
  // Whether the mark changed.
  Allowed<bool> set_ready(const Actor& actor, bool ready);
  // The new bot's name.
  Allowed<std::string> add_bot();
  Allowed<void> remove_bot(const std::string& name);
  Allowed<void> hand_over(Seat host, const std::string& name);
  // Whether anything changed (an invitation already open changes nothing).
  Allowed<bool> invite(const Identity& invitee);
  Allowed<void> set_policy(const boost::json::value& body);
  // Removes a seat; the host role passes to the earliest human. Returns
  // false when no human is left (the room then closes).
  bool remove(Seat seat);
  // Drops the identity's request and, in a waiting room, its seat.
  struct Forgotten {
    bool changed = false;
    std::optional<std::string> seat_name;  // the removed seat's
    bool humans_left = true;
  };
  Forgotten forget(const std::string& key);
  // The start condition of a waiting room; why it does not hold, or nullopt.
  std::optional<std::string> start_blocked_by() const;
  void close_requests();  // joining is over: play started or the room ended

  // Puts the members in a new order: seat i goes to who sat at order[i]
  // (a permutation of the seats), each keeping its joining rank (entry).
  void deal(const std::vector<Seat>& order);

  // --- during play ---
  void mark_resigned(Seat seat) { members_[seat].resigned = true; }
  void set_rating(Seat seat, ratings::Tenths rating) { members_[seat].rating = rating; }

  // --- presence: whether anything shown changed ---
  bool seen(Seat seat, Millis now, int connected);
  bool refresh_presence(Millis now);

 private:
  void add(Member member);
  bool full_of_humans() const;

  SeatingRules rules_;
  JoinPolicy policy_;
  std::string passcode_;
  std::vector<Member> members_;
  std::vector<JoinRequest> requests_;
  std::vector<std::pair<std::string, std::string>> invited_;  // key, name
};

}  // namespace gavel::server
