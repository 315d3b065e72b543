// A room from its journal: the first line makes it (an agent table or a
// waiting room with its creator), every later line is one accepted input,
// run again through the method that accepted it. The rules are
// deterministic, the times are the recorded ones and the house's stand-in
// draws from the room's seed, so the same lines make the same room.
#include <stdexcept>

#include "server/room.h"
#include "server/room_recording.h"

namespace gavel::server {
namespace json = boost::json;

namespace {

// Moves a restored room's version past any a client saw before the restart:
// presence changes (never journaled) bump it too, though far fewer than this
// many times in one run of the server.
constexpr std::uint64_t kRestartStep = std::uint64_t{1} << 32;

Millis at(const json::object& input) {
  return input.at("now").to_number<Millis>();
}
std::string text(const json::object& input, const char* key) {
  return std::string(input.at(key).as_string());
}

std::vector<json::object> parse_inputs(const std::vector<std::string>& lines) {
  std::vector<json::object> inputs;
  inputs.reserve(lines.size());
  json::parse_options options;
  options.max_depth = 256;  // as deep as the writers nest
  for (const auto& line : lines) inputs.push_back(json::parse(line, {}, options).as_object());
  return inputs;
}

}  // namespace

std::vector<std::string> Room::take_inputs() {
  if (!unsaved_.empty()) journal_opened_ = true;
  return std::exchange(unsaved_, {});
}

Room Room::restore(const games::Catalog& catalog, const std::vector<std::string>& lines) {
  if (lines.empty()) throw std::runtime_error("a room's journal is empty");
  const auto inputs = parse_inputs(lines);
  const auto& first = inputs.front();
  const auto op = text(first, "op");
  auto options = options_from(first.at("options"));
  if (!catalog.find(options.game)) throw std::runtime_error("no game '" + options.game + "'");
  const auto seed = first.at("seed").to_number<engine::Seed>();
  std::optional<Room> made;
  if (op == "table") {
    made.emplace(catalog, std::move(options), text(first, "code"), seed, at(first));
  } else if (op == "waiting") {
    made.emplace(create_waiting(catalog, std::move(options), text(first, "code"), seed, at(first),
                                actor_from(first.at("creator")), text(first, "token")));
  } else {
    throw std::runtime_error("a room's journal starts with '" + op + "'");
  }
  Room room = std::move(*made);
  for (std::size_t i = 1; i < inputs.size(); ++i) room.replay(inputs[i]);
  room.unsaved_.clear();
  room.journal_opened_ = true;
  room.version_ = inputs.back().at("v").to_number<std::uint64_t>() + kRestartStep;
  return room;
}

void Room::replay(const json::object& input) {
  const auto op = text(input, "op");
  const auto now = at(input);
  const auto actor = [&] { return actor_from(input.at("actor")); };
  if (op == "join") {
    (void)join(input.at("body"), text(input, "token"), now, identity_from(input.at("caller")));
  } else if (op == "start") {
    (void)start(actor(), now);
  } else if (op == "move") {
    (void)move(actor(), input.at("action"), now);
  } else if (op == "bot_move") {
    (void)bot_move(input.at("seat").to_number<Seat>(), input.at("action"), now);
  } else if (op == "advance") {
    (void)advance(now);
  } else if (op == "join_waiting") {
    (void)join_waiting(actor(), input.at("body"), text(input, "token"), now);
  } else if (op == "request") {
    (void)request_to_join(actor(), now);
  } else if (op == "cancel_request") {
    (void)cancel_request(actor(), now);
  } else if (op == "accept") {
    (void)accept(actor(), text(input, "name"), text(input, "token"), now);
  } else if (op == "decline") {
    (void)decline(actor(), text(input, "name"), now);
  } else if (op == "ready") {
    (void)set_ready(actor(), input.at("ready").as_bool(), now);
  } else if (op == "add_bot") {
    (void)add_bot(actor(), now);
  } else if (op == "remove_bot") {
    (void)remove_bot(actor(), text(input, "name"), now);
  } else if (op == "exit") {
    (void)exit(actor(), now);
  } else if (op == "resign") {
    (void)resign(actor(), now);
  } else if (op == "hand_over") {
    (void)hand_over(actor(), text(input, "name"), now);
  } else if (op == "invite") {
    (void)invite(actor(), identity_from(input.at("invitee")), now);
  } else if (op == "policy") {
    (void)set_policy(actor(), input.at("body"), now);
  } else if (op == "chat") {
    (void)chat(actor(), input.at("body"), now);
  } else if (op == "next_room") {
    set_next_room(text(input, "code"), now);
  } else if (op == "end_by_admin") {
    (void)end_by_admin(actor(), now);
  } else if (op == "agree_results") {
    (void)agree_results(actor(), now);
  } else if (op == "abandon") {
    (void)abandon_if_idle(now, input.at("idle_for").to_number<Millis>());
  } else if (op == "forget") {
    forget(text(input, "key"), now);
  } else if (op == "ratings") {
    set_ratings(ratings_from(input.at("changes")), now);
  } else if (op == "resume") {
    resume(now, input.at("downtime").to_number<Millis>());
  } else {
    throw std::runtime_error("unknown input '" + op + "'");
  }
}

void Room::resume(Millis now, Millis downtime) {
  Recording record(*this, {{"op", "resume"}, {"now", now}, {"downtime", downtime}});
  if (status_ != RoomStatus::kPlaying || downtime <= 0) return;
  play_->pause_for(downtime);
  changed(now);
}

}  // namespace gavel::server
