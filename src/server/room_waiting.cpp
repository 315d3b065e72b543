// The waiting room's actions (docs/rooms.md): joining under the host's
// policy, requests, ready marks, bots, exit and host hand-over, invitations,
// chat, resign, "Create same room" and the administrator's end. Seating
// decides who may; this file adds the room's status and its log.
#include "server/hidden_identity.h"
#include "server/room.h"

#include "server/room_recording.h"

namespace gavel::server {
namespace json = boost::json;

Allowed<void> Room::waiting_room_open() const {
  if (options_.flow != RoomFlow::kWaiting) return conflict("this is an agent table");
  if (status_ == RoomStatus::kPlaying) return conflict("joining closed: the game has started");
  if (status_ != RoomStatus::kLobby) return conflict("the room is over");
  return {};
}

Allowed<Seat> Room::host_in_waiting_room(const Actor& actor) const {
  auto seat = seating_.host_seat(actor);
  if (!seat) return seat;
  if (status_ != RoomStatus::kLobby) return conflict("the waiting room is over");
  return seat;
}

Allowed<Joined> Room::join_waiting(const Actor& actor, const json::value& body, std::string token,
                                   Millis now) {
  Recording record(*this, {{"op", "join_waiting"},
                           {"actor", actor_json(actor)},
                           {"body", body},
                           {"token", token},
                           {"now", now}});
  if (auto open = waiting_room_open(); !open) return std::unexpected(open.error());
  auto seat = seating_.join(actor, body, token, now);
  if (!seat) return std::unexpected(seat.error());
  write_log(now, seating_.member(*seat).name + " joined");
  changed(now);
  return Joined{std::move(token), *seat};
}

Allowed<void> Room::request_to_join(const Actor& actor, Millis now) {
  Recording record(*this, {{"op", "request"}, {"actor", actor_json(actor)}, {"now", now}});
  if (auto open = waiting_room_open(); !open) return open;
  if (auto asked = seating_.request(actor); !asked) return asked;
  changed(now);
  return {};
}

Allowed<void> Room::cancel_request(const Actor& actor, Millis now) {
  Recording record(*this, {{"op", "cancel_request"}, {"actor", actor_json(actor)}, {"now", now}});
  if (auto cancelled = seating_.cancel_request(actor); !cancelled) return cancelled;
  changed(now);
  return {};
}

Allowed<std::string> Room::accept(const Actor& actor, const std::string& name, std::string token,
                                  Millis now) {
  Recording record(*this, {{"op", "accept"},
                           {"actor", actor_json(actor)},
                           {"name", name},
                           {"token", token},
                           {"now", now}});
  if (auto host = host_in_waiting_room(actor); !host) return std::unexpected(host.error());
  auto request = seating_.accept(name, std::move(token), now);
  if (!request) return std::unexpected(request.error());
  write_log(now, request->name + " joined");
  changed(now);
  return request->key;
}

Allowed<void> Room::decline(const Actor& actor, const std::string& name, Millis now) {
  Recording record(*this,
                   {{"op", "decline"}, {"actor", actor_json(actor)}, {"name", name}, {"now", now}});
  if (auto host = host_in_waiting_room(actor); !host) return std::unexpected(host.error());
  if (auto declined = seating_.decline(name); !declined) return declined;
  write_log(now, "The host declined a request");
  changed(now);
  return {};
}

Allowed<void> Room::set_ready(const Actor& actor, bool ready, Millis now) {
  Recording record(*this,
                   {{"op", "ready"}, {"actor", actor_json(actor)}, {"ready", ready}, {"now", now}});
  if (!seat_of(actor)) return forbidden("you do not sit in this room");
  if (options_.flow != RoomFlow::kWaiting || status_ != RoomStatus::kLobby) {
    return conflict("ready marks belong to the waiting room");
  }
  auto marked = seating_.set_ready(actor, ready);
  if (!marked) return std::unexpected(marked.error());
  if (*marked) changed(now);
  return {};
}

Allowed<void> Room::add_bot(const Actor& actor, Millis now) {
  Recording record(*this, {{"op", "add_bot"}, {"actor", actor_json(actor)}, {"now", now}});
  if (auto host = host_in_waiting_room(actor); !host) return std::unexpected(host.error());
  if (stake_ > 0) return conflict("bots hold no stake: a paid table is for players only");
  auto bot = seating_.add_bot();
  if (!bot) return std::unexpected(bot.error());
  write_log(now, *bot + " (automatic bot) joined");
  changed(now);  // adding a bot never starts the game
  return {};
}

Allowed<void> Room::remove_bot(const Actor& actor, const std::string& name, Millis now) {
  Recording record(
      *this, {{"op", "remove_bot"}, {"actor", actor_json(actor)}, {"name", name}, {"now", now}});
  if (auto host = host_in_waiting_room(actor); !host) return std::unexpected(host.error());
  if (auto removed = seating_.remove_bot(name); !removed) return removed;
  write_log(now, name + " was removed");
  changed(now);
  return {};
}

Allowed<void> Room::exit(const Actor& actor, Millis now) {
  Recording record(*this, {{"op", "exit"}, {"actor", actor_json(actor)}, {"now", now}});
  const auto seat = seat_of(actor);
  if (!seat) return conflict("you do not sit in this room: just leave the page");
  if (status_ == RoomStatus::kPlaying) {
    if (seating_.member(*seat).resigned) {
      return conflict("you have resigned: your seat stays in the game; just leave the page");
    }
    // The rules may make a direct Exit a forfeit (Hosting::exit_forfeits);
    // inside this input's recording, so the journal keeps one "exit".
    if (game_.host.exit_forfeits && !seating_.member(*seat).is_bot()) return resign(actor, now);
    return conflict(
        "the game is on: resign to leave it, or just close the page (your seat and its deadlines "
        "stay)");
  }
  if (status_ != RoomStatus::kLobby || options_.flow != RoomFlow::kWaiting) {
    return conflict("nothing to leave: just leave the page");
  }
  const std::string name = seating_.member(*seat).name;
  const bool humans_left = seating_.remove(*seat);
  write_log(now, name + " left");
  if (!humans_left) close(now);
  changed(now);
  return {};
}

Allowed<void> Room::resign(const Actor& actor, Millis now) {
  Recording record(*this, {{"op", "resign"}, {"actor", actor_json(actor)}, {"now", now}});
  const auto seat = seat_of(actor);
  if (!seat || seating_.member(*seat).is_bot()) return forbidden("you do not sit in this room");
  if (status_ != RoomStatus::kPlaying) return conflict("you can resign only while playing");
  if (seating_.member(*seat).resigned) return conflict("you have already resigned");
  if (!game_.host.resign_action.is_null()) {
    auto applied = play_->act(*seat, game_.host.resign_action, now, engine::Origin::kPlayer);
    if (!applied) return applied;
  }
  seating_.mark_resigned(*seat);
  const auto hidden = hidden_identity(*this, engine::Viewer::spectator(), *seat);
  write_log(now, (hidden ? *hidden : seating_.member(*seat).name) + " resigned");
  changed(now);  // plays the seat's pending decisions at once
  return {};
}

Allowed<void> Room::hand_over(const Actor& actor, const std::string& name, Millis now) {
  Recording record(
      *this, {{"op", "hand_over"}, {"actor", actor_json(actor)}, {"name", name}, {"now", now}});
  auto host = host_in_waiting_room(actor);
  if (!host) return std::unexpected(host.error());
  if (auto handed = seating_.hand_over(*host, name); !handed) return handed;
  write_log(now, name + " is the host now");
  changed(now);
  return {};
}

Allowed<void> Room::invite(const Actor& actor, const Identity& invitee, Millis now) {
  Recording record(*this, {{"op", "invite"},
                           {"actor", actor_json(actor)},
                           {"invitee", identity_json(invitee)},
                           {"now", now}});
  if (auto host = host_in_waiting_room(actor); !host) return std::unexpected(host.error());
  auto invited = seating_.invite(invitee);
  if (!invited) return std::unexpected(invited.error());
  if (*invited) changed(now);
  return {};
}

Allowed<void> Room::set_policy(const Actor& actor, const json::value& body, Millis now) {
  Recording record(*this,
                   {{"op", "policy"}, {"actor", actor_json(actor)}, {"body", body}, {"now", now}});
  if (auto host = host_in_waiting_room(actor); !host) return std::unexpected(host.error());
  if (const auto* fields = body.if_object();
      stake_ > 0 && fields && fields->contains("policy") && fields->at("policy") == "approval") {
    return conflict("a paid table takes no join requests: open it or give it a passcode");
  }
  if (auto set = seating_.set_policy(body); !set) return set;
  changed(now);
  return {};
}

Allowed<void> Room::chat(const Actor& actor, const json::value& body, Millis now) {
  Recording record(*this,
                   {{"op", "chat"}, {"actor", actor_json(actor)}, {"body", body}, {"now", now}});
  if (status_ == RoomStatus::kClosed) return conflict("the room is closed: its chat is over");
  // A line stays as posted; from a hidden seat, it carries the seat's label.
  Identity author = actor.identity;
  if (const auto seat = seat_of(actor)) {
    if (auto hidden = hidden_identity(*this, engine::Viewer::spectator(), *seat)) {
      author.name = std::move(*hidden);
    }
  }
  if (auto posted = chat_.post(author, body, now); !posted) return posted;
  changed(now);
  return {};
}

Allowed<void> Room::may_recreate(const Actor& actor) const {
  const auto seat = seat_of(actor);
  if (!seat || seating_.member(*seat).is_bot() || !actor.identity.known()) {
    return forbidden("only a player of this room can create the same room");
  }
  if (options_.flow != RoomFlow::kWaiting) return conflict("agent tables cannot be recreated");
  if (status_ == RoomStatus::kClosed) return conflict("the room closed before a game was played");
  if (status_ != RoomStatus::kFinished) return conflict("the game is not over yet");
  if (next_) return conflict("the room was already created again as " + *next_);
  return {};
}

void Room::set_next_room(std::string code, Millis now) {
  Recording record(*this, {{"op", "next_room"}, {"code", code}, {"now", now}});
  next_ = std::move(code);
  write_log(now, "A new room with the same settings is open: " + *next_);
  changed(now);
}

Allowed<void> Room::end_by_admin(const Actor& actor, Millis now) {
  Recording record(*this, {{"op", "end_by_admin"}, {"actor", actor_json(actor)}, {"now", now}});
  if (!actor.identity.admin) return forbidden("only the administrator can end a game");
  if (status_ != RoomStatus::kLobby && status_ != RoomStatus::kPlaying) {
    return conflict("the room is already over");
  }
  ended_by_admin_ = true;
  if (status_ == RoomStatus::kLobby) {
    // Nothing was played: there is no game to keep, rate or recreate.
    write_log(now, "The administrator closed the room");
    close(now);
  } else {
    status_ = RoomStatus::kFinished;
    seating_.close_requests();
    write_log(now, "The administrator ended the game; it is unrated");
  }
  changed(now);
  return {};
}

void Room::forget(const std::string& key, Millis now) {
  Recording record(*this, {{"op", "forget"}, {"key", key}, {"now", now}});
  if (key.empty() || status_ != RoomStatus::kLobby) return;
  const auto forgotten = seating_.forget(key);
  if (forgotten.seat_name) {
    write_log(now, *forgotten.seat_name + " left for another room");
    if (!forgotten.humans_left) close(now);
  }
  if (forgotten.changed) changed(now);
}

void Room::set_ratings(std::vector<SeatRating> changes, Millis now) {
  Recording record(*this, {{"op", "ratings"}, {"changes", ratings_json(changes)}, {"now", now}});
  for (const auto& change : changes) {
    if (change.seat >= 0 && change.seat < seating_.size()) {
      seating_.set_rating(change.seat, change.new_rating);
    }
  }
  ratings_ = std::move(changes);
  changed(now);
}

}  // namespace gavel::server
